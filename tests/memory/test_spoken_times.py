"""Times of day said in words read as the clock writes them."""

import pytest

from longtermmemory.memory.text import clock_times


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("see you at half past seven", "07:30"),
        ("a quarter to one", "12:45"),
        ("a las diez y media", "10:30"),
        ("a las ocho menos cuarto", "07:45"),
        ("quedamos a las 18 en la Puerta del Sol", "18:00"),  # "a las" and an hour in digits: a time of day
        ("huit heures et demie", "08:30"),
        ("à midi et quart", None),  # "midi" is no hour word of the list: nothing read
        ("um halb acht", "07:30"),  # half an hour before eight
        ("Viertel nach acht", "08:15"),
        ("Viertel vor acht", "07:45"),
        ("明天下午三点开会", "15:00"),
        ("十二時に集合", "12:00"),
        ("上午九点三十分召开", "09:30"),  # minutes in numerals too
        ("下午两点五分", "14:05"),
        ("班车七点四十走", "07:40"),  # tens of minutes need no 分
        ("八点二十五集合", "08:25"),
        ("오후 세 시 반", "15:30"),
        ("3시 반에 보자", "03:30"),
    ],
)
def test_a_time_said_in_words_is_read_as_the_clock_writes_it(said: str, time: str | None) -> None:
    assert clock_times(said) == ({time} if time else set())


@pytest.mark.parametrize(
    "said", ["三時間かかる", "一時的に止まってる", "세 시간 걸려", "half of the team", "a quarter of the budget"]
)
def test_hours_counted_or_a_part_of_something_is_no_time_of_day(said: str) -> None:
    assert clock_times(said) == set()


def test_a_word_that_starts_with_half_is_no_half_hour() -> None:
    assert clock_times("3시 반드시 와") == {"03:00"}  # "반드시": surely


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("Do, 7 Uhr abends", "19:00"),
        ("jeudi, 8h du soir", "20:00"),
        ("jueves, 9 de la noche", "21:00"),  # a bare hour with a part of the day is a time of day
        ("a las 3 de la tarde", "15:00"),
        ("la salle ouvre à 6h du mat", "06:00"),
        ("meet at 7 in the evening", "19:00"),
        ("um 8 Uhr früh", "08:00"),
    ],
)
def test_a_part_of_the_day_after_the_hour_tells_morning_from_evening(said: str, time: str) -> None:
    assert clock_times(said) == {time}


def test_a_day_of_the_month_before_a_part_of_the_day_is_no_hour() -> None:
    assert clock_times("el 22 por la tarde vuelvo") == set()


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("antes del viernes a las cinco de la tarde", "17:00"),
        ("bis Freitag um fünf Uhr nachmittags", "17:00"),
        ("avant cinq heures de l'après-midi", "17:00"),
        ("see you at seven o'clock", "07:00"),
        ("le plombier passe à dix heures", "10:00"),
    ],
)
def test_an_hour_in_words_before_a_part_of_the_day_or_after_at_is_a_time(said: str, time: str) -> None:
    assert clock_times(said) == {time}


@pytest.mark.parametrize(
    "said", ["on s'est perdus trois heures à Osaka", "llego a las nueve y diez de la noche", "à dix-sept heures trente"]
)
def test_hours_counted_minutes_or_a_part_of_a_number_are_not_read_as_the_hour(said: str) -> None:
    assert clock_times(said) == set()
