"""The part of a text a model reads: the longest prefix within its window, in its own tokens."""

import random
import string

from longtermmemory.memory.token_window import SLACK_TOKENS, fitting_prefix


class Counter:
    """Tokens as a tokenizer counts them: two specials, one per word, and one per character of a long 'word'."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, text: str) -> int:
        self.calls += 1
        return 2 + sum(len(word) if len(word) > 12 else 1 for word in text.split())


def test_a_text_within_the_window_is_kept_whole() -> None:
    text = "the team lunch is on Friday at noon " * 10
    assert fitting_prefix(text, Counter(), 512) == text


def test_a_long_text_is_cut_to_within_a_few_tokens_of_the_window_in_a_few_counts() -> None:
    rng = random.Random(7)
    english = " ".join(rng.choice(["lunch", "Friday", "noon", "team", "a", "sister"]) for _ in range(3000))
    noise = " ".join("".join(rng.choice(string.ascii_letters) for _ in range(40)) for _ in range(100))
    for text in (english, noise, english[:1500] + " " + noise, noise[:800] + " " + english):
        count = Counter()
        cut = fitting_prefix(text, count, 512)
        assert text.startswith(cut)
        assert 512 - SLACK_TOKENS <= Counter()(cut) <= 512
        assert count.calls <= 16
        assert fitting_prefix(text + " and whatever follows " * 50, Counter(), 512) == cut  # only the head decides
