"""The update classifiers shipped in `classifiers/`, one per embedding model (written by `bench.train_updates`)."""

from __future__ import annotations

from pathlib import Path

from ..memory.update_classifier import UpdateClassifier
from .model_file import load_shipped, shipped_path
from .request_classifier_file import CLASSIFIERS_DIR


def update_classifier_path(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> Path | None:
    """Where the update classifier for a bundled model lives; None for a model given as a directory."""
    return shipped_path(directory, embedding_model, prefix="updates-")


def load_update_classifier(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> UpdateClassifier | None:
    """The model's update classifier, or None: then the rules alone decide updates."""
    path = update_classifier_path(embedding_model, directory)
    return load_shipped(path, UpdateClassifier, embedding_model, "update classifier", "updates by the rules alone")
