"""A chosen password written in leetspeak: digits put in the place of letters ("c4s4_d3_p4p3l", "ch4t34u_d3_c4rt3s").

Leetspeak is how people make a word into a password; few other strings put digits between letters again and
again. A token of eight to twenty-four characters with three such digit runs or more (one or two of 0, 1, 3, 4, 5,
7 between letters, or closing a word), no other digit, at most one capital inside it, that reads as words once
the digits are letters again (a third of its letters vowels or more) is read as one, whatever names it.
Numeronyms ("i18n", "k8s", "a11y"), versions ("v1.2.3"), codecs ("h264"), keys and addresses (longer, mixed case,
consonants at random) put digits otherwise, and a token whose letters are all hex digits (a to f: an id, a hash's
prefix, "c4f3_b4b3") is a number.
"""

from __future__ import annotations

import re
from itertools import islice

from .views import MAX_CANDIDATES, Views, unleet

_TOKEN = re.compile(r"(?<![\w.\-])[A-Za-z0-9_.\-]{8,24}(?![\w.\-])")
_LEET_RUN = re.compile(r"(?<=[a-z])[013457]{1,2}(?=[a-z]|[_.\-][a-z]|$)")
LEET_RUNS = 3  # at least: "h4x0r" and a gamer tag's "D4rk_L0rd" have two
VOWEL_SHARE = 1 / 3
_HEX = re.compile(r"[0-9a-f_.\-]+")


def _reads_as_words(token: str) -> bool:
    letters = [c for c in unleet(token) if c.isalpha()]
    return bool(letters) and sum(c in "aeiou" for c in letters) >= VOWEL_SHARE * len(letters)


def find_leet_password(views: Views) -> str | None:
    """A token that spells a word or words with digits for letters, three times or more."""
    for token in islice(_TOKEN.finditer(views.folded), MAX_CANDIDATES):
        word = token.group()
        low = word.lower()
        runs = _LEET_RUN.findall(low)
        if (
            len(runs) >= LEET_RUNS
            and sum(len(run) for run in runs) == sum(c.isdigit() for c in low)
            and sum(c.isupper() for c in word[1:]) <= 1
            and not _HEX.fullmatch(low)
            and _reads_as_words(low)
        ):
            return "password"
    return None
