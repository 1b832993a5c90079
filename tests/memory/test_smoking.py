"""A smoker who says they quit retires "I smoke"; a try given up, a quit said before, or another habit does not."""

import pytest

from longtermmemory.memory.smoking import quits_smoking, smokes_again


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I smoke about ten a day", "two months without a cigarette now"),
        ("我一天抽半包烟", "戒烟一个月了"),
        ("タバコは1日10本くらい", "禁煙して2ヶ月になった"),
        ("나 하루에 반 갑 피워", "금연 두 달째야"),
        ("fumo unos diez al día", "llevo dos meses sin fumar"),
        ("ich rauche so zehn am Tag", "seit zwei Monaten rauchfrei"),
        ("je fume dix clopes par jour", "deux mois sans clope"),
    ],
)
def test_a_smoker_who_quit_retires_the_smoking(old: str, new: str) -> None:
    assert quits_smoking(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I still smoke, sorry", "tried quitting last week, made it a day"),  # a try given up
        ("나 아직 담배 펴", "지난주에 끊어보려다 실패함"),
        ("I quit smoking in January", "quit energy drinks too"),  # quit before: nothing smoked to retire
        ("예전엔 담배 한 갑 피웠어요", "지금은 전자담배만 가끔 펴요"),  # another thing smoked now
        ("I smoke about ten a day", "should I quit?"),  # a question
    ],
)
def test_a_try_a_quit_said_before_or_a_question_is_none(old: str, new: str) -> None:
    assert not quits_smoking(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("タバコやめたよ", "すまん、また吸ってる"),
        ("나 담배 끊었어", "미안 다시 피우는 중"),  # "미안" (sorry) denies nothing
        ("I quit smoking last spring", "smoking again, stress at work"),
        ("dejé de fumar", "volví a fumar, no aguanté"),
        ("ich hab mit dem Rauchen aufgehört", "ich rauche wieder, leider"),
    ],
)
def test_a_quit_taken_back_ends_the_quit(old: str, new: str) -> None:
    assert smokes_again(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I smoke about ten a day", "smoking again after lunch"),  # no quit said before
        ("I quit smoking last spring", "I'm afraid I'll start smoking again"),  # a fear, still to come
        ("I quit smoking last spring", "should I worry about smoking again?"),  # a question
    ],
)
def test_smoking_again_without_a_quit_or_still_to_come_is_none(old: str, new: str) -> None:
    assert not smokes_again(old, new)


def test_smoking_again_after_saying_one_smokes_no_more() -> None:
    assert smokes_again("ya no fumo, lo dejé en enero", "he vuelto a fumar, qué desastre")
