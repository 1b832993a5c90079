"""Recall in Chinese, Japanese and a mixed-language chat: BM25, vectors and the plugin, for each embedding model.

The 60 facts of `bench/data/multilingual-dev.json` are said in one group chat, each by its speaker,
then asked about by another member. Settings: all in English, all in Chinese, all in Japanese,
and mixed (facts in Chinese, Japanese and English in turn, each question in another language
than its fact, as in a group whose members write in different languages).

    .venv/bin/python -m bench.multilingual [--models all-MiniLM-L6-v2 multilingual-e5-small] [--data FILE] [--out ...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from longtermmemory.memory.bm25 import BM25Index
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import BUNDLED_MODEL, MULTILINGUAL_MODEL, Embedder

DATA = Path(__file__).resolve().parent / "data" / "multilingual-dev.json"
LANGUAGES = ("en", "zh", "ja")
SETTINGS = ("en", "zh", "ja", "mixed")
ASKER = "Quinn"


def languages_of(setting: str, index: int) -> tuple[str, str]:
    """(language of the fact, language of its question) for one item."""
    if setting != "mixed":
        return setting, setting
    fact = ("zh", "ja", "en")[index % 3]
    return fact, ("en", "zh", "ja")[index % 3]


def score(ranked: list[str], relevant: str) -> dict[str, float]:
    position = ranked.index(relevant) if relevant in ranked else None
    return {
        "recall@1": float(position == 0),
        "recall@5": float(position is not None and position < 5),
        "recall@10": float(position is not None and position < 10),
        "mrr": 0.0 if position is None else 1.0 / (position + 1),
    }


async def evaluate(items: list[dict[str, Any]], embedder: Embedder, setting: str) -> dict[str, dict[str, float]]:
    rows: dict[str, list[dict[str, float]]] = {"bm25": [], "vector": [], "plugin": []}
    with tempfile.TemporaryDirectory() as tmp:
        overrides = {"data_dir": Path(tmp), "write_rate_limit_per_minute": 0, "embedding_model": embedder.model_name}
        service = await MemoryService.open(load_config(overrides, environ={}), embedder)
        chat = Identity("group", "multilingual")
        drafts = []
        for index, item in enumerate(items):
            fact_language, _ = languages_of(setting, index)
            drafts.append(Draft(item["fact"][fact_language], sender_id=item["speaker"], sender_name=item["speaker"]))
        outcomes = await service.write(chat, drafts, time.time())
        ids = [outcome.episode.episode_id if outcome.episode else "" for outcome in outcomes]
        bm25 = BM25Index()
        for episode_id, draft in zip(ids, drafts, strict=True):
            bm25.add(episode_id, f"{draft.sender_name} {draft.content}")
        vectors = await embedder.embed([d.content for d in drafts])
        asker = Identity("group", "multilingual", "", ASKER, ASKER)
        for index, item in enumerate(items):
            _, question_language = languages_of(setting, index)
            question = item["question"][question_language]
            query = await service.embed_query(question)
            lexical = [i for i, _ in sorted(bm25.scores(question).items(), key=lambda kv: -kv[1])[:10]]
            nearest = [ids[i] for i in np.argsort(-(vectors @ query))[:10]]
            plugin = [s.episode.episode_id for s in await service.recall(asker, question, 10, time.time(), touch=False)]
            for name, ranked in (("bm25", lexical), ("vector", nearest), ("plugin", plugin)):
                rows[name].append(score(ranked, ids[index]))
        await service.close()
    return {name: {m: round(float(np.mean([r[m] for r in results])), 3) for m in results[0]} for name, results in rows.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--models", nargs="+", default=[BUNDLED_MODEL, MULTILINGUAL_MODEL])
    parser.add_argument("--data", type=Path, default=DATA, help="facts and questions (a held-out file of the same form)")
    parser.add_argument("--out", type=Path, default=Path("bench/results/multilingual.json"))
    args = parser.parse_args()
    if not args.data.is_file():
        sys.exit(f"bench.multilingual: {args.data} is not a file")
    print(f"multilingual recall on {args.data.name}: embedding models {', '.join(args.models)}", flush=True)
    items = json.loads(args.data.read_text(encoding="utf-8"))["items"]

    async def run() -> dict[str, Any]:
        results: dict[str, Any] = {}
        for model in args.models:
            embedder = Embedder(model)
            await embedder.load()
            results[model] = {setting: await evaluate(items, embedder, setting) for setting in SETTINGS}
            embedder.close()
        return results

    results = asyncio.run(run())
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))
    print(f"{'model':<22} {'setting':<7} {'ranker':<7} {'R@1':>6} {'R@5':>6} {'R@10':>6} {'MRR':>6}   ({len(items)} each)")
    for model, by_setting in results.items():
        for setting, by_ranker in by_setting.items():
            for ranker, row in by_ranker.items():
                figures = " ".join(f"{row[m]:>6}" for m in ("recall@1", "recall@5", "recall@10", "mrr"))
                print(f"{model:<22} {setting:<7} {ranker:<7} {figures}")


if __name__ == "__main__":
    main()
