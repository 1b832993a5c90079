"""A rent raised or lowered: "el alquiler son 850€ al mes", then "el casero me subió el alquiler a 900" (pure).

A member's rent is one value at a time. The newer statement says it went up or down, in a closed class of verbs in
each language (raised, subió, augmenté, erhöht, 値上げ, 涨, 올렸), names the rent or the landlord who changed it, and
gives a number the older does not: the older amount is retired. `changes_price` asks the newer to name the thing and
to give an amount with its currency; a rent is often said without either ("집주인이 월세 55로 올림": 55만). Not another
holder's (`other_slot`), a question or a supposition.
"""

from __future__ import annotations

import re

from .other_slot import from_now_on, other_slot
from .update_model import judgeable, supposes, values

_RENT = re.compile(r"\b(?:rent|alquiler|renta|loyer|miete|kaltmiete|warmmiete)\b|家賃|房租|租金|月租|월세|집세", re.IGNORECASE)
_LANDLORD = re.compile(
    r"\b(?:landlord|landlady|caser[oa]|propietari[oa]|proprio|propriétaire|vermieter\w*)\b|大家さん|房东|집주인",
    re.IGNORECASE,
)
_RAISED_OR_LOWERED = re.compile(
    r"\b(?:rais(?:e|ed|es|ing)|went up|goes up|going up|increas\w*|hik\w*|lower(?:ed|s)?|went down|"
    r"sub(?:ido|ió|e|en|ir)|subida|baj(?:ado|ó|a|an)|rebaj\w*|augment\w*|baiss\w*|erh[öo]h\w*|gestiegen|steigt|"
    r"gesenkt|sinkt)\b|上が|値上げ|値下げ|改定|涨|上调|下调|调整|올림|올렸|올랐|인상|내림|내렸|인하|조정",
    re.IGNORECASE,
)


# The amount the rent is set to, or the point from which it holds: "put it up to £1,600", "passe le loyer à 1 010 €",
# "will ab Januar 840 warm".
_SET_TO = re.compile(
    r"\b(?:up to|down to|to|à|auf|a|hasta)\s*[£$€]?\s*\d|\bput (?:it|the rent) (?:up|down)\b|\bpasse (?:le loyer )?à\b"
)


# A share of the rent: "split", "each", "per person", "chacun", "cada uno", "pro Person", "每人", "인당".
_SHARE = re.compile(
    r"\b(?:split|each|per (?:person|head)|a head|chacun\w*|par (?:personne|t[êe]te)|cada un[oa]|por (?:persona|cabeza)|"
    r"pro (?:person|kopf)|jeweils)\b|每人|一人|인당",
    re.IGNORECASE,
)


def changes_rent(old: str, new: str) -> bool:
    """`old` gives the rent with a number, and `new` says the rent (or its landlord) raised or lowered it, set it to an
    amount or asks it from a point on, with a number `old` does not give."""
    if _RENT.search(old) is None or (_SHARE.search(new) and not _SHARE.search(old)):
        return False  # "Rent split is $640 each starting this month": one member's share, not the rent
    if _RAISED_OR_LOWERED.search(new) is None and _SET_TO.search(new.casefold()) is None and not from_now_on(new):
        return False
    if _RENT.search(new) is None and _LANDLORD.search(new) is None:
        return False
    given, told = values(old), values(new)
    return bool(given) and bool(told) and not told & given and judgeable(new) and not supposes(new) and not other_slot(old, new)
