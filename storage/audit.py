"""The change history of a scope and its chats: who added, superseded, archived or deleted which
episode, and who changed which profile."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

from ..memory.times import stored_time
from .sql import Sql


class AuditEntry(BaseModel):
    at: float
    actor_id: str
    actor_name: str
    action: str
    target: str  # an episode id, or `profile:<owner>` for a profile change
    detail: str


class AuditLog:
    """Append-only records per scope; writes join the caller's transaction."""

    def __init__(self, sql: Sql) -> None:
        self.sql = sql

    async def record(
        self, key: str, at: float, actor: tuple[str, str], action: str, targets: Sequence[str], detail: str = ""
    ) -> None:
        """One entry per target under `key`: the scope for episodes, the session key for profiles."""
        await self.sql.executemany(
            "INSERT INTO audit (user_key, at, actor_id, actor_name, action, episode_id, detail) VALUES (?,?,?,?,?,?,?)",
            [(key, at, actor[0], actor[1], action, target, detail) for target in targets],
        )

    async def page(self, keys: Sequence[str], limit: int, offset: int) -> tuple[list[AuditEntry], int]:
        marks = ",".join("?" * len(keys))
        row = await self.sql.fetchone(f"SELECT COUNT(*) FROM audit WHERE user_key IN ({marks})", tuple(keys))
        total = int(row[0]) if row else 0
        rows = await self.sql.fetchall(
            f"SELECT at, actor_id, actor_name, action, episode_id AS target, detail FROM audit WHERE user_key IN ({marks}) "
            "ORDER BY id DESC LIMIT ? OFFSET ?",
            (*keys, limit, offset),
        )
        return [AuditEntry.model_validate({**dict(row), "at": stored_time(row["at"])}) for row in rows], total

    async def all(self, keys: Sequence[str]) -> list[AuditEntry]:
        """Every entry under `keys`, oldest first (an export)."""
        marks = ",".join("?" * len(keys))
        rows = await self.sql.fetchall(
            f"SELECT at, actor_id, actor_name, action, episode_id AS target, detail FROM audit WHERE user_key IN ({marks}) "
            "ORDER BY id",
            tuple(keys),
        )
        return [AuditEntry.model_validate({**dict(row), "at": stored_time(row["at"])}) for row in rows]
