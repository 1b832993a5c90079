"""A word written short: "KO" for "kick off", "Hbf" for "Hauptbahnhof", "bday" for "birthday" (pure).

Members shorten the words they said in full before. A short word of Latin letters abbreviates a longer text when it is
the initials of consecutive words of it ("KO", "kick off"; "WG", "Wohngemeinschaft" is no case: one word) or its letters
run, in order, through one word of it that begins and ends with the same letters and is at least twice as long ("hbf"
through "hauptbahnhof", "bday" through "birthday", "appt" through "appointment"). No list of abbreviations: the letters
say it, in any language written in Latin letters.
"""

from __future__ import annotations

import re

_SHORTEST, _LONGEST = 2, 5  # letters of a short word: "KO", "appt", "bldg"; one letter is an initial, six a word
_WORD = re.compile(r"[a-zà-ÿß]+")


def abbreviates(short: str, text: str) -> bool:
    """`short` (a word) is written short for consecutive words of `text` or for one of its words."""
    short = short.lower()
    if not (_SHORTEST <= len(short) <= _LONGEST and _WORD.fullmatch(short)):
        return False
    words = _WORD.findall(text.lower())
    return _initials_of(short, words) or any(_runs_through(short, word) for word in words)


def _initials_of(short: str, words: list[str]) -> bool:
    """`short` is the initials of consecutive words of `words`."""
    return any(
        "".join(word[0] for word in words[start : start + len(short)]) == short for start in range(len(words) - len(short) + 1)
    )


def _runs_through(short: str, word: str) -> bool:
    """`short`'s letters run in order through `word`, which begins and ends as it does and is twice as long or more."""
    if len(word) < 2 * len(short) or word[0] != short[0] or word[-1] != short[-1]:
        return False
    letters = iter(word)
    return all(letter in letters for letter in short)
