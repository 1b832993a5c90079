"""Who speaks where in LangBot: the one place the listener, the tools and the `memory` command learn it.

LangBot keeps one session per chat (per bot and launcher), and its `sender_id` stays whoever spoke
first: in a group it is not the current speaker. The session only names the chat; the speaker is
the sender of the current message, from the query's variables. When those cannot be read, a group
has no known speaker (nothing is done in anyone's name) and a private chat's one person speaks.
"""

from __future__ import annotations

from typing import Any, Protocol

from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.entities.io.errors import ActionCallError

from ..memory.identity import Identity, LauncherType


class QueryAPI(Protocol):
    """What of a query the runtime answers: an event's or a command's context, or a tool's query proxy."""

    async def get_query_vars(self) -> dict[str, Any]: ...

    async def get_query_var(self, key: str) -> Any: ...

    async def get_bot_uuid(self) -> str: ...


async def identity_of(query: QueryAPI, session: provider_session.Session | None = None) -> Identity:
    """The chat (the session's, else the query's) under the bot's uuid, spoken in by the query's sender.

    Events carry no session, so they name the chat from the query; tools and commands pass theirs.
    """
    try:
        variables = await query.get_query_vars()
    except ActionCallError:
        if session is None:
            raise  # without the query nothing names the chat
        variables = {}  # the query is gone: the chat is known, the speaker may not be
    if session is None:
        kind, chat_id = variables.get("launcher_type"), str(variables.get("launcher_id", ""))
        bot_id = str(await query.get_bot_uuid() or "")
    else:
        kind, chat_id = getattr(session.launcher_type, "value", session.launcher_type), str(session.launcher_id)
        bot_id = session.bot_uuid or ""
    launcher_type: LauncherType = "group" if kind == "group" else "person"
    sender_id = str(variables.get("sender_id") or "")
    sender_name = str(variables.get("sender_name") or "") if sender_id else ""
    if not sender_id and launcher_type == "person" and session is not None:
        sender_id = str(session.sender_id or "")  # a private chat has one person, the session's
    return Identity(launcher_type, chat_id, bot_id, sender_id, sender_name)
