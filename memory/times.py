"""Dates in and out: ISO-8601 text from users and files to timestamps, and back.

Memory holds times from 1970 up to (not including) the year 3000. Before 1970 is a mistake (a
negative time sorts before every memory); from 3000 on no chat's clock reaches, and below it every
date calculation memory makes (a time zone, "next year", "999 weeks ago") stays far inside what
Python's dates hold (year 9999), where 1e20 or infinity break them. Every entry checks a time with
`checked_time`; a time already stored out of range (an older version, a hand-edited file) reads as
`UNKNOWN_TIME` through `stored_time`, ranks as the oldest and is shown as unknown.
"""

from __future__ import annotations

import math
from datetime import UTC, datetime
from typing import TypeGuard

EARLIEST = 0.0  # 1970-01-01T00:00:00Z
LATEST = 32_503_680_000.0  # 3000-01-01T00:00:00Z, the first time refused
UNKNOWN_TIME = EARLIEST  # what a stored time out of range reads as
RANGE = "a time from 1970 to 2999"


def is_valid_time(value: object) -> TypeGuard[float]:
    """Whether `value` is a timestamp memory can hold: a finite number in the range."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return (isinstance(value, int) or math.isfinite(value)) and EARLIEST <= value < LATEST  # 10**400 is no float


def checked_time(value: object) -> float:
    """The timestamp, if memory can hold it; ValueError otherwise (infinity, NaN, 1e20, before 1970, not a number)."""
    if not is_valid_time(value):
        raise ValueError(f"not {RANGE}")
    return float(value)


def stored_time(value: object) -> float:
    """A time as read from storage: as stored when valid, else `UNKNOWN_TIME`, so no bad row breaks a reader."""
    return float(value) if is_valid_time(value) else UNKNOWN_TIME


def is_known(ts: float) -> bool:
    """Whether a time is worth showing: valid and not the unknown time."""
    return is_valid_time(ts) and ts != UNKNOWN_TIME


def parse_time(value: str) -> float:
    """An ISO-8601 date or date-time (UTC when no zone) as a timestamp; ValueError otherwise."""
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
        if parsed.tzinfo is None:
            parsed = parsed.replace(tzinfo=UTC)
        ts = parsed.timestamp()
    except (ValueError, OverflowError):  # 0001-01-01T00:00+14:00 is before year 1 in UTC
        raise ValueError("not an ISO-8601 date such as 2026-05-01") from None
    return checked_time(ts)


def iso(ts: float) -> str:
    """A timestamp as an ISO-8601 UTC date-time to the second (an invalid one as the unknown time)."""
    return datetime.fromtimestamp(stored_time(ts), UTC).isoformat(timespec="seconds")
