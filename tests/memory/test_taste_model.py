"""Which side of a taste a statement takes, from its vector (`memory.taste_model`)."""

from __future__ import annotations

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.taste_model import TasteModel

# Two dimensions: the first says "like", the second "dislike"; neither when both are low.
MODEL = TasteModel(weights=[[6.0, 0.0], [0.0, 6.0], [0.0, 0.0]], bias=[-2.0, -2.0, 0.0], turn_at=0.6)
LIKES, DISLIKES, NEITHER = np.array([1.0, 0.0]), np.array([0.0, 1.0]), np.array([0.0, 0.0])


def test_each_side_has_its_share() -> None:
    shares = MODEL.shares(np.vstack([LIKES, DISLIKES, NEITHER]))
    assert shares.shape == (3, 3) and np.allclose(shares.sum(axis=1), 1.0)
    assert [int(row.argmax()) for row in shares] == [0, 1, 2]


def test_a_turn_needs_opposite_sides_either_way_round() -> None:
    old, new = np.vstack([DISLIKES, LIKES, LIKES, NEITHER]), np.vstack([LIKES, DISLIKES, LIKES, LIKES])
    turned, reversed_, same, from_neither = MODEL.turn_scores(old, new)
    assert turned >= MODEL.turn_at and reversed_ >= MODEL.turn_at
    assert same < MODEL.turn_at and from_neither < MODEL.turn_at


def test_a_side_said_in_words_is_certain_and_the_other_needs_only_its_own_share() -> None:
    # the older statement's vector reads neither, but its words dislike: the newer's share of "like" decides
    old, new = np.vstack([NEITHER, NEITHER]), np.vstack([LIKES, NEITHER])
    said, unsaid = MODEL.turn_scores(old, new, ["dislike", "dislike"], [None, None])
    assert said >= MODEL.turn_at > unsaid
    assert MODEL.turn_scores(old, new)[0] < MODEL.turn_at  # the vectors alone turn nothing


def test_a_malformed_model_is_refused() -> None:
    with pytest.raises(ValidationError):
        TasteModel(weights=[[1.0, 0.0]], bias=[0.0], turn_at=0.6)  # one side only
    with pytest.raises(ValidationError):
        TasteModel(weights=[[1.0], [1.0], [float("nan")]], bias=[0.0, 0.0, 0.0], turn_at=0.6)
    with pytest.raises(ValidationError):
        TasteModel(weights=[[1.0], [1.0], [1.0]], bias=[0.0, 0.0, 0.0], turn_at=0.0)
