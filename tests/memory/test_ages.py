"""A member or their child a year older: the age after the one an older statement gives (pure)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.ages import turns_a_year_older


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my little one's 3, absolute menace", "can't believe she turned four yesterday 😭"),
        ("mi peque tiene 3 años", "ayer cumplió cuatro mi niña 😭🎂"),
        ("ma fille a 3 ans", "elle a eu 4 ans hier, ma puce 🎂"),
        ("우리 조카 이제 두 살", "조카 벌써 세 살 됐어 말 엄청 잘함"),
        ("我女儿3岁", "女儿满4岁了"),
        # a birthday of the next age, and an age said as "this year"
        ("我今年25", "今天26岁生日🎂🎂"),
        ("I'm 29", "my 30th birthday today!"),
        ("25歳です", "明日26歳の誕生日"),
    ],
)
def test_an_age_reached_replaces_the_one_before_it(old: str, new: str) -> None:
    assert turns_a_year_older(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I have 3 kids", "my son turned 4"),  # a count of children, and kin the older names not
        ("my son is 5", "my daughter turned 6"),  # another child
        ("Tom is 5", "Emma turned 6"),  # another name
        ("my little one's 3", "she turned five"),  # not the next year
        ("the shop opens at 9", "it turned 10 when I arrived"),  # no age stated before
        ("我今年25", "今天是我妈60岁生日"),  # someone else's birthday, another age
        ("my son is 5", "my daughter's 6th birthday"),  # another child
    ],
)
def test_another_person_another_count_or_another_year_is_no_birthday(old: str, new: str) -> None:
    assert not turns_a_year_older(old, new)
