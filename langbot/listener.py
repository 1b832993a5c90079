"""The LangBot event listener: memory injected into `default_prompt` for the query's own speaker.

It does what `components/event_listener.py` does for the standalone hosts, with LangBot's events:
explicit "remember that ..." requests on the normal-message events, the memory block and
`_ltm_context` on `PromptPreProcessing`, and extraction with LangBot's model on `NormalMessageResponded`;
once a memory knowledge base exists, only in the pipelines it is attached to (`memory_in_pipeline`).
"""

from __future__ import annotations

import logging
import time
from typing import cast

from langbot_plugin.api.definition.components.common.event_listener import EventListener
from langbot_plugin.api.entities import context, events
from langbot_plugin.api.entities.builtin.platform import message as platform_message
from langbot_plugin.api.entities.builtin.provider import message as provider_message

from ..components.event_listener import CONTEXT_VAR, injection
from ..memory.errors import LTMError
from ..memory.intent import detect_intent
from .identity import identity_of
from .knowledge import memory_in_pipeline
from .plugin import LongTermMemory

log = logging.getLogger("ltm.langbot")


class MemoryListener(EventListener):
    """Registers the memory handlers on LangBot's events."""

    def __init__(self) -> None:
        super().__init__()
        self.handler(events.PersonNormalMessageReceived)(self.on_message)
        self.handler(events.GroupNormalMessageReceived)(self.on_message)
        self.handler(events.PromptPreProcessing)(self.on_prompt)
        self.handler(events.NormalMessageResponded)(self.on_responded)

    @property
    def owner(self) -> LongTermMemory:
        return cast("LongTermMemory", self.plugin)

    async def on_message(self, ctx: context.EventContext) -> None:
        """Answer an explicit request to remember or to forget in the chat."""
        event = ctx.event
        assert isinstance(event, events.PersonNormalMessageReceived | events.GroupNormalMessageReceived)
        try:
            memory = await self.owner.memory()
        except LTMError as exc:  # said in the chat only to someone who asked to remember: the reason is logged
            text = exc.reply() if detect_intent(event.text_message) is not None else None
        else:
            if not await memory_in_pipeline(ctx, await memory.knowledge_bases()):
                return
            try:
                text = await memory.answer_request(await identity_of(ctx), event.text_message, time.time())
            except LTMError as exc:
                text = exc.reply()
        if text is None:
            return
        await ctx.reply(platform_message.MessageChain([platform_message.Plain(text=text)]))

    async def on_prompt(self, ctx: context.EventContext) -> None:
        """Inject identity, profiles and the most relevant episodes; publish `_ltm_context`."""
        event = ctx.event
        assert isinstance(event, events.PromptPreProcessing)
        identity = await identity_of(ctx)
        message = str(await ctx.get_query_var("user_message_text") or "")
        now = time.time()
        try:
            memory = await self.owner.memory()
        except LTMError:
            return  # the reason was logged once, when opening failed; the chat goes on without memory
        if not await memory_in_pipeline(ctx, await memory.knowledge_bases()):
            return
        recalled = await memory.prompt_memory(identity, message, now)
        block, published = injection(identity, recalled, now)
        memory.note_injection(identity, recalled, block, now)
        event.default_prompt.append(provider_message.Message(role="system", content=block))
        await ctx.set_query_var(CONTEXT_VAR, published)

    async def on_responded(self, ctx: context.EventContext) -> None:
        """After a reply, extract durable memories from the turn with the model chosen in the form.

        It runs inside the event, before LangBot sends the reply: LangBot ends a plugin's authority to
        call a model when the event ends, and rejects calls from work left running after it. The
        wait is bounded by `extraction_timeout_seconds`; with no model chosen there is none.
        """
        event = ctx.event
        assert isinstance(event, events.NormalMessageResponded)
        try:
            memory = await self.owner.memory()
        except LTMError:
            return
        llm = self.owner.llm
        if llm is None:
            return  # no model chosen: explicit requests, the tools and the rules store memories
        if not await memory_in_pipeline(ctx, await memory.knowledge_bases()):
            return
        identity = await identity_of(ctx)
        said = str(await ctx.get_query_var("user_message_text") or "")
        transcript = [
            {"role": "user", "content": identity.speaker_line(said)},
            {"role": "assistant", "content": event.response_text},
        ]
        await memory.extract_after_turn(identity, transcript, llm, time.time())
