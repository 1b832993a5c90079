"""Hybrid ranking: lexical and vector relevance fused, weighted by recency, importance and speaker."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from .languages import Language
from .time_expressions import TimeWindow

SECONDS_PER_DAY = 86_400.0


@dataclass(frozen=True)
class RankWeights:
    """How the signals combine; the defaults are the ones the LoCoMo benchmark supports."""

    lexical: float = 0.6
    vector: float = 0.4
    recency_floor: float = 0.85
    importance_step: float = 0.05
    speaker_boost: float = 1.1
    named_speaker_boost: float = 1.3
    in_time_boost: float = 1.5  # the question names a time and the episode is from then
    near_time_boost: float = 1.15  # ... or within half the window's width of it (time zones, "a week ago")
    off_time_factor: float = 0.8  # ... or from another time altogether


DEFAULT_WEIGHTS = RankWeights()
# multilingual-e5-small's vectors, taken from the centre of their language, carry more than MiniLM's;
# the learned ranker of that model was trained on features fused with these weights.
MULTILINGUAL_WEIGHTS = RankWeights(lexical=0.3, vector=0.7)
# Where that ranker stands aside (Chinese, Japanese, chats that mix languages) the words count less:
# CJK character pairs match by accident ("さん", "我的"), and a question rarely repeats its fact's words.
# On `bench.multilingual`'s development file 0.1 / 0.9 lifts recall@1 in every setting the hand
# weights rank; 0 would be best there, but would ignore a rare name or code the question repeats.
MULTILINGUAL_HAND_WEIGHTS = RankWeights(lexical=0.1, vector=0.9)


@dataclass(slots=True)
class Candidate:
    """The fields of an episode that ranking reads."""

    sender_id: str
    name_words: frozenset[str]
    created_at: float
    last_accessed_at: float
    importance: int
    language: Language = "other"
    length: int = 0  # lexical terms in its content: a bare "yes!" rarely answers a question
    question: bool = False  # it asks rather than tells
    turn: bool = False  # a turn of a conversation (imported or extracted), not a fact remembered on request


@dataclass(frozen=True)
class Asker:
    """Who asks (sender id), the words of the question (to spot the speakers it names) and the time it names."""

    sender_id: str = ""
    query_words: frozenset[str] = frozenset()
    window: TimeWindow | None = None
    language: Language | None = None  # set when the vectors compare across languages: see `fuse`


def hand_weights(asker: Asker, candidates: Iterable[Candidate]) -> RankWeights:
    """The hand weights for this question: fewer words where CJK or several languages meet (multilingual model only)."""
    if asker.language is None:
        return DEFAULT_WEIGHTS
    if asker.language == "other" and all(c.language == "other" for c in candidates):
        return MULTILINGUAL_WEIGHTS
    return MULTILINGUAL_HAND_WEIGHTS


def recency_factor(created_at: float, last_accessed_at: float, now: float, half_life_days: float) -> float:
    """0.5 ** (age / half-life), age counted from the later of creation and last recall."""
    age_days = max(0.0, now - max(created_at, last_accessed_at)) / SECONDS_PER_DAY
    return float(0.5 ** (age_days / half_life_days))


def fuse(
    lexical: Mapping[str, float],
    vector: Mapping[str, float],
    weights: RankWeights = DEFAULT_WEIGHTS,
    other_language: frozenset[str] = frozenset(),
) -> dict[str, float]:
    """Score-normalised weighted fusion: BM25 scaled by its best score, cosine used as is.

    An episode in another language than the question (`other_language`) is judged by its vector
    alone: words cannot match across languages, and Chinese and Japanese share characters that
    match by accident.
    """
    lexical = {i: score for i, score in lexical.items() if i not in other_language}
    top_lexical = max(lexical.values(), default=0.0) or 1.0
    ids = set(lexical) | set(vector)
    return {
        doc_id: max(0.0, vector.get(doc_id, 0.0))
        if doc_id in other_language
        else weights.lexical * lexical.get(doc_id, 0.0) / top_lexical + weights.vector * max(0.0, vector.get(doc_id, 0.0))
        for doc_id in ids
    }


def final_score(
    relevance: float,
    recency: float,
    importance: int,
    speaker_weight: float,
    weights: RankWeights = DEFAULT_WEIGHTS,
) -> float:
    """Relevance, damped by age (never below the floor), nudged by importance and speaker."""
    score = relevance * (weights.recency_floor + (1 - weights.recency_floor) * recency)
    return score * (1 + weights.importance_step * (importance - 2)) * speaker_weight


def speaker_factor(candidate: Candidate, asker: Asker, weights: RankWeights = DEFAULT_WEIGHTS) -> float:
    """Boosts for the asker's own episodes and for those of a speaker the question names."""
    factor = 1.0
    if asker.sender_id and candidate.sender_id == asker.sender_id:
        factor *= weights.speaker_boost
    if not candidate.name_words.isdisjoint(asker.query_words):
        factor *= weights.named_speaker_boost
    return factor


def time_factor(created_at: float, window: TimeWindow | None, weights: RankWeights = DEFAULT_WEIGHTS) -> float:
    """Episodes from the time the question names first, then those near it; 1 when it names none."""
    if window is None:
        return 1.0
    if window.contains(created_at):
        return weights.in_time_boost
    margin = max((window.end - window.start) / 2, SECONDS_PER_DAY / 2)
    return weights.near_time_boost if window.distance(created_at) <= margin else weights.off_time_factor


def rank(
    candidates: Mapping[str, Candidate],
    lexical: Mapping[str, float],
    vector: Mapping[str, float],
    asker: Asker,
    now: float,
    half_life_days: float,
    min_relevance: float = 0.0,
    weights: RankWeights = DEFAULT_WEIGHTS,
) -> list[tuple[str, float]]:
    """(id, score) of the candidates whose fused relevance reaches `min_relevance`, best first.

    An episode from the time the question names always qualifies: "what did I do yesterday?" shares
    no word with "went to the dentist".
    """
    other_language = frozenset(i for i, c in candidates.items() if asker.language is not None and c.language != asker.language)
    relevance = fuse(
        {i: s for i, s in lexical.items() if i in candidates},
        {i: s for i, s in vector.items() if i in candidates},
        weights,
        other_language,
    )
    scored: list[tuple[str, float, float]] = []
    for doc_id, c in candidates.items():
        fused = relevance.get(doc_id, 0.0)
        if asker.window is not None and asker.window.contains(c.created_at):
            fused = max(fused, min_relevance)
        if fused < min_relevance:
            continue
        recency = recency_factor(c.created_at, c.last_accessed_at, now, half_life_days)
        score = final_score(fused, recency, c.importance, speaker_factor(c, asker, weights), weights)
        score *= time_factor(c.created_at, asker.window, weights)
        scored.append((doc_id, score, c.created_at))
    scored.sort(key=lambda s: (-s[1], -s[2]))
    return [(doc_id, score) for doc_id, score, _ in scored]


def retention_score(importance: int, recency: float) -> float:
    """How much an episode is worth keeping when a scope is over capacity."""
    return importance * (0.2 + recency)
