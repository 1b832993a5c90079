"""What a write is asked to store (a draft), and what became of it (an outcome)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from .models import Episode, EpisodeSource

SkipReason = Literal["secret", "empty", "duplicate"]


@dataclass(frozen=True)
class Draft:
    """Something to remember, before the write pipeline."""

    content: str
    importance: int = 2
    tags: tuple[str, ...] = ()
    source: EpisodeSource = "agent"
    created_at: float | None = None
    sender_id: str | None = None  # None: the speaker of the turn
    sender_name: str | None = None
    context: str = ""  # the conversation line it came from: searched, never shown in prompts


@dataclass
class WriteOutcome:
    """What became of one draft: stored (with what it superseded), or skipped and why."""

    episode: Episode | None = None
    skipped: SkipReason | None = None
    secret_kind: str = ""
    duplicate_of: str = ""
    superseded: list[str] = field(default_factory=list)

    @property
    def stored(self) -> bool:
        return self.episode is not None

    @property
    def reason(self) -> str:
        """Why the draft was not stored, in a few words ('' when it was)."""
        if self.skipped == "secret":
            return f"looked like a secret ({self.secret_kind})"
        if self.skipped == "duplicate":
            return f"duplicate of {self.duplicate_of}"
        return "empty" if self.skipped == "empty" else ""
