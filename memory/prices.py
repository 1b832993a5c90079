"""A price that changed: "La cuota mensual del gimnasio es de 35 euros", then "A partir de marzo, la cuota mensual
del gimnasio pasa a 39,90 euros"; or said again: "门票一人80块", then "再说一遍，门票每人80元" (pure).

What a thing costs is one value at a time. The two statements name one thing (`name_one_thing`: "the membership",
"月会費", "Monatsbeitrag") and each an amount in one currency (a sign or a word: $, €, 円, 元, 원, euros, Euro), the
newer none of the older's, and the newer says it changed: a marker of change ("改定", "raised") or the day it takes
effect ("as of January", "4月より", "ab Juli", "à partir de mars"). A question, a hedge, an addition or another slot
is none (`newly_says`'s checks: `judgeable`, `other_slot`). The same amount of the same thing, with no word of change
and no term put in another's place (`swaps_terms`: "the adult ticket" beside "the child ticket"), is a restatement.
"""

from __future__ import annotations

import re

from .change_cues import adds, says_change
from .other_slot import other_slot
from .update_model import judgeable, name_one_thing, swaps_terms

_AMOUNT = re.compile(
    r"(?:[$€£¥₩]\s?(?P<before>\d[\d.,]*))|(?:(?P<after>\d[\d.,]*)\s?(?:euros?|eur|€|dollars?|usd|円|元|块|원|만\s?원|"
    r"yuan|yen|francs?|pounds?)(?![a-zà-ÿ]))",
    re.IGNORECASE,
)
# An amount said with its multiplier or in slang ("4千円", "3만원", "25 bucks", "60 balles", "20 pavos"): its value.
_SAID_AMOUNT = re.compile(
    r"[$€£¥₩]\s?(?P<before>\d[\d.,]*)|(?P<after>\d[\d.,]*)\s?(?P<times>千|万|만|k)?\s?(?:euros?|eur|€|dollars?|usd|bucks|"
    r"円|元|块|원|yuan|yen|francs?|pounds?|balles|pavos|pelas|mäuse|kröten)(?![a-zà-ÿ])",
    re.IGNORECASE,
)
# What an amount is paid for, right after it: "$40 a month" and "$40 a session", "35 € al mes", "25 € par mois", "30
# Euro pro Ticket", "/month", "每人": one amount for two units is two prices.
_PER_UNIT = re.compile(
    r"\s*(?:(?:a|an|per|each|every|por|al|el|la|par|pro|im|je|the)\s+|/\s*)(?P<unit>[a-zà-ÿ]{3,})|\s*每(?P<each>\w)",
    re.IGNORECASE,
)
_TIMES = {"千": 1000, "万": 10000, "만": 10000, "k": 1000}
_OTHER_NUMBER = re.compile(r"\d+")
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


def _units(text: str) -> set[str]:
    """What the text's amounts are paid for ("month", "session", "人"), where it says."""
    found = set()
    for match in _SAID_AMOUNT.finditer(text):
        per = _PER_UNIT.match(text, match.end())
        if per is not None:
            found.add((per.group("unit") or per.group("each")).casefold().rstrip("s"))
    return found


def _values(text: str) -> set[int]:
    """The amounts of money the text gives, as whole units ("4,000円" and "4千円": 4000)."""
    found = set()
    for match in _SAID_AMOUNT.finditer(text):
        digits = (match.group("before") or match.group("after")).rstrip(".,")
        whole = re.sub(r"[.,](?=\d{3}(?!\d))", "", digits).replace(",", ".")
        try:
            value = float(whole) * _TIMES.get((match.group("times") or "").lower(), 1)
        except ValueError:
            continue
        found.add(round(value))
    return found


def restates_price(old: str, new: str) -> bool:
    """`old` and `new` name one thing and one amount, the same ("tickets are 25 bucks each" / "it's $25 a ticket"),
    paid for no other unit ("a month", "a session"), `new` no other number, no change and nothing added ("the catering
    deposit is likewise 800": another thing's price)."""
    amount = _values(old)
    if len(amount) != 1 or _values(new) != amount:
        return False
    old_units, new_units = _units(old), _units(new)
    if old_units and new_units and old_units.isdisjoint(new_units):
        return False  # "$40 a month" and "$40 a session": two prices
    numbers = set(_OTHER_NUMBER.findall(_SAID_AMOUNT.sub(" ", new)))
    return (
        numbers <= set(_OTHER_NUMBER.findall(old))
        and not says_change(new)
        and not adds(new)
        and judgeable(new)
        and not other_slot(old, new)
        and not swaps_terms(old, new)
        and name_one_thing(old, new, short_names=True)
    )
