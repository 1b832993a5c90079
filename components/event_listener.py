"""The plugin's event handlers: explicit remember requests, prompt injection, post-turn extraction."""

from __future__ import annotations

import logging
import time
from typing import Any

from ..memory.errors import LTMError
from ..memory.identity import Identity
from ..memory.intent import detect_intent
from ..memory.models import Profile
from ..memory.redaction import safe_name
from ..memory.render import render_memory_block
from ..memory.replies import memory_unavailable
from ..runtime.api import EventContext, EventListener, MessageReceived, PromptPreProcessing, TurnCompleted
from ..service.memory_service import MemoryService
from ..service.recall import PromptMemory

log = logging.getLogger("ltm.listener")

CONTEXT_VAR = "_ltm_context"


def profile_dict(profile: Profile) -> dict[str, Any]:
    return profile.model_dump(include={"name", "traits", "preferences", "notes", "updated_at"})


def context_variable(identity: Identity, memory: PromptMemory, block: str) -> dict[str, Any]:
    """The `_ltm_context` query variable that plugins loaded later read: raw values, and the escaped block."""
    return {
        "format": "raw",
        "speaker": {"id": identity.sender_id, "name": safe_name(identity.sender_name)},
        "session_profile": profile_dict(memory.session_profile),
        "speaker_profile": profile_dict(memory.speaker_profile) if memory.speaker_profile is not None else None,
        "episodes": [
            {"content": e.content, "earlier": True} if e.episode_id in memory.earlier else {"content": e.content}
            for e in sorted(memory.episodes, key=lambda e: -e.created_at)
        ],
        "member_facts": [
            {"member": {"id": f.owner_id, "name": f.member}, "field": f.field, "fact": f.text} for f in memory.member_facts
        ],
        "block": block,
    }


def injection(identity: Identity, memory: PromptMemory, now: float) -> tuple[str, dict[str, Any]]:
    """The memory block for the system prompt and the `_ltm_context` variable: one step for every host."""
    block = render_memory_block(
        identity.sender_id,
        safe_name(identity.sender_name),
        memory.session_profile,
        memory.speaker_profile,
        memory.episodes,
        now,
        memory.earlier,
        memory.member_facts,
    )
    return block, context_variable(identity, memory, block)


class MemoryEventListener(EventListener):
    """Registers the memory plugin's handlers on the host's events."""

    def __init__(self, memory: MemoryService) -> None:
        super().__init__()
        self.memory = memory
        self.handler(MessageReceived)(self.on_message)
        self.handler(PromptPreProcessing)(self.on_prompt)
        self.handler(TurnCompleted)(self.on_turn_completed)

    async def on_message(self, ctx: EventContext) -> None:
        """Answer an explicit request to remember or to forget, even without an LLM."""
        query = ctx.query
        try:
            reply = await self.memory.answer_request(query.identity, query.message, query.now)
        except LTMError as exc:
            reply = exc.reply()
        if reply is None:
            return
        ctx.reply(reply)
        if ctx.host.llm is None:
            ctx.prevent_default()

    async def on_prompt(self, ctx: EventContext) -> None:
        """Inject identity, profiles and the most relevant episodes; publish `_ltm_context`."""
        started = time.perf_counter()
        event = ctx.event
        assert isinstance(event, PromptPreProcessing)
        query = event.query
        identity = query.identity
        memory = await self.memory.prompt_memory(identity, query.message, query.now)
        block, published = injection(identity, memory, query.now)
        self.memory.note_injection(identity, memory, block, query.now)
        event.default_prompt.append({"role": "system", "content": block})
        ctx.set_query_var(CONTEXT_VAR, published)
        if memory.unavailable and detect_intent(query.message) is None:  # a refused "remember that" already said so
            ctx.reply(memory_unavailable(memory.unavailable))
        log.info(
            "injection ready",
            extra={
                "session": identity.session_name,
                "episodes": len(memory.episodes),
                "chars": len(block),
                "ms": round((time.perf_counter() - started) * 1000, 1),
            },
        )

    async def on_turn_completed(self, ctx: EventContext) -> None:
        event = ctx.event
        assert isinstance(event, TurnCompleted)
        query = event.query
        await self.memory.extract_after_turn(query.identity, event.transcript, ctx.host.llm, query.now)
