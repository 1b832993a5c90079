"""Where a member comes from, said again in other words: "고향이 광주예요", then "광주 출신이에요~"; "Ich komm aus dem
Allgäu", then "Allgäuer durch und durch" (pure).

Where one comes from does not change, and members say it in a closed class of words in each language (from,
hometown, originally, 老家, …人, 出身, 地元, 고향, 출신, soy de, komme aus, je suis de, originaire). When both statements
say it of their speaker in those words, the newer's first clause names no place the older does not (every word left
once the words of coming from are out is one of the older's, or its place with an ending: "Allgäuer"), and the two
share a place, the newer says the older again. What follows in a later clause ("我四川人啊，吃辣完全没问题") is
another fact beside it.
"""

from __future__ import annotations

import re

from .facts import fact_terms
from .other_slot import main_clause, names_kin
from .update_model import judgeable, supposes

_FROM = re.compile(
    r"\b(?:i'?m (?:originally )?from|i come from|i'm a|originally from|hometown|home town|born and raised in|"
    r"soy (?:originari[oa] )?de|vengo de|nac[ií] en|mi pueblo es|"
    r"ich (?:komm|komme|bin) (?:ursprünglich )?aus|stamme aus|geboren in|echte?r?s?|"
    r"je suis (?:originaire )?de|je viens de|originaire de|natif de|native de)\b|"
    r"我(?:是)?|老家(?:是|在)?|家乡(?:是|在)?|人(?=[啊呀哦吧的嘛哈~\s]|$)|的(?=[啊呀哦吧嘛~\s]|$)|[啊呀哦吧嘛哈]+$|"
    r"出身(?:です|だよ|だ|で)?|生まれ(?:です|だよ|だ)?|地元は|"
    r"고향(?:이|은)?|출신(?:이에요|이야|입니다|임)?|태생|(?:예요|이에요|입니다|이야)(?=[~!.\s]|$)",
    re.IGNORECASE,
)
_SAYS_ORIGIN = re.compile(
    r"\b(?:from|hometown|home town|born and raised|soy de|vengo de|nac[ií] en|komm\w* aus|bin aus|stamme aus|"
    r"je suis de|je viens de|originaire)\b|老家|家乡|[\u4e00-\u9fff]{2}人(?=[啊呀哦吧嘛,，。!！~\s]|$)|出身|고향|출신",
    re.IGNORECASE,
)
_SAME_START = 5  # letters a place and its form with an ending share ("Allgäu", "Allgäuer")


def restates_origin(old: str, new: str) -> bool:
    """Both say where their speaker comes from, and the newer's first clause names nothing but a place of the older's."""
    said = main_clause(new)
    if not (_SAYS_ORIGIN.search(old) and _SAYS_ORIGIN.search(said)) or names_kin(old) or names_kin(said):
        return False
    if not judgeable(new) or supposes(new):
        return False
    places, named = fact_terms(_FROM.sub(" ", old)), fact_terms(_FROM.sub(" ", said))
    return bool(named) and bool(places & named) and all(_one_of(term, places) for term in named)


def _one_of(term: str, places: frozenset[str]) -> bool:
    """The term is one of `places`, or one of them with an ending."""
    return term in places or any(len(place) >= _SAME_START and term.startswith(place) for place in places)
