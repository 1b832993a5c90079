"""What a pair of statements (an older one, a newer one of the same chat) shares and where it differs, read
without an LLM: the structure a learned update decision weighs (`memory.update_classifier`).

- anchor: content the two texts share that names the slot ("book club", "kebab", "体检"), not a
  value and not a short function word; no anchor and a low cosine say "another slot".
- added: content of the new text the old one lacks ("birthday" -> "birthday dinner" is another event).
- values: numbers, times, dates, weekdays and months; two different values of one slot are a conflict.
- negation: one of the two denies what the other says.
- a question asks, it states nothing: it never updates anything.
- template: a pair is judged at all only when the new text keeps every slot word of the old one.
"""

from __future__ import annotations

import re
import unicodedata

from .facts import announces_update, is_value, negated, owners
from .text import fold, tokenize

# Weekdays and months of the seven corpus languages: a closed class of values, like digits.
_CALENDAR = frozenset(
    [
        "lunes",
        "martes",
        "miércoles",
        "miercoles",
        "jueves",
        "viernes",
        "sábado",
        "sabado",
        "domingo",
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
        "montag",
        "dienstag",
        "mittwoch",
        "donnerstag",
        "freitag",
        "samstag",
        "sonntag",
        "januar",
        "februar",
        "märz",
        "maerz",
        "mai",
        "juni",
        "juli",
        "oktober",
        "dezember",
        "lundi",
        "mardi",
        "mercredi",
        "jeudi",
        "vendredi",
        "samedi",
        "dimanche",
        "janvier",
        "février",
        "fevrier",
        "mars",
        "avril",
        "juin",
        "juillet",
        "août",
        "aout",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
        "decembre",
    ]
)
# Calendar and numeral characters, and hiragana (particles, endings): a CJK bigram of these alone names no slot.
_NOT_CONTENT = frozenset("月火水木金土日一二三四五六七八九十百千万周星期曜号") | frozenset(chr(c) for c in range(0x3040, 0x30A0))
_QUESTION = ("?", "吗", "嗎", "么", "麼", "呢", "か", "까", "니")
_NAME = re.compile(r"\b[A-ZÀ-Ý][\w'’-]+")
# Additive particles of the corpus languages: a closed class, like negation.
_ADDITIVE = re.compile(
    r"\b(?:too|also|as well|again|another|además|también|otra vez|aussi|encore|auch|noch ?mal|ebenfalls)\b"
    r"|也|还要|にも|도\b|도 "
)
MIN_WORD = 4  # a Latin-script term shorter than this is a function word as often as content (le, en, bin, est)
FEATURES = (
    "cosine",
    "announce",
    "announce_wording",
    "anchor_share",
    "added_share",
    "lost_share",
    "name_changed",
    "value_conflict",
    "same_values",
    "negation_change",
    "adds_to",
)


def _cjk(term: str) -> bool:
    return any(ord(c) > 0x2E80 for c in term)


def is_pair_value(term: str) -> bool:
    """A value a slot holds: a number, a time, a weekday or a month (in any of the corpus languages)."""
    if is_value(term) or term in _CALENDAR:
        return True
    return _cjk(term) and any(c.isdigit() for c in term)


def content_terms(text: str) -> frozenset[str]:
    """The terms that can name a slot: Latin words of `MIN_WORD`+ letters, CJK bigrams that are not particles alone."""
    terms = set()
    for term in tokenize(text):
        if is_pair_value(term):
            continue
        if _cjk(term):
            if not set(term) <= _NOT_CONTENT:
                terms.add(term)
        elif len(term) >= MIN_WORD and not term.isdigit():
            terms.add(term)
    return frozenset(terms)


def values(text: str) -> frozenset[str]:
    """The values a text holds (digits read as numbers: "8,50" and "8.50" alike)."""
    found = {t for t in tokenize(text) if is_pair_value(t) and not any(c.isdigit() for c in t)}
    found |= set(re.findall(r"\d+(?:[.,:]\d+)?", unicodedata.normalize("NFKC", text)))
    return frozenset(v.replace(",", ".") for v in found)


def names(text: str) -> frozenset[str]:
    """Capitalised words after the first (places, firms, people: values of a slot), as content terms."""
    found = _NAME.findall(unicodedata.normalize("NFKC", text))[1:] if text[:1].isupper() else _NAME.findall(text)
    return frozenset(t for word in found for t in tokenize(word))


def adds_to(text: str) -> bool:
    """Whether the text says it comes in addition ("too", "also", "again", 也, にも, 도 ...): another item, not a change."""
    return bool(_ADDITIVE.search(fold(text)))


def asks(text: str) -> bool:
    """Whether the text ends as a question."""
    return fold(text).rstrip(" !~.。…😅🤔").endswith(_QUESTION)


def anchors(old: str, new: str) -> frozenset[str]:
    """The content both texts share: what names the slot they are about."""
    return content_terms(old) & content_terms(new)


def same_template(old: str, new: str) -> bool:
    """Whether `new` could restate `old`'s slot with another value: a statement, not a question, that repeats every
    content term of `old` but its names and values ("the gym closes at 10pm" -> "the gym closes at 9pm now"); a
    dropped term is another slot or another owner ("alquiler" -> "sueldo", "mein Sohn" -> "die Kleine"), and so is
    another possessive ("Ken works at Panasonic" -> "Ken's wife works at Toyota")."""
    old_terms = content_terms(old)
    kept = old_terms & content_terms(new)
    return not asks(new) and bool(kept) and not old_terms - kept - names(old) and owners(old) == owners(new)


def pair_features(old: str, new: str, cosine: float, announce: float) -> list[float]:
    """`FEATURES` for one pair; `announce` is the learned change-announcement score of the new text alone."""
    old_terms, new_terms = content_terms(old), content_terms(new)
    old_names = names(old)
    shared = old_terms & new_terms
    old_values, new_values = values(old), values(new)
    both_valued = bool(old_values) and bool(new_values)
    return [
        cosine,
        announce,
        float(announces_update(new)),
        len(shared) / len(old_terms) if old_terms else 0.0,
        len(new_terms - old_terms) / len(new_terms) if new_terms else 0.0,
        len(old_terms - new_terms - old_names) / len(old_terms) if old_terms else 0.0,
        float(bool(old_names - new_terms)),
        float(both_valued and not new_values <= old_values),
        float(both_valued and new_values == old_values),
        float(negated(old) != negated(new)),
        float(adds_to(new)),
    ]
