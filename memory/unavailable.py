"""A place or a thing said unavailable, and another given in its place: "meet at the north entrance", then "south
entrance, north is blocked off"; "二次会は駅前の鳥貴族で", then "鳥貴族満席だったから二次会は隣のカラオケで！" (pure).

What stops a plan's place or thing is said in a closed class of words in each language (blocked, closed, under
construction, full; 修路, 满了; 工事中, 満席; 공사 중, 막혔; cerrado, en obras, petado; gesperrt, Baustelle;
fermé, en travaux). The newer statement says it in one clause of what the older names (a word, a Chinese character, a
katakana name), and in another gives what takes its place: of the older's kind (a word or a character both share:
"south entrance" beside "north entrance", "南门" beside "北门") or said to be preferred ("mejor en Callao", "plutôt au
café en face"). A stop for a while ("this week", "暂时") leaves a standing fact standing. A clause that names nothing
of the older's kind and prefers nothing ("north parking is full, park on the street") replaces nothing; nor does a
question, a supposition, or a statement about another slot.
"""

from __future__ import annotations

import re

from .facts import key_terms
from .other_slot import other_slot
from .update_model import judgeable, supposes

_OBSTACLE = re.compile(
    r"\b(?:blocked(?: off)?|closed|shut|under construction|fully booked|booked out|packed|flooded|out of order|"
    r"cerrad[oa]|en obras|petad[oa]|complet[oa]|gesperrt|baustelle|ausgebucht|geschlossen|überfüllt|"
    r"ferm[ée]e?|en travaux|bond[ée]e?|complet)\b"
    r"|修路|施工|关了|關了|关门|關門|满了|滿了|封了|工事中|閉まって|満席|満員|공사\s?중|막혔|닫혔|꽉\s?찼|만석",
    re.IGNORECASE,
)
_PREFERRED = re.compile(
    r"\b(?:rather|instead|better|mejor|lieber|stattdessen|plutôt|à la place)\b|还是|改到|改在|にしよう|に変更|로\s?하자|대신",
    re.IGNORECASE,
)
# For a while only: a standing fact (where one works) stands through it ("closed for renovation, working from home this
# week").
_FOR_A_WHILE = re.compile(
    r"\b(?:this week|for now|for a while|temporarily|until|till|esta semana|por ahora|temporalmente|hasta|diese woche|"
    r"vorerst|vorübergehend|bis|cette semaine|pour l'instant|temporairement|jusqu'à)\b|这周|暂时|暫時|今週|当面|しばらく|"
    r"이번\s?주|당분간|임시",
    re.IGNORECASE,
)
# Where one clause ends and the next begins: punctuation, or a word that gives a reason.
_CLAUSE_BREAK = re.compile(
    r"[,，、。.!！?？;；]+|\s(?:because|since|que|porque|weil|denn|car|parce que)\s|だったから|だから|から|ので|因为|所以",
    re.IGNORECASE,
)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_KATAKANA = re.compile(r"[ァ-ヺー]{2,}")


def _marks(text: str) -> set[str]:
    """What names a thing in the text: its key terms, its Chinese characters, its katakana names."""
    return set(key_terms(text)) | set(_HAN.findall(text)) | set(_KATAKANA.findall(text))


def replaces_unavailable(old: str, new: str) -> bool:
    """`new` says what `old` names is unavailable, and gives another of its kind, or preferred, in its place."""
    if _OBSTACLE.search(new) is None or _OBSTACLE.search(old) is not None or "?" in new or "？" in new:
        return False
    if not judgeable(new) or supposes(new) or other_slot(old, new) or _FOR_A_WHILE.search(new):
        return False
    named = _marks(old)
    stopped = given = False
    for clause in _CLAUSE_BREAK.split(new):
        marks = _marks(clause)
        if _OBSTACLE.search(clause):
            stopped = stopped or bool(marks & named)
        else:
            given = given or bool(marks - named and (marks & named or _PREFERRED.search(clause)))
    return stopped and given
