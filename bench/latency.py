"""Latency at scale: retrieval, pre-processing, remember, list and search, and the naive layout.

Populates 1k / 10k / 100k episodes over 100 scopes (synthetic texts; vectors from a fast
deterministic stand-in so population takes minutes, not hours), then measures a query in a
1,000-episode scope with the real all-MiniLM-L6-v2 model. Also measures bulk-import throughput
against the raw embedding throughput, and cold start.

    .venv/bin/python -m bench.latency [--sizes 1000,10000,100000] [--out bench/results/latency.json]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import chromadb
import numpy as np
from chromadb.config import Settings

from longtermmemory.bench.progress import progress
from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.errors import LTMError
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.api import Query
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.chroma_vectors import ChromaVectorStore, collection_name
from longtermmemory.storage.embedder import Embedder

SCOPES = 100  # scopes of the run; 1,000 when a run reaches a million episodes (see `main_async`)
CHROMA_MAX_BATCH = 5000  # Chroma refuses one call of more than 5,461 records
WORDS = [
    "meeting",
    "trip",
    "dinner",
    "concert",
    "birthday",
    "deadline",
    "project",
    "exam",
    "flight",
    "hotel",
    "recipe",
    "garden",
    "puppy",
    "marathon",
    "violin",
    "chess",
    "budget",
    "launch",
    "review",
    "picnic",
    "museum",
    "dentist",
    "movie",
    "holiday",
    "wedding",
    "lecture",
]
NAMES = ["Alice", "Bob", "Carol", "Dan", "Erin", "Frank", "Gina", "Hiro"]


class HashEmbedder(Embedder):
    """Deterministic pseudo-embeddings for populating large stores quickly (not for queries)."""

    def __init__(self, model_name: str) -> None:
        super().__init__(model_name)  # stands in for the measured model while the store is filled
        self._model = object()

    @property
    def dimension(self) -> int:
        return 384

    def _encode(self, texts: Sequence[str], as_query: bool = False) -> np.ndarray:  # type: ignore[override]
        rows = []
        for text in texts:
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "little")
            v = np.random.default_rng(seed).standard_normal(384).astype(np.float32)
            rows.append(v / np.linalg.norm(v))
        return np.stack(rows)


def synthetic(rng: random.Random, i: int) -> str:
    a, b, c = rng.sample(WORDS, 3)
    return f"{rng.choice(NAMES)} talked about the {a} and the {b} before the {c}, note {i}"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def largest_loop_stall(work: Awaitable[Any]) -> float:
    """Run `work`, meanwhile measuring how late a 1 ms sleep on the event loop wakes up (seconds)."""
    late: list[float] = [0.0]
    done = asyncio.Event()

    async def watch() -> None:
        while not done.is_set():
            start = time.perf_counter()
            await asyncio.sleep(0.001)
            late.append(time.perf_counter() - start - 0.001)

    watcher = asyncio.create_task(watch())
    await work
    done.set()
    await watcher
    return max(late)


async def timed(fn: Callable[[], Awaitable[Any]], runs: int) -> dict[str, float]:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        await fn()
        samples.append((time.perf_counter() - start) * 1000)
    return {"p50_ms": round(statistics.median(samples), 2), "p95_ms": round(percentile(samples, 0.95), 2)}


def identity(scope: int, sender: int = 0) -> Identity:
    return Identity("group", f"g{scope}", "bench-bot", f"u{sender}", NAMES[sender % len(NAMES)])


def scope_sizes(total: int) -> list[int]:
    """Scope 0 (the measured one) holds 1,000 episodes; the rest spread over the other 99."""
    measured = min(1000, total)
    rest = total - measured
    return [measured] + [rest // (SCOPES - 1) + (1 if i < rest % (SCOPES - 1) else 0) for i in range(SCOPES - 1)]


async def populate(service: MemoryService, total: int, previous: int) -> None:
    rng = random.Random(total)
    plan = list(enumerate(zip(scope_sizes(total), scope_sizes(previous), strict=True)))
    for scope, (want, have) in progress(plan, f"populating {total:,}"):
        drafts = [
            Draft(synthetic(rng, scope * 1_000_000 + i), sender_id=f"u{i % 8}", sender_name=NAMES[i % 8])
            for i in range(have, want)
        ]
        for start in range(0, len(drafts), 500):
            await service.write(identity(scope), drafts[start : start + 500], time.time())


def naive_layout(path: Path, store: ChromaVectorStore, total: int) -> Callable[[np.ndarray], Any]:
    """One collection with every episode and a `where` on the scope: the layout we avoid."""
    client = chromadb.PersistentClient(path=str(path), settings=Settings(anonymized_telemetry=False))
    collection = client.get_or_create_collection("naive", embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
    if collection.count() < total:
        for scope in range(SCOPES):
            key = identity(scope).scope("session")
            try:
                source = store.client.get_collection(collection_name(key, store.namespace), embedding_function=None)
            except chromadb.errors.NotFoundError:
                continue
            got = source.get(include=["embeddings"])
            ids = got["ids"]
            for start in range(0, len(ids), CHROMA_MAX_BATCH):
                chunk = slice(start, start + CHROMA_MAX_BATCH)
                collection.upsert(
                    ids=ids[chunk], embeddings=got["embeddings"][chunk], metadatas=[{"user_key": key} for _ in ids[chunk]]
                )
    target = identity(0).scope("session")
    return lambda vector: collection.query(query_embeddings=[vector], n_results=50, where={"user_key": target})


async def compare_naive(
    base: Path, store: ChromaVectorStore, total: int, who: Identity, vectors: list[np.ndarray], row: dict[str, Any]
) -> None:
    """The same vector query on one collection holding every episode, isolated by a `where` filter."""
    naive = naive_layout(base / "naive", store, total)
    for v in vectors:
        naive(v)
    j = 0

    async def naive_query() -> None:
        nonlocal j
        j += 1
        await asyncio.to_thread(naive, vectors[j % 4])

    async def layered_query() -> None:
        nonlocal j
        j += 1
        await store.query(who.scope("session"), vectors[j % 4].reshape(1, -1), 50)

    row["vector_query_scoped_collection"] = await timed(layered_query, 100)
    row["vector_query_naive_where"] = await timed(naive_query, 100)
    row["naive_over_scoped"] = round(
        row["vector_query_naive_where"]["p50_ms"] / row["vector_query_scoped_collection"]["p50_ms"], 1
    )
    row["naive_over_retrieval"] = round(row["vector_query_naive_where"]["p50_ms"] / row["retrieval"]["p50_ms"], 1)


async def measure_size(base: Path, total: int, real: Embedder, results: dict[str, Any], naive_up_to: int) -> None:
    config = load_config(
        {"data_dir": base / "store", "max_episodes_per_scope": 100_000, "embedding_model": real.model_name}, environ={}
    )
    populate_service = await MemoryService.open(config, HashEmbedder(real.model_name))
    started = time.perf_counter()
    await populate(populate_service, total, results.get("_populated", 0))
    print(f"populated {total} in {time.perf_counter() - started:.0f}s", file=sys.stderr)
    await populate_service.close()
    results["_populated"] = total

    service = await MemoryService.open(config, real)
    plugin = LongTermMemoryPlugin(config, service)
    host = PluginHost(config, [plugin])
    await host.start()
    who = identity(0)
    scope_size = (await service.counts(who)).get("active", 0)
    queries = [
        "what did Alice say about the concert?",
        "when is the dentist appointment",
        "budget review before launch",
        "Bob and the picnic plans",
    ]
    vectors = [await service.embed_query(q) for q in queries]
    k = 0

    async def retrieval() -> None:
        nonlocal k
        k += 1
        await service.recall(who, queries[k % 4], 5, time.time(), query_vector=vectors[k % 4])

    async def preprocessing() -> None:
        nonlocal k
        k += 1
        from longtermmemory.runtime.api import PromptPreProcessing

        await host.emit(PromptPreProcessing(Query(who, queries[k % 4]), default_prompt=[]))

    async def remember() -> None:
        nonlocal k
        k += 1
        await service.write(
            who, [Draft(f"Benchmark note {total}-{k}: Carol booked the {WORDS[k % len(WORDS)]} for day {k}")], time.time()
        )

    async def command(text: str) -> None:
        await host.handle_message(Query(who, text))

    row: dict[str, Any] = {"total_episodes": total, "scope_episodes": scope_size}
    started = time.perf_counter()
    stall = await largest_loop_stall(retrieval())  # loads the scope's search index from SQLite and Chroma
    row["first_retrieval_in_scope_ms"] = round((time.perf_counter() - started) * 1000, 1)
    row["first_retrieval_loop_stall_ms"] = round(stall * 1000, 1)
    for _ in range(5):
        await retrieval()
    row["retrieval"] = await timed(retrieval, 200)
    row["preprocessing"] = await timed(preprocessing, 100)
    row["remember"] = await timed(remember, 50)
    row["list_p50_ms"] = (await timed(lambda: command("!memory list"), 50))["p50_ms"]
    row["search_p50_ms"] = (await timed(lambda: command("!memory search concert budget"), 50))["p50_ms"]
    store = await ChromaVectorStore.connect("embedded", config.data_dir, "", 0, config.chroma_namespace)
    if total <= naive_up_to:
        await compare_naive(base, store, total, who, vectors, row)
    row["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    row["scopes"] = SCOPES
    results["sizes"].append(row)
    print(json.dumps(row), file=sys.stderr)
    store.close()
    await host.stop()


async def throughput(base: Path, real: Embedder, count: int) -> dict[str, Any]:
    rng = random.Random(7)
    texts = [synthetic(rng, i) + f" {rng.random():.6f}" for i in range(count)]
    start = time.perf_counter()
    for i in range(0, count, 512):
        await real.embed(texts[i : i + 512])
    raw = count / (time.perf_counter() - start)
    config = load_config({"data_dir": base / "import", "max_episodes_per_scope": 100_000}, environ={})
    service = await MemoryService.open(config, real)
    start = time.perf_counter()
    stored = 0
    for i in progress(range(0, count, 512), "bulk import"):
        outcomes = await service.write(identity(0), [Draft(t, source="import") for t in texts[i : i + 512]], time.time())
        stored += sum(o.stored for o in outcomes)
    imported = count / (time.perf_counter() - start)
    await service.close()
    return {
        "episodes": count,
        "stored": stored,
        "raw_embed_per_s": round(raw, 1),
        "import_per_s": round(imported, 1),
        "ratio": round(imported / raw, 3),
    }


def cold_start(base: Path) -> dict[str, float]:
    events = base / "cold.jsonl"
    events.write_text(json.dumps({"session": "group_1", "sender": {"id": "u", "name": "U"}, "message": "hello"}) + "\n")
    replay = [sys.executable, "main.py", "replay", str(events), "--data-dir", str(base / "cold")]
    code = (
        "import json,resource,subprocess,sys,time;t=time.perf_counter();"
        f"subprocess.run(json.loads({json.dumps(json.dumps(replay))}),capture_output=True);"
        "print(time.perf_counter()-t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(__file__).resolve().parent.parent)
    seconds, rss_kb = out.stdout.split()
    return {"seconds_to_first_answer": round(float(seconds), 2), "peak_rss_mb": round(int(rss_kb) / 1024, 1)}


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    global SCOPES
    SCOPES = max(100, max(args.sizes) // 1000)
    real = Embedder(args.model)
    await real.load()
    results: dict[str, Any] = {"sizes": [], "machine": {"cpus": __import__("os").cpu_count()}}
    with tempfile.TemporaryDirectory() as tmp:
        base = args.keep or Path(tmp)
        for total in args.sizes:
            await measure_size(base, total, real, results, args.naive_up_to)
        if args.import_count:
            results["bulk_import"] = await throughput(base, real, args.import_count)
            results["cold_start"] = cold_start(base)
    results.pop("_populated", None)
    results["self_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return results


TABLE: tuple[tuple[str, Callable[[dict[str, Any]], Any]], ...] = (
    ("total", lambda r: r["total_episodes"]),
    ("scope", lambda r: r["scope_episodes"]),
    ("retr p50", lambda r: r["retrieval"]["p50_ms"]),
    ("retr p95", lambda r: r["retrieval"]["p95_ms"]),
    ("1st retr", lambda r: r["first_retrieval_in_scope_ms"]),
    ("1st stall", lambda r: r["first_retrieval_loop_stall_ms"]),
    ("pre p50", lambda r: r["preprocessing"]["p50_ms"]),
    ("pre p95", lambda r: r["preprocessing"]["p95_ms"]),
    ("rem p50", lambda r: r["remember"]["p50_ms"]),
    ("rem p95", lambda r: r["remember"]["p95_ms"]),
    ("list", lambda r: r["list_p50_ms"]),
    ("search", lambda r: r["search_p50_ms"]),
    ("naive/scoped", lambda r: r.get("naive_over_scoped", "-")),
    ("naive/retr", lambda r: r.get("naive_over_retrieval", "-")),
    ("peak MB", lambda r: r["peak_rss_mb"]),
)


def print_table(results: dict[str, Any]) -> None:
    print(" ".join(f"{name:>12}" for name, _ in TABLE))
    for row in results["sizes"]:
        print(" ".join(f"{value(row):>12}" for _, value in TABLE))
    for key in ("bulk_import", "cold_start"):
        if key in results:
            print(f"{key.replace('_', ' ')}:", results[key])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,100000", type=lambda s: [int(x) for x in s.split(",")])
    parser.add_argument("--import-count", type=int, default=10_000)
    parser.add_argument("--model", default="multilingual-e5-small", help="multilingual-e5-small or all-MiniLM-L6-v2")
    parser.add_argument("--keep", type=Path, help="build the stores in this directory and keep them (see bench.serving)")
    parser.add_argument("--naive-up-to", type=int, default=100_000, help="compare the naive layout up to this size")
    parser.add_argument("--out", type=Path, default=Path("bench/results/latency.json"))
    args = parser.parse_args()
    print(f"latency: embedding model {args.model}, sizes {', '.join(map(str, args.sizes))}", flush=True)
    try:
        results = asyncio.run(main_async(args))
    except LTMError as exc:  # another process holds a --keep store: one line
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(2)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))
    print_table(results)


if __name__ == "__main__":
    main()
