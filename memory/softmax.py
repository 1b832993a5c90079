"""The shares a multinomial logistic regression gives each class of each row (pure)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray


def class_shares(vectors: NDArray[np.floating], weights: NDArray[np.float64], bias: NDArray[np.float64]) -> NDArray[np.float64]:
    """softmax(vectors @ weights.T + bias), row by row (rows: statements' vectors; weights: one row per class)."""
    logits = np.atleast_2d(np.asarray(vectors, dtype=np.float64)) @ weights.T + bias
    shares = np.exp(logits - logits.max(axis=1, keepdims=True))
    result: NDArray[np.float64] = shares / shares.sum(axis=1, keepdims=True)
    return result
