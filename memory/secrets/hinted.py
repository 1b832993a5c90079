"""A password hinted at, then given anyway: "hint: the dog's name + the year we moved in... ok fine it's Biscuit2019".

People start with a riddle and give up on it: "提示一下：我生日加上你名字拼音……算了直接说吧 wangfang0815", "Tipp:
Lieblingsverein plus Gründungsjahr… okay okay, es ist Schalke1904!". Structure, not phrasing: a word that names a
hint (a closed class: hint, clue, 提示, ヒント, 힌트, pista, Tipp, Hinweis, indice), then, further on, a value shaped
like a password (letters with digits or symbols, or a number of four to twelve digits) that is no year and no
discount code. A hint that gives nothing ("hint: it's on the back of the box") has no such value.
"""

from __future__ import annotations

import re

from .stated import DISCOUNT, VALUE, YEAR, password_value
from .views import Views, bounded

HINT_READ = 240  # characters read after the word that names the hint
_LATIN_HINTS = ("hint", "clue", "pista", "tipp", "hinweis", "indice")  # words of their own
_OTHER_HINTS = ("提示", "ヒント", "힌트")
_HINT = re.compile(rf"(?<![a-zà-ÿ])(?:{'|'.join(_LATIN_HINTS)})(?![a-zà-ÿ])|{'|'.join(_OTHER_HINTS)}")


def find_hinted_value(views: Views) -> str | None:
    """A value shaped like a password given after a word that names a hint."""
    lowered = views.lowered
    if not any(word in lowered for word in (*_LATIN_HINTS, *_OTHER_HINTS)):
        return None
    for hint in bounded(_HINT.finditer(lowered)):
        read = views.folded[hint.end() : hint.end() + HINT_READ]
        if DISCOUNT.search(read.lower()):
            continue  # "Tipp: mit dem Code SOMMER15 gibt's Rabatt": handed around
        for value in VALUE.finditer(read):
            token = value.group().rstrip(".-!?")
            if not YEAR.fullmatch(token) and password_value(token) and any(c.isdigit() for c in token):
                return "password"
    return None
