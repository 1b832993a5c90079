"""The read path: the top episodes of a scope for a query, and the memory injected into one turn."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..memory.config import LTMConfig
from ..memory.episode_filter import ACTIVE_ONLY, EpisodeFilter
from ..memory.identity import Identity
from ..memory.languages import language_of
from ..memory.models import Episode, Profile, ScoredEpisode
from ..memory.ranking import DEFAULT_WEIGHTS, MULTILINGUAL_WEIGHTS, Asker, rank
from ..memory.render import estimate_tokens, fit_episodes, render_profile
from ..memory.scope_index import candidate_of
from ..memory.text import words
from ..memory.time_expressions import time_window
from ..storage.embedder import MULTILINGUAL_MODEL, Embedder
from ..storage.episodes import EpisodeRecords
from ..storage.profiles import ProfileStore
from .search_indexes import SearchIndexes
from .writer import EpisodeWriter

CANDIDATES_PER_RESULT = 6  # each ranker offers this many candidates per requested result
MIN_CANDIDATES = 20
AUTO_RECALL_MIN_RELEVANCE = 0.12  # below this fused relevance an episode is not injected


@dataclass(frozen=True)
class PromptMemory:
    """What is injected for one turn: both profiles, and the episodes that fit the token budget."""

    session_profile: Profile
    speaker_profile: Profile | None
    episodes: list[Episode]


class Recall:
    """Ranks a scope's episodes from its in-memory search index; only the top rows are read from SQLite."""

    def __init__(
        self,
        config: LTMConfig,
        records: EpisodeRecords,
        profiles: ProfileStore,
        embedder: Embedder,
        indexes: SearchIndexes,
        writer: EpisodeWriter,
    ) -> None:
        self._config = config
        self._records = records
        self._profiles = profiles
        self._embedder = embedder
        self._indexes = indexes
        self._writer = writer
        self._multilingual = embedder.model_name == MULTILINGUAL_MODEL  # its vectors compare across languages
        self._weights = MULTILINGUAL_WEIGHTS if self._multilingual else DEFAULT_WEIGHTS

    async def embed_query(self, text: str) -> NDArray[np.float32]:
        vectors = await self._embedder.embed_queries([text])
        first: NDArray[np.float32] = vectors[0]
        return first

    async def prompt_memory(self, identity: Identity, scope: str, message: str, now: float) -> PromptMemory:
        config = self._config
        vector, (session_profile, speaker_profile) = await asyncio.gather(
            self.embed_query(message), self._profiles.get_pair(identity.session_key, identity.sender_id)
        )
        ranked = await self.recall(
            identity, scope, message, config.auto_recall_top_k, now, min_relevance=AUTO_RECALL_MIN_RELEVANCE, query_vector=vector
        )
        profile_tokens = estimate_tokens(render_profile("p", session_profile)) + (
            estimate_tokens(render_profile("p", speaker_profile)) if speaker_profile else 0
        )
        budget = max(0, config.injection_token_budget - profile_tokens)
        return PromptMemory(session_profile, speaker_profile, fit_episodes([s.episode for s in ranked], now, budget))

    async def recall(
        self,
        identity: Identity,
        scope: str,
        query: str,
        top_k: int,
        now: float,
        where: EpisodeFilter = ACTIVE_ONLY,
        touch: bool = True,
        min_relevance: float = 0.0,
        query_vector: NDArray[np.float32] | None = None,
    ) -> list[ScoredEpisode]:
        """The top-k episodes of the scope for `query`, best first; recalled episodes get their last-recalled time bumped."""
        if top_k <= 0:
            return []
        vector = query_vector if query_vector is not None else await self.embed_query(query)
        index = await self._indexes.get(scope)
        window = time_window(query, now, round(self._config.utc_offset_hours * 60))
        asker = Asker(identity.sender_id, words(query), window, language_of(query) if self._multilingual else None)
        half_life = self._config.recency_half_life_days
        if where == ACTIVE_ONLY:
            pool = max(top_k * CANDIDATES_PER_RESULT, MIN_CANDIDATES)
            similarities = index.matrix.nearest(vector, pool)
            if window is not None:  # the episodes from the time named join those the words and the vector found
                similarities |= index.matrix.similarities(vector, index.from_time(window, pool))
            lexical = index.lexical_top(query, pool)
            candidates = {i: c for i in similarities.keys() | lexical.keys() if (c := index.active.get(i)) is not None}
            ranked = rank(candidates, lexical, similarities, asker, now, half_life, min_relevance, self._weights)[:top_k]
            rows = await self._records.get_many(scope, [episode_id for episode_id, _ in ranked])
        else:
            rows = {e.episode_id: e for e in await self._records.select(scope, where)}
            similarities = index.matrix.similarities(vector, rows)
            candidates = {i: candidate_of(e) for i, e in rows.items()}
            lexical = index.lexical.scores(query)
            ranked = rank(candidates, lexical, similarities, asker, now, half_life, min_relevance, self._weights)[:top_k]
        top = [ScoredEpisode.model_construct(episode=rows[i], score=score) for i, score in ranked if i in rows]
        if touch and top:
            ids = [s.episode.episode_id for s in top]
            index.touch(ids, now)
            self._writer.touch(scope, ids, now)
        return top
