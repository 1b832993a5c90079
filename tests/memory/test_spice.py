"""Spicy food taken up after none ends "I don't eat spicy food"; another's taste, or "辛い" as "hard", does not."""

import pytest

from longtermmemory.memory.spice import takes_up_spice


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我怕辣", "在重庆住了两年，现在越辣越好"),
        ("辛いものは苦手です", "韓国旅行のあと辛いのが好きになった"),
        ("매운 음식은 못 먹어요", "요즘 불닭 매일 먹어요"),
        ("I can't handle spicy food", "ok I love spicy now, the hotter the better"),
        ("no aguanto el picante", "ahora me encanta el picante 🌶️"),
        ("ich vertrage nichts Scharfes", "ich mag jetzt alles scharf"),
        ("je supporte pas le piquant", "maintenant j'adore le piquant"),
    ],
)
def test_spicy_food_taken_up_ends_eating_none(old: str, new: str) -> None:
    assert takes_up_spice(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("夜勤ばっかりで辛い", "最近激辛ラーメンにハマってる"),  # "辛い" as hard: no spicy food refused
        ("我不吃辣", "我老公无辣不欢"),  # another holder
        ("I can't handle spicy food", "Tom loves spicy food"),  # another member named
        ("我不吃辣", "还是不能吃辣，无辣不欢的人太强了"),  # still none
    ],
)
def test_another_holder_hard_times_or_still_none_is_no_spice_taken_up(old: str, new: str) -> None:
    assert not takes_up_spice(old, new)
