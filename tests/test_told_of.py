"""A statement told of a member by name, read with the name taken out (pure)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.told_of import corrects_as_its_subject, told_of


@pytest.mark.parametrize(
    ("name", "text", "left"),
    [
        ("Chloe", "Chloe and Tyler broke up", " and tyler broke up"),
        ("Sofía", "Sofi lo dejó con el novio", " lo dejó con el novio"),  # called short, its accent not typed
        ("Matthew", "Matt's moving to Leeds", " moving to leeds"),
        ("예린", "예린이 헤어졌대", " 이 헤어졌대"),  # a particle attached to the name
        ("김예린", "예린이 헤어졌대", " 이 헤어졌대"),  # a Korean given name called alone
        ("りな", "りなちゃん婚約解消したらしい", " ちゃん婚約解消したらしい"),
        ("Jonas", "Jonas Geburtstag ist am 3.4.", " geburtstag ist am 3.4."),  # a German genitive
    ],
)
def test_a_member_named_is_taken_out(name: str, text: str, left: str) -> None:
    told = told_of(name, text)
    assert told is not None and told.split() == left.split()


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Alexander", "Alexis moved to Berlin"),  # another name that starts alike
        ("Ann", "Anne moved"),  # a short name is read whole
        ("Sofía", "the sofa moved"),
        ("Bo", "Bo moved"),  # two letters name no one for sure
    ],
)
def test_a_member_not_named_gives_none(name: str, text: str) -> None:
    assert told_of(name, text) is None


@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("Inès", "l'anniv d'Inès c'est le 4 mai", "c'est le 14 mai 😅"),
        ("지우", "지우 생일 7월 2일", "나 7월 12일이야"),
        ("Jonas", "Jonas wohnt in der Gartenstraße 8", "Hausnummer 18, nicht 8"),
    ],
)
def test_the_member_told_of_gives_another_value(name: str, old: str, new: str) -> None:
    told = told_of(name, old)
    assert told is not None and corrects_as_its_subject(told, new)


@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("Inès", "l'anniv d'Inès c'est le 4 mai", "c'est le 14 mai ?"),  # a question
        ("Inès", "l'anniv d'Inès c'est le 4 mai", "oui, le 4 mai"),  # the same value
    ],
)
def test_a_question_or_the_same_value_corrects_nothing(name: str, old: str, new: str) -> None:
    told = told_of(name, old)
    assert told is not None and not corrects_as_its_subject(told, new)
