"""The same price of the same thing is said again; one amount paid for two units is two prices."""

import pytest

from longtermmemory.memory.prices import restates_price


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("tickets are 25 bucks each", "yeah it's $25 a ticket"),
        ("门票一人80块", "再说一遍，门票每人80元"),
        ("the gym is $40 a month", "yep $40/month for the gym"),
    ],
)
def test_the_same_price_said_again_is_restated(old: str, new: str) -> None:
    assert restates_price(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Gym membership is $40 a month", "personal training at the gym is $40 a session"),  # another unit
        ("the pool pass is 25 € par mois", "la piscine c'est 25 € par séance"),
        ("tickets are $25 each", "tickets went up to $30 each"),  # another amount
    ],
)
def test_another_unit_or_amount_is_not(old: str, new: str) -> None:
    assert not restates_price(old, new)
