"""The memory service: the write pipeline, hybrid retrieval and episode management of one scope.

Every method takes the caller's `Identity`; the scope is derived from it, so no call can reach
another scope's episodes. One logical write is: row `pending` -> vector in Chroma -> row
`committed`; start-up rolls back whatever a crash left in between.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import OrderedDict, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from memory.config import LTMConfig
from memory.identity import Identity
from memory.models import Episode, EpisodeSource, EpisodeStatus, ScoredEpisode
from memory.ranking import Asker, rank, recency_factor, retention_score
from memory.scope_index import ScopeIndex, candidate_of
from memory.secrets import find_secret
from memory.text import cap_length, content_hash, normalise, words
from storage.audit import AuditLog
from storage.database import open_database
from storage.embedder import Embedder
from storage.episodes import EpisodeFilter, EpisodeRecords
from storage.profiles import ProfileStore
from storage.vectors import VectorIndex, make_client
from storage.worker import WorkerThread

log = logging.getLogger("ltm.memory")

SUPERSEDING_TAGS = frozenset({"correction", "fact-update", "fact_update", "update", "clarification", "corrected"})
NEAREST_FOR_DEDUPE = 5
NEAREST_FOR_SUPERSEDE = 10
CANDIDATES_PER_RESULT = 4  # each ranker offers this many candidates per requested result
MIN_CANDIDATES = 20
ACTIVE_ONLY = EpisodeFilter()


@dataclass(frozen=True)
class Draft:
    """Something to remember, before the write pipeline."""

    content: str
    importance: int = 2
    tags: tuple[str, ...] = ()
    source: EpisodeSource = "agent"
    created_at: float | None = None
    sender_id: str | None = None
    sender_name: str | None = None
    context: str = ""  # the conversation line it came from: searched, never shown in prompts


@dataclass
class WriteOutcome:
    """What became of one draft: stored (with what it superseded) or why not."""

    episode: Episode | None = None
    reason: str = ""
    duplicate_of: str = ""
    superseded: list[str] = field(default_factory=list)

    @property
    def stored(self) -> bool:
        return self.episode is not None


@dataclass
class _Prepared:
    index: int
    draft: Draft
    content: str
    digest: str
    context: str


def new_episode_id() -> str:
    return "ep_" + secrets.token_hex(6)


class MemoryService:
    """Owns the stores; the only way the plugin's components reach memory."""

    def __init__(
        self,
        config: LTMConfig,
        records: EpisodeRecords,
        profiles: ProfileStore,
        audit: AuditLog,
        vectors: VectorIndex,
        embedder: Embedder,
    ) -> None:
        self.config = config
        self.records = records
        self.profiles = profiles
        self.audit = audit
        self.vectors = vectors
        self.embedder = embedder
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._indexes: OrderedDict[str, ScopeIndex] = OrderedDict()
        self._touching: set[asyncio.Task[None]] = set()
        self._indexer = WorkerThread("ltm-index")

    @classmethod
    async def open(cls, config: LTMConfig, embedder: Embedder | None = None) -> MemoryService:
        """Open the SQLite file and Chroma, load the model, and roll back unfinished writes."""
        config.data_dir.mkdir(parents=True, exist_ok=True)
        db = await open_database(config.data_dir / "ltm.sqlite3")
        client = await asyncio.to_thread(make_client, config.chroma_mode, config.data_dir, config.chroma_host, config.chroma_port)
        if embedder is None:
            embedder = Embedder(config.embedding_model)
        if not embedder.loaded:
            await embedder.load()
        vectors = VectorIndex(client, config.chroma_namespace)
        await vectors.heartbeat()
        service = cls(config, EpisodeRecords(db), ProfileStore(db), AuditLog(db), vectors, embedder)
        rolled_back = await service.reconcile()
        if rolled_back:
            log.warning("rolled back unfinished writes", extra={"episodes": rolled_back})
        return service

    async def close(self) -> None:
        if self._touching:
            await asyncio.gather(*self._touching, return_exceptions=True)
        await self.records.db.commit()
        await self.records.db.close()
        self.vectors.close()
        self._indexer.close()

    def scope_of(self, identity: Identity) -> str:
        return identity.scope_key(self.config.isolation)

    async def reconcile(self) -> int:
        """Remove every episode whose write or delete a crash interrupted; returns how many."""
        unfinished = await self.records.unfinished()
        by_scope: defaultdict[str, list[str]] = defaultdict(list)
        for scope, episode_id in unfinished:
            by_scope[scope].append(episode_id)
        for scope, ids in by_scope.items():
            await self.vectors.delete(scope, ids)
            await self.records.purge(ids)
        await self.records.db.commit()
        return len(unfinished)

    # ---- write path -------------------------------------------------------------------

    def _prepare(self, drafts: Sequence[Draft]) -> tuple[list[WriteOutcome], list[_Prepared]]:
        outcomes = [WriteOutcome() for _ in drafts]
        prepared: list[_Prepared] = []
        for index, draft in enumerate(drafts):
            kind = find_secret(draft.content)
            if kind:
                outcomes[index].reason = f"looked like a secret ({kind})"
                continue
            content = cap_length(normalise(draft.content), self.config.max_episode_chars)
            if not content:
                outcomes[index].reason = "empty"
                continue
            context = "" if find_secret(draft.context) else cap_length(normalise(draft.context), self.config.max_episode_chars)
            prepared.append(_Prepared(index, draft, content, content_hash(content), context))
        return outcomes, prepared

    async def write(self, identity: Identity, drafts: Sequence[Draft], now: float) -> list[WriteOutcome]:
        """Run drafts through secret filter, normalisation, dedupe and supersede, then store them."""
        outcomes, prepared = self._prepare(drafts)
        if not prepared:
            return outcomes
        embeddings = await self.embedder.embed([p.content for p in prepared])
        scope = self.scope_of(identity)
        async with self._locks[scope]:
            await self._store(identity, scope, prepared, embeddings, outcomes, now)
        return outcomes

    async def _store(
        self,
        identity: Identity,
        scope: str,
        prepared: list[_Prepared],
        embeddings: NDArray[np.float32],
        outcomes: list[WriteOutcome],
        now: float,
    ) -> None:
        existing = await self.records.existing_hashes(scope, [p.digest for p in prepared])
        neighbours = await self.vectors.query_many(scope, embeddings, NEAREST_FOR_SUPERSEDE)
        neighbour_rows = await self.records.get_many(scope, {i for n in neighbours for i in n})
        accepted: list[tuple[_Prepared, NDArray[np.float32], Episode]] = []
        seen_hashes: dict[str, str] = {}
        for prep, vector, near in zip(prepared, embeddings, neighbours, strict=True):
            outcome = outcomes[prep.index]
            correction = bool(SUPERSEDING_TAGS & {t.casefold() for t in prep.draft.tags})
            duplicate = existing.get(prep.digest) or seen_hashes.get(prep.digest)
            if not duplicate and not correction:  # a correction is close to what it corrects by design
                sender = identity.sender_id if prep.draft.sender_id is None else prep.draft.sender_id
                duplicate = self._near_duplicate(near, neighbour_rows, vector, accepted, sender)
            if duplicate:
                outcome.reason, outcome.duplicate_of = f"duplicate of {duplicate}", duplicate
                continue
            episode = self._new_episode(identity, scope, prep, now)
            if correction:
                outcome.superseded = self._superseded_by(episode, near, neighbour_rows)
                episode.supersedes = list(outcome.superseded)
            outcome.episode = episode
            seen_hashes[prep.digest] = episode.episode_id
            accepted.append((prep, vector, episode))
        if accepted:
            await self._persist(scope, [a[2] for a in accepted], np.stack([a[1] for a in accepted]), identity, now)
            await self._enforce_capacity(scope, {a[2].episode_id for a in accepted}, identity, now)

    def _near_duplicate(
        self,
        near: dict[str, float],
        rows: dict[str, Episode],
        vector: NDArray[np.float32],
        accepted: list[tuple[_Prepared, NDArray[np.float32], Episode]],
        sender_id: str,
    ) -> str:
        """An active episode of the same speaker that says nearly the same thing, if any."""
        threshold = self.config.dedupe_threshold
        for episode_id, similarity in sorted(near.items(), key=lambda kv: -kv[1])[:NEAREST_FOR_DEDUPE]:
            row = rows.get(episode_id)
            if similarity >= threshold and row is not None and row.status == "active" and row.sender_id == sender_id:
                return episode_id
        for _, other_vector, other in accepted:
            if other.sender_id == sender_id and float(np.dot(vector, other_vector)) >= threshold:
                return other.episode_id
        return ""

    def _superseded_by(self, episode: Episode, near: dict[str, float], rows: dict[str, Episode]) -> list[str]:
        return [
            episode_id
            for episode_id, similarity in near.items()
            if similarity >= self.config.supersede_threshold
            and (row := rows.get(episode_id)) is not None
            and row.status == "active"
            and (not episode.sender_id or row.sender_id == episode.sender_id)
        ]

    def _new_episode(self, identity: Identity, scope: str, prep: _Prepared, now: float) -> Episode:
        draft = prep.draft
        created = draft.created_at if draft.created_at is not None else now
        return Episode(
            episode_id=new_episode_id(),
            content=prep.content,
            user_key=scope,
            session_name=identity.session_name,
            bot_uuid=identity.bot_id,
            sender_id=identity.sender_id if draft.sender_id is None else draft.sender_id,
            sender_name=identity.sender_name if draft.sender_name is None else draft.sender_name,
            created_at=created,
            last_accessed_at=created,
            importance=draft.importance,
            tags=list(dict.fromkeys(t.strip() for t in draft.tags if t.strip())),
            source=draft.source,
            content_hash=prep.digest,
            context=prep.context,
        )

    async def _persist(
        self, scope: str, episodes: list[Episode], vectors: NDArray[np.float32], identity: Identity, now: float
    ) -> None:
        await self.records.insert_pending(episodes)
        metadatas = [
            {"user_key": e.user_key, "session_name": e.session_name, "bot_uuid": e.bot_uuid, "sender_id": e.sender_id}
            for e in episodes
        ]
        await self.vectors.add(scope, [e.episode_id for e in episodes], vectors, metadatas)
        ids = [e.episode_id for e in episodes]
        await self.records.commit_pending(ids)
        actor = (identity.sender_id, identity.sender_name)
        for episode in episodes:
            if episode.supersedes:
                await self.records.set_status(scope, episode.supersedes, "superseded", episode.episode_id)
                await self.audit.record(scope, now, actor, "superseded", episode.supersedes, f"by {episode.episode_id}")
        by_source: defaultdict[str, list[str]] = defaultdict(list)
        for episode in episodes:
            by_source[episode.source].append(episode.episode_id)
        for source, source_ids in by_source.items():
            await self.audit.record(scope, now, actor, "added", source_ids, f"source {source}")
        await self.records.db.commit()
        index = self._indexes.get(scope)
        if index is not None:
            for episode, vector in zip(episodes, vectors, strict=True):
                index.deactivate(episode.supersedes)
                index.add(episode, vector)

    async def _enforce_capacity(self, scope: str, keep: set[str], identity: Identity, now: float) -> None:
        rows = await self.records.retention_rows(scope)
        excess = len(rows) - self.config.max_episodes_per_scope
        if excess <= 0:
            return
        half_life = self.config.recency_half_life_days
        candidates = sorted(
            (r for r in rows if r[0] not in keep),
            key=lambda r: retention_score(r[1], recency_factor(r[2], r[3], now, half_life)),
        )
        await self._delete(scope, [r[0] for r in candidates[:excess]], identity, now, "evicted", "over capacity")

    async def _delete(self, scope: str, ids: list[str], identity: Identity, now: float, action: str, detail: str) -> None:
        if not ids:
            return
        await self.records.mark_deleting(scope, ids)
        await self.vectors.delete(scope, ids)
        await self.records.purge(ids)
        await self.audit.record(scope, now, (identity.sender_id, identity.sender_name), action, ids, detail)
        await self.records.db.commit()
        index = self._indexes.get(scope)
        if index is not None:
            index.remove(ids)

    # ---- read path --------------------------------------------------------------------

    async def _scope_index(self, scope: str) -> ScopeIndex:
        """The scope's in-memory search view, loaded from SQLite and Chroma on first use.

        The most recently searched scopes stay loaded up to `search_cache_episodes` in all.
        """
        index = self._indexes.get(scope)
        if index is not None:
            self._indexes.move_to_end(scope)
            return index
        async with self._locks[scope]:
            index = self._indexes.get(scope)
            if index is None:
                episodes = await self.records.index_rows(scope)
                stored = await self.vectors.all_vectors(scope)
                # tokenising thousands of episodes takes tens of ms: off the event loop
                index = await self._indexer.run(ScopeIndex.build, episodes, stored)
                self._indexes[scope] = index
                self._trim_indexes()
        return index

    def _trim_indexes(self) -> None:
        cached = sum(len(index) for index in self._indexes.values())
        while len(self._indexes) > 1 and cached > self.config.search_cache_episodes:
            _, evicted = self._indexes.popitem(last=False)
            cached -= len(evicted)

    async def embed_query(self, text: str) -> NDArray[np.float32]:
        vectors = await self.embedder.embed([text])
        first: NDArray[np.float32] = vectors[0]
        return first

    async def recall(
        self,
        identity: Identity,
        query: str,
        top_k: int,
        now: float,
        where: EpisodeFilter = ACTIVE_ONLY,
        touch: bool = True,
        min_relevance: float = 0.0,
        query_vector: NDArray[np.float32] | None = None,
    ) -> list[ScoredEpisode]:
        """The top-k episodes of the caller's scope for `query`, best first."""
        scope = self.scope_of(identity)
        if top_k <= 0:
            return []
        vector = query_vector if query_vector is not None else await self.embed_query(query)
        index = await self._scope_index(scope)
        asker = Asker(identity.sender_id, words(query))
        half_life = self.config.recency_half_life_days
        if where == ACTIVE_ONLY:
            pool = max(top_k * CANDIDATES_PER_RESULT, MIN_CANDIDATES)
            similarities = index.vectors.nearest(vector, pool)
            lexical = index.lexical_top(query, pool)
            candidates = {i: c for i in similarities.keys() | lexical.keys() if (c := index.active.get(i)) is not None}
            ranked = rank(candidates, lexical, similarities, asker, now, half_life, min_relevance)[:top_k]
            rows = await self.records.get_many(scope, [episode_id for episode_id, _ in ranked])
        else:
            rows = {e.episode_id: e for e in await self.records.select(scope, where)}
            similarities = index.vectors.similarities(vector, rows)
            candidates = {i: candidate_of(e) for i, e in rows.items()}
            ranked = rank(candidates, index.lexical.scores(query), similarities, asker, now, half_life, min_relevance)[:top_k]
        top = [ScoredEpisode.model_construct(episode=rows[i], score=score) for i, score in ranked if i in rows]
        if touch and top:
            ids = [s.episode.episode_id for s in top]
            index.touch(ids, now)
            task = asyncio.get_running_loop().create_task(self.records.touch(scope, ids, now))
            self._touching.add(task)
            task.add_done_callback(self._touching.discard)
        return top

    # ---- management -------------------------------------------------------------------

    async def get(self, identity: Identity, episode_id: str) -> Episode | None:
        return await self.records.get(self.scope_of(identity), episode_id)

    async def page(self, identity: Identity, where: EpisodeFilter, page: int, per_page: int) -> tuple[list[Episode], int]:
        scope = self.scope_of(identity)
        total = await self.records.count(scope, where)
        return await self.records.select(scope, where, per_page, (page - 1) * per_page), total

    async def all_episodes(self, identity: Identity, where: EpisodeFilter) -> list[Episode]:
        return await self.records.select(self.scope_of(identity), where, newest_first=False)

    async def forget(self, identity: Identity, episode_ids: Sequence[str], now: float, detail: str = "") -> int:
        """Delete episodes of the caller's scope; ids of other scopes are ignored. Returns how many."""
        scope = self.scope_of(identity)
        async with self._locks[scope]:
            found = list(await self.records.get_many(scope, episode_ids))
            await self._delete(scope, found, identity, now, "deleted", detail)
        return len(found)

    async def set_status(self, identity: Identity, episode_id: str, status: EpisodeStatus, now: float) -> Episode | None:
        scope = self.scope_of(identity)
        async with self._locks[scope]:
            episode = await self.records.get(scope, episode_id)
            if episode is None:
                return None
            await self.records.set_status(scope, [episode_id], status, "" if status == "active" else episode.superseded_by)
            action = {"active": "restored", "archived": "archived", "superseded": "superseded"}[status]
            await self.audit.record(scope, now, (identity.sender_id, identity.sender_name), action, [episode_id])
            await self.records.db.commit()
            updated = episode.model_copy(update={"status": status})
            index = self._indexes.get(scope)
            if index is not None:
                index.set_status(updated)
        return updated

    async def counts(self, identity: Identity) -> dict[str, int]:
        return await self.records.counts_by_status(self.scope_of(identity))

    async def health(self, identity: Identity) -> list[str]:
        """OK/WARN/ERROR lines: stores reachable, model loaded, indexes consistent for this scope."""
        scope = self.scope_of(identity)
        lines: list[str] = []
        try:
            counts = await self.records.counts_by_status(scope)
            lines.append(f"OK    SQLite reachable ({sum(counts.values())} episodes in this scope)")
        except Exception as exc:
            return [f"ERROR SQLite unreachable: {type(exc).__name__}"]
        try:
            await self.vectors.heartbeat()
            vector_count = await self.vectors.count(scope)
            lines.append("OK    Chroma reachable")
        except Exception as exc:
            return [*lines, f"ERROR Chroma unreachable: {type(exc).__name__}"]
        lines.append(
            f"OK    embedding model {self.config.embedding_model} loaded"
            if self.embedder.loaded
            else "ERROR embedding model not loaded"
        )
        stored = sum(counts.values())
        if vector_count == stored:
            lines.append(f"OK    indexes consistent ({stored} records, {vector_count} vectors)")
        else:
            lines.append(f"WARN  indexes differ: {stored} records, {vector_count} vectors (restart reconciles)")
        unfinished = [i for s, i in await self.records.unfinished() if s == scope]
        if unfinished:
            lines.append(f"WARN  {len(unfinished)} unfinished writes (rolled back at the next start)")
        return lines
