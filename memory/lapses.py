"""A habit let lapse: "I do parkrun every Saturday without fail", then "haven't been to parkrun since like March tbh";
"我每天晚上都在楼下跳绳", then "跳绳？好久没碰了"; "Voy a nadar todas las mañanas", then "La piscina la tengo
abandonadísima, desde enero ni la piso" (pure).

A habit comes back (`recurs`: "every Saturday", "每天晚上", "todas las mañanas"); a member who says they have not done
what it names for a stretch of time ("since March", "好久没", "hace meses que no", "seit Wochen nicht mehr", "ça fait
des mois que … pas", "한동안 안", "しばらく…てない") says it lapsed: the older no longer holds. Said in a clause of
the newer statement that names the habit's thing, or in the clause right after one that names it and nothing else
("跳绳？好久没碰了"). Not in a question, a supposition or a statement of another slot.
"""

from __future__ import annotations

import re

from .no_longer import CLAUSE_BREAK
from .other_slot import MONTH_NAMES, other_slot, recurs
from .update_model import judgeable, name_one_thing, supposes

_STRETCH = r"(?:ages|weeks|months|years|a while|forever|a long time|\d+ (?:weeks|months))"
_LAPSED = re.compile(
    # "haven't been to parkrun since like March", "haven't touched my guitar in months", "not been in ages"
    rf"\b(?:(?:have|has)n['’]?t|have not|not|never) (?:been|gone|done|played|touched|swum|run|ridden|had)\b[^.!?]*?"
    rf"\b(?:since\b|(?:in|for) (?:like |about |around |over )?(?:{_STRETCH}|{MONTH_NAMES}|last \w+|\w+ \w+ ago)\b)|"
    # "hace meses que no voy", "desde enero ni la piso", "no voy desde marzo"
    rf"\bhace (?:meses|semanas|años|siglos|tiempo|mucho) que no\b|\bdesde (?:{MONTH_NAMES}|hace \w+) (?:ni|no)\b|"
    rf"\bno (?:voy|he ido|juego|corro|nado|toco) (?:\w+ )?desde\b|"
    # "llevo desde enero sin pisar el gym", "llevo meses sin tocar la guitarra"
    rf"\bllevo (?:desde (?:{MONTH_NAMES}|hace \w+)|(?:meses|semanas|años|siglos|un tiempo|mucho tiempo)) sin\b|"
    # "seit Wochen nicht mehr", "ewig nicht mehr", "schon lange nicht"
    rf"\bseit (?:wochen|monaten|jahren|ewigkeiten|{MONTH_NAMES}) (?:\w+ ){{0,3}}nicht\b|"
    r"\b(?:ewig|lange|ewigkeiten) nicht(?: mehr)?\b|"
    # "ça fait des mois que j'y vais pas", "pas mis les pieds depuis", "plus … depuis"
    rf"\bça fait (?:des mois|des semaines|des années|longtemps|une éternité) que\b|\b(?:pas|plus) (?:\w+ ){{0,4}}depuis\b|"
    r"好久没|很久没|几个月没|半年没|一直没|ずっと[^。！？!?]{0,8}(?:てない|ていない|てません|ってない)|"
    r"しばらく[^。！？!?]{0,8}(?:てない|ていない|てません|ってない)|"
    r"한동안 안|한참 안|(?:안|못) (?:간|한|탄|친) 지",
    re.IGNORECASE,
)


def lets_habit_lapse(old: str, new: str) -> bool:
    """`old` gives a habit, and `new` says that what it names has not been done for a stretch of time, in a clause that
    names it or right after one that names it; `new` asks and supposes nothing and is of no other slot."""
    if not recurs(old) or _LAPSED.search(old) or not judgeable(new) or supposes(new) or other_slot(old, new):
        return False
    clauses = [clause for clause in CLAUSE_BREAK.split(new) if clause.strip()]
    for at, clause in enumerate(clauses):
        if not _LAPSED.search(clause):
            continue
        named_before = at > 0 and name_one_thing(old, clauses[at - 1], short_names=True)
        if name_one_thing(old, clause, short_names=True) or named_before:
            return True
    return False


# A gym or a club's place of exercise, in each language: what a membership is of.
_GYM = re.compile(
    r"\b(?:gym|gimnasio|gimnas|salle(?: de sport)?|fitnessstudio|fitness|studio|muckibude|club|piscina|pool|"
    r"schwimmbad|piscine)\b|ジム|健身|헬스|수영장|プール|游泳",
    re.IGNORECASE,
)
# A membership ended: "me he dado de baja del gym", "résilié mon abonnement", "ジム解約した", "健身卡到期没续", "헬스 해지했어".
_MEMBERSHIP_ENDED = re.compile(
    r"\b(?:cancel+ed my (?:\w+ )?membership|quit the gym|(?:me he dado|me di|me doy) de baja|"
    r"r[ée]sili[ée]e? (?:mon|l'|ma)|(?:hab(?:e)?|habe) (?:\w+ ){0,3}gek[üu]ndigt|abo gek[üu]ndigt|mitgliedschaft gek[üu]ndigt)\b|"
    r"解約|退会|(?:卡|会员)(?:到期)?(?:没|不)续|退卡|해지|탈퇴",
    re.IGNORECASE,
)


def ends_membership(old: str, new: str) -> bool:
    """`old` gives a habit at a gym, a club or a pool, and `new` says its speaker ended the membership (done, not
    planned), naming a place of that kind too: the habit no longer holds."""
    return (
        recurs(old)
        and _GYM.search(old) is not None
        and _GYM.search(new) is not None
        and _MEMBERSHIP_ENDED.search(new) is not None
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
    )
