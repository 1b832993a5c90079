"""A car replaced: "I drive a 2012 Corolla", then "picked up the Model 3 yesterday!!"; "我开的是一辆白色思域", then
"新提的Model 3，周末带你们兜风"; "車はまだ軽のワゴンRだよ", then "プリウス納車されました" (pure).

The car a member drives is one value at a time. The older statement says its speaker drives or has one, in a closed
class of words in each language (I drive, my car, 我开的是, 我的车, 車は, 乗ってる, 내 차, conduzco, mi coche, ich fahre,
mein Auto, je roule en, ma voiture); the newer says a car came to them, done, in words that name a car's coming and
nothing else's: their new car, a car bought, delivered or collected (提车, 新提的, 納車, 새 차, mi coche nuevo, mein neues
Auto, ma nouvelle voiture), or a capitalised model picked up ("picked up the Model 3": not "picked up the kids"; "new
car smell" is no car of theirs). A wish, a plan, a question or another holder's is none (`newly_says`).
"""

from __future__ import annotations

import re

from .update_model import newly_says

_DRIVES = re.compile(
    r"\b(?:i drive|i'?m driving|my car|conduzco|mi coche|ich fahre (?:einen|ein|nen|'nen)|mein auto|je roule en|"
    r"ma voiture)\b|开的是|开一辆|我的车|車は|に乗ってる|に乗ってます|내 차|차는",
    re.IGNORECASE,
)
_CAR_CAME = re.compile(
    r"\b(?:picked up (?:the|my|our) (?-i:[A-Z])|(?:got|bought|have|picked up) (?:a|my|the|our) new car|(?:my|our) new car|"
    r"mi coche nuevo|(?:me he comprado|me compré|nos hemos comprado) un coche|(?:mein|unser) neues auto|"
    r"neues auto (?:gekauft|abgeholt)|(?:ma|notre) nouvelle voiture|achet[ée] une (?:nouvelle )?voiture)|"
    r"提车|提了(?:辆|台|一辆)|新提的|納車|새 차|차 샀",
    re.IGNORECASE,
)


def replaces_car(old: str, new: str) -> bool:
    """`old` says its speaker drives or has a car, and `new` that a car came to them, done (`newly_says`)."""
    return _DRIVES.search(old) is not None and newly_says(_CAR_CAME, old, new)
