"""A serving process on a large store: memory and retrieval when one chat is served, in a fresh process.

`bench.latency` fills the store in the same process it measures, so its peak RSS includes the
filling. This opens a store kept by `bench.latency --keep DIR` and serves one scope of it:

    .venv/bin/python -m bench.latency --sizes 1000000 --import-count 0 --keep /tmp/ltm-1m
    .venv/bin/python -m bench.serving /tmp/ltm-1m/store
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import sys
import time
from pathlib import Path
from typing import Any

from longtermmemory.bench.latency import identity, timed
from longtermmemory.memory.errors import LTMError
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService


def rss_mb() -> float:
    status = Path("/proc/self/status").read_text()
    return round(int(status.split("VmRSS:")[1].split()[0]) / 1024, 1)


async def serve(store: Path) -> dict[str, Any]:
    started = time.perf_counter()
    service = await MemoryService.open(load_config({"data_dir": store, "max_episodes_per_scope": 100_000}, environ={}))
    row: dict[str, Any] = {"open_s": round(time.perf_counter() - started, 2), "rss_after_open_mb": rss_mb()}
    who = identity(0)
    questions = ["what did Alice say about the concert?", "when is the dentist appointment", "budget review before launch"]
    vectors = [await service.embed_query(q) for q in questions]
    started = time.perf_counter()
    await service.recall(who, questions[0], 5, time.time(), query_vector=vectors[0])
    row["first_retrieval_in_scope_ms"] = round((time.perf_counter() - started) * 1000, 1)
    k = 0

    async def retrieval() -> None:
        nonlocal k
        k += 1
        await service.recall(who, questions[k % 3], 5, time.time(), query_vector=vectors[k % 3])

    row["retrieval"] = await timed(retrieval, 300)
    row["scope_episodes"] = (await service.counts(who)).get("active", 0)
    row["rss_serving_mb"] = rss_mb()
    row["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    await service.close()
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("store", type=Path)
    args = parser.parse_args()
    try:
        row = asyncio.run(serve(args.store))
    except LTMError as exc:  # another process holds the store, or it cannot be used: one line
        print(f"error: {exc}", file=sys.stderr)
        sys.exit(2)
    print(json.dumps(row, indent=1))


if __name__ == "__main__":
    main()
