"""Normalising, hashing, capping, stemming and tokenising."""

from longtermmemory.memory.text import cap_length, content_hash, name_words, normalise, preview, stem, tokenize, words


def test_normalise_strips_invisible_characters_and_collapses_space() -> None:
    assert normalise("  a\u200bb \t\n c\u0007 ") == "a b c"


def test_hash_ignores_case_width_and_spacing() -> None:
    assert content_hash("Ｈello   World") == content_hash("hello world")
    assert content_hash("hello world") != content_hash("hello there")


def test_cap_length_cuts_at_a_word_and_marks_it() -> None:
    text = "alpha beta gamma delta epsilon"
    assert cap_length(text, 100) == text
    capped = cap_length(text, 20)
    assert capped == "alpha beta gamma…" and len(capped) <= 20
    assert preview("abcdef", 4) == "abc…" and preview("abc", 4) == "abc"


def test_stem_strips_common_suffixes_only_from_longer_ascii_words() -> None:
    assert [stem(w) for w in ("trips", "planning", "planned", "quickly", "parties", "glass", "bus", "東京")] == [
        "trip",
        "plan",
        "plan",
        "quick",
        "party",
        "glass",
        "bus",
        "東京",
    ]


def test_tokenize_drops_stopwords_and_splits_cjk_into_bigrams() -> None:
    assert tokenize("The dogs are running") == ["dog", "run"]
    assert tokenize("東京タワー") == ["東京", "京タ", "タワ", "ワー"]
    assert tokenize("猫") == ["猫"]


def test_words_and_name_words() -> None:
    assert words("Hello, WORLD") == frozenset({"hello", "world"})
    assert name_words("Dr. Jo the Great") == frozenset({"great"})
