"""How often the update model would retire a statement beside one it does not belong with: every pair's new statement
beside every other pair's old statement of its language, as if one member had said them all.

The corpus's own pairs are all on one topic; in a member's memory a newer statement meets every older one its
vector brings near. Counted: pairs that pass a retiring bar with no LLM (`UpdateModel.retire_threshold`, after
`says_it_changes` with the change detector), those that pass only the single bar (`retire_at`), those that pass the
restatement bar (`UpdateModel.restatement_threshold`, after `may_restate`), and those a correction would retire were
the older its speaker's latest statement (`memory.corrections`: a value of a kind replaced, or
`UpdateModel.correct_at`; or a reply that only gives a new value, `only_revises`). Many are one slot in the corpus's
parallel scenarios (a rent beside a raised rent), some are not; examples of each are printed.

    .venv/bin/python -m bench.update_cross_pairs [--split test|dev] [--model M] [--examples N]
"""

from __future__ import annotations

import argparse
import asyncio
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench.judgment import vectors_of
from longtermmemory.bench.judgment_data import Item, load
from longtermmemory.memory.corrections import admits_error, corrects, only_revises, replaces_in_kind
from longtermmemory.memory.update_model import Pair, UpdateModel, may_restate, says_it_changes
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.storage.update_model_file import load_update_model


@dataclass
class Passes:
    """The cross pairs counted, and those that pass each bar, with a few examples."""

    pairs: int = 0
    single_bar: int = 0
    retiring: list[tuple[float, str, str]] = field(default_factory=list)
    restating: list[tuple[float, str, str]] = field(default_factory=list)
    correcting: list[tuple[float, str, str]] = field(default_factory=list)
    revising: list[tuple[float, str, str]] = field(default_factory=list)


def cross_pairs(model: UpdateModel, items: list[Item], vector: dict[str, NDArray[np.float32]]) -> Passes:
    """Each item's new statement beside every other item's old statement of its language."""
    by_language: defaultdict[str, list[Item]] = defaultdict(list)
    for item in items:
        by_language[item["lang"]].append(item)
    found = Passes()
    for group in by_language.values():
        for newer in group:
            new = newer["new"]["text"]
            olds = [item["old"]["text"] for item in group if item is not newer]
            found.pairs += len(olds)
            announced = model.announces_change(vector[new])  # as the writer reads it: the words, or the change detector
            changed = [old for old in olds if says_it_changes(old, new, announced)]
            for old, p in zip(changed, model.probabilities([pair(old, new, vector) for old in changed]), strict=True):
                found.single_bar += model.retire_at is not None and p >= model.retire_at
                one_slot = model.gives_one_slot(pair(old, new, vector))
                if (bar := model.retire_threshold(old, new, one_slot)) is not None and p >= bar:
                    found.retiring.append((p, old, new))
            if model.correct_at is not None:
                corrected = [old for old in olds if corrects(old, new)]
                if admits_error(new) or model.announces_correction(vector[new]):
                    scores = model.probabilities([pair(old, new, vector) for old in corrected])
                    found.correcting += [
                        (p, old, new)
                        for old, p in zip(corrected, scores, strict=True)
                        if replaces_in_kind(old, new) or p >= model.correct_at
                    ]
                else:
                    found.revising += [(1.0, old, new) for old in corrected if only_revises(old, new)]
            restated = [old for old in olds if may_restate(old, new)]
            scores = model.restatement_probabilities([pair(old, new, vector) for old in restated])
            found.restating += [
                (p, old, new)
                for old, p in zip(restated, scores, strict=True)
                if (bar := model.restatement_threshold(old, new, model.gives_one_slot(pair(old, new, vector)))) is not None
                and p >= bar
            ]
    return found


def pair(old: str, new: str, vector: dict[str, NDArray[np.float32]]) -> Pair:
    return Pair(old, new, vector[old], vector[new], same_speaker=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=("dev", "test"), default="test")
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    parser.add_argument("--examples", type=int, default=10)
    args = parser.parse_args()
    model = load_update_model(args.model)
    if model is None:
        raise SystemExit(f"no update model ships for {args.model!r}")
    items = load("updates", args.split)
    texts = sorted({item[which]["text"] for item in items for which in ("old", "new")})
    vector = dict(zip(texts, asyncio.run(vectors_of(args.model, texts, as_query=False)), strict=True))
    found = cross_pairs(model, items, vector)
    share = 100 / max(1, found.pairs)
    print(f"{found.pairs} cross pairs of the {args.split} split ({len(items)} pairs)")
    retiring = len(found.retiring)
    print(f"  pass a retiring bar: {retiring} ({retiring * share:.2f}%); the single bar alone: {found.single_bar}")
    print(f"  pass the restatement bar: {len(found.restating)} ({len(found.restating) * share:.3f}%)")
    correcting = len(found.correcting)
    print(f"  would be corrected, were they the speaker's latest statement: {correcting} ({correcting * share:.3f}%)")
    revising = len(found.revising)
    print(f"  would be revised by a bare reply, were they the speaker's latest statement: {revising} ({revising * share:.3f}%)")
    passes = (
        ("retiring", found.retiring),
        ("restating", found.restating),
        ("correcting", found.correcting),
        ("revising", found.revising),
    )
    for title, passed in passes:
        print(f"{title}, examples:")
        for p, old, new in passed[: args.examples]:
            print(f"  {p:.3f}  {old!r}  ->  {new!r}")


if __name__ == "__main__":
    main()
