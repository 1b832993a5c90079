"""Time expressions in English, Japanese and Chinese, relative to a fixed now (Wednesday 25 November 2026)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from longtermmemory.memory.time_expressions import TimeWindow, number, time_window

NOW = datetime(2026, 11, 25, 15, 0, tzinfo=UTC)


def day(month: int, d: int, year: int = 2026) -> float:
    return datetime(year, month, d, tzinfo=UTC).timestamp()


def days(month: int, d: int, count: int = 1, year: int = 2026) -> TimeWindow:
    return TimeWindow(day(month, d, year), day(month, d, year) + count * 86_400)


def month(m: int, year: int = 2026) -> TimeWindow:
    return TimeWindow(day(m, 1, year), datetime(year + m // 12, m % 12 + 1, 1, tzinfo=UTC).timestamp())


def year(y: int) -> TimeWindow:
    return TimeWindow(day(1, 1, y), day(1, 1, y + 1))


def around(delta: timedelta, width_days: float) -> TimeWindow:
    centre = (NOW - delta).timestamp()
    return TimeWindow(centre - width_days * 43_200, centre + width_days * 43_200)


CASES = [
    # English
    ("what did I do yesterday?", days(11, 24)),
    ("and the day before yesterday", days(11, 23)),
    ("did we talk last night", days(11, 24)),
    ("anything today", days(11, 25)),
    ("what happened last week", days(11, 16, 7)),
    ("plans this week", days(11, 23, 7)),
    ("where did Ann go last weekend", days(11, 21, 2)),
    ("what did I say 3 days ago", days(11, 22)),
    ("two weeks ago we met", around(timedelta(weeks=2), 7)),
    ("a couple of months ago", around(timedelta(days=60), 30)),
    ("what did we do in May", month(5)),
    ("in December", month(12, 2025)),
    ("the trip in May 2024", month(5, 2024)),
    ("what did you say last month", month(10)),
    ("last year's holiday", year(2025)),
    ("back in 2023", year(2023)),
    ("what did Ben say on Monday", days(11, 23)),
    ("last Friday", days(11, 20)),
    # Japanese
    ("昨日何をしましたか？", days(11, 24)),
    ("一昨日の話", days(11, 23)),
    ("先週どこに行った？", days(11, 16, 7)),
    ("今週の予定", days(11, 23, 7)),
    ("先月の旅行", month(10)),
    ("三日前に言ったこと", days(11, 22)),
    ("2週間前", around(timedelta(weeks=2), 7)),
    ("5月に何をした", month(5)),
    ("去年の夏", year(2025)),
    ("先週の金曜日に", days(11, 20)),
    ("先週末は何をした", days(11, 21, 2)),
    ("月曜日に会った", days(11, 23)),
    # Chinese
    ("昨天我说了什么", days(11, 24)),
    ("前天", days(11, 23)),
    ("上个月去了哪里", month(10)),
    ("上周的会议", days(11, 16, 7)),
    ("这个星期", days(11, 23, 7)),
    ("三天前", days(11, 22)),
    ("两个星期前", around(timedelta(weeks=2), 7)),
    ("三个月前", around(timedelta(days=90), 30)),
    ("去年", year(2025)),
    ("五月份我们做了什么", month(5)),
    ("十二月", month(12, 2025)),
    ("2024年5月", month(5, 2024)),
    ("上周五吃了什么", days(11, 20)),
    ("星期一", days(11, 23)),
    ("上周末", days(11, 21, 2)),
]


@pytest.mark.parametrize(("text", "expected"), CASES, ids=[text for text, _ in CASES])
def test_an_expression_becomes_its_window(text: str, expected: TimeWindow) -> None:
    assert time_window(text, NOW.timestamp()) == expected


@pytest.mark.parametrize(
    "text",
    ["may I ask what you like?", "what is Ann's sister called", "ボブの妹の名前は何？", "我妹妹叫什么名字", "I work Mondays", ""],
)
def test_text_without_a_time_has_no_window(text: str) -> None:
    assert time_window(text, NOW.timestamp()) is None


def test_the_chats_offset_from_utc_sets_where_days_begin() -> None:
    late = datetime(2026, 11, 25, 23, 30, tzinfo=UTC).timestamp()  # 08:30 on the 26th in Tokyo
    tokyo = time_window("昨日", late, utc_offset_minutes=9 * 60)
    assert tokyo == TimeWindow(
        datetime(2026, 11, 24, 15, tzinfo=UTC).timestamp(), datetime(2026, 11, 25, 15, tzinfo=UTC).timestamp()
    )


def test_the_earliest_expression_wins() -> None:
    assert time_window("yesterday, not last year", NOW.timestamp()) == days(11, 24)


def test_numbers_in_words_and_numerals() -> None:
    assert [number(n) for n in ("3", "three", "a", "a few", "三", "十", "十二", "二十", "两")] == [3, 3, 1, 3, 3, 10, 12, 20, 2]


def test_distance_to_a_window() -> None:
    window = TimeWindow(100.0, 200.0)
    assert (window.contains(150.0), window.distance(150.0), window.distance(50.0), window.distance(260.0)) == (
        True,
        0.0,
        50.0,
        60.0,
    )
