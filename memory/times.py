"""Dates in and out: ISO-8601 text from users and files to timestamps, and back."""

from __future__ import annotations

from datetime import UTC, datetime


def parse_time(value: str) -> float:
    """An ISO-8601 date or date-time (UTC when no zone) as a timestamp; ValueError otherwise."""
    parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    if parsed.tzinfo is None:
        parsed = parsed.replace(tzinfo=UTC)
    return parsed.timestamp()


def iso(ts: float) -> str:
    """A timestamp as an ISO-8601 UTC date-time to the second."""
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")
