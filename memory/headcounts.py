"""A head count that changed: "聚餐目前报名12个人", then "又有4个人退出了，现在11个人", or "wir sind 8 Leute für die
Hütte", then "2 haben abgesagt, sind jetzt nur noch 6" (pure).

How many people come is one value at a time for an event, given as a number with a unit of people (people, 人, 名,
명, Leute, personas, personnes) or as "we are N" (sind, somos, on est). The newer statement says it changed (a marker
of change: "now", "现在", "jetzt", "になりました") and ends on a count none of the older's (added or gone ones may
come before it: "3명 빠져서 15명으로 줄었어"). A total alone is none ("die Abteilung insgesamt hat 25 Leute" counts
another group), nor a question, a hedge or an addition (`judgeable`), nor a count of another holder or occasion
(`other_slot`).
"""

from __future__ import annotations

import re

from .change_cues import says_change
from .other_slot import other_slot
from .update_model import judgeable

_PEOPLE = re.compile(
    r"(\d+)\s?(?:people|persons|guests|attendees|ppl|个人|个|人|名|명|leute|personen|g[äa]ste|personas|invitados|"
    r"personnes|invit[ée]s)(?![a-zà-ÿ])"
    # "we are N": the group counts itself ("sind jetzt nur noch 6", "ya somos 8", "on n'est plus que 8")
    r"|\b(?:we're|we are|sind(?: wir)?|somos|on (?:n'|ne )?est|nous sommes)\s+(?:(?:now|jetzt|nur|noch|ya|plus|que|"
    r"qu'|only|just)\s+)*(\d+)\b",
    re.IGNORECASE,
)


def _counts(text: str) -> list[str]:
    return [(unit or we).lstrip("0") for unit, we in _PEOPLE.findall(text)]


def changes_headcount(old: str, new: str) -> bool:
    """`old` gives a count of people and `new` says it changed to another: its last count is none of `old`'s."""
    old_counts, new_counts = set(_counts(old)), _counts(new)
    if not old_counts or not new_counts or new_counts[-1] in old_counts:
        return False
    return says_change(new) and judgeable(new) and not other_slot(old, new)
