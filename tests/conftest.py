"""Shared fixtures: one real embedding model per run, and hosts on real SQLite + Chroma files."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from main import LongTermMemoryPlugin
from runtime.api import BasePlugin
from runtime.host import PluginHost
from runtime.replay import run_replay
from runtime.settings import load_config
from storage.embedder import Embedder
from storage.service import MemoryService

HostFactory = Callable[..., Awaitable[PluginHost]]


@pytest.fixture(scope="session")
async def embedder() -> AsyncIterator[Embedder]:
    model = Embedder("all-MiniLM-L6-v2")
    await model.load()
    yield model
    model.close()


@pytest.fixture
async def make_host(embedder: Embedder, tmp_path: Path) -> AsyncIterator[HostFactory]:
    hosts: list[PluginHost] = []

    async def factory(
        data_dir: Path | None = None, extra_plugins: list[BasePlugin] | None = None, memory: bool = True, **overrides: Any
    ) -> PluginHost:
        config = load_config({"data_dir": data_dir or tmp_path / "data", **overrides}, environ={})
        plugins: list[BasePlugin] = []
        if memory:
            service = await MemoryService.open(config, embedder)
            plugins.append(LongTermMemoryPlugin(config, service))
        host = PluginHost(config, [*plugins, *(extra_plugins or [])])
        await host.start()
        hosts.append(host)
        return host

    yield factory
    for host in hosts:
        await host.stop()


async def replay(host: PluginHost, events: list[dict[str, Any] | str], tmp_path: Path) -> list[dict[str, Any]]:
    """Run events through the replay adapter in-process; returns the parsed output lines."""
    path = tmp_path / f"events-{id(events)}.jsonl"
    path.write_text("\n".join(e if isinstance(e, str) else json.dumps(e) for e in events) + "\n", encoding="utf-8")
    out = io.StringIO()
    await run_replay(host, path, out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


def event(session: str = "group_1", sender: str = "u1", name: str = "Alice", **fields: Any) -> dict[str, Any]:
    admin = fields.pop("admin", False)
    return {
        "session": session,
        "bot": fields.pop("bot", "bot1"),
        "sender": {"id": sender, "name": name, "admin": admin},
        **fields,
    }


@pytest.fixture
async def llm() -> AsyncIterator[Any]:
    from tests.scripted_llm import ScriptedLLM

    server = await ScriptedLLM().start()
    yield server
    await server.stop()
