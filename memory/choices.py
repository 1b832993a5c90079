"""A choice made anew: "Book club this month is Klara and the Sun", then "scrap that, we're doing Small Things Like
These instead"; "読書会の次の本は『コンビニ人間』", then "やっぱり『推し、燃ゆ』にしよ" (pure).

What a group chose (a book, a film, a game for the evening) is one title at a time, and a title is what structure can
read: in quotes of any script, or in Latin letters a run of capitalised words. The newer statement says the plan
changed or gives its title instead (a closed class per language: "change of plans", "instead", "Planänderung",
"Cambio de planes", "Changement", "やっぱり", "바꿀게요", "代わりに", "换成"), names a title the older does not, and both
speak of one thing: a word both hold, a title in the brackets of Chinese, Japanese or Korean in both, or both of reading
(book, club, libro, lire, Buch, 本, 책, 读). A question or a supposition changes nothing.
"""

from __future__ import annotations

import re

from .facts import key_terms
from .update_model import FUNCTION_TERMS, judgeable, supposes

_CHANGED_PLAN = re.compile(
    r"\b(?:change of plans?|plan change|scrap that|instead|cambio de planes|en su lugar|mejor|planänderung|stattdessen|"
    r"doch lieber|changement|à la place|finalement|plut[ôo]t)\b|やっぱり|やっぱ|代わりに|바꿀게|바꿨|대신|换成|改成|改为|还是换",
    re.IGNORECASE,
)
# A title: in quotes, or capitalised words in a row (the first of a sentence aside, as read below).
_QUOTED = re.compile(r"[『「《“\"«‘']\s?(?P<title>[^』」》”\"»’'\n]{2,40}?)\s?[』」》”\"»’']")
_CAPITALISED = re.compile(
    r"(?<![.!?:]\s)(?<!^)\b(?P<title>[A-ZÀ-Þ][\w'’-]+(?:\s+(?:[A-ZÀ-Þ][\w'’-]+|the|of|and|like|la|le|de|del|der|die|das|und|et|y))*)"
)
# The brackets Chinese, Japanese and Korean set a title in ("『コンビニ人間』", "《活着》"): a title in both is of one kind.
_TITLE_BRACKETS = re.compile(r"[『《][^』》\n]{1,40}[』》]")
_READING = re.compile(
    r"\b(?:books?|read(?:ing)?|club|libros?|le[eí]\w*|lectura|livres?|lire|lit|lecture|b[üu]ch\w*|les\w*|liest)\b|本|読|책|독서|书|读",
    re.IGNORECASE,
)
# Capitalised words that are no title: sentence openers and the words of changing, reading and time.
_NOT_A_TITLE = frozenset(
    {
        "book", "club", "scrap", "change", "plan", "planänderung", "cambio", "changement", "ce", "this", "el", "la", "le",
        "buchclub", "we", "wir", "on", "ok", "okay", "mois", "month", "monat", "mes", "library",
    }
)  # fmt: skip


def _titles(text: str) -> set[str]:
    quoted = {match.group("title").strip().casefold() for match in _QUOTED.finditer(text)}
    capitalised = {
        title.casefold()
        for match in _CAPITALISED.finditer(text)
        if (title := match.group("title")).split()[0].casefold() not in _NOT_A_TITLE
    }
    return quoted | capitalised


def changes_choice(old: str, new: str) -> bool:
    """`old` names a title chosen, `new` says the plan changed and names another, and both speak of one thing."""
    if _CHANGED_PLAN.search(new) is None or _CHANGED_PLAN.search(old) is not None:
        return False
    old_titles, new_titles = _titles(old), _titles(new)
    if not old_titles or not new_titles - old_titles or any(title in old.casefold() for title in new_titles):
        return False
    shared = (key_terms(old) & key_terms(new)) - FUNCTION_TERMS
    bracketed = _TITLE_BRACKETS.search(old) is not None and _TITLE_BRACKETS.search(new) is not None
    one_thing = bool(shared) or bracketed or bool(_READING.search(old) and _READING.search(new))
    return one_thing and judgeable(new) and not supposes(new)
