"""A personality type of the sixteen (MBTI) said again or changed: "나 ENFP야", then "엔프피임 ㅋㅋ"; "나 INTP임", then
"검사 다시 했더니 INTJ 나옴" (pure).

A person has one type at a time, written as its four letters (E or I, N or S, T or F, J or P, maybe with "-A" or "-T")
or, in Korean chat, spelled in Hangul ("엔프피" for ENFP, "인티제" for INTJ): a closed class, so the rule is exact.
Each statement must give exactly one type, the newer of the same holder (`other_slot`, `opens_with_another_name`:
"my wife is INTJ" after "I'm INTP" is her fact) and asking or supposing nothing (`judgeable`, `supposes`).
"""

from __future__ import annotations

import re

from .other_slot import other_slot
from .update_model import judgeable, opens_with_another_name, supposes

_LETTERS = re.compile(r"(?<![A-Za-z])([EI][NS][TF][JP])(?:-[AT])?(?![A-Za-z])", re.IGNORECASE)
# The types as Korean chat spells them: the first syllable says E or I and the second letter, the rest T/F and J/P.
_HANGUL = {
    "엔프피": "ENFP", "엔프제": "ENFJ", "엔팁": "ENTP", "엔티피": "ENTP", "엔티제": "ENTJ",
    "인프피": "INFP", "인프제": "INFJ", "인팁": "INTP", "인티피": "INTP", "인티제": "INTJ",
    "엣프피": "ESFP", "엣프제": "ESFJ", "엣팁": "ESTP", "엣티피": "ESTP", "엣티제": "ESTJ",
    "잇프피": "ISFP", "잇프제": "ISFJ", "잇팁": "ISTP", "잇티피": "ISTP", "잇티제": "ISTJ",
}  # fmt: skip
_SPELLED = re.compile("|".join(sorted(_HANGUL, key=len, reverse=True)))


def personality_types(text: str) -> frozenset[str]:
    """The types the text names, as their four capital letters."""
    return frozenset(
        [match.group(1).upper() for match in _LETTERS.finditer(text)]
        + [_HANGUL[match.group()] for match in _SPELLED.finditer(text)]
    )


def _one_type_each(old: str, new: str) -> tuple[str, str] | None:
    old_types, new_types = personality_types(old), personality_types(new)
    if len(old_types) != 1 or len(new_types) != 1:
        return None
    if not judgeable(new) or supposes(new) or other_slot(old, new) or opens_with_another_name(old, new):
        return None
    return next(iter(old_types)), next(iter(new_types))


def changes_type(old: str, new: str) -> bool:
    """`new` gives its holder another type than `old` gives: the older is outdated."""
    found = _one_type_each(old, new)
    return found is not None and found[0] != found[1]


def restates_type(old: str, new: str) -> bool:
    """`new` gives the type `old` gives, however written: the same fact said again."""
    found = _one_type_each(old, new)
    return found is not None and found[0] == found[1]
