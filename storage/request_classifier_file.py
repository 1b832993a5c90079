"""The request classifiers shipped in `classifiers/`, one per embedding model (written by `bench.train_intent`)."""

from __future__ import annotations

from pathlib import Path

from ..memory.request_classifier import RequestClassifier
from .model_file import load_shipped, shipped_path

CLASSIFIERS_DIR = Path(__file__).resolve().parent.parent / "classifiers"


def classifier_path(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> Path | None:
    """Where the request classifier for a bundled model lives; None for a model given as a directory."""
    return shipped_path(directory, embedding_model, prefix="intent-")


def load_request_classifier(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> RequestClassifier | None:
    """The model's request classifier, or None: then the rules alone decide, and no forget request is recognised."""
    path = classifier_path(embedding_model, directory)
    return load_shipped(path, RequestClassifier, embedding_model, "request classifier", "explicit requests by the rules alone")
