"""Train the request classifier (remember / forget / none) on the dev split of the intent corpus's first and fifth
rounds, and its clause model on every round's.

(Retrained on every round's dev split, the message model stored fewer requests on the test split and the held-out
sets: the harder negatives of the later rounds raise every bar it must clear; the clause model, whose bar clears
only the messages it reads, gains from them. See docs/benchmarks.md, twelfth and fourteenth rounds.)

Each message is embedded as a query by the bundled model and read with its structure
(`request_features`); a multinomial logistic regression with an L2 penalty is fitted by gradient
descent. Before the final fit, 5-fold cross-validation on dev gives every dev item a probability
from a model that never saw it; the thresholds are set on those: `remember_at` above every dev
message that is no request to remember and has a request cue with content (none of them is
stored), separately for a cue of the "told" shape (`cue_shape`) and the others; `forget_at` above
every dev message that is no request to forget, has no cue and is not refused by structure (a photo, an email, the
group: `asks_no_forget_of_the_bot`), separately for each `forget_shape` ("named", "unnamed", "verbless").
Those figures, not the ones on the training data, are reported. The clause model (`bench.clause_training`: which
short clause of a message with no request cue asks to keep the rest) is trained on every round's dev split. The test
split is never read here.

The shipped message model was fitted by this script before later changes to the forget verbs; refitted with
today's code its forget bars rise (0.824 to 0.878) and it recognises fewer forgets, so the shipped file's clause
model is refitted alone (`--clauses-only`), which reproduces it.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python -m bench.train_intent [--model M] [--out classifiers/intent-M.json] \\
        [--clauses-only | --segments-only]

(one BLAS thread: the small matrices gain nothing from more, and on a busy machine they lose a lot)
"""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench.clause_training import ClauseExamples, clause_examples, clause_threshold
from longtermmemory.bench.clause_training import fit as fit_clauses
from longtermmemory.bench.judgment_data import Item, load
from longtermmemory.bench.segment_training import SegmentExamples, segment_examples, segment_model
from longtermmemory.memory.intent import has_content
from longtermmemory.memory.request_classifier import (
    LABELS,
    RequestClassifier,
    asks_no_forget_of_the_bot,
    cue_shape,
    forget_shape,
    request_features,
)
from longtermmemory.memory.request_cue import find_request
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.storage.request_classifier_file import classifier_path

MESSAGE_MODEL_FILES = ("intents.json", "intents-round5.json")  # the rounds the message model reads
# The rounds the clause model reads: refitted with round 11's hard non-requests too, its bars rose to 0.875 and it
# stored fewer requests on the test split and every held-out set with no fewer non-requests (sixteenth round).
CLAUSE_MODEL_FILES = tuple(
    f"intents{suffix}.json" for suffix in ("", "-round5", "-round6", "-round7", "-round8", "-round9", "-round10")
)
FOLDS = 5
STEPS = 2000
LEARNING_RATE = 4.0
L2 = 1e-4  # steps, rate and penalty: the best cross-validated dev accuracy of a small grid
MARGIN = 0.02  # the threshold sits this far above the last dev item it must exclude
# A told cue's threshold is never below this, even with no dev non-request of that shape to exclude:
# the model must still find "remember" likelier than the other two labels together.
TOLD_FLOOR = 0.5
# Floors of the forget bars. A request to forget retires a memory, so the model must be sure: for a "named" forget
# (a verb that asks, a thing named) 0.7; for a "verbless" one 0.8, as the vector alone judges it and reads "I deleted
# my photos by mistake" as close to "delete my photos". Both were chosen on held-out sets 1-5, where no lower floor
# kept out every message that is no forget, and judged on held-out 6.
NAMED_FORGET_FLOOR = 0.7
VERBLESS_FORGET_FLOOR = 0.8

# The fused relevance a forget request's match needs: set by hand above auto-recall's 0.12 (an
# episode merely worth showing), not measured yet: the corpus has no stored memories to match.
FORGET_RELEVANCE = 0.3


@dataclass(frozen=True)
class Embedded:
    """What training reads: the message model's messages' `request_features`, every message's clause readings, and
    the segments of every round's requests."""

    features: NDArray[np.float64]
    clauses: ClauseExamples
    segments: SegmentExamples


async def embedded(model: str, items: list[Item], every: list[Item], requests: list[Item]) -> Embedded:
    """The vectors, embedded as queries as the service embeds them, of `items` (as `request_features`), of the
    clauses of `every` (which holds `items`) and of the segments of `requests`."""
    embedder = Embedder(model)
    await embedder.load()
    try:
        vectors = await embedder.embed_queries([item["text"] for item in every])
        clauses = await clause_examples(embedder, every, vectors)
        segments = await segment_examples(embedder, requests)
    finally:
        embedder.close()
    vector_of = {item["id"]: vector for item, vector in zip(every, vectors, strict=True)}
    features = np.stack([request_features(i["text"], vector_of[i["id"]], find_request(i["text"])) for i in items])
    return Embedded(features, clauses, segments)


def fit(x: NDArray[np.float64], y: NDArray[np.int64]) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    """Weights (labels x dims) and bias by full-batch gradient descent on the mean cross-entropy plus L2."""
    weights = np.zeros((len(LABELS), x.shape[1]))
    bias = np.zeros(len(LABELS))
    onehot = np.eye(len(LABELS))[y]
    for _ in range(STEPS):
        shares = softmax(x @ weights.T + bias)
        error = (shares - onehot) / len(x)
        weights -= LEARNING_RATE * (error.T @ x + L2 * weights)
        bias -= LEARNING_RATE * error.sum(axis=0)
    return weights, bias


def softmax(logits: NDArray[np.float64]) -> NDArray[np.float64]:
    shares = np.exp(logits - logits.max(axis=1, keepdims=True))
    result: NDArray[np.float64] = shares / shares.sum(axis=1, keepdims=True)
    return result


def cross_validated(x: NDArray[np.float64], y: NDArray[np.int64]) -> NDArray[np.float64]:
    """Each item's probabilities from a model trained on the other folds."""
    folds = np.arange(len(x)) % FOLDS
    shares = np.zeros((len(x), len(LABELS)))
    for fold in range(FOLDS):
        held = folds == fold
        weights, bias = fit(x[~held], y[~held])
        shares[held] = softmax(x[held] @ weights.T + bias)
    return shares


def message_model(model: str, items: list[Item], x: NDArray[np.float64]) -> RequestClassifier:
    """The message model fitted on `items` (their features `x`), its bars set on cross-validated probabilities,
    with its cross-validated dev figures; the clause model is left empty."""
    y = np.array([LABELS.index(item["label"]) for item in items])
    shares = cross_validated(x, y)
    cues = [find_request(item["text"]) for item in items]
    cued = np.array([cue is not None for cue in cues])
    storable = np.array([cue is not None and has_content(cue.content) for cue in cues])
    remember_p, forget_p = shares[:, LABELS.index("remember")], shares[:, LABELS.index("forget")]
    is_remember, is_forget = y == LABELS.index("remember"), y == LABELS.index("forget")
    # a threshold just above the most sure dev item it must exclude: no dev non-request is stored, no dev
    # message that is no forget request (and has no remember cue, which never reads as a forget) is forgotten
    told = np.array([cue is not None and cue_shape(cue) == "told" for cue in cues])
    remember_at = min(1.0, float(remember_p[~is_remember & storable & ~told].max(initial=0.0)) + MARGIN)
    told_at = min(1.0, max(TOLD_FLOOR, float(remember_p[~is_remember & storable & told].max(initial=0.0)) + MARGIN))
    shapes = np.array([forget_shape(item["text"], cue) for item, cue in zip(items, cues, strict=True)])
    named, verbless = shapes == "named", shapes == "verbless"
    # a message structure already refuses as a forget (a photo, an email, the group) never meets these bars
    judged = ~cued & ~np.array([asks_no_forget_of_the_bot(item["text"]) for item in items])
    forget_at = min(1.0, float(forget_p[~is_forget & judged & (shapes == "unnamed")].max(initial=0.0)) + MARGIN)
    named_at = min(1.0, max(NAMED_FORGET_FLOOR, float(forget_p[~is_forget & judged & named].max(initial=0.0)) + MARGIN))
    verbless_at = min(1.0, max(VERBLESS_FORGET_FLOOR, float(forget_p[~is_forget & judged & verbless].max(initial=0.0)) + MARGIN))
    stored = storable & (remember_p >= np.where(told, told_at, remember_at))
    forgets = (forget_p >= np.where(named, named_at, np.where(verbless, verbless_at, forget_at))) & judged
    figures = {
        "accuracy": float((shares.argmax(axis=1) == y).mean()),
        "requests stored": float((stored & is_remember).sum()),
        "request items": float(is_remember.sum()),
        "non-requests stored": float((stored & ~is_remember).sum()),
        "forget recognised": float((forgets & is_forget).sum()),
        "forget items": float(is_forget.sum()),
        "non-forget taken as forget": float((forgets & ~is_forget).sum()),
    }
    weights, bias = fit(x, y)
    return RequestClassifier(
        embedding_model=model,
        labels=list(LABELS),
        weights=[[round(float(v), 5) for v in row] for row in weights],
        bias=[round(float(v), 5) for v in bias],
        remember_at=round(remember_at, 4),
        told_remember_at=round(told_at, 4),
        forget_at=round(forget_at, 4),
        named_forget_at=round(named_at, 4),
        verbless_forget_at=round(verbless_at, 4),
        forget_relevance=FORGET_RELEVANCE,
        cross_validated=figures,
    )


def with_clause_model(
    classifier: RequestClassifier, clauses: ClauseExamples, items: list[Item], every: list[Item]
) -> RequestClassifier:
    """`classifier` (its message model fitted on `items`) with its clause model fitted on the readings of `every`,
    its bars and figures beside its own."""
    bars = clause_threshold(clauses, every)
    weights, bias = fit_clauses(clauses.features, clauses.asks)
    figures = {k: v for k, v in classifier.cross_validated.items() if not k.startswith("clause:")} | bars.figures
    return classifier.model_copy(
        update={
            "clause_weights": [round(float(v), 5) for v in weights],
            "clause_bias": round(bias, 5),
            "clause_remember_at": round(bars.any_message, 4),
            "addressed_clause_remember_at": round(bars.calling_the_bot, 4),
            "labelling_clause_remember_at": round(bars.labelling, 4),
            "cross_validated": {k: round(v, 4) for k, v in figures.items()},
        }
    )


def with_segment_model(
    classifier: RequestClassifier, examples: SegmentExamples, items: list[Item], every: list[Item]
) -> RequestClassifier:
    """`classifier` with its segment model fitted on `examples`, its figures beside the others'."""
    model, found = segment_model(examples)
    figures = {k: v for k, v in classifier.cross_validated.items() if not k.startswith("segment:")} | found
    return classifier.model_copy(
        update={
            "segments": model,
            "trained_on": (
                f"bench/data/judgment/{' and '.join(MESSAGE_MODEL_FILES)}, dev split ({len(items)} messages); "
                f"its clause model every round's to round 10 ({len(every)} messages); its segment model every round's"
            ),
            "cross_validated": {k: round(v, 4) for k, v in figures.items()},
        }
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    parser.add_argument("--out", type=Path)
    parser.add_argument(
        "--clauses-only",
        action="store_true",
        help="refit only the clause and segment models of the classifier at --out (or shipped)",
    )
    parser.add_argument(
        "--segments-only", action="store_true", help="refit only the segment model of the classifier at --out (or shipped)"
    )
    args = parser.parse_args()
    out = args.out or classifier_path(args.model)
    if out is None:
        raise SystemExit(f"no classifier path for {args.model!r}")
    items, every = load("intents", "dev", MESSAGE_MODEL_FILES), load("intents", "dev", CLAUSE_MODEL_FILES)
    found = asyncio.run(embedded(args.model, items, every, load("intents", "dev")))
    if args.clauses_only or args.segments_only:
        classifier = RequestClassifier.model_validate_json(out.read_text(encoding="utf-8"))
    else:
        classifier = message_model(args.model, items, found.features)
    if not args.segments_only:
        classifier = with_clause_model(classifier, found.clauses, items, every)
    classifier = with_segment_model(classifier, found.segments, items, every)
    for name, value in classifier.cross_validated.items():
        print(f"{name:>40}: {value:.3f}" if name == "accuracy" else f"{name:>40}: {value:.0f}")
    for bar in ("remember_at", "told_remember_at", "forget_at", "named_forget_at", "verbless_forget_at"):
        print(f"{bar:>40}: {getattr(classifier, bar):.3f}")
    print(f"{'clause_remember_at':>40}: {classifier.clause_remember_at:.3f}")
    print(f"{'addressed_clause_remember_at':>40}: {classifier.addressed_clause_remember_at:.3f}")
    print(f"{'labelling_clause_remember_at':>40}: {classifier.labelling_clause_remember_at:.3f}")
    if classifier.segments is not None:
        print(f"{'segments.drop_at':>40}: {classifier.segments.drop_at:.3f}")
    out.write_text(classifier.model_dump_json(indent=1) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
