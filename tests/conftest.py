"""Shared fixtures: one real embedding model per run, and hosts on real SQLite + Chroma files."""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.config import LTMConfig
from longtermmemory.runtime.api import BasePlugin
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.tests.support import HostFactory, PostgresServer, start_chroma_server


@pytest.fixture(scope="session")
async def embedder() -> AsyncIterator[Embedder]:
    model = Embedder("all-MiniLM-L6-v2")
    await model.load()
    yield model
    model.close()


@pytest.fixture(scope="session")
async def multilingual_embedder() -> AsyncIterator[Embedder]:
    model = Embedder(MULTILINGUAL_MODEL)
    await model.load()
    yield model
    model.close()


@pytest.fixture
async def make_host(embedder: Embedder, multilingual_embedder: Embedder, tmp_path: Path) -> AsyncIterator[HostFactory]:
    hosts: list[PluginHost] = []

    async def factory(
        data_dir: Path | None = None, extra_plugins: list[BasePlugin] | None = None, memory: bool = True, **overrides: Any
    ) -> PluginHost:
        config = load_config({"data_dir": data_dir or tmp_path / "data", **overrides}, environ={})
        plugins: list[BasePlugin] = []
        if memory:
            model = multilingual_embedder if config.embedding_model == MULTILINGUAL_MODEL else embedder
            service = await MemoryService.open(config, model)
            plugins.append(LongTermMemoryPlugin(config, service))
        host = PluginHost(config, [*plugins, *(extra_plugins or [])])
        await host.start()
        hosts.append(host)
        return host

    yield factory
    for host in hosts:
        await host.stop()


@pytest.fixture
async def llm() -> AsyncIterator[Any]:
    from longtermmemory.tests.scripted_llm import ScriptedLLM

    server = await ScriptedLLM().start()
    yield server
    await server.stop()


@pytest.fixture(scope="session")
def chroma_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    """A real Chroma server (`chroma run`) on 127.0.0.1 and a free port, for the whole run."""
    process, port = start_chroma_server(tmp_path_factory.mktemp("chroma-server"))
    yield port
    process.terminate()
    process.wait(timeout=30)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """A real PostgreSQL server (initdb in a temporary directory) on 127.0.0.1 and a free port, for the whole run;
    the tests that need it are skipped, saying why, where PostgreSQL cannot be started."""
    try:
        server = PostgresServer()
    except (OSError, RuntimeError, subprocess.CalledProcessError) as exc:
        detail = exc.stderr.decode(errors="replace").strip() if isinstance(exc, subprocess.CalledProcessError) else str(exc)
        pytest.skip(f"PostgreSQL cannot be started here: {detail}")
    yield server
    server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def records_backend(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Config overrides selecting the embedded SQLite file or a new PostgreSQL database: the same tests run on both."""
    if request.param == "sqlite":
        return {}
    return dict(request.getfixturevalue("records_backend_postgresql"))


@pytest.fixture
def records_config(records_backend: dict[str, Any], tmp_path: Path) -> LTMConfig:
    """A configuration whose records are in SQLite, then (second run) in PostgreSQL: open it with `open_records_database`."""
    return load_config({"data_dir": tmp_path / "data", **records_backend}, environ={})


@pytest.fixture
def records_backend_postgresql(postgres_server: PostgresServer) -> dict[str, Any]:
    """Config overrides putting the records in a new database on the test PostgreSQL server."""
    return {"database_url": postgres_server.new_database()}


@pytest.fixture(params=["embedded", "http", "postgresql"])
def store_mode(request: pytest.FixtureRequest) -> dict[str, Any]:
    """Config overrides selecting the embedded store, the Chroma server, or the shared deployment (PostgreSQL and
    the Chroma server): the same tests run on all three."""
    if request.param == "embedded":
        return {}
    port = request.getfixturevalue("chroma_server")
    chroma = {"chroma_mode": "http", "chroma_port": port, "chroma_namespace": "t" + uuid.uuid4().hex[:12]}
    if request.param == "http":
        return chroma
    return {**chroma, **request.getfixturevalue("records_backend_postgresql")}


@pytest.fixture(scope="module")
def isolation_hosts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """Hosts in both isolation modes on a private event loop, for property-based (synchronous) tests."""
    import asyncio

    loop = asyncio.new_event_loop()
    model = Embedder("all-MiniLM-L6-v2")
    loop.run_until_complete(model.load())
    hosts: dict[str, Any] = {"loop": loop}
    for mode in ("session", "bot"):
        config = load_config(
            {"data_dir": tmp_path_factory.mktemp(mode), "isolation": mode, "write_rate_limit_per_minute": 0}, environ={}
        )
        service = loop.run_until_complete(MemoryService.open(config, model))
        host = PluginHost(config, [LongTermMemoryPlugin(config, service)])
        loop.run_until_complete(host.start())
        hosts[mode] = host
    yield hosts
    for mode in ("session", "bot"):
        loop.run_until_complete(hosts[mode].stop())
    model.close()
    loop.close()
