"""Memory update semantics: the cases of bench/data/memory-updates-dev.json through the replay adapter.

Each case is a fresh chat: its writes go in as `remember` tool calls or chat messages, then the
chat's active episodes and profiles (`!memory export l2`, `!memory export`) must show every
`keep` text and no `gone` text. Prints passes per category, the facts wrongly retired
(collateral: a `keep` text only in retired episodes) and the facts wrongly dropped (a `keep`
text nowhere).

    .venv/bin/python -m bench.updates [bench/data/memory-updates-dev.json] [--out bench/results/updates.json]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import sys
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from longtermmemory.adapters.replay import run_replay
from longtermmemory.main import build_host
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "memory-updates-dev.json"


def case_events(number: int, case: dict[str, Any]) -> list[dict[str, Any]]:
    session = f"group_case{number}"
    events: list[dict[str, Any]] = []
    for write in case["writes"]:
        sender = {"id": write["speaker"]["id"], "name": write["speaker"]["name"]}
        if write["via"] == "tool":
            args = {"content": write["content"], "tags": write.get("tags", [])}
            events.append({"session": session, "sender": sender, "tool": "remember", "args": args})
        else:
            events.append({"session": session, "sender": sender, "message": write["content"]})
    admin = {"id": "bench", "name": "Bench", "admin": True}
    events.append({"session": session, "sender": admin, "message": "!memory export l2"})
    events.append({"session": session, "sender": admin, "message": "!memory export"})
    return events


def judge(case: dict[str, Any], episodes: list[dict[str, Any]], profiles: str) -> dict[str, Any]:
    active = [e["content"] for e in episodes if e["status"] == "active"]
    retired = [e["content"] for e in episodes if e["status"] != "active"]
    shown = "\n".join([*active, profiles])
    missing = [k for k in case["keep"] if k not in shown]
    collateral = [k for k in missing if any(k in r for r in retired)]
    still_there = [g for g in case["gone"] if g in shown]
    too_many = case.get("max_active") is not None and len(active) > case["max_active"]
    return {
        "category": case["category"],
        "passed": not missing and not still_there and not too_many,
        "collateral": collateral,
        "dropped": [k for k in missing if k not in collateral],
        "not_retired": still_there,
        "active": active,
    }


async def run(data: Path, model: str) -> list[dict[str, Any]]:
    cases = json.loads(data.read_text(encoding="utf-8"))["cases"]
    with tempfile.TemporaryDirectory() as tmp:
        host = build_host({"data_dir": Path(tmp), "write_rate_limit_per_minute": 0, "embedding_model": model})
        await host.start()
        events = [e for number, case in enumerate(cases) for e in case_events(number, case)]
        path = Path(tmp) / "events.jsonl"
        path.write_text("\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n", encoding="utf-8")
        out = io.StringIO()
        await run_replay(host, path, out)
        await host.stop()
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    results, cursor = [], 0
    for case in cases:
        cursor += len(case["writes"]) + 2
        episodes = json.loads(lines[cursor - 2]["reply"])["episodes"]
        results.append(judge(case, episodes, lines[cursor - 1]["reply"]))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("data", nargs="?", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path, default=Path("bench/results/updates.json"))
    parser.add_argument("--model", default=MULTILINGUAL_MODEL, help="multilingual-e5-small (the product's) or all-MiniLM-L6-v2")
    args = parser.parse_args()
    if not args.data.is_file():
        sys.exit(f"cannot read {args.data}")
    print(f"duplicate / update / new: {args.data.name}, embedding model {args.model}", flush=True)
    results = asyncio.run(run(args.data, args.model))
    by_category: defaultdict[str, list[bool]] = defaultdict(list)
    for result in results:
        by_category[result["category"]].append(result["passed"])
    print(f"{'category':<12} passed")
    for category, passed in by_category.items():
        print(f"{category:<12} {sum(passed)}/{len(passed)}")
    summary = {
        "passed": sum(r["passed"] for r in results),
        "cases": len(results),
        "collateral": sum(len(r["collateral"]) for r in results),
        "dropped": sum(len(r["dropped"]) for r in results),
        "not_retired": sum(len(r["not_retired"]) for r in results),
    }
    print(json.dumps(summary))
    for number, result in enumerate(results):
        if not result["passed"]:
            print(
                f"case {number} ({result['category']}): collateral {result['collateral']} dropped {result['dropped']} "
                f"not retired {result['not_retired']}; active {result['active']}"
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"summary": summary, "cases": results}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
