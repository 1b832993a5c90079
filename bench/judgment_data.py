"""The judgment corpora of issue 25 (bench/data/judgment/): loading, the split rule, and how an item's figures are counted.

Every script that reads these corpora (benchmarks, training) takes its split from `split_of`, so
nothing can be tuned on the test split by accident.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

DATA_DIR = Path(__file__).resolve().parent / "data" / "judgment"
TEST_BYTE_BELOW = 102  # 102 of 256 first bytes: 40% of the items
LANGUAGES = ("en", "zh", "ja", "ko", "es", "de", "fr")

Split = Literal["dev", "test", "heldout"]
Item = dict[str, Any]


def split_of(item_id: str) -> Split:
    """`test` (untouched, never tuned on) when the first byte of sha256(id) is below 102, else `dev`."""
    return "test" if hashlib.sha256(item_id.encode("utf-8")).digest()[0] < TEST_BYTE_BELOW else "dev"


def corpus_files(name: str) -> list[Path]:
    """`<name>.json` and the rounds written after it (`<name>-round5.json` ...), in that order."""
    return [DATA_DIR / f"{name}.json", *sorted(DATA_DIR.glob(f"{name}-*.json"))]


def load(name: str, split: Split, files: Collection[str] | None = None) -> list[Item]:
    """The items of every file of corpus `name` (`corpus_files`; only those named in `files` when given) in one
    split, in file order."""
    paths = [path for path in corpus_files(name) if files is None or path.name in files]
    items: list[Item] = [item for path in paths for item in json.loads(path.read_text(encoding="utf-8"))]
    return [item for item in items if split_of(item["id"]) == split]


def load_heldout(directory: Path, name: str) -> list[Item]:
    """Every item of `<directory>/<name>.json`: a held-out set written outside this repository, judged whole."""
    items: list[Item] = json.loads((directory / f"{name}.json").read_text(encoding="utf-8"))
    return items


def spread(items: Sequence[Item], limit: int | None) -> list[Item]:
    """At most `limit` items taken evenly over the file (which is grouped by kind), for a quick run."""
    if limit is None or limit >= len(items):
        return list(items)
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


_EMOJI_SELECTORS = "\ufe0e\ufe0f"  # the text and emoji presentation of a symbol: part of the emoji dropped


def comparable(text: str) -> str:
    """Text for an equality check of contents: NFKC, case folded, without spaces, punctuation, symbols or emoji
    (their presentation selectors included)."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in folded if unicodedata.category(c)[0] not in "PSZC" and c not in _EMOJI_SELECTORS)


@dataclass(frozen=True)
class Metric:
    """A rate over the items `counts` selects: how many of them `hit` is true for."""

    name: str
    counts: Callable[[Item], bool]
    hit: Callable[[Item], bool]


def rates(records: Collection[Item], metrics: Sequence[Metric]) -> dict[str, tuple[int, int]]:
    """Each metric as (hits, items counted)."""
    found = {}
    for metric in metrics:
        counted = [r for r in records if metric.counts(r)]
        found[metric.name] = (sum(metric.hit(r) for r in counted), len(counted))
    return found


def grouped(records: Collection[Item], key: str) -> dict[str, list[Item]]:
    groups: defaultdict[str, list[Item]] = defaultdict(list)
    for record in records:
        groups[record[key]].append(record)
    return dict(groups)


def worst_kinds(records: Collection[Item], failed: Callable[[Item], bool], top: int, examples: int = 3) -> list[Item]:
    """The `top` kinds with the most failures (then the highest share failed), each with a few failing ids."""
    ranked = []
    for kind, members in grouped(records, "kind").items():
        failures = [r["id"] for r in members if failed(r)]
        if failures:
            ranked.append({"kind": kind, "failed": len(failures), "of": len(members), "examples": failures[:examples]})
    ranked.sort(key=lambda k: (-k["failed"], -k["failed"] / k["of"], k["kind"]))
    return ranked[:top]
