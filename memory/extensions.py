"""A time limit extended: "Abgabe fürs Angebot ist der 15.", then "Kunde hat verlängert, bis zum 22." (pure).

Giving more time is said in a closed class of words in each language (extended, an extension, more time, verlängert,
prorrogado, ampliado, un délai, prolongé, 延长, 延長, 연장되다), and what it changes is a date or a time the older
statement gave: the newer gives one of that kind in its place (`replaces_in_kind`: "the 10th" for "March 3"). The
words of the pair often share nothing else ("client gave us an extension — new due date is the 10th").
"""

from __future__ import annotations

import re

from .corrections import replaces_in_kind
from .update_model import name_one_thing, newly_says

_EXTENDED = re.compile(
    r"\b(?:extended|extension|more time|pushed back|verlängert|verlängerung|aufschub|prorrogad[oa]|pr[óo]rroga|"
    r"ampliad[oa]|ampl[íi]a(?:n|mos)?|ampli[óo]|m[áa]s (?:tiempo|margen)|d[ée]lai|prolong[ée]e?)\b|"
    r"延长|延期|延后|宽限|延長|順延|연장(?=[되됐돼했해합하])",
    re.IGNORECASE,
)
# What sets a time limit: a due date, a deadline, a hand-in ("the client deliverable is due March 3", "Abgabe ist der 15.").
_TIME_LIMIT = re.compile(
    r"\b(?:due|deadline|submit\w*|\w*frist|\w*schluss|abgabe\w*|einzureichen|plazo|entrega\w*|vence|date limite|"
    r"[àa] rendre|rendu|remise)\b|截止|提交|交稿|期限|締切|締め切り|提出|마감|제출|기한",
    re.IGNORECASE,
)


def sets_time_limit(text: str) -> bool:
    """The text sets a time limit: "the client deliverable is due March 3", "Abgabe ist der 15.", "결과보고서 마감"."""
    return _TIME_LIMIT.search(text) is not None


def extends(old: str, new: str) -> bool:
    """`new` gives more time and a date or time in place of one `old` gave, about no other slot; `old` sets a time
    limit or both name one thing (`name_one_thing`), so a birthday's date is never what an extension moves."""
    return newly_says(_EXTENDED, old, new) and (sets_time_limit(old) or name_one_thing(old, new)) and replaces_in_kind(old, new)


# A time limit put off to a later date: "postponed", "reportée", "verschoben", "aplazada", "推迟", "延期", "미뤄졌".
_PUT_OFF = re.compile(
    r"\b(?:postponed|put off|pushed (?:to|out)|report[ée]e?|repouss[ée]e?|verschoben|aplazad[oa]|pospuest[oa]|"
    r"retrasad[oa])\b|推迟|延后|延期|繰り下げ|延び|미뤄(?:졌|짐)|연기(?:됐|되었)",
    re.IGNORECASE,
)


def puts_off_time_limit(old: str, new: str) -> bool:
    """`old` sets a time limit and `new` puts the one both name off to a date in its place ("La date limite de dépôt du
    mémoire est reportée au 15 mai" after "Le mémoire est à rendre le 30 avril."). Both must name the thing the limit is
    for, the words of a limit aside: "The travel claims deadline has been postponed" puts off another one's."""
    return (
        sets_time_limit(old)
        and newly_says(_PUT_OFF, old, new)
        and name_one_thing(_TIME_LIMIT.sub(" ", old), _TIME_LIMIT.sub(" ", new))
        and replaces_in_kind(old, new)
    )
