"""Which episodes of a scope a listing, search or bulk delete is about."""

from __future__ import annotations

from dataclasses import dataclass

from .models import EpisodeSource, EpisodeStatus


@dataclass(frozen=True)
class EpisodeFilter:
    """Every field left None matches everything; the default selects the active episodes."""

    statuses: tuple[EpisodeStatus, ...] = ("active",)
    sender_id: str | None = None
    sender_name: str | None = None
    tag: str | None = None
    created_after: float | None = None
    created_before: float | None = None
    importance_min: int | None = None
    source: EpisodeSource | None = None
    session_name: str | None = None  # the chat it was written in (a pool holds many)


ACTIVE_ONLY = EpisodeFilter()
