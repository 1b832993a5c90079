"""LongTermMemory: the plugin class, and the command line (`python main.py chat | replay | discord`)."""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING

from commands.memory import MemoryCommand
from components.event_listener import MemoryEventListener
from components.extraction import extract_memories
from components.tools.forget import ForgetTool
from components.tools.recall_memory import RecallMemoryTool
from components.tools.remember import RememberTool, describe_outcome
from components.tools.update_profile import UpdateProfileTool
from memory.config import LTMConfig
from memory.intent import RememberIntent
from memory.models import ProfileField
from memory.permissions import may_manage_episode
from memory.profile_edit import ProfileAction, ProfileEditError, ProfileLimits, apply_update
from memory.rate_limit import RateLimiter
from memory.secrets import find_secret, refusal
from runtime.api import BasePlugin, Query, TurnCompleted
from storage.profiles import SESSION_OWNER
from storage.service import Draft, MemoryService

if TYPE_CHECKING:
    from runtime.host import PluginHost

log = logging.getLogger("ltm.plugin")

INTENT_FIELDS: dict[str, ProfileField] = {"preference": "preferences", "trait": "traits", "name": "name"}


class LongTermMemoryPlugin(BasePlugin):
    """Owns the memory stores and provides the listener, the four tools and `!memory`."""

    name = "LongTermMemory"

    def __init__(self, config: LTMConfig, memory: MemoryService | None = None) -> None:
        super().__init__()
        self.config = config
        self._memory = memory
        self.rate_limiter = RateLimiter(config.write_rate_limit_per_minute)
        self.host: PluginHost | None = None

    @property
    def memory(self) -> MemoryService:
        if self._memory is None:
            raise RuntimeError("the plugin is not initialised")
        return self._memory

    async def initialize(self, host: PluginHost) -> None:
        self.host = host
        if self._memory is None:
            self._memory = await MemoryService.open(self.config)
        self.listener = MemoryEventListener(self)
        self.tools = [RememberTool(self), RecallMemoryTool(self), UpdateProfileTool(self), ForgetTool(self)]
        self.commands = [MemoryCommand(self)]
        log.info(
            "initialised",
            extra={"isolation": self.config.isolation, "chroma": self.config.chroma_mode, "model": self.config.embedding_model},
        )

    async def shutdown(self) -> None:
        if self._memory is not None:
            await self._memory.close()
            self._memory = None

    def log_tool_call(self, tool: str, query: Query) -> None:
        log.info("tool called", extra={"tool": tool, "session": query.identity.session_name})

    def check_write_rate(self, query: Query) -> str | None:
        """A refusal when the sender has written too much in the last minute."""
        identity = query.identity
        key = f"{identity.bot_id}|{identity.sender_id or identity.session_key}"
        if self.rate_limiter.allow(key, query.now):
            return None
        return (
            f"Not stored: you are saving memories too fast (limit {self.config.write_rate_limit_per_minute} "
            "a minute). Try again in a minute."
        )

    async def remember_explicit(self, query: Query, intent: RememberIntent) -> str:
        """Store what the user explicitly asked to remember, as a profile fact or an episode."""
        refused = self.check_write_rate(query)
        if refused:
            return refused
        field = INTENT_FIELDS.get(intent.kind)
        if field is not None and query.identity.sender_id:
            answer = await self.update_profile(query, field, "set" if field == "name" else "add", intent.content, "speaker")
            return answer
        [outcome] = await self.memory.write(query.identity, [Draft(intent.content, source="explicit")], query.now)
        if outcome.episode is not None:
            return f"Noted: \u201c{outcome.episode.content}\u201d ({outcome.episode.episode_id})."
        return describe_outcome(outcome)

    async def update_profile(
        self,
        query: Query,
        field: ProfileField,
        action: ProfileAction,
        value: str | list[str],
        scope: str | None = None,
        fact_key: str | None = None,
        previous_value: str | None = None,
    ) -> str:
        """Apply one profile change for the current speaker or chat; the answer says what happened."""
        identity = query.identity
        target = scope or ("session" if field == "notes" else "speaker")
        if target == "speaker" and not identity.sender_id:
            return "error: no speaker is known in this chat, so there is no speaker profile to update"
        for text in [*(value if isinstance(value, list) else [value]), fact_key or "", previous_value or ""]:
            kind = find_secret(text)
            if kind:
                return refusal(kind)
        refused = self.check_write_rate(query)
        if refused:
            return refused
        owner = identity.sender_id if target == "speaker" else SESSION_OWNER
        profiles = self.memory.profiles
        current = await profiles.get(identity.session_key, owner)
        limits = ProfileLimits(self.config.profile_max_items, self.config.profile_max_chars)
        try:
            updated = apply_update(current, field, action, value, limits, fact_key, previous_value)
        except ProfileEditError as exc:
            return f"Profile not changed: {exc}."
        changed_by = identity.sender_name or identity.sender_id or "unknown"
        await profiles.save(identity.session_key, owner, updated, field, getattr(current, field), changed_by, query.now)
        whose = "your" if target == "speaker" else "this chat's"
        return f"Updated {whose} profile: {field} is now {_show(getattr(updated, field))}."

    async def forget_episode(self, query: Query, episode_id: str) -> str:
        """Delete one episode of the caller's scope, if the caller may."""
        identity = query.identity
        episode = await self.memory.get(identity, episode_id)
        if episode is None:
            return f"No episode {episode_id!r} in this conversation's memory."
        if not may_manage_episode(identity, episode.sender_id, self.config.speaker_may_manage_own):
            return f"Not allowed: {episode_id} belongs to another member; only admins can forget it."
        await self.memory.forget(identity, [episode_id], query.now)
        return f"Forgot {episode_id}."

    async def extract_after_turn(self, event: TurnCompleted) -> None:
        """Post-turn extraction of durable memories, when an LLM is configured and allowed."""
        host = self.host
        config = self.config
        identity = event.query.identity
        if host is None or host.llm is None or not config.extraction_enabled:
            return
        if identity.session_name in config.extraction_opt_out_sessions:
            return
        drafts = await extract_memories(
            host.llm, event.transcript, config.extraction_max_entries, config.extraction_timeout_seconds
        )
        if drafts:
            outcomes = await self.memory.write(identity, drafts, event.query.now)
            log.info("extraction stored", extra={"stored": sum(o.stored for o in outcomes), "offered": len(drafts)})


def _show(value: object) -> str:
    if isinstance(value, list):
        return "; ".join(value) if value else "(empty)"
    return str(value) if value else "(empty)"


if __name__ == "__main__":
    from runtime.cli import main

    sys.exit(main(sys.argv[1:]))
