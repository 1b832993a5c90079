"""Two services sharing one memory (one database, one Chroma server), as two processes do: what one process
changes, the other shows at once, and what one forgets the other never shows again (recall, `!memory search`,
`!memory injected`).

Both services live in this test's process, over a real `chroma run` and either a PostgreSQL database
(what several processes share) or one SQLite file (the data-dir lock keeps a second *process* off it,
so there the second service is opened past the lock). The three-process test is test_multiprocess.py.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.service import search_indexes
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.support import event, replay

Hosts = Callable[[], Awaitable[tuple[PluginHost, PluginHost]]]


@pytest.fixture
async def two_processes(
    records_backend: dict[str, Any], chroma_server: int, multilingual_embedder: Embedder, tmp_path: Path
) -> AsyncIterator[Hosts]:
    """Two hosts over the same records (one SQLite file, or one PostgreSQL database) and the same Chroma namespace."""
    started: list[PluginHost] = []

    async def open_both() -> tuple[PluginHost, PluginHost]:
        overrides: dict[str, Any] = {
            "data_dir": tmp_path / "data",
            "chroma_mode": "http",
            "chroma_port": chroma_server,
            "chroma_namespace": "t" + uuid.uuid4().hex[:12],
            "write_rate_limit_per_minute": 0,
            **records_backend,
        }
        config = load_config(overrides, environ={})
        first = await MemoryService.open(config, multilingual_embedder)
        if "database_url" in records_backend:  # PostgreSQL and a Chroma server: any number of processes open it
            second = await MemoryService.open(config, multilingual_embedder)
        else:  # one SQLite file: past the data-dir lock that keeps a second process away
            second = await MemoryService._open_stores(config, multilingual_embedder)
        for service in (first, second):
            host = PluginHost(config, [LongTermMemoryPlugin(config, service)])
            await host.start()
            started.append(host)
        return started[0], started[1]

    yield open_both
    for host in started:
        await host.stop()


def stored_id(output: dict[str, Any]) -> str:
    found = re.search(r"ep_\w+", output["result"])
    assert found is not None, output
    return found.group()


async def test_what_another_process_archives_or_forgets_is_never_recalled(two_processes: Hosts, tmp_path: Path) -> None:
    a, b = await two_processes()
    written = await replay(
        a,
        [
            event(tool="remember", args={"content": "The choir rehearses on Friday evenings at the church hall"}),
            event(tool="remember", args={"content": "The choir's spring concert is on the 12th of April"}),
            event(tool="remember", args={"content": "Alice bought a new bicycle for the commute"}),
        ],
        tmp_path,
    )
    rehearsal, concert, _ = (stored_id(o) for o in written)
    before = await replay(a, [event(tool="recall_memory", args={"query": "when does the choir rehearse?"})], tmp_path)
    assert rehearsal in before[0]["result"] and concert in before[0]["result"]  # a's index of the chat is loaded
    changed = await replay(
        b,
        [event(message=f"!memory archive {rehearsal}", admin=True), event(message=f"!memory forget {concert}", admin=True)],
        tmp_path,
    )
    assert "archived" in changed[0]["reply"].lower() and "forgot" in changed[1]["reply"].lower(), changed
    after = await replay(
        a,
        [
            event(tool="recall_memory", args={"query": "when does the choir rehearse?"}),
            event(message="!memory search choir"),
        ],
        tmp_path,
    )
    for output in after:
        shown = output.get("result") or output["reply"]
        assert rehearsal not in shown and concert not in shown, shown


async def test_the_last_injection_is_withheld_once_another_process_forgets_what_it_showed(
    two_processes: Hosts, tmp_path: Path
) -> None:
    a, b = await two_processes()
    [written] = await replay(
        a, [event(tool="remember", args={"content": "Bob's sister is getting married in Lisbon in June"})], tmp_path
    )
    wedding = stored_id(written)
    turn = await replay(a, [event(message="who is getting married in Lisbon?"), event(message="!memory injected")], tmp_path)
    assert "Lisbon" in turn[1]["reply"], turn  # the block shows the episode
    await replay(b, [event(message=f"!memory forget {wedding}", admin=True)], tmp_path)
    [shown] = await replay(a, [event(message="!memory injected")], tmp_path)
    assert "Lisbon" not in shown["reply"] and "no longer shown" in shown["reply"], shown


async def test_the_last_injection_is_withheld_once_a_profile_fact_it_showed_is_removed(
    two_processes: Hosts, tmp_path: Path
) -> None:
    a, b = await two_processes()
    fact = {"field": "preferences", "action": "add", "value": "likes oolong tea", "scope": "speaker"}
    await replay(a, [event(tool="update_profile", args=fact), event(message="what tea do I like?")], tmp_path)
    [before] = await replay(a, [event(message="!memory injected")], tmp_path)
    assert "oolong" in before["reply"], before
    await replay(b, [event(tool="update_profile", args={**fact, "action": "remove"})], tmp_path)
    [after] = await replay(a, [event(message="!memory injected")], tmp_path)
    assert "oolong" not in after["reply"] and "no longer shown" in after["reply"], after


async def test_a_loaded_index_catches_up_with_what_another_process_writes_and_restores(
    two_processes: Hosts, tmp_path: Path
) -> None:
    a, b = await two_processes()
    [first] = await replay(
        a, [event(tool="remember", args={"content": "The team dinner is at the ramen bar on Thursday"})], tmp_path
    )
    dinner = stored_id(first)
    [warm] = await replay(a, [event(tool="recall_memory", args={"query": "team dinner"})], tmp_path)
    assert dinner in warm["result"]  # a's index of the chat is loaded now
    written = await replay(
        b,
        [
            event(tool="remember", args={"content": "Carol is bringing her guitar to the beach party"}),
            event(message=f"!memory archive {dinner}", admin=True),
        ],
        tmp_path,
    )
    guitar = stored_id(written[0])
    seen = await replay(
        a, [event(tool="recall_memory", args={"query": "who brings a guitar?"}), event(message="!memory search guitar")], tmp_path
    )
    assert guitar in seen[0]["result"] and guitar in seen[1]["reply"], seen
    await replay(b, [event(message=f"!memory restore {dinner}", admin=True)], tmp_path)
    [back] = await replay(a, [event(tool="recall_memory", args={"query": "team dinner"})], tmp_path)
    assert dinner in back["result"], back


async def test_a_knowledge_base_another_process_adds_or_removes_is_known_at_once(
    records_backend_postgresql: dict[str, Any], chroma_server: int, multilingual_embedder: Embedder, tmp_path: Path
) -> None:
    """In LangBot, memory works only in the pipelines a memory knowledge base is attached to, once one exists."""
    overrides = {"data_dir": tmp_path, "chroma_mode": "http", "chroma_port": chroma_server, **records_backend_postgresql}
    config = load_config({**overrides, "chroma_namespace": "t" + uuid.uuid4().hex[:12]}, environ={})
    a = await MemoryService.open(config, multilingual_embedder)
    b = await MemoryService.open(config, multilingual_embedder)
    try:
        assert await a.knowledge_bases() == frozenset()
        await b.add_knowledge_base("kb-1", 1.8e9)
        assert await a.knowledge_bases() == {"kb-1"}
        await b.remove_knowledge_base("kb-1", Identity("group", "1", "", "owner", is_owner=True), 1.8e9)
        assert await a.knowledge_bases() == frozenset()
    finally:
        await a.close()
        await b.close()


async def test_an_index_that_many_writes_elsewhere_overtook_is_built_again(
    two_processes: Hosts, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search_indexes, "REBUILD_AFTER", 2)  # past 2 new episodes: another process's import
    a, b = await two_processes()
    await replay(a, [event(tool="remember", args={"content": "The library closes early on Sundays"})], tmp_path)
    await replay(a, [event(tool="recall_memory", args={"query": "library"})], tmp_path)  # a's index is loaded
    facts = ["Dan's bakery sells rye bread", "Erin's bakery opens at six", "the old bakery on Main Street closed"]
    written = await replay(b, [event(tool="remember", args={"content": fact}) for fact in facts], tmp_path)
    [found] = await replay(a, [event(tool="recall_memory", args={"query": "bakery", "top_k": 10})], tmp_path)
    assert all(stored_id(w) in found["result"] for w in written), found
