"""Numbers and months said in words, as digits (`memory.numerals`)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.numerals import spelled_in_digits, spelled_numbers
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
    ("text", "digits"),
    [
        ("The venue's capacity is two hundred guests.", {"200"}),
        ("two hundred and fifty", {"250"}),
        ("one thousand two hundred", {"1200"}),
        ("I am nineteen and she is twenty-one", {"19", "21"}),
        ("El aforo del salón es de doscientas personas.", {"200"}),
        ("ciento veinte", {"120"}),
        ("Die Kapazität des Saals beträgt zweihundert Gäste.", {"200"}),
        ("fünfundzwanzig Euro", {"25"}),
        ("deux cents personnes", {"200"}),
        ("quatre-vingt-dix", {"90"}),
        ("vingt et un", {"21"}),
        ("会场容量为两百人。", {"200"}),
        ("航班是三月十四日到", {"3", "14"}),
        ("三千五百円", {"3500"}),
        ("二〇二四年", {"2024"}),
        ("행사장 수용 인원은 이백 명입니다.", {"200"}),
        ("삼십 분 늦어", {"30"}),
        ("May 3 or june fifteen", {"5", "6", "15"}),  # a month beside the number words is still read
    ],
)
def test_larger_numbers_in_words_are_read_by_their_grammar(text: str, digits: set[str]) -> None:
    assert spelled_numbers(text) == digits


@pytest.mark.parametrize("text", ["백화점에서 만나", "once upon a time", "un café", "and then", "이 명함"])
def test_words_that_hold_numerals_but_say_no_larger_number_give_none(text: str) -> None:
    assert spelled_numbers(text) == set()


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


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("sept cent cinquante euros", "750 euros"),
        ("dix-huit heures trente", "18 heures 30"),  # ten and eight: 18
        ("treinta y cuatro tacos", "34 tacos"),
        ("el 4 de julio", "el 4 de 7"),
        ("七月四日", "7月4日"),
        ("un chien, deux chats", "un chien, 2 chats"),  # a unit said alone and an article stay words
        ("チケット1枚5千円", "チケット1枚5000円"),  # digits before a unit are one number, not "5" and "1000"
        ("家賃8万5千円", "家賃85000円"),
        ("2.5万", "25000"),
        ("门票一百二一张", "门票120 1张"),  # 一百二 is 120; the digit after it starts a count of its own
        ("两千五块", "2500块"),
        ("一百零五块", "105块"),  # a zero keeps the place
        ("twelve fifty a ticket", "12 50 a ticket"),  # a larger number after a smaller one starts another
    ],
)
def test_numbers_and_months_said_in_words_are_written_in_digits(said: str, written: str) -> None:
    assert spelled_in_digits(said) == written


def test_ten_and_a_unit_after_it_is_a_french_teen() -> None:
    assert spelled_numbers("dix-huit") == {"18"} and spelled_numbers("soixante-dix-neuf") == {"79"}
