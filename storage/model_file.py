"""Small models shipped as JSON beside the package, one per embedding model (rankers, classifiers)."""

from __future__ import annotations

import logging
import re
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ValidationError

log = logging.getLogger(__name__)

_MODEL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


Shipped = TypeVar("Shipped", bound=BaseModel)


def shipped_path(directory: Path, embedding_model: str, prefix: str = "") -> Path | None:
    """Where the file for a bundled model lives; None for a model given as a directory."""
    return directory / f"{prefix}{embedding_model}.json" if _MODEL_NAME.fullmatch(embedding_model) else None


def load_shipped(path: Path | None, kind: type[Shipped], embedding_model: str, what: str, instead: str) -> Shipped | None:
    """The model in `path`, or None (with one log line saying `instead`) when it is missing, broken or for another model."""
    if path is None or not path.is_file():
        log.info("no %s for %s: %s", what, embedding_model, instead)
        return None
    try:
        loaded = kind.model_validate_json(path.read_bytes())
    except (OSError, ValidationError) as exc:
        reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
        log.warning("%s %s unusable (%s): %s", what, path.name, reason, instead)
        return None
    trained_for = str(getattr(loaded, "embedding_model", ""))
    if trained_for != embedding_model:
        log.warning("%s %s was trained for %s: %s", what, path.name, trained_for, instead)
        return None
    return loaded
