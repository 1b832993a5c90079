"""With an LLM configured, it decides duplicate / update / new for single writes; the rules decide when it cannot."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

from ..memory.decisions import Neighbour, WriteDecision
from ..memory.errors import LLMError
from ..memory.llm_decision import decision_prompt, parse_decision

log = logging.getLogger("ltm.memory")

Judge = Callable[[str, Sequence[Neighbour]], Awaitable[WriteDecision | None]]


class ChatAnswer(Protocol):
    @property
    def content(self) -> str | None: ...


class ChatModel(Protocol):
    """The LLM as the plugin needs it; `LLMError` on failure."""

    async def chat(self, messages: list[dict[str, Any]], tools: None = None, timeout: float | None = None) -> ChatAnswer: ...


async def ask(llm: ChatModel, prompt: str, timeout: float, purpose: str) -> str | None:
    """The model's answer to one prompt, or None (logged) when it fails or takes longer than `timeout`."""
    try:
        answer = await asyncio.wait_for(llm.chat([{"role": "user", "content": prompt}], timeout=timeout), timeout)
    except (TimeoutError, LLMError) as exc:
        log.warning("%s failed: %s", purpose, exc or "timeout")
        return None
    return answer.content or ""


def llm_judge(llm: ChatModel, timeout: float) -> Judge:
    async def judge(content: str, candidates: Sequence[Neighbour]) -> WriteDecision | None:
        answer = await ask(llm, decision_prompt(content, candidates), timeout, "update decision by the LLM (the rules decide)")
        if answer is None:
            return None
        decision = parse_decision(answer, candidates)
        if decision is None:
            log.warning("update decision by the LLM was not usable, the rules decide")
        return decision

    return judge
