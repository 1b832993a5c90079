"""Working from home on a day, said again in other words: "Je télétravaille le vendredi", then "vendredi TT" (pure).

Working from home is a closed class of words in each language (WFH, remote, home office, télétravail, teletrabajo,
Homeoffice, 居家办公, 在宅, リモート, 재택) and abbreviated in chat ("TT", "HO", "wfh"). Two statements of one speaker that
both say it, of the same days (`text.weekdays`), with no other value, negation or change between them
(`may_restate_in_kind`), say one fact: the newer is a duplicate.
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .facts import negated
from .other_slot import main_clause
from .text import weekdays
from .update_model import may_restate_in_kind, newly_says

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


# Back at the office, days a week or for good: "back in the office 4 days a week", "de retour au bureau", "vuelvo a la
# oficina", "wieder im Büro", "3 Tage die Woche im Büro", "出社に戻った", "回公司上班了", "다시 사무실 출근".
_AT_THE_OFFICE = re.compile(
    r"\b(?:back (?:in|to|at) the office|in the office \w+ days|(?:de )?retour au bureau|au bureau \w+ jours|"
    r"de vuelta (?:en|a) la oficina|vuelvo a la oficina|en la oficina \w+ d[íi]as|(?:wieder|zurück) im büro|"
    r"\w+ tage (?:die woche |pro woche )?im büro)\b|出社(?:に戻|する(?:ように|ことに)|になった|してる)|回公司上班|回办公室|"
    r"恢复坐班|(?:다시\s?)?사무실\s?출근",
    re.IGNORECASE,
)


def returns_to_the_office(old: str, new: str) -> bool:
    """`old` says its speaker works from home (`_FROM_HOME`) on no day in particular, and `new` that they are at the
    office again, done (`newly_says`: no plan, question or hedge, the same holder): the way one works is one value."""
    return (
        _FROM_HOME.search(old) is not None
        and not weekdays(old)
        and not negated(main_clause(old))  # "fully remote, haven't seen the office in a year" denies only the office
        and _FROM_HOME.search(new) is None
        and newly_says(_AT_THE_OFFICE, old, new)
        and not still_to_come(new)  # "will be back in the office next month": until then, remote
    )
