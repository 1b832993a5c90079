"""Retrieval quality on LoCoMo: evidence recall@5/@10 and MRR for BM25, vector and the plugin's ranking.

Every turn of a conversation is stored through the plugin's own write path (speaker as sender,
the session's date as its time, the turn before it as context); each question with evidence is
then answered by the three rankers in the same run: plain BM25 over speaker and text, the
stored vectors alone, and the plugin's own recall.

    .venv/bin/python -m bench.locomo [bench/data/locomo10-dev.json] [--model M] [--ranker learned|weights] [--out F]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import sys
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import numpy as np

from longtermmemory.bench.progress import progress
from longtermmemory.memory.bm25 import BM25Index
from longtermmemory.memory.config import LTMConfig
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.chroma_vectors import ChromaVectorStore
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "locomo10-dev.json"
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


def normalise_evidence(raw: list[str]) -> list[str]:
    """'D8:6; D9:17' -> ['D8:6', 'D9:17'], 'D30:05' -> 'D30:5', 'D:11:26' -> 'D11:26'; junk dropped."""
    found: list[str] = []
    for item in raw:
        for session, turn in EVIDENCE.findall(item):
            key = f"D{int(session)}:{int(turn)}"
            if key not in found:
                found.append(key)
    return found


def session_time(text: str) -> float:
    return datetime.strptime(text.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC).timestamp()


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    at: float
    previous: str  # the turn before it in the same session, as "speaker: text"


def turns(conversation: dict[str, Any]) -> list[Turn]:
    """Every turn of a conversation, with the turn before it as context."""
    result = []
    for key, value in conversation.items():
        match = re.fullmatch(r"session_(\d+)", key)
        if match and isinstance(value, list):
            at = session_time(conversation[f"{key}_date_time"])
            previous = ""
            for t in value:
                result.append(Turn(t["dia_id"], t["speaker"], t["text"], at, previous))
                previous = f"{t['speaker']}: {t['text']}"
    return result


def score(ranked: list[str], relevant: set[str]) -> dict[str, float]:
    hits = [i for i, episode_id in enumerate(ranked) if episode_id in relevant]
    return {
        "recall@5": len(relevant & set(ranked[:5])) / len(relevant),
        "recall@10": len(relevant & set(ranked[:10])) / len(relevant),
        "mrr": 1.0 / (hits[0] + 1) if hits else 0.0,
    }


@dataclass
class StoredConversation:
    """A conversation written through the plugin's write path: who holds it, and its turns' episodes."""

    who: Identity
    episode_of: dict[str, str]  # dia_id -> the episode holding that turn
    plain_bm25: BM25Index  # speaker and text of each stored turn, for the BM25 baseline
    now: float  # a day after its last session


def open_config(data_dir: Path, model: str, ranker: str = "learned") -> LTMConfig:
    overrides = {"max_episodes_per_scope": 100_000, "write_rate_limit_per_minute": 0, "embedding_model": model, "ranker": ranker}
    return load_config({"data_dir": data_dir, **overrides}, environ={})


async def store_conversation(service: MemoryService, sample: dict[str, Any], name: str) -> StoredConversation:
    """Every turn stored with its speaker as sender, its session's date as its time and the turn before it as context."""
    who = Identity("group", name)
    all_turns = turns(sample["conversation"])
    stored = StoredConversation(who, {}, BM25Index(), max(t.at for t in all_turns) + 86_400)
    for start in range(0, len(all_turns), 256):
        batch = all_turns[start : start + 256]
        drafts = [
            Draft(t.text, source="import", created_at=t.at, sender_id=t.speaker, sender_name=t.speaker, context=t.previous)
            for t in batch
        ]
        outcomes = await service.write(who, drafts, time.time())
        for turn, outcome in zip(batch, outcomes, strict=True):
            if outcome.episode:
                stored.plain_bm25.add(outcome.episode.episode_id, f"{turn.speaker} {outcome.episode.content}")
            episode_id = outcome.episode.episode_id if outcome.episode else outcome.duplicate_of
            if episode_id:
                stored.episode_of[turn.dia_id] = episode_id
    return stored


def mean_scores(rows: list[dict[str, float]]) -> dict[str, float]:
    """The mean of each `score` metric over questions, to three places."""
    return {metric: round(float(np.mean([r[metric] for r in rows])), 3) for metric in ("recall@5", "recall@10", "mrr")}


def evidence_of(qa: dict[str, Any], stored: StoredConversation) -> set[str]:
    return {stored.episode_of[d] for d in normalise_evidence(qa.get("evidence", [])) if d in stored.episode_of}


async def evaluate(data_path: Path, embedder: Embedder, ranker: str = "learned") -> dict[str, Any]:
    data = json.loads(data_path.read_text(encoding="utf-8"))
    totals: dict[str, dict[str, list[dict[str, float]]]] = defaultdict(lambda: defaultdict(list))
    with tempfile.TemporaryDirectory() as tmp:
        config = open_config(Path(tmp), embedder.model_name, ranker)
        service = await MemoryService.open(config, embedder)
        store = await ChromaVectorStore.connect("embedded", config.data_dir, "", 0, config.chroma_namespace)
        for sample in progress(data, "conversations"):
            stored = await store_conversation(service, sample, f"locomo-{sample['sample_id']}")
            scope = service.scope_of(stored.who)
            for qa in sample["qa"]:
                relevant = evidence_of(qa, stored)
                if not relevant:
                    continue
                question = qa["question"]
                vector = await service.embed_query(question)
                bm25 = [i for i, _ in sorted(stored.plain_bm25.scores(question).items(), key=lambda kv: -kv[1])[:10]]
                [similar] = await store.query(scope, vector.reshape(1, -1), 10)
                vector_ranked = [i for i, _ in sorted(similar.items(), key=lambda kv: -kv[1])]
                recalled = await service.recall(stored.who, question, 10, stored.now, touch=False, query_vector=vector)
                plugin = [s.episode.episode_id for s in recalled]
                category = CATEGORIES.get(int(qa.get("category", 0)), "other")
                for name, ranked in (("bm25", bm25), ("vector", vector_ranked), ("plugin", plugin)):
                    result = score(ranked, relevant)
                    totals[name]["overall"].append(result)
                    totals[name][category].append(result)
        store.close()
        await service.close()
    return {
        ranker: {group: mean_scores(rows) | {"n": len(rows)} for group, rows in groups.items()}
        for ranker, groups in totals.items()
    }


def print_table(results: dict[str, Any]) -> None:
    groups = ["overall", *CATEGORIES.values()]
    print(f"{'ranker':<8} {'group':<12} {'R@5':>6} {'R@10':>6} {'MRR':>6} {'n':>5}")
    for ranker, by_group in results.items():
        for group in groups:
            if group in by_group:
                row = by_group[group]
                print(f"{ranker:<8} {group:<12} {row['recall@5']:>6} {row['recall@10']:>6} {row['mrr']:>6} {row['n']:>5}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=Path("bench/results/locomo.json"))
    parser.add_argument(
        "--model", default=MULTILINGUAL_MODEL, help="the embedding model (multilingual-e5-small, the product's; all-MiniLM-L6-v2)"
    )
    parser.add_argument("--ranker", choices=("learned", "weights"), default="learned", help="the plugin's ranker")
    args = parser.parse_args()
    if not args.data.is_file():
        sys.exit(f"cannot read {args.data}")
    print(f"LoCoMo evidence recall: {args.data.name}, embedding model {args.model}, ranker {args.ranker}", flush=True)

    async def run() -> dict[str, Any]:
        embedder = Embedder(args.model)
        await embedder.load()
        return await evaluate(args.data, embedder, args.ranker)

    results = asyncio.run(run())
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))
    print_table(results)


if __name__ == "__main__":
    main()
