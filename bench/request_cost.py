"""What reading a message for a request costs, through `MemoryService.answer_request` on ordinary chat turns.

Every message is read for a request to remember or to forget: structure, the message's query vector
and the request classifier. A message with no cue and several short clauses (`clause_splits`) also
has its clauses embedded for the classifier's clause model. Turns of LoCoMo (ordinary conversation,
no requests) are answered one by one in a fresh chat; the times of messages read by their clauses
and of the others are reported apart, with the share of each, and the embedding of the clauses
alone (what they add to a message). Real model (multilingual-e5-small),
real SQLite and embedded Chroma.

    .venv/bin/python -m bench.request_cost [--turns 400] [--out bench/results/request_cost.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from longtermmemory.bench.locomo import DEFAULT_DATA
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.request_clauses import clause_splits
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder


def conversation_turns(path: Path, count: int) -> list[str]:
    """The first `count` turns of the LoCoMo file, in order."""
    turns = [
        turn["text"]
        for sample in json.loads(path.read_text(encoding="utf-8"))
        for key, session in sample["conversation"].items()
        if key.startswith("session_") and isinstance(session, list)
        for turn in session
    ]
    return turns[:count]


def percentiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {
        "p50_ms": round(ordered[len(ordered) // 2], 1) if ordered else 0.0,
        "p95_ms": round(ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1) if ordered else 0.0,
    }


async def measure(turns: list[str], base: Path) -> dict[str, Any]:
    config = load_config({"data_dir": base, "write_rate_limit_per_minute": 0, "turn_rate_limit_per_minute": 0}, environ={})
    embedder = Embedder(MULTILINGUAL_MODEL)
    await embedder.load()
    service = await MemoryService.open(config, embedder)
    by_clauses: list[float] = []
    others: list[float] = []
    clauses_alone: list[float] = []
    clauses = 0
    try:
        for number, text in enumerate(turns):
            identity = Identity("group", "bench", "bench-bot", f"m{number % 7}", f"member {number % 7}")
            splits = clause_splits(text)
            started = time.perf_counter()
            await service.answer_request(identity, text, time.time())
            (by_clauses if splits else others).append((time.perf_counter() - started) * 1000)
            clauses += len(splits)
            if splits:  # the call the clauses add, timed alone
                started = time.perf_counter()
                await embedder.embed_queries([split.clause for split in splits])
                clauses_alone.append((time.perf_counter() - started) * 1000)
    finally:
        await service.close()
        embedder.close()
    return {
        "turns": len(turns),
        "read_by_clauses": len(by_clauses),
        "clauses_each": round(clauses / max(1, len(by_clauses)), 2),
        "read_by_clauses_ms": percentiles(by_clauses),
        "others_ms": percentiles(others),
        "embedding_the_clauses_ms": percentiles(clauses_alone),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--turns", type=int, default=400)
    parser.add_argument("--out", type=Path, default=Path("bench/results/request_cost.json"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        result = asyncio.run(measure(conversation_turns(DEFAULT_DATA, args.turns), Path(tmp)))
    print(json.dumps(result, indent=1))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
