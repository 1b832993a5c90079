"""What kind of fact a statement gives (its slot: a home, a job, an event's time, a pet), read from its vector (pure).

A newer statement that changes a fact is about that fact's slot however it is worded: "I live in Osaka" and "finally
moved to Kyoto!! boxes everywhere", "我在广告公司做文案" and "辞职啦！下周一去字节" share no word, yet both are about a
home, or a job. A multinomial logistic regression over the multilingual vectors, trained by `bench.train_slots` on
statements written for it in seven languages, reads the slot where shared words cannot. Some slots hold one value at
a time for a person (a home, a job, a school, a partner: `one_value`); the others hold several (pets,
hobbies, allergies), where a new value is another fact beside the old. An event's time or place holds one value too,
but a member speaks of many events: whether two statements give one event's slot is for their words to say
(`update_model.name_one_thing`), not for the slot.
"""

from __future__ import annotations

import math

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from .softmax import class_shares


class SlotClassifier(BaseModel):
    """softmax(weights @ vector + bias) over `slots`."""

    model_config = ConfigDict(frozen=True)

    slots: list[str]
    one_value: list[str] = Field(description="the slots that hold one value at a time for a person")
    weights: list[list[float]] = Field(description="one row per slot, one column per dimension of the vectors")
    bias: list[float]
    _weights: NDArray[np.float64] = PrivateAttr()
    _bias: NDArray[np.float64] = PrivateAttr()
    _one_value: NDArray[np.bool_] = PrivateAttr()

    @model_validator(mode="after")
    def _well_formed(self) -> SlotClassifier:
        if len(self.weights) != len(self.slots) or len(self.bias) != len(self.slots) or len({len(r) for r in self.weights}) != 1:
            raise ValueError("weights need one row per slot, all of one width, and bias one value per slot")
        if not set(self.one_value) <= set(self.slots):
            raise ValueError("every slot of one value must be a slot")
        if not all(math.isfinite(v) for row in [*self.weights, self.bias] for v in row):
            raise ValueError("weights and bias must be finite")
        return self

    def model_post_init(self, context: object, /) -> None:
        self._weights, self._bias = np.asarray(self.weights), np.asarray(self.bias)
        self._one_value = np.array([slot in self.one_value for slot in self.slots])

    @property
    def dimension(self) -> int:
        return len(self.weights[0])

    def probabilities(self, vectors: NDArray[np.floating]) -> NDArray[np.float64]:
        """Each row's share of every slot (rows: statements' vectors)."""
        return class_shares(vectors, self._weights, self._bias)

    def shared_slot(self, old: NDArray[np.floating], new: NDArray[np.floating]) -> str | None:
        """The slot of one value both statements give (the likeliest of each), or None: "I live in Osaka" and "finally
        moved to Kyoto!!" give a home; "the gym is 60 a month" and "the exam was brought forward" give none."""
        old_slot, new_slot = (int(row.argmax()) for row in self.probabilities(np.vstack([old, new])))
        return self.slots[old_slot] if old_slot == new_slot and self._one_value[old_slot] else None
