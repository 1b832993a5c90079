"""What a write is asked to store (a draft), and what became of it (an outcome)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from .models import Episode, EpisodeSource, EpisodeStatus
from .secrets import find_secret

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
    exported: ExportedState | None = None  # an import of an export keeps what the export says
    held_for_review: bool = False  # stored pending: recalled, and retiring what it updates, only once accepted


@dataclass(frozen=True)
class ExportedState:
    """What an exported episode was: its id in the export, status, supersede links and last recall.

    An import that carries it is stored as it was (never decided an update), and its links are
    mapped to the new ids once the whole file is in.
    """

    episode_id: str = ""
    status: EpisodeStatus = "active"
    supersedes: tuple[str, ...] = ()
    superseded_by: str = ""
    last_accessed_at: float | None = None


@dataclass
class WriteOutcome:
    """What became of one draft: stored (with what it superseded), or skipped and why."""

    episode: Episode | None = None
    skipped: SkipReason | None = None
    secret_kind: str = ""
    duplicate_of: str = ""
    superseded: list[str] = field(default_factory=list)
    kept: list[Episode] = field(default_factory=list)  # other members' statements it would update, kept beside it

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


def exported_links(drafts: Sequence[Draft], outcomes: Sequence[WriteOutcome]) -> list[tuple[str, list[str], str]]:
    """The supersede links of newly stored exported episodes, in the ids they got here."""
    new_ids = {
        d.exported.episode_id: o.episode.episode_id if o.episode else o.duplicate_of
        for d, o in zip(drafts, outcomes, strict=True)
        if d.exported is not None and d.exported.episode_id and (o.episode or o.duplicate_of)
    }
    links = []
    for draft, outcome in zip(drafts, outcomes, strict=True):
        if draft.exported is None or outcome.episode is None:
            continue
        supersedes = [new_ids[i] for i in draft.exported.supersedes if i in new_ids]
        superseded_by = new_ids.get(draft.exported.superseded_by, "")
        if supersedes or superseded_by:
            links.append((outcome.episode.episode_id, supersedes, superseded_by))
    return links


def draft_secret(draft: Draft) -> str | None:
    """The kind of secret in anything of a draft that would be stored and shown, and where; None when clean.

    The context is not here: it is never shown, and a context with a secret is dropped, not the draft.
    """
    kind = find_secret(draft.content)
    if kind:
        return kind
    for where, texts in (("a tag", draft.tags), ("the sender", (draft.sender_name or "", draft.sender_id or ""))):
        for text in texts:
            kind = find_secret(text)
            if kind:
                return f"{kind}, in {where}"
    return None
