"""Explicit transactions: a logical write is committed whole or not at all, and writers take turns."""

import asyncio
import sqlite3
from pathlib import Path

import pytest

from longtermmemory.memory.errors import SchemaTooNew
from longtermmemory.memory.models import Profile
from longtermmemory.storage.audit import AuditLog
from longtermmemory.storage.database import SCHEMA_VERSION, Database
from longtermmemory.storage.profiles import ProfileStore


def committed_audit_rows(path: Path) -> int:
    with sqlite3.connect(path) as other:  # another connection sees only what was committed
        return int(other.execute("SELECT COUNT(*) FROM audit").fetchone()[0])


async def test_a_failed_transaction_leaves_nothing_behind(tmp_path: Path) -> None:
    path = tmp_path / "ltm.sqlite3"
    database = await Database.open(path)
    audit, profiles = AuditLog(database.sql), ProfileStore(database.sql)
    with pytest.raises(RuntimeError):
        async with database.transaction():
            await audit.record("s", 1.0, ("u1", "Alice"), "added", ["ep_1", "ep_2"])
            await profiles.save("s", "u1", Profile(name="Al"), "name", "", "Alice", 1.0)
            raise RuntimeError("the vector store went away")
    assert committed_audit_rows(path) == 0 and (await profiles.get("s", "u1")).name == ""
    async with database.transaction():
        await audit.record("s", 2.0, ("u1", "Alice"), "added", ["ep_3"])
    assert committed_audit_rows(path) == 1
    await database.close()


async def test_stores_do_not_commit_on_their_own(tmp_path: Path) -> None:
    path = tmp_path / "ltm.sqlite3"
    database = await Database.open(path)
    await AuditLog(database.sql).record("s", 1.0, ("u1", "Alice"), "added", ["ep_1"])
    assert committed_audit_rows(path) == 0
    await database.connection.rollback()
    await database.close()


async def test_writers_take_turns(tmp_path: Path) -> None:
    database = await Database.open(tmp_path / "ltm.sqlite3")
    audit = AuditLog(database.sql)
    order: list[str] = []

    async def writer(name: str, fail: bool) -> None:
        async with database.transaction():
            order.append(f"{name} in")
            await audit.record("s", 1.0, (name, name), "added", [name])
            await asyncio.sleep(0.01)
            order.append(f"{name} out")
            if fail:
                raise ValueError(name)

    results = await asyncio.gather(writer("a", True), writer("b", False), return_exceptions=True)
    assert isinstance(results[0], ValueError) and results[1] is None
    assert order == ["a in", "a out", "b in", "b out"]  # b's commit never carried a's rolled-back row
    entries, total = await audit.page(["s"], 10, 0)
    assert total == 1 and entries[0].target == "b"
    await database.close()


async def test_a_file_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "ltm.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    with pytest.raises(SchemaTooNew, match="this plugin knows up to"):
        await Database.open(path)
