"""A minimal agent: the model answers or calls the tools LangBot granted; each result goes back to it."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator
from typing import Any

from langbot_plugin.api.definition.components.runner.runner import Runner
from langbot_plugin.api.entities.builtin.provider.message import Message
from langbot_plugin.api.entities.builtin.resource.tool import LLMTool
from langbot_plugin.api.entities.builtin.runner import RunnerContext, RunnerResult

MAX_STEPS = 4
KB_SEARCH = "search the knowledge bases for "  # a message asking the runner to retrieve from its knowledge bases
NO_PARAMETERS = {"type": "object", "properties": {}}


async def run_by_langbot(*_: Any) -> None:
    """`LLMTool` requires a function; a runner's tools run in LangBot, through `ctx.api.call_tool`."""


class Agent(Runner):
    async def run(self, ctx: RunnerContext) -> AsyncGenerator[RunnerResult, None]:
        said = ctx.input.to_text()
        if said.startswith(KB_SEARCH):  # every granted knowledge base, retrieved from for this query
            found = [
                str(part.get("text") or "")
                for kb in await ctx.api.list_knowledge_bases()
                for entry in await ctx.api.retrieve_knowledge(kb["uuid"], said.removeprefix(KB_SEARCH), 5)
                for part in entry.get("content") or []
            ]
            answer = "Found: " + " | ".join(found) if found else "Found nothing."
            yield RunnerResult.run_completed(
                run_id=ctx.run_id, message=Message(role="assistant", content=answer), finish_reason="stop"
            )
            return
        prompt = [Message.model_validate(m) for m in await ctx.api.get_prompt()]
        messages = [*prompt, Message(role="user", content=ctx.input.to_text())]
        tools = [
            LLMTool(
                name=tool["name"],
                human_desc=tool["description"] or tool["name"],
                description=tool["description"] or tool["name"],
                parameters=tool["parameters"] or NO_PARAMETERS,
                func=run_by_langbot,
            )
            for tool in await ctx.api.list_tools()
        ]
        for _ in range(MAX_STEPS):
            reply = await ctx.api.invoke_llm(ctx.config["model"], messages, funcs=tools)
            if not reply.tool_calls:
                break
            messages.append(reply)
            for call in reply.tool_calls:
                result = await ctx.api.call_tool(call.function.name, json.loads(call.function.arguments or "{}"))
                messages.append(Message(role="tool", tool_call_id=call.id, content=json.dumps(result, ensure_ascii=False)))
        yield RunnerResult.run_completed(run_id=ctx.run_id, message=reply, finish_reason="stop")
