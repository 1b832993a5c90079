"""The learned update decision's inference: a logistic score over both vectors and the cues, acting only when sure."""

from __future__ import annotations

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.decisions import Neighbour, WriteDecision
from longtermmemory.memory.update_classifier import (
    FEATURES,
    UpdateClassifier,
    is_question,
    model_inputs,
    pair_features,
    update_candidate,
)

DIMENSIONS = 2


def classifier(**changes: object) -> UpdateClassifier:
    """Two-dimensional vectors: the new statement's first dimension is the "announces a change" direction."""
    inputs = DIMENSIONS + len(FEATURES)
    weights = [0.0] * inputs
    weights[0] = 10.0
    fields: dict[str, object] = {
        "embedding_model": "test-model",
        "features": list(FEATURES),
        "dimensions": DIMENSIONS,
        "mean": [0.0] * inputs,
        "scale": [1.0] * inputs,
        "weights": weights,
        "bias": -5.0,
        "threshold": 0.99,
        "min_cosine": 0.0,
    }
    return UpdateClassifier.model_validate({**fields, **changes})


CHANGE = np.array([1.0, 0.0], dtype=np.float32)
NO_CHANGE = np.array([0.0, 1.0], dtype=np.float32)
OLD = Neighbour("ep_old", 0.4, "ken", "Ken works at Panasonic", "Ken")


def test_it_retires_the_candidate_only_above_its_threshold() -> None:
    model = classifier()
    assert model.replaces(OLD, "Ken's new employer is Toyota", NO_CHANGE, CHANGE)  # p = sigmoid(5) > 0.99
    assert not model.replaces(OLD, "Ken's wife works at Toyota", NO_CHANGE, NO_CHANGE)  # p = sigmoid(-5)
    assert not classifier(threshold=0.999).replaces(OLD, "Ken's new employer is Toyota", NO_CHANGE, CHANGE)


def test_a_question_never_replaces_a_fact_whatever_the_score() -> None:
    assert not classifier().replaces(OLD, "is Ken still at Panasonic or did he move to Toyota?", NO_CHANGE, CHANGE)
    assert is_question("还在松下吗？") and is_question("still at C40?? 🤔") and not is_question("Ken moved to Toyota.")


def test_vectors_of_another_size_score_nothing() -> None:
    wider = np.array([1.0, 0.0, 0.0], dtype=np.float32)
    assert classifier().probability(model_inputs(pair_features(OLD.content, "x", 0.4), wider, wider)) == 0.0


def test_the_inputs_are_the_new_vector_then_the_cues() -> None:
    features = pair_features("I'm vegan", "not vegan anymore", 0.7)
    assert features == [0.7, 1.0, 1.0, 0.0, 1.0]  # cosine, update wording, negated new, negated old, same slot
    row = model_inputs(features, NO_CHANGE, CHANGE)
    assert row.tolist() == [1.0, 0.0, *features]


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"features": ["cosine"]}, "other features"),
        ({"weights": [1.0]}, "one value per input"),
        ({"scale": [0.0] * (DIMENSIONS + len(FEATURES))}, "positive"),
        ({"bias": float("nan")}, "finite"),
        ({"threshold": 0.5}, "greater than 0.5"),
    ],
)
def test_a_malformed_model_is_refused(changes: dict[str, object], reason: str) -> None:
    with pytest.raises(ValidationError, match=reason):
        classifier(**changes)


def test_only_a_new_decision_has_a_candidate_and_only_the_closest_the_writer_may_replace() -> None:
    others = Neighbour("ep_bob", 0.9, "bob", "Bob works at Sony", "Bob")
    farther = Neighbour("ep_far", 0.2, "ken", "Ken likes ramen", "Ken")
    stored = [others, farther, OLD]
    assert update_candidate(WriteDecision("new"), "I joined Toyota", "ken", stored, 0.0) == OLD
    assert update_candidate(WriteDecision("new"), "I joined Toyota", "ken", stored, 0.5) is None
    assert update_candidate(WriteDecision("duplicate", duplicate_of="ep_old"), "I joined Toyota", "ken", stored, 0.0) is None
