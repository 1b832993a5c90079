"""The in-memory search view of one scope: BM25 over each episode's indexed text, its embedding
(in a `VectorMatrix`), and its ranking fields."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping
from typing import NamedTuple, Protocol

import numpy as np
from numpy.typing import NDArray

from .bm25 import BM25Index
from .languages import language_of
from .ranking import Candidate
from .text import name_words, tokenize
from .time_expressions import TimeWindow
from .vector_matrix import VectorMatrix


class Indexable(Protocol):
    """What the index reads of an episode: an `Episode`, or an `IndexRow` straight from SQLite."""

    @property
    def episode_id(self) -> str: ...
    @property
    def sender_id(self) -> str: ...
    @property
    def sender_name(self) -> str: ...
    @property
    def content(self) -> str: ...
    @property
    def context(self) -> str: ...
    @property
    def created_at(self) -> float: ...
    @property
    def last_accessed_at(self) -> float: ...
    @property
    def importance(self) -> int: ...
    @property
    def status(self) -> str: ...
    @property
    def source(self) -> str: ...


class IndexRow(NamedTuple):
    """The columns of a stored episode that the index needs (see `INDEX_COLUMNS`)."""

    episode_id: str
    sender_id: str
    sender_name: str
    content: str
    context: str
    created_at: float
    last_accessed_at: float
    importance: int
    status: str
    source: str


INDEX_COLUMNS = ", ".join(IndexRow._fields)
CONVERSATION_SOURCES = frozenset({"import", "extraction"})  # episodes that are turns, or taken from turns, of a chat


def indexed_text(sender_name: str, content: str, context: str) -> str:
    """What the lexical index sees: who said it, what was remembered, and the line it came from."""
    return f"{sender_name} {content} {context}"


def candidate_of(episode: Indexable) -> Candidate:
    return Candidate(
        episode.sender_id,
        name_words(episode.sender_name),
        episode.created_at,
        episode.last_accessed_at,
        episode.importance,
        language_of(episode.content),
        len(tokenize(episode.content)),
        episode.content.rstrip().endswith(("?", "？")),
        episode.source in CONVERSATION_SOURCES,
    )


class ScopeIndex:
    """Kept in step with every write, status change, recall and delete of its scope."""

    def __init__(self) -> None:
        self.lexical = BM25Index()
        self.matrix = VectorMatrix()
        self.active: dict[str, Candidate] = {}
        # the order episodes were stored in, so a hit's neighbouring turns can be found
        self._position: dict[str, int] = {}
        self._at_position: dict[int, str] = {}
        self._next_position = 0
        self._indexed: dict[str, int] = {}  # hash of each episode's indexed text

    def __len__(self) -> int:
        return len(self.lexical)

    def __contains__(self, episode_id: object) -> bool:
        return episode_id in self._position

    @classmethod
    def build(cls, episodes: Iterable[Indexable], vectors: Mapping[str, NDArray[np.float32]]) -> ScopeIndex:
        """The index of a scope's stored episodes (in the order they were stored) and their vectors."""
        index = cls()
        for episode in episodes:
            index.add(episode, vectors.get(episode.episode_id))
        return index

    def add(self, episode: Indexable, vector: NDArray[np.float32] | None) -> None:
        """Index an episode; one without a vector (missing from Chroma) is still found by words."""
        active = episode.status == "active"
        if episode.episode_id not in self._position:
            self._position[episode.episode_id] = self._next_position
            self._at_position[self._next_position] = episode.episode_id
            self._next_position += 1
        self._index_words(episode)
        if vector is not None:
            self.matrix.put(episode.episode_id, vector, live=active)
        if active:
            self.active[episode.episode_id] = candidate_of(episode)

    def _index_words(self, episode: Indexable) -> None:
        text = indexed_text(episode.sender_name, episode.content, episode.context)
        if self._indexed.get(episode.episode_id) != hash(text):  # the same words again are not tokenised again
            self.lexical.add(episode.episode_id, text)
            self._indexed[episode.episode_id] = hash(text)

    def follow(self, episode: Indexable) -> None:
        """Bring an indexed episode in step with its stored row: its words and its status, each only if it changed."""
        self._index_words(episode)
        if (episode.status == "active") != (episode.episode_id in self.active):
            self.set_status(episode)

    def remove(self, ids: Iterable[str]) -> None:
        for episode_id in ids:
            self.lexical.remove(episode_id)
            self._indexed.pop(episode_id, None)
            self.matrix.remove(episode_id)
            self.active.pop(episode_id, None)
            position = self._position.pop(episode_id, None)
            if position is not None:
                del self._at_position[position]

    def set_status(self, episode: Indexable) -> None:
        """Follow a status change: only active episodes are candidates."""
        if episode.status == "active":
            self.active[episode.episode_id] = candidate_of(episode)
            self.matrix.set_live(episode.episode_id, True)
        else:
            self.deactivate([episode.episode_id])

    def deactivate(self, ids: Iterable[str]) -> None:
        for episode_id in ids:
            self.active.pop(episode_id, None)
            self.matrix.set_live(episode_id, False)

    def lexical_top(self, scores: Mapping[str, float], limit: int) -> dict[str, float]:
        """Of a query's BM25 `scores`, those of the `limit` best-matching active episodes."""
        best = heapq.nlargest(limit, ((score, i) for i, score in scores.items() if i in self.active))
        return {episode_id: score for score, episode_id in best}

    def neighbours(self, episode_id: str, offsets: Iterable[int]) -> list[str | None]:
        """The episodes stored `offset` places before (negative) or after the given one; None where there is none."""
        position = self._position.get(episode_id)
        if position is None:
            return [None for _ in offsets]
        return [self._at_position.get(position + offset) for offset in offsets]

    def from_time(self, window: TimeWindow, limit: int) -> list[str]:
        """The `limit` newest active episodes created in the window (a scan: a scope holds thousands, not millions)."""
        inside = ((c.created_at, i) for i, c in self.active.items() if window.contains(c.created_at))
        return [episode_id for _, episode_id in heapq.nlargest(limit, inside)]

    def touch(self, ids: Iterable[str], at: float) -> None:
        for episode_id in ids:
            candidate = self.active.get(episode_id)
            if candidate is not None:
                candidate.last_accessed_at = max(candidate.last_accessed_at, at)
