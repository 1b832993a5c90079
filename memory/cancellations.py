"""An event called off: "Grillen am Samstag bei mir", then "Grillen fällt aus, Unwetterwarnung" (pure).

A plan or an event a member announced stops being true when they call it off, and the words of calling off are a
closed class in each language (cancelled, called off, "is off", 取消, 中止, 취소, annulé, abgesagt, "fällt aus", se
suspende). The update model weighs them with everything else and leaves many such pairs under its bars, where
plans and their outcomes sit too; the structure is exact enough to act on alone: the newer statement calls off what
both name (`name_one_thing`: "Grillen", "羽毛球", "kermesse"), the older announced it and called nothing off, and neither a
recurring event ("yoga every Tuesday", "毎週の定例") nor two different days ("Saturday's hike" beside "Sunday's is off")
make the newer an exception or another occasion. What is called off is named before the clause that calls it off
ends ("Lisbonne c'est mort, vol annulé", "cancelled: the bbq"); a name only in a later clause is what goes on ("Audi
wollte mich abwerben, hab aber abgesagt, ich bleib bei BMW").
"""

from __future__ import annotations

import re

from .other_slot import CLAUSE_END, recurs
from .text import weekdays
from .update_model import name_one_thing, newly_says

_CALLED_OFF = re.compile(
    r"\b(?:cancel+ed|cancel+ing|called off|(?:is|'s|are|'re) off(?! (?:to|for|on|at)\b)|scrapped|"
    r"cancelad[oa]s?|se cancela\w*|suspendid[oa]s?|se suspende\w*|"
    r"abgesagt|abgeblasen|f[äa]llt\s+(?:\w+\s+){0,3}(?:aus|flach|ins wasser)|"
    r"annul[ée]e?s?|tombe à l'eau)\b"
    r"|取消|泡汤|中止|取りやめ|キャンセル|취소|무산",
    re.IGNORECASE,
)


def calls_off(text: str) -> bool:
    """The text says something is called off: "poker's off", "周日羽毛球取消", "foot annulé", "Grillen fällt aus"."""
    return bool(_CALLED_OFF.search(text))


def cancels(old: str, new: str) -> bool:
    """`new` calls off the event `old` announced: both name it (in three letters too: "bbq") by the end of the clause
    that calls it off, `old` calls nothing off and does not recur, the two name no different days, and `new` is a
    statement (no question, hedge or addition) about no other slot."""
    called_off = _CALLED_OFF.search(new)
    if called_off is None or not newly_says(_CALLED_OFF, old, new) or recurs(old):
        return False
    old_days, new_days = weekdays(old), weekdays(new)
    if old_days and new_days and old_days.isdisjoint(new_days):
        return False  # "Saturday's hike" and "Sunday's hike is off": another occasion
    clause_end = CLAUSE_END.search(new, called_off.end())
    named_by_then = new[: clause_end.start()] if clause_end else new
    return name_one_thing(old, named_by_then, short_names=True)  # "bbq at mine saturday" / "bbq's off guys"
