"""`forget_person`: the bot owner has everything a person said and every profile of them deleted."""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

from ...memory.identity import IdText, safe_id
from ...memory.replies import forgotten_person
from ...runtime.api import Query
from .base import MemoryTool


class ForgetPersonArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    person_id: IdText = Field(min_length=1, max_length=200, description="The platform id of the person to forget.")


class ForgetPersonTool(MemoryTool):
    name = "forget_person"
    description = (
        "Delete everything a person said to this bot and every profile of them, in all of its chats. "
        "Only when the bot's owner or the person themself asks for it."
    )
    Arguments: ClassVar[type[BaseModel]] = ForgetPersonArguments

    async def run(self, query: Query, args: ForgetPersonArguments) -> str:
        person_id = safe_id(args.person_id.strip())
        episodes, profiles = await self.memory.forget_person(query.identity, person_id, query.now)
        return forgotten_person(episodes, profiles, person_id)
