"""A habit let lapse (`memory.lapses`): the older habit no longer holds."""

from __future__ import annotations

import pytest

from longtermmemory.memory.lapses import ends_membership, lets_habit_lapse


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I do parkrun every Saturday without fail", "haven't been to parkrun since like March tbh"),
        ("I go to the pool every morning", "haven't been to the pool since the shoulder thing, cycling now"),
        ("我每天晚上都在楼下跳绳", "跳绳？好久没碰了，下班只想躺平"),
        ("Ich geh jeden Dienstag zum Klettern", "Klettern war ich seit Wochen nicht mehr"),
        ("Je vais à la piscine tous les samedis", "la piscine, ça fait des mois que j'y suis pas allé"),
        ("Juego al pádel todos los jueves", "hace meses que no juego al pádel"),
        ("매일 아침 수영 다녀", "수영 안 간 지 꽤 됐어ㅋㅋ 수영복 어딨는지도 모름"),  # "도" of a denied clause adds nothing
        ("Voy al gym todos los días a las 7", "Llevo desde enero sin pisar el gym jaja"),
    ],
)
def test_a_habit_not_done_for_a_stretch_lapsed(old: str, new: str) -> None:
    assert lets_habit_lapse(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I went to parkrun last Saturday", "haven't been to parkrun since March"),  # no habit
        ("I do parkrun every Saturday", "haven't been to the dentist since March"),  # another thing
        ("I do parkrun every Saturday", "haven't been to parkrun since March?"),  # a question
        ("I do parkrun every Saturday", "if I haven't been to parkrun in weeks, drag me there"),  # a supposition
    ],
)
def test_another_thing_or_no_habit_is_not(old: str, new: str) -> None:
    assert not lets_habit_lapse(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("每天下班去健身房练一小时", "健身卡到期没续，最近下班就回家躺着"),
        ("Voy al gimnasio todos los días a las 7", "me he dado de baja del gym, ahora salgo en bici"),
        ("Je vais à la salle tous les soirs", "Résilié mon abonnement à la salle, j'y allais plus"),
        ("毎朝ジム行ってから出社してる", "ジム解約したw 続かなかった"),
    ],
)
def test_a_membership_ended_ends_the_habit_at_its_place(old: str, new: str) -> None:
    assert ends_membership(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Voy al gimnasio todos los días", "voy a darme de baja del gym"),  # a plan
        ("I swim every morning at the pool", "cancelled my Netflix membership"),  # another membership
        ("I went to the gym once", "cancelled my gym membership"),  # no habit
    ],
)
def test_a_plan_another_membership_or_no_habit_leave_it(old: str, new: str) -> None:
    assert not ends_membership(old, new)
