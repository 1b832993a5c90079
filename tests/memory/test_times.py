"""ISO-8601 in and out."""

import pytest

from longtermmemory.memory.render import age_label
from longtermmemory.memory.time_expressions import time_window
from longtermmemory.memory.times import EARLIEST, LATEST, UNKNOWN_TIME, checked_time, is_known, iso, parse_time, stored_time


def test_dates_and_zones() -> None:
    assert parse_time("2026-05-01") == parse_time("2026-05-01T00:00:00Z") == 1_777_593_600.0
    assert parse_time(" 2026-05-01T02:00:00+02:00 ") == 1_777_593_600.0
    assert iso(1_777_593_600.0) == "2026-05-01T00:00:00+00:00"
    assert parse_time(iso(1_777_600_000.0)) == 1_777_600_000.0


@pytest.mark.parametrize("text", ["", "yesterday", "2026-13-01", "05/01/2026"])
def test_anything_else_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        parse_time(text)


# ---- the range memory holds: 1970 up to the year 3000 ---------------------------------------------

BAD_TIMES = [float("inf"), float("-inf"), float("nan"), 1e20, 1e300, 10**400, -1, -1e-9, 32_503_680_000, True, "soon", None]


@pytest.mark.parametrize("value", BAD_TIMES, ids=repr)
def test_checked_time_refuses_what_memory_cannot_hold(value: object) -> None:
    with pytest.raises(ValueError, match="not a time from 1970 to 2999"):
        checked_time(value)


def test_the_range_ends_include_1970_and_exclude_3000() -> None:
    assert checked_time(0) == 0.0 and checked_time(LATEST - 1) == LATEST - 1
    assert parse_time("2999-12-31T23:59:59Z") == LATEST - 1
    for text in ("3000-01-01", "9999-12-31T23:59:59-14:00", "1969-12-31T23:59:59Z", "0001-01-01T00:00:00+14:00"):
        with pytest.raises(ValueError):
            parse_time(text)


@pytest.mark.parametrize("value", BAD_TIMES, ids=repr)
def test_a_stored_time_out_of_range_reads_as_unknown(value: object) -> None:
    assert stored_time(value) == UNKNOWN_TIME and not is_known(stored_time(value))
    assert iso(value) == "1970-01-01T00:00:00+00:00"  # type: ignore[arg-type]  # what an export writes: imported back as unknown


def test_valid_times_read_as_stored() -> None:
    assert stored_time(1_777_593_600) == 1_777_593_600.0 and is_known(1_777_593_600.0)
    assert not is_known(UNKNOWN_TIME)


def test_every_bound_in_range_survives_the_date_arithmetic_memory_does() -> None:
    """The year 3000 and 1970 are far inside Python's dates: a zone, a window of a year, 999 units ago all work."""
    for now in (EARLIEST, LATEST - 1):
        for question in ("what happened last year?", "999 weeks ago", "999 years ago", "next week", "in December"):
            for offset in (-12 * 60, 14 * 60):
                time_window(question, now, offset)
        assert age_label(now, LATEST - 1) and age_label(EARLIEST, now)
