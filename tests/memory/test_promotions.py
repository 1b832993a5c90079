from __future__ import annotations

import pytest

from longtermmemory.memory.promotions import is_promoted


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm a junior designer at Figma", "got promoted to senior today!!"),
        ("저 아직 인턴이에요", "정규직 전환됐어요 🎉"),
        ("まだ見習いです", "昇進しました！"),
        ("soy becaria en el hospital", "¡me han hecho fija!"),
    ],
)
def test_a_rank_then_a_promotion_done_ends_the_rank(old: str, new: str) -> None:
    assert is_promoted(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm an intern", "hoping to get promoted next year"),  # a hope
        ("I'm an intern", "my brother got promoted"),  # another's
        ("나 인턴이야", "김대리님 과장 달았대"),  # another's, named with an honorific
        ("我还是初级工程师", "小陈升组长了"),  # a colleague named
        ("I live in Leeds", "got promoted!"),  # no rank before
    ],
)
def test_a_hope_another_members_promotion_or_no_rank_before_changes_nothing(old: str, new: str) -> None:
    assert not is_promoted(old, new)
