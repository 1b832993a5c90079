"""Export and import formats: profiles and episodes of one scope as JSON."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..memory.errors import ImportFileError, first_problem
from ..memory.identity import SenderId
from ..memory.models import Episode, EpisodeStatus, Profile
from ..memory.times import checked_time, iso, parse_time
from ..memory.writes import Draft, ExportedState

if TYPE_CHECKING:  # the service's return type; commands never use storage
    from ..storage.audit import AuditEntry

EPISODES_FORMAT = "ltm-episodes"
PROFILES_FORMAT = "ltm-profiles"
AUDIT_FORMAT = "ltm-audit"
MAX_IMPORT_BYTES = 5_000_000
MAX_IMPORT_ITEMS = 20_000


def export_episodes(scope: str, episodes: list[Episode]) -> str:
    """Every episode of the scope; links name only episodes in the export (never a deleted one)."""
    exported = {e.episode_id for e in episodes}
    items = [
        {
            "id": e.episode_id,
            "content": e.content,
            "sender_id": e.sender_id,
            "sender_name": e.sender_name,
            "created_at": iso(e.created_at),
            "importance": e.importance,
            "tags": e.tags,
            "source": e.source,
            "status": e.status,
            "supersedes": [i for i in e.supersedes if i in exported],
            "superseded_by": e.superseded_by if e.superseded_by in exported else "",
            "last_recalled_at": iso(e.last_accessed_at),
            "context": e.context,
        }
        for e in episodes
    ]
    return json.dumps({"format": EPISODES_FORMAT, "version": 2, "scope": scope, "episodes": items}, ensure_ascii=False, indent=1)


def export_profiles(session_key: str, profiles: dict[str, Profile]) -> str:
    session = profiles.get("", Profile())
    speakers = {owner: p.model_dump() for owner, p in sorted(profiles.items()) if owner}
    payload = {
        "format": PROFILES_FORMAT,
        "version": 1,
        "session": session_key,
        "session_profile": session.model_dump(),
        "speakers": speakers,
    }
    return json.dumps(payload, ensure_ascii=False, indent=1)


def export_audit(session_key: str, entries: list[AuditEntry]) -> str:
    """A chat's audit, oldest first: who changed what, with ids and counts (the audit never holds what was forgotten)."""
    items = [{**entry.model_dump(), "at": iso(entry.at)} for entry in entries]
    return json.dumps(
        {"format": AUDIT_FORMAT, "version": 1, "session": session_key, "entries": items}, ensure_ascii=False, indent=1
    )


class ImportItem(BaseModel):
    model_config = ConfigDict(extra="ignore")

    content: str = Field(min_length=1, max_length=20_000)
    importance: int = Field(default=2, ge=1, le=5)
    tags: list[str] = Field(default_factory=list, max_length=20)
    created_at: float | None = None  # ISO-8601 text or epoch seconds
    sender_id: SenderId | None = Field(default=None, max_length=200)
    sender_name: str | None = Field(default=None, max_length=200)
    context: str = Field(default="", max_length=20_000)
    id: str = Field(default="", max_length=100)
    status: EpisodeStatus | None = None  # present in exports: the episode is imported as it was
    supersedes: list[str] = Field(default_factory=list, max_length=100)
    superseded_by: str = Field(default="", max_length=100)
    last_recalled_at: float | None = None

    @field_validator("created_at", "last_recalled_at", mode="before")
    @classmethod
    def _timestamp(cls, value: object) -> float | None:
        """A time memory can hold, or ValueError: never infinity, NaN, 1e20, true or a number too large for a float."""
        if value is None:
            return None
        return parse_time(value) if isinstance(value, str) else checked_time(value)

    def to_draft(self) -> Draft:
        return Draft(
            self.content,
            importance=self.importance,
            tags=tuple(self.tags),
            source="import",
            created_at=self.created_at,
            sender_id=self.sender_id,
            sender_name=self.sender_name,
            context=self.context,
            exported=None
            if self.status is None
            else ExportedState(
                self.id,
                self.status,
                tuple(self.supersedes),
                self.superseded_by,
                self.last_recalled_at,
            ),
        )


def parse_import(data: bytes) -> tuple[list[tuple[int, Draft]], list[tuple[int, str]]]:
    """(item number, draft) for the valid items, and (item number, reason line) for each invalid one."""
    if len(data) > MAX_IMPORT_BYTES:
        raise ImportFileError(f"file too large: at most {MAX_IMPORT_BYTES // 1_000_000} MB")
    try:
        document: Any = json.loads(data.decode("utf-8-sig"))  # a byte-order mark is not part of the JSON
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise ImportFileError("the file is not valid JSON") from None
    except RecursionError:
        raise ImportFileError("the file nests JSON too deeply") from None
    items = document.get("episodes") if isinstance(document, dict) else document
    if not isinstance(items, list):
        raise ImportFileError('expected a JSON list of episodes or an object with an "episodes" list')
    if len(items) > MAX_IMPORT_ITEMS:
        raise ImportFileError(f"too many episodes: at most {MAX_IMPORT_ITEMS} per import")
    drafts: list[tuple[int, Draft]] = []
    problems: list[tuple[int, str]] = []
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict):
            problems.append((number, f"item {number}: not an object"))
            continue
        try:
            drafts.append((number, ImportItem.model_validate(item).to_draft()))
        except ValidationError as exc:
            where, _ = first_problem(exc)
            problems.append((number, f"item {number}: invalid {where or 'item'}"))
    return drafts, problems
