from __future__ import annotations

from longtermmemory.memory.match_score import Matchable, match_score, matches, term_coverage
from longtermmemory.memory.ranking import MULTILINGUAL_WEIGHTS

FRIDAY = Matchable.of("the team offsite is on Friday")


def test_a_score_is_absolute_a_non_match_stays_low_whatever_else_is_found() -> None:
    assert term_coverage(Matchable.of("when is the offsite"), FRIDAY) == 1.0
    assert not matches(match_score(Matchable.of("quantum chromodynamics"), FRIDAY, 0.05, MULTILINGUAL_WEIGHTS))
    assert matches(match_score(Matchable.of("offsite"), FRIDAY, 0.3, MULTILINGUAL_WEIGHTS))


def test_across_languages_the_vector_alone_judges() -> None:
    asked, held = Matchable.of("有人过敏吗"), Matchable.of("I'm allergic to peanuts")
    assert match_score(asked, held, 0.4, MULTILINGUAL_WEIGHTS, across_languages=True) == 0.4
