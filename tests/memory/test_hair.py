import pytest

from longtermmemory.memory.hair import changes_hair


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("髪はずっと黒のロング", "ばっさりボブにして金髪にした💇‍♀️"),
        ("머리 장발로 기르는 중", "결국 투블럭으로 밀었다ㅋㅋ"),
        ("I've had long hair since uni", "chopped it all off, pixie cut now"),
        ("Tengo el pelo largo", "me corté el pelo, media melena ahora"),
    ],
)
def test_hair_cut_or_dyed_into_a_look_ends_the_older(old: str, new: str) -> None:
    assert changes_hair(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I have long hair", "thinking of getting a bob cut"),  # a plan
        ("My hair is brown", "my sister cut her hair short"),  # kin's
        ("I have long hair", "cut my finger making dinner lol"),  # no hair, no look
        ("髪は黒のロング", "ランチはボブのカフェにした"),  # a café's name, nothing cut
    ],
)
def test_a_plan_kins_hair_or_nothing_cut_leave_it(old: str, new: str) -> None:
    assert not changes_hair(old, new)
