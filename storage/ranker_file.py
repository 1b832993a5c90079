"""The learned rankers shipped in `rankers/`, one per embedding model (written by `bench.train_ranker`)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

from pydantic import ValidationError

from ..memory.learned_ranking import LinearRanker

log = logging.getLogger(__name__)

RANKERS_DIR = Path(__file__).resolve().parent.parent / "rankers"
_MODEL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def ranker_path(embedding_model: str, directory: Path = RANKERS_DIR) -> Path | None:
    """Where the ranker for a bundled model lives; None for a model given as a directory."""
    return directory / f"{embedding_model}.json" if _MODEL_NAME.fullmatch(embedding_model) else None


def load_ranker(embedding_model: str, directory: Path = RANKERS_DIR) -> LinearRanker | None:
    """The model's learned ranker, or None when it has none or it cannot be used: the hand weights rank then."""
    path = ranker_path(embedding_model, directory)
    if path is None or not path.is_file():
        log.info("no learned ranker for %s: ranking with the hand weights", embedding_model)
        return None
    try:
        ranker = LinearRanker.model_validate_json(path.read_bytes())
    except (OSError, ValidationError) as exc:
        reason = exc.errors()[0]["msg"] if isinstance(exc, ValidationError) else str(exc)
        log.warning("learned ranker %s unusable (%s): ranking with the hand weights", path.name, reason)
        return None
    if ranker.embedding_model != embedding_model:
        log.warning("learned ranker %s was trained for %s: ranking with the hand weights", path.name, ranker.embedding_model)
        return None
    return ranker
