"""A binary logistic regression fitted by full-batch gradient descent: the small learned models over the bundled
model's vectors share it (the request classifier's clause model, the update model's change detector)."""

from __future__ import annotations

from collections.abc import Callable

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


def cross_validated(
    x: NDArray[np.float64],
    y: NDArray[np.float64],
    folds: NDArray[np.int64],
    fit: Callable[[NDArray[np.float64], NDArray[np.float64]], tuple[NDArray[np.float64], float]],
) -> NDArray[np.float64]:
    """Each row's probability from a model `fit` on the rows of every other fold (`folds`: each row's fold)."""
    shares = np.zeros(len(y))
    for fold in np.unique(folds):
        held = folds == fold
        weights, bias = fit(x[~held], y[~held])
        shares[held] = sigmoid(x[held] @ weights + bias)
    return shares


def sigmoid(z: NDArray[np.float64]) -> NDArray[np.float64]:
    result: NDArray[np.float64] = 1.0 / (1.0 + np.exp(-z))
    return result
