"""Train the update classifier (`memory.update_classifier`) on the dev split of the update corpus.

Each pair's old and new statements are embedded as passages by the bundled model, as the write
path embeds them. Two logistic regressions with an L2 penalty, fitted by gradient descent:
- the announcement direction: the new text's vector alone, an update's new text against the new
  text of every other pair (a duplicate's, a new fact's);
- the pair model: `pair_features` (the announcement score among them) of update pairs against
  new-fact pairs that share an anchor (`trained_on`; a duplicate taken for an update keeps its fact in
  the newer words, so it is left out).
Nested cross-validation on dev (folds by a hash of the id): every dev pair gets a probability from
models that never saw it, its announcement score too. The threshold is set on those, above the most
sure dev pair of two true facts the write path would judge (a statement in the old one's template), with a
margin in log-odds; those figures, not the ones on the training data, are reported. The test split is never read.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python -m bench.train_updates [--model M] [--out classifiers/updates-M.json]
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench.judgment_data import Item, load
from longtermmemory.memory.text import name_words, normalise, words
from longtermmemory.memory.update_classifier import UpdateClassifier
from longtermmemory.memory.update_features import FEATURES, anchors, asks, pair_features, same_template
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.storage.update_classifier_file import update_classifier_path

FOLDS = 5
STEPS = 1500
ANNOUNCE_RATE, ANNOUNCE_L2 = 2.0, 1e-3
PAIR_RATE, PAIR_L2 = 0.5, 1e-2
# The threshold sits this far above the most sure dev pair of two true facts, in log-odds (a probability margin
# means nothing where the scores crowd near 1): a held-out pair may score above every dev one.
LOGIT_MARGIN = 1.0


async def vectors(model: str, pairs: Sequence[Item]) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    """The old and the new statements' passage vectors."""
    embedder = Embedder(model)
    await embedder.load()
    try:
        old = await embedder.embed([normalise(p["old"]["text"]) for p in pairs])
        new = await embedder.embed([normalise(p["new"]["text"]) for p in pairs])
    finally:
        embedder.close()
    return old, new


def fit(x: NDArray[np.float64], y: NDArray[np.float64], rate: float, l2: float) -> tuple[NDArray[np.float64], float]:
    """Weights and bias of a logistic regression by full-batch gradient descent on the mean log loss plus L2."""
    weights, bias = np.zeros(x.shape[1]), 0.0
    for _ in range(STEPS):
        error = sigmoid(x @ weights + bias) - y
        weights -= rate * (x.T @ error / len(x) + l2 * weights)
        bias -= rate * float(error.mean())
    return weights, bias


def sigmoid(z: NDArray[np.float64]) -> NDArray[np.float64]:
    result: NDArray[np.float64] = 1.0 / (1.0 + np.exp(-np.clip(z, -60, 60)))
    return result


def folds_of(pairs: Sequence[Item]) -> NDArray[np.int64]:
    return np.array([hashlib.sha256(p["id"].encode()).digest()[1] % FOLDS for p in pairs])


def announce_scores(
    x: NDArray[np.float64], y: NDArray[np.float64], train: NDArray[np.bool_], score: NDArray[np.bool_]
) -> NDArray[np.float64]:
    weights, bias = fit(x[train], y[train], ANNOUNCE_RATE, ANNOUNCE_L2)
    result: NDArray[np.float64] = x[score] @ weights + bias
    return result


def judged(pair: Item) -> bool:
    """Whether the write path asks the model about this pair: the speaker's own or a named speaker's statement,
    in one template (`same_template`)."""
    old, new = pair["old"], pair["new"]
    own = old["speaker"] == new["speaker"] or not name_words(old["speaker"]).isdisjoint(words(new["text"]))
    return own and same_template(old["text"], new["text"])


def trained_on(pair: Item) -> bool:
    """The pairs the pair model learns from: update or new, the speaker's own or a named speaker's statement sharing an
    anchor, no question (wider than `judged`: more pairs of the kind it tells apart)."""
    old, new = pair["old"], pair["new"]
    own = old["speaker"] == new["speaker"] or not name_words(old["speaker"]).isdisjoint(words(new["text"]))
    return pair["label"] != "duplicate" and own and not asks(new["text"]) and bool(anchors(old["text"], new["text"]))


class Standard:
    def __init__(self, x: NDArray[np.float64]) -> None:
        self.means, self.scales = x.mean(axis=0), np.maximum(x.std(axis=0), 1e-6)

    def __call__(self, x: NDArray[np.float64]) -> NDArray[np.float64]:
        result: NDArray[np.float64] = (x - self.means) / self.scales
        return result


def pair_matrix(pairs: Sequence[Item], cosines: NDArray[np.float64], announce: NDArray[np.float64]) -> NDArray[np.float64]:
    return np.array(
        [
            pair_features(p["old"]["text"], p["new"]["text"], float(c), float(a))
            for p, c, a in zip(pairs, cosines, announce, strict=True)
        ]
    )


def out_of_fold(pairs: Sequence[Item], old: NDArray[np.float32], new: NDArray[np.float32]) -> NDArray[np.float64]:
    """Each pair's P(update) from an announcement and a pair model that never saw it (nor its fold)."""
    x = new.astype(np.float64)
    announced = np.array([p["label"] == "update" for p in pairs], dtype=np.float64)
    cosines = np.einsum("ij,ij->i", old, new).astype(np.float64)
    folds = folds_of(pairs)
    trains = np.array([trained_on(p) for p in pairs])
    probability = np.zeros(len(pairs))
    for fold in range(FOLDS):
        held = folds == fold
        announce = np.zeros(len(pairs))
        for inner in range(FOLDS):  # the training pairs' scores from models that did not see them either
            if inner == fold:
                continue
            part = folds == inner
            announce[part] = announce_scores(x, announced, ~held & ~part, part)
        announce[held] = announce_scores(x, announced, ~held, held)
        features = pair_matrix(pairs, cosines, announce)
        train = ~held & trains
        standard = Standard(features[train])
        weights, bias = fit(standard(features[train]), announced[train], PAIR_RATE, PAIR_L2)
        probability[held] = sigmoid(standard(features[held]) @ weights + bias)
    return probability


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    pairs = load("updates", "dev")
    old, new = asyncio.run(vectors(args.model, pairs))
    probability = out_of_fold(pairs, old, new)
    asked = np.array([judged(p) for p in pairs])
    label = np.array([p["label"] for p in pairs])
    own = np.array([p["old"]["speaker"] == p["new"]["speaker"] for p in pairs])
    most_sure = min(float(probability[asked & (label == "new")].max(initial=0.5)), 1 - 1e-9)
    update_at = float(sigmoid(np.array([np.log(most_sure / (1 - most_sure)) + LOGIT_MARGIN]))[0])
    taken = asked & (probability >= update_at)
    figures = {
        "updates taken": float((taken & own & (label == "update")).sum()),
        "update pairs": float((own & (label == "update")).sum()),
        "third-person updates recognised": float((taken & ~own & (label == "update")).sum()),
        "third-person update pairs": float((~own & (label == "update")).sum()),
        "new facts retired": float((taken & (label == "new")).sum()),
        "duplicates taken for updates": float((taken & (label == "duplicate")).sum()),
    }
    for name, value in figures.items():
        print(f"{name:>36}: {value:.0f}")
    print(f"{'update_at':>36}: {update_at:.4f}")
    x = new.astype(np.float64)
    announced = (label == "update").astype(np.float64)
    folds = folds_of(pairs)
    announce = np.zeros(len(pairs))
    for fold in range(FOLDS):
        held = folds == fold
        announce[held] = announce_scores(x, announced, ~held, held)
    trains = np.array([trained_on(p) for p in pairs])
    features = pair_matrix(pairs, np.einsum("ij,ij->i", old, new).astype(np.float64), announce)
    standard = Standard(features[trains])
    weights, bias = fit(standard(features[trains]), announced[trains], PAIR_RATE, PAIR_L2)
    announce_weights, announce_bias = fit(x, announced, ANNOUNCE_RATE, ANNOUNCE_L2)
    classifier = UpdateClassifier(
        embedding_model=args.model,
        announce_weights=[round(float(v), 5) for v in announce_weights],
        announce_bias=round(announce_bias, 5),
        features=list(FEATURES),
        means=[round(float(v), 5) for v in standard.means],
        scales=[round(float(v), 5) for v in standard.scales],
        weights=[round(float(v), 5) for v in weights],
        bias=round(bias, 5),
        update_at=round(update_at, 4),
        trained_on=f"bench/data/judgment/updates.json, dev split ({len(pairs)} pairs)",
        cross_validated={k: round(v, 4) for k, v in figures.items()},
    )
    out = args.out or update_classifier_path(args.model)
    if out is None:
        raise SystemExit(f"no classifier path for {args.model!r}")
    out.write_text(classifier.model_dump_json(indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
