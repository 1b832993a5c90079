"""A height or a sum in another format gives the same value."""

import pytest

from longtermmemory.memory.measures import in_one_number
from longtermmemory.memory.update_model import gives_the_same_values, values


@pytest.mark.parametrize(
    ("written", "number"),
    [
        ("je fais 1m80", "je fais 180"),
        ("mido 1,80", "mido 180"),
        ("bin 1,85 groß", "bin 185 groß"),
        ("1,80 m", "180 m"),
        ("我身高一米八", "我身高180"),
        ("一米七五", "175"),
        ("티켓은 2만 원", "티켓은 20000 원"),
        ("3万円", "30000円"),
        ("2.5万", "25000"),
    ],
)
def test_a_height_or_a_sum_in_ten_thousands_is_written_as_one_number(written: str, number: str) -> None:
    assert in_one_number(written) == number


@pytest.mark.parametrize("written", ["1,5 km", "1,80 €", "it costs 1.50", "casier 735"])
def test_a_decimal_that_is_no_height_stays_as_written(written: str) -> None:
    assert in_one_number(written) == written


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("je fais 1m80", "180 cm"),
        ("身長180センチ", "背は1m80あるよ"),
        ("키 165야", "백육십오 센치임"),
        ("공연 티켓은 2만 원입니다.", "티켓 2만원, 20,000원이요"),
        ("Die Tickets kosten 30 €.", "Preis pro Karte: dreißig Euro."),
        ("a las diez y media entonces", "10:30 👍"),
        ("明天下午三点开会", "提醒一下，明天15:00的会"),
    ],
)
def test_a_value_in_another_format_is_the_same_value(old: str, new: str) -> None:
    assert values(old) and gives_the_same_values(old, new)


def test_ten_thousands_and_thousands_said_together_are_one_sum() -> None:
    assert values("家賃は6万2千円") == {"62000"} and values("월세 8만 5천원") == {"85000"}
