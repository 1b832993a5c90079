"""Three processes, one memory: PostgreSQL and `chroma run` on 127.0.0.1, three real host processes
(`tests/memory_process.py`, the replay host over stdin) writing, recalling and forgetting in overlapping
chats at once, one of them killed with SIGKILL in the middle of a write and started again.

Afterwards: every acknowledged write is stored exactly once and shown in its chat by every process;
every acknowledged forget is honoured by every process (`!memory show`, `!memory search`, `recall_memory`);
no chat's recall returns another chat's memory; the killed process's unfinished write is rolled back
(no row left pending, no vector without its row) and no live process's write is.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import asyncpg
import chromadb
import pytest

from longtermmemory.storage.chroma_vectors import collection_name
from longtermmemory.tests.memory_process import MemoryProcess
from longtermmemory.tests.support import event

ROOT = Path(__file__).resolve().parent.parent
CHATS = (1, 2, 3)  # process i writes in chats i and i+1 (mod 3): every chat has two writers
THINGS = ["violin", "tennis", "Sapporo", "ramen", "Kyoto", "chess", "marathon", "piano", "garden", "puppy", "novel", "pottery"]
IMPORTED = 60  # the killed process's bulk import, killed while its rows are pending
IMPORT_MARK = "In chat 3, the archive says"


@dataclass
class Ledger:
    """What the processes acknowledged."""

    written: dict[str, tuple[int, str]] = field(default_factory=dict)  # episode id -> (chat, content)
    forgotten: set[str] = field(default_factory=set)
    recalled: list[tuple[int, list[str]]] = field(default_factory=list)  # (chat, contents a recall returned)

    def note_writes(self, outputs: list[dict[str, Any]], sent: list[dict[str, Any]]) -> None:
        for output, one in zip(outputs, sent, strict=True):
            stored = re.fullmatch(r"Stored as (ep_[0-9a-f]+)\.", str(output.get("result", "")))
            assert stored, output  # stored, and as its own memory: no write here updates another
            self.written[stored[1]] = (chat_of(one), one["args"]["content"])

    def note_recalls(self, outputs: list[dict[str, Any]], sent: list[dict[str, Any]]) -> None:
        for output, one in zip(outputs, sent, strict=True):
            episodes = json.loads(output["result"])["episodes"]
            self.recalled.append((chat_of(one), [e["content"] for e in episodes]))


def chat_of(one: dict[str, Any]) -> int:
    return int(one["session"].removeprefix("group_"))


def remember(process: int, chat: int, n: int) -> dict[str, Any]:
    content = (
        f"In chat {chat}, member {process} talked about the {THINGS[n % len(THINGS)]} plan number {n} ({uuid.uuid4().hex[:6]})"
    )
    return event(
        session=f"group_{chat}", sender=f"p{process}", name=f"Member{process}", tool="remember", args={"content": content}
    )


def recall(process: int, chat: int, query: str) -> dict[str, Any]:
    return event(
        session=f"group_{chat}", sender=f"p{process}", name=f"Member{process}", tool="recall_memory", args={"query": query}
    )


def admin(chat: int, message: str) -> dict[str, Any]:
    return event(session=f"group_{chat}", sender="admin", name="Admin", admin=True, message=message)


@pytest.fixture
def postgres_url(records_backend_postgresql: dict[str, Any]) -> str:
    return str(records_backend_postgresql["database_url"])


@pytest.fixture
def shared_env(postgres_url: str, chroma_server: int, tmp_path: Path) -> Iterator[dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LTM_")}
    yield env | {
        "LTM_DATABASE_URL": postgres_url,
        "LTM_CHROMA_MODE": "http",
        "LTM_CHROMA_PORT": str(chroma_server),
        "LTM_CHROMA_NAMESPACE": "t" + uuid.uuid4().hex[:12],
        "LTM_DATA_DIR": str(tmp_path / "data"),  # one data dir for all: with PostgreSQL it holds no records
        "LTM_WRITE_RATE_LIMIT_PER_MINUTE": "0",
        "LTM_TURN_RATE_LIMIT_PER_MINUTE": "0",
        "LTM_DEDUPE_THRESHOLD": "0.999",  # the memories are alike on purpose; each is its own
    }


@pytest.fixture
async def spawn(shared_env: dict[str, str]) -> AsyncIterator[Callable[[], Awaitable[MemoryProcess]]]:
    """Start memory processes on the shared memory; any still running when the test ends is killed."""
    started: list[MemoryProcess] = []

    async def start() -> MemoryProcess:
        process = await MemoryProcess.start(shared_env, ROOT)
        started.append(process)
        return process

    yield start
    for process in started:
        if process.process.returncode is None:
            process.kill()
            await process.process.wait()


async def kill_mid_write(process: MemoryProcess, db: asyncpg.Connection, folder: Path) -> tuple[str, list[str]]:
    """Have `process` import into chat 3 and SIGKILL it once rows of the import are pending (committed as pending,
    their write not finished); the scope and ids of those rows. An import that finishes before it is caught
    (the window is a Chroma call long) is followed by another."""
    for attempt in range(5):
        items = [{"content": f"{IMPORT_MARK} the {THINGS[n % 12]} item {n}.{attempt} was catalogued"} for n in range(IMPORTED)]
        path = folder / f"import-{attempt}.json"
        path.write_text(json.dumps(items), encoding="utf-8")
        process.send(admin(3, f"!memory import l2 {path}"))
        answered = asyncio.create_task(process.read())
        while not answered.done():
            pending = await db.fetch(
                "SELECT user_key, episode_id FROM episodes WHERE state = 'pending' AND content LIKE $1", f"{IMPORT_MARK}%"
            )
            if pending:
                process.kill()
                await process.process.wait()
                answered.cancel()
                return pending[0]["user_key"], [row["episode_id"] for row in pending]
            await asyncio.sleep(0.002)
    raise AssertionError("five imports finished before one could be killed with rows pending")


async def test_three_processes_share_one_memory_and_one_is_killed_mid_write(
    spawn: Callable[[], Awaitable[MemoryProcess]],
    shared_env: dict[str, str],
    postgres_url: str,
    chroma_server: int,
    tmp_path: Path,
) -> None:
    ledger = Ledger()
    processes = list(await asyncio.gather(*(spawn() for _ in range(3))))

    async def write_round(which: list[int], count: int, start: int) -> None:
        batches = {i: [remember(i, CHATS[(i + n % 2) % 3], start + n) for n in range(count)] for i in which}
        outputs = await asyncio.gather(*(processes[i].ask(*batches[i]) for i in which))
        for i, out in zip(which, outputs, strict=True):
            ledger.note_writes(out, batches[i])

    await write_round([0, 1, 2], 8, 0)
    warm = {i: [recall(i, chat, "what plans did members talk about?") for chat in CHATS] for i in range(3)}
    for i, outputs in enumerate(await asyncio.gather(*(processes[i].ask(*warm[i]) for i in range(3)))):
        ledger.note_recalls(outputs, warm[i])  # every process has every chat's index loaded from here on

    # the third process imports into chat 3 while the others write in all three chats
    db = await asyncpg.connect(postgres_url)
    _, (import_scope, unfinished) = await asyncio.gather(write_round([0, 1], 6, 100), kill_mid_write(processes[2], db, tmp_path))

    # forgets of memories other processes wrote, while the killed process starts again
    victims = [episode_id for episode_id, (chat, _) in ledger.written.items() if chat in (1, 2)][:4]
    restart: asyncio.Task[MemoryProcess] = asyncio.create_task(spawn())
    forgets = [admin(ledger.written[v][0], f"!memory forget {v}") for v in victims]
    outputs = await processes[0].ask(*forgets[:2]) + await processes[1].ask(*forgets[2:])
    for output, victim in zip(outputs, victims, strict=True):
        assert output["reply"] == f"Forgot {victim}.", output
        ledger.forgotten.add(victim)
    await write_round([0, 1], 4, 200)
    processes[2] = await restart
    assert (
        await db.fetchval("SELECT count(*) FROM episodes WHERE episode_id = any($1)", unfinished) == 0
    )  # rolled back by its start
    collection = chromadb.HttpClient(host="127.0.0.1", port=chroma_server).get_collection(
        collection_name(import_scope, shared_env["LTM_CHROMA_NAMESPACE"]), embedding_function=None
    )
    assert not collection.get(ids=unfinished, include=[])["ids"]
    await write_round([0, 1, 2], 4, 300)

    # every process, every chat: recall (what was forgotten, and the latest writes of each chat: written after
    # every process loaded its index of the chat), show, search
    latest = [episode_id for chat in CHATS for episode_id in [i for i, (c, _) in ledger.written.items() if c == chat][-3:]]
    probes = sorted(ledger.forgotten) + [i for i in latest if i not in ledger.forgotten]
    for i, process in enumerate(processes):
        questions = [recall(i, ledger.written[p][0], ledger.written[p][1]) for p in probes]
        answers = await process.ask(*questions)
        ledger.note_recalls(answers, questions)
        for (_, found), probe in zip(ledger.recalled[-len(answers) :], probes, strict=True):
            assert (ledger.written[probe][1] in found) == (probe not in ledger.forgotten), (i, probe, found)
        shows = [admin(chat, f"!memory show {episode_id}") for episode_id, (chat, _) in ledger.written.items()]
        for output, (episode_id, (_, content)) in zip(await process.ask(*shows), ledger.written.items(), strict=True):
            if episode_id in ledger.forgotten:
                assert "No episode" in output["reply"] and content not in output["reply"], output
            else:
                assert content in output["reply"], (i, output)
        searches = [admin(ledger.written[v][0], f"!memory search {ledger.written[v][1]}") for v in sorted(ledger.forgotten)]
        for output, victim in zip(await process.ask(*searches), sorted(ledger.forgotten), strict=True):
            assert victim not in output["reply"] and ledger.written[victim][1] not in output["reply"], output
        elsewhere = [admin(chat % 3 + 1, f"!memory show {episode_id}") for episode_id, (chat, _) in ledger.written.items()]
        for output in await process.ask(*elsewhere):
            assert "No episode" in output["reply"], output  # an id of another chat is an id that does not exist

    for chat, contents in ledger.recalled:
        assert all(c.startswith(f"In chat {chat},") for c in contents), (chat, contents)
    assert any(contents for _, contents in ledger.recalled)

    for process in processes:
        assert await process.stop() == 0

    # exactly once, nothing left half-done, every committed row with its vector and no vector without one
    for episode_id, (_, content) in ledger.written.items():
        stored = [row["episode_id"] for row in await db.fetch("SELECT episode_id FROM episodes WHERE content = $1", content)]
        assert stored == ([] if episode_id in ledger.forgotten else [episode_id]), (content, stored)
    assert await db.fetchval("SELECT count(*) FROM episodes WHERE state != 'committed'") == 0
    client = chromadb.HttpClient(host="127.0.0.1", port=chroma_server)
    for row in await db.fetch("SELECT user_key, array_agg(episode_id) AS ids FROM episodes GROUP BY user_key"):
        collection = client.get_collection(
            collection_name(row["user_key"], shared_env["LTM_CHROMA_NAMESPACE"]), embedding_function=None
        )
        assert set(collection.get(include=[])["ids"]) == set(row["ids"]), row["user_key"]
    await db.close()
