"""The five memory tools as LangBot SDK components: each hands the call to the same tool core.

A LangBot tool call carries the session (chat, sender, bot uuid) instead of query variables; the
arguments are validated by the core's pydantic model, whose JSON schema the manifest declares.
"""

from __future__ import annotations

from typing import Any, ClassVar, cast

from langbot_plugin.api.definition.components.tool.tool import Tool
from langbot_plugin.api.entities.builtin.provider import session as provider_session

from ..components.tools.base import MemoryTool
from ..components.tools.forget import ForgetTool
from ..components.tools.forget_person import ForgetPersonTool
from ..components.tools.recall_memory import RecallMemoryTool
from ..components.tools.remember import RememberTool
from ..components.tools.update_profile import UpdateProfileTool
from ..memory.errors import LTMError
from ..memory.identity import Identity, LauncherType
from ..runtime.api import Query
from .plugin import LongTermMemory


def identity_of_session(session: provider_session.Session) -> Identity:
    kind = getattr(session.launcher_type, "value", session.launcher_type)
    launcher_type: LauncherType = "group" if kind == "group" else "person"
    return Identity(launcher_type, str(session.launcher_id), session.bot_uuid or "", str(session.sender_id or ""))


class _MemoryToolComponent(Tool):
    """One SDK tool over one core tool; subclasses name the core."""

    core: ClassVar[type[MemoryTool]]

    async def call(self, params: dict[str, Any], session: provider_session.Session, query_id: int) -> str:
        try:
            memory = await cast(LongTermMemory, self.plugin).memory()
        except LTMError as exc:
            return exc.reply()
        return await self.core(memory).call(Query(identity_of_session(session), ""), params)


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
