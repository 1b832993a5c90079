"""Whether a newer statement updates an older one of the same slot: a small learned model over structure (pure).

Two logistic regressions, trained on the dev split of the update corpus by `bench.train_updates`:
one reads the new text's vector alone and says whether it announces a change (moved, cancelled,
not any more, 推迟, 引っ越した ... as a direction of the multilingual model, not a word list); the
other weighs that score with the pair's structure (`memory.update_features`: a shared anchor,
added content, a value conflict, a negation change, the cosine). Its threshold was chosen so that
no dev pair of two true facts, scored by models that never saw it, retires one, with a margin.
It decides only where the rules stored a draft as new, and only about a pair in one template (the new
statement keeps every slot word of the old one): a question, or a pair with another slot, never updates.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .update_features import FEATURES, pair_features, same_template


class UpdateClassifier(BaseModel):
    """sigmoid(weights . standardised `pair_features` + bias) >= `update_at`, per embedding model."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    embedding_model: str = Field(description="the model whose passage vectors it was trained on")
    announce_weights: list[float] = Field(description="one per vector dimension: the change-announcement direction")
    announce_bias: float
    features: list[str]
    means: list[float]
    scales: list[float]
    weights: list[float]
    bias: float
    update_at: float = Field(gt=0, le=1, description="the probability at or above which the older statement is retired")
    trained_on: str = Field(default="", description="the corpus and split it was trained on")
    cross_validated: dict[str, float] = Field(default_factory=dict, description="dev figures of models trained without the item")

    @model_validator(mode="after")
    def _well_formed(self) -> UpdateClassifier:
        if tuple(self.features) != FEATURES:
            raise ValueError(f"features must be {list(FEATURES)}")
        if not len(self.means) == len(self.scales) == len(self.weights) == len(FEATURES):
            raise ValueError("means, scales and weights need one value per feature")
        numbers = [*self.announce_weights, self.announce_bias, *self.means, *self.scales, *self.weights, self.bias]
        if not all(math.isfinite(v) for v in numbers) or min(self.scales) <= 0:
            raise ValueError("weights must be finite and scales positive")
        return self

    def announce(self, vector: NDArray[np.float32]) -> float:
        """The logit that the text of `vector` announces a change."""
        if len(vector) != len(self.announce_weights):
            raise ValueError(f"a vector of {len(vector)} dimensions for a model of {len(self.announce_weights)}")
        return float(np.asarray(self.announce_weights) @ np.asarray(vector, dtype=np.float64) + self.announce_bias)

    def probability(self, old: str, new: str, cosine: float, new_vector: NDArray[np.float32]) -> float:
        """P(update) of the pair."""
        raw = np.asarray(pair_features(old, new, cosine, self.announce(new_vector)))
        logit = float(np.asarray(self.weights) @ ((raw - np.asarray(self.means)) / np.asarray(self.scales)) + self.bias)
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def updates(self, old: str, new: str, cosine: float, new_vector: NDArray[np.float32]) -> bool:
        """Whether `new` retires `old`: a statement in `old`'s template (`same_template`), and the model sure enough."""
        if not same_template(old, new):
            return False
        return self.probability(old, new, cosine, new_vector) >= self.update_at
