"""ISO-8601 in and out."""

import pytest

from longtermmemory.memory.times import iso, parse_time


def test_dates_and_zones() -> None:
    assert parse_time("2026-05-01") == parse_time("2026-05-01T00:00:00Z") == 1_777_593_600.0
    assert parse_time(" 2026-05-01T02:00:00+02:00 ") == 1_777_593_600.0
    assert iso(1_777_593_600.0) == "2026-05-01T00:00:00+00:00"
    assert parse_time(iso(1_777_600_000.0)) == 1_777_600_000.0


@pytest.mark.parametrize("text", ["", "yesterday", "2026-13-01", "05/01/2026"])
def test_anything_else_is_a_value_error(text: str) -> None:
    with pytest.raises(ValueError):
        parse_time(text)
