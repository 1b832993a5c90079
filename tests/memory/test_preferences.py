from __future__ import annotations

import pytest

from longtermmemory.memory.preferences import replaces

TURNED_AROUND = [
    ("I love spicy food", "I can't handle spicy food anymore"),
    ("辛いものが大好き", "もう辛いものは無理"),
    ("喜欢吃辣", "现在不能吃辣了"),
    ("I'm vegan", "I'm not vegan anymore"),
    ("vegan", "I'm not vegan anymore"),
    ("I love sushi", "I don't like sushi"),
    ("I'm allergic to peanuts", "I'm not allergic to peanuts anymore"),
]
SOMETHING_ELSE = [
    ("I love dogs", "I'm allergic to dogs"),  # the same animal, no turn: both can be true
    ("I'm allergic to peanuts", "also allergic to shellfish"),
    ("I don't eat pork", "I don't drink alcohol either"),
    ("I love spicy food", "I love sushi"),
    ("I love spicy food", "I don't like fast food anymore"),
    ("我对花生过敏", "还有海鲜也过敏"),
    ("I love jazz", "I love jazz"),
    ("I don't work weekends anymore", "I don't work night shifts anymore"),  # what is worked differs
    ("I'm allergic to peanuts", "I'm allergic to shellfish too now"),  # added beside it
]


@pytest.mark.parametrize(("old", "new"), TURNED_AROUND)
def test_a_statement_that_turns_a_fact_around_replaces_it(old: str, new: str) -> None:
    assert replaces(old, new)


@pytest.mark.parametrize(("old", "new"), SOMETHING_ELSE)
def test_a_statement_about_something_else_or_the_same_side_does_not(old: str, new: str) -> None:
    assert not replaces(old, new)
