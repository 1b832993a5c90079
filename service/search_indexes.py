"""The in-memory search index of each recently searched scope, within an episode budget."""

from __future__ import annotations

from collections import OrderedDict

from ..memory.scope_index import ScopeIndex
from ..storage.episodes import EpisodeRecords
from ..storage.vector_store import VectorStore
from ..storage.worker import WorkerThread
from .scope_locks import ScopeLocks

REBUILD_AFTER = 1000  # new episodes from other processes past which a loaded index is built again, not caught up


class SearchIndexes:
    """Loads a scope's index from the records and the vector store on its first search, and keeps it in step.

    This process's writer changes a loaded index as it writes. Other processes sharing the memory write
    too: before every search a loaded index asks the scope's revision (one indexed query) and, when
    another process changed the scope since, applies those changes (rows, and the vectors of new ones).
    So a search never misses a write acknowledged before it began. The least recently searched scopes
    are dropped past `budget` episodes.
    """

    def __init__(self, records: EpisodeRecords, vector_store: VectorStore, locks: ScopeLocks, budget: int) -> None:
        self._records = records
        self._vector_store = vector_store
        self._locks = locks
        self._budget = budget
        self._loaded: OrderedDict[str, ScopeIndex] = OrderedDict()
        self._revisions: dict[str, int] = {}  # scope -> the revision its loaded index has caught up to
        self._builder = WorkerThread("ltm-index")

    def loaded(self, scope: str) -> ScopeIndex | None:
        """The scope's index if it is in memory (for the writer to keep in step), without loading it."""
        return self._loaded.get(scope)

    async def get(self, scope: str) -> ScopeIndex:
        """The scope's index, loaded if need be, with every change acknowledged so far applied."""
        index = self._loaded.get(scope)
        if index is not None:
            self._loaded.move_to_end(scope)
            if await self._caught_up(scope, index):
                return index
        async with self._locks(scope):
            index = self._loaded.get(scope)
            if index is None:
                # the revision first: whatever changes while the rows are read is applied by the next search
                revision = await self._records.scope_revision(scope)
                rows = await self._records.index_rows(scope)
                vectors = await self._vector_store.vectors_of(scope)
                # tokenising thousands of episodes takes tens of ms: off the event loop
                index = await self._builder.run(ScopeIndex.build, rows, vectors)
                self._loaded[scope] = index
                self._revisions[scope] = revision
                self._trim()
        return index

    async def _caught_up(self, scope: str, index: ScopeIndex) -> bool:
        """Apply what changed in the scope since the index last caught up (any process's change); False when so
        much changed (another process's import) that the index is dropped, to be loaded afresh off the event loop.

        Applying one's own changes again is harmless (they are already in the index); a change that lands
        while this runs has a later revision, so the next search applies it.
        """
        seen = self._revisions.get(scope, 0)
        if await self._records.scope_revision(scope) <= seen:
            return True
        changes = await self._records.changed_since(scope, seen)
        new = [row.episode_id for row in changes.committed if row.episode_id not in index]
        if len(new) > REBUILD_AFTER:
            if self._loaded.get(scope) is index:
                del self._loaded[scope]
            return False
        vectors = await self._vector_store.vectors(scope, new)
        if self._loaded.get(scope) is not index:  # dropped (or reloaded) meanwhile: the index given out is still sound
            return True
        index.remove(changes.gone)
        for row in changes.committed:
            if row.episode_id in index:
                index.follow(row)  # its status, or its words (a context line cleared); its vector never changes
            else:
                index.add(row, vectors.get(row.episode_id))
        self._revisions[scope] = max(seen, changes.revision)
        return True

    def _trim(self) -> None:
        cached = sum(len(index) for index in self._loaded.values())
        while len(self._loaded) > 1 and cached > self._budget:
            scope, dropped = self._loaded.popitem(last=False)
            self._revisions.pop(scope, None)
            cached -= len(dropped)

    def close(self) -> None:
        self._builder.close()
