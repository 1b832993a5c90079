"""A member or their child a year older: "my little one's 3", then "she turned four yesterday" (pure).

An age changes one way, by one, on a birthday. A statement that someone turned N (a verb of turning or becoming beside
the age: "turned four", "cumplió cuatro", "ist 4 geworden", "a eu 4 ans", "3歳になりました", "세 살 됐어", "满4岁了")
gives the next value of the age an older statement gave as N - 1 ("is 3", "tiene 3 años", "2歳", "두 살", "今年25"); so
does a birthday of that age ("今天26岁生日", "my 30th birthday"). Their words
share little but the number, which is why the update model rarely pairs them; the arithmetic is exact. Two statements
that name different people ("Tom", "Emma"), or different kin ("my son", "my daughter"), are two ages.
"""

from __future__ import annotations

import re

from .numerals import spelled_numbers
from .other_slot import other_slot

_NUMBER = r"(\d{1,3}|[^\W\d_]{2,8}|[一二两兩三四五六七八九十]{1,3}|한|두|세|네|다섯|여섯|일곱|여덟|아홉|열)"
_UNIT = r"(?:\s?(?:years?(?:\s+old)?|yrs?|y/?o|años|jahre?n?|ans|岁|歲|歳|살|세))"
# An age stated: a number with a unit of age, or after a copula at the end of its clause ("my little one's 3, ...").
_STATED = re.compile(
    rf"{_NUMBER}{_UNIT}|(?:'s|'m|\bam|\bis|\bist|\best|\btiene|\bhat)\s+{_NUMBER}(?=\s*(?:[,.!?;~]|$|\s(?:now|jetzt|maintenant|ya)\b))|"
    rf"今年{_NUMBER}(?!\d)",  # "我今年25": this year, 25
    re.IGNORECASE,
)
# An age reached: a verb of turning before it, or of becoming after it.
_REACHED = re.compile(
    rf"\b(?:turn(?:ed|s)|cumpli[óo]|cumple|wird|a eu|vient d'avoir|fête ses)\s+{_NUMBER}|"
    rf"{_NUMBER}{_UNIT}?\s?(?:geworden|today|heute|aujourd'hui|hoy|になりました|になった|になりまし|になる|"
    rf"됐|되었|됨|이 됐|이 되었|了|啦)|满{_NUMBER}{_UNIT}|"
    # a birthday of that age: "今天26岁生日", "26歳の誕生日", "26살 생일", "my 26th birthday", "mein 26. Geburtstag"
    rf"{_NUMBER}(?:{_UNIT}|st|nd|rd|th|\.)?\s?(?:の)?(?:生日|誕生日|생일|birthday|geburtstag)",
    re.IGNORECASE,
)
_KOREAN_NATIVE = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10}
_KIN = re.compile(
    r"\b(?:son|daughter|kid|boy|girl|niece|nephew|hijo|hija|sobrin[oa]|sohn|tochter|nichte|neffe|fils|fille|"
    r"nièce|neveu)s?\b|儿子|女儿|侄子|侄女|外甥|息子|娘|姪|甥|아들|딸|조카",
    re.IGNORECASE,
)
_NAME = re.compile(r"\b[A-Z][a-zà-ÿ]+\b")


def _value(number: str) -> int | None:
    if number.isdigit():
        return int(number)
    if number in _KOREAN_NATIVE:
        return _KOREAN_NATIVE[number]
    found = spelled_numbers(number + "岁" if re.fullmatch(r"[一二两兩三四五六七八九十]+", number) else number)
    return int(next(iter(found))) if len(found) == 1 else None


def _ages(pattern: re.Pattern[str], text: str) -> set[int]:
    return {
        age
        for match in pattern.finditer(text)
        for number in [next(group for group in match.groups() if group)]
        if (age := _value(number)) is not None and age < 120
    }


def _apart(pattern: re.Pattern[str], old: str, new: str) -> bool:
    found_old = {match.casefold() for match in pattern.findall(old)}
    found_new = {match.casefold() for match in pattern.findall(new)}
    return bool(found_old and found_new and found_old.isdisjoint(found_new))


def turns_a_year_older(old: str, new: str) -> bool:
    """`new` says someone reached the age after the one `old` gives them, and names no other person or kin."""
    if other_slot(old, new) or _apart(_KIN, old, new) or _apart(_NAME, old, new):
        return False
    before = _ages(_STATED, old)
    return any(age - 1 in before for age in _ages(_REACHED, new))
