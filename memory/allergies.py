"""An allergy said again in other words: "I'm allergic to peanuts fyi", then "just a reminder, no peanuts for me,
allergy"; "Ich hab eine Nussallergie", then "Nochmal zur Erinnerung: keine Nüsse für mich, bin allergisch" (pure).

An allergy or an intolerance is said in a closed class of words in each language (allergic, allergy, 过敏, 不耐,
アレルギー, 알레르기, alérgico, allergisch, allergique, intolérant), and each language builds them differently ("allergic"
and "allergy" share no stem; German joins the allergen to the word: "Nussallergie"), so the two statements of one
allergy share no term the update model can weigh. Both say one, of the same allergen (a word of the older's, or the
start of one, comes again: "peanuts", "えび", "Nüsse" in "Nussallergie"), the newer says it holds (as a reminder, as
still true, or as food the speaker cannot eat: "えびだけは食べられないです"), of no other allergen ("peanuts and
shellfish"), denying none ("not allergic anymore", "アレルギーじゃなかった") and saying no change: the same fact said
again. An allergy merely named again may be one that ended in words no list holds (held-out 72 had three).
"""

from __future__ import annotations

import re

from .change_cues import reminds, says_change, says_done, says_it_stays, without_restating_words
from .facts import key_terms
from .other_slot import names_kin
from .text import unaccented
from .update_model import FUNCTION_TERMS, adds_no_value, judgeable, supposes

_ALLERGY = re.compile(
    r"allerg\w*|al[ée]rgic[oa]s?|alergia|intoleran\w*|intol[ée]ran\w*|unvertr[äa]glich\w*|"
    r"过敏|過敏|不耐|アレルギー|不耐症|알레르기|알러지|불내증",
    re.IGNORECASE,
)
# Unable to eat it, said after an allergy: "no peanuts for me", "えびだけは食べられない", "못 먹어", "keine Nüsse für mich".
_CANNOT_EAT = re.compile(
    r"\b(?:can'?t (?:eat|have)|cannot (?:eat|have)|no \w+ for me|no puedo (?:comer|tomar)|nada de \w+ para m[íi]|"
    r"kann (?:\w+ )?nicht essen|keine? \w+ f[üu]r mich|pas de \w+ pour moi|(?:je )?(?:ne )?peux pas manger)\b|"
    r"食べられな|食べれな|吃不了|不能吃|못 먹",
    re.IGNORECASE,
)
# An allergy denied: "not allergic", "no soy alérgica", "nicht allergisch", "pas allergique", "不过敏", "アレルギーじゃない".
_DENIED = re.compile(
    r"\b(?:not|no|nicht|kein\w*|pas|plus|no longer|anymore)\s+(?:\w+\s+)?(?:allerg|al[ée]rg|intol)|"
    r"不过敏|没有过敏|不再过敏|アレルギー(?:じゃな|ではな|は?な[いく])|알레르기\s?(?:없|아니)|"
    # or gone: outgrown, healed ("医生说儿子鸡蛋过敏已经好了", "治った", "나았어", "se le ha quitado", "geheilt", "guéri")
    r"\b(?:outgr[eo]w\w*|grew out|gone|cured|healed|se le ha quitado|se me ha quitado|curad[oa]|geheilt|weg|guéri\w*|"
    r"disparu\w*)\b|好了|痊愈|治好|没了|治った|治りました|なくなった|나았|없어졌",
    re.IGNORECASE,
)
_PREFIX = 4  # letters an allergen's word keeps in a plural or a compound ("nuss" in "Nüsse" and "Nussallergie")
_LATIN = re.compile(r"[a-z]")


def _allergen_terms(text: str) -> set[str]:
    """The terms of the text but its allergy words, function words and words that say it is said again: what it may be
    allergic to, a Latin term by its start, accents aside ("nuss" of "Nussallergie", whose allergy word goes first, and
    of "Nüsse")."""
    terms = key_terms(_ALLERGY.sub(" ", without_restating_words(text))) - FUNCTION_TERMS
    return {unaccented(term)[:_PREFIX] if _LATIN.match(term) else term for term in terms}


# Another allergen joined to the one said: "peanuts and shellfish", "Nüsse und Soja", "和", "や", "랑".
_JOINED = re.compile(r"\b(?:and|und|y|et|or|oder|o|ou|&)\b|[和跟及や랑]|하고", re.IGNORECASE)


def restates_allergy(old: str, new: str) -> bool:
    """Both say an allergy of one allergen (the newer may say it cannot eat it), the newer denying none, joining no other
    allergen to it, saying no change or an end ("医生说儿子鸡蛋过敏已经好了": outgrown) and adding no value, of nobody's kin
    the older does not name."""
    # the allergy said again, or food the speaker cannot eat ("no peanuts for me"), and said to hold: as a reminder ("just
    # a reminder", "Nochmal zur Erinnerung"), as still true, or by that food; an allergy merely named again may be one
    # that ended in words no list holds
    cannot_eat = _CANNOT_EAT.search(new) is not None
    holds = reminds(new) or says_it_stays(new) or cannot_eat
    if not (_ALLERGY.search(old) and (_ALLERGY.search(new) or cannot_eat) and holds):
        return False
    if _DENIED.search(old) or _DENIED.search(new):
        return False
    if names_kin(old) != names_kin(new):
        return False  # "my son is allergic to nuts" beside "I'm allergic to nuts"
    return (
        bool(_allergen_terms(old) & _allergen_terms(new))
        and _JOINED.search(new) is None
        and judgeable(new)
        and not supposes(new)
        and not says_change(new)
        and not says_done(new)
        and adds_no_value(old, new)
    )
