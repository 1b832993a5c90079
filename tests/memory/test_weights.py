"""A weight said anew retires the older one; a goal, a weight at birth, another holder or a distance do not."""

from __future__ import annotations

import pytest

from longtermmemory.memory.weights import weighs_anew


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I weigh 91 kg", "88kg this morning 💪"),
        ("i'm 200 lbs", "down to 191 lol"),  # the scale gone down, the unit left out
        ("体重は70キロ", "67キロまで減った！"),
        ("몸무게 72kg", "69키로 됐다"),
        ("Luna pesa 9 kilos", "Luna ya pesa 11 kg, a dieta"),
        ("Ich wiege 80 kg", "77 kg, läuft"),
        ("Minou pèse 5 kg", "Minou fait 6 kilos maintenant"),
    ],
)
def test_another_weight_of_the_same_holder_is_said_anew(old: str, new: str) -> None:
    assert weighs_anew(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I weigh 91 kg", "I weigh 91 kg"),  # the same
        ("I weigh 91 kg", "I want to get down to 85kg"),  # a goal
        ("mi hijo pesa 12 kilos", "al nacer pesó 3,4 kg"),  # at birth
        ("I weigh 91 kg", "my sister weighs 60 kg"),  # another holder
        ("実家まで1200キロ", "800キロ走った"),  # a distance: nothing says it is a weight
        ("I weigh 91 kg", "do you think 85kg is realistic?"),  # a question
    ],
)
def test_the_same_weight_a_goal_a_birth_another_holder_or_a_distance_is_no_new_weight(old: str, new: str) -> None:
    assert not weighs_anew(old, new)
