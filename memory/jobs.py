"""A job left: "ich arbeite bei Siemens in der Buchhaltung", then "seit dem 1. bin ich bei der Allianz, Siemens ist
Geschichte" or "quit target, I'm at Trader Joe's now" (pure).

Where a member works is one value at a time, said in a closed class of words in each language (work at, 在…上班,
で働いて, 에서 일해, trabajo en, arbeite bei, travaille chez). The newer statement says they left a job, done (quit,
resigned, 离职了, 辞めた, 퇴사했, dejé, gekündigt, quitté), or started a new one (first week at, joined, 入职了,
入社しました, 입사했, empecé en, angefangen bei, commencé chez); a wish or a plan ("想跳槽", "thinking of quitting")
is none, nor another member's job (`newly_says`: no other holder).
"""

from __future__ import annotations

import re

from .home_and_work import LEFT_OR_STARTED, WORKS
from .update_model import newly_says

_WISH = re.compile(
    r"\b(?:want|wanna|thinking|plan(?:ning)?|might|quiero|voy a|pienso|m[öo]chte|will|werde|veux|vais|pense)\b"
    r"|想|打算|准备|要不要|したい|つもり|かな|하고 싶|할까|하려고",
    re.IGNORECASE,
)


def leaves_job(old: str, new: str) -> bool:
    """`old` says where its speaker works and `new` that they left that job or started another, done."""
    return WORKS.search(old) is not None and newly_says(LEFT_OR_STARTED, old, new) and not _WISH.search(new)
