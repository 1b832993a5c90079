"""A weight said anew: "peso 70 kilos", then "ya voy por 65kg 💪"; "体重62キロ", then "58kgまで落ちた！" (pure).

A body's or a pet's weight is one value at a time, said with a unit of a closed class (kg, kilos, lbs, キロ, 키로, 斤)
or, after a weight already given, as a number the scale went down or up to ("down to 172"). The older statement must
say it is a weight (a verb of weighing or an unambiguous unit: "キロ" is also a distance), each statement give one, and
the two differ. Not a goal ("want to get to 70kg", "目标110斤"), a weight at birth, another holder (`other_slot`), a
question or a supposition.
"""

from __future__ import annotations

import re

from .other_slot import other_slot
from .update_model import judgeable, names_another, supposes

_WEIGHT = re.compile(
    r"(?<![\d.,])(\d{1,3}(?:[.,]\d)?)\s?(?:kgs?|kilos?|kilogramm?e?s?|lbs?|pounds?|キロ|㎏|킬로|키로|公斤|斤)(?![a-z])",
    re.IGNORECASE,
)
# Said to be a weight: a verb of weighing, or a unit that is nothing else.
_WEIGHED = re.compile(
    r"weigh|\bpes(?:a|o|é|ó)\b|\bwieg(?:e|t)\b|p[èe]se|体重|몸무게|kgs?\b|lbs?\b|pounds|公斤|斤|㎏", re.IGNORECASE
)
# The scale gone down or up to a number, the unit left out: "down to 172", "bajé a 80", "runter auf 79".
_WENT_TO = re.compile(
    r"\b(?:down to|up to|bajé a|subí a|runter auf|hoch auf|descendu à|redescendu à)\s?(\d{1,3}(?:[.,]\d)?)(?![\d.,])",
    re.IGNORECASE,
)
_GOAL = re.compile(
    r"\b(?:want|wanna|goal|target|aim|quiero|meta|objetivo|ziel|will|möchte|objectif|veux)\b|目标|目標|목표|想|したい|싶",
    re.IGNORECASE,
)
_BIRTH = re.compile(r"\b(?:born|birth|naci[óo]|nacer|geboren|geburt|naissance|n[ée]e?)\b|出生|生まれ|태어", re.IGNORECASE)


def _weights(text: str) -> set[str]:
    return {value.replace(",", ".") for value in _WEIGHT.findall(text)}


def weighs_anew(old: str, new: str) -> bool:
    """`old` gives one weight and `new` another one of the same holder, said as it stands now."""
    given = _weights(old)
    if len(given) != 1 or not _WEIGHED.search(old):
        return False
    told = _weights(new) or {value.replace(",", ".") for value in _WENT_TO.findall(new)}
    if len(told) != 1 or told == given:
        return False
    return (
        judgeable(new)
        and not supposes(new)
        and not _GOAL.search(new)
        and not _BIRTH.search(new)
        and not other_slot(old, new)
        and not names_another(old, new)
    )
