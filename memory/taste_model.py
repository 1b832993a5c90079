"""Whether a statement likes, dislikes, or says neither, read from its vector (pure).

A taste is said in more words than any list holds: "la coriandre c'est immonde", "现在离不开了", "요즘 고수에 빠져서",
"ich bin jetzt Team Koriander". A multinomial logistic regression over the multilingual vectors, trained by
`bench.train_taste` on statements written for it in seven languages, reads which side a statement takes; a newer
statement of one side about what an older one of the other side names turns that taste around (`memory.taste`
says when the two may be one taste at all).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from .softmax import class_shares

SIDES = ("like", "dislike", "neither")


class TasteModel(BaseModel):
    """softmax(weights @ vector + bias) over `SIDES`, and the share each side of a turn needs."""

    model_config = ConfigDict(frozen=True)

    weights: list[list[float]] = Field(description="one row per side, one column per dimension of the vectors")
    bias: list[float]
    turn_at: float = Field(gt=0, le=1, description="the share of its side each of the two statements needs for a turn")
    trained_on: str = Field(default="", description="the corpus it was fitted on")
    left_out: dict[str, float] = Field(default_factory=dict, description="accuracy on each language left out of a fit")
    _weights: NDArray[np.float64] = PrivateAttr()
    _bias: NDArray[np.float64] = PrivateAttr()

    @model_validator(mode="after")
    def _well_formed(self) -> TasteModel:
        if len(self.weights) != len(SIDES) or len(self.bias) != len(SIDES) or len({len(row) for row in self.weights}) != 1:
            raise ValueError("weights need one row per side, all of one width, and bias one value per side")
        if not all(math.isfinite(v) for row in [*self.weights, self.bias] for v in row):
            raise ValueError("weights and bias must be finite")
        return self

    def model_post_init(self, context: object, /) -> None:
        self._weights, self._bias = np.asarray(self.weights), np.asarray(self.bias)

    @property
    def dimension(self) -> int:
        return len(self.weights[0])

    def shares(self, vectors: NDArray[np.floating]) -> NDArray[np.float64]:
        """Each row's share of like, dislike and neither (rows: statements' vectors)."""
        return class_shares(vectors, self._weights, self._bias)

    def turn_scores(
        self,
        old: NDArray[np.floating],
        new: NDArray[np.floating],
        old_said: Sequence[str | None] = (),
        new_said: Sequence[str | None] = (),
    ) -> list[float]:
        """For each pair of rows, how surely the two take opposite sides: the lesser of the older's share of one side
        and the newer's of the other, for the likelier way round. A side a statement says in words of a closed class
        (`old_said`, `new_said`: a side of `SIDES` or None, row by row) is certain: its share is 1 ("Je déteste les
        huîtres" needs no model, "je suis devenue fan des huîtres" then only its own share)."""
        before, after = _said(self.shares(old), old_said), _said(self.shares(new), new_said)
        liked_then_not = np.minimum(before[:, 0], after[:, 1])
        disliked_then_liked = np.minimum(before[:, 1], after[:, 0])
        return [float(score) for score in np.maximum(liked_then_not, disliked_then_liked)]


def _said(shares: NDArray[np.float64], sides: Sequence[str | None]) -> NDArray[np.float64]:
    """The shares with each row whose side is said in words set to that side alone."""
    for row, side in enumerate(sides):
        if side is not None:
            shares[row] = np.eye(len(SIDES))[SIDES.index(side)]
    return shares
