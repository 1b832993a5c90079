"""The read path: the top episodes of a scope for a query, and the memory injected into one turn."""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

from ..memory.config import LTMConfig
from ..memory.episode_filter import ACTIVE_ONLY, EpisodeFilter
from ..memory.errors import VectorStoreError
from ..memory.identity import Identity
from ..memory.languages import Language, language_of
from ..memory.learned_ranking import LinearRanker, rank_learned
from ..memory.match_score import MATCH_LEVEL, Matchable, match_score
from ..memory.member_facts import MemberFact, ScoredFact, best_facts, member_facts
from ..memory.models import SESSION_OWNER, Episode, Profile, ScoredEpisode
from ..memory.newest_wins import SameSlot, by_words, newer_first, newer_of_slot
from ..memory.rank_features import NEIGHBOUR_OFFSETS, RankingPool, feature_matrix, turns_around
from ..memory.ranking import DEFAULT_WEIGHTS, MULTILINGUAL_WEIGHTS, Asker, Candidate, hand_weights, rank
from ..memory.redaction import safe_name
from ..memory.render import estimate_tokens, fit_episodes, render_member_fact, render_profile
from ..memory.scope_index import ScopeIndex, candidate_of
from ..memory.text import words
from ..memory.time_expressions import time_window
from ..memory.update_model import Pair
from ..storage.embedder import MULTILINGUAL_MODEL, Embedder
from ..storage.episodes import EpisodeRecords
from ..storage.profiles import ProfileStore
from ..storage.ranker_file import load_ranker
from ..storage.update_model_file import load_update_model
from .fact_vectors import FactVectors
from .search_indexes import SearchIndexes
from .writer import EpisodeWriter

log = logging.getLogger("ltm.memory")

CANDIDATES_PER_RESULT = 6  # each ranker offers this many candidates per requested result
MIN_CANDIDATES = 20
AUTO_RECALL_MIN_RELEVANCE = 0.12  # below this fused relevance an episode is not injected
NEWER_LOOKAHEAD = 2  # results looked at per requested one, for a newer memory of the same slot as a shown one


@dataclass(frozen=True)
class PromptMemory:
    """What is injected for one turn: both profiles, and the episodes that fit the token budget."""

    session_profile: Profile
    speaker_profile: Profile | None
    episodes: list[Episode]
    unavailable: str = ""  # why no episode could be recalled this turn (the vector store is out of reach)
    earlier: dict[str, str] = field(default_factory=dict)  # episode id -> a newer one of its slot (`newest_wins`)
    member_facts: list[MemberFact] = field(default_factory=list)  # other members' profile facts that match the message


RECENT_QUESTIONS = 64  # vectors of the latest questions kept: a turn asks for its message's twice


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
        self._ranker = load_ranker(embedder.model_name) if config.ranker == "learned" else None
        self.update_model = load_update_model(embedder.model_name)  # pairs newer and older statements beyond the words
        self._recent_questions: OrderedDict[str, NDArray[np.float32]] = OrderedDict()
        self._facts = FactVectors(embedder)

    async def embed_query(self, text: str, chat: str = "") -> NDArray[np.float32]:
        """The question's vector; embedding is shared by the chats in turns, `chat` names whose turn it is.

        A turn embeds its message twice (is it a request? what does it recall?): the last few vectors
        are kept, so the second costs nothing.
        """
        if (known := self._recent_questions.get(text)) is not None:
            self._recent_questions.move_to_end(text)
            return known
        vectors = await self._embedder.embed_queries([text], chat)
        first: NDArray[np.float32] = vectors[0]
        first.setflags(write=False)  # shared by the turn's two readers
        self._recent_questions[text] = first
        if len(self._recent_questions) > RECENT_QUESTIONS:
            self._recent_questions.popitem(last=False)
        return first

    async def embed_clauses(self, clauses: list[str], chat: str = "") -> NDArray[np.float32]:
        """The query vectors of a message's clauses or a request's segments, for the request classifier's clause and
        segment models (not kept)."""
        return await self._embedder.embed_queries(clauses, chat)

    async def prompt_memory(self, identity: Identity, scope: str, message: str, now: float) -> PromptMemory:
        config = self._config
        vector, (session_profile, speaker_profile) = await asyncio.gather(
            self.embed_query(message, identity.session_key), self._profiles.get_pair(identity.session_key, identity.sender_id)
        )
        top_k = config.auto_recall_top_k
        facts = [
            s.fact
            for s in await self.member_facts(identity, message, vector, top_k)
            if s.fact.owner_id != identity.sender_id  # the speaker's own profile is injected whole
        ]
        try:
            least = AUTO_RECALL_MIN_RELEVANCE
            ranked = await self.recall(identity, scope, message, top_k, now, min_relevance=least, query_vector=vector)
        except VectorStoreError as exc:  # the turn goes on with the profiles (SQLite): memory is down, not the bot
            log.warning("recall failed: %s", exc)
            return PromptMemory(session_profile, speaker_profile, [], unavailable=str(exc), member_facts=facts)
        profile_tokens = estimate_tokens(render_profile("p", session_profile)) + (
            estimate_tokens(render_profile("p", speaker_profile)) if speaker_profile else 0
        )
        profile_tokens += sum(estimate_tokens(render_member_fact(f)) for f in facts)
        budget = max(0, config.injection_token_budget - profile_tokens)
        episodes = fit_episodes([s.episode for s in ranked], now, budget)
        shown = {e.episode_id for e in episodes}
        earlier = {s.episode.episode_id: s.newer_id for s in ranked if s.newer_id in shown}
        return PromptMemory(session_profile, speaker_profile, episodes, earlier=earlier, member_facts=facts)

    async def member_facts(
        self, identity: Identity, query: str, vector: NDArray[np.float32], limit: int, least: float = MATCH_LEVEL
    ) -> list[ScoredFact]:
        """The profile facts of this chat's members that match `query` (secrets withheld), best first."""
        profiles = await self._profiles.all_in_session(identity.session_key)
        if all(owner == SESSION_OWNER for owner in profiles):
            return []
        names = {owner: safe_name(name) for owner, name in (await self._profiles.member_names(identity.session_key)).items()}
        facts = member_facts(profiles, names)
        embedded = await self._facts.of([f.searched_text() for f in facts], identity.session_key)
        asked, weights, across = Matchable.of(query), self._weights, self._multilingual
        scored = [
            ScoredFact(fact, match_score(asked, known.matchable, float(known.vector @ vector), weights, across))
            for fact, known in zip(facts, embedded, strict=True)
            if known is not None and known.vector is not None
        ]
        return best_facts(scored, least, limit)

    async def settled(self) -> None:
        """Wait until members' facts being embedded in the background are ready (tests and benchmarks)."""
        await self._facts.settled()

    def forget_fact_vectors(self) -> None:
        """Drop every fact's vector (and text): after a person is forgotten or secrets purged, nothing of theirs stays."""
        self._facts.clear()

    async def close(self) -> None:
        await self._facts.close()

    async def profiles_only(self, identity: Identity) -> PromptMemory:
        """A turn's memory without searching episodes (no embedding): the chat's and the speaker's profiles."""
        session_profile, speaker_profile = await self._profiles.get_pair(identity.session_key, identity.sender_id)
        return PromptMemory(session_profile, speaker_profile, [])

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
        """The top-k episodes of the scope for `query`, best first; recalled episodes get their last-recalled time bumped.

        Of two active episodes of one slot, the newer comes first and the older is marked (`newer_id`).
        """
        if top_k <= 0:
            return []
        vector = query_vector if query_vector is not None else await self.embed_query(query, identity.session_key)
        index = await self._indexes.get(scope)
        question_language = language_of(query)
        asker = self._asker(identity, query, question_language, now)
        if where == ACTIVE_ONLY:
            found = self._search(index, query, vector, asker, max(top_k * CANDIDATES_PER_RESULT, MIN_CANDIDATES))
            ranker = self._learned_for(question_language, found.candidates)
            pool = found.pool(index, vector, ranker is not None, index.active)
            ranked = self._rank(ranker, pool, asker, now, min_relevance)[: top_k * NEWER_LOOKAHEAD]
            rows = await self._records.get_many(scope, [episode_id for episode_id, _ in ranked])
            rows = self._as_stored(index, [episode_id for episode_id, _ in ranked], rows)
        else:
            rows = {e.episode_id: e for e in await self._records.select(scope, where)}
            candidates = {i: candidate_of(e) for i, e in rows.items()}
            lexical = index.lexical.scores(query)
            found = Found(candidates, lexical, lexical, index.matrix.similarities(vector, candidates))
            ranker = self._learned_for(question_language, candidates)
            pool = found.pool(index, vector, ranker is not None, candidates)
            ranked = self._rank(ranker, pool, asker, now, min_relevance)[: top_k * NEWER_LOOKAHEAD]
        top = self._scored(query, vector, index, [(rows[i], score) for i, score in ranked if i in rows], top_k)
        if touch and top:
            ids = [s.episode.episode_id for s in top]
            index.touch(ids, now)
            self._writer.touch(scope, ids, now)
        return top

    @staticmethod
    def _as_stored(index: ScopeIndex, ranked: list[str], rows: dict[str, Episode]) -> dict[str, Episode]:
        """Of the rows the index ranked as active, those the database still holds active; the index follows the rows.

        The index may lag a change another process made a moment ago: what the database says in this same read
        decides, so an episode forgotten or archived anywhere is never shown, whatever the index thought.
        """
        index.remove([episode_id for episode_id in ranked if episode_id not in rows])
        for episode in rows.values():
            if episode.status != "active":
                index.set_status(episode)
        return {episode_id: episode for episode_id, episode in rows.items() if episode.status == "active"}

    def _scored(
        self, query: str, vector: NDArray[np.float32], index: ScopeIndex, ranked: list[tuple[Episode, float]], top_k: int
    ) -> list[ScoredEpisode]:
        """The first `top_k`, the newer of a slot before the older, each with its absolute relevance.

        Imported transcripts are turns of a conversation, not facts: two turns that share words are not one slot.
        """
        earlier = newer_of_slot([e for e, _ in ranked if e.source != "import"], self._replaces(index))
        top = newer_first(ranked, lambda item: item[0], earlier)[:top_k]
        cosines = index.matrix.similarities(vector, [e.episode_id for e, _ in top])
        asked = Matchable.of(query)
        return [
            ScoredEpisode.model_construct(
                episode=episode,
                score=score,
                relevance=match_score(
                    asked,
                    Matchable.of(_searched_text(episode)),
                    cosines.get(episode.episode_id, 0.0),
                    self._weights,
                    self._multilingual,
                ),
                newer_id=earlier.get(episode.episode_id, ""),
            )
            for episode, score in top
        ]

    def _replaces(self, index: ScopeIndex) -> SameSlot:
        """The words' judgment of two statements of one slot, then the update model's over their stored vectors."""
        model = self.update_model

        def replaces(pairs: Sequence[tuple[Episode, Episode]]) -> list[bool]:
            verdicts = by_words(pairs)
            if model is None:
                return verdicts
            asked = [
                (at, Pair(older.content, newer.content, old, new, older.sender_id == newer.sender_id))
                for at, (older, newer) in enumerate(pairs)
                if not verdicts[at]
                and (old := index.matrix.vector(older.episode_id)) is not None
                and (new := index.matrix.vector(newer.episode_id)) is not None
            ]
            for (at, _), verdict in zip(asked, model.supersedes([pair for _, pair in asked]), strict=True):
                verdicts[at] = verdict
            return verdicts

        return replaces

    def _asker(self, identity: Identity, query: str, question_language: Language, now: float) -> Asker:
        window = time_window(query, now, round(self._config.utc_offset_hours * 60))
        return Asker(identity.sender_id, words(query), window, question_language if self._multilingual else None)

    def _search(self, index: ScopeIndex, query: str, vector: NDArray[np.float32], asker: Asker, limit: int) -> Found:
        """The active episodes the vector, the words and the time named find, `limit` each."""
        similarities = index.matrix.nearest(vector, limit)
        if asker.window is not None:  # the episodes from the time named join those the words and the vector found
            similarities |= index.matrix.similarities(vector, index.from_time(asker.window, limit))
        lexical = index.lexical.scores(query)
        lexical_top = index.lexical_top(lexical, limit)
        candidates = {i: c for i in similarities.keys() | lexical_top.keys() if (c := index.active.get(i)) is not None}
        return Found(candidates, lexical, lexical_top, similarities)

    def _learned_for(self, question_language: Language, candidates: Mapping[str, Candidate]) -> LinearRanker | None:
        """The learned ranker, unless the question or a candidate is in another language than it learned from."""
        if self._ranker is None or not self._ranker.speaks(question_language, candidates.values()):
            return None
        return self._ranker

    async def features(
        self, identity: Identity, scope: str, query: str, top_k: int, now: float, query_vector: NDArray[np.float32]
    ) -> tuple[list[str], NDArray[np.float64]]:
        """The learned ranker's view of what `recall` would rank for `query`: what `bench.train_ranker` learns from."""
        index = await self._indexes.get(scope)
        asker = self._asker(identity, query, language_of(query), now)
        found = self._search(index, query, query_vector, asker, max(top_k * CANDIDATES_PER_RESULT, MIN_CANDIDATES))
        pool = found.pool(index, query_vector, True, index.active)
        ids, features, _ = feature_matrix(pool, asker, now, self._config.recency_half_life_days, self._weights)
        return ids, features

    def _rank(
        self, ranker: LinearRanker | None, pool: RankingPool, asker: Asker, now: float, min_relevance: float
    ) -> list[tuple[str, float]]:
        half_life = self._config.recency_half_life_days
        if ranker is None:
            weights = hand_weights(asker, pool.candidates.values())
            return rank(pool.candidates, pool.lexical, pool.vector, asker, now, half_life, min_relevance, weights)
        return rank_learned(ranker, pool, asker, now, half_life, min_relevance, self._weights)


def _searched_text(episode: Episode) -> str:
    """What the words of a question are matched against: who said it, what, and the line it came from."""
    return f"{episode.sender_name} {episode.content} {episode.context}"


@dataclass(frozen=True)
class Found:
    """What the searches of one query found: the candidates, every BM25 score, the best ones, and cosines."""

    candidates: dict[str, Candidate]
    lexical: dict[str, float]
    lexical_top: dict[str, float]
    similarities: dict[str, float]

    def pool(
        self, index: ScopeIndex, vector: NDArray[np.float32], learned: bool, eligible: Mapping[str, Candidate]
    ) -> RankingPool:
        """What ranking sees: for the hand weights the words' own finds only; for the learned ranker
        also every BM25 score, and the `eligible` turns around each candidate (`turns_around`)."""
        searched = frozenset(self.candidates)
        if not learned:
            return RankingPool(self.candidates, self.lexical_top, self.similarities, searched, {})
        neighbours = {i: turns_around(c, index.neighbours(i, NEIGHBOUR_OFFSETS), eligible) for i, c in self.candidates.items()}
        around = {n for ids in neighbours.values() for n in ids if n and n not in self.candidates}
        everyone = self.candidates | {n: eligible[n] for n in around}
        neighbours |= {n: turns_around(eligible[n], index.neighbours(n, NEIGHBOUR_OFFSETS), eligible) for n in around}
        lexical = {i: self.lexical[i] for i in everyone if i in self.lexical}
        known = {i: s for i, s in self.similarities.items() if i in everyone}
        similarities = known | index.matrix.similarities(vector, everyone.keys() - known.keys())
        return RankingPool(everyone, lexical, similarities, searched, neighbours)
