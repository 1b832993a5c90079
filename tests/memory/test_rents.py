"""A rent raised or lowered retires the older amount; another cost or another holder's rent does not."""

from __future__ import annotations

import pytest

from longtermmemory.memory.rents import changes_rent


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my rent is 1200 a month", "landlord raised it to 1290 😩"),
        ("월세 45만원", "집주인이 월세 48로 올렸어"),
        ("el alquiler son 700", "la casera nos ha subido el alquiler a 760"),
        ("Meine Miete ist 640 warm", "Vermieter erhöht auf 690"),
        ("家賃は6万2千円", "家賃が6万5千円に値上げされた"),
    ],
)
def test_a_rent_said_to_go_up_or_down_to_another_number_changes(old: str, new: str) -> None:
    assert changes_rent(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my rent is 1200 a month", "parking went up to 80 a month"),  # another cost, no rent or landlord named
        ("my rent is 1200 a month", "landlord raised it to 1200, as expected"),  # the same number
        ("my rent is 1200 a month", "my sister's landlord raised her rent to 1500"),  # another holder
        ("my rent is 1200 a month", "what if the landlord raises it to 1300?"),  # a question
    ],
)
def test_another_cost_the_same_number_another_holder_or_a_question_changes_no_rent(old: str, new: str) -> None:
    assert not changes_rent(old, new)
