"""The embedded store's SQLite file: one connection, WAL mode, versioned schema migrations and explicit transactions."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiosqlite

from ..memory.errors import SchemaTooNew
from ..memory.identity import rekeyed_scope, rekeyed_session
from .records_database import RecordsDatabase
from .sql import SqliteSql

MIGRATIONS: tuple[str, ...] = (
    # version 1
    """
    CREATE TABLE profiles (
        session_key TEXT NOT NULL,
        owner TEXT NOT NULL,              -- '' for the session profile, else the sender id
        data TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (session_key, owner)
    );
    CREATE TABLE profile_history (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_key TEXT NOT NULL,
        owner TEXT NOT NULL,
        field TEXT NOT NULL,
        previous TEXT NOT NULL,
        current TEXT NOT NULL,
        changed_at TEXT NOT NULL,
        changed_by TEXT NOT NULL
    );
    CREATE INDEX profile_history_owner ON profile_history (session_key, owner, field, id);
    CREATE TABLE episodes (
        episode_id TEXT PRIMARY KEY,
        user_key TEXT NOT NULL,
        session_name TEXT NOT NULL,
        bot_uuid TEXT NOT NULL,
        sender_id TEXT NOT NULL,
        sender_name TEXT NOT NULL,
        content TEXT NOT NULL,
        created_at REAL NOT NULL,
        last_accessed_at REAL NOT NULL,
        importance INTEGER NOT NULL,
        tags TEXT NOT NULL,
        source TEXT NOT NULL,
        status TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        superseded_by TEXT NOT NULL DEFAULT '',
        supersedes TEXT NOT NULL DEFAULT '[]',
        state TEXT NOT NULL               -- 'pending' | 'committed' | 'deleting' (write-ahead)
    );
    CREATE UNIQUE INDEX episodes_scope_hash ON episodes (user_key, content_hash);
    CREATE INDEX episodes_scope_status ON episodes (user_key, state, status, created_at);
    CREATE INDEX episodes_state ON episodes (state) WHERE state != 'committed';
    CREATE TABLE audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_key TEXT NOT NULL,
        at REAL NOT NULL,
        actor_id TEXT NOT NULL,
        actor_name TEXT NOT NULL,
        action TEXT NOT NULL,
        episode_id TEXT NOT NULL,
        detail TEXT NOT NULL
    );
    CREATE INDEX audit_scope ON audit (user_key, id);
    """,
    # version 2: the conversation line an episode came from, searched alongside its content
    """
    ALTER TABLE episodes ADD COLUMN context TEXT NOT NULL DEFAULT '';
    """,
    # version 3: keys that cannot collide (see `_rekey`); vectors to move follow in `vector_moves`
    """
    CREATE TABLE IF NOT EXISTS vector_moves (
        episode_id TEXT PRIMARY KEY,
        old_scope TEXT NOT NULL,
        new_scope TEXT NOT NULL
    );
    """,
    # version 4: facts about the store itself, such as the model its vectors came from
    """
    CREATE TABLE IF NOT EXISTS store_facts (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # version 5: the same text may be stored more than once: by two members, or said again after an update
    """
    DROP INDEX IF EXISTS episodes_scope_hash;
    CREATE INDEX episodes_scope_hash ON episodes (user_key, content_hash);
    """,
    # version 6: LangBot knowledge bases of this memory, and the episodes each uploaded document imported
    """
    CREATE TABLE IF NOT EXISTS knowledge_bases (
        kb_id TEXT PRIMARY KEY,
        created_at REAL NOT NULL
    );
    CREATE TABLE IF NOT EXISTS knowledge_documents (
        document_id TEXT PRIMARY KEY,
        kb_id TEXT NOT NULL,
        user_key TEXT NOT NULL,
        episode_ids TEXT NOT NULL,
        imported_at REAL NOT NULL
    );
    CREATE INDEX IF NOT EXISTS knowledge_documents_kb ON knowledge_documents (kb_id);
    """,
    # version 7: what changed in a scope since a revision (`EpisodeRecords.changed_since`), and which
    # process wrote a write-ahead row (`RecordsDatabase.owner_gone`); a server database shares these
    """
    CREATE INDEX IF NOT EXISTS episodes_scope_revision ON episodes (user_key, revision);
    CREATE TABLE IF NOT EXISTS episode_tombstones (
        episode_id TEXT NOT NULL,
        user_key TEXT NOT NULL,
        revision INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS episode_tombstones_scope ON episode_tombstones (user_key, revision);
    CREATE TABLE IF NOT EXISTS revision_clock (value INTEGER NOT NULL);
    INSERT INTO revision_clock (value) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM revision_clock);
    """,
)
# Columns a migration adds before its script runs, each only if missing: SQLite has no ADD COLUMN IF NOT EXISTS,
# and a file whose version number was set back (by hand, or by a test of an old file) may have them already.
ADDED_COLUMNS: dict[int, tuple[tuple[str, str, str], ...]] = {
    7: (("episodes", "revision", "INTEGER NOT NULL DEFAULT 0"), ("episodes", "writer", "TEXT NOT NULL DEFAULT ''")),
}
SCHEMA_VERSION = len(MIGRATIONS)


async def _connect(path: Path) -> aiosqlite.Connection:
    """Open (creating if needed) and migrate the database file to the current schema."""
    path.parent.mkdir(parents=True, exist_ok=True)
    connecting = aiosqlite.connect(path)
    # aiosqlite's worker thread is not a daemon: a run that ends in an uncaught error before closing
    # the database would wait for it forever. Uncommitted work is rolled back by SQLite either way.
    connecting._thread.daemon = True
    db = await connecting
    db.row_factory = aiosqlite.Row
    await db.execute("PRAGMA journal_mode=WAL")
    await db.execute("PRAGMA synchronous=NORMAL")
    await db.execute("PRAGMA busy_timeout=5000")
    async with db.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    version = int(row[0]) if row else 0
    if version > SCHEMA_VERSION:
        await db.close()
        raise SchemaTooNew(f"{path} has schema {version}; this plugin knows up to {SCHEMA_VERSION}")
    for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
        try:
            added = await _missing_columns(db, ADDED_COLUMNS.get(number, ()))
            await db.executescript(f"BEGIN;\n{added}{script}")  # the transaction stays open for the steps below
            if number == REKEY_VERSION:
                await _rekey(db)
            await db.execute(f"PRAGMA user_version={number}")
        except BaseException:
            await db.rollback()
            await db.close()
            raise
        await db.commit()
    return db


async def _missing_columns(db: aiosqlite.Connection, columns: tuple[tuple[str, str, str], ...]) -> str:
    """The ALTER statements adding those of `columns` (table, name, type) that their table lacks."""
    statements = []
    for table, name, kind in columns:
        async with db.execute(f"SELECT 1 FROM pragma_table_info('{table}') WHERE name = ?", (name,)) as cursor:
            if await cursor.fetchone() is None:
                statements.append(f"ALTER TABLE {table} ADD COLUMN {name} {kind};\n")
    return "".join(statements)


REKEY_VERSION = 3


async def _rekey(db: aiosqlite.Connection) -> None:
    """Move every row to its key of today (injective keys; private chats out of bot pools).

    Episodes are re-keyed from the chat and bot they were written in; profiles and the audit from their
    old key. Episodes that change scope are listed in `vector_moves`: their vectors follow once the
    vector store is open (`EpisodeWriter.finish_moves`), so a crash in between only delays them.
    """
    async with db.execute("SELECT episode_id, user_key, session_name, bot_uuid FROM episodes") as cursor:
        episodes = list(await cursor.fetchall())
    moves = [(row[0], row[1], rekeyed_scope(row[1], row[2], row[3])) for row in episodes]
    moves = [move for move in moves if move[2] != move[1]]
    await db.executemany("UPDATE episodes SET user_key = ? WHERE episode_id = ?", [(new, i) for i, _, new in moves])
    await db.executemany("INSERT INTO vector_moves (episode_id, old_scope, new_scope) VALUES (?,?,?)", moves)
    for table, column in (("profiles", "session_key"), ("profile_history", "session_key"), ("audit", "user_key")):
        async with db.execute(f"SELECT DISTINCT {column} FROM {table}") as cursor:
            keys = [row[0] for row in await cursor.fetchall()]
        renamed = [(new, key) for key in keys if (new := rekeyed_session(key)) != key]
        await db.executemany(f"UPDATE {table} SET {column} = ? WHERE {column} = ?", renamed)


class Database(RecordsDatabase):
    """The one connection every store shares (see `RecordsDatabase`).

    Writers take turns, so one writer's commit can never carry another's half-done changes;
    readers do not wait (they only see committed episodes). One process has the data dir (its
    lock), so every unfinished row at start is a crashed run's.
    """

    writer_token = ""
    store_name = "data_dir"

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self.connection = connection
        self.sql = SqliteSql(connection)
        self._writer = asyncio.Lock()

    @classmethod
    async def open(cls, path: Path) -> Database:
        return cls(await _connect(path))

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        async with self._writer:
            try:
                yield
            except BaseException:
                await self.connection.rollback()
                raise
            await self.connection.commit()

    async def owner_gone(self, writer: str) -> bool:
        return True

    async def close(self) -> None:
        async with self._writer:
            await self.connection.close()
