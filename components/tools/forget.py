"""`forget`: delete one episode of this conversation's memory."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...runtime.api import Query
from .base import MemoryTool


class ForgetArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    episode_id: str = Field(min_length=1, max_length=100, description="The id of the episode, e.g. ep_1a2b3c4d5e6f.")


class ForgetTool(MemoryTool):
    name = "forget"
    description = "Delete one remembered episode of this conversation by its id."
    Arguments: ClassVar[type[BaseModel]] = ForgetArguments

    async def run(self, query: Query, args: ForgetArguments) -> str:
        episode_id = args.episode_id.strip()
        await self.memory.forget(query.identity, episode_id, query.now)
        return f"Forgot {episode_id}."
