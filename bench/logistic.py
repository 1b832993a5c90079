"""A binary logistic regression fitted by full-batch gradient descent: the small learned models over the bundled
model's vectors share it (the request classifier's clause model, the update model's change detector)."""

from __future__ import annotations

import numpy as np
from numpy.typing import NDArray


def fit(
    x: NDArray[np.float64], y: NDArray[np.float64], *, positive_weight: float, steps: int, rate: float, l2: float
) -> tuple[NDArray[np.float64], float]:
    """Weights and bias minimising the mean cross-entropy plus L2, positives weighted by `positive_weight`."""
    weights, bias = np.zeros(x.shape[1]), 0.0
    sample = np.where(y == 1, positive_weight, 1.0)
    sample /= sample.mean()
    for _ in range(steps):
        error = sample * (sigmoid(x @ weights + bias) - y) / len(x)
        weights -= rate * (error @ x + l2 * weights)
        bias -= rate * float(error.sum())
    return weights, bias


def sigmoid(z: NDArray[np.float64]) -> NDArray[np.float64]:
    result: NDArray[np.float64] = 1.0 / (1.0 + np.exp(-z))
    return result
