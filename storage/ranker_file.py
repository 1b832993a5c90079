"""The learned rankers shipped in `rankers/`, one per embedding model (written by `bench.train_ranker`)."""

from __future__ import annotations

from pathlib import Path

from ..memory.learned_ranking import LinearRanker
from .model_file import load_shipped, shipped_path

RANKERS_DIR = Path(__file__).resolve().parent.parent / "rankers"


def load_ranker(embedding_model: str, directory: Path = RANKERS_DIR) -> LinearRanker | None:
    """The model's learned ranker, or None when it has none or it cannot be used: the hand weights rank then."""
    path = shipped_path(directory, embedding_model)
    return load_shipped(path, LinearRanker, embedding_model, "learned ranker", "ranking with the hand weights")
