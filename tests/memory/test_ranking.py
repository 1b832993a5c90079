"""Hybrid ranking: fusion, recency, importance and speaker boosts."""

import pytest

from longtermmemory.memory.ranking import (
    DEFAULT_WEIGHTS,
    MULTILINGUAL_HAND_WEIGHTS,
    MULTILINGUAL_WEIGHTS,
    SECONDS_PER_DAY,
    Asker,
    Candidate,
    final_score,
    fuse,
    hand_weights,
    rank,
    recency_factor,
    retention_score,
    time_factor,
)
from longtermmemory.memory.time_expressions import TimeWindow

NOW = 1_800_000_000.0


def candidate(sender: str = "u1", name: str = "alice", age_days: float = 0.0, importance: int = 2) -> Candidate:
    created = NOW - age_days * SECONDS_PER_DAY
    return Candidate(sender, frozenset({name}), created, created, importance)


def test_recency_halves_every_half_life_from_the_later_of_created_and_recalled() -> None:
    assert recency_factor(NOW, NOW, NOW, 30) == 1.0
    assert recency_factor(NOW - 30 * SECONDS_PER_DAY, NOW - 30 * SECONDS_PER_DAY, NOW, 30) == pytest.approx(0.5)
    assert recency_factor(NOW - 60 * SECONDS_PER_DAY, NOW - 30 * SECONDS_PER_DAY, NOW, 30) == pytest.approx(0.5)
    assert recency_factor(NOW + 100, NOW + 100, NOW, 30) == 1.0  # from the future: no boost past 1


def test_fusion_scales_bm25_by_its_best_and_ignores_negative_cosine() -> None:
    fused = fuse({"a": 4.0, "b": 2.0}, {"a": 0.5, "c": -0.3})
    assert fused["a"] == pytest.approx(0.6 * 1.0 + 0.4 * 0.5)
    assert fused["b"] == pytest.approx(0.6 * 0.5)
    assert fused["c"] == 0.0


def test_final_score_keeps_old_memories_above_the_floor() -> None:
    assert final_score(1.0, 0.0, 2, 1.0) == pytest.approx(DEFAULT_WEIGHTS.recency_floor)
    assert final_score(1.0, 1.0, 4, 1.0) == pytest.approx(1.1)


def test_equal_relevance_prefers_newer_important_and_own_episodes() -> None:
    candidates = {
        "old": candidate(age_days=90),
        "new": candidate(age_days=1),
        "important": candidate(age_days=90, importance=5),
        "other": candidate(sender="u2", name="bob", age_days=1),
    }
    similarity = dict.fromkeys(candidates, 0.5)
    order = [i for i, _ in rank(candidates, {}, similarity, Asker("u1"), NOW, 30)]
    assert order.index("new") < order.index("old") and order.index("important") < order.index("old")
    assert order.index("new") < order.index("other")


def test_a_speaker_the_question_names_is_boosted() -> None:
    candidates = {"alice": candidate(sender="u1", name="alice"), "bob": candidate(sender="u2", name="bob")}
    ranked = rank(candidates, {}, {"alice": 0.5, "bob": 0.5}, Asker("u9", frozenset({"what", "did", "bob", "say"})), NOW, 30)
    assert ranked[0][0] == "bob"


def test_min_relevance_drops_weak_matches_and_ties_go_to_the_newer() -> None:
    candidates = {"weak": candidate(), "strong": candidate(), "twin": candidate(age_days=0.0)}
    candidates["twin"].created_at += 1
    ranked = rank(candidates, {}, {"weak": 0.1, "strong": 0.9, "twin": 0.9}, Asker(), NOW, 30, min_relevance=0.12)
    assert [i for i, _ in ranked] == ["twin", "strong"]


def test_retention_prefers_important_and_recent() -> None:
    assert retention_score(5, 0.1) > retention_score(1, 1.0) > retention_score(1, 0.1)


def test_a_named_time_puts_its_episodes_first_and_lets_them_qualify() -> None:
    day = 86_400.0
    window = TimeWindow(NOW - 2 * day, NOW - day)  # "yesterday"
    candidates = {
        "then": Candidate("u1", frozenset(), NOW - 1.5 * day, 0.0, 2),
        "near": Candidate("u1", frozenset(), NOW - 2.3 * day, 0.0, 2),
        "long_ago": Candidate("u1", frozenset(), NOW - 40 * day, 0.0, 2),
    }
    similarity = {"then": 0.05, "near": 0.5, "long_ago": 0.5}
    ranked = rank(candidates, {}, similarity, Asker("u1", frozenset(), window), NOW, 30, min_relevance=0.12)
    assert [i for i, _ in ranked] == ["near", "then", "long_ago"]  # "then" qualifies although barely similar
    assert time_factor(NOW - 1.5 * day, window) == 1.5 and time_factor(NOW - 2.3 * day, window) == 1.15
    assert time_factor(NOW - 40 * day, window) == 0.8 and time_factor(NOW, None) == 1.0


def test_words_count_less_where_chinese_japanese_or_several_languages_meet() -> None:
    latin, japanese = candidate(), Candidate("u2", frozenset(), NOW, NOW, 2, language="ja")
    assert hand_weights(Asker(), [latin, japanese]) == DEFAULT_WEIGHTS  # the English model: one weighting
    assert hand_weights(Asker(language="other"), [latin]) == MULTILINGUAL_WEIGHTS
    assert hand_weights(Asker(language="ja"), [japanese]) == MULTILINGUAL_HAND_WEIGHTS
    assert hand_weights(Asker(language="other"), [latin, japanese]) == MULTILINGUAL_HAND_WEIGHTS
    assert MULTILINGUAL_HAND_WEIGHTS.lexical < MULTILINGUAL_WEIGHTS.lexical
