"""`update_profile`: change a stable fact of the chat's or the speaker's profile."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from ...memory.profile_edit import ProfileAction, ProfileChange
from ...memory.replies import profile_updated
from ...runtime.api import Query
from .base import MemoryTool


class UpdateProfileArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")

    field: Literal["name", "traits", "preferences", "notes"] = Field(description="Which part of the profile.")
    action: ProfileAction = Field(default="add", description="set replaces, add merges, remove deletes.")
    value: str | list[str] = Field(default="", description="The value, or a list of values for traits/preferences.")
    scope: Literal["session", "speaker"] | None = Field(
        default=None, description="session (this chat) or speaker (the current speaker). Default: notes -> session, else speaker."
    )
    fact_key: str | None = Field(
        default=None, max_length=60, description="Optional label; an item with the same label is replaced."
    )
    previous_value: str | None = Field(default=None, max_length=2000, description="Optional item to replace with value.")


class UpdateProfileTool(MemoryTool):
    name = "update_profile"
    description = (
        "Record a stable fact: the speaker's name, traits or preferences, or notes about this chat. "
        "Use remember for events and plans instead."
    )
    Arguments: ClassVar[type[BaseModel]] = UpdateProfileArguments

    async def run(self, query: Query, args: UpdateProfileArguments) -> str:
        change = ProfileChange(args.field, args.action, args.value, args.scope, args.fact_key, args.previous_value)
        return profile_updated(await self.memory.update_profile(query.identity, change, query.now))
