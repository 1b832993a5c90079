"""Whether a new statement about a person takes the place of a fact of their profile (pure).

A profile holds one side of each thing: "loves spicy food" and "can't handle spicy food anymore"
cannot both be current. The judgment is structural, not a list of phrasings: the same object
(the statement's content terms without the feeling, or in Chinese and Japanese the longest
run of characters both share), and either the opposite polarity (one is negated) or wording
that marks a change of state (anymore, now, もう, 现在, 不再 ...). When unsure, both are kept.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher

from .facts import CUE_WORDS, FEELING_WORDS, NEGATED, announces_update, fact_terms, negated
from .text import fold

# Grammatical negation of Chinese and Korean (English and Japanese: `facts.negated`).
_CJK_NEGATION = re.compile(r"[不没沒别別]|무리|못|안\s|않|없")
# Aspect that marks a change of state: a closed grammatical class, not phrasings of one case.
_CHANGE_OF_STATE = re.compile(
    r"\b(?:now|nowadays|these days|any ?more|no longer|not \w+ (?:any ?more|these days))\b"
    r"|现在|如今|不再|已经|了[。！!.]?$|もう|今は|最近|(?:に|く)なった|이제|이젠|요즘|더 이상"
)
# Additive focus ("also", "too", 也, 还有): the statement adds a thing beside the old one, it does not turn it around.
_ADDITIVE = re.compile(r"\b(?:also|too|either|as well)\b|也|还有")
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af0-9]")
# Left out when runs of characters are compared: the predicate's negation and aspect are not the object.
_MARKERS = re.compile(_CJK_NEGATION.pattern + "|" + _CHANGE_OF_STATE.pattern + "|ない|ません|なかった")


def polarity_negative(text: str) -> bool:
    return negated(text) or bool(_CJK_NEGATION.search(fold(text)))


def marks_change(text: str) -> bool:
    """Wording that says the statement is the person's state from now on."""
    folded = fold(text)
    return bool(_CHANGE_OF_STATE.search(folded)) or announces_update(text)


def _cjk(text: str) -> str:
    return "".join(_CJK_CHAR.findall(_MARKERS.sub(" ", fold(text))))


def object_terms(text: str) -> frozenset[str]:
    """Its content terms without negation, feeling or change wording; values stay ("weekends" is what is worked)."""
    return fact_terms(text) - FEELING_WORDS - CUE_WORDS - {NEGATED}


def same_object(old: str, new: str) -> bool:
    """Both are about the same thing: most of the old statement's object recurs in the new one.

    Without word boundaries (Chinese, Japanese, Korean) the longest shared run of characters (digits count:
    a value is part of what is said) must be a third of the old statement's: its object, with the feeling
    and particles around it left over.
    """
    old_object = object_terms(old)
    if old_object and not _cjk(old):
        shared = len(old_object & object_terms(new))
        return shared >= min(2, len(old_object)) and 2 * shared >= len(old_object)
    old_chars, new_chars = _cjk(old), _cjk(new)
    if not old_chars or not new_chars:
        return False
    run = SequenceMatcher(None, old_chars, new_chars, autojunk=False).find_longest_match()
    return run.size >= 2 and 3 * run.size >= len(old_chars)


def replaces(old: str, new: str) -> bool:
    """`new` is the person's current side of what `old` says: same object, and the other polarity or a change of state."""
    if fold(old).strip() == fold(new).strip() or _ADDITIVE.search(fold(new)) or not same_object(old, new):
        return False
    return polarity_negative(old) != polarity_negative(new) or marks_change(new)
