"""Members' profile facts as recall reads them: each embedded and tokenised once per process.

A group's facts are embedded on the first turn that searches them. A few are embedded within that
turn; a large group's (thousands of facts after a start) are embedded in the background in small
batches, and join recall as they are ready, so no turn waits a minute for a whole group's facts.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..memory.match_score import Matchable
from ..memory.secrets import find_secret
from ..storage.embedder import Embedder

log = logging.getLogger("ltm.memory")

FACT_VECTORS = 20_000  # facts kept (least recently searched dropped first)
INLINE_FACTS = 32  # a turn embeds at most this many new facts itself
BACKGROUND_BATCH = 16  # facts per background embedding call: a turn of the same chat waits at most one batch


@dataclass(frozen=True, slots=True)
class EmbeddedFact:
    vector: NDArray[np.float32] | None  # None: the fact holds a secret, never embedded, never shown
    matchable: Matchable


class FactVectors:
    def __init__(self, embedder: Embedder, limit: int = FACT_VECTORS) -> None:
        self._embedder = embedder
        self._limit = limit
        self._known: OrderedDict[str, EmbeddedFact] = OrderedDict()
        self._filling: dict[str, asyncio.Task[None]] = {}  # chat -> its background embedding
        self._generation = 0  # bumped by `clear`: an embedding that started before it is not kept

    async def of(self, texts: Sequence[str], chat: str) -> list[EmbeddedFact | None]:
        """Each text's fact, or None while it waits for the background (only when a turn meets many new facts)."""
        missing = [t for t in dict.fromkeys(texts) if t not in self._known]
        if len(missing) <= INLINE_FACTS:
            await self._embed(missing, chat)
        elif chat not in self._filling:
            self._filling[chat] = asyncio.create_task(self._fill(missing, chat))
        found = [self._known.get(t) for t in texts]
        for text, fact in zip(texts, found, strict=True):
            if fact is not None:
                self._known.move_to_end(text)
        return found

    async def _embed(self, texts: Sequence[str], chat: str) -> None:
        fresh = [t for t in texts if t not in self._known]
        if not fresh:
            return
        clean = [t for t in fresh if find_secret(t) is None]
        generation = self._generation
        vectors = await self._embedder.embed(clean, chat) if clean else np.empty((0, 0), dtype=np.float32)
        if generation != self._generation:
            return
        embedded = dict(zip(clean, vectors, strict=True))
        for text in fresh:
            self._known[text] = EmbeddedFact(embedded.get(text), Matchable.of(text))
        while len(self._known) > self._limit:
            self._known.popitem(last=False)

    async def _fill(self, texts: Sequence[str], chat: str) -> None:
        """Embed `texts` a batch at a time, in a lane of their own so the chat's turns take turns with them."""
        try:
            for start in range(0, len(texts), BACKGROUND_BATCH):
                await self._embed(texts[start : start + BACKGROUND_BATCH], f"{chat}#facts")
        except Exception:  # the next turn tries again; recall goes on meanwhile
            log.warning("embedding members' facts failed", exc_info=True)
        finally:
            self._filling.pop(chat, None)

    async def settled(self) -> None:
        """Wait for the background embedding under way (tests and benchmarks)."""
        while self._filling:
            await asyncio.gather(*self._filling.values(), return_exceptions=True)

    def clear(self) -> None:
        """Drop every fact (and stop embedding more): after a person is forgotten, nothing of theirs stays."""
        for task in self._filling.values():
            task.cancel()
        self._filling.clear()
        self._known.clear()
        self._generation += 1

    async def close(self) -> None:
        tasks = list(self._filling.values())
        self.clear()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
