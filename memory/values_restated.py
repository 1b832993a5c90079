"""A statement said again with its values in other formats and a few words of its own around them: "Meeting 15:00,
bitte pünktlich." after "Das Meeting beginnt um 15 Uhr.", "午後1時に改札のとこ集合ね" after "集合は13時に改札前",
"La reunión comienza a las tres de la tarde." after "La reunión empieza a las 15:00." (pure).

`update_model.restates_values_only` reads a restatement that adds no word to the values; this one lets the newer add
words (a reminder, "don't be late", a register's courtesy) when the values pin a moment (a time of day, or two values
at least: a day and a time, a month and a day) and both name one thing beyond the day, the month and the clock's words
("dienstags" in a choir's practice and a regulars' table's evening names no one thing).
"""

from __future__ import annotations

import re

from .corrections import admits_error
from .other_slot import MONTH_NAMES, other_slot
from .text import WEEKDAY, clock_times, fold, relative_days
from .update_model import (
    dated_values,
    gives_the_same_values,
    judgeable,
    name_one_thing,
    says_it_changes,
    supposes,
    swaps_terms,
)

_MONTH = re.compile(rf"\b(?:{MONTH_NAMES})\b", re.IGNORECASE)
# The words of a clock's time ("18 Uhr", "7 o'clock", "9時", "3点", "7시"): a value's, no thing's.
_CLOCK_WORD = re.compile(r"\b(?:uhr|o'clock|heures?|horas?|hrs?)\b|(?<=\d)\s?(?:時|点|點|시)", re.IGNORECASE)
_PINNED_BY_VALUES = 2  # values that pin a moment without a time of day: a month and a day, a weekday and a date


def _what_else_it_names(text: str) -> str:
    """The folded text without its weekdays, month names and the words of a clock's time: what else it names."""
    return _CLOCK_WORD.sub(" ", _MONTH.sub(" ", WEEKDAY.sub(" ", fold(text))))


def restates_values_in_other_words(old: str, new: str) -> bool:
    """The newer statement gives the older's values (`gives_the_same_values`, however written), a time of day or two
    values at least, names the older's thing beyond its day and month, and says no change, admits no error, supposes
    and asks nothing, puts no term in another's place and is of no other slot: the same fact said again."""
    if not (clock_times(new) or len(dated_values(new)) >= _PINNED_BY_VALUES) or not gives_the_same_values(old, new):
        return False
    if bool(clock_times(old)) != bool(clock_times(new)) or relative_days(old) != relative_days(new):
        return False  # "Gleis 7" is no "19 Uhr"; "明日9時半" is no "明後日9時半": a time of day, a day counted from today
    return (
        not says_it_changes(old, new)
        and not admits_error(new)  # "actually it's …": a correction, however alike its values read
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
        and not swaps_terms(bare_old := _what_else_it_names(old), bare_new := _what_else_it_names(new))
        and name_one_thing(bare_old, bare_new, short_names=True)
    )
