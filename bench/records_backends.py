"""One process, three deployments: write and recall latency with the records in SQLite (embedded, today's
default), in PostgreSQL with embedded Chroma, and in PostgreSQL with a Chroma server (the scale-out
deployment). PostgreSQL and Chroma are started here on 127.0.0.1 (PostgreSQL with fsync on).

Each write is one `remember` of a new sentence in one scope that already holds `--fill` episodes; each
recall is a 5-result search of that scope. `--model hash` swaps the embedding model for a deterministic
stand-in, so the figures show the stores' own cost.

    .venv/bin/python -m bench.records_backends [--writes 100] [--recalls 100] [--fill 1000] [--model hash]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

from longtermmemory.bench.latency import NAMES, HashEmbedder, identity, percentile, synthetic
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.tests.support import PostgresServer, start_chroma_server

QUERIES = ["what did Alice say about the concert?", "when is the dentist appointment", "Bob and the picnic plans"]


def summary(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1000 for s in seconds]
    return {
        "p50_ms": round(statistics.median(ms), 2),
        "p95_ms": round(percentile(ms, 0.95), 2),
        "mean_ms": round(statistics.fmean(ms), 2),
    }


async def measure(settings: dict[str, Any], data_dir: Path, embedder: Embedder, args: argparse.Namespace) -> dict[str, Any]:
    config = load_config({"data_dir": data_dir, "write_rate_limit_per_minute": 0, **settings}, environ={})
    service = await MemoryService.open(config, embedder)
    who, rng = identity(0), random.Random(7)
    fill = [Draft(synthetic(rng, i), sender_id=f"u{i % 8}", sender_name=NAMES[i % 8]) for i in range(args.fill)]
    for start in range(0, len(fill), 200):
        await service.write(who, fill[start : start + 200], time.time())
    writes: list[float] = []
    for i in range(args.writes):
        draft = Draft(synthetic(rng, 1_000_000 + i), sender_id="u1", sender_name="Bob")
        started = time.perf_counter()
        await service.write(who, [draft], time.time())
        writes.append(time.perf_counter() - started)
    recalls: list[float] = []
    for i in range(args.recalls):
        started = time.perf_counter()
        await service.recall(who, QUERIES[i % len(QUERIES)], 5, time.time())
        recalls.append(time.perf_counter() - started)
    await service.close()
    return {"write": summary(writes), "recall": summary(recalls)}


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    if args.model == "hash":
        embedder: Embedder = HashEmbedder(MULTILINGUAL_MODEL)
    else:
        embedder = Embedder(args.model)
        await embedder.load()
    postgres = PostgresServer(durable=True)
    base = Path(tempfile.mkdtemp(prefix="ltm-bench-"))
    chroma, chroma_port = start_chroma_server(base / "chroma-server")
    try:
        server = {"chroma_mode": "http", "chroma_port": chroma_port, "chroma_namespace": "b" + uuid.uuid4().hex[:8]}
        deployments: dict[str, dict[str, Any]] = {
            "sqlite + embedded chroma": {},
            "postgresql + embedded chroma": {"database_url": postgres.new_database()},
            "postgresql + chroma server": {"database_url": postgres.new_database(), **server},
        }
        results: dict[str, Any] = {"model": args.model, "fill": args.fill, "writes": args.writes, "recalls": args.recalls}
        for name, settings in deployments.items():
            results[name] = await measure(settings, base / name.replace(" ", "-"), embedder, args)
            print(name, json.dumps(results[name]), flush=True)
        return results
    finally:
        chroma.terminate()
        chroma.wait(timeout=30)
        postgres.stop()
        embedder.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--writes", type=int, default=100)
    parser.add_argument("--recalls", type=int, default=100)
    parser.add_argument("--fill", type=int, default=1000, help="episodes in the measured scope before measuring")
    parser.add_argument("--model", default=MULTILINGUAL_MODEL, help="multilingual-e5-small, all-MiniLM-L6-v2, or hash")
    parser.add_argument("--out", type=Path, default=Path("bench/results/records_backends.json"))
    args = parser.parse_args()
    results = asyncio.run(main_async(args))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
