"""The in-memory search index of each recently searched scope, within an episode budget."""

from __future__ import annotations

from collections import OrderedDict

from ..memory.scope_index import ScopeIndex
from ..storage.episodes import EpisodeRecords
from ..storage.vector_store import VectorStore
from ..storage.worker import WorkerThread
from .scope_locks import ScopeLocks


class SearchIndexes:
    """Loads a scope's index from SQLite and the vector store on its first search; the writer keeps
    loaded indexes in step. The least recently searched scopes are dropped past `budget` episodes.
    """

    def __init__(self, records: EpisodeRecords, vector_store: VectorStore, locks: ScopeLocks, budget: int) -> None:
        self._records = records
        self._vector_store = vector_store
        self._locks = locks
        self._budget = budget
        self._loaded: OrderedDict[str, ScopeIndex] = OrderedDict()
        self._builder = WorkerThread("ltm-index")

    def loaded(self, scope: str) -> ScopeIndex | None:
        """The scope's index if it is in memory (for the writer to keep in step), without loading it."""
        return self._loaded.get(scope)

    async def get(self, scope: str) -> ScopeIndex:
        index = self._loaded.get(scope)
        if index is not None:
            self._loaded.move_to_end(scope)
            return index
        async with self._locks(scope):
            index = self._loaded.get(scope)
            if index is None:
                rows = await self._records.index_rows(scope)
                vectors = await self._vector_store.vectors_of(scope)
                # tokenising thousands of episodes takes tens of ms: off the event loop
                index = await self._builder.run(ScopeIndex.build, rows, vectors)
                self._loaded[scope] = index
                self._trim()
        return index

    def _trim(self) -> None:
        cached = sum(len(index) for index in self._loaded.values())
        while len(self._loaded) > 1 and cached > self._budget:
            _, dropped = self._loaded.popitem(last=False)
            cached -= len(dropped)

    def close(self) -> None:
        self._builder.close()
