"""A day of the year called by its feast's name: "Christmas" is 25 December, "Tag der Deutschen Einheit" 3 October,
"七夕" 7 July, "광복절" 15 August (pure).

Members give a date by the holiday it falls on ("나 크리스마스에 태어났잖아" after "내 생일 12월 25일"). The holidays that
fall on one day every year are a closed class in each language; those that move with the moon or with Easter are left
out. A holiday's name is also the name of its events ("Christmas party", "Christmas market"), so it reads as a date only
beside a statement that gives that month and day itself: the two then give one date.
"""

from __future__ import annotations

import re

from .numerals import months_dated
from .text import fold

_HOLIDAYS: dict[str, tuple[int, int]] = {
    # English
    "christmas eve": (12, 24), "christmas day": (12, 25), "christmas": (12, 25), "xmas": (12, 25),
    "boxing day": (12, 26), "new year's eve": (12, 31), "new year's day": (1, 1), "valentine's day": (2, 14),
    "halloween": (10, 31), "st patrick's day": (3, 17), "independence day": (7, 4), "fourth of july": (7, 4),
    # Chinese
    "元旦": (1, 1), "情人节": (2, 14), "劳动节": (5, 1), "五一": (5, 1), "儿童节": (6, 1), "教师节": (9, 10),
    "国庆节": (10, 1), "国庆": (10, 1), "圣诞节": (12, 25), "圣诞": (12, 25), "平安夜": (12, 24),
    # Japanese
    "元日": (1, 1), "バレンタイン": (2, 14), "こどもの日": (5, 5), "七夕": (7, 7), "文化の日": (11, 3),
    "クリスマスイブ": (12, 24), "クリスマス": (12, 25), "大晦日": (12, 31), "ハロウィン": (10, 31),
    # Korean
    "삼일절": (3, 1), "어린이날": (5, 5), "현충일": (6, 6), "광복절": (8, 15), "개천절": (10, 3), "한글날": (10, 9),
    "크리스마스": (12, 25), "성탄절": (12, 25), "발렌타인데이": (2, 14), "밸런타인데이": (2, 14),
    # Spanish
    "nochebuena": (12, 24), "navidad": (12, 25), "nochevieja": (12, 31), "año nuevo": (1, 1), "día de reyes": (1, 6),
    "san valentín": (2, 14), "san juan": (6, 24), "día de la hispanidad": (10, 12),
    # German
    "heiligabend": (12, 24), "erster weihnachtstag": (12, 25), "weihnachten": (12, 25), "silvester": (12, 31),
    "neujahr": (1, 1), "valentinstag": (2, 14), "tag der arbeit": (5, 1), "tag der deutschen einheit": (10, 3),
    "nikolaus": (12, 6),
    # French
    "réveillon de noël": (12, 24), "noël": (12, 25), "saint-sylvestre": (12, 31), "jour de l'an": (1, 1),
    "saint-valentin": (2, 14), "fête du travail": (5, 1), "fête nationale": (7, 14), "toussaint": (11, 1),
    "armistice": (11, 11),
}  # fmt: skip
_LATIN = re.compile(r"[a-zà-ÿ]")
_HOLIDAY = re.compile(
    "|".join(
        rf"(?<![\w-]){re.escape(name)}(?![\w-])" if _LATIN.match(name) else re.escape(name)  # "noël", not "noëlle"
        for name in sorted(_HOLIDAYS, key=len, reverse=True)
    )
)
_DAY = re.compile(r"(?<!\d)0?(\d{1,2})(?!\d)")


def dated_holidays(old: str, new: str) -> tuple[str, str]:
    """Both statements, each holiday one names written as its date ("12/25") where the other gives that month and day
    and names no holiday (both then folded); as they are when neither names one."""
    folded_old, folded_new = fold(old), fold(new)
    if _HOLIDAY.search(folded_old) is None and _HOLIDAY.search(folded_new) is None:
        return old, new
    return _dated(folded_old, folded_new), _dated(folded_new, folded_old)


def _dated(text: str, other: str) -> str:
    """`text` with each holiday it names written as its date, when `other` gives that month and day."""
    if _HOLIDAY.search(other) is not None:
        return text
    days = {int(day) for day in _DAY.findall(other)}

    def as_date(match: re.Match[str]) -> str:
        month, day = _HOLIDAYS[match.group()]
        return f" {month}/{day} " if month in months_dated(other) and day in days else match.group()

    return _HOLIDAY.sub(as_date, text)
