"""A statement said again with its values in other formats and a few words of its own (`memory.values_restated`)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.values_restated import restates_values_in_other_words


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Das Meeting beginnt um 15 Uhr.", "Meeting 15:00, bitte pünktlich."),
        ("La réunion commence à 15h.", "Début de la réunion : 15h00."),
        ("La reunión empieza a las 15:00.", "La reunión comienza a las tres de la tarde."),
        ("集合は13時に改札前", "午後1時に改札のとこ集合ね"),
        ("会议下午三点开始", "会议15:00开始，别迟到"),
        ("mon anniv c'est le 4 août", "4/08 c'est mon anniv, notez-le"),  # a month's name and its number
        ("我生日是6月9号", "6.9生日，别忘了哈"),  # one pair of characters names the thing
    ],
)
def test_the_same_moment_in_other_words_is_said_again(old: str, new: str) -> None:
    assert restates_values_in_other_words(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a day and an hour shared by two events: "dienstags" names no one thing
        ("Chorprobe dienstags 20 Uhr im Gemeindehaus", "Stammtisch ist immer dienstags um 20 Uhr im Goldenen Hirsch"),
        ("Mon anniversaire c'est le 14 juillet", "La médiathèque sera fermée le 14 juillet."),
        # an hour said of no clock ("Gleis 7") is no time of day
        ("Treffpunkt ist der Hauptbahnhof, Gleis 7", "Treffpunkt 19 Uhr am Hauptbahnhof."),
        # another day counted from today: tomorrow, the day after
        ("明日9時半に駅前集合して研修", "明後日9時半に駅前集合して面談"),
        # "Uhr" names no thing
        ("mein Zug kommt um 18 Uhr an", "Training um 18 Uhr"),
        # a month alone pins no moment
        ("mein Sohn kommt im September in die Schule", "die Kleine kommt im September in die Kita"),
        # another value, a change, a question
        ("Das Meeting beginnt um 15 Uhr.", "Meeting jetzt um 16:00."),
        ("La réunion commence à 15h.", "La réunion est déplacée à 15h30."),
        ("Das Meeting beginnt um 15 Uhr.", "Meeting um 15:00?"),
    ],
)
def test_another_thing_or_value_is_not(old: str, new: str) -> None:
    assert not restates_values_in_other_words(old, new)


@pytest.mark.parametrize(
    ("old", "new"), [("晚饭是8点", "更正一下，晚饭是8点"), ("the party is at 8pm", "sorry, typo earlier: the party is at 8pm")]
)
def test_a_correction_is_no_restatement_however_alike_its_values(old: str, new: str) -> None:
    assert not restates_values_in_other_words(old, new)
