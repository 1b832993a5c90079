"""The change history of a scope: who added, updated, superseded, archived or deleted what."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite
from pydantic import BaseModel


class AuditEntry(BaseModel):
    at: float
    actor_id: str
    actor_name: str
    action: str
    episode_id: str
    detail: str


class AuditLog:
    """Append-only records per scope; writes join the caller's transaction."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def record(
        self, user_key: str, at: float, actor: tuple[str, str], action: str, episode_ids: Sequence[str], detail: str = ""
    ) -> None:
        await self.db.executemany(
            "INSERT INTO audit (user_key, at, actor_id, actor_name, action, episode_id, detail) VALUES (?,?,?,?,?,?,?)",
            [(user_key, at, actor[0], actor[1], action, episode_id, detail) for episode_id in episode_ids],
        )

    async def page(self, user_keys: Sequence[str], limit: int, offset: int) -> tuple[list[AuditEntry], int]:
        marks = ",".join("?" * len(user_keys))
        async with self.db.execute(f"SELECT COUNT(*) FROM audit WHERE user_key IN ({marks})", tuple(user_keys)) as cur:
            row = await cur.fetchone()
        total = int(row[0]) if row else 0
        async with self.db.execute(
            f"SELECT at, actor_id, actor_name, action, episode_id, detail FROM audit WHERE user_key IN ({marks}) "
            "ORDER BY id DESC LIMIT ? OFFSET ?",
            (*user_keys, limit, offset),
        ) as cur:
            rows = await cur.fetchall()
        return [AuditEntry.model_validate(dict(row)) for row in rows], total
