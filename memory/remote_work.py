"""Working from home on a day, said again in other words: "Je télétravaille le vendredi", then "vendredi TT" (pure).

Working from home is a closed class of words in each language (WFH, remote, home office, télétravail, teletrabajo,
Homeoffice, 居家办公, 在宅, リモート, 재택) and abbreviated in chat ("TT", "HO", "wfh"). Two statements of one speaker that
both say it, of the same days (`text.weekdays`), with no other value, negation or change between them
(`may_restate_in_kind`), say one fact: the newer is a duplicate.
"""

from __future__ import annotations

import re

from .facts import negated
from .text import weekdays
from .update_model import may_restate_in_kind

_FROM_HOME = re.compile(
    r"(?<![a-zà-ÿ])(?:wfh|work(?:ing)? from home|remote(?:ly)?|home ?office|(?-i:HO|TT)|t[ée]l[ée]travail\w*|"
    r"teletrabaj\w*|en remoto|desde casa|von zu ?hause|mobil(?:es)? arbeiten)(?![a-zà-ÿ])|"
    r"居家办公|在家办公|在家上班|远程办公|在宅|テレワーク|リモート|재택",
    re.IGNORECASE,
)


def restates_remote_work(old: str, new: str) -> bool:
    """Both say the speaker works from home, on the same days (one at least), with no other value or negation between."""
    days = weekdays(old)
    return (
        bool(days)
        and weekdays(new) == days
        and _FROM_HOME.search(old) is not None
        and _FROM_HOME.search(new) is not None
        and negated(old) == negated(new)
        and may_restate_in_kind(old, new, _FROM_HOME)
    )
