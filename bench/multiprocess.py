"""Several processes, one memory: write throughput and recall latency of 1, 2 and 4 host processes sharing
PostgreSQL and a Chroma server, against one process on the embedded store, and the staleness bound.

    .venv/bin/python -m bench.multiprocess [--writes 120] [--recalls 60] [--out FILE]

It starts its own servers on 127.0.0.1 (PostgreSQL 15 in a temporary directory, `chroma run`) and its
own processes (`tests/memory_process.py`: the replay host over stdin, configured by `LTM_*` like
`main.py`), each with the bundled multilingual-e5-small. Every setup gets a fresh database and Chroma
namespace. Each process writes `--writes` memories with the `remember` tool (pipelined, into chats the
processes share: process i writes to chats i and i+1), then asks `--recalls` questions one at a time
with `recall_memory`; a recall's latency is from sending it to reading its answer. The staleness bound
is the time from process A acknowledging a write to process B's first recall that returns it (B asks
again at once until it does), over `STALENESS_ROUNDS` writes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from longtermmemory.bench.latency import percentile, timed
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.tests.memory_process import MemoryProcess
from longtermmemory.tests.support import PostgresServer, start_chroma_server

ROOT = Path(__file__).resolve().parent.parent
PROCESS_COUNTS = (1, 2, 4)
STALENESS_ROUNDS = 20
REVISION_SCOPE_EPISODES = 500  # episodes in the scope whose revision check is timed
NAMES = ["Alice", "Bob", "Carol", "Dan", "Erin", "Frank", "Gina", "Hiro"]
THINGS = ["violin", "tennis", "Sapporo", "ramen", "Kyoto", "chess", "marathon", "piano", "garden", "puppy", "novel"]
PLACES = ["the library", "the station", "the old harbour", "the night market", "the museum", "the sports hall"]
QUESTIONS = ["who plays the violin?", "what happened at the station?", "when is the chess club?", "who went to Kyoto?"]


def event(chat: int, sender: int, **fields: Any) -> dict[str, Any]:
    return {"session": f"group_{chat}", "bot": "bench", "sender": {"id": f"u{sender}", "name": NAMES[sender % 8]}, **fields}


def memory_text(process: int, n: int) -> str:
    name, thing, place = NAMES[n % 8], THINGS[(n // 8) % len(THINGS)], PLACES[(n * 7 + process) % len(PLACES)]
    return f"{name} talked about {thing} at {place} on day {n} of week {process}"


def base_env(data_dir: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LTM_")}
    env |= {
        "LTM_DATA_DIR": str(data_dir),
        "LTM_WRITE_RATE_LIMIT_PER_MINUTE": "0",
        "LTM_TURN_RATE_LIMIT_PER_MINUTE": "0",
        "LTM_DEDUPE_THRESHOLD": "0.999",  # the synthetic memories are alike; every one is stored
    }
    return env


def rss_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return round(int(status.split("VmRSS:")[1].split()[0]) / 1024, 1)


async def measure(label: str, envs: list[dict[str, str]], writes: int, recalls: int) -> dict[str, Any]:
    started = time.perf_counter()
    processes = await asyncio.gather(*(MemoryProcess.start(env, ROOT) for env in envs))
    row: dict[str, Any] = {"setup": label, "processes": len(processes), "start_s": round(time.perf_counter() - started, 1)}
    batches = [
        [event(i + n % 2, n, tool="remember", args={"content": memory_text(i, n)}) for n in range(writes)]
        for i in range(len(processes))
    ]
    started = time.perf_counter()
    acks = await asyncio.gather(*(p.ask(*batch) for p, batch in zip(processes, batches, strict=True)))
    elapsed = time.perf_counter() - started
    stored = sum(str(a.get("result", "")).startswith("Stored as") for outputs in acks for a in outputs)
    row |= {"writes": sum(len(b) for b in batches), "stored": stored, "writes_per_s": round(stored / elapsed, 1)}

    async def ask_in_turn(index: int, process: MemoryProcess) -> list[float]:
        latencies = []
        for n in range(recalls):
            asked_about = f"{QUESTIONS[n % len(QUESTIONS)]} {NAMES[n % 8]}, {THINGS[n % len(THINGS)]}"  # new each time: embedded
            question = event(index + n % 2, n, tool="recall_memory", args={"query": asked_about})
            asked = time.perf_counter()
            await process.ask(question)
            latencies.append((time.perf_counter() - asked) * 1000)
        return latencies

    latencies = [ms for per in await asyncio.gather(*(ask_in_turn(i, p) for i, p in enumerate(processes))) for ms in per]
    row |= {"recall_p50_ms": round(statistics.median(latencies), 1), "recall_p95_ms": round(percentile(latencies, 0.95), 1)}
    row["rss_mb_per_process"] = max(rss_mb(p.pid) for p in processes)
    if len(processes) > 1:
        row |= await staleness(processes[0], processes[1])
    for process in processes:
        await process.stop()
    return row


async def staleness(writer: MemoryProcess, reader: MemoryProcess) -> dict[str, Any]:
    """Ack in `writer` to the first recall in `reader` that returns the memory, over fresh memories of a shared chat."""
    delays, tries = [], []
    for n in range(STALENESS_ROUNDS):
        place = f"Zq{uuid.uuid4().hex[:8]}"
        [ack] = await writer.ask(event(900, 1, tool="remember", args={"content": f"The picnic moved to the {place} park"}))
        if not str(ack.get("result", "")).startswith("Stored as"):
            raise RuntimeError(f"round {n}: not stored: {ack}")
        acknowledged = time.perf_counter()
        episode_id = str(ack["result"]).removeprefix("Stored as ").split(".")[0]  # "Stored as ep_…. It supersedes …"
        for attempt in range(1, 1000):
            [found] = await reader.ask(event(900, 2, tool="recall_memory", args={"query": f"where is the picnic? {place} park"}))
            if episode_id in {e["id"] for e in json.loads(found["result"])["episodes"]}:
                delays.append((time.perf_counter() - acknowledged) * 1000)
                tries.append(attempt)
                break
        else:
            raise RuntimeError(f"round {n}: {episode_id} never became visible in the other process")
    return {
        "stale_ms_p50": round(statistics.median(delays), 1),
        "stale_ms_max": round(max(delays), 1),
        "recalls_until_visible_max": max(tries),
    }


async def freshness_cost(label: str, overrides: dict[str, Any], embedder: Embedder) -> dict[str, Any]:
    """What freshness adds to a recall, in one process: the scope's revision asked when nothing changed (what
    `SearchIndexes.get` does for a loaded index before every search), and catching up with one write another
    service over the same records made (its row and its vector read)."""
    config = load_config({"write_rate_limit_per_minute": 0, **overrides}, environ={})
    reader = await MemoryService.open(config, embedder)
    # with SQLite the second service is opened past the data-dir lock, as a second process could not be
    shared = "database_url" in overrides
    writer = await (MemoryService.open(config, embedder) if shared else MemoryService._open_stores(config, embedder))
    who = Identity("group", "fresh", "bench", "u1", "Alice")
    await reader.write(who, [Draft(memory_text(0, n)) for n in range(REVISION_SCOPE_EPISODES)], time.time())
    scope = reader.scope_of(who)
    await reader.recall(who, "violin", 5, time.time())  # the scope's index is loaded
    unchanged = await timed(lambda: reader._indexes.get(scope), 500)
    samples = []
    for n in range(50):
        await writer.write(who, [Draft(memory_text(9, 1000 + n))], time.time())
        started = time.perf_counter()
        await reader._indexes.get(scope)
        samples.append((time.perf_counter() - started) * 1000)
    await writer.close()
    await reader.close()
    return {
        "setup": label,
        "scope_episodes": REVISION_SCOPE_EPISODES,
        "revision_check_ms": unchanged,
        "catch_up_one_write_ms": {"p50_ms": round(statistics.median(samples), 2), "p95_ms": round(percentile(samples, 0.95), 2)},
    }


async def run(writes: int, recalls: int) -> list[dict[str, Any]]:
    """Every measurement, each row printed as it is done."""
    rows: list[dict[str, Any]] = []

    def report(row: dict[str, Any]) -> None:
        rows.append(row)
        print(json.dumps(row), flush=True)

    with tempfile.TemporaryDirectory(prefix="ltm-bench-mp-") as tmp:
        root = Path(tmp)
        chroma, chroma_port = start_chroma_server(root / "chroma")
        postgres = PostgresServer(durable=True)  # fsync on, as a deployment runs it
        try:
            embedder = Embedder(MULTILINGUAL_MODEL)
            await embedder.load()
            report(await freshness_cost("SQLite + embedded Chroma", {"data_dir": root / "fresh-sqlite"}, embedder))
            on_servers = {"database_url": postgres.new_database(), "chroma_mode": "http", "chroma_port": chroma_port}
            report(await freshness_cost("PostgreSQL + chroma run", {"data_dir": root / "fresh-pg", **on_servers}, embedder))
            embedder.close()
            report(await measure("embedded (SQLite + embedded Chroma)", [base_env(root / "embedded")], writes, recalls))
            for count in PROCESS_COUNTS:
                shared = base_env(root / f"shared{count}") | {
                    "LTM_DATABASE_URL": postgres.new_database(),
                    "LTM_CHROMA_MODE": "http",
                    "LTM_CHROMA_PORT": str(chroma_port),
                    "LTM_CHROMA_NAMESPACE": f"bench{count}",
                }
                report(await measure(f"{count} process(es), PostgreSQL + chroma run", [shared] * count, writes, recalls))
        finally:
            chroma.terminate()
            chroma.wait(timeout=30)
            postgres.stop()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--writes", type=int, default=120, help="memories each process writes")
    parser.add_argument("--recalls", type=int, default=60, help="questions each process asks")
    parser.add_argument("--out", type=Path, help="also write the rows as JSON here")
    args = parser.parse_args()
    rows = asyncio.run(run(args.writes, args.recalls))
    if args.out:
        args.out.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    sys.exit(0)


if __name__ == "__main__":
    main()
