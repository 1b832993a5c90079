"""What the plugin needs of a vector store, so a second backend is one new file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

VectorMetadata = Mapping[str, str]


class VectorStore(Protocol):
    """Episode embeddings, one collection per scope; never asked to embed anything itself.

    A scope nobody wrote to behaves as an empty one; any other failure raises `VectorStoreError`.
    """

    async def add(
        self, scope: str, ids: Sequence[str], embeddings: NDArray[np.float32], metadatas: Sequence[VectorMetadata]
    ) -> None: ...

    async def query(self, scope: str, embeddings: NDArray[np.float32], limit: int) -> list[dict[str, float]]:
        """For each query embedding, the cosine similarity of the `limit` nearest episodes by id."""
        ...

    async def vectors_of(self, scope: str) -> dict[str, NDArray[np.float32]]:
        """Every stored embedding of the scope, by episode id."""
        ...

    async def vectors(self, scope: str, ids: Sequence[str]) -> dict[str, NDArray[np.float32]]:
        """The stored embeddings of these episodes of the scope (those it holds), by episode id."""
        ...

    async def delete(self, scope: str, ids: Sequence[str]) -> None: ...

    async def count(self, scope: str) -> int: ...

    async def heartbeat(self) -> None:
        """Raise `VectorStoreError` when the store cannot be reached."""
        ...

    def close(self) -> None: ...
