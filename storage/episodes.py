"""L2 episode records (SQLite or PostgreSQL): the source of truth for metadata, status and the write-ahead state.

An episode is visible only once its row is `committed`, which happens after its vector is in
Chroma; rows left `pending` or `deleting` by a crash are rolled back at start-up (by the process
that wrote them, or by any process once that one is gone). Every change that a search index must
follow stamps the row with a new revision; a purged row leaves a tombstone with its revision.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from ..memory.episode_filter import EpisodeFilter
from ..memory.models import Episode, EpisodeStatus
from ..memory.scope_index import INDEX_COLUMNS, IndexRow
from ..memory.times import UNKNOWN_TIME, is_valid_time, stored_time
from .sql import Row, Sql

# The schema keeps the reference design's column names; the code calls them scope and bot_id.
STORED_COLUMNS = (
    "episode_id, user_key, session_name, bot_uuid, sender_id, sender_name, content, created_at, "
    "last_accessed_at, importance, tags, source, status, content_hash, superseded_by, supersedes, context"
)
_COLUMNS = STORED_COLUMNS.replace("user_key", "user_key AS scope").replace("bot_uuid", "bot_uuid AS bot_id")


class ScopeChanges(NamedTuple):
    """What changed in a scope after a revision: the rows now committed, the ids no longer visible, and
    the revision to ask from next time."""

    committed: list[IndexRow]
    gone: list[str]
    revision: int


def _json_list(raw: str) -> list[str]:
    return [] if raw == "[]" else list(json.loads(raw))


def _row_to_episode(row: Row) -> Episode:
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


def _episode_values(episode: Episode, state: str, revision: int, writer: str) -> tuple[Any, ...]:
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
        revision,
        writer,
    )


def _filter_sql(sql: Sql, where: EpisodeFilter) -> tuple[str, list[Any]]:
    created = f"(CASE WHEN {sql.valid_time('created_at')} THEN created_at ELSE {UNKNOWN_TIME!r} END)"
    clauses = [f"status IN ({','.join('?' * len(where.statuses))})"]
    params: list[Any] = list(where.statuses)
    for clause, value in (
        ("sender_id = ?", where.sender_id),
        ("lower(sender_name) = lower(?)", where.sender_name),
        (f"{created} >= ?", where.created_after),
        (f"{created} < ?", where.created_before),
        ("importance >= ?", where.importance_min),
        ("source = ?", where.source),
        ("session_name = ?", where.session_name),
    ):
        if value is not None:
            clauses.append(clause)
            params.append(value)
    if where.tag is not None:
        clauses.append(sql.tag_matches())
        params.append(where.tag)
    return " AND ".join(clauses), params


class EpisodeRecords:
    """Reads and writes episode rows; every query is confined to one scope. Writes join the caller's transaction.

    `writer` marks the write-ahead rows of this process, so recovery can tell whose they are.
    """

    def __init__(self, sql: Sql, writer: str = "") -> None:
        self.sql = sql
        self.writer = writer

    async def insert_pending(self, episodes: Sequence[Episode]) -> None:
        revisions = {scope: await self.sql.next_revision(scope) for scope in sorted({e.scope for e in episodes})}
        await self.sql.executemany(
            f"INSERT INTO episodes ({STORED_COLUMNS}, state, revision, writer) VALUES ({','.join('?' * 20)})",
            [_episode_values(e, "pending", revisions[e.scope], self.writer) for e in episodes],
        )

    async def commit_pending(self, ids: Sequence[str]) -> list[str]:
        """Make pending rows visible; returns the ids committed, which lacks any row another process's recovery
        has rolled back meanwhile (its writer was taken for gone)."""
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        rows = await self.sql.fetchall(f"SELECT DISTINCT user_key FROM episodes WHERE episode_id IN ({marks})", ids)
        committed: list[str] = []
        for scope in sorted(str(row[0]) for row in rows):
            revision = await self.sql.next_revision(scope)
            done = await self.sql.fetchall(
                f"UPDATE episodes SET state = 'committed', revision = ? "
                f"WHERE user_key = ? AND state = 'pending' AND episode_id IN ({marks}) RETURNING episode_id",
                (revision, scope, *ids),
            )
            committed += [str(row[0]) for row in done]
        return committed

    async def unfinished(self) -> list[tuple[str, str, str]]:
        """(scope, id, writer) of rows a crash (or a live writer, mid-write) left pending or half-deleted."""
        rows = await self.sql.fetchall("SELECT user_key, episode_id, writer FROM episodes WHERE state != 'committed'")
        return [(row[0], row[1], row[2]) for row in rows]

    async def said_by(self, bot_id: str, sender_id: str) -> list[tuple[str, str]]:
        """(scope, id) of every episode a person said to one bot, in any of its chats."""
        rows = await self.sql.fetchall(
            "SELECT user_key, episode_id FROM episodes WHERE bot_uuid = ? AND sender_id = ? AND state = 'committed'",
            (bot_id, sender_id),
        )
        return [(row[0], row[1]) for row in rows]

    async def vector_moves(self) -> list[tuple[str, str, str]]:
        """(id, old scope, new scope) of episodes a key migration moved whose vectors have not followed yet."""
        rows = await self.sql.fetchall("SELECT episode_id, old_scope, new_scope FROM vector_moves")
        return [(row[0], row[1], row[2]) for row in rows]

    async def clear_moves(self, ids: Sequence[str]) -> None:
        await self.sql.executemany("DELETE FROM vector_moves WHERE episode_id = ?", [(i,) for i in ids])

    async def mark_deleting(self, scope: str, ids: Sequence[str]) -> None:
        revision = await self.sql.next_revision(scope)
        await self.sql.executemany(
            "UPDATE episodes SET state = 'deleting', revision = ? WHERE user_key = ? AND episode_id = ?",
            [(revision, scope, i) for i in ids],
        )

    async def purge(self, ids: Sequence[str]) -> None:
        """Delete the rows, leaving a tombstone per row so other processes' indexes drop them too."""
        if not ids:
            return
        marks = ",".join("?" * len(ids))
        rows = await self.sql.fetchall(f"SELECT DISTINCT user_key FROM episodes WHERE episode_id IN ({marks})", ids)
        for scope in sorted(str(row[0]) for row in rows):
            revision = await self.sql.next_revision(scope)
            await self.sql.execute(
                f"INSERT INTO episode_tombstones (episode_id, user_key, revision) "
                f"SELECT episode_id, user_key, ? FROM episodes WHERE user_key = ? AND episode_id IN ({marks})",
                (revision, scope, *ids),
            )
        await self.sql.executemany("DELETE FROM episodes WHERE episode_id = ?", [(i,) for i in ids])

    async def get(self, scope: str, episode_id: str) -> Episode | None:
        row = await self.sql.fetchone(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND episode_id = ? AND state = 'committed'",
            (scope, episode_id),
        )
        return _row_to_episode(row) if row else None

    async def get_many(self, scope: str, ids: Iterable[str]) -> dict[str, Episode]:
        id_list = list(ids)
        if not id_list:
            return {}
        rows = await self.sql.fetchall(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' "
            f"AND episode_id IN ({','.join('?' * len(id_list))})",
            (scope, *id_list),
        )
        return {row["episode_id"]: _row_to_episode(row) for row in rows}

    async def existing_hashes(self, scope: str, hashes: Sequence[str]) -> dict[str, list[str]]:
        """content_hash -> the ids of every episode of the scope with that hash (any state, any speaker)."""
        if not hashes:
            return {}
        rows = await self.sql.fetchall(
            f"SELECT content_hash, episode_id FROM episodes WHERE user_key = ? "
            f"AND content_hash IN ({','.join('?' * len(hashes))})",
            (scope, *hashes),
        )
        found: dict[str, list[str]] = {}
        for content_hash, episode_id in rows:
            found.setdefault(content_hash, []).append(episode_id)
        return found

    async def select(
        self, scope: str, where: EpisodeFilter, limit: int = -1, offset: int = 0, newest_first: bool = True
    ) -> list[Episode]:
        clause, params = _filter_sql(self.sql, where)
        order = "DESC" if newest_first else "ASC"
        rows = await self.sql.fetchall(
            f"SELECT {_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' AND {clause} "
            f"ORDER BY created_at {order}, episode_id LIMIT ? OFFSET ?",
            (scope, *params, limit if limit >= 0 else self.sql.no_limit, offset),
        )
        return [_row_to_episode(row) for row in rows]

    async def count(self, scope: str, where: EpisodeFilter) -> int:
        clause, params = _filter_sql(self.sql, where)
        row = await self.sql.fetchone(
            f"SELECT COUNT(*) FROM episodes WHERE user_key = ? AND state = 'committed' AND {clause}", (scope, *params)
        )
        return int(row[0]) if row else 0

    async def counts_by_status(self, scope: str) -> dict[str, int]:
        rows = await self.sql.fetchall(
            "SELECT status, COUNT(*) FROM episodes WHERE user_key = ? AND state = 'committed' GROUP BY status", (scope,)
        )
        return {row[0]: int(row[1]) for row in rows}

    async def chats(self) -> list[tuple[str, str, str, dict[str, int]]]:
        """(scope, bot id, chat name, counts by status) of every chat that wrote an episode, in every scope."""
        rows = await self.sql.fetchall(
            "SELECT user_key, bot_uuid, session_name, status, COUNT(*) FROM episodes WHERE state = 'committed' "
            "GROUP BY user_key, bot_uuid, session_name, status ORDER BY bot_uuid, session_name"
        )
        found: dict[tuple[str, str, str], dict[str, int]] = {}
        for scope, bot_id, chat, status, count in rows:
            found.setdefault((scope, bot_id, chat), {})[status] = int(count)
        return [(scope, bot_id, chat, counts) for (scope, bot_id, chat), counts in found.items()]

    async def index_rows(self, scope: str) -> list[IndexRow]:
        """The indexed columns of every committed episode of the scope, as plain tuples, in the order they were stored."""
        rows = await self.sql.fetchall(
            f"SELECT {INDEX_COLUMNS} FROM episodes WHERE user_key = ? AND state = 'committed' ORDER BY rowid", (scope,)
        )
        return [_index_row(IndexRow._make(row)) for row in rows]

    async def scope_revision(self, scope: str) -> int:
        """The scope's latest revision (0 for a scope never written): cheap enough to ask before every search."""
        row = await self.sql.fetchone(
            "SELECT max(revision) FROM (SELECT max(revision) AS revision FROM episodes WHERE user_key = ? "
            "UNION ALL SELECT max(revision) FROM episode_tombstones WHERE user_key = ?) AS latest",
            (scope, scope),
        )
        return int(row[0]) if row and row[0] is not None else 0

    async def changed_since(self, scope: str, revision: int) -> ScopeChanges:
        """What changed in the scope after `revision` (inserted, committed, status or context changed,
        being deleted, deleted), for an index loaded at `revision` to catch up.

        One statement, so rows and tombstones come from one snapshot: read apart, a change committed
        between the two reads could be skipped by the revision the second read returns."""
        blanks = ", ".join(["''"] * 4 + ["0.0"] * 2 + ["0"] + ["''"] * 2)  # the index columns a tombstone lacks
        rows = await self.sql.fetchall(
            f"SELECT {INDEX_COLUMNS}, state, revision, rowid AS seq FROM episodes WHERE user_key = ? AND revision > ? "
            f"UNION ALL SELECT episode_id, {blanks}, 'purged', revision, 0 FROM episode_tombstones "
            "WHERE user_key = ? AND revision > ? ORDER BY seq",
            (scope, revision, scope, revision),
        )
        committed: list[IndexRow] = []
        gone: list[str] = []
        latest = revision
        for row in rows:
            latest = max(latest, int(row["revision"]))
            if row["state"] == "committed":
                committed.append(_index_row(IndexRow._make(tuple(row)[: len(IndexRow._fields)])))
            else:
                gone.append(row["episode_id"])
        still_here = {row.episode_id for row in committed}
        return ScopeChanges(committed, [i for i in dict.fromkeys(gone) if i not in still_here], latest)

    async def with_bad_times(self, scope: str) -> list[str]:
        """Ids of the scope's episodes stored with a time out of range (an older version, a hand-edited file)."""
        valid = f"({self.sql.valid_time('created_at')} AND {self.sql.valid_time('last_accessed_at')})"
        rows = await self.sql.fetchall(
            f"SELECT episode_id FROM episodes WHERE user_key = ? AND state = 'committed' AND NOT {valid} ORDER BY rowid",
            (scope,),
        )
        return [row[0] for row in rows]

    async def set_status(self, scope: str, ids: Sequence[str], status: EpisodeStatus, superseded_by: str = "") -> None:
        revision = await self.sql.next_revision(scope)
        await self.sql.executemany(
            "UPDATE episodes SET status = ?, superseded_by = ?, revision = ? "
            "WHERE user_key = ? AND episode_id = ? AND state = 'committed'",
            [(status, superseded_by, revision, scope, i) for i in ids],
        )

    async def set_links(self, scope: str, episode_id: str, supersedes: Sequence[str], superseded_by: str) -> None:
        await self.sql.execute(
            "UPDATE episodes SET supersedes = ?, superseded_by = ? WHERE user_key = ? AND episode_id = ?",
            (json.dumps(list(supersedes)), superseded_by, scope, episode_id),
        )

    async def clear_context(self, scope: str, ids: Sequence[str]) -> None:
        revision = await self.sql.next_revision(scope)
        await self.sql.executemany(
            "UPDATE episodes SET context = '', revision = ? WHERE user_key = ? AND episode_id = ?",
            [(revision, scope, i) for i in ids],
        )

    async def superseded_by_any(self, scope: str, ids: Sequence[str]) -> list[str]:
        """Ids of the committed episodes superseded by any of `ids`."""
        if not ids:
            return []
        rows = await self.sql.fetchall(
            f"SELECT episode_id FROM episodes WHERE user_key = ? AND state = 'committed' AND status = 'superseded' "
            f"AND superseded_by IN ({','.join('?' * len(ids))})",
            (scope, *ids),
        )
        return [row[0] for row in rows]

    async def touch(self, scope: str, recalled: Mapping[str, float]) -> None:
        """Bump the last-accessed times of recalled episodes (episode id -> when); one stored out of range becomes when.

        Not a revision: an index that misses a recall time only ranks that episode as a little older."""
        await self.sql.executemany(
            f"UPDATE episodes SET last_accessed_at = CASE WHEN {self.sql.valid_time('last_accessed_at')} "
            f"THEN {self.sql.greatest}(last_accessed_at, ?) ELSE ? END WHERE user_key = ? AND episode_id = ?",
            [(at, at, scope, i) for i, at in recalled.items()],
        )

    async def retention_rows(self, scope: str) -> list[tuple[str, str, int, float, float]]:
        """(id, speaker, importance, created, last recalled) of every episode of the scope."""
        rows = await self.sql.fetchall(
            "SELECT episode_id, sender_id, importance, created_at, last_accessed_at FROM episodes "
            "WHERE user_key = ? AND state = 'committed'",
            (scope,),
        )
        return [(row[0], row[1], int(row[2]), stored_time(row[3]), stored_time(row[4])) for row in rows]
