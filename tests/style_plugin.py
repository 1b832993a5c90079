"""A tiny second plugin that proves the `_ltm_context` contract: it styles replies by the speaker's traits."""

from __future__ import annotations

from longtermmemory.runtime.api import BasePlugin, EventContext, PromptPreProcessing


class TraitStylePlugin(BasePlugin):
    """Loaded after LongTermMemory; reads `_ltm_context` and adds a style instruction."""

    name = "TraitStyle"

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[object] = []
        self.listener.handler(PromptPreProcessing)(self.on_prompt)

    async def on_prompt(self, ctx: EventContext) -> None:
        context = ctx.get_query_var("_ltm_context")
        self.seen.append(context)
        if not context or not context.get("speaker_profile"):
            return
        traits = context["speaker_profile"]["traits"]
        if traits:
            event = ctx.event
            assert isinstance(event, PromptPreProcessing)
            event.default_prompt.append({"role": "system", "content": f"Style: the speaker is {', '.join(traits)}."})
