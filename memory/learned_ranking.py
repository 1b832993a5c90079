"""A linear ranker learned from the dev conversations (`bench.train_ranker`), over `rank_features` (pure).

Linear on standardised features: with two dev files a larger model only learns the files, and a
linear one can be read (`bench.train_ranker` prints each weight).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .languages import Language
from .rank_features import FEATURES, RankingPool, feature_matrix
from .ranking import DEFAULT_WEIGHTS, Asker, Candidate, RankWeights


class LinearRanker(BaseModel):
    """score = sum over features of weight * (value - mean) / scale; a softmax over a query's candidates."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    embedding_model: str = Field(description="the model whose cosines it was trained on")
    features: list[str] = Field(description="must be `rank_features.FEATURES`, in that order")
    mean: list[float]
    scale: list[float]
    weights: list[float]
    language: Language = Field(default="other", description="the script of the conversations it learned from")
    prior_scale: float = Field(default=1.0, gt=0, le=100, description="how many logits `hand_prior` counts for, per unit")
    trained_on: list[str] = Field(default_factory=list, description="the files it was trained on")
    held_out: dict[str, dict[str, float]] = Field(default_factory=dict, description="leave-one-conversation-out figures")

    @model_validator(mode="after")
    def _matches_features(self) -> LinearRanker:
        if tuple(self.features) != FEATURES:
            raise ValueError("trained on other features than this version computes")
        if not len(self.mean) == len(self.scale) == len(self.weights) == len(FEATURES):
            raise ValueError("mean, scale and weights need one value per feature")
        if not all(math.isfinite(v) for v in [*self.mean, *self.weights]) or not all(
            math.isfinite(s) and s > 0 for s in self.scale
        ):
            raise ValueError("mean, scale and weights must be finite, scales positive")
        return self

    def speaks(self, question_language: Language, candidates: Iterable[Candidate]) -> bool:
        """Whether the question and every candidate are in the language it learned from.

        It learned from English conversations: in Chinese, Japanese or across languages its weights
        are untested, and the hand weights are measured there (`bench.multilingual`).
        """
        return question_language == self.language and all(c.language == self.language for c in candidates)

    def scores(self, features: NDArray[np.float64]) -> NDArray[np.float64]:
        """One logit per row of `features`: the learned part on top of `hand_prior`."""
        standardised = (features - np.asarray(self.mean)) / np.asarray(self.scale)
        result: NDArray[np.float64] = standardised @ np.asarray(self.weights) + self.prior_scale * hand_prior(features)
        return result


def hand_prior(features: NDArray[np.float64], weights: RankWeights = DEFAULT_WEIGHTS) -> NDArray[np.float64]:
    """The hand ranker's recency damping and importance nudge, as logits.

    The dev conversations cannot teach them: their questions ask about every session alike and
    every turn has the same importance. In a live chat the newer of two equal memories should win.
    """
    recency = features[:, FEATURES.index("recency")]
    importance = features[:, FEATURES.index("importance")]
    damping = weights.recency_floor + (1 - weights.recency_floor) * recency
    result: NDArray[np.float64] = np.log(damping) + np.log1p(weights.importance_step * importance)
    return result


def rank_learned(
    ranker: LinearRanker,
    pool: RankingPool,
    asker: Asker,
    now: float,
    half_life_days: float,
    min_relevance: float = 0.0,
    weights: RankWeights = DEFAULT_WEIGHTS,
) -> list[tuple[str, float]]:
    """(id, share of the softmax) of the qualifying candidates, best first.

    An episode qualifies, as in `ranking.rank`, by its fused relevance or by coming from the time
    the question names; here also by following or preceding one that qualifies by relevance.
    The asker's own episodes get the hand ranker's speaker boost: the dev conversations have no asker to learn it from.
    """
    ids, features, fused = feature_matrix(pool, asker, now, half_life_days, weights)
    if not ids:
        return []
    logits = ranker.scores(features)
    own = np.array([bool(asker.sender_id) and pool.candidates[i].sender_id == asker.sender_id for i in ids])
    logits = logits + np.where(own, ranker.prior_scale * math.log(weights.speaker_boost), 0.0)
    shares = np.exp(logits - logits.max())
    shares /= shares.sum()
    beside = features[:, [FEATURES.index("previous_relevance"), FEATURES.index("next_relevance")]].max(axis=1)
    qualifies = (fused >= min_relevance) | (features[:, FEATURES.index("in_time")] > 0) | (beside >= min_relevance)
    created = np.array([pool.candidates[i].created_at for i in ids])
    order = np.lexsort((-created, -logits))  # best first, the newer first among equals
    return [(ids[k], float(shares[k])) for k in order if qualifies[k]]
