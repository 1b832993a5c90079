"""Train the learned update decision of one embedding model on the dev split of the updates corpus.

Writes `classifiers/update-<model>.json` (`memory.update_classifier.UpdateClassifier`). Only dev
pairs are read (`judgment_data.load(..., "dev")`); the test split stays untouched for
`bench.judgment`. It learns from the pairs where it would act: the rules leave the new statement
`new`, and the old one is a candidate the writer may replace (the same speaker, or a speaker the
new one names). A pair labelled `update` or `duplicate` is a replacement (retiring the older
wording of a fact loses nothing); `new` is not.

The ridge and the threshold come from cross-validation inside dev, twice: each pair kind held out
in turn (scenarios it never saw) and each language held out in turn (wording it never saw). The
threshold sits a margin above the highest held-out probability of any `new` pair in either, so no
true fact of an unseen kind or language would have been retired on dev.

    .venv/bin/python -m bench.train_updates [--model multilingual-e5-small]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench.judgment_data import Item, load
from longtermmemory.memory.decisions import Neighbour, Thresholds, decide, judged_candidates
from longtermmemory.memory.update_classifier import FEATURES, UpdateClassifier, is_question, model_inputs, pair_features
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.storage.update_classifier_file import update_classifier_path

RULE_THRESHOLDS = Thresholds(dedupe=0.92, supersede=0.55)  # the defaults of manifest.yaml
MIN_COSINE = 0.0  # candidates this close or closer are judged (dev updates reach down to about 0.1)
RIDGES = (100.0, 300.0, 1000.0)  # on standardised inputs; the one that takes the most dev updates held out is kept
MARGIN = 0.01  # above the highest held-out probability of a dev `new` pair: stale is better than lost

Model = tuple[NDArray[np.float64], NDArray[np.float64], NDArray[np.float64], float]


@dataclass(frozen=True)
class Pair:
    inputs: NDArray[np.float64]
    replaces: bool
    label: str
    kind: str
    lang: str


async def candidate_pairs(items: Sequence[Item], model: str) -> list[Pair]:
    """The pairs the classifier acts on: the rules say `new` and the old statement is a candidate (not a question)."""
    embedder = Embedder(model)
    await embedder.load()
    try:
        vectors = await embedder.embed([text for item in items for text in (item["old"]["text"], item["new"]["text"])])
    finally:
        embedder.close()
    pairs = []
    for index, item in enumerate(items):
        old_vector, new_vector = vectors[2 * index], vectors[2 * index + 1]
        cosine = float(old_vector @ new_vector)
        old, new = item["old"], item["new"]
        neighbour = Neighbour("old", cosine, old["speaker"], old["text"], old["speaker"])
        decision = decide(new["text"], (), new["speaker"], [], [neighbour], [], RULE_THRESHOLDS)
        candidate = judged_candidates(new["text"], new["speaker"], [neighbour], MIN_COSINE, 1)
        if decision.kind != "new" or not candidate or is_question(new["text"]):
            continue
        inputs = model_inputs(pair_features(old["text"], new["text"], cosine), old_vector, new_vector)
        pairs.append(Pair(inputs, item["label"] != "new", item["label"], item["kind"], item["lang"]))
    return pairs


def fit(x: NDArray[np.float64], y: NDArray[np.float64], ridge: float) -> Model:
    """Mean, scale, weights and bias of an L2-regularised logistic regression (Newton's method)."""
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    design = np.hstack([(x - mean) / scale, np.ones((len(x), 1))])
    theta = np.zeros(design.shape[1])
    penalty = np.full(design.shape[1], ridge)
    penalty[-1] = 0.0
    for _ in range(50):
        p = 1 / (1 + np.exp(-design @ theta))
        gradient = design.T @ (p - y) + penalty * theta
        hessian = design.T @ (design * (p * (1 - p))[:, None]) + np.diag(penalty + 1e-9)
        step = np.linalg.solve(hessian, gradient)
        theta -= step
        if np.abs(step).max() < 1e-8:
            break
    return mean, scale, theta[:-1], float(theta[-1])


def probabilities(x: NDArray[np.float64], model: Model) -> NDArray[np.float64]:
    mean, scale, weights, bias = model
    result: NDArray[np.float64] = 1 / (1 + np.exp(-np.clip(((x - mean) / scale) @ weights + bias, -60, 60)))
    return result


def held_out(pairs: Sequence[Pair], groups: Sequence[str], ridge: float) -> NDArray[np.float64]:
    """Each pair's probability from a model fitted without its group."""
    x = np.array([p.inputs for p in pairs])
    y = np.array([p.replaces for p in pairs], dtype=np.float64)
    group = np.array(groups)
    result = np.zeros(len(pairs))
    for name in sorted(set(groups)):
        out = group == name
        result[out] = probabilities(x[out], fit(x[~out], y[~out], ridge))
    return result


def zero_loss_threshold(pairs: Sequence[Pair], held: Sequence[NDArray[np.float64]]) -> float:
    """A margin above every held-out probability of a `new` pair (above 1 when there is no room: it never acts)."""
    highest = max((float(p[i]) for p in held for i, pair in enumerate(pairs) if pair.label == "new"), default=0.0)
    return max(0.6, highest + MARGIN)


def taken(pairs: Sequence[Pair], p: NDArray[np.float64], threshold: float, label: str) -> int:
    return sum(bool(v >= threshold) and pair.label == label for v, pair in zip(p, pairs, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default=MULTILINGUAL_MODEL, help="the embedding model to train for")
    args = parser.parse_args()
    path = update_classifier_path(args.model)
    if path is None:
        sys.exit(f"cannot train for {args.model!r}: give a bundled model's name")
    pairs = asyncio.run(candidate_pairs(load("updates", "dev"), args.model))
    updates = sum(p.label == "update" for p in pairs)
    best: tuple[int, float, float, dict[str, float]] | None = None
    for ridge in RIDGES:
        held = [held_out(pairs, [p.kind for p in pairs], ridge), held_out(pairs, [p.lang for p in pairs], ridge)]
        threshold = zero_loss_threshold(pairs, held)
        worst = min(held, key=lambda p: taken(pairs, p, threshold, "update"))  # the stricter of the two
        figures = {
            "pairs": len(pairs),
            "updates": updates,
            "updates_taken_by_kind": taken(pairs, held[0], threshold, "update"),
            "updates_taken_by_language": taken(pairs, held[1], threshold, "update"),
            "duplicates_taken_by_kind": taken(pairs, held[0], threshold, "duplicate"),
            "new_retired": max(taken(pairs, p, threshold, "new") for p in held),
        }
        print(f"ridge {ridge:g}: threshold {threshold:.4f}, held out {figures}")
        score = taken(pairs, worst, threshold, "update")
        if threshold <= 1.0 and figures["new_retired"] == 0 and (best is None or score > best[0]):
            best = (score, ridge, threshold, figures)
    if best is None:
        sys.exit("no ridge leaves every held-out new fact active: nothing written")
    _, ridge, threshold, figures = best
    x = np.array([p.inputs for p in pairs])
    mean, scale, weights, bias = fit(x, np.array([p.replaces for p in pairs], dtype=np.float64), ridge)
    dimensions = len(weights) - len(FEATURES)
    classifier = UpdateClassifier(
        embedding_model=args.model,
        features=list(FEATURES),
        dimensions=dimensions,
        mean=[round(float(v), 6) for v in mean],
        scale=[round(float(v), 6) for v in scale],
        weights=[round(float(v), 6) for v in weights],
        bias=round(bias, 6),
        threshold=round(threshold, 4),
        min_cosine=MIN_COSINE,
        trained_on=f"bench/data/judgment/updates.json, dev split, ridge {ridge:g}",
        cross_validated={k: float(v) for k, v in figures.items()},
    )
    path.parent.mkdir(exist_ok=True)
    path.write_text(classifier.model_dump_json() + "\n", encoding="utf-8")
    print(f"wrote {path} (ridge {ridge:g}, threshold {threshold:.4f})")


if __name__ == "__main__":
    main()
