"""Today's three write judgments on the judgment corpora (bench/data/judgment/), per split, language and kind.

- secrets: the secret filter every write path runs (`find_secret`) over each message: secrets
  caught, and look-alikes refused.
- intents: each message through the explicit-request pipeline of the service: structure
  (`find_request`) cuts out what to store, and the model's request classifier
  (`classifiers/intent-<model>.json`, trained on the dev split by `bench.train_intent`) judges
  whether it is a request to remember, to forget, or neither. Requests stored and stored
  with the right content (a normalised comparison with the expected `content`), non-requests
  stored, forget requests stored as notes, forget requests recognised and other messages taken
  for one; `rules:` columns are the strict rules alone (`detect_intent`, used for a model
  without a classifier).
- updates: each pair is a fresh group chat of the real host with no LLM (the rules decide):
  the old statement's speaker calls `remember` with it, then the new one's speaker with the
  new statement, and `!memory export l2` shows which are active. `update`: the old retired and
  the new active; `duplicate`: one active; `new`: both active. An update written by another
  member than the old statement's, who is no admin, may not retire it (issue 24's consent rule):
  it is right when both stay active and the reply says the earlier fact was kept, and it is
  counted in its own column (`updates kept for consent`), not among `updates taken`. A pair with
  a statement the secret filter refuses (a wifi password) is counted apart: not storing it is right.
  Where both stay active, recall (`recall_memory`, asked with the old statement) should show an
  outdated old one as earlier than the new (`stale shown as earlier`, newest wins) and never a
  statement that is still true (`true facts shown as earlier`).

    .venv/bin/python -m bench.judgment [--model multilingual-e5-small|all-MiniLM-L6-v2] [--split dev|test|both]
        [--only secrets intents updates] [--limit N] [--out bench/results/judgment-<model>.json]
        [--heldout DIR]   (a held-out set written outside the repository: DIR/<judgment>.json, judged whole)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench.judgment_data import (
    LANGUAGES,
    Item,
    Metric,
    Split,
    comparable,
    grouped,
    load,
    load_heldout,
    rates,
    spread,
    worst_kinds,
)
from longtermmemory.bench.progress import progress
from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.intent import EmptyRequest, RememberIntent, detect_intent
from longtermmemory.memory.request_classifier import ForgetRequest, RequestClassifier
from longtermmemory.memory.request_clauses import clause_splits
from longtermmemory.memory.request_cue import calling_the_bot, find_request
from longtermmemory.memory.secrets import find_secret
from longtermmemory.runtime.api import Query
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.storage.embedder import Embedder
from longtermmemory.storage.request_classifier_file import load_request_classifier

WORST = 10
OLD_AT = 1_793_534_400.0  # 2026-11-02 12:00 UTC; the new statement comes a day later
NEW_AT = OLD_AT + 86_400
STORED = re.compile(r"^Stored as (\S+)\.(?:\s|$)")
KEPT = re.compile(
    r"earlier facts? .* (?:was|were) kept: only "
)  # the reply's note on a fact only its owner or an admin may retire
NOT_STORED = "not stored"

SECRET_METRICS = (
    Metric("secrets caught", lambda r: r["label"] == "secret", lambda r: bool(r["found"])),
    Metric("look-alikes refused", lambda r: r["label"] == "benign", lambda r: bool(r["found"])),
)
INTENT_METRICS = (
    Metric("requests stored", lambda r: r["label"] == "remember", lambda r: r["stored"]),
    Metric("with the right content", lambda r: r["label"] == "remember", lambda r: r["right_content"]),
    Metric("non-requests stored", lambda r: r["label"] == "none", lambda r: r["stored"]),
    Metric("forget requests stored", lambda r: r["label"] == "forget", lambda r: r["stored"]),
    Metric("forget recognised", lambda r: r["label"] == "forget", lambda r: r["forget"]),
    Metric("taken for a forget", lambda r: r["label"] != "forget", lambda r: r["forget"]),
    Metric("rules: requests stored", lambda r: r["label"] == "remember", lambda r: r["rules_stored"]),
    Metric("rules: non-requests stored", lambda r: r["label"] == "none", lambda r: r["rules_stored"]),
)
# A pair holding a secret is left out: refusing it is the filter's job, not a judgment of the pair.
UPDATE_METRICS = (
    Metric(
        "updates taken", lambda r: r["label"] == "update" and not r["secret"] and not r["needs_consent"], lambda r: r["correct"]
    ),
    Metric(
        "updates kept for consent",
        lambda r: r["label"] == "update" and not r["secret"] and r["needs_consent"],
        lambda r: r["correct"],
    ),
    Metric("duplicates merged", lambda r: r["label"] == "duplicate" and not r["secret"], lambda r: r["correct"]),
    Metric("new kept", lambda r: r["label"] == "new" and not r["secret"], lambda r: r["correct"]),
    Metric("all correct", lambda r: not r["secret"], lambda r: r["correct"]),
    Metric("true facts retired or lost", lambda r: not r["secret"], lambda r: r["lost"]),
    Metric(
        "stale left active",
        lambda r: r["label"] == "update" and not r["secret"] and not r["needs_consent"],
        lambda r: r["old_status"] == "active",
    ),
    Metric(
        "stale shown as earlier",
        lambda r: r["label"] == "update" and not r["secret"] and r["old_status"] == "active",
        lambda r: r["marked"],
    ),
    Metric("true facts shown as earlier", lambda r: r["label"] == "new" and not r["secret"], lambda r: r["marked"]),
    Metric("holding a secret", lambda r: True, lambda r: bool(r["secret"])),
)


def judge_secrets(items: Sequence[Item]) -> list[Item]:
    return [{**item, "found": find_secret(item["text"]) or ""} for item in items]


async def judge_intents(items: Sequence[Item], model: str) -> list[Item]:
    """Each message as `MemoryService.answer_request` judges it: structure and the classifier (and, with no request
    cue, its clause model), or the rules without one. An item's `bot_name` is the bot's name as its operator set it
    (`bot_names`): a held-out writer who names the bot says what it is called."""
    classifier = load_request_classifier(model)
    texts = [item["text"] for item in items]
    said = [calling_the_bot(item["text"], [item["bot_name"]] if item.get("bot_name") else []) for item in items]
    vectors = await vectors_of(model, texts, as_query=True) if classifier is not None else [None] * len(texts)
    splits = [clause_splits(text) if classifier is not None and classifier.reads_clauses else [] for text in said]
    clause_texts = [split.clause for found in splits for split in found]
    clause_vectors = await vectors_of(model, clause_texts, as_query=True) if clause_texts else np.zeros((0, 0), np.float32)
    rules = [detect_intent(text) for text in said]
    requests, next_clause = [], 0
    for text, vector, found, by_rules in zip(said, vectors, splits, rules, strict=True):
        cue = find_request(text)
        request = by_rules if classifier is None or vector is None else classifier.request(text, vector, cue)
        if request is None and classifier is not None and vector is not None and found:  # found: no cue stood
            request = classifier.clause_request(text, vector, found, clause_vectors[next_clause : next_clause + len(found)])
        next_clause += len(found)
        requests.append(request)
    requests = await trimmed(classifier, requests, model) if classifier is not None else requests
    records = []
    for item, request, by_rules in zip(items, requests, rules, strict=True):
        intent = request if isinstance(request, RememberIntent) else None
        content = "" if intent is None else intent.content
        records.append(
            {
                **item,
                "rules_stored": by_rules is not None,
                "stored": intent is not None,
                "forget": isinstance(request, ForgetRequest),
                "stored_content": content,
                "stored_as": "" if intent is None else intent.kind,
                "right_content": intent is not None and comparable(content) == comparable(item["content"]),
            }
        )
    return records


Request: TypeAlias = RememberIntent | EmptyRequest | ForgetRequest | None


async def trimmed(classifier: RequestClassifier, requests: list[Request], model: str) -> list[Request]:
    """Each request to remember with the chat and courtesy around its fact cut, as `MemoryService.answer_request` cuts
    it (`RequestClassifier.trimmed`); other requests as they are."""
    reads = [classifier.segments_to_read(r) if isinstance(r, RememberIntent) else [] for r in requests]
    texts = [text for read in reads for text in read]
    vectors = await vectors_of(model, texts, as_query=True) if texts else np.zeros((0, 0), np.float32)
    result, start = [], 0
    for request, read in zip(requests, reads, strict=True):
        if isinstance(request, RememberIntent) and read:
            request = classifier.trimmed(request, vectors[start : start + len(read)])
        result.append(request)
        start += len(read)
    return result


async def vectors_of(model: str, texts: list[str], as_query: bool) -> NDArray[np.float32]:
    """The texts embedded by the bundled model as the service embeds them: as questions or as stored memories."""
    embedder = Embedder(model)
    await embedder.load()
    try:
        return await (embedder.embed_queries(texts) if as_query else embedder.embed(texts))
    finally:
        embedder.close()


def pair_outcome(label: str, old: str, new: str, needs_consent: bool = False, kept: bool = False) -> dict[str, bool]:
    """Whether the chat ended as the label says, and whether a true fact was retired or lost on the way.

    `needs_consent`: the update's writer may not retire the old statement, so it is right when
    both stay active and the reply says the old one was `kept`.
    """
    active = (old == "active") + (new == "active")
    if label == "update" and needs_consent:
        return {"correct": active == 2 and kept, "lost": new != "active"}
    if label == "update":
        return {"correct": old != "active" and old != NOT_STORED and new == "active", "lost": new != "active"}
    if label == "duplicate":
        return {"correct": active == 1, "lost": active == 0}
    return {"correct": active == 2, "lost": active < 2}


async def shown_as_earlier(host: PluginHost, chat: str, pair: Item, old_id: str, new_id: str) -> bool:
    """Whether recall (the `recall_memory` tool, asked with the old statement) shows the old one as earlier than the new."""
    speaker = pair["new"]["speaker"]
    identity = Identity("group", chat, sender_id=speaker, sender_name=speaker)
    found = await host.call_tool(Query(identity, "", NEW_AT + 120), "recall_memory", {"query": pair["old"]["text"]})
    episodes = json.loads(found).get("episodes", [])
    return any(e["id"] == old_id and e["status"] == "earlier" and e.get("newer") == new_id for e in episodes)


async def write_pair(host: PluginHost, pair: Item) -> Item:
    """Old then new through the `remember` tool in a chat of their own; the statuses the export shows."""
    chat = f"judgment-{pair['id']}"
    replies, ids = {}, {}
    for which, at in (("old", OLD_AT), ("new", NEW_AT)):
        speaker = pair[which]["speaker"]
        identity = Identity("group", chat, sender_id=speaker, sender_name=speaker)
        replies[which] = await host.call_tool(Query(identity, "", at), "remember", {"content": pair[which]["text"]})
        stored = STORED.match(replies[which])
        ids[which] = stored.group(1) if stored else ""
    admin = Identity("group", chat, sender_id="bench", sender_name="Bench", is_admin=True)
    export = await host.handle_message(Query(admin, "!memory export l2", NEW_AT + 60))
    status = {e["id"]: e["status"] for e in json.loads(export.reply)["episodes"]}
    old, new = (status.get(ids[which], NOT_STORED) for which in ("old", "new"))
    marked = old == new == "active" and await shown_as_earlier(host, chat, pair, ids["old"], ids["new"])
    secret = find_secret(pair["old"]["text"]) or find_secret(pair["new"]["text"]) or ""
    needs_consent = pair["old"]["speaker"] != pair["new"]["speaker"]  # the bench's writers are no admins
    kept = bool(KEPT.search(replies["new"]))
    outcome = pair_outcome(pair["label"], old, new, needs_consent, kept)
    return {
        **pair,
        "old_status": old,
        "new_status": new,
        "secret": secret,
        "needs_consent": needs_consent,
        "kept": kept,
        "marked": marked,
        "replies": replies,
        **outcome,
    }


async def judge_updates(pairs: Sequence[Item], model: str) -> list[Item]:
    """Every pair through one host (the model loads once), defaults only: no LLM, no `LTM_*` variables."""
    with tempfile.TemporaryDirectory() as tmp:
        overrides = {"data_dir": Path(tmp), "embedding_model": model, "write_rate_limit_per_minute": 0}
        config = load_config(overrides, environ={})
        host = PluginHost(config, [LongTermMemoryPlugin(config)])
        await host.start()
        try:
            return [await write_pair(host, pair) for pair in progress(pairs, "updates")]
        finally:
            await host.stop()


def percent(hits: int, of: int) -> str:
    return f"{hits}/{of} {100 * hits / of:5.1f}%" if of else "-"


@dataclass(frozen=True)
class Judgment:
    """A judgment's figures, and for each label what failing means and which items fail (for the worst kinds)."""

    title: str
    metrics: Sequence[Metric]
    failures: dict[str, tuple[str, Callable[[Item], bool]]]


def judged_wrong(record: Item) -> bool:
    return not record["secret"] and not record["correct"]


JUDGMENTS = {
    "secrets": Judgment(
        "Secrets (find_secret)",
        SECRET_METRICS,
        {"secret": ("missed", lambda r: not r["found"]), "benign": ("refused", lambda r: bool(r["found"]))},
    ),
    "intents": Judgment(
        "Intents (request cues and the request classifier)",
        INTENT_METRICS,
        {
            "remember": ("not stored with its content", lambda r: not r["right_content"]),
            "none": ("stored", lambda r: r["stored"]),
            "forget": ("not recognised", lambda r: not r["forget"]),
        },
    ),
    "updates": Judgment(
        "Updates (remember tool, rules path)",
        UPDATE_METRICS,
        {
            "update": ("not taken", judged_wrong),
            "duplicate": ("not merged", judged_wrong),
            "new": ("not both kept", judged_wrong),
        },
    ),
}


def figures(records: Sequence[Item], judgment: Judgment) -> dict[str, Any]:
    by_language, by_label = grouped(records, "lang"), grouped(records, "label")
    return {
        "all": rates(records, judgment.metrics),
        "by_language": {lang: rates(by_language[lang], judgment.metrics) for lang in LANGUAGES if lang in by_language},
        "by_kind": {kind: rates(members, judgment.metrics) for kind, members in sorted(grouped(records, "kind").items())},
        "worst_kinds": {
            label: {"failure": words, "kinds": worst_kinds(by_label.get(label, []), failed, WORST)}
            for label, (words, failed) in judgment.failures.items()
        },
    }


def print_figures(title: str, found: dict[str, Any]) -> None:
    widths = {name: max(len(name), 14) + 2 for name in found["all"]}
    print(f"\n{title}")
    print("    " + "".join(f"{name:>{width}}" for name, width in widths.items()))
    for row, values in {**found["by_language"], "all": found["all"]}.items():
        print(f"{row:<4}" + "".join(f"{percent(*values[name]):>{width}}" for name, width in widths.items()))
    for label, worst in found["worst_kinds"].items():
        kinds = worst["kinds"]
        what = f"{label} items {worst['failure']}"
        print(f"{what}, worst kinds (failed/of, e.g.):" if kinds else f"{what}: none")
        for kind in kinds:
            print(f"  {kind['kind']:<36} {kind['failed']:>3}/{kind['of']:<3}  {', '.join(kind['examples'])}")


def judged(name: str, items: Sequence[Item], model: str) -> list[Item]:
    if name == "secrets":
        return judge_secrets(items)
    if name == "intents":
        return asyncio.run(judge_intents(items, model))
    return asyncio.run(judge_updates(items, model))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="multilingual-e5-small", help="multilingual-e5-small or all-MiniLM-L6-v2")
    parser.add_argument("--split", choices=("dev", "test", "both"), default="both")
    parser.add_argument("--only", nargs="+", choices=tuple(JUDGMENTS), default=list(JUDGMENTS))
    parser.add_argument("--limit", type=int, help="at most N items of each corpus and split, spread over its kinds")
    parser.add_argument("--out", type=Path, help="default: bench/results/judgment-<model>.json")
    parser.add_argument("--heldout", type=Path, help="judge DIR/<judgment>.json whole instead, as split `heldout`")
    args = parser.parse_args()
    splits: list[Split] = ["dev", "test"] if args.split == "both" else [args.split]
    if args.heldout:
        splits = ["heldout"]
    results: dict[str, Any] = {"model": args.model, "limit": args.limit}
    for name in args.only:
        judgment = JUDGMENTS[name]
        items = [
            {**item, "split": split}
            for split in splits
            for item in spread(load_heldout(args.heldout, name) if split == "heldout" else load(name, split), args.limit)
        ]
        started = time.perf_counter()
        records = judged(name, items, args.model)  # both splits in one go: the model loads once
        results[name] = {"seconds": round(time.perf_counter() - started, 1)}
        print(f"\n{judgment.title}: {len(records)} items in {results[name]['seconds']} s")
        for split, members in grouped(records, "split").items():
            found = figures(members, judgment)
            print_figures(f"{judgment.title}, {split} split: {len(members)} items", found)
            results[name][split] = {**found, "items": members}
    out = args.out or Path(f"bench/results/judgment-{args.model}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
