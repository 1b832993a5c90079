"""A member who is still with one provider, then one of another's people: "Still with Vodafone, contract ends in Jan",
then "EE gang now 📱✨"; "Toujours chez SFR" then "Team Bouygues"; "スマホはドコモ" then "povo民です" (pure).

Being with a provider (a phone carrier, a bank, an insurer) is one name at a time, said in a closed class of words in
each language: still with, sigo con, toujours chez, noch bei, 아직 … 씀, スマホは. Belonging to another is said in words
of a crowd or a side: "X gang", "team X", "X民", "X派", "ya soy de X", "bin jetzt bei X", "je suis chez X", and little
else ("Team GB won gold" says something else). The newer names another than the older's name (in capitals, or in
katakana or Latin letters in Japanese), asks nothing and supposes nothing.
"""

from __future__ import annotations

import re

from .update_model import judgeable, supposes

_NAME = r"(?P<name>[A-ZÀ-Þ][\w&.-]*(?:\s[A-ZÀ-Þ0-9][\w&.-]*)?|[A-Z0-9&]{2,}|[ァ-ヶー]{2,}|[a-z]{2,}[A-Z0-9][\w]*)"
_STILL_WITH = tuple(
    re.compile(pattern)
    for pattern in (
        rf"\b(?i:still with|sigo con|sigo en|toujours chez|(?:bin|ist|sind) (?:noch|immer noch) bei(?: der| dem)?)\s+{_NAME}",
        rf"(?:スマホ|携帯|キャリア)は\s?{_NAME}",
        rf"아직\s+{_NAME}\s?(?:씀|써|쓰는)",
    )
)
_ONE_OF_THEM = tuple(
    re.compile(pattern)
    for pattern in (
        rf"{_NAME}\s+(?i:gang|crew|squad|user|fam)\b",
        rf"\b(?i:team|ya soy de|ahora soy de|je suis chez|bin jetzt bei(?: der| dem)?|now with)\s+{_NAME}",
        r"(?P<name>[A-Za-z0-9&ァ-ヶー]{2,})\s?(?:民|派|ユーザー)",
    )
)


# What may stand beside the words of belonging in the newer: a "now", a "forever", an ending; more is another statement
# ("Team GB won gold lol").
_BESIDE = re.compile(r"[^\w]*(?:(?:now|forever|officially|ya|jetzt|maintenant|desormais|désormais|です|だよ|になった)[^\w]*)*")


def _first_name(patterns: tuple[re.Pattern[str], ...], text: str) -> str | None:
    found = next((match for pattern in patterns if (match := pattern.search(text))), None)
    return found.group("name").casefold() if found else None


def _belongs_alone(text: str) -> str | None:
    """The name the text says its speaker belongs to, when that is all it says."""
    for pattern in _ONE_OF_THEM:
        match = pattern.search(text)
        if match and _BESIDE.fullmatch(text[: match.start()] + " " + text[match.end() :]):
            return match.group("name").casefold()
    return None


def joins_another(old: str, new: str) -> bool:
    """`old` says its speaker is still with one name, `new` that they are now one of another's people."""
    before, now = _first_name(_STILL_WITH, old), _belongs_alone(new)
    if before is None or now is None:
        return False
    return now != before and now not in old.casefold() and judgeable(new) and not supposes(new)
