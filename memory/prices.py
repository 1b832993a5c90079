"""A price that changed: "La cuota mensual del gimnasio es de 35 euros", then "A partir de marzo, la cuota mensual
del gimnasio pasa a 39,90 euros" (pure).

What a thing costs is one value at a time. The two statements name one thing (`name_one_thing`: "the membership",
"月会費", "Monatsbeitrag") and each an amount in one currency (a sign or a word: $, €, 円, 元, 원, euros, Euro), the
newer none of the older's, and the newer says it changed: a marker of change ("改定", "raised") or the day it takes
effect ("as of January", "4月より", "ab Juli", "à partir de mars"). A question, a hedge, an addition or another slot
is none (`newly_says`'s checks: `judgeable`, `other_slot`).
"""

from __future__ import annotations

import re

from .change_cues import says_change
from .other_slot import other_slot
from .update_model import judgeable, name_one_thing

_AMOUNT = re.compile(
    r"(?:[$€£¥₩]\s?(?P<before>\d[\d.,]*))|(?:(?P<after>\d[\d.,]*)\s?(?:euros?|eur|€|dollars?|usd|円|元|块|원|만\s?원|"
    r"yuan|yen|francs?|pounds?)(?![a-zà-ÿ]))",
    re.IGNORECASE,
)
_TAKES_EFFECT = re.compile(
    r"\b(?:as of|from|starting|effective|a partir de|desde|ab|seit|à partir de|d[èe]s)\b|より|から|부터|起|开始",
    re.IGNORECASE,
)


def _amounts(text: str) -> set[str]:
    return {(match.group("before") or match.group("after")).rstrip(".,") for match in _AMOUNT.finditer(text)}


def changes_price(old: str, new: str) -> bool:
    """`old` and `new` name one thing and an amount each, `new` none of `old`'s, and `new` says it changed."""
    old_amounts, new_amounts = _amounts(old), _amounts(new)
    if not old_amounts or not new_amounts or new_amounts & old_amounts:
        return False
    said = says_change(new) or _TAKES_EFFECT.search(new) is not None
    return said and judgeable(new) and not other_slot(old, new) and name_one_thing(old, new)
