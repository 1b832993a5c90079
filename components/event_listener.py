"""The plugin's event handlers: explicit remember requests, prompt injection, post-turn extraction."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from memory.intent import detect_intent
from memory.models import Profile
from memory.render import estimate_tokens, fit_episodes, render_memory_block, render_profile
from runtime.api import EventContext, EventListener, MessageReceived, PromptPreProcessing, TurnCompleted

if TYPE_CHECKING:
    from main import LongTermMemoryPlugin

log = logging.getLogger("ltm.listener")

CONTEXT_VAR = "_ltm_context"
AUTO_RECALL_MIN_RELEVANCE = 0.12


def profile_dict(profile: Profile) -> dict[str, Any]:
    return profile.model_dump(include={"name", "traits", "preferences", "notes", "updated_at"})


class MemoryEventListener(EventListener):
    """Registers the memory plugin's handlers on the host's events."""

    def __init__(self, plugin: LongTermMemoryPlugin) -> None:
        super().__init__()
        self.plugin = plugin
        self.handler(MessageReceived)(self.on_message)
        self.handler(PromptPreProcessing)(self.on_prompt)
        self.handler(TurnCompleted)(self.on_turn_completed)

    async def on_message(self, ctx: EventContext) -> None:
        """Store an explicit "remember this" request, even without an LLM, and confirm it."""
        intent = detect_intent(ctx.query.message)
        if intent is None:
            return
        ctx.reply(await self.plugin.remember_explicit(ctx.query, intent))
        if ctx.host.llm is None:
            ctx.prevent_default()

    async def on_prompt(self, ctx: EventContext) -> None:
        """Inject identity, profiles and the most relevant episodes; publish `_ltm_context`."""
        started = time.perf_counter()
        event = ctx.event
        assert isinstance(event, PromptPreProcessing)
        query = event.query
        identity = query.identity
        config = self.plugin.config
        memory = self.plugin.memory
        vector, (session_profile, speaker_profile) = await asyncio.gather(
            memory.embed_query(query.message), memory.profiles.get_pair(identity.session_key, identity.sender_id)
        )
        ranked = await memory.recall(
            identity,
            query.message,
            config.auto_recall_top_k,
            query.now,
            min_relevance=AUTO_RECALL_MIN_RELEVANCE,
            query_vector=vector,
        )
        log.debug("retrieval done", extra={"candidates": len(ranked)})
        profile_tokens = estimate_tokens(render_profile("p", session_profile)) + (
            estimate_tokens(render_profile("p", speaker_profile)) if speaker_profile else 0
        )
        budget = max(0, config.injection_token_budget - profile_tokens)
        episodes = fit_episodes([s.episode for s in ranked], query.now, budget)
        block = render_memory_block(
            identity.sender_id, identity.sender_name, session_profile, speaker_profile, episodes, query.now
        )
        event.default_prompt.append({"role": "system", "content": block})
        ctx.set_query_var(
            CONTEXT_VAR,
            {
                "speaker": {"id": identity.sender_id, "name": identity.sender_name},
                "session_profile": profile_dict(session_profile),
                "speaker_profile": profile_dict(speaker_profile) if speaker_profile is not None else None,
                "episodes": [{"content": e.content} for e in sorted(episodes, key=lambda e: -e.created_at)],
            },
        )
        log.info(
            "injection ready",
            extra={
                "session": identity.session_name,
                "episodes": len(episodes),
                "chars": len(block),
                "ms": round((time.perf_counter() - started) * 1000, 1),
            },
        )

    async def on_turn_completed(self, ctx: EventContext) -> None:
        event = ctx.event
        assert isinstance(event, TurnCompleted)
        await self.plugin.extract_after_turn(event)
