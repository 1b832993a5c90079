"""A place or a thing said unavailable, and another given in its place."""

import pytest

from longtermmemory.memory.unavailable import replaces_unavailable


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("meet at the north entrance", "south entrance, north is blocked off"),
        ("在北门集合", "南门啊，北门在修路"),
        ("北口集合で", "南口で！北口工事中だった"),
        ("quedamos en la puerta del Sol", "mejor en Callao, que Sol está petado"),  # preferred
        ("on se retrouve devant la gare", "plutôt au café en face, la gare est en travaux"),
        ("二次会は駅前の鳥貴族で", "鳥貴族満席だったから二次会は隣のカラオケで！"),
    ],
)
def test_a_place_said_unavailable_with_another_in_its_place_is_replaced(old: str, new: str) -> None:
    assert replaces_unavailable(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("meet at the north entrance", "north parking is full, park on the street"),  # nothing of its kind, nor preferred
        ("meet at the north entrance", "north entrance is closed?"),  # a question
        ("dinner at Luigis on friday", "the bakery is closed today, we get bread tomorrow"),  # another thing
        ("I work at the north office", "the north office is closed for renovation, working from home this week"),
    ],
)
def test_another_thing_a_question_or_a_stop_for_a_while_replaces_nothing(old: str, new: str) -> None:
    assert not replaces_unavailable(old, new)
