"""The time a question asks about ("yesterday", "last week", "in May", "3 days ago", "先週", "上个月"), as a window.

Pure: the window is relative to the turn's time and a UTC offset, so recall can prefer episodes
from then. English, Japanese and Chinese; the first expression found wins.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone

from .text import fold

DAY = 86_400.0


@dataclass(frozen=True)
class TimeWindow:
    """[start, end) in seconds since the epoch."""

    start: float
    end: float

    def contains(self, ts: float) -> bool:
        return self.start <= ts < self.end

    def distance(self, ts: float) -> float:
        """Seconds from `ts` to the window (0 inside it)."""
        return max(self.start - ts, ts - self.end, 0.0)


_EN_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a couple of": 2, "a few": 3, "few": 3,
}  # fmt: skip
_CJK_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "兩": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_JA_WEEKDAYS = "月火水木金土日"
_ZH_WEEKDAYS = "一二三四五六日"

_NUM = r"(\d{1,3}|[〇零一二两兩三四五六七八九十]{1,3})"
_EN_NUM = r"(\d{1,3}|a couple of|a few|few|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"


def number(text: str) -> int:
    """A count written in digits, English words or Chinese / Japanese numerals (up to 99)."""
    if text.isdigit():
        return int(text)
    if text in _EN_NUMBERS:
        return _EN_NUMBERS[text]
    if "十" in text:
        tens, _, ones = text.partition("十")
        return (_CJK_DIGITS.get(tens, 1) if tens else 1) * 10 + (_CJK_DIGITS.get(ones, 0) if ones else 0)
    return int("".join(str(_CJK_DIGITS[c]) for c in text))


class _Calendar:
    """Calendar arithmetic in the chat's offset from UTC."""

    def __init__(self, now: float, utc_offset_minutes: int) -> None:
        self.zone = timezone(timedelta(minutes=utc_offset_minutes)) if utc_offset_minutes else UTC
        self.now = datetime.fromtimestamp(now, self.zone)
        self.today = self.now.replace(hour=0, minute=0, second=0, microsecond=0)

    def days(self, first: int, count: int = 1) -> TimeWindow:
        """`count` days starting `first` days from today (negative: past)."""
        start = self.today + timedelta(days=first)
        return TimeWindow(start.timestamp(), (start + timedelta(days=count)).timestamp())

    def week(self, offset: int) -> TimeWindow:
        """The Monday-to-Sunday week `offset` weeks from this one."""
        return self.days(-self.today.weekday() + 7 * offset, 7)

    def weekend(self) -> TimeWindow:
        """The last Saturday and Sunday before this week."""
        return self.days(-self.today.weekday() - 2, 2)

    def weekday(self, index: int, previous_week: bool = False) -> TimeWindow:
        """The last such day before today, or that day of the previous week."""
        if previous_week:
            return self.days(-self.today.weekday() - 7 + index)
        back = (self.today.weekday() - index) % 7 or 7
        return self.days(-back)

    def month(self, month: int, year: int | None = None) -> TimeWindow:
        """A calendar month: of `year`, or the latest one not after this month."""
        if year is None:
            year = self.today.year if month <= self.today.month else self.today.year - 1
        start = self.today.replace(year=year, month=month, day=1)
        end = start.replace(year=year + month // 12, month=month % 12 + 1)
        return TimeWindow(start.timestamp(), end.timestamp())

    def month_offset(self, offset: int) -> TimeWindow:
        index = self.today.year * 12 + self.today.month - 1 + offset
        return self.month(index % 12 + 1, index // 12)

    def year(self, year: int) -> TimeWindow:
        start = self.today.replace(year=year, month=1, day=1)
        return TimeWindow(start.timestamp(), start.replace(year=year + 1).timestamp())

    def ago(self, count: int, unit: str) -> TimeWindow:
        """Around `count` units before now: that day, or a span as wide as the unit, centred there."""
        if unit == "day":
            return self.days(-count)
        width = {"week": 7.0, "month": 30.0, "year": 365.0}[unit] * DAY
        centre = self.now.timestamp() - count * width
        return TimeWindow(centre - width / 2, centre + width / 2)


Rule = tuple[re.Pattern[str], Callable[[re.Match[str], _Calendar], TimeWindow | None]]


def _year(text: str | None) -> int | None:
    return int(text) if text else None


def _in_year(year: int, calendar: _Calendar) -> TimeWindow | None:
    return calendar.year(year) if 1970 <= year <= calendar.today.year else None


_RULES: tuple[Rule, ...] = (
    # English
    (re.compile(r"\bday before yesterday\b"), lambda m, c: c.days(-2)),
    (re.compile(r"\b(?:yesterday|last night)\b"), lambda m, c: c.days(-1)),
    (re.compile(r"\b(?:today|this morning|this afternoon|this evening|tonight)\b"), lambda m, c: c.days(0)),
    (re.compile(rf"\b{_EN_NUM} (day|week|month|year)s? (?:ago|back)\b"), lambda m, c: c.ago(number(m[1]), m[2])),
    (re.compile(r"\blast weekend\b"), lambda m, c: c.weekend()),
    (re.compile(r"\b(?:last|past) week\b"), lambda m, c: c.week(-1)),
    (re.compile(r"\bthis week\b"), lambda m, c: c.week(0)),
    (re.compile(r"\blast month\b"), lambda m, c: c.month_offset(-1)),
    (re.compile(r"\bthis month\b"), lambda m, c: c.month_offset(0)),
    (re.compile(r"\blast year\b"), lambda m, c: c.year(c.today.year - 1)),
    (re.compile(r"\bthis year\b"), lambda m, c: c.year(c.today.year)),
    (
        re.compile(rf"\b(last |on |this past )?({'|'.join(_WEEKDAYS)})\b"),
        lambda m, c: c.weekday(_WEEKDAYS.index(m[2])),
    ),
    (
        re.compile(rf"\b(in |during |since |early |late |last )?({'|'.join(_MONTHS)})(?:,? (\d{{4}}))?\b"),
        lambda m, c: _english_month(m, c),
    ),
    (re.compile(r"\bin (\d{4})\b"), lambda m, c: _in_year(int(m[1]), c)),
    # Japanese
    (re.compile(r"一昨日|おととい"), lambda m, c: c.days(-2)),
    (re.compile(r"昨日|きのう|昨夜|昨晩|ゆうべ"), lambda m, c: c.days(-1)),
    (re.compile(r"今日|きょう|今朝|今夜|今晩"), lambda m, c: c.days(0)),
    (re.compile(rf"{_NUM}日前"), lambda m, c: c.ago(number(m[1]), "day")),
    (re.compile(rf"{_NUM}週間前"), lambda m, c: c.ago(number(m[1]), "week")),
    (re.compile(rf"{_NUM}[かヶケカ箇]月前"), lambda m, c: c.ago(number(m[1]), "month")),
    (re.compile(r"先週末"), lambda m, c: c.weekend()),
    (re.compile(rf"先週の?([{_JA_WEEKDAYS}])曜"), lambda m, c: c.weekday(_JA_WEEKDAYS.index(m[1]), previous_week=True)),
    (re.compile(r"先週"), lambda m, c: c.week(-1)),
    (re.compile(r"今週"), lambda m, c: c.week(0)),
    (re.compile(r"先月"), lambda m, c: c.month_offset(-1)),
    (re.compile(r"今月"), lambda m, c: c.month_offset(0)),
    (re.compile(r"去年|昨年"), lambda m, c: c.year(c.today.year - 1)),
    (re.compile(rf"([{_JA_WEEKDAYS}])曜"), lambda m, c: c.weekday(_JA_WEEKDAYS.index(m[1]))),
    # Chinese
    (re.compile(r"前天"), lambda m, c: c.days(-2)),
    (re.compile(r"昨天|昨晚"), lambda m, c: c.days(-1)),
    (re.compile(r"今天|今早|今晚"), lambda m, c: c.days(0)),
    (re.compile(rf"{_NUM}天(?:以)?前"), lambda m, c: c.ago(number(m[1]), "day")),
    (re.compile(rf"{_NUM}个?(?:星期|礼拜|禮拜|周|週)(?:以)?前"), lambda m, c: c.ago(number(m[1]), "week")),
    (re.compile(rf"{_NUM}个?月(?:以)?前"), lambda m, c: c.ago(number(m[1]), "month")),
    (re.compile(rf"{_NUM}年(?:以)?前"), lambda m, c: c.ago(number(m[1]), "year")),
    (re.compile(r"上个?(?:周|週|星期|礼拜|禮拜)末"), lambda m, c: c.weekend()),
    (
        re.compile(rf"上个?(?:周|週|星期|礼拜|禮拜)([{_ZH_WEEKDAYS}天])"),
        lambda m, c: c.weekday(_zh_weekday(m[1]), previous_week=True),
    ),
    (re.compile(r"上个?(?:周|週|星期|礼拜|禮拜)"), lambda m, c: c.week(-1)),
    (re.compile(r"(?:这|這|本)个?(?:周|週|星期|礼拜|禮拜)"), lambda m, c: c.week(0)),
    (re.compile(r"上个?月"), lambda m, c: c.month_offset(-1)),
    (re.compile(r"(?:这|這|本)个?月"), lambda m, c: c.month_offset(0)),
    (
        re.compile(rf"(?:星期|礼拜|禮拜|周|週)([{_ZH_WEEKDAYS}天])"),
        lambda m, c: c.weekday(_ZH_WEEKDAYS.index(m[1].replace("天", "日"))),
    ),
    # Japanese and Chinese alike: a year, a month of the year
    (re.compile(r"(\d{4})年(?:的)?" + _NUM + r"月"), lambda m, c: _month(number(m[2]), c, int(m[1]))),
    (re.compile(_NUM + r"月(?!前)"), lambda m, c: _month(number(m[1]), c, None)),
    (re.compile(r"(\d{4})年"), lambda m, c: _in_year(int(m[1]), c)),
    (re.compile(r"今年"), lambda m, c: c.year(c.today.year)),
)


def _zh_weekday(char: str) -> int:
    return _ZH_WEEKDAYS.index("日" if char == "天" else char)


def _english_month(match: re.Match[str], calendar: _Calendar) -> TimeWindow | None:
    """ "may" is a month only after "in" or before a year: "may I ask" names no time."""
    if match[2] == "may" and not (match[1] or match[3]):
        return None
    return calendar.month(_MONTHS.index(match[2]) + 1, _year(match[3]))


def _month(month: int, calendar: _Calendar, year: int | None) -> TimeWindow | None:
    return calendar.month(month, year) if 1 <= month <= 12 else None


def time_window(text: str, now: float, utc_offset_minutes: int = 0) -> TimeWindow | None:
    """The span of time the text refers to, relative to `now`; None when it names no time."""
    folded = fold(text)
    calendar = _Calendar(now, utc_offset_minutes)
    found: tuple[int, TimeWindow] | None = None
    for pattern, window_of in _RULES:
        match = pattern.search(folded)
        if match is None:
            continue
        window = window_of(match, calendar)
        if window is not None and (found is None or match.start() < found[0]):
            found = (match.start(), window)
    return found[1] if found else None
