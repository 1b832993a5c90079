"""L2 episode records in SQLite: the source of truth for metadata, status and the write-ahead state.

An episode is visible only once its row is `committed`, which happens after its vector is in
Chroma; rows left `pending` or `deleting` by a crash are rolled back at start-up.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import aiosqlite

from ..memory.episode_filter import EpisodeFilter
from ..memory.models import Episode, EpisodeStatus
from ..memory.scope_index import INDEX_COLUMNS, IndexRow
from ..memory.times import EARLIEST, LATEST, UNKNOWN_TIME, is_valid_time, stored_time

# The schema keeps the reference design's column names; the code calls them scope and bot_id.
_STORED_COLUMNS = (
    "episode_id, user_key, session_name, bot_uuid, sender_id, sender_name, content, created_at, "
    "last_accessed_at, importance, tags, source, status, content_hash, superseded_by, supersedes, context"
)
_COLUMNS = _STORED_COLUMNS.replace("user_key", "user_key AS scope").replace("bot_uuid", "bot_uuid AS bot_id")


def _valid_time_sql(column: str) -> str:
    """SQL true when a stored time is one memory can hold (`times.is_valid_time`): a number in range, not text or infinity."""
    return f"(typeof({column}) IN ('integer', 'real') AND {column} >= {EARLIEST!r} AND {column} < {LATEST!r})"


_VALID_TIMES = f"({_valid_time_sql('created_at')} AND {_valid_time_sql('last_accessed_at')})"
# created_at as `stored_time` reads it, for filters: a time out of range is the unknown time (the oldest)
_CREATED = f"(CASE WHEN {_valid_time_sql('created_at')} THEN created_at ELSE {UNKNOWN_TIME!r} END)"


def _json_list(raw: str) -> list[str]:
    return [] if raw == "[]" else list(json.loads(raw))


def _row_to_episode(row: aiosqlite.Row) -> Episode:
    """Rows come from our own schema and are built without re-validation; a time out of range reads as unknown."""
    data = dict(row)
    data["tags"] = _json_list(data["tags"])
    data["supersedes"] = _json_list(data["supersedes"])
    data["created_at"] = stored_time(data["created_at"])
    data["last_accessed_at"] = stored_time(data["last_accessed_at"])
    data.pop("state", None)
    return Episode.model_construct(**data)


def _index_row(row: IndexRow) -> IndexRow:
    """The row with a time out of range read as unknown (most rows are returned as they are)."""
    if is_valid_time(row.created_at) and is_valid_time(row.last_accessed_at):
        return row
    return row._replace(created_at=stored_time(row.created_at), last_accessed_at=stored_time(row.last_accessed_at))


def _episode_values(episode: Episode, state: str) -> tuple[Any, ...]:
    return (
        episode.episode_id,
        episode.scope,
        episode.session_name,
        episode.bot_id,
        episode.sender_id,
        episode.sender_name,
        episode.content,
        episode.created_at,
        episode.last_accessed_at,
        episode.importance,
        json.dumps(episode.tags, ensure_ascii=False),
        episode.source,
        episode.status,
        episode.content_hash,
        episode.superseded_by,
        json.dumps(episode.supersedes),
        episode.context,
        state,
    )


def _filter_sql(where: EpisodeFilter) -> tuple[str, list[Any]]:
    clauses = [f"status IN ({','.join('?' * len(where.statuses))})"]
    params: list[Any] = list(where.statuses)
    for clause, value in (
        ("sender_id = ?", where.sender_id),
        ("sender_name = ? COLLATE NOCASE", where.sender_name),
        (f"{_CREATED} >= ?", where.created_after),
        (f"{_CREATED} < ?", where.created_before),
        ("importance >= ?", where.importance_min),
        ("source = ?", where.source),
        ("session_name = ?", where.session_name),
    ):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    if where.tag is not None:
        clauses.append("EXISTS (SELECT 1 FROM json_each(tags) WHERE lower(json_each.value) = lower(?))")
        params.append(where.tag)
    return " AND ".join(clauses), params


class EpisodeRecords:
    """Reads and writes episode rows; every query is confined to one scope. Writes join the caller's transaction."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def insert_pending(self, episodes: Sequence[Episode]) -> None:
        await self.db.executemany(
            f"INSERT INTO episodes ({_STORED_COLUMNS}, state) VALUES ({','.join('?' * 18)})",
            [_episode_values(e, "pending") for e in episodes],
        )

    async def commit_pending(self, ids: Sequence[str]) -> None:
        await self.db.executemany("UPDATE episodes SET state = 'committed' WHERE episode_id = ?", [(i,) for i in ids])

    async def unfinished(self) -> list[tuple[str, str]]:
        """(scope, id) of rows a crash left pending or half-deleted."""
        async with self.db.execute("SELECT user_key, episode_id FROM episodes WHERE state != 'committed'") as cur:
            return [(row[0], row[1]) for row in await cur.fetchall()]

    async def said_by(self, bot_id: str, sender_id: str) -> list[tuple[str, str]]:
        """(scope, id) of every episode a person said to one bot, in any of its chats."""
        async with self.db.execute(
            "SELECT user_key, episode_id FROM episodes WHERE bot_uuid = ? AND sender_id = ? AND state = 'committed'",
            (bot_id, sender_id),
        ) as cur:
            return [(row[0], row[1]) for row in await cur.fetchall()]

    async def vector_moves(self) -> list[tuple[str, str, str]]:
        """(id, old scope, new scope) of episodes a key migration moved whose vectors have not followed yet."""
        async with self.db.execute("SELECT episode_id, old_scope, new_scope FROM vector_moves") as cur:
            return [(row[0], row[1], row[2]) for row in await cur.fetchall()]

    async def clear_moves(self, ids: Sequence[str]) -> None:
        await self.db.executemany("DELETE FROM vector_moves WHERE episode_id = ?", [(i,) for i in ids])

    async def mark_deleting(self, scope: str, ids: Sequence[str]) -> None:
        await self.db.executemany(
            "UPDATE episodes SET state = 'deleting' WHERE user_key = ? AND episode_id = ?", [(scope, i) for i in ids]
        )

    async def purge(self, ids: Sequence[str]) -> None:
        await self.db.executemany("DELETE FROM episodes WHERE episode_id = ?", [(i,) for i in ids])

    async def get(self, scope: str, episode_id: str) -> Episode | None:
        async with self.db.execute(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND episode_id = ? AND state = 'committed'",
            (scope, episode_id),
        ) as cur:
            row = await cur.fetchone()
        return _row_to_episode(row) if row else None

    async def get_many(self, scope: str, ids: Iterable[str]) -> dict[str, Episode]:
        id_list = list(ids)
        if not id_list:
            return {}
        rows = await self.db.execute_fetchall(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' "
            f"AND episode_id IN ({','.join('?' * len(id_list))})",
            (scope, *id_list),
        )
        return {row["episode_id"]: _row_to_episode(row) for row in rows}

    async def existing_hashes(self, scope: str, hashes: Sequence[str]) -> dict[str, list[str]]:
        """content_hash -> the ids of every episode of the scope with that hash (any state, any speaker)."""
        if not hashes:
            return {}
        async with self.db.execute(
            f"SELECT content_hash, episode_id FROM episodes WHERE user_key = ? "
            f"AND content_hash IN ({','.join('?' * len(hashes))})",
            (scope, *hashes),
        ) as cur:
            found: dict[str, list[str]] = {}
            for content_hash, episode_id in await cur.fetchall():
                found.setdefault(content_hash, []).append(episode_id)
            return found

    async def select(
        self, scope: str, where: EpisodeFilter, limit: int = -1, offset: int = 0, newest_first: bool = True
    ) -> list[Episode]:
        clause, params = _filter_sql(where)
        order = "DESC" if newest_first else "ASC"
        async with self.db.execute(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' AND {clause} "
            f"ORDER BY created_at {order}, episode_id LIMIT ? OFFSET ?",
            (scope, *params, limit, offset),
        ) as cur:
            return [_row_to_episode(row) for row in await cur.fetchall()]

    async def count(self, scope: str, where: EpisodeFilter) -> int:
        clause, params = _filter_sql(where)
        async with self.db.execute(
            f"SELECT COUNT(*) FROM episodes WHERE user_key = ? AND state = 'committed' AND {clause}",
            (scope, *params),
        ) as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def counts_by_status(self, scope: str) -> dict[str, int]:
        async with self.db.execute(
            "SELECT status, COUNT(*) FROM episodes WHERE user_key = ? AND state = 'committed' GROUP BY status",
            (scope,),
        ) as cur:
            return {row[0]: int(row[1]) for row in await cur.fetchall()}

    async def chats(self) -> list[tuple[str, str, str, dict[str, int]]]:
        """(scope, bot id, chat name, counts by status) of every chat that wrote an episode, in every scope."""
        async with self.db.execute(
            "SELECT user_key, bot_uuid, session_name, status, COUNT(*) FROM episodes WHERE state = 'committed' "
            "GROUP BY user_key, bot_uuid, session_name, status ORDER BY bot_uuid, session_name"
        ) as cur:
            rows = await cur.fetchall()
        found: dict[tuple[str, str, str], dict[str, int]] = {}
        for scope, bot_id, chat, status, count in rows:
            found.setdefault((scope, bot_id, chat), {})[status] = int(count)
        return [(scope, bot_id, chat, counts) for (scope, bot_id, chat), counts in found.items()]

    async def index_rows(self, scope: str) -> list[IndexRow]:
        """The indexed columns of every committed episode of the scope, as plain tuples, in the order they were stored."""
        rows = await self.db.execute_fetchall(
            f"SELECT {INDEX_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' ORDER BY rowid", (scope,)
        )
        return [_index_row(IndexRow._make(row)) for row in rows]

    async def with_bad_times(self, scope: str) -> list[str]:
        """Ids of the scope's episodes stored with a time out of range (an older version, a hand-edited file)."""
        rows = await self.db.execute_fetchall(
            f"SELECT episode_id FROM episodes WHERE user_key = ? AND state = 'committed' AND NOT {_VALID_TIMES} ORDER BY rowid",
            (scope,),
        )
        return [row[0] for row in rows]

    async def set_status(self, scope: str, ids: Sequence[str], status: EpisodeStatus, superseded_by: str = "") -> None:
        await self.db.executemany(
            "UPDATE episodes SET status = ?, superseded_by = ? WHERE user_key = ? AND episode_id = ? AND state = 'committed'",
            [(status, superseded_by, scope, i) for i in ids],
        )

    async def set_links(self, scope: str, episode_id: str, supersedes: Sequence[str], superseded_by: str) -> None:
        await self.db.execute(
            "UPDATE episodes SET supersedes = ?, superseded_by = ? WHERE user_key = ? AND episode_id = ?",
            (json.dumps(list(supersedes)), superseded_by, scope, episode_id),
        )

    async def clear_context(self, scope: str, ids: Sequence[str]) -> None:
        await self.db.executemany(
            "UPDATE episodes SET context = '' WHERE user_key = ? AND episode_id = ?", [(scope, i) for i in ids]
        )

    async def superseded_by_any(self, scope: str, ids: Sequence[str]) -> list[str]:
        """Ids of the committed episodes superseded by any of `ids`."""
        if not ids:
            return []
        rows = await self.db.execute_fetchall(
            f"SELECT episode_id FROM episodes WHERE user_key = ? AND state = 'committed' AND status = 'superseded' "
            f"AND superseded_by IN ({','.join('?' * len(ids))})",
            (scope, *ids),
        )
        return [row[0] for row in rows]

    async def touch(self, scope: str, recalled: Mapping[str, float]) -> None:
        """Bump the last-accessed times of recalled episodes (episode id -> when); one stored out of range becomes when."""
        await self.db.executemany(
            f"UPDATE episodes SET last_accessed_at = CASE WHEN {_valid_time_sql('last_accessed_at')} "
            "THEN max(last_accessed_at, ?) ELSE ? END WHERE user_key = ? AND episode_id = ?",
            [(at, at, scope, i) for i, at in recalled.items()],
        )

    async def retention_rows(self, scope: str) -> list[tuple[str, str, int, float, float]]:
        """(id, speaker, importance, created, last recalled) of every episode of the scope."""
        async with self.db.execute(
            "SELECT episode_id, sender_id, importance, created_at, last_accessed_at FROM episodes "
            "WHERE user_key = ? AND state = 'committed'",
            (scope,),
        ) as cur:
            return [(row[0], row[1], int(row[2]), stored_time(row[3]), stored_time(row[4])) for row in await cur.fetchall()]
