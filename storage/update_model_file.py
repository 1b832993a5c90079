"""The update models shipped in `classifiers/`, one per embedding model (written by `bench.train_updates`)."""

from __future__ import annotations

from pathlib import Path

from ..memory.update_model import UpdateModel
from .model_file import load_shipped, shipped_path
from .request_classifier_file import CLASSIFIERS_DIR


def update_model_path(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> Path | None:
    """Where the update model for a bundled model lives; None for a model given as a directory."""
    return shipped_path(directory, embedding_model, prefix="update-")


def load_update_model(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> UpdateModel | None:
    """The model's update model, or None: then the rules alone decide updates and duplicates."""
    path = update_model_path(embedding_model, directory)
    return load_shipped(path, UpdateModel, embedding_model, "update model", "updates by the rules alone")
