"""Who speaks where: session names, session keys, and the scope of episodes a chat reaches."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

LauncherType = Literal["group", "person"]
Isolation = Literal["session", "bot"]


@dataclass(frozen=True)
class Identity:
    """The resolved identity of one turn: chat, bot and speaker."""

    launcher_type: LauncherType
    launcher_id: str
    bot_id: str = ""
    sender_id: str = ""
    sender_name: str = ""
    is_admin: bool = False

    @property
    def session_name(self) -> str:
        return f"{self.launcher_type}_{self.launcher_id}"

    @property
    def session_key(self) -> str:
        return f"{self.bot_id}:{self.session_name}" if self.bot_id else self.session_name

    @property
    def is_group(self) -> bool:
        return self.launcher_type == "group"

    def scope(self, isolation: Isolation) -> str:
        """The L2 scope: the session, or the whole bot in `bot` isolation (when the bot is known)."""
        if isolation == "bot" and self.bot_id:
            return f"bot:{self.bot_id}"
        return self.session_key


def parse_session_name(name: str) -> tuple[LauncherType, str]:
    """Split `group_42` / `person_7` into launcher type and id; ValueError when malformed."""
    kind, sep, launcher_id = name.partition("_")
    if not sep or not launcher_id or kind not in ("group", "person"):
        raise ValueError("session must look like group_<id> or person_<id>")
    return ("group" if kind == "group" else "person"), launcher_id
