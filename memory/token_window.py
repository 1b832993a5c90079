"""The part of a text a model reads: its longest prefix that fits the model's window, in the model's own tokens."""

from __future__ import annotations

from collections.abc import Callable

FIRST_PROBE_CHARS = 1024  # the first prefix counted; a longer one is counted at twice the length, and so on
SLACK_TOKENS = 8  # a prefix this close to the window is long enough: a few tokens are not worth more counts
MAX_COUNTS = 32  # the search stops here whatever happens (it needs about a dozen)


def fitting_prefix(text: str, count: Callable[[str], int], window: int) -> str:
    """`text` cut to within `SLACK_TOKENS` of its longest prefix that `count` finds at most `window` tokens.

    What a model reads past its window costs as much again as the window and changes what the
    vector means (a mean over windows), so only this prefix is embedded. Prefixes of 1024, 2048,
    ... characters are counted until one is too long; the cut is then guessed by interpolation
    between the longest prefix known to fit and the shortest known not to (a prefix's count grows
    about evenly with its length), bisecting after a guess that gains less than half. Every prefix
    counted depends only on the counts before it, so texts that agree up to the window are cut at
    the same place whatever follows. The result was itself counted within the window.
    """
    fits, fits_count = 0, count("")
    probe = min(len(text), FIRST_PROBE_CHARS)
    while True:
        tokens = count(text[:probe])
        if tokens > window:
            over, over_count = probe, tokens
            break
        if probe == len(text):
            return text
        fits, fits_count = probe, tokens
        probe = min(len(text), probe * 2)
    bisect = False
    for _ in range(MAX_COUNTS):
        if over - fits <= 1 or fits_count >= window - SLACK_TOKENS:
            break
        width = over - fits
        if bisect:
            cut = (fits + over) // 2
        else:
            guess = fits + width * (window - fits_count) // max(1, over_count - fits_count)
            cut = min(max(guess, fits + 1), over - 1)
        tokens = count(text[:cut])
        if tokens <= window:
            fits, fits_count = cut, tokens
        else:
            over, over_count = cut, tokens
        bisect = over - fits > width // 2  # a poor guess: the next step halves the interval instead
    return text[:fits]
