"""The five memory tools as LangBot SDK components: each hands the call to the same tool core.

A LangBot tool call carries the chat's shared session and the query's id: the speaker is the
query's sender (`identity_of`), never the session's first speaker. The arguments are validated by
the core's pydantic model, whose JSON schema the manifest declares. The answer is a JSON object,
the only result LangBot's runtime passes on to a runner's agent.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar, cast

from langbot_plugin.api.definition.components.tool.tool import Tool
from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.api.proxies.query_based_api import QueryBasedAPIProxy

from ..components.tools.base import MemoryTool
from ..components.tools.forget import ForgetTool
from ..components.tools.forget_person import ForgetPersonTool
from ..components.tools.recall_memory import RecallMemoryTool
from ..components.tools.remember import RememberTool
from ..components.tools.update_profile import UpdateProfileTool
from ..memory.errors import LTMError
from ..runtime.api import Query
from .identity import identity_of
from .knowledge import memory_in_pipeline
from .plugin import LongTermMemory

MEMORY_OFF = "error: memory is off in this pipeline (a memory knowledge base is attached to other pipelines, not this one)"


def tool_result(answer: str) -> dict[str, Any]:
    """The core's answer as the JSON object a runner receives: a JSON object answer (recall's) as it
    is, any other answer (a confirmation, a one-line error) as its text under `result`."""
    try:
        value = json.loads(answer)
    except ValueError:
        value = None
    return value if isinstance(value, dict) else {"result": answer}


class _MemoryToolComponent(Tool):
    """One SDK tool over one core tool; subclasses name the core."""

    core: ClassVar[type[MemoryTool]]

    # The SDK annotates a tool's result as text, but LangBot's runtime validates what it passes on to a
    # runner (`ToolCallCompletedPayload.result`) as a JSON object, and fails the agent's call on text.
    async def call(
        self, params: dict[str, Any], session: provider_session.Session, query_id: int, query_uuid: str | None = None
    ) -> dict[str, Any]:
        plugin = cast(LongTermMemory, self.plugin)
        try:
            memory = await plugin.memory()
        except LTMError as exc:
            return tool_result(exc.reply())
        query = QueryBasedAPIProxy(query_id=query_id, query_uuid=query_uuid, plugin_runtime_handler=plugin.plugin_runtime_handler)
        try:
            if not await memory_in_pipeline(query, await memory.knowledge_bases()):
                return tool_result(MEMORY_OFF)
        except LTMError as exc:
            return tool_result(exc.reply())
        identity = await identity_of(query, session)
        return tool_result(await self.core(memory).call(Query(identity, ""), params))


class Remember(_MemoryToolComponent):
    core = RememberTool


class RecallMemory(_MemoryToolComponent):
    core = RecallMemoryTool


class UpdateProfile(_MemoryToolComponent):
    core = UpdateProfileTool


class Forget(_MemoryToolComponent):
    core = ForgetTool


class ForgetPerson(_MemoryToolComponent):
    core = ForgetPersonTool
