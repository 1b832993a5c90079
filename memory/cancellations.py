"""An event called off: "Grillen am Samstag bei mir", then "Grillen fällt aus, Unwetterwarnung" (pure).

A plan or an event a member announced stops being true when they call it off, and the words of calling off are a
closed class in each language (cancelled, called off, "is off", 取消, 中止, 취소, annulé, abgesagt, "fällt aus", se
suspende). The update model weighs them with everything else and leaves many such pairs under its bars, where
plans and their outcomes sit too; the structure is exact enough to act on alone: the newer statement calls off what
both name (`name_one_thing`: "Grillen", "羽毛球", "kermesse"), the older announced it and called nothing off, and neither a
recurring event ("yoga every Tuesday", "毎週の定例") nor two different days ("Saturday's hike" beside "Sunday's is off")
make the newer an exception or another occasion. What is called off is named before the clause that calls it off
ends ("Lisbonne c'est mort, vol annulé", "cancelled: the bbq"); a name only in a later clause is what goes on ("Audi
wollte mich abwerben, hab aber abgesagt, ich bleib bei BMW").
"""

from __future__ import annotations

import re

from .other_slot import CLAUSE_END, recurs
from .text import weekdays
from .update_model import name_one_thing, newly_says

_CALLED_OFF = re.compile(
    r"\b(?:cancel+ed|cancel+ing|called off|(?:is|'s|are|'re) off(?! (?:to|for|on|at)\b)|scrapped|"
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
    """`new` calls off the event `old` announced: both name it (in three letters too: "bbq") by the end of the clause
    that calls it off, `old` calls nothing off and does not recur, the two name no different days, and `new` is a
    statement (no question, hedge or addition) about no other slot."""
    called_off = _CALLED_OFF.search(new)
    if called_off is None or not newly_says(_CALLED_OFF, old, new) or recurs(old):
        return False
    old_days, new_days = weekdays(old), weekdays(new)
    if old_days and new_days and old_days.isdisjoint(new_days):
        return False  # "Saturday's hike" and "Sunday's hike is off": another occasion
    clause_end = CLAUSE_END.search(new, called_off.end())
    named_by_then = new[: clause_end.start()] if clause_end else new
    return name_one_thing(old, named_by_then, short_names=True)  # "bbq at mine saturday" / "bbq's off guys"


# A plan said to be off without a word of calling off: "not going to Asturias", "国庆不回老家了", "추석에 고향 안 내려가",
# "wir fahren doch nicht an die Ostsee", "on va pas en Bretagne".
_NOT_GOING = re.compile(
    r"\b(?:not going|won't go|aren't going|no (?:vamos|voy|iremos|vais)|doch nicht|fahren nicht|(?:ne )?(?:va|vais|allons) pas|"
    r"ne partons pas|partons pas)\b|不回|不去|不走了|行かない|行けない|行かなくなった|안 가|안 내려가|못 가",
    re.IGNORECASE,
)
# On again: "Asturias vuelve a estar en pie", "Ostsee ist wieder on", "Bretagne c'est reparti", "国庆还是回老家", "やっぱ
# 沖縄行く", "back on", "happening after all".
_ON_AGAIN = re.compile(
    r"\b(?:back on|on again|on after all|happening after all|going after all|vuelve a estar en pie|de nuevo en pie|"
    r"al final s[íi]|wieder on|findet doch statt|doch (?:statt|hin)|c'est reparti|finalement si|"
    # or said to take place, which after a calling off is its taking back: "book club IS on!", "findet statt",
    # "est maintenu", "照常进行", "予定通り"
    r"is (?:still )?on(?=\s*(?:[!.,]|$))|still on|going ahead|goes ahead|as planned|se mantiene|sigue en pie|"
    r"como estaba previsto|findet (?:doch )?statt|wie geplant|kommando zurück|est maintenue?|aura bien lieu|a bien lieu|"
    r"comme prévu)\b"
    r"|还是.{0,4}(?:回|去)|又(?:要|能).{0,4}(?:回|去)|(?:やっぱ|やはり)り?.{0,10}(?:行く|帰る|行きます|帰ります|やります|やる)|"
    r"照常|如期|正常进行|予定通り|通常通り|결국 (?:가|내려가)|다시 가기로|예정대로|정상\s?진행|그대로 진행",
    re.IGNORECASE,
)


def revives(old: str, new: str) -> bool:
    """`old` says a plan is off (called off, or not going: `_NOT_GOING`), and `new` that it is on again, done (no
    question, hedge or other slot), naming what both name ("GWの沖縄旅行キャンセルした", then "やっぱ沖縄行く！")."""
    if not (calls_off(old) or _NOT_GOING.search(old)) or calls_off(new) or _NOT_GOING.search(new):
        return False
    # what the older says is off, named inside its words of being off ("五一不去青岛了"), is named still
    return newly_says(_ON_AGAIN, old, new) and name_one_thing(_NOT_GOING.sub(" ", old), new, short_names=True)
