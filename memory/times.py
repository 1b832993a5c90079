"""Dates in and out: ISO-8601 text from users and files to timestamps, and back."""

from __future__ import annotations

from datetime import UTC, datetime


def parse_time(value: str) -> float:
    """An ISO-8601 date or date-time (UTC when no zone) as a timestamp; ValueError otherwise."""
    parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return checked_time(parsed.timestamp())


def checked_time(ts: float) -> float:
    """A timestamp memory can hold: not before 1970 (a negative time is a mistake, and sorts before every memory)."""
    if ts < 0:
        raise ValueError("times before 1970 are not accepted")
    return ts


def iso(ts: float) -> str:
    """A timestamp as an ISO-8601 UTC date-time to the second."""
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")
