"""What several processes sharing one records database rely on, on SQLite and on PostgreSQL alike: a
per-scope revision that tells an index what changed (purges included), and writer tokens that keep a
live process's unfinished writes out of another's recovery."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any, cast

import pytest

from longtermmemory.memory.config import LTMConfig
from longtermmemory.memory.episode_filter import EpisodeFilter
from longtermmemory.memory.errors import SchemaTooNew
from longtermmemory.memory.models import Episode
from longtermmemory.storage.episodes import EpisodeRecords
from longtermmemory.storage.postgres import SCHEMA_VERSION, PostgresDatabase
from longtermmemory.storage.records_database import RecordsDatabase
from longtermmemory.storage.records_opening import open_records_database
from longtermmemory.storage.sql import Row, Sql
from longtermmemory.tests.support import PostgresServer


def episode(episode_id: str, scope: str = "s1", content: str = "Alice likes green tea") -> Episode:
    return Episode(
        episode_id=episode_id,
        scope=scope,
        session_name="group_1",
        bot_id="bot1",
        sender_id="u1",
        sender_name="Alice",
        content=content,
        created_at=1_700_000_000.0,
        last_accessed_at=1_700_000_000.0,
        importance=3,
        content_hash="h-" + episode_id,
    )


async def stored(database: RecordsDatabase, records: EpisodeRecords, *episodes: Episode) -> None:
    """The write-ahead protocol's two transactions (the vector goes in between)."""
    async with database.transaction():
        await records.insert_pending(episodes)
    async with database.transaction():
        await records.commit_pending([e.episode_id for e in episodes])


async def test_changed_since_tells_an_index_every_change_of_its_scope(records_config: LTMConfig) -> None:
    database = await open_records_database(records_config)
    records = EpisodeRecords(database.sql, database.writer_token)
    assert await records.scope_revision("s1") == 0
    await stored(database, records, episode("ep_1"), episode("ep_2"))
    await stored(database, records, episode("ep_x", scope="s2"))
    loaded = await records.scope_revision("s1")
    assert loaded > 0 and (await records.changed_since("s1", 0)).committed[1].episode_id == "ep_2"
    assert await records.changed_since("s1", loaded) == ([], [], loaded)  # s2's write is not s1's change

    async with database.transaction():
        await records.set_status("s1", ["ep_1"], "archived")
    archived = await records.changed_since("s1", loaded)
    assert [(row.episode_id, row.status) for row in archived.committed] == [("ep_1", "archived")] and not archived.gone

    async with database.transaction():
        await records.mark_deleting("s1", ["ep_2"])
    deleting = await records.changed_since("s1", archived.revision)
    assert deleting.committed == [] and deleting.gone == ["ep_2"]
    async with database.transaction():
        await records.purge(["ep_2"])
    purged = await records.changed_since("s1", archived.revision)
    assert purged.gone == ["ep_2"] and purged.revision > deleting.revision  # the tombstone, newer than the mark
    assert purged.revision == await records.scope_revision("s1")

    await stored(database, records, episode("ep_3"))  # a revision is never handed out twice, even after a purge
    added = await records.changed_since("s1", purged.revision)
    assert [row.episode_id for row in added.committed] == ["ep_3"] and added.revision > purged.revision
    await database.close()


async def test_pending_rows_are_not_visible_and_carry_their_writer(records_config: LTMConfig) -> None:
    database = await open_records_database(records_config)
    records = EpisodeRecords(database.sql, database.writer_token)
    async with database.transaction():
        await records.insert_pending([episode("ep_1")])
    changes = await records.changed_since("s1", 0)
    assert changes.committed == [] and changes.gone == ["ep_1"]
    assert await records.unfinished() == [("s1", "ep_1", database.writer_token)]
    assert await records.count("s1", EpisodeFilter()) == 0
    await database.close()


async def test_a_failed_transaction_leaves_nothing_another_connection_can_see(records_config: LTMConfig) -> None:
    database, other = await open_records_database(records_config), await open_records_database(records_config)
    records, seen_by_other = EpisodeRecords(database.sql, database.writer_token), EpisodeRecords(other.sql)
    with pytest.raises(RuntimeError):
        async with database.transaction():
            await records.insert_pending([episode("ep_1")])
            await records.commit_pending(["ep_1"])
            raise RuntimeError("the vector store went away")
    assert await seen_by_other.count("s1", EpisodeFilter()) == 0 and await records.scope_revision("s1") == 0
    await stored(database, records, episode("ep_2"))
    assert [e.episode_id for e in await seen_by_other.select("s1", EpisodeFilter())] == ["ep_2"]
    await other.close()
    await database.close()


async def test_the_filters_read_the_same_on_both_databases(records_config: LTMConfig) -> None:
    database = await open_records_database(records_config)
    records = EpisodeRecords(database.sql, database.writer_token)
    tagged = episode("ep_1").model_copy(update={"tags": ["Travel"], "sender_name": "ALICE"})
    await stored(
        database, records, tagged, episode("ep_2", content="Bob plays the violin").model_copy(update={"sender_name": "Bob"})
    )
    assert [e.episode_id for e in await records.select("s1", EpisodeFilter(tag="travel"))] == ["ep_1"]
    assert [e.episode_id for e in await records.select("s1", EpisodeFilter(sender_name="alice"))] == ["ep_1"]
    assert len(await records.select("s1", EpisodeFilter(), limit=-1)) == 2
    assert len(await records.select("s1", EpisodeFilter(), limit=1, offset=1)) == 1
    async with database.transaction():
        await records.touch("s1", {"ep_1": 1_800_000_000.0})
    assert (await records.get("s1", "ep_1")).last_accessed_at == 1_800_000_000.0  # type: ignore[union-attr]
    await database.close()


async def test_a_live_writers_rows_are_its_own_and_a_gone_writers_anyones(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database()
    first, second = await PostgresDatabase.open(url), await PostgresDatabase.open(url)
    assert first.writer_token != second.writer_token
    assert not await second.owner_gone(first.writer_token) and not await first.owner_gone(first.writer_token)
    assert await second.owner_gone("")  # a row from before writer tokens (a migrated store)
    await first.close()
    assert await second.owner_gone(first.writer_token)
    await second.close()


async def test_a_database_of_a_newer_version_is_refused(postgres_server: PostgresServer) -> None:
    url = postgres_server.new_database()
    database = await PostgresDatabase.open(url)
    await database.sql.execute("INSERT INTO ltm_schema (version) VALUES (?)", (SCHEMA_VERSION + 1,))
    await database.close()
    with pytest.raises(SchemaTooNew, match="this plugin knows up to"):
        await PostgresDatabase.open(url)


class WritesBetweenReads:
    """The reader's database, except that another process commits a write and a delete right after the
    reader's first read of the call (as it can at any moment)."""

    def __init__(self, sql: Sql, meanwhile: Callable[[], Awaitable[None]]) -> None:
        self.sql = sql
        self.meanwhile: Callable[[], Awaitable[None]] | None = meanwhile

    async def fetchall(self, query: str, params: Sequence[Any] = ()) -> list[Row]:
        rows = await self.sql.fetchall(query, params)
        if self.meanwhile is not None:
            meanwhile, self.meanwhile = self.meanwhile, None
            await meanwhile()
        return rows

    def __getattr__(self, name: str) -> Any:
        return getattr(self.sql, name)


async def test_a_reader_never_skips_a_change_committed_while_it_reads(records_config: LTMConfig) -> None:
    writer_database = await open_records_database(records_config)
    writer = EpisodeRecords(writer_database.sql, writer_database.writer_token)
    await stored(writer_database, writer, episode("ep_1"), episode("ep_2"))
    seen = await writer.scope_revision("s1")

    async def another_process_writes() -> None:
        await stored(writer_database, writer, episode("ep_3"))
        async with writer_database.transaction():
            await writer.purge(["ep_2"])

    reader_database = await open_records_database(records_config) if records_config.database_url else writer_database
    reader = EpisodeRecords(cast(Sql, WritesBetweenReads(reader_database.sql, another_process_writes)))
    first = await reader.changed_since("s1", seen)
    second = await reader.changed_since("s1", first.revision)
    caught_up = [row.episode_id for row in first.committed + second.committed]
    assert caught_up == ["ep_3"] and "ep_2" in first.gone + second.gone
    if reader_database is not writer_database:
        await reader_database.close()
    await writer_database.close()
