"""A statement said again word for word with a reason after it is a duplicate; more said in its clause, a change, a
negation before it or a short statement is not."""

import pytest

from longtermmemory.memory.verbatim import repeats_verbatim


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm allergic to shellfish", "just a reminder, I'm allergic to shellfish, so no paella for me"),
        ("Soy alérgica a la lactosa", "Os recuerdo que soy alérgica a la lactosa, nada de queso porfa"),
        ("我对芒果过敏", "提醒大家，我对芒果过敏，别给我芒果布丁"),
    ],
)
def test_the_older_said_again_with_a_reason_is_a_duplicate(old: str, new: str) -> None:
    assert repeats_verbatim(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm allergic to shellfish", "I'm allergic to shellfish and peanuts"),  # the clause goes on
        ("I'm allergic to shellfish", "not true that I'm allergic to shellfish, that was my brother"),
        ("I'm allergic to shellfish", "I'm allergic to shellfish, but not anymore since the treatment"),  # a change
        ("I'm allergic to shellfish", "I'm allergic to shellfish since 2019"),  # a value the older lacks
        ("yes", "yes, and the meeting moved"),  # too short to be found inside a message
    ],
)
def test_more_said_a_change_or_a_short_statement_is_no_duplicate(old: str, new: str) -> None:
    assert not repeats_verbatim(old, new)
