"""A holiday's name read as its date beside a statement that gives that date (`memory.holidays`)."""

from longtermmemory.memory.holidays import dated_holidays
from longtermmemory.memory.update_model import gives_the_same_values


def test_a_holiday_beside_its_date_is_that_date() -> None:
    assert dated_holidays("내 생일 12월 25일", "나 크리스마스에 태어났잖아") == ("내 생일 12월 25일", "나  12/25 에 태어났잖아")
    for old, new in [
        ("Mein Geburtstag ist am 3. Oktober", "hab am Tag der Deutschen Einheit Geburtstag"),
        ("Mon anniv c'est le 1er mai", "née le jour de la fête du Travail"),
        ("俺7/7生まれ", "七夕が誕生日なんだよね"),
    ]:
        assert gives_the_same_values(old, new), (old, new)


def test_a_holiday_beside_another_date_or_another_holiday_stays_a_name() -> None:
    assert dated_holidays("Christmas party at Tom's", "Christmas dinner at mum's") == (
        "christmas party at tom's",
        "christmas dinner at mum's",
    )  # an event's name on both sides: no date given
    assert not gives_the_same_values("my birthday is 24 December", "born on Christmas Day")  # the 25th
