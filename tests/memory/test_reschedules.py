"""An event moved to another time or place retires its announcement; a deadline, a recurring event, another thing,
a unit beside a number or a move said not to be one does not."""

import pytest

from longtermmemory.memory.reschedules import moves


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Book launch is on the 12th at the town library", "heads up: the book launch got pushed back to the 19th"),
        ("Der Elternabend ist am Donnerstag um 19 Uhr", "Der Elternabend wird auf Mittwoch verlegt"),
        ("La cena de clase será el viernes en La Tagliatella", "la cena de clase se pasa al sábado, mismo sitio"),
        ("La kermesse de l'école a lieu samedi", "la kermesse est reportée au 14, il va pleuvoir"),
        ("同学聚会定在周六晚上", "同学聚会推迟到下周六了"),
        ("歓迎会は金曜の19時からです", "歓迎会、来週の月曜に変更になりました"),
        ("동아리 엠티는 이번 주 토요일이야", "동아리 엠티 다음 주로 미뤘어"),
        ("国庆去西安玩", "西安太挤了，国庆改去洛阳"),  # gone elsewhere instead
    ],
)
def test_an_event_moved_retires_its_announcement(old: str, new: str) -> None:
    assert moves(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The final report is due on 30 June", "The travel claims deadline has been moved to 15 June"),  # a time limit
        ("choir practice every Thursday at 8", "choir practice moved to Friday this week"),  # a recurring event
        ("Our studio is on the 3rd floor", "The print shop has moved to the 1st floor"),  # a unit beside a number
        ("Book launch on the 12th", "the bake sale got postponed to the 20th"),  # another thing
        ("La réunion aura lieu le 3 juin", "la réunion est-elle reportée ?"),  # a question
        ("会場は市民ホールです", "会場は市民ホールのまま、変更はありません"),  # nothing moved
        ("the hike was moved to Sunday", "the hike is postponed again"),  # the older moved it already
        ("I live in Denver now", "when I first moved to Denver I had a roommate from Texas"),  # the past, setting a scene
        ("报告会在周三", "上次报告会推迟的时候大家都很生气"),
    ],
)
def test_a_deadline_a_recurring_event_or_another_thing_is_not_moved(old: str, new: str) -> None:
    assert not moves(old, new)


def test_a_recurring_event_moved_from_now_on_is_moved() -> None:
    assert moves("팀 회의는 매주 월요일 10시입니다.", "다음 주부터 팀 회의를 목요일 3시로 변경합니다.")
    assert not moves("팀 회의는 매주 월요일 10시입니다.", "이번 주 팀 회의만 목요일로 변경합니다.")  # this week only
