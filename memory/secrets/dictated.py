"""A password dictated one character at a time: "capital M, a, n, g, o, then four four, then a dollar sign".

People read a password out as they would on the phone: one letter or digit per item, split by commas, a
case word where it matters ("großes L", "M majuscule", "大文字の A"), words for symbols and numbers between.
Structure, not phrasing: a run of short items of which at least four are a single letter or digit, in a
message that names a password or a login, or says it spells one out. A list of options ("rows A, B, C, D")
names neither.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .stated import names_a_secret
from .views import Views

LEAST_SINGLE = 4  # single letters or digits in one run: three are a list of options ("a, b or c")
ITEM_WORDS = 3  # an item of more words is prose, and ends the run

# What a dictated item may carry besides its character: its case, and "then" / "and" joining it on.
_CASE_OR_JOIN = re.compile(
    r"(?<!\w)(?:capital|uppercase|upper case|lowercase|lower case|small|big|then|and|großes|großer|grosses|kleines|"
    r"kleiner|groß|klein|dann|und|majuscule|minuscule|puis|et|mayúscula|minúscula|luego|y|大文字の?|小文字の?|大写的?|"
    r"小写的?|然后)(?!\w)",
    re.IGNORECASE,
)
_ITEM_SPLIT = re.compile(r"\s*[,，、;]\s*")
# Saying that one spells or dictates, or naming a login (the password of which is what one spells).
_SPELLING = re.compile(
    r"spell|dictat|buchstabier|diktier|épel|epel|dicto|dicte|deletre|login|log in|log-in|anmeld|connexion|"
    r"iniciar sesión|ログイン|로그인|登录|登入",
    re.IGNORECASE,
)


def _character(item: str) -> str:
    """The one letter or digit an item reads out ("capital M" -> "M", "großes L" -> "L"), or ""."""
    words = item.split()
    for candidate in (item, words[-1] if words else ""):
        bare = _CASE_OR_JOIN.sub(" ", candidate).strip(" .:!?")
        if len(bare) == 1 and bare.isalnum():
            return bare
    return ""


def _labels(characters: list[str]) -> bool:
    """Letters or digits in counting order ("a, b, c, d", "1, 2, 3, 4"): a list's labels, not a password."""
    codes = [ord(c.lower()) for c in characters]
    return all(later - earlier == 1 for earlier, later in pairwise(codes))


def find_dictated_password(views: Views) -> str | None:
    """A password read out one character per item, in a message that names a password or spells one out."""
    text = views.folded
    if text.count(",") + text.count("，") + text.count("、") < LEAST_SINGLE - 1:
        return None
    run: list[str] = []
    for item in _ITEM_SPLIT.split(text):
        character = _character(item)
        if not character and len(item.split()) > ITEM_WORDS:
            run = []  # prose ends a run
        elif character:
            run.append(character)
        if len(run) >= LEAST_SINGLE and not _labels(run[-LEAST_SINGLE:]):
            return "password" if _SPELLING.search(text) or names_a_secret(views.lowered) else None
    return None
