"""A streak of going without, broken: "禁酒中、2週間目" then "禁酒終了🍺", "Dry January, kein Bier diesen Monat" then
"hab's nach zwei Wochen abgebrochen, Prost 🍻", "Ya dejé el refresco, 40 días sin Coca" then "volví a la Coca 😅" (pure).

Going without something (alcohol, sugar, coffee, a soda) is said with a word of abstaining (a closed class per language:
禁酒, 断酒, 금주, 끊었, dejé, sin, kein, sans, off, quit, sober, dry January) and, as a streak, how long so far. It ends
when the member says it ended, in one of three exact ways: the abstaining word itself with a word of ending ("禁酒終了",
"금주 끝", "dry January is over"); giving up after a stretch ("nach zwei Wochen abgebrochen", "j'ai lâché au bout de 10
jours", "caved after a week"); or being back on what the older named or its kind ("volví a la Coca", "back on the flat
whites" after "off caffeine"). A question, a supposition, a plan or a denial ends nothing.
"""

from __future__ import annotations

import re

from .drinks import drink_kinds
from .facts import key_terms
from .update_model import FUNCTION_TERMS, judgeable, supposes

# Going without, in the older statement.
_ABSTAINING = re.compile(
    r"\b(?:off|quit|sober|clean|dry (?:january|july|month)|no more|without|dej[ée]|sin|kein\w*|ohne|sans|arr[êe]t[ée])\b|"
    r"禁酒|断酒|禁煙|断ち|戒[了酒烟糖]|不喝|금주|금연|끊었|끊음|끊은",
    re.IGNORECASE,
)
# Words that name the abstaining itself, so that its end can be said of it: "禁酒終了", "금주 끝", "dry January's over".
_ABSTAINING_NAMED = re.compile(
    r"\b(?:dry (?:january|july|month)|sobriety|no[- ]sugar|sober streak)\b|禁酒|断酒|禁煙|戒酒|戒糖|금주|금연|断糖", re.IGNORECASE
)
_ENDED = re.compile(
    r"\b(?:over|ended|done|broke(?:n)?|finished|terminad[oa]|se acab[óo]|vorbei|zu ende|beendet|fini|termin[ée]e?)\b|"
    r"終了|終わり|おわり|卒業|끝|结束|結束|破功|破戒",
    re.IGNORECASE,
)
# Given up after a stretch: "caved after a week", "nach zwei Wochen abgebrochen", "j'ai lâché au bout de 10 jours".
# Not with a thing of its own after it ("gave up on the novel", "j'ai lâché le piano"): that thing was given up.
_GAVE_UP_AFTER = re.compile(
    r"\b(?:caved|gave in|gave up|cracked|fell off the wagon|abgebrochen|aufgegeben|schwach geworden|l[âa]ch[ée]|craqu[ée]|"
    r"abandon[ée]|ced[íi]|me rend[íi]|reca[íi])\b"
    r"(?!\s+(?:on\s+)?(?:the|my|his|her|our|den|die|das|le|la|les|l'|mon|ma|mes|el|mi|los|las)\b)|挫折|放弃了|破功了|포기|못 참",
    re.IGNORECASE,
)
_AFTER_A_STRETCH = re.compile(
    r"\b(?:after|nach|au bout d[e']|apr[èe]s|despu[ée]s de|a los)\s+(?:\w+\s+)?(?:days?|weeks?|months?|tag\w*|woche\w*|"
    r"monat\w*|jours?|semaines?|mois|d[íi]as?|semanas?|mes(?:es)?)\b|\d+\s?(?:日|週間|ヶ月)で|\d+\s?(?:일|주|달)\s?만에|"
    r"(?:天|周|个月)就",
    re.IGNORECASE,
)
# Back on it: "back on the flat whites", "volví a la Coca", "wieder Bier", "de nouveau du café", "又喝", "また飲み", "다시".
_BACK_ON = re.compile(
    r"\b(?:back on|back to|volv[íi] a|vuelvo a|wieder|de nouveau|je reprends|j'ai repris)\b|又(?:开始)?(?:喝|吃)|また|다시",
    re.IGNORECASE,
)
_DENIED = re.compile(r"\b(?:not|never|no|nicht|nie|pas|jamais|nunca)\b|没|不|ない|안\s|않", re.IGNORECASE)


def breaks_streak(old: str, new: str) -> bool:
    """`old` says its speaker goes without something; `new` says that ended: named with a word of ending, given up
    after a stretch, or back on what `old` named or its kind. Not asked, supposed, hedged or denied."""
    if not _ABSTAINING.search(old) or (_ABSTAINING.search(new) and not _ABSTAINING_NAMED.search(new)):
        return False
    if not judgeable(new) or supposes(new) or _DENIED.search(new):
        return False
    if _ABSTAINING_NAMED.search(new) and _ENDED.search(new):
        return True
    if _GAVE_UP_AFTER.search(new) and _AFTER_A_STRETCH.search(new):
        return True
    return bool(_BACK_ON.search(new)) and _names_what_was_given_up(old, new)


def _names_what_was_given_up(old: str, new: str) -> bool:
    """Both name one drink's kind (coffee, alcohol), or a word beyond function words."""
    if drink_kinds(old) & drink_kinds(new):
        return True
    return bool((key_terms(old) & key_terms(new)) - FUNCTION_TERMS)
