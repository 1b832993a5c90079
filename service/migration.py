"""`main.py migrate`: copy an embedded store (the SQLite file and embedded Chroma in data_dir) into PostgreSQL
and a Chroma server, and `--check` a copy against its source.

The source's data dir is locked for the whole copy (no process writes it meanwhile). Vectors go first,
scope by scope (an upsert: a copy that stopped halfway is simply run again), then every record in one
transaction of the target, so the records are there whole or not at all. A target that already holds a
memory is refused: two memories are never merged.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ..memory.config import LTMConfig
from ..memory.errors import ConfigError
from ..storage.chroma_vectors import ChromaVectorStore
from ..storage.data_dir_lock import DataDirLock
from ..storage.database import Database
from ..storage.embedder import AUTO_MODEL
from ..storage.postgres import PostgresDatabase, shown_url
from ..storage.records_database import RecordsDatabase
from ..storage.store_copy import TABLES, StoreRows, held_rows, pending_vector_moves, read_all, unfinished_rows, write_all

SQLITE_FILE = "ltm.sqlite3"


def describe(target: LTMConfig) -> str:
    """Where a memory is kept, for messages (no password)."""
    where = f"Chroma {target.chroma_host}:{target.chroma_port}, namespace {target.chroma_namespace}"
    return f"{shown_url(target.database_url)} and {where}"


def _vector_metadata(row: dict[str, Any]) -> dict[str, str]:
    return {
        "scope": row["user_key"],
        "session_name": row["session_name"],
        "bot_id": row["bot_uuid"],
        "sender_id": row["sender_id"],
    }


class _Stores:
    """The source (locked, embedded) and the target, opened together and closed in any case."""

    def __init__(self, config: LTMConfig, target: LTMConfig) -> None:
        self.config = config
        self.target = target
        self.opened: list[Any] = []

    async def __aenter__(self) -> tuple[Database, ChromaVectorStore, RecordsDatabase, ChromaVectorStore]:
        config = self.config
        if config.database_url or config.chroma_mode != "embedded":
            raise ConfigError(
                "migrate copies an embedded store: leave database_url empty and chroma_mode embedded for the source"
            )
        if not self.target.database_url or self.target.chroma_mode != "http":
            raise ConfigError("migrate copies into PostgreSQL and a Chroma server: give both")
        if not (config.data_dir / SQLITE_FILE).is_file():
            raise ConfigError(f"data_dir {config.data_dir} holds no embedded store ({SQLITE_FILE})")
        try:
            return await self._open()
        except BaseException:
            await self.__aexit__()
            raise

    async def _open(self) -> tuple[Database, ChromaVectorStore, RecordsDatabase, ChromaVectorStore]:
        config = self.config
        lock = await DataDirLock.acquire(config.data_dir, "main.py migrate")
        self.opened.append(lock)
        source = await Database.open(config.data_dir / SQLITE_FILE)
        self.opened.append(source)
        source_vectors = await ChromaVectorStore.connect("embedded", config.data_dir, "", 0, config.chroma_namespace)
        self.opened.append(source_vectors)
        t = self.target
        target = await PostgresDatabase.open(t.database_url)
        self.opened.append(target)
        target_vectors = await ChromaVectorStore.connect(
            "http", config.data_dir, t.chroma_host, t.chroma_port, t.chroma_namespace
        )
        self.opened.append(target_vectors)
        return source, source_vectors, target, target_vectors

    async def __aexit__(self, *exc: object) -> None:
        for resource in reversed(self.opened):
            if isinstance(resource, DataDirLock):
                resource.release()
            elif isinstance(resource, ChromaVectorStore):
                resource.close()
            else:
                await resource.close()


async def migrate(config: LTMConfig, target: LTMConfig) -> list[str]:
    """Copy the store; returns what was copied, line by line. ConfigError (one line) when it cannot be done."""
    async with _Stores(config, target) as (source, source_vectors, database, vectors):
        if await pending_vector_moves(source):
            raise ConfigError("this store has vectors still to move to new keys: start the plugin on it once, then migrate")
        held = {table: count for table, count in (await held_rows(database)).items() if count}
        if held:
            counts = ", ".join(f"{count} {table}" for table, count in held.items())
            raise ConfigError(
                f"{shown_url(target.database_url)} already holds a memory ({counts}); migrate into an empty database"
            )
        await source.bind_embedding_model(AUTO_MODEL)  # a store from before the model was recorded gets it recorded
        rows = await read_all(source)
        skipped = await unfinished_rows(source)
        copied_vectors, missing = await _copy_vectors(rows, source_vectors, vectors)
        await write_all(database, rows)
    lines = [
        f"copied {len(rows.episodes)} episode(s) in {len(rows.scopes())} scope(s) with {copied_vectors} vector(s), "
        + ", ".join(f"{len(rows.tables[table])} {table}" for table in TABLES)
        + f", embedding model {rows.facts.get('embedding_model', '-')}",
        f"to {describe(target)}",
    ]
    if skipped:
        lines.append(f"left out {skipped} unfinished write(s) a crash left behind (a start would roll them back)")
    if missing:
        lines.append(f"{missing} episode(s) had no vector in the source (`!memory health` warned of them); copied as they are")
    return lines


async def _copy_vectors(rows: StoreRows, source: ChromaVectorStore, target: ChromaVectorStore) -> tuple[int, int]:
    copied = missing = 0
    for scope, episodes in rows.scopes().items():
        vectors = await source.vectors_of(scope)
        present = [row for row in episodes if row["episode_id"] in vectors]
        missing += len(episodes) - len(present)
        if present:
            ids = [row["episode_id"] for row in present]
            await target.add(scope, ids, np.stack([vectors[i] for i in ids]), [_vector_metadata(row) for row in present])
            copied += len(ids)
    return copied, missing


async def check(config: LTMConfig, target: LTMConfig) -> list[str]:
    """The differences between the source and its copy (none: the copy is whole), line by line."""
    async with _Stores(config, target) as (source, source_vectors, database, vectors):
        before, after = await read_all(source), await read_all(database)
        differences = [
            f"{table}: {len(before.tables[table])} in the source, {len(after.tables[table])} in the target"
            for table in TABLES
            if len(before.tables[table]) != len(after.tables[table])
        ]
        source_scopes, target_scopes = before.scopes(), after.scopes()
        for scope in sorted(set(source_scopes) | set(target_scopes)):
            source_ids = {row["episode_id"] for row in source_scopes.get(scope, [])}
            target_ids = {row["episode_id"] for row in target_scopes.get(scope, [])}
            differences += _id_differences(f"scope {scope}: episodes", source_ids, target_ids)
            source_vector_ids = set(await source_vectors.vectors_of(scope)) & source_ids
            target_vector_ids = set(await vectors.vectors_of(scope))
            differences += _id_differences(f"scope {scope}: vectors", source_vector_ids, target_vector_ids)
        model = before.facts.get("embedding_model"), after.facts.get("embedding_model")
        if model[0] != model[1]:
            differences.append(f"embedding model: {model[0]} in the source, {model[1]} in the target")
    return differences


def _id_differences(what: str, source: set[str], target: set[str]) -> list[str]:
    lines = []
    if source - target:
        lines.append(f"{what}: {len(source - target)} missing from the target, e.g. {sorted(source - target)[0]}")
    if target - source:
        lines.append(f"{what}: {len(target - source)} not in the source, e.g. {sorted(target - source)[0]}")
    return lines
