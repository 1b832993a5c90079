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
        ("huit heures et demie", "08:30"),
        ("à midi et quart", None),  # "midi" is no hour word of the list: nothing read
        ("um halb acht", "07:30"),  # half an hour before eight
        ("Viertel nach acht", "08:15"),
        ("Viertel vor acht", "07:45"),
        ("明天下午三点开会", "15:00"),
        ("十二時に集合", "12:00"),
        ("上午九点三十分召开", "09:30"),  # minutes in numerals too
        ("下午两点五分", "14:05"),
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
