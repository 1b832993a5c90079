"""Numbers said in words and months said by name, as the digits they stand for (pure).

"I have two kids" and "I have 2 kids", "le 3 juin" and "03/06", "三点" and "3点" give one value: the
update model and the corrections compare values (`update_model.values`), and a value written in
words would otherwise be a value missing from one side. A closed class per language: the numbers
one to twelve (what chats spell out: people, children, hours, days) and the twelve months. Chinese
and Japanese numerals count only before a counter ("三点", "二人", "六月"), since inside a word they
are no number ("一起", "三明治"). Words that are also something else are left out: articles that are "one" ("un", "ein", "una"),
"once" (11 in Spanish, a time in English), "neuf" (9, or new, in French).
"""

from __future__ import annotations

import re
from functools import lru_cache

_LATIN_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12,
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "doce": 12,
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwölf": 12,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "dix": 10, "onze": 11, "douze": 12,
}  # fmt: skip
_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "june": 6, "july": 7, "september": 9, "october": 10,
    "november": 11, "december": 12,
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
    "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
    "janvier": 1, "février": 2, "avril": 4, "juin": 6, "juillet": 7, "août": 8, "septembre": 9, "octobre": 10,
    "novembre": 11, "décembre": 12,
}  # fmt: skip
# Words that are a month only beside a day's number ("May 3", "3 mai", "mars 12", "Nov 2"): otherwise a verb, a
# planet, a name, a sea ("mar"), a short word.
_MONTHS_BESIDE_A_DAY = {
    "may": 5, "mai": 5, "mars": 3, "august": 8,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11,
    "dec": 12, "ene": 1, "abr": 4, "dic": 12, "okt": 10, "dez": 12, "janv": 1, "févr": 2, "avr": 4,
    "juil": 7, "déc": 12,
}  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+")
_CJK_DIGITS = {"一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9, "十": 10}
# A Chinese or Japanese numeral (up to twelve) before a counter: o'clock, month, day, person, age, time, thing.
_CJK_COUNTED = re.compile(r"(十[一二]?|[一二两兩三四五六七八九])(?=[点點時时月号號日人歳岁个個匹只隻回次本枚名位杯])")
_DAY_NUMBER = re.compile(r"\d{1,2}(?:st|nd|rd|th|er|\.)?")


@lru_cache(maxsize=4096)
def spelled_numbers(text: str) -> frozenset[str]:
    """The digits of the numbers and months the text says in words ("two", "juin", "三点"), as `str(int)`."""
    folded = text.casefold()
    words = _WORD.findall(folded)
    found = {str(_LATIN_NUMBERS.get(word) or _MONTHS[word]) for word in words if word in _LATIN_NUMBERS or word in _MONTHS}
    if any(word in _MONTHS_BESIDE_A_DAY for word in words):
        for match in _WORD.finditer(folded):
            month = _MONTHS_BESIDE_A_DAY.get(match.group())
            if month and (
                _DAY_NUMBER.fullmatch(_neighbour(folded, match, -1)) or _DAY_NUMBER.fullmatch(_neighbour(folded, match, 1))
            ):
                found.add(str(month))
    for match in _CJK_COUNTED.finditer(text):
        numeral = match.group(1)
        found.add(str(10 + _CJK_DIGITS.get(numeral[1:], 0) if numeral.startswith("十") else _CJK_DIGITS[numeral]))
    return frozenset(found)


def _neighbour(text: str, match: re.Match[str], side: int) -> str:
    """The word next to the match on one side (-1: before, 1: after), or ""."""
    if side < 0:
        before = text[: match.start()].rsplit(maxsplit=1)
        return before[-1] if before else ""
    after = text[match.end() :].split(maxsplit=1)
    return after[0] if after else ""
