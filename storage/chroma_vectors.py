"""The Chroma vector store: one collection per scope, so a query never needs a metadata filter.

Chroma is only ever given embeddings; it is never asked to embed (its default embedding
function would try to download a model). Its blocking calls run on one worker thread.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal, TypeVar

import chromadb
import numpy as np
from chromadb.api import ClientAPI
from chromadb.api.models.Collection import Collection
from chromadb.config import Settings
from chromadb.errors import NotFoundError
from numpy.typing import NDArray

from ..memory.errors import VectorStoreError
from .vector_store import VectorMetadata
from .worker import WorkerThread

VECTOR_PAGE = 500  # small pages: Chroma holds the GIL while it converts a page to Python floats
T = TypeVar("T")


def collection_name(scope: str, namespace: str = "ltm") -> str:
    """A Chroma-safe, fixed-length collection name for a scope."""
    return f"{namespace}-" + hashlib.sha256(scope.encode("utf-8")).hexdigest()[:40]


def make_client(mode: Literal["embedded", "http"], data_dir: Path, host: str, port: int) -> ClientAPI:
    settings = Settings(anonymized_telemetry=False)
    if mode == "http":
        return chromadb.HttpClient(host=host, port=port, settings=settings)
    return chromadb.PersistentClient(path=str(data_dir / "chroma"), settings=settings)


class ChromaVectorStore:
    """A `VectorStore` on an embedded Chroma or a Chroma server."""

    def __init__(self, client: ClientAPI, namespace: str = "ltm") -> None:
        self.client = client
        self.namespace = namespace
        self._collections: dict[str, Collection] = {}
        self._worker = WorkerThread("ltm-chroma")

    @classmethod
    async def connect(
        cls, mode: Literal["embedded", "http"], data_dir: Path, host: str, port: int, namespace: str
    ) -> ChromaVectorStore:
        """Open the client (on the worker thread: it may touch the disk or the network) and check it answers."""
        try:
            client = await asyncio.to_thread(make_client, mode, data_dir, host, port)
        except Exception as exc:
            where = f"at {host}:{port}" if mode == "http" else f"in {data_dir}"
            raise VectorStoreError(f"cannot open Chroma {where} ({type(exc).__name__})") from exc
        store = cls(client, namespace)
        try:
            await store.heartbeat()
        except VectorStoreError:
            store.close()
            raise
        return store

    def close(self) -> None:
        self._worker.close()

    async def _run(self, fn: Callable[..., T], *args: object) -> T:
        try:
            return await self._worker.run(fn, *args)
        except VectorStoreError:
            raise
        except Exception as exc:
            raise VectorStoreError(f"Chroma failed ({type(exc).__name__})") from exc

    def _collection(self, scope: str, create: bool) -> Collection | None:
        cached = self._collections.get(scope)
        if cached is not None:
            return cached
        name = collection_name(scope, self.namespace)
        if create:
            collection = self.client.get_or_create_collection(
                name, metadata={"scope": scope}, embedding_function=None, configuration={"hnsw": {"space": "cosine"}}
            )
        else:
            try:
                collection = self.client.get_collection(name, embedding_function=None)
            except NotFoundError:  # nobody wrote to this scope yet; any other failure is an outage
                return None
        self._collections[scope] = collection
        return collection

    def _add(self, scope: str, ids: Sequence[str], embeddings: NDArray[np.float32], metadatas: Sequence[VectorMetadata]) -> None:
        collection = self._collection(scope, create=True)
        assert collection is not None
        collection.upsert(ids=list(ids), embeddings=embeddings, metadatas=[dict(m) for m in metadatas])

    async def add(
        self, scope: str, ids: Sequence[str], embeddings: NDArray[np.float32], metadatas: Sequence[VectorMetadata]
    ) -> None:
        if ids:
            await self._run(self._add, scope, ids, embeddings, metadatas)

    def _query(self, scope: str, embeddings: NDArray[np.float32], limit: int) -> list[dict[str, float]]:
        collection = self._collection(scope, create=False)
        if collection is None:
            return [{} for _ in range(len(embeddings))]
        # Chroma returns fewer results when the collection is smaller than `limit`.
        result = collection.query(query_embeddings=embeddings, n_results=limit, include=["distances"])
        distances = result["distances"] or []
        return [
            {episode_id: 1.0 - float(distance) for episode_id, distance in zip(ids, row, strict=True)}
            for ids, row in zip(result["ids"], distances, strict=True)
        ]

    async def query(self, scope: str, embeddings: NDArray[np.float32], limit: int) -> list[dict[str, float]]:
        if limit <= 0 or len(embeddings) == 0:
            return [{} for _ in range(len(embeddings))]
        return await self._run(self._query, scope, embeddings, limit)

    def _vectors_of(self, scope: str) -> dict[str, NDArray[np.float32]]:
        collection = self._collection(scope, create=False)
        found: dict[str, NDArray[np.float32]] = {}
        while collection is not None:
            page = collection.get(include=["embeddings"], limit=VECTOR_PAGE, offset=len(found))
            if page["ids"]:
                found.update(zip(page["ids"], np.asarray(page["embeddings"], dtype=np.float32), strict=True))
            if len(page["ids"]) < VECTOR_PAGE:
                break
        return found

    async def vectors_of(self, scope: str) -> dict[str, NDArray[np.float32]]:
        return await self._run(self._vectors_of, scope)

    def _vectors(self, scope: str, ids: Sequence[str]) -> dict[str, NDArray[np.float32]]:
        collection = self._collection(scope, create=False)
        if collection is None:
            return {}
        page = collection.get(ids=list(ids), include=["embeddings"])
        return dict(zip(page["ids"], np.asarray(page["embeddings"], dtype=np.float32), strict=True)) if page["ids"] else {}

    async def vectors(self, scope: str, ids: Sequence[str]) -> dict[str, NDArray[np.float32]]:
        return await self._run(self._vectors, scope, ids) if ids else {}

    def _delete(self, scope: str, ids: Sequence[str]) -> None:
        collection = self._collection(scope, create=False)
        if collection is not None:
            collection.delete(ids=list(ids))

    async def delete(self, scope: str, ids: Sequence[str]) -> None:
        if ids:
            await self._run(self._delete, scope, ids)

    def _count(self, scope: str) -> int:
        collection = self._collection(scope, create=False)
        return 0 if collection is None else collection.count()

    async def count(self, scope: str) -> int:
        return await self._run(self._count, scope)

    async def heartbeat(self) -> None:
        await self._run(self.client.heartbeat)
