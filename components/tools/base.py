"""Shared shape of the memory tools: arguments validated by a pydantic model, errors as text for the model."""

from __future__ import annotations

import logging
from typing import Any, ClassVar

from pydantic import BaseModel, ValidationError

from ...memory.errors import LTMError, first_problem
from ...memory.text import nested_deeper_than
from ...runtime.api import Query, Tool
from ...service.memory_service import MemoryService

log = logging.getLogger("ltm.plugin")

MAX_ARGUMENT_CHARS = 20_000
MAX_ARGUMENT_DEPTH = 8  # the deepest real argument is a list of strings


def describe_validation_error(exc: ValidationError) -> str:
    where, what = first_problem(exc)
    return f"error: invalid argument {where or 'arguments'}: {what}"


class MemoryTool(Tool):
    """A tool whose arguments are parsed into `Arguments` before `run` sees them."""

    Arguments: ClassVar[type[BaseModel]]

    def __init__(self, memory: MemoryService) -> None:
        self.memory = memory

    @property
    def parameters(self) -> dict[str, Any]:  # type: ignore[override]
        schema = self.Arguments.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return schema

    async def call(self, query: Query, args: dict[str, Any]) -> str:
        if nested_deeper_than(args, MAX_ARGUMENT_DEPTH):
            return f"error: arguments nested too deeply (over {MAX_ARGUMENT_DEPTH} levels); nothing was changed"
        if sum(len(str(v)) for v in args.values()) > MAX_ARGUMENT_CHARS:
            return f"error: arguments too large (over {MAX_ARGUMENT_CHARS} characters); nothing was changed"
        try:
            parsed = self.Arguments.model_validate(args)
        except ValidationError as exc:
            return describe_validation_error(exc)
        log.info("tool called", extra={"tool": self.name, "session": query.identity.session_name})
        try:
            return await self.run(query, parsed)
        except LTMError as exc:
            return exc.reply()

    async def run(self, query: Query, args: Any) -> str:
        raise NotImplementedError
