"""Several processes, one memory: records in a real PostgreSQL, vectors on a real Chroma server.

Each service here stands for a process (its own pool, its own writer token and lock); a process that
is gone is one whose connections the server has seen drop, as it sees when a process is killed.
"""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import uuid
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray

from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.errors import ConfigError, DataDirInUse
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage import postgres
from longtermmemory.storage.chroma_vectors import ChromaVectorStore
from longtermmemory.storage.embedder import Embedder
from longtermmemory.storage.episodes import EpisodeRecords
from longtermmemory.storage.postgres import PostgresDatabase
from longtermmemory.storage.vector_store import VectorMetadata
from longtermmemory.tests.support import HostFactory, PostgresServer, event, replay

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def shared(postgres_server: PostgresServer, chroma_server: int) -> dict[str, Any]:
    """The settings of one shared memory: a new database and a new Chroma namespace."""
    return {
        "database_url": postgres_server.new_database(),
        "chroma_mode": "http",
        "chroma_port": chroma_server,
        "chroma_namespace": "t" + uuid.uuid4().hex[:12],
    }


def remember(content: str) -> dict[str, Any]:
    return event(tool="remember", args={"content": content})


class HeldAdds:
    """The real Chroma store, except that adding vectors waits until released: a process caught mid-write."""

    def __init__(self, store: ChromaVectorStore) -> None:
        self.store = store
        self.entered = asyncio.Event()
        self.release = asyncio.Event()

    async def add(
        self, scope: str, ids: Sequence[str], embeddings: NDArray[np.float32], metadatas: Sequence[VectorMetadata]
    ) -> None:
        self.entered.set()
        await self.release.wait()
        await self.store.add(scope, ids, embeddings, metadatas)

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)


async def held_host(
    settings: dict[str, Any], data_dir: Path, embedder: Embedder
) -> tuple[PluginHost, HeldAdds, PostgresDatabase]:
    config = load_config({"data_dir": data_dir, **settings}, environ={})
    store = HeldAdds(await ChromaVectorStore.connect("http", data_dir, "127.0.0.1", config.chroma_port, config.chroma_namespace))
    database = await PostgresDatabase.open(config.database_url)
    host = PluginHost(config, [LongTermMemoryPlugin(config, MemoryService(config, database, store, embedder))])
    await host.start()
    return host, store, database


async def test_two_processes_share_one_memory(make_host: HostFactory, shared: dict[str, Any], tmp_path: Path) -> None:
    first = await make_host(data_dir=tmp_path / "one", **shared)
    second = await make_host(data_dir=tmp_path / "one", **shared)  # the same data dir too: nothing of the memory is in it
    stored = await replay(first, [remember("The boat trip is on Sunday")], tmp_path)
    assert stored[0]["result"].startswith("Stored as ep_")
    found = await replay(second, [event(tool="recall_memory", args={"query": "when is the boat trip"})], tmp_path)
    assert "The boat trip is on Sunday" in found[0]["result"]


async def test_embedded_chroma_keeps_a_postgresql_memory_to_one_process(
    make_host: HostFactory, postgres_server: PostgresServer, tmp_path: Path
) -> None:
    url = postgres_server.new_database()
    await make_host(data_dir=tmp_path / "one", database_url=url)
    with pytest.raises(DataDirInUse, match="embedded Chroma is one process's: set chroma_mode http"):
        await make_host(data_dir=tmp_path / "one", database_url=url)


async def test_recovery_leaves_a_live_process_mid_write_alone_and_rolls_back_a_gone_ones(
    make_host: HostFactory, shared: dict[str, Any], embedder: Embedder, tmp_path: Path
) -> None:
    writer, held, _ = await held_host(shared, tmp_path / "a", embedder)
    writing = asyncio.create_task(replay(writer, [remember("The boat trip is on Sunday")], tmp_path))
    await asyncio.wait_for(held.entered.wait(), 60)  # its row is pending, its vector not yet added
    await make_host(data_dir=tmp_path / "b", **shared)  # another process starts and recovers
    held.release.set()
    assert (await writing)[0]["result"].startswith("Stored as ep_")  # not rolled back under the live writer

    dying, held, database = await held_host(shared, tmp_path / "c", embedder)
    dying_write = asyncio.create_task(replay(dying, [remember("The picnic moved to Monday")], tmp_path))
    await asyncio.wait_for(held.entered.wait(), 60)
    dying_write.cancel()
    database._pool.terminate()  # the server sees its connections drop, as when the process is killed
    database._lifeline.terminate()
    observer = await PostgresDatabase.open(shared["database_url"])
    assert len(await EpisodeRecords(observer.sql).unfinished()) == 1
    restarted = await make_host(data_dir=tmp_path / "d", **shared)
    assert await EpisodeRecords(observer.sql).unfinished() == []  # rolled back by the next process to start
    listed = await replay(restarted, [event(message="!memory list")], tmp_path)
    assert "boat trip" in listed[0]["reply"] and "picnic" not in listed[0]["reply"]
    await observer.close()
    await writer.stop()
    await dying.stop()


def run_chat(settings: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LTM_DATA_DIR": str(tmp_path / "data"), **settings}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "chat"], env=env, input="", capture_output=True, text=True, timeout=120
    )


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_start_up_against_no_server_fails_with_one_line(tmp_path: Path) -> None:
    url = f"postgresql://ltm:secret@127.0.0.1:{free_port()}/memory"
    done = run_chat({"LTM_DATABASE_URL": url}, tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"error: database_url postgresql://ltm:***@127.0.0.1:{url.split(':')[3].split('/')[0]}/memory")
    assert "cannot be used: " in done.stderr and "secret" not in done.stderr and done.stderr.count("\n") == 1


def test_start_up_with_a_database_that_does_not_exist_fails_with_one_line(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    done = run_chat({"LTM_DATABASE_URL": postgres_server.url("no_such_database")}, tmp_path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and 'database "no_such_database" does not exist' in done.stderr


def test_a_database_url_that_is_not_postgresql_is_refused_with_one_line(tmp_path: Path) -> None:
    done = run_chat({"LTM_DATABASE_URL": "mysql://127.0.0.1/memory"}, tmp_path)
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1
    assert "database_url" in done.stderr


async def test_a_server_that_never_answers_stops_start_up_instead_of_hanging(monkeypatch: pytest.MonkeyPatch) -> None:
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()  # accepts the connection, never says a word
    monkeypatch.setattr(postgres, "CONNECT_TIMEOUT_SECONDS", 1.0)
    try:
        with pytest.raises(ConfigError, match="cannot be used: no answer within 1 s"):
            await asyncio.wait_for(PostgresDatabase.open(f"postgresql://ltm@127.0.0.1:{silent.getsockname()[1]}/memory"), 30)
    finally:
        silent.close()


async def test_a_process_that_lost_its_writer_lock_never_acknowledges_a_write_another_rolled_back(
    make_host: HostFactory, shared: dict[str, Any], embedder: Embedder, tmp_path: Path
) -> None:
    writer, held, database = await held_host(shared, tmp_path / "a", embedder)
    writing = asyncio.create_task(replay(writer, [remember("The boat trip is on Sunday")], tmp_path))
    await asyncio.wait_for(held.entered.wait(), 60)
    observer = await PostgresDatabase.open(shared["database_url"])
    await observer.sql.execute("SELECT pg_terminate_backend(?)", (database._lifeline.get_server_pid(),))  # its lock is gone
    other = await make_host(data_dir=tmp_path / "b", **shared)  # and this start takes its unfinished write for a dead one's
    held.release.set()
    assert (await writing)[0]["result"].startswith("error: memory is unavailable right now (lost the connection to ")
    health = await replay(other, [event(message="!memory health", admin=True)], tmp_path)
    assert "OK    indexes consistent (0 records, 0 vectors)" in health[0]["reply"]
    await observer.close()
    await writer.stop()
