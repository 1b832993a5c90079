"""The incremental BM25 index."""

import pytest

from longtermmemory.memory.bm25 import BM25Index


def test_matching_documents_score_and_rarer_terms_weigh_more() -> None:
    index = BM25Index()
    index.add("a", "Alice plays the violin")
    index.add("b", "Bob plays tennis")
    index.add("c", "Carol cooks ramen")
    scores = index.scores("who plays violin")
    assert set(scores) == {"a", "b"} and scores["a"] > scores["b"]
    assert index.scores("unrelated words") == {}


def test_word_forms_match_through_stemming() -> None:
    index = BM25Index()
    index.add("a", "she was planning the trips")
    assert "a" in index.scores("plan a trip")


def test_remove_and_re_add_keep_statistics_exact() -> None:
    fresh, edited = BM25Index(), BM25Index()
    fresh.add("a", "red apple")
    fresh.add("b", "green apple")
    edited.add("a", "red apple")
    edited.add("x", "something else entirely apple")
    edited.add("b", "an old text")
    edited.remove("x")
    edited.add("b", "green apple")  # re-adding replaces
    edited.remove("missing")  # unknown ids are ignored
    assert len(edited) == 2
    assert edited.scores("apple red") == pytest.approx(fresh.scores("apple red"))


def test_empty_index() -> None:
    assert BM25Index().scores("anything") == {}
