"""Shared shape of the memory tools: arguments validated by a pydantic model, errors as text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ValidationError

from runtime.api import Query, Tool, first_problem

if TYPE_CHECKING:
    from main import LongTermMemoryPlugin

MAX_ARGUMENT_CHARS = 20_000


def describe_validation_error(exc: ValidationError) -> str:
    where, what = first_problem(exc)
    return f"error: invalid argument {where or 'arguments'}: {what}"


class MemoryTool(Tool):
    """A tool whose arguments are parsed into `Arguments` before `run` sees them."""

    Arguments: ClassVar[type[BaseModel]]

    def __init__(self, plugin: LongTermMemoryPlugin) -> None:
        self.plugin = plugin

    @property
    def parameters(self) -> dict[str, Any]:  # type: ignore[override]
        schema = self.Arguments.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return schema

    async def call(self, query: Query, args: dict[str, Any]) -> str:
        if sum(len(str(v)) for v in args.values()) > MAX_ARGUMENT_CHARS:
            return f"error: arguments too large (over {MAX_ARGUMENT_CHARS} characters); nothing was changed"
        try:
            parsed = self.Arguments.model_validate(args)
        except ValidationError as exc:
            return describe_validation_error(exc)
        self.plugin.log_tool_call(self.name, query)
        return await self.run(query, parsed)

    async def run(self, query: Query, args: Any) -> str:
        raise NotImplementedError
