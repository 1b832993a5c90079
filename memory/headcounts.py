"""A head count that changed: "聚餐目前报名12个人", then "又有人加了，现在18个人" (pure).

How many people come is one value at a time for an event, given as a number with a unit of people (people, 人, 名,
명, Leute, personas, personnes). The newer statement says the count changed (a marker of change, or a total: "合計
20人", "insgesamt") and ends on a count of people none of the older's counts (added or gone ones may come before it:
"3명 빠져서 17명 됐어요"). A question, a hedge or an addition is none (`judgeable`), nor a count of another holder or
occasion (`other_slot`).
"""

from __future__ import annotations

import re

from .change_cues import says_change
from .other_slot import other_slot
from .update_model import judgeable

_PEOPLE = re.compile(
    r"(\d+)\s?(?:people|persons|guests|attendees|ppl|个人|人|名|명|leute|personen|g[äa]ste|personas|invitados|"
    r"personnes|invit[ée]s)(?![a-zà-ÿ])",
    re.IGNORECASE,
)
_TOTAL = re.compile(r"\b(?:in total|total|insgesamt|en total|en tout|au total)\b|合計|总共|一共|共计|총", re.IGNORECASE)


def changes_headcount(old: str, new: str) -> bool:
    """`old` gives a count of people and `new` says it changed to another: its last count is none of `old`'s."""
    old_counts = {count.lstrip("0") for count in _PEOPLE.findall(old)}
    new_counts = _PEOPLE.findall(new)
    if not old_counts or not new_counts or new_counts[-1].lstrip("0") in old_counts:
        return False
    return (says_change(new) or _TOTAL.search(new) is not None) and judgeable(new) and not other_slot(old, new)
