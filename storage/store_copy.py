"""Every record of one store, read whole and written whole into another (the migration to a server database).

The copy is of committed rows only: a write-ahead row that a crash left behind is not a memory yet.
Row ids of the history and the audit are not copied (the target numbers them anew, in the same order);
each scope's episodes get a revision of the target's clock.
"""

from __future__ import annotations

import math
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from .episodes import STORED_COLUMNS
from .records_database import RecordsDatabase

# table -> (copied columns, ordering); the episodes are copied apart (committed rows, new revisions)
TABLES: dict[str, tuple[str, str]] = {
    "profiles": ("session_key, owner, data, updated_at", "session_key, owner"),
    "profile_history": ("session_key, owner, field, previous, current, changed_at, changed_by", "id"),
    "audit": ("user_key, at, actor_id, actor_name, action, episode_id, detail", "id"),
    "knowledge_bases": ("kb_id, created_at", "kb_id"),
    "knowledge_documents": ("document_id, kb_id, user_key, episode_ids, imported_at", "document_id"),
}
# columns of times: SQLite may hold anything in them (an older version, a hand-edited file), a server only numbers
TIME_COLUMNS = frozenset({"at", "created_at", "imported_at", "last_accessed_at"})
MODEL_FACT = "embedding_model"


@dataclass
class StoreRows:
    """The committed records of a store, as stored."""

    tables: dict[str, list[tuple[Any, ...]]] = field(default_factory=dict)
    episodes: list[dict[str, Any]] = field(default_factory=list)
    facts: dict[str, str] = field(default_factory=dict)

    def scopes(self) -> dict[str, list[dict[str, Any]]]:
        """The episodes of each scope, in the order they were stored."""
        by_scope: defaultdict[str, list[dict[str, Any]]] = defaultdict(list)
        for row in self.episodes:
            by_scope[row["user_key"]].append(row)
        return dict(by_scope)


def _number(value: Any) -> float:
    """A stored time as a server column holds it: a number, or NaN (read back as the unknown time) for text."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return math.nan


async def read_all(database: RecordsDatabase) -> StoreRows:
    rows = StoreRows()
    for table, (columns, order) in TABLES.items():
        rows.tables[table] = [
            tuple(row) for row in await database.sql.fetchall(f"SELECT {columns} FROM {table} ORDER BY {order}")
        ]
    found = await database.sql.fetchall(f"SELECT {STORED_COLUMNS} FROM episodes WHERE state = 'committed' ORDER BY rowid")
    rows.episodes = [dict(row) for row in found]
    rows.facts = {str(row[0]): str(row[1]) for row in await database.sql.fetchall("SELECT name, value FROM store_facts")}
    return rows


async def unfinished_rows(database: RecordsDatabase) -> int:
    row = await database.sql.fetchone("SELECT COUNT(*) FROM episodes WHERE state != 'committed'")
    return int(row[0]) if row else 0


async def pending_vector_moves(database: RecordsDatabase) -> int:
    row = await database.sql.fetchone("SELECT COUNT(*) FROM vector_moves")
    return int(row[0]) if row else 0


async def held_rows(database: RecordsDatabase) -> dict[str, int]:
    """How many rows each table of memory holds (every state), for refusing a target that is not empty."""
    counts = {}
    for table in ("episodes", *TABLES):
        row = await database.sql.fetchone(f"SELECT COUNT(*) FROM {table}")
        counts[table] = int(row[0]) if row else 0
    return counts


async def write_all(target: RecordsDatabase, rows: StoreRows) -> None:
    """Everything in one transaction of the target: a copy that fails leaves the target as it was."""
    async with target.transaction():
        for table, (columns, _) in TABLES.items():
            names = [name.strip() for name in columns.split(",")]
            values = [
                tuple(_number(v) if n in TIME_COLUMNS else v for n, v in zip(names, row, strict=True))
                for row in rows.tables[table]
            ]
            await target.sql.executemany(f"INSERT INTO {table} ({columns}) VALUES ({','.join('?' * len(names))})", values)
        episode_columns = [name.strip() for name in STORED_COLUMNS.split(",")]
        for scope, episodes in rows.scopes().items():
            revision = await target.sql.next_revision(scope)
            values = [
                (*(_number(row[n]) if n in TIME_COLUMNS else row[n] for n in episode_columns), "committed", revision)
                for row in episodes
            ]
            await target.sql.executemany(
                f"INSERT INTO episodes ({STORED_COLUMNS}, state, revision) VALUES ({','.join('?' * (len(episode_columns) + 2))})",
                values,
            )
        for name, value in rows.facts.items():
            await target.set_fact(name, value)
