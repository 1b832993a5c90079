from __future__ import annotations

from collections.abc import AsyncGenerator

from langbot_plugin.api.definition.components.runner.runner import Runner
from langbot_plugin.api.entities.builtin.provider.message import Message
from langbot_plugin.api.entities.builtin.runner import RunnerContext, RunnerResult


class PromptRunner(Runner):
    async def run(self, ctx: RunnerContext) -> AsyncGenerator[RunnerResult, None]:
        prompt = [Message.model_validate(m) for m in await ctx.api.get_prompt()]
        messages = [*prompt, Message(role="user", content=ctx.input.to_text())]
        reply = await ctx.api.invoke_llm(ctx.config["model"], messages)
        yield RunnerResult.run_completed(run_id=ctx.run_id, message=reply, finish_reason="stop")
