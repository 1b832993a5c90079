"""`main.py migrate`: an embedded store copied into a real PostgreSQL and a real Chroma server, checked,
refused a second time, and served from there."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

from longtermmemory.memory.identity import Identity
from longtermmemory.memory.profile_edit import ProfileChange
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.support import PostgresServer

ROOT = Path(__file__).resolve().parent.parent
GROUP = Identity("group", "g1", "b1", "u1", "Alice", is_admin=True)
OTHER_GROUP = Identity("group", "g2", "b1", "u2", "Bob", is_admin=True)
NOW = 1_800_000_000.0


def run_main(data_dir: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LTM_")}
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args, "--data-dir", str(data_dir)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


async def test_an_embedded_store_is_copied_checked_and_served_by_the_servers(
    postgres_server: PostgresServer, chroma_server: int, embedder: Embedder, tmp_path: Path
) -> None:
    data_dir = tmp_path / "embedded"
    source = await MemoryService.open(load_config({"data_dir": data_dir, "write_rate_limit_per_minute": 0}, environ={}), embedder)
    await source.write(GROUP, [Draft("Alice plays the violin on Fridays"), Draft("The boat trip is on Sunday")], NOW)
    await source.write(OTHER_GROUP, [Draft("Bob runs a ramen stall in Sapporo")], NOW)
    forgotten = (await source.write(GROUP, [Draft("The old office was on Main Street")], NOW))[0].episode
    assert forgotten is not None
    await source.forget(GROUP, forgotten.episode_id, NOW)
    await source.update_profile(GROUP, ProfileChange(field="notes", action="set", value="Book club chat"), NOW)
    await source.add_knowledge_base("kb-1", NOW)
    await source.close()

    url, namespace = postgres_server.new_database(), "m" + uuid.uuid4().hex[:12]
    target = ["--to-database", url, "--to-chroma-host", "127.0.0.1", "--to-chroma-port", str(chroma_server)]
    target += ["--namespace", namespace]
    copied = run_main(data_dir, "migrate", *target)
    assert copied.returncode == 0, copied.stderr
    assert copied.stdout.startswith("copied 3 episode(s) in 2 scope(s) with 3 vector(s), 1 profiles, 1 profile_history, ")
    assert "1 knowledge_bases, 0 knowledge_documents, embedding model all-MiniLM-L6-v2" in copied.stdout

    checked = run_main(data_dir, "migrate", "--check", *target)
    assert checked.returncode == 0 and checked.stdout == "the copy holds everything this store holds\n"
    again = run_main(data_dir, "migrate", *target)
    assert again.returncode == 2 and again.stdout == ""
    assert again.stderr.startswith(f"error: {url} already holds a memory (3 episodes, 1 profiles, ")

    served = load_config(
        {
            "data_dir": tmp_path / "server",
            "database_url": url,
            "chroma_mode": "http",
            "chroma_port": chroma_server,
            "chroma_namespace": namespace,
        },
        environ={},
    )
    shared = await MemoryService.open(served, embedder)
    found = await shared.recall(GROUP, "when is the boat trip", 1, NOW, touch=False)
    assert [scored.episode.content for scored in found] == ["The boat trip is on Sunday"]
    assert (await shared.recall(OTHER_GROUP, "what does Bob run", 1, NOW, touch=False))[0].episode.content.startswith("Bob runs")
    assert await shared.knowledge_bases() == frozenset({"kb-1"})
    await shared.forget(OTHER_GROUP, found_id := (await shared.recall(OTHER_GROUP, "ramen", 1, NOW))[0].episode.episode_id, NOW)
    await shared.close()

    differs = run_main(data_dir, "migrate", "--check", *target)
    assert differs.returncode == 1
    assert f"scope b1:group_g2: episodes: 1 missing from the target, e.g. {found_id}" in differs.stdout
    assert differs.stdout.endswith("difference(s)\n")


def test_migrate_refuses_a_data_dir_without_a_store_and_a_target_that_is_not_postgresql(tmp_path: Path) -> None:
    to = ["--to-chroma-host", "127.0.0.1", "--to-chroma-port", "8000"]
    wrong = run_main(tmp_path, "migrate", "--to-database", "sqlite:///x", *to)
    assert wrong.returncode == 2 and wrong.stderr.startswith("error: database_url: String should match pattern")
    empty = run_main(tmp_path / "nothing", "migrate", "--to-database", "postgresql://ltm@127.0.0.1:1/x", *to)
    assert empty.returncode == 2
    assert empty.stderr == f"error: data_dir {tmp_path / 'nothing'} holds no embedded store (ltm.sqlite3)\n"
