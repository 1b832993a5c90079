"""A router's password set anew, its value at the end after an arrow, a colon or a copula: "ルーターの裏のやつじゃなくて変え
たよ→ hanabi2024", "steht nicht mehr auf dem Router, hab's geändert: Schnitzel4ever!", "livebox admin : c'est plus celui
de l'étiquette, c'est Tartiflette74" (pure).

No word names a password there: the router (or the box, the network) stands for it, as people say "the wifi is …". The
value closes the message and has the shape chosen passwords have (letters and digits: `chosen_password`, or a word with
digits after it: `answers_with_a_value`), so a model ("Archer AX55"), a version or a network's name in capitals does not.
"""

from __future__ import annotations

import re

from .following import answers_with_a_value, chosen_password
from .shaped import NAMING_WORDS
from .views import Views

_ROUTER = re.compile(
    r"\b(?:router|routeur|livebox|freebox|bbox|fritz!?box|speedport|iptime|modem|wlan|wifi|wi-fi)\b|"
    r"ルーター|路由器|光猫|공유기|와이파이|와파",
    re.IGNORECASE,
)
# The value at the message's end, after an arrow, a colon or a copula ("→ hanabi2024", ": Schnitzel4ever!",
# "c'est Tartiflette74", "이거 gomdori0927").
_CLOSING_VALUE = re.compile(
    r"(?:→|->|=>|➡️?|[:：]|\b(?:it'?s|is|c'est|es|ist|lautet)\b|是|は)\s*[\"'“「]?(?P<v>[^\s\"'”」]{6,64}?)[\"'”」]?[.!?。！]*\s*$",
    re.IGNORECASE,
)


_NAMED = re.compile(NAMING_WORDS, re.IGNORECASE)  # "the wifi's name is MyHome_5G": a network's name, no password


def find_router_password(views: Views) -> str | None:
    """A message that names a router or its network, and no name of one, and closes on a password-shaped value after
    an arrow, a colon or a copula."""
    if _ROUTER.search(views.folded) is None or _NAMED.search(views.folded) is not None:
        return None
    found = _CLOSING_VALUE.search(views.folded)
    if found is None:
        return None
    value = found.group("v")
    return "Wi-Fi password" if chosen_password(value) or answers_with_a_value(value) else None
