"""How well a memory matches a question, as a score that means the same for every question (pure).

The ranking's own scores are relative (BM25 scaled by the best candidate's, the learned ranker's
softmax share), so the best of a set of non-matches scores as high as a true match. This score is
absolute: the share of the question's terms the memory holds, and its vector's cosine (the
multilingual model's vectors are taken from the centre of their language, so an unrelated text
scores near 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from .languages import Language, language_of
from .ranking import RankWeights
from .text import tokenize

MATCH_LEVEL = 0.12  # below it a memory does not match (the injected block's relevance floor)


@dataclass(frozen=True, slots=True)
class Matchable:
    """What matching reads of a text, worked out once: a question is matched against hundreds of facts."""

    terms: frozenset[str]
    language: Language

    @classmethod
    def of(cls, text: str) -> Matchable:
        return cls(frozenset(tokenize(text)), language_of(text))


def term_coverage(asked: Matchable, held: Matchable) -> float:
    """The share of the question's terms that the text holds (0 when the question has none)."""
    return len(asked.terms & held.terms) / len(asked.terms) if asked.terms else 0.0


def match_score(asked: Matchable, held: Matchable, cosine: float, weights: RankWeights, across_languages: bool = False) -> float:
    """Words and vector, weighted as recall fuses them; across languages words cannot match, so the vector alone.

    `across_languages`: the vectors compare across languages, so a text in another script than the
    question is judged by its vector alone (as `ranking.fuse` does).
    """
    similarity = max(0.0, cosine)
    if across_languages and asked.language != held.language:
        return similarity
    return weights.lexical * term_coverage(asked, held) + weights.vector * similarity


def matches(score: float) -> bool:
    return score >= MATCH_LEVEL
