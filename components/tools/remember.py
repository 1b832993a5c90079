"""`remember`: store an episode in this conversation's memory."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...memory.replies import describe_outcome
from ...memory.writes import Draft
from ...runtime.api import Query
from .base import MemoryTool


class RememberArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: str = Field(description="The event, plan or fact to remember, in one self-contained sentence.", max_length=20_000)
    tags: list[str] = Field(
        default_factory=list,
        max_length=10,
        description="Short labels. Use 'correction', 'fact-update' or 'clarification' when this replaces an older memory.",
    )
    importance: int = Field(default=2, ge=1, le=5, description="1 (trivia) to 5 (critical); default 2.")


class RememberTool(MemoryTool):
    name = "remember"
    description = (
        "Store an event, plan or situational fact from this conversation in long-term memory. "
        "Never store secrets such as passwords or keys."
    )
    Arguments: ClassVar[type[BaseModel]] = RememberArguments

    async def run(self, query: Query, args: RememberArguments) -> str:
        if any(len(tag) > 40 for tag in args.tags):
            return "error: invalid argument tags: each tag is at most 40 characters"
        draft = Draft(args.content, args.importance, tuple(args.tags), "agent", context=query.message)
        return describe_outcome(await self.memory.remember(query.identity, draft, query.now))
