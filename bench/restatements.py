"""Restatements beside related facts: the pairs of bench/data/restatements/ through the real host's write path.

Each pair is two statements of one member, written for this corpus by authors who never saw the code: the same fact
said again in other words or another format ("I'm vegan" / "plant based all the way 🌱"), or a related fact that is
also true ("我会弹钢琴" / "我会弹吉他", "来月5日に引っ越し" / "来月5日は給料日"). Each pair is a fresh group chat with no
LLM, written as the update bench writes (`bench.judgment.judge_updates`: `remember`, then `!memory export l2`).
A restatement is right when one statement stays active; a related fact, when both do. A related fact merged into the
other is a fact lost: the number that must stay at 0. A pair with a secret (a wifi password) is left out.

    .venv/bin/python -m bench.restatements [--model multilingual-e5-small] [--out bench/results/restatements.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
from collections import Counter
from pathlib import Path

from longtermmemory.bench.judgment import judge_updates
from longtermmemory.bench.judgment_data import Item
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL

CORPUS = Path(__file__).resolve().parent / "data" / "restatements"
LANGUAGES = ("en", "zh", "ja", "ko", "es", "de", "fr")
SPEAKER = "Mika"


def pairs() -> list[Item]:
    """Every pair of the corpus as an update pair of one speaker: `same` is a duplicate, `different` a new fact."""
    found: list[Item] = []
    for path in sorted(CORPUS.glob("restatements-*.json")):
        for number, pair in enumerate(json.loads(path.read_text(encoding="utf-8"))):
            found.append(
                {
                    "id": f"{path.stem}-{number}",
                    "lang": pair["lang"],
                    "kind": pair["kind"],
                    "register": "",
                    "label": "duplicate" if pair["label"] == "same" else "new",
                    "old": {"speaker": SPEAKER, "text": pair["a"]},
                    "new": {"speaker": SPEAKER, "text": pair["b"]},
                }
            )
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()
    records = asyncio.run(judge_updates(pairs(), args.model))
    right, lost, total = Counter[tuple[str, str]](), Counter[tuple[str, str]](), Counter[tuple[str, str]]()
    for record in records:
        if record["secret"]:  # a wifi password said twice: not storing it is right, and no fact of this bench
            continue
        key = (record["lang"], record["label"])
        total[key] += 1
        right[key] += record["correct"]
        lost[key] += record["lost"]
    print(f"{'lang':6}{'restatements merged':>22}{'related facts kept':>22}{'facts lost':>12}")
    for language in (*LANGUAGES, "all"):
        keys = [(lang, label) for lang, label in total if language in (lang, "all")]
        merged = sum(right[k] for k in keys if k[1] == "duplicate"), sum(total[k] for k in keys if k[1] == "duplicate")
        kept = sum(right[k] for k in keys if k[1] == "new"), sum(total[k] for k in keys if k[1] == "new")
        print(f"{language:6}{f'{merged[0]}/{merged[1]}':>22}{f'{kept[0]}/{kept[1]}':>22}{sum(lost[k] for k in keys):>12}")
    if args.out:
        args.out.write_text(json.dumps(records, ensure_ascii=False, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
