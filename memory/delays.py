"""An arrival delayed: "我航班晚上七点落地浦东" then "延误，预计十点半😩", "Mein Zug kommt 18:40 in Hamburg an" then
"DB halt… +95 Minuten 🙄", "J'arrive gare de Lyon à 18h40" then "retard SNCF, plutôt 20h15" (pure).

A journey's arrival is one time of day. A word of delay (a closed class per language: delayed, late, 延误, 晚点, 遅延,
연착, retard, Verspätung, retraso) with another time of day, or minutes added ("+95 Minuten"), ends the older time:
the newer time is often an estimate ("预计", "そう", "듯", "plutôt"), which hedges the new time, not the delay, so the
older no longer holds either way. The older must say an arrival (a closed class too: arrive, land, 到, 落地, 着, 도착,
llego, kommt … an), give one time by the clock, and the newer ask nothing.
"""

from __future__ import annotations

import re

from .text import clock_times
from .update_model import asks

_ARRIVES = re.compile(
    r"\b(?:arriv\w*|lands?|landing|gets? in|llego|llega|llegada|aterriz\w*|komm(?:t|e)? [^.!?]{0,30}? an|ankunft|lande|"
    r"atterri\w*)\b|到达|抵达|落地|到站|到(?:上海|北京|浦东|虹桥|首都|站|家)|着(?:の|で|予定|く|\s?\d)|到着|도착",
    re.IGNORECASE,
)
_DELAYED = re.compile(
    r"\b(?:delay\w*|running late|late by|retard\w*|verspät\w*|versp[äa]tung|retras\w*|demor\w*)\b|"
    r"延误|延誤|晚点|晚點|遅延|遅れ|연착|지연|늦어",
    re.IGNORECASE,
)
# Minutes added to the older time: "+95 Minuten", "+40 min", "晚点40分钟".
_MINUTES_ADDED = re.compile(r"\+\s?\d{1,3}\s?(?:min\w*|minuten|分|분)", re.IGNORECASE)


def delays_arrival(old: str, new: str) -> bool:
    """`old` gives an arrival at one time of day; `new` says it is delayed, to another time or by minutes added."""
    held = clock_times(old)
    added = _MINUTES_ADDED.search(new) is not None
    if len(held) != 1 or not _ARRIVES.search(old) or not (_DELAYED.search(new) or added) or asks(new):
        return False
    told = clock_times(new)
    return bool(told and not told & held) or (not told and added)
