"""The request classifier's segment model: which segment at either end of a request's content is no part of its fact.

Examples come from the intent corpus's dev split, every request to remember with an expected content: the content
its request cue leaves (what the service stores; `find_request`) and, to show the model more of what a request says
around a fact, the whole message. A segment (`request_content.segments`) is part of the fact when its text is within
the expected content or holds it (compared as `comparable`), else it is to be cut. A logistic regression over the
segment's query vector, the content's and its place is fitted by gradient descent; 5-fold cross-validation by message
sets the bar just above every segment of the fact at either end of a content the cue leaves (one with a digit is never
cut), so no dev fact loses a segment, scored by a model that never saw it. Used by `bench.train_intent`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench import logistic
from longtermmemory.bench.judgment_data import Item, comparable
from longtermmemory.memory.intent import has_content
from longtermmemory.memory.request_content import SegmentModel, segment_features, segments
from longtermmemory.memory.request_cue import find_request
from longtermmemory.storage.embedder import Embedder

FOLDS = 5
STEPS = 1500
LEARNING_RATE = 1.0
L2 = 1e-3
MARGIN = 0.02
FLOOR = 0.5  # never cut a segment the model finds likelier part of the fact than not


@dataclass(frozen=True)
class SegmentExamples:
    """One row per segment of each content read."""

    features: NDArray[np.float64]
    cut: NDArray[np.float64]  # 1 where the segment is no part of the fact
    message: NDArray[np.int64]  # the index of the message the content is of
    served: NDArray[np.bool_]  # of the content the service would store (not the whole message, read for training)
    edge: NDArray[np.bool_]  # at either end of its content
    digit: NDArray[np.bool_]  # holds a digit: never cut


def _views(item: Item) -> list[tuple[str, bool]]:
    cue = find_request(item["text"])
    served = cue.content if cue is not None and has_content(cue.content) else ""
    return [(served, True)] * bool(served) + [(item["text"], False)] * (item["text"] != served)


def _part_of_fact(segment: str, expected: str) -> bool:
    text = comparable(segment)
    return bool(text) and (text in expected or expected in text)


async def segment_examples(embedder: Embedder, items: list[Item]) -> SegmentExamples:
    """The segments of every dev request's content (and message), with their labels and places."""
    reads = [
        (index, content, served, segments(content))
        for index, item in enumerate(items)
        if item["label"] == "remember" and comparable(item.get("content", ""))
        for content, served in _views(item)
    ]
    reads = [read for read in reads if len(read[3]) > 1]
    texts = sorted({text for _, content, _, spans in reads for text in (content, *(content[a:b] for a, b in spans))})
    vector_of = dict(zip(texts, await embedder.embed_queries(texts), strict=True))
    rows, cut, message, served, edge, digit = [], [], [], [], [], []
    for index, content, is_served, spans in reads:
        pieces = [content[start:end] for start, end in spans]
        rows.append(segment_features(content, spans, np.stack([vector_of[p] for p in pieces]), vector_of[content]))
        expected = comparable(items[index]["content"])
        cut += [not _part_of_fact(piece, expected) for piece in pieces]
        message += [index] * len(pieces)
        served += [is_served] * len(pieces)
        edge += [place in (0, len(pieces) - 1) for place in range(len(pieces))]
        digit += [any(c.isdigit() for c in piece) for piece in pieces]
    return SegmentExamples(
        np.vstack(rows), np.array(cut, dtype=np.float64), np.array(message), np.array(served), np.array(edge), np.array(digit)
    )


def fit(x: NDArray[np.float64], y: NDArray[np.float64]) -> tuple[NDArray[np.float64], float]:
    """Weights and bias of the segment model's logistic regression."""
    return logistic.fit(x, y, positive_weight=1.0, steps=STEPS, rate=LEARNING_RATE, l2=L2)


def segment_model(examples: SegmentExamples) -> tuple[SegmentModel, dict[str, float]]:
    """The segment model fitted on every example, its bar set on cross-validated probabilities, with its dev figures."""
    shares = logistic.cross_validated(examples.features, examples.cut, examples.message % FOLDS, fit)
    cuttable = examples.served & examples.edge & ~examples.digit
    bar = min(1.0, max(FLOOR, float(shares[cuttable & (examples.cut == 0)].max(initial=0.0)) + MARGIN))
    figures = {
        "segment: served segments to cut": float((examples.served & (examples.cut == 1)).sum()),
        "segment: of them at an edge, cut": float((cuttable & (examples.cut == 1) & (shares >= bar)).sum()),
        "segment: served segments of a fact": float((examples.served & (examples.cut == 0)).sum()),
    }
    weights, bias = fit(examples.features, examples.cut)
    model = SegmentModel(weights=[round(float(v), 5) for v in weights], bias=round(bias, 5), drop_at=round(bar, 4))
    return model, figures
