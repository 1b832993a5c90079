"""What a request to remember keeps of its content: chat and courtesy set off around the fact are cut (pure).

Structure cuts the request's cue, but what is said around the fact stays with it: "恐れ入りますが、先方の担当者は佐藤様",
"the folder is called 'Q3 Launch Assets'. Please save that", "Hammer News!! Mila hat ihre Masterarbeit abgegeben",
"点，我对芒果过敏". A list of greetings and courtesies grows with every language and misses the next one. Structure
offers the segments (set off by punctuation); a logistic regression over each segment's query vector, the whole
content's and the segment's place (`SegmentModel`, fitted by `bench.train_intent`) judges which are no part of the fact.
Only segments at either end are cut, never one holding a digit (a value is what a fact is about), and never all.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .intent import has_content
from .text import quotations, spans_between

# Where a segment ends: a colon, a full stop, a question or exclamation mark, a comma, a dash set off by spaces, a tilde,
# a new line. Not the point of an abbreviation ("Dr. Feld", "Tel. 0221", "Mrs. Lee"), nor one after a digit (a date or
# an ordinal: "am 13.12. im", "am 28. fällig"): a boundary missed only leaves more to store.
_BOUNDARY = re.compile(
    r"\s*(?:[:：;；。!！?？~〜\n]+|[,，、]|\s[—–-]+\s|(?<![A-Z][a-z])(?<![A-Z][a-z]{2})(?<!\d)(?<!\b[A-Z])\.(?:\s|$))\s*"
)
_DIGIT = re.compile(r"\d")
PLACE_FEATURES = 4  # what `segment_features` reads beside the two vectors


def segments(content: str) -> list[tuple[int, int]]:
    """The spans of the content's segments, in order; a quotation is never split."""
    quoted = quotations(content)
    boundaries = (b.span() for b in _BOUNDARY.finditer(content) if not any(o < b.start() < c for o, c in quoted))
    return spans_between(content, boundaries)


def segment_features(
    content: str, spans: Sequence[tuple[int, int]], vectors: NDArray[np.floating], whole: NDArray[np.floating]
) -> NDArray[np.float64]:
    """One row per segment: its query vector, the whole content's, whether it opens or closes the content, its share
    of the content's length and whether it holds a digit."""
    rows = []
    for index, (start, end) in enumerate(spans):
        place = (
            float(index == 0),
            float(index == len(spans) - 1),
            (end - start) / max(1, len(content)),
            float(bool(_DIGIT.search(content[start:end]))),
        )
        rows.append(np.concatenate([np.asarray(vectors[index], dtype=np.float64), np.asarray(whole, dtype=np.float64), place]))
    return np.stack(rows)


class SegmentModel(BaseModel):
    """sigmoid(weights @ `segment_features` + bias): how likely a segment is no part of the fact."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    weights: list[float] = Field(description="one weight per dimension of a segment's vector, the content's, and its place")
    bias: float
    drop_at: float = Field(gt=0, le=1, description="the probability at or above which an edge segment is cut")

    @model_validator(mode="after")
    def _well_formed(self) -> SegmentModel:
        if len(self.weights) <= PLACE_FEATURES or (len(self.weights) - PLACE_FEATURES) % 2:
            raise ValueError("weights need two vectors' dimensions and the place features")
        if not all(math.isfinite(v) for v in [*self.weights, self.bias]):
            raise ValueError("weights and bias must be finite")
        return self

    @property
    def dimension(self) -> int:
        return (len(self.weights) - PLACE_FEATURES) // 2

    def drops(self, features: NDArray[np.float64]) -> NDArray[np.float64]:
        """Each segment's probability of being no part of the fact."""
        result: NDArray[np.float64] = 1.0 / (1.0 + np.exp(-(features @ np.asarray(self.weights) + self.bias)))
        return result


def kept(content: str, spans: Sequence[tuple[int, int]], drops: Sequence[float], drop_at: float) -> str:
    """The content from its first segment to its last that is not cut: an edge segment at `drop_at` or above, holding no
    digit, is cut; the content itself when nothing would be left to store."""
    cut = [p >= drop_at and not _DIGIT.search(content[start:end]) for (start, end), p in zip(spans, drops, strict=True)]
    first, last = 0, len(spans) - 1
    while first <= last and cut[first]:
        first += 1
    while last > first and cut[last]:
        last -= 1
    if first > last:
        return content
    trimmed = content[spans[first][0] : spans[last][1]]
    return trimmed if has_content(trimmed) else content
