"""A value whose letters' case is spelled out: only a value typed exactly has a case that matters.

"lol it's bluewhale2019, all lowercase", "Rhabarber17, glaub ich. Mit großem R", "xiaoyu1234，大小写都试试": a token of
letters and digits, and a word of letter case in the same message. A handle or a product's name is read the same
in any case, and no one says how to case it; one named as a public name ("my username is dragonfly88, all lowercase")
is left to the words before it (`shaped.named_before`). The words of letter case are a closed class of each language.
"""

from __future__ import annotations

import re

from .shaped import named_before
from .views import Views, bounded

# A word of letters with digits among them or after them, six characters or more: "bluewhale2019", "kawasemi_77".
_TOKEN = re.compile(r"(?<![\w@#./:-])(?=[\w-]*[a-zà-ÿ])(?=[\w-]*\d)[a-zà-ÿ0-9][\w-]{5,39}(?![\w@/-]|\.\w)", re.IGNORECASE)
_CASE = re.compile(
    r"(?<![a-zà-ÿ])(?:lower ?-?case|upper ?-?case|all caps|capital|case[- ]sensitive|klein ?geschrieben|groß ?geschrieben|"
    r"großem|großes|großer|kleinem|kleines|großbuchstaben?|kleinbuchstaben?|minuscules?|majuscules?|minúsculas?|"
    r"mayúsculas?)(?![a-zà-ÿ])|大小写|小写|大写|小文字|大文字|소문자|대문자",
    re.IGNORECASE,
)


def find_cased_token(views: Views) -> str | None:
    """A token of letters and digits in a message that says how its letters are cased, not named as a public name."""
    text = views.folded
    if not _CASE.search(text):
        return None
    for token in bounded(_TOKEN.finditer(text)):
        if not token.group().isdigit() and not named_before(text, token.start()):
            return "password"
    return None
