"""A birth ends the pregnancy an older statement told of, whoever tells it; another's baby or a plan ends nothing."""

import pytest

from longtermmemory.memory.births import birth_of_the_one_named, gives_birth


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Priya is due in March, she's pregnant with twins", "Priya had the babies!! two boys, all healthy"),
        ("小林怀孕八个月了", "小林昨天生了，母子平安"),
        ("姉が妊娠中です", "姉、無事に出産しました！"),
        ("지수 언니 임신했대", "지수 언니 어제 출산했대"),
        ("Carmen está embarazada de gemelos", "¡Carmen ya dio a luz! dos niñas"),
        ("Meike ist schwanger, Termin ist im Juni", "Meikes Baby wurde gestern geboren"),
        ("Inès est enceinte de 8 mois", "Inès a accouché cette nuit, un petit Léo"),
        ("我老婆怀孕七个月了，最近不太方便出来", "母子平安！七斤二两👶🎉"),  # mother and child well: a birth announced
        ("지수 언니 임신 9개월이래", "산모랑 아기 모두 건강하대요"),
    ],
)
def test_a_birth_ends_the_pregnancy(old: str, new: str) -> None:
    assert gives_birth(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Priya is pregnant", "my sister had her baby yesterday"),  # another mother, named in the newer
        ("Priya is pregnant", "Sora had the baby last night"),
        ("we're expecting 10 for dinner", "Sora had the baby last night"),  # expecting guests
        ("Priya is pregnant", "Priya will give birth in March"),  # still to come
        ("妊娠しました！", "七夕生まれです"),  # where and when someone was born
        ("王姐怀孕了", "王姐生病了，请假一天"),  # sick, not a birth
    ],
)
def test_another_birth_a_plan_or_a_birthday_ends_no_pregnancy(old: str, new: str) -> None:
    assert not gives_birth(old, new)


def test_a_birth_another_member_tells_is_told_of_the_one_named_only() -> None:
    assert birth_of_the_one_named("Priya is pregnant!", "Priya had the baby, a girl")
    assert not birth_of_the_one_named("I'm pregnant!", "had the baby last night")  # the speaker's own
