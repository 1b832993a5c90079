"""A learned "does this new statement replace that one" for drafts the rules store as new (pure inference).

The rules read update wording from lists and need shared key words, so a paraphrase ("Ken works
at Panasonic" -> "Ken's new employer is Toyota") or another language's wording passes them by.
This logistic regression reads the new statement's vector from the multilingual model (whether it
announces a change, "moved", "不再", "延期", in any language) and a few cues of the pair (their
cosine, update wording, negation, shared key words), and is trained by
`bench.train_updates` on the dev split. A replacement is an update or a restatement: retiring
the older wording of the same fact loses nothing. It acts only on the closest candidate the
writer may replace (the speaker's own statement or a speaker the draft names), only at or above
a threshold chosen on dev so that no new fact held out in cross-validation would have been
retired: when unsure both are kept (stale is better than lost). Consent (`with_consent`) still applies.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .decisions import Neighbour, WriteDecision, judged_candidates
from .facts import announces_update, negated, same_slot

FEATURES = ("cosine", "update_wording", "negated_new", "negated_old", "same_slot")
_QUESTION = re.compile(r"[?？]\W*$")  # a question asserts nothing, so it never replaces a fact


def is_question(text: str) -> bool:
    return bool(_QUESTION.search(text.strip()))


def pair_features(old: str, new: str, cosine: float) -> list[float]:
    """The structural cues of one (old, new) pair, in `FEATURES` order."""
    return [cosine, float(announces_update(new)), float(negated(new)), float(negated(old)), float(same_slot(old, new))]


def model_inputs(
    features: Sequence[float], old_vector: NDArray[np.float32], new_vector: NDArray[np.float32]
) -> NDArray[np.float64]:
    """One row of the classifier's input: the new statement's vector, then `pair_features` (the old vector is in the cosine)."""
    return np.concatenate([new_vector.astype(np.float64), np.asarray(features, dtype=np.float64)])


class UpdateClassifier(BaseModel):
    """p(replaces) = sigmoid(weights . (input - mean) / scale + bias); it acts at `threshold` and above."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    embedding_model: str = Field(description="the model whose vectors it was trained on")
    features: list[str] = Field(description="must be `FEATURES`, in that order")
    dimensions: int = Field(ge=1, le=4096, description="the embedding model's dimensions")
    mean: list[float]
    scale: list[float]
    weights: list[float]
    bias: float
    threshold: float = Field(gt=0.5, le=1, description="chosen on dev: no held-out new fact retired at or above it")
    min_cosine: float = Field(ge=-1, le=1, description="a candidate below this cosine is never considered")
    trained_on: str = Field(default="", description="the corpus and split it learned from")
    cross_validated: dict[str, float] = Field(default_factory=dict, description="dev figures of models trained without the pair")

    @model_validator(mode="after")
    def _well_formed(self) -> UpdateClassifier:
        if tuple(self.features) != FEATURES:
            raise ValueError("trained on other features than this version computes")
        if not len(self.mean) == len(self.scale) == len(self.weights) == self.dimensions + len(FEATURES):
            raise ValueError("mean, scale and weights need one value per input")
        if not all(math.isfinite(v) for v in [*self.mean, *self.weights, self.bias]):
            raise ValueError("mean, weights and bias must be finite")
        if not all(math.isfinite(s) and s > 0 for s in self.scale):
            raise ValueError("scales must be finite and positive")
        return self

    def probability(self, inputs: NDArray[np.float64]) -> float:
        if inputs.shape != (len(self.weights),):
            return 0.0  # vectors of another size: not the model it learned from
        standardised = (inputs - np.asarray(self.mean)) / np.asarray(self.scale)
        logit = float(standardised @ np.asarray(self.weights)) + self.bias
        return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, logit))))

    def replaces(self, old: Neighbour, new: str, old_vector: NDArray[np.float32], new_vector: NDArray[np.float32]) -> bool:
        """Whether `new` replaces the candidate `old`, surely enough to retire it."""
        if is_question(new):
            return False
        inputs = model_inputs(pair_features(old.content, new, old.similarity), old_vector, new_vector)
        return self.probability(inputs) >= self.threshold


def update_candidate(
    decision: WriteDecision, content: str, sender_id: str, stored: Sequence[Neighbour], min_cosine: float
) -> Neighbour | None:
    """The one statement a `new` decision could still replace: the closest active one the draft may replace, if any."""
    if decision.kind != "new":
        return None
    closest = judged_candidates(content, sender_id, stored, min_cosine, 1)
    return closest[0] if closest else None
