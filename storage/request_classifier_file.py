"""The request classifiers shipped in `classifiers/`, one per embedding model (written by `bench.train_intent`)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

from pydantic import ValidationError

from ..memory.request_classifier import RequestClassifier

log = logging.getLogger(__name__)

CLASSIFIERS_DIR = Path(__file__).resolve().parent.parent / "classifiers"
_MODEL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def classifier_path(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> Path | None:
    """Where the request classifier for a bundled model lives; None for a model given as a directory."""
    return directory / f"intent-{embedding_model}.json" if _MODEL_NAME.fullmatch(embedding_model) else None


def load_request_classifier(embedding_model: str, directory: Path = CLASSIFIERS_DIR) -> RequestClassifier | None:
    """The model's request classifier, or None: then the rules alone decide, and no forget request is recognised."""
    path = classifier_path(embedding_model, directory)
    if path is None or not path.is_file():
        log.info("no request classifier for %s: explicit requests by the rules alone", embedding_model)
        return None
    try:
        classifier = RequestClassifier.model_validate_json(path.read_bytes())
    except (OSError, ValidationError) as exc:
        reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
        log.warning("request classifier %s unusable (%s): explicit requests by the rules alone", path.name, reason)
        return None
    if classifier.embedding_model != embedding_model:
        log.warning("request classifier %s was trained for %s: rules alone", path.name, classifier.embedding_model)
        return None
    return classifier
