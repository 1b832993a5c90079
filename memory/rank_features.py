"""What the learned ranker sees of each candidate: one row of cheap signals per episode (pure)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from .ranking import DEFAULT_WEIGHTS, SECONDS_PER_DAY, Asker, Candidate, RankWeights, fuse, time_factor

NEIGHBOUR_OFFSETS = (-2, -1, 1, 2)  # the turns around a hit: the answer often follows the line the words match
NEIGHBOUR_WITHIN_SECONDS = 3600.0  # ... in the same conversation: memories stored days apart are not turns of one

FEATURES = (
    "lexical",  # BM25 over speaker, content and context, scaled by the best candidate's
    "cosine",
    "cosine_gap",  # behind the best candidate's cosine
    "lexical_rank",  # 1 / (1 + rank) among the candidates, 0 without a shared word
    "cosine_rank",
    "no_lexical",
    "cosine_squared",
    "fused",  # the hand-weighted relevance of `ranking.fuse`
    "recency",
    "importance",
    "named_speaker",  # the question names who said it
    "in_time",  # the question names a time and the episode is from then,
    "near_time",  # ... near it,
    "off_time",  # ... or from another time
    "previous2_relevance",  # fused relevance of the turns around it
    "previous_relevance",
    "next_relevance",
    "next2_relevance",
    "length",  # log(1 + terms of its content)
    "question",
    "found_by_search",  # found by words, vector or time, rather than only as a neighbour
)


@dataclass(frozen=True)
class RankingPool:
    """One query's candidates with their raw scores, and the stored order around each of them."""

    candidates: Mapping[str, Candidate]
    lexical: Mapping[str, float]  # BM25 of every candidate with a shared term
    vector: Mapping[str, float]  # cosine of every candidate with a vector
    searched: frozenset[str]  # found by the searches, not only as a neighbour
    neighbours: Mapping[str, list[str | None]]  # per candidate, the episodes at NEIGHBOUR_OFFSETS (`turns_around`)


def turns_around(candidate: Candidate, stored_around: list[str | None], episodes: Mapping[str, Candidate]) -> list[str | None]:
    """The episodes stored around a candidate that are turns of its conversation: among `episodes`, turns, and close in time.

    A fact remembered on request stands alone: the one stored before it may be about anything.
    """
    if not candidate.turn:
        return [None for _ in stored_around]
    return [
        n if n is not None and (e := episodes.get(n)) is not None and e.turn and _close(e, candidate) else None
        for n in stored_around
    ]


def _close(a: Candidate, b: Candidate) -> bool:
    return abs(a.created_at - b.created_at) <= NEIGHBOUR_WITHIN_SECONDS


def _rank_reciprocal(values: NDArray[np.float64]) -> NDArray[np.float64]:
    """1 / (1 + how many values are greater): equal values share a rank."""
    descending = -np.sort(values)[::-1]
    greater = np.searchsorted(descending, -values, side="left")
    return np.asarray(1.0 / (1.0 + greater), dtype=np.float64)


def feature_matrix(
    pool: RankingPool, asker: Asker, now: float, half_life_days: float, weights: RankWeights = DEFAULT_WEIGHTS
) -> tuple[list[str], NDArray[np.float64], NDArray[np.float64]]:
    """(ids, one row of FEATURES per candidate, each candidate's fused relevance)."""
    ids = list(pool.candidates)
    other = frozenset(i for i in ids if asker.language is not None and pool.candidates[i].language != asker.language)
    relevance = fuse(pool.lexical, pool.vector, weights, other)
    lexical_by_id = {i: s for i, s in pool.lexical.items() if i not in other}
    lexical = np.array([lexical_by_id.get(i, 0.0) for i in ids])
    lexical_scaled = lexical / (lexical.max(initial=0.0) or 1.0)
    cosine = np.array([pool.vector.get(i, 0.0) for i in ids])
    fused = np.array([relevance.get(i, 0.0) for i in ids])
    candidates = [pool.candidates[i] for i in ids]
    created = np.array([c.created_at for c in candidates])
    last_recalled = np.array([c.last_accessed_at for c in candidates])
    age_days = np.maximum(0.0, now - np.maximum(created, last_recalled)) / SECONDS_PER_DAY
    recency = 0.5 ** (age_days / half_life_days)  # `ranking.recency_factor`, for every candidate at once
    if asker.window is None:
        in_time = near_time = off_time = np.zeros(len(ids))
    else:
        factor = np.array([time_factor(t, asker.window, weights) for t in created])
        in_time = (factor == weights.in_time_boost).astype(float)
        near_time = (factor == weights.near_time_boost).astype(float)
        off_time = 1.0 - in_time - near_time
    around = np.zeros((len(ids), len(NEIGHBOUR_OFFSETS)))
    for row, i in enumerate(ids):
        for column, neighbour in enumerate(pool.neighbours.get(i, ())):
            if neighbour is not None:
                around[row, column] = relevance.get(neighbour, 0.0)
    columns = {
        "lexical": lexical_scaled,
        "cosine": cosine,
        "cosine_gap": cosine - cosine.max(initial=0.0),
        "lexical_rank": np.where(lexical > 0, _rank_reciprocal(lexical), 0.0),
        "cosine_rank": _rank_reciprocal(cosine),
        "no_lexical": (lexical == 0).astype(float),
        "cosine_squared": cosine**2,
        "fused": fused,
        "recency": recency,
        "importance": np.array([c.importance - 2.0 for c in candidates]),
        "named_speaker": np.array([0.0 if c.name_words.isdisjoint(asker.query_words) else 1.0 for c in candidates]),
        "in_time": in_time,
        "near_time": near_time,
        "off_time": off_time,
        "previous2_relevance": around[:, 0],
        "previous_relevance": around[:, 1],
        "next_relevance": around[:, 2],
        "next2_relevance": around[:, 3],
        "length": np.log1p([c.length for c in candidates]),
        "question": np.array([float(c.question) for c in candidates]),
        "found_by_search": np.array([1.0 if i in pool.searched else 0.0 for i in ids]),
    }
    return ids, np.column_stack([columns[name] for name in FEATURES]).reshape(len(ids), len(FEATURES)), fused
