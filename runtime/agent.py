"""The agent tool loop: ask the model, run the tools it calls, feed results back, answer."""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from ..memory.errors import LLMError
from .api import Message
from .llm import LLMClient

log = logging.getLogger("ltm.agent")

ToolRunner = Callable[[str, dict[str, Any]], Awaitable[str]]


class MalformedToolCall(LLMError):
    """The model asked for a tool with arguments that are not a JSON object."""


def _parse_arguments(raw: str) -> dict[str, Any]:
    try:
        args = json.loads(raw or "{}")
    except json.JSONDecodeError as exc:
        raise MalformedToolCall("the model sent tool arguments that are not valid JSON") from exc
    except RecursionError:
        raise MalformedToolCall("the model sent tool arguments nested too deeply") from None
    if not isinstance(args, dict):
        raise MalformedToolCall("the model sent tool arguments that are not a JSON object")
    return args


async def run_agent(
    llm: LLMClient,
    messages: list[Message],
    tools: list[dict[str, Any]],
    run_tool: ToolRunner,
    max_rounds: int,
) -> str:
    """Loop until the model answers in text or `max_rounds` of tool calls are spent."""
    conversation = list(messages)
    for round_number in range(max_rounds + 1):
        offered = tools if round_number < max_rounds else None
        reply = await llm.chat(conversation, offered)
        if not reply.tool_calls or offered is None:
            return (reply.content or "").strip()
        conversation.append(reply.model_dump(exclude_none=True))
        for call in reply.tool_calls:
            args = _parse_arguments(call.function.arguments)
            log.info("tool called", extra={"tool": call.function.name, "round": round_number})
            result = await run_tool(call.function.name, args)
            conversation.append({"role": "tool", "tool_call_id": call.id, "content": result})
    return ""
