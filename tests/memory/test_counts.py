from __future__ import annotations

import pytest

from longtermmemory.memory.counts import changes_count


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("we have two dogs", "three dogs now, my son found a puppy"),
        ("J'ai deux vélos", "trois vélos maintenant 😅"),
        ("우리 집 강아지 한 마리", "이제 두 마리야"),
        ("家里养了两只兔子", "又买了一只，现在三只兔子了"),
        ("うちは犬1匹です", "うちの犬、今2匹いますw"),  # 今: now
        ("tengo dos perros", "ya van tres perros en casa"),  # "ya van": up to now
        ("インコ2羽飼ってる", "3羽目お迎えしました"),  # an ordinal: the third has come
    ],
)
def test_another_count_of_the_same_kind_said_now_changes_it(old: str, new: str) -> None:
    assert changes_count(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I have 2 cats", "my brother has 3 cats now"),  # another holder
        ("I have 2 cats", "I also have 3 dogs now"),  # another kind
        ("I have 2 cats", "3 cats now?"),  # a question
        ("Miete ist auf 700 gestiegen", "Parkplatz jetzt auf 80 gestiegen"),  # a value set to, no count
        ("戒烟三个月了", "滴酒不沾两个月了"),  # months: no thing counted
        ("猫2匹飼ってます", "今日は猫3匹見た"),  # 今日: today, no count held now
    ],
)
def test_another_holder_kind_a_question_or_no_count_changes_nothing(old: str, new: str) -> None:
    assert not changes_count(old, new)


def test_a_past_count_or_another_thing_under_one_counter_changes_nothing() -> None:
    assert not changes_count("我以前养过一只兔子", "我现在养了两只猫")  # a rabbit once, cats now: both hold
    assert not changes_count("I had two cars", "three cars now")  # a past count
    assert not changes_count("I have 2 cars", "3 carts now")  # another noun, however alike
