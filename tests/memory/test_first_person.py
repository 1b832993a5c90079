"""A statement that speaks of its own speaker, in the first person singular."""

import pytest

from longtermmemory.memory.first_person import speaks_of_self


@pytest.mark.parametrize(
    "text",
    ["I'm vegetarian", "my rent is 1850", "我吃素", "私は看護師です", "うちの柴、こむぎ", "내가 할게", "저는 개발자예요",
     "mi perro se llama Chispa", "Ich bin Entwickler", "j'ai un border collie", "c'est mon chien",
     "soy intolerante a la lactosa", "estoy de baja", "tengo dos gatos"],
)  # fmt: skip
def test_a_statement_of_its_speaker_speaks_of_self(text: str) -> None:
    assert speaks_of_self(text)


@pytest.mark.parametrize(
    "text",
    ["reminder: book club thurs 7pm!", "我们周六三点打球", "Nina's a data scientist at Google", "제2회의실에서 회의",
     "ゆうきちゃん看護師さんだもんね", "Rappel : salsa mercredi 20h30 !", "Die Mitgliederversammlung ist am 13. März"],
)  # fmt: skip
def test_a_statement_of_an_event_the_group_or_another_member_does_not(text: str) -> None:
    assert not speaks_of_self(text)
