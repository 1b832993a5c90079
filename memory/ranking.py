"""Hybrid ranking: lexical and vector relevance fused, weighted by recency and importance."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

SECONDS_PER_DAY = 86_400.0


@dataclass(frozen=True)
class RankWeights:
    """How the signals combine; the defaults are the ones the LoCoMo benchmark supports."""

    lexical: float = 0.6
    vector: float = 0.4
    recency_floor: float = 0.7
    importance_step: float = 0.05
    speaker_boost: float = 1.1


DEFAULT_WEIGHTS = RankWeights()


def recency_factor(created_at: float, last_accessed_at: float, now: float, half_life_days: float) -> float:
    """0.5 ** (age / half-life), age counted from the later of creation and last recall."""
    age_days = max(0.0, now - max(created_at, last_accessed_at)) / SECONDS_PER_DAY
    return float(0.5 ** (age_days / half_life_days))


def fuse(lexical: Mapping[str, float], vector: Mapping[str, float], weights: RankWeights = DEFAULT_WEIGHTS) -> dict[str, float]:
    """Score-normalised weighted fusion: BM25 scaled by its best score, cosine used as is."""
    top_lexical = max(lexical.values(), default=0.0) or 1.0
    ids = set(lexical) | set(vector)
    return {
        doc_id: weights.lexical * lexical.get(doc_id, 0.0) / top_lexical + weights.vector * max(0.0, vector.get(doc_id, 0.0))
        for doc_id in ids
    }


def final_score(
    relevance: float,
    recency: float,
    importance: int,
    is_current_speaker: bool,
    weights: RankWeights = DEFAULT_WEIGHTS,
) -> float:
    """Relevance, damped by age (never below the floor), nudged by importance and speaker."""
    score = relevance * (weights.recency_floor + (1 - weights.recency_floor) * recency)
    score *= 1 + weights.importance_step * (importance - 2)
    if is_current_speaker:
        score *= weights.speaker_boost
    return score


def retention_score(importance: int, recency: float) -> float:
    """How much an episode is worth keeping when a scope is over capacity."""
    return importance * (0.2 + recency)
