"""Numbers and months said in words, as digits (`memory.numerals`)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.numerals import spelled_numbers
from longtermmemory.memory.update_model import values


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("I have two kids", {"2"}),
        ("mon anniv c'est le trois juin", {"3", "6"}),
        ("Treffen um acht, im März", {"8", "3"}),
        ("somos cuatro en diciembre", {"4", "12"}),
        ("六月三号见", {"6", "3"}),
        ("十二月に二人で行く", {"12", "2"}),
        ("May 3rd", {"5"}),
        ("le 14 mars", {"3"}),
        ("Our anniversary is Nov 2", {"11"}),  # an abbreviation beside a day's number
    ],
)
def test_numbers_and_months_in_words_are_digits(text: str, digits: set[str]) -> None:
    assert spelled_numbers(text) == digits


@pytest.mark.parametrize(
    "text",
    [
        "you may go whenever",  # a verb, not a month
        "Mars is bright tonight",  # a planet
        "see you in August",  # a month with no day: maybe a name
        "我们一起去吃三明治",  # numerals inside words
        "un café, una cerveza, ein Bier",  # articles
        "a nice day by the mar",  # an abbreviation with no day's number: a word
    ],
)
def test_words_that_are_no_number_give_none(text: str) -> None:
    assert spelled_numbers(text) == frozenset()


def test_a_value_written_in_words_is_the_value_in_digits() -> None:
    assert values("I have two kids") == values("I have 2 kids")
    assert values("le 3 juin") == values("03/06")
    assert values("三点见") == values("3点见")


def test_a_number_grouped_in_thousands_is_one_value() -> None:
    assert values("月に9,800円かかる") == values("月会費9800円") == {"9800"}
    assert values("9.800 €") == {"9800"}
    assert values("mon forfait est à 12,99") == {"12", "99"}  # a decimal comma: two groups, as written
