"""An event called off: "Grillen am Samstag bei mir", then "Grillen fällt aus, Unwetterwarnung" (pure).

A plan or an event a member announced stops being true when they call it off, and the words of calling off are a
closed class in each language (cancelled, called off, "is off", 取消, 中止, 취소, annulé, abgesagt, "fällt aus", se
suspende). The update model weighs them with everything else and leaves many such pairs under its bars, where
plans and their outcomes sit too; the structure is exact enough to act on alone: the newer statement calls off what
both name (`name_one_thing`: "Grillen", "羽毛球", "kermesse"), the older announced it and called nothing off, and neither a
recurring event ("yoga every Tuesday", "毎週の定例") nor two different days ("Saturday's hike" beside "Sunday's is off")
make the newer an exception or another occasion.
"""

from __future__ import annotations

import re

from .corrections import weekdays
from .other_slot import recurs
from .update_model import name_one_thing, newly_says

_CALLED_OFF = re.compile(
    r"\b(?:cancel+ed|cancel+ing|called off|(?:is|'s|are|'re) off|scrapped|"
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
    """`new` calls off the event `old` announced: both name it (in three letters too: "bbq"), `old` calls nothing off
    and does not recur, the two name no different days, and `new` is a statement (no question, hedge or addition)
    about no other slot."""
    if not newly_says(_CALLED_OFF, old, new) or recurs(old):
        return False
    old_days, new_days = weekdays(old), weekdays(new)
    if old_days and new_days and old_days.isdisjoint(new_days):
        return False  # "Saturday's hike" and "Sunday's hike is off": another occasion
    return name_one_thing(old, new, short_names=True)  # "bbq at mine saturday" / "bbq's off guys"
