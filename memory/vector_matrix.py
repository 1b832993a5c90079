"""One scope's unit vectors in a growable matrix, searched exactly by cosine among the live rows."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
from numpy.typing import NDArray


class VectorMatrix:
    """Rows are added, removed (the last row moves into the gap) and switched live or not in O(1)."""

    def __init__(self) -> None:
        self._rows: NDArray[np.float32] | None = None
        self._live = np.zeros(0, dtype=bool)
        self._ids: list[str] = []
        self._slot: dict[str, int] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def put(self, doc_id: str, vector: NDArray[np.float32], live: bool = True) -> None:
        slot = self._slot.get(doc_id)
        if slot is None:
            slot = len(self._ids)
            self._grow(slot + 1, vector.shape[0])
            self._ids.append(doc_id)
            self._slot[doc_id] = slot
        assert self._rows is not None
        self._rows[slot] = vector
        self._live[slot] = live

    def _grow(self, needed: int, dimension: int) -> None:
        if self._rows is not None and needed <= len(self._rows):
            return
        capacity = max(64, needed, 2 * (0 if self._rows is None else len(self._rows)))
        rows = np.zeros((capacity, dimension), dtype=np.float32)
        live = np.zeros(capacity, dtype=bool)
        if self._rows is not None:
            rows[: len(self._ids)] = self._rows[: len(self._ids)]
            live[: len(self._ids)] = self._live[: len(self._ids)]
        self._rows, self._live = rows, live

    def remove(self, doc_id: str) -> None:
        slot = self._slot.pop(doc_id, None)
        if slot is None or self._rows is None:
            return
        last = len(self._ids) - 1
        if slot != last:
            moved = self._ids[last]
            self._rows[slot] = self._rows[last]
            self._live[slot] = self._live[last]
            self._ids[slot] = moved
            self._slot[moved] = slot
        self._ids.pop()
        self._live[last] = False

    def set_live(self, doc_id: str, live: bool) -> None:
        slot = self._slot.get(doc_id)
        if slot is not None:
            self._live[slot] = live

    def nearest(self, query: NDArray[np.float32], limit: int) -> dict[str, float]:
        """Cosine similarity of the `limit` most similar live rows (vectors are unit length)."""
        count = len(self._ids)
        if self._rows is None or not count or limit <= 0:
            return {}
        similarities = np.where(self._live[:count], self._rows[:count] @ query, -np.inf)
        limit = min(limit, count)
        best = np.argpartition(-similarities, limit - 1)[:limit]
        return {self._ids[i]: float(similarities[i]) for i in best if similarities[i] > -np.inf}

    def vector(self, doc_id: str) -> NDArray[np.float32] | None:
        """The row of one id, live or not; None without one."""
        slot = self._slot.get(doc_id)
        return None if slot is None or self._rows is None else self._rows[slot]

    def similarities(self, query: NDArray[np.float32], ids: Iterable[str]) -> dict[str, float]:
        """Cosine similarity of the given rows, live or not; ids without a row are left out."""
        found = [(doc_id, slot) for doc_id in ids if (slot := self._slot.get(doc_id)) is not None]
        if self._rows is None or not found:
            return {}
        values = self._rows[[slot for _, slot in found]] @ query
        return {doc_id: float(value) for (doc_id, _), value in zip(found, values, strict=True)}
