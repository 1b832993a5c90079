from __future__ import annotations

import pytest

from longtermmemory.memory.personality_types import changes_type, personality_types, restates_type


def test_a_type_is_read_in_letters_and_in_hangul() -> None:
    assert personality_types("나 엔프피임") == {"ENFP"}
    assert personality_types("I'm an infj-T apparently") == {"INFJ"}
    assert personality_types("info and entry") == set()  # words, no type


def test_another_type_of_the_same_holder_changes_it_and_the_same_type_restates_it() -> None:
    assert changes_type("저 ISTJ예요", "다시 해보니까 ESTJ 나왔어요")
    assert restates_type("我是INFP", "人菲INFP本人")
    assert restates_type("나 ISTP야", "잇팁 맞음")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm INTP", "my brother is ENTJ"),  # another holder
        ("나 INFJ야", "혹시 ENFP야?"),  # a question
        ("I'm ENFP", "ENFP and INTJ get along"),  # two types, no holder's
    ],
)
def test_another_holder_a_question_or_two_types_change_nothing(old: str, new: str) -> None:
    assert not changes_type(old, new) and not restates_type(old, new)
