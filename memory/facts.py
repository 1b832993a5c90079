"""What a short factual statement says, read without an LLM: its terms, its values, its negation,
whether its wording announces an update, and which older statement it replaces.

These decide duplicates and updates, so they err towards keeping facts apart: two texts are
the same fact only when their content terms are the same, and an update retires only a
statement about the same slot (the same key terms, the same owner).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .other_slot import other_slot
from .text import fold, stem, tokenize

NEGATED = "¬"  # the term a negated statement carries, whatever the wording

_NEGATION = re.compile(r"\b(?:not|no|never|nor|cannot|no longer|any ?more)\b|n['’]t\b|ない|ません|じゃない|ではない|なかった")
_UPDATE_WORDING = re.compile(
    r"\b(?:actually|no longer|any ?more|instead|from now on|from (?:next|this) \w+|from tomorrow|starting (?:next|from|tomorrow)|"
    r"(?:moved|changed|switched|postponed|rescheduled|pushed back|brought forward)\b|correction\b|now\b)"
    r"|,\s*not\b"
    r"|じゃなくて|ではなく|変わった|変わりました|変更|もう.{0,20}(?:ない|ません)|今は|これからは"
)
# "..., not Sendai", "…, no en el centro", "…, pas au Café Rouge", "nicht Raum 4, sondern …", "…不是三楼", "3층 말고":
# the value an update names to deny it, after a comma or before the word that brings the right one.
_NEGATED_OLD_VALUE = re.compile(
    r"(?:,|;|\bbut)\s*not\s+(?:at |in |on |to |from |the )*(?P<old>[^,.;!?]{1,60})|"
    r"(?:,|\by)\s*no\s+(?:en |el |la |los |las |a |al )*(?P<es>[^,.;!?¿]{1,60})(?![^,.;]*\?)|"
    r"(?:,|\bet)\s*(?:pas|non)\s+(?:à |au |aux |à la |en |le |la |les |du |de la )*(?P<fr>[^,.;!?]{1,60})|"
    r"\bnicht\s+(?:am |im |in |um |der |die |das |den |dem )*(?P<de>[^,.;!?]{1,40}?),?\s+sondern\b|"
    r",\s*nicht\s+(?:am |im |in |um |der |die |das |den |dem )*(?P<de2>[^,.;!?]{1,40})|"
    r"(?:[，,]\s*而?|而|是[^，。,.!?！？不]{1,20})不是(?P<zh>[^，。,.!?！？]{1,20})[！!。.]*$|"
    r"(?P<ko>[^\s,.!?]{1,20}?)(?:이|가)?\s*(?:아니라|아니고|말고|아님|아니야|아냐|아니에요|아닙니다)(?![가-힣])"
)
_JA_NEGATED_OLD_VALUE = re.compile(r"(?P<old>[^、。,.!?！？]{1,30})(?:じゃなくて|ではなく)")
# What parts the denied value from the words before it: a particle, or an apology that opens the correction
# ("すみません火曜じゃなくて木曜でした": 火曜 is denied).
_JA_PARTICLE = re.compile(r"[はがをにでもと、]|すみません|ごめん(?:なさい|ね)?|失礼しました")
# An emoji or a mark around the denied value, which is no part of it ("是6号不是5号🙏").
_SYMBOLS_AT_EDGES = re.compile(r"^[^\w]+|[^\w]+$")
_OWNER = re.compile(r"(\w+)['’]s\b")
_CONTRACTED_NOT = re.compile(r"\b(?:\w+n['’]t|cannot)\b")  # doesn't, can't, cannot: the auxiliary is not a term

_WEEKDAYS = "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun"
_MONTHS = (
    "january february march april may june july august september october november december "
    "jan feb mar apr jun jul aug sep sept oct nov dec"
)
_TIMES = (
    "am pm noon midnight today tomorrow tonight yesterday morning afternoon evening week weekend month year next last "
    "every each always usually daily weekly monthly"
)
_VALUE_FORMS = frozenset(f"{_WEEKDAYS} {_MONTHS} {_TIMES}".split())
_VALUE_WORDS = frozenset(stem(w) for w in _VALUE_FORMS)
FEELING_WORDS = frozenset(
    stem(w)
    for w in [
        "like",
        "likes",
        "liked",
        "love",
        "loves",
        "loved",
        "enjoy",
        "enjoys",
        "prefer",
        "prefers",
        "hate",
        "hates",
        "dislike",
        "dislikes",
        "fan",
        "stand",
        "mind",
        "adore",
        "keen",
        "fond",
    ]
)
CUE_WORDS = frozenset(
    stem(w)
    for w in [
        "actually",
        "now",
        "anymore",
        "longer",
        "instead",
        "moved",
        "move",
        "changed",
        "change",
        "switched",
        "switch",
        "postponed",
        "rescheduled",
        "correction",
        "corrected",
        "update",
        "updated",
        "starting",
    ]
)


def negated(text: str) -> bool:
    return bool(_NEGATION.search(fold(text)))


@lru_cache(maxsize=4096)  # a recall compares each statement with several others: its terms are read once
def _fact_stem(word: str) -> str:
    """The word's stem; a value's plural stems as the value ("evenings", "mondays"), and a word that is no form of a
    value keeps itself where its stem would be one: "wedding" is no "wed"(nesday), "evenly" no "even"(ing)."""
    singular = word.removesuffix("s")
    if word in _VALUE_FORMS or singular in _VALUE_FORMS:
        return stem(word if word in _VALUE_FORMS else singular)
    stemmed = stem(word)
    return word if stemmed in _VALUE_WORDS else stemmed


def fact_terms(text: str) -> frozenset[str]:
    """The content terms of a statement (stemmed, stop words out, CJK as bigrams), plus `¬` when negated."""
    terms = frozenset(tokenize(_CONTRACTED_NOT.sub(" not ", fold(text)), _fact_stem))
    return terms | {NEGATED} if negated(text) else terms


def is_value(term: str) -> bool:
    """A number, time, date, weekday or month: what changes when a fact is updated."""
    return any(c.isdigit() for c in term) or term in _VALUE_WORDS


@lru_cache(maxsize=4096)
def key_terms(text: str) -> frozenset[str]:
    """The terms that name the slot a statement is about: no values, no negation, no update wording."""
    return frozenset(t for t in fact_terms(text) if t != NEGATED and not is_value(t) and t not in CUE_WORDS)


def announces_update(text: str) -> bool:
    """Wording that says this replaces something: actually, no longer, moved to, from now on, じゃなくて ..."""
    return bool(_UPDATE_WORDING.search(fold(text)))


def negated_old_value(text: str) -> str:
    """The old value an update names to deny it ("..., not Sendai", "月曜日じゃなくて", "不是三楼", "3층 말고"), or ''."""
    folded = fold(text)
    match = _NEGATED_OLD_VALUE.search(folded)
    if match:
        return _SYMBOLS_AT_EDGES.sub("", next(value for value in match.groups() if value is not None))
    match = _JA_NEGATED_OLD_VALUE.search(folded)
    if match is None:
        return ""
    words = _JA_PARTICLE.split(match.group("old"))[-1].split()  # "訂正です🙇 14日じゃなくて": 14日 is denied
    return _SYMBOLS_AT_EDGES.sub("", words[-1]) if words else ""


def owners(text: str) -> frozenset[str]:
    """Whose thing a statement is about, from possessives ("Sora's birthday")."""
    return frozenset(fold(w) for w in _OWNER.findall(text))


def same_slot(old: str, new: str) -> bool:
    """Whether `new` states the same thing about the same subject as `old` (most of the old key terms, no other owner,
    and not another slot, `other_slot`: "school starts at 8" beside "school ends at 3 now", "Hana's birthday dinner")."""
    old_owners, new_owners = owners(old), owners(new)
    if (old_owners and new_owners and old_owners.isdisjoint(new_owners)) or other_slot(old, new):
        return False
    old_keys = key_terms(old)
    shared = old_keys & key_terms(new)
    return bool(old_keys) and len(shared) >= min(2, len(old_keys)) and 2 * len(shared) >= len(old_keys)


def same_fact(a: str, b: str) -> bool:
    """A restatement: the same content terms, values and negation included."""
    terms = fact_terms(a)
    return bool(terms) and terms == fact_terms(b)


def negation_flip(old: str, new: str) -> bool:
    """`new` says the opposite of `old`: the same key terms and values, one of them negated."""
    old_terms, new_terms = fact_terms(old), fact_terms(new)
    return bool(key_terms(old)) and (old_terms ^ new_terms) == {NEGATED}


def withdraws(old: str, new: str) -> bool:
    """`new` takes back all of `old` in so many words: it repeats every term of `old` (values too), negated, and says
    it is a change ("I use Vim" -> "I don't use Vim anymore, I switched to Helix")."""
    old_terms = fact_terms(old)
    return (
        bool(key_terms(old))
        and NEGATED not in old_terms
        and NEGATED in fact_terms(new)
        and old_terms <= fact_terms(new)
        and (announces_update(new))
    )


def same_preference_object(a: str, b: str) -> bool:
    """Two preferences about the same thing, whatever the feeling ("I love sushi", "I don't like sushi anymore")."""
    object_a, object_b = key_terms(a) - FEELING_WORDS, key_terms(b) - FEELING_WORDS
    return bool(object_a) and object_a == object_b
