"""L2 vectors in Chroma: one collection per scope, so a query never needs a metadata filter.

Chroma is only ever given vectors; it is never asked to embed (its default embedding
function would try to download a model).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import chromadb
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings
from numpy.typing import NDArray

from storage.worker import WorkerThread

VECTOR_PAGE = 500  # small pages: Chroma holds the GIL while it converts a page to Python floats


def collection_name(scope_key: str, namespace: str = "ltm") -> str:
    """A Chroma-safe, fixed-length collection name for a scope key."""
    return f"{namespace}-" + hashlib.sha256(scope_key.encode("utf-8")).hexdigest()[:40]


def make_client(mode: str, data_dir: Path, host: str, port: int) -> ClientAPI:
    settings = Settings(anonymized_telemetry=False)
    if mode == "http":
        return chromadb.HttpClient(host=host, port=port, settings=settings)
    return chromadb.PersistentClient(path=str(data_dir / "chroma"), settings=settings)


class VectorIndex:
    """Add, query and delete episode vectors of one scope at a time; Chroma's blocking calls run on a worker thread."""

    def __init__(self, client: ClientAPI, namespace: str = "ltm") -> None:
        self.client = client
        self.namespace = namespace
        self._collections: dict[str, Collection] = {}
        self._worker = WorkerThread("ltm-chroma")

    def close(self) -> None:
        self._worker.close()

    def _collection(self, scope_key: str, create: bool) -> Collection | None:
        cached = self._collections.get(scope_key)
        if cached is not None:
            return cached
        name = collection_name(scope_key, self.namespace)
        if create:
            collection = self.client.get_or_create_collection(
                name,
                metadata={"scope_key": scope_key},
                embedding_function=None,
                configuration={"hnsw": {"space": "cosine"}},
            )
        else:
            try:
                collection = self.client.get_collection(name, embedding_function=None)
            except Exception:
                return None
        self._collections[scope_key] = collection
        return collection

    def _add(self, scope_key: str, ids: Sequence[str], vectors: NDArray[np.float32], metadatas: Sequence[dict[str, Any]]) -> None:
        collection = self._collection(scope_key, create=True)
        assert collection is not None
        collection.upsert(ids=list(ids), embeddings=vectors, metadatas=list(metadatas))

    async def add(
        self, scope_key: str, ids: Sequence[str], vectors: NDArray[np.float32], metadatas: Sequence[dict[str, Any]]
    ) -> None:
        if ids:
            await self._worker.run(self._add, scope_key, ids, vectors, metadatas)

    def _query(self, scope_key: str, vectors: NDArray[np.float32], limit: int) -> list[dict[str, float]]:
        collection = self._collection(scope_key, create=False)
        if collection is None:
            return [{} for _ in range(len(vectors))]
        # Chroma returns fewer results when the collection is smaller than `limit`.
        result = collection.query(query_embeddings=vectors, n_results=limit, include=["distances"])
        distances = result["distances"] or []
        return [
            {episode_id: 1.0 - float(distance) for episode_id, distance in zip(ids, row, strict=True)}
            for ids, row in zip(result["ids"], distances, strict=True)
        ]

    async def query(self, scope_key: str, vector: NDArray[np.float32], limit: int) -> dict[str, float]:
        """Cosine similarity of the `limit` nearest episodes of the scope."""
        return (await self.query_many(scope_key, vector.reshape(1, -1), limit))[0]

    async def query_many(self, scope_key: str, vectors: NDArray[np.float32], limit: int) -> list[dict[str, float]]:
        if limit <= 0 or len(vectors) == 0:
            return [{} for _ in range(len(vectors))]
        return await self._worker.run(self._query, scope_key, vectors, limit)

    def _all_vectors(self, scope_key: str) -> dict[str, NDArray[np.float32]]:
        collection = self._collection(scope_key, create=False)
        found: dict[str, NDArray[np.float32]] = {}
        while collection is not None:
            page = collection.get(include=["embeddings"], limit=VECTOR_PAGE, offset=len(found))
            if page["ids"]:
                found.update(zip(page["ids"], np.asarray(page["embeddings"], dtype=np.float32), strict=True))
            if len(page["ids"]) < VECTOR_PAGE:
                break
        return found

    async def all_vectors(self, scope_key: str) -> dict[str, NDArray[np.float32]]:
        """Every vector of the scope, by episode id (read a page at a time)."""
        return await self._worker.run(self._all_vectors, scope_key)

    def _delete(self, scope_key: str, ids: Sequence[str]) -> None:
        collection = self._collection(scope_key, create=False)
        if collection is not None and ids:
            collection.delete(ids=list(ids))

    async def delete(self, scope_key: str, ids: Sequence[str]) -> None:
        if ids:
            await self._worker.run(self._delete, scope_key, ids)

    def _count(self, scope_key: str) -> int:
        collection = self._collection(scope_key, create=False)
        return 0 if collection is None else collection.count()

    async def count(self, scope_key: str) -> int:
        return await self._worker.run(self._count, scope_key)

    async def heartbeat(self) -> int:
        return await self._worker.run(self.client.heartbeat)
