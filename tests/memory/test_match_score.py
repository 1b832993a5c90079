from __future__ import annotations

from longtermmemory.memory.match_score import match_score, matches, term_coverage
from longtermmemory.memory.ranking import MULTILINGUAL_WEIGHTS


def test_a_score_is_absolute_a_non_match_stays_low_whatever_else_is_found() -> None:
    assert term_coverage("when is the offsite", "the team offsite is on Friday") == 1.0
    assert not matches(match_score("quantum chromodynamics", "the team offsite is on Friday", 0.05, MULTILINGUAL_WEIGHTS))
    assert matches(match_score("offsite", "the team offsite is on Friday", 0.3, MULTILINGUAL_WEIGHTS))


def test_across_languages_the_vector_alone_judges() -> None:
    assert match_score("有人过敏吗", "I'm allergic to peanuts", 0.4, MULTILINGUAL_WEIGHTS, across_languages=True) == 0.4
