"""The slot classifier: what kind of fact a statement gives, and whether two statements give one slot of one value
(pure)."""

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.slots import SlotClassifier

# Three slots over two dimensions: a home along the first axis, a job along the second, pets against both.
SLOTS = SlotClassifier(
    slots=["residence", "work", "pet"],
    one_value=["residence", "work"],
    weights=[[4.0, 0.0], [0.0, 4.0], [-4.0, -4.0]],
    bias=[0.0, 0.0, 0.0],
)
HOME, JOB, PET = np.array([1.0, 0.0]), np.array([0.0, 1.0]), np.array([-1.0, -1.0])


def test_each_statement_gets_a_share_of_every_slot_the_largest_where_its_vector_points() -> None:
    shares = SLOTS.probabilities(np.vstack([HOME, JOB, PET]))
    assert shares.sum(axis=1) == pytest.approx([1.0, 1.0, 1.0])
    assert list(shares.argmax(axis=1)) == [0, 1, 2]


def test_two_statements_give_one_slot_only_when_both_are_likeliest_one_slot_of_one_value() -> None:
    assert SLOTS.shared_slot(HOME, np.array([0.9, 0.1])) == "residence"
    assert SLOTS.shared_slot(JOB, np.array([0.2, 0.8])) == "work"
    assert SLOTS.shared_slot(HOME, JOB) is None  # a home and a job
    assert SLOTS.shared_slot(PET, np.array([-0.8, -1.0])) is None  # one more pet is another fact


def test_a_classifier_whose_parts_disagree_or_cannot_be_read_is_refused() -> None:
    with pytest.raises(ValidationError):  # a row short
        SlotClassifier(slots=["a", "b"], one_value=[], weights=[[1.0, 0.0]], bias=[0.0, 0.0])
    with pytest.raises(ValidationError):  # a slot of one value that is no slot
        SlotClassifier(slots=["a"], one_value=["b"], weights=[[1.0]], bias=[0.0])
    with pytest.raises(ValidationError):
        SlotClassifier(slots=["a"], one_value=[], weights=[[float("nan")]], bias=[0.0])
