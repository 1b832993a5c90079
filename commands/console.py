"""The Memory Console's API: one implementation behind LangBot's Page component and `main.py console`.

The console is for a bot's operators (in LangBot, the workspace's owners, admins and developers;
standalone, whoever holds the token). No caller identity reaches it, so every call names the bot
and chat it is about, and acts in that chat as its admin and the bot's owner would: through the
same `MemoryService` rules as `!memory`, audited under the name "Memory Console".
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..memory.consolidation import DEFAULT_AGE_DAYS, MIN_ORIGINALS, structured_summary
from ..memory.episode_filter import EpisodeFilter
from ..memory.errors import LTMError, first_problem
from ..memory.identity import Identity, parse_session_name, safe_id
from ..memory.models import EPISODE_STATUSES, Episode, EpisodeStatus, Profile
from ..memory.times import iso
from ..runtime.api import Page, PageReply
from ..runtime.logs import log_failure
from ..service.memory_service import MemoryService
from .transfer import export_audit, export_episodes, export_profiles

log = logging.getLogger("ltm.console")

CONSOLE_NAME = "Memory Console"  # who the audit says acted
PER_PAGE = 20
SEARCH_RESULTS = 50
StatusChoice = Literal[EpisodeStatus, "all"]  # the model's statuses: one list, so a new status reaches the console too


class ChatRef(BaseModel):
    """Which chat a call is about: the bot's id ('' for a host with one bot) and `group_<id>` or `person_<id>`."""

    model_config = ConfigDict(extra="ignore")

    bot_id: str = Field(default="", max_length=200)
    chat: str = Field(min_length=3, max_length=300)

    @field_validator("chat")
    @classmethod
    def _chat_name(cls, value: str) -> str:
        parse_session_name(value)  # ValueError: "session must look like group_<id> or person_<id>"
        return value

    def operator(self) -> Identity:
        launcher_type, launcher_id = parse_session_name(self.chat)
        return Identity(launcher_type, launcher_id, self.bot_id, "", CONSOLE_NAME, is_admin=True, is_owner=True)


class EpisodeQuery(ChatRef):
    status: StatusChoice = "active"
    query: str = Field(default="", max_length=2000)
    speaker: str = Field(default="", max_length=200)
    tag: str = Field(default="", max_length=200)
    page: int = Field(default=1, ge=1, le=1_000_000)

    def where(self) -> EpisodeFilter:
        statuses: tuple[EpisodeStatus, ...] = EPISODE_STATUSES if self.status == "all" else (self.status,)
        return EpisodeFilter(statuses=statuses, sender_id=safe_id(self.speaker) if self.speaker else None, tag=self.tag or None)


class EpisodeRef(ChatRef):
    id: str = Field(min_length=1, max_length=100)


class ConsolidationRequest(ChatRef):
    days: float = Field(default=DEFAULT_AGE_DAYS, gt=0, le=36_500)
    run: bool = False  # False: a preview that changes nothing


class AuditQuery(ChatRef):
    page: int = Field(default=1, ge=1, le=1_000_000)


class ExportQuery(ChatRef):
    kind: Literal["profiles", "episodes"] = "episodes"
    status: StatusChoice = "all"


def episode_json(episode: Episode) -> dict[str, Any]:
    return {
        "id": episode.episode_id,
        "content": episode.content,
        "chat": episode.session_name,
        "speaker_id": episode.sender_id,
        "speaker_name": episode.sender_name,
        "created_at": iso(episode.created_at),
        "last_recalled_at": iso(episode.last_accessed_at),
        "importance": episode.importance,
        "tags": episode.tags,
        "source": episode.source,
        "status": episode.status,
        "supersedes": episode.supersedes,
        "superseded_by": episode.superseded_by,
    }


def profile_json(profile: Profile) -> dict[str, Any]:
    return profile.model_dump(include={"name", "traits", "preferences", "notes", "updated_at"})


Handler = Callable[[Any], Awaitable[Any]]


class MemoryConsole(Page):
    """The console's endpoints over one `MemoryService`; bad input and refusals come back as one-line errors."""

    name = "memory-console"

    def __init__(self, memory: MemoryService) -> None:
        self.memory = memory
        self.endpoints: dict[str, Handler] = {
            "/overview": self.overview,
            "/episodes": self.episodes,
            "/episode": self.episode,
            "/archive": self.archive,
            "/restore": self.restore,
            "/delete": self.delete,
            "/accept": self.accept,
            "/consolidate": self.consolidate,
            "/consolidate/undo": self.undo_consolidation,
            "/reject": self.reject,
            "/profiles": self.profiles,
            "/audit": self.audit,
            "/audit/export": self.audit_export,
            "/export": self.export,
            "/health": self.health,
            "/injection": self.injection,
        }

    async def handle(self, endpoint: str, body: Any) -> PageReply:
        handler = self.endpoints.get(endpoint)
        if handler is None:
            return PageReply(error=f"unknown endpoint {endpoint[:60]!r}")
        try:
            return PageReply(data=await handler({} if body is None else body))
        except ValidationError as exc:
            where, what = first_problem(exc)
            return PageReply(error=f"invalid request: {where or 'body'}: {what}")
        except LTMError as exc:
            return PageReply(error=exc.reply())
        except Exception as exc:  # a page shows one line whatever failed; the traceback is logged at DEBUG
            log_failure(log, f"the console's {endpoint}", exc)
            return PageReply(error=f"error: that failed ({type(exc).__name__}); LTM_LOG_LEVEL=DEBUG logs why")

    async def overview(self, body: Any) -> dict[str, Any]:
        config = self.memory.config
        chats = []
        for chat in await self.memory.chats():
            last = self.memory.last_injection_at(ChatRef(bot_id=chat.bot_id, chat=chat.chat).operator())
            chats.append(
                {
                    "bot_id": chat.bot_id,
                    "chat": chat.chat,
                    "scope": chat.scope,
                    "episodes": {status: chat.episodes.get(status, 0) for status in EPISODE_STATUSES},
                    "has_profiles": chat.has_profiles,
                    "last_injection_at": iso(last) if last is not None else None,
                }
            )
        return {
            "isolation": config.isolation,
            "embedding_model": config.embedding_model,
            "operator": "the chat's admin and the bot's owner; every change is audited as " + CONSOLE_NAME,
            "chats": chats,
        }

    async def episodes(self, body: Any) -> dict[str, Any]:
        request = EpisodeQuery.model_validate(body)
        identity = request.operator()
        where = request.where()
        if request.query.strip():
            found = await self.memory.recall(identity, request.query, SEARCH_RESULTS, self._now(), where=where, touch=False)
            return {
                "total": len(found),
                "page": 1,
                "pages": 1,
                "episodes": [{**episode_json(s.episode), "score": round(s.score, 3)} for s in found],
            }
        episodes, total = await self.memory.page(identity, where, request.page, PER_PAGE)
        return {
            "total": total,
            "page": request.page,
            "pages": max(1, -(-total // PER_PAGE)),
            "episodes": [episode_json(e) for e in episodes],
        }

    async def episode(self, body: Any) -> dict[str, Any]:
        request = EpisodeRef.model_validate(body)
        episode = await self.memory.get_with_chain(request.operator(), request.id)
        if episode is None:
            return {"episode": None}
        return {"episode": episode_json(episode)}

    async def archive(self, body: Any) -> dict[str, Any]:
        request = EpisodeRef.model_validate(body)
        episode = await self.memory.set_status(request.operator(), request.id, "archived", self._now())
        return {"episode": episode_json(episode), "message": f"Archived {episode.episode_id}."}

    async def restore(self, body: Any) -> dict[str, Any]:
        request = EpisodeRef.model_validate(body)
        episode = await self.memory.set_status(request.operator(), request.id, "active", self._now())
        return {"episode": episode_json(episode), "message": f"Restored {episode.episode_id}."}

    async def accept(self, body: Any) -> dict[str, Any]:
        """A memory the model extracted, waiting for review, goes into recall (`!memory review accept`)."""
        request = EpisodeRef.model_validate(body)
        episode = await self.memory.review(request.operator(), request.id, True, self._now())
        return {"episode": episode_json(episode), "message": f"Accepted {episode.episode_id}."}

    async def reject(self, body: Any) -> dict[str, Any]:
        """A memory waiting for review stays out of recall (`!memory review reject`)."""
        request = EpisodeRef.model_validate(body)
        episode = await self.memory.review(request.operator(), request.id, False, self._now())
        return {"episode": episode_json(episode), "message": f"Rejected {episode.episode_id}."}

    async def consolidate(self, body: Any) -> dict[str, Any]:
        """Preview (`run` false) or run a consolidation, as `!memory consolidate [--days N] [--yes]` does."""
        request = ConsolidationRequest.model_validate(body)
        operator, now = request.operator(), self._now()
        self.memory.require_bulk(operator, "consolidate memory")
        if request.run:
            summary, retired, by_model = await self.memory.consolidate(operator, now, request.days)
            how = "the model's summary, checked against them" if by_model else "a structured summary"
            message = f"Consolidated {len(retired)} episode(s) into {summary.episode_id} ({how})."
            return {"summary": episode_json(summary), "retired": retired, "message": message}
        originals = await self.memory.consolidation_candidates(operator, request.days, now)
        if len(originals) < MIN_ORIGINALS:
            return {"candidates": [], "summary": "", "message": f"Nothing to consolidate older than {request.days:g} days."}
        summary_text = structured_summary(originals, self.memory.config.utc_offset_hours)
        return {"candidates": [episode_json(e) for e in originals], "summary": summary_text, "message": ""}

    async def undo_consolidation(self, body: Any) -> dict[str, Any]:
        """Archive a consolidation's summary: the episodes it retired are back in recall."""
        request = EpisodeRef.model_validate(body)
        back = await self.memory.undo_consolidation(request.operator(), request.id, self._now())
        return {"restored": back, "message": f"Undid {request.id}: {len(back)} episode(s) are back in recall."}

    async def delete(self, body: Any) -> dict[str, Any]:
        request = EpisodeRef.model_validate(body)
        await self.memory.forget(request.operator(), request.id, self._now())
        return {"message": f"Deleted {request.id}."}

    async def profiles(self, body: Any) -> dict[str, Any]:
        identity = ChatRef.model_validate(body).operator()
        profiles = await self.memory.chat_profiles(identity)
        history = await self.memory.profile_history(identity)
        return {
            "profiles": [{"owner": owner, **profile_json(profile)} for owner, profile in sorted(profiles.items())],
            "history": [
                {
                    "owner": change.owner,
                    "field": change.field,
                    "now": change.current,
                    "previously": change.previous,
                    "changed_at": change.changed_at,
                    "changed_by": change.changed_by,
                }
                for change in history
            ],
        }

    async def audit(self, body: Any) -> dict[str, Any]:
        request = AuditQuery.model_validate(body)
        entries, total = await self.memory.audit_page(request.operator(), request.page, PER_PAGE)
        return {
            "total": total,
            "page": request.page,
            "pages": max(1, -(-total // PER_PAGE)),
            "entries": [{**e.model_dump(), "at": iso(e.at)} for e in entries],
        }

    async def audit_export(self, body: Any) -> dict[str, Any]:
        request = ChatRef.model_validate(body)
        identity = request.operator()
        entries = await self.memory.audit_export(identity)
        text = export_audit(identity.session_key, entries)
        return {"filename": f"memory-audit-{request.chat}.json", "text": text, "count": len(entries)}

    async def export(self, body: Any) -> dict[str, Any]:
        request = ExportQuery.model_validate(body)
        identity = request.operator()
        if request.kind == "profiles":
            text = export_profiles(identity.session_key, await self.memory.chat_profiles(identity))
            return {"filename": f"memory-profiles-{request.chat}.json", "text": text, "withheld": 0}
        statuses: tuple[EpisodeStatus, ...] = EPISODE_STATUSES if request.status == "all" else (request.status,)
        episodes, withheld = await self.memory.exportable_episodes(identity, EpisodeFilter(statuses=statuses))
        text = export_episodes(self.memory.scope_of(identity), episodes)
        return {"filename": f"memory-episodes-{request.chat}.json", "text": text, "withheld": withheld}

    async def health(self, body: Any) -> dict[str, Any]:
        return {"lines": await self.memory.health(ChatRef.model_validate(body).operator())}

    async def injection(self, body: Any) -> dict[str, Any]:
        last = await self.memory.last_injection(ChatRef.model_validate(body).operator())
        if last is None:
            return {"injection": None}
        return {
            "injection": {
                "at": iso(last.at),
                "speaker_id": last.speaker_id,
                "speaker_name": last.speaker_name,
                "block": last.block,
                "episode_ids": list(last.episode_ids),
                "unavailable": last.unavailable,
                "withheld": last.withheld,
            }
        }

    @staticmethod
    def _now() -> float:
        return time.time()
