"""What a correction corrects: the words of an error, the values it changes, the speaker's latest statement."""

import pytest

from longtermmemory.memory.corrections import (
    CORRECTION_WINDOW_SECONDS,
    admits_error,
    corrected_statement,
    corrects,
    corrects_when_called,
    denies_its_value,
    only_revises,
    replaces_in_kind,
    replaces_instead,
    reverts,
    value_clause,
)
from longtermmemory.memory.decisions import Neighbour
from longtermmemory.memory.told_of import told_of


@pytest.mark.parametrize(
    "text",
    [
        "oops, typo: the cabin is number 18",
        "I meant Thursday, not Tuesday",
        "sorry, 我打错了，是三楼",
        "すみません、書き間違えました。9時です",
        "아 오타예요 3층이에요",
        "me equivoqué, es el jueves",
        "Tippfehler, es ist Raum 12",
        "je me suis trompée, c'est mardi",
    ],
)
def test_the_words_of_an_error_are_read_in_each_language(text: str) -> None:
    assert admits_error(text)


@pytest.mark.parametrize(
    "text",
    ["the cabin is number 18", "I typed up the minutes", "我是老师", "ich habe es versprochen", "c'est mardi"],
)
def test_a_statement_that_names_no_error_is_no_correction(text: str) -> None:
    assert not admits_error(text)


def test_a_correction_gives_a_value_the_corrected_statement_lacks() -> None:
    assert corrects("The cabin is number 81", "sorry, typo: it's 18")
    assert corrects("Dinner is on Tuesday", "I meant Thursday, sorry")
    assert not corrects("The cabin is number 18", "sorry, typo: it's 18")  # nothing new to put in its place
    assert not corrects("I love hiking", "sorry, typo: it's 18")  # nothing there to correct


def test_no_correction_of_a_question_another_name_or_an_earlier_correction() -> None:
    assert not corrects("The cabin is number 81", "typo? is it 18?")
    assert not corrects("The cabin is number 81", "sorry, typo: Maria's cabin is 18")
    assert not corrects("sorry, typo: the cabin is 81", "oops, I meant 18")  # a correction is not corrected by the rule


def said(episode_id: str, at: float, active: bool = True, sender: str = "u1") -> Neighbour:
    return Neighbour(episode_id, 0.5, sender, "the cabin is number 81", active=active, created_at=at)


def test_a_correction_corrects_the_speakers_latest_statement_made_within_its_window() -> None:
    now = 10 * CORRECTION_WINDOW_SECONDS
    nearest, latest = said("near", now - 3_600), said("late", now - 60)
    assert corrected_statement([nearest, latest], now) == latest
    assert corrected_statement([nearest, said("retired", now - 1, active=False)], now) == nearest
    assert corrected_statement([said("old", now - CORRECTION_WINDOW_SECONDS - 1)], now) is None
    assert corrected_statement([], now) is None


def test_a_bare_correction_is_tied_to_its_statement_by_the_kind_of_value_it_replaces() -> None:
    assert replaces_in_kind("my number ends in 4471", "sorry, it's 4417")
    assert replaces_in_kind("The quiz starts at 7pm", "I meant 8pm")
    assert replaces_in_kind("The quiz is on Tuesday", "I meant Thursday")
    assert not replaces_in_kind("my number ends in 4471", "sorry, it's 18")  # another kind of number
    assert not replaces_in_kind("The quiz is on Tuesday", "I meant 8pm")
    assert not replaces_in_kind("The quiz starts at 7pm", "sorry, 7pm and 9pm")  # adds one, replaces none


def test_a_correction_that_denies_a_value_corrects_only_a_statement_holding_it() -> None:
    assert corrects("The hall seats 80", "correction: it seats 60, not 80")
    assert not corrects("The party is on the 20th", "correction: it seats 60, not 80")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The quiz starts at 7pm on Friday", "make that 8pm"),
        ("we have 30 chairs for the fair", "nah, 25 now"),
        ("读书会周二晚上八点", "改成周三吧"),
        ("周五晚上六点烧烤", "改七点吧"),  # the new value in Chinese numerals
        ("包间订了六个人的", "改成八个，老李两口子也来"),
        ("勉強会は木曜の19時から", "やっぱり20時で"),
        ("스터디 목요일 7시", "8시로 바꿔요"),
        ("La cena es el sábado a las 8", "mejor a las 10"),
        ("Probe ist Dienstag um 18 Uhr", "doch lieber Mittwoch"),
        ("Le match est samedi à 15h", "plutôt 16h"),
        ("居酒屋5人で取った", "やっぱ7人にする、兄も来るって"),  # a kin who comes is the reason, not the holder
        ("횟집 4명 예약했어", "6명으로 바꿈! 누나랑 매형도 온대"),
        ("mesa para 4 en el asador", "mejor pon 6, se apuntan mi primo y su novia"),
        ("횟집 4명 예약함", "6명으로 늘림ㅋㅋ 동생들도 온대"),  # laughter closes the clause, and raising is a reply
    ],
)
def test_a_reply_that_only_gives_a_new_value_revises_the_statement_it_follows(old: str, new: str) -> None:
    assert only_revises(old, new) and replaces_in_kind(old, new) and corrects(old, new)


def test_a_short_statement_of_a_thing_of_its_own_revises_nothing() -> None:
    assert not only_revises("The workshop is on Thursday at 9", "Room 12.")  # a room, not another time
    assert not only_revises("The gym opens at 6 on weekdays", "Sunday 9")  # a day the older names not: another slot
    assert not only_revises("Dentist at 10", "karaoke at 9")
    assert not only_revises("I've got 2 cats", "make that 8pm")  # a time of day, where the older gives none
    assert not only_revises("I fly to Porto on the 3rd", "back on the 10th")  # the other end of the trip
    assert not only_revises("call me at +1 415 555 0132", "call 555-867-5309")  # a phone is no value a reply revises
    assert not only_revises("In chat 1 we talked about plan 3", "In chat 1 we talked about plan 4")  # a statement again
    assert not only_revises("图书馆工作日晚上十点关门", "周日下午五点关门")
    assert not only_revises("我家有两只猫", "三只狗")  # a thing of its own
    # a German ordinal's point and a title's end no clause: the event or the speaker after them is a thing of its own
    assert not only_revises("die Hochzeit meiner Schwester ist am 8. Juni", "am 7. abends ist Polterabend")
    assert not only_revises("Um 10:00 Uhr spricht Prof. Keller.", "Um 11:00 Uhr spricht Prof. Braun.")


def test_a_correction_is_read_in_its_first_clause_that_gives_a_value() -> None:
    # the clause after the value says why, and may name the value it replaces
    assert value_clause("ごめん土曜だったわ、金曜は俺が残業") == "ごめん土曜だったわ"
    assert value_clause("no, llega a las 20:40, miré el de ida jaja ¿alguien me recoge?") == "no, llega a las 20:40"
    assert value_clause("no value here at all") == "no value here at all"
    assert corrects("飲み会は金曜ね", "ごめん土曜だったわ、金曜は俺が残業")
    assert replaces_in_kind("飲み会は金曜ね", "ごめん土曜だったわ、金曜は俺が残業")
    assert corrects("mi vuelo llega a las 18:40", "no, llega a las 20:40, miré el de ida jaja ¿alguien me recoge igual?")
    assert corrects("Stammtisch ist diesmal Dienstag", "sorry, meinte Mittwoch! Dienstag hab ich Training")


def test_an_apology_with_the_value_that_replaces_one_admits_an_error() -> None:
    assert admits_error("perdón era el miércoles, me lié con las fechas")
    assert admits_error("scratch that, quiz is WEDNESDAY")
    assert admits_error("아 미안 수요일임")
    assert admits_error("あ、ちがった20時半着だった")
    assert not admits_error("the quiz is on Wednesday")
    # what one said, taken back by what follows it
    assert admits_error("I said tuesday — it's wednesday. sorry, brain fog")
    assert admits_error("j'ai dit mardi — c'est mercredi, pardon")
    assert admits_error("先ほど火曜と申しましたが、水曜日です。")
    assert not admits_error("I said no to the job")


def test_a_time_of_day_is_a_value_a_reply_revises() -> None:
    assert corrects("明日10時にハチ公前ね", "10時半で！寝坊しそう")  # 10:30 for 10:00
    assert only_revises("明日10時にハチ公前ね", "10時半で！寝坊しそう")
    assert only_revises("rdv 20h devant le ciné", "plutôt 20h30, je sors tard du boulot")
    assert not only_revises("rdv 20h devant le ciné", "le resto ouvre à 20h30")  # a thing of its own
    # a reason or a call to the group beside the new time, or after a Korean proposal
    assert only_revises("周六晚上七点海底捞，五个人", "改八点了兄弟们，排号排到天荒地老")
    assert only_revises("금요일 7시 강남역 11번 출구", "8시로 미루자 나 야근 각ㅠㅠ")
    assert only_revises("Grillen Samstag ab 15 Uhr", "machen lieber 17 Uhr, vorher isses eh zu heiß")
    assert only_revises("apéro chez moi samedi 19h", "on dit 20h finalement, je rentre tard du taf")


def test_how_many_we_will_be_revises_a_count() -> None:
    assert only_revises("mesa para 6 a las 21:30", "al final somos 8")
    assert only_revises("hab nen Tisch für 6 beim Griechen, 19:30", "mach 8 draus")
    assert only_revises("j'ai réservé pour 6 à 20h", "finalement on sera 8")


def test_a_value_that_heads_what_follows_is_its_label_not_a_reply() -> None:
    assert value_clause("Mardi, rendez-vous à la banque") == "Mardi, rendez-vous à la banque"
    assert not only_revises("Lundi, contrôle technique de la voiture", "Mardi, rendez-vous à la banque")


def test_an_apology_after_the_value_is_for_something_else() -> None:
    assert not admits_error("1:1s this week are pushed to Wednesday, sorry for the shuffle.")
    assert admits_error("sorry, meinte Mittwoch! Dienstag hab ich Training")


def test_a_return_to_a_value_of_the_kind_changed_takes_the_change_back() -> None:
    assert reverts("Standup moved to 10am", "standup is back at 9:30 like before")
    assert reverts("필라테스 목요일로 옮겨졌어", "필라테스 다시 수요일로 돌아옴")
    assert reverts("这学期钢琴课改到周六了", "钢琴课又改回周日了")
    assert not reverts("we moved to Osaka", "going back to Osaka next week")  # no value of the kind changed
    assert not reverts("Practice is on Wednesday this week", "practice is back on Tuesday")  # no change announced
    assert not reverts("Yoga moved to Thursday", "back at the office on Monday")  # another thing


def test_a_value_clause_then_one_more_event_corrects_nothing() -> None:
    old = "La réunion d'équipe a lieu le mardi à 14h."
    assert not corrects(old, "Mardi à 16h, il y aura également une formation sécurité obligatoire.")
    assert corrects("für den Betriebsausflug sind wir 18", "korrigiere: 22, die Azubis kommen auch mit")  # an error named


@pytest.mark.parametrize(
    ("old", "new", "denied"),
    [
        ("mi sobrina cumple 5 el día 3", "espera que cumple SEIS, no cinco, qué desastre de tía", True),
        ("meine Nichte wird am 3. fünf", "halt, sie wird SECHS nicht fünf, peinlich", True),
        ("ma nièce a 5 ans le 3", "attends elle a SIX ans pas cinq, quelle tata nulle", True),  # the unit "ans" in both
        ("the party is at 8", "the party is at 9, not 8", True),
        ("I have 5 cats", "we need 6 chairs not 5", False),  # another thing
        ("the party is at 8", "the party is at 8 not 9", False),  # the older's value given, not denied
        ("brunch is on Sunday at 11", "oops, I meant Saturday, not Sunday", True),  # a weekday; the slip admitted
        ("brunch is on Sunday at 11", "the market is on Saturday, not Sunday", False),  # no slip, another thing
        ("la comida es el lunes a las 14:00", "perdón, es el miércoles, no el lunes", True),  # an apology opens it
        ("l'apéro c'est vendredi", "désolé, c'est jeudi, pas le vendredi", True),
    ],
)
def test_a_value_given_beside_the_older_ones_denied_corrects_it(old: str, new: str, denied: bool) -> None:
    assert denies_its_value(old, new) is denied


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("La quedada es en Malasaña", "Perdón, que me lío: es en Chueca, no en Malasaña"),  # a place named in its place
        ("Stammtisch ist diesmal im Augustiner", "Sorry, im Paulaner, nicht im Augustiner! Mein Fehler"),
        ("次のフットサル、火曜19時〜", "すみません火曜じゃなくて木曜でした🙇"),  # the apology is no part of the day denied
    ],
)
def test_a_slip_admitted_with_the_olders_value_denied_corrects_it_by_a_name_too(old: str, new: str) -> None:
    assert corrects(old, new) and replaces_in_kind(old, new)


def test_a_name_beside_a_denied_value_with_no_slip_admitted_is_anothers() -> None:
    assert not corrects("Ben works at Meta", "Anna is at Google, not Meta")


def test_a_value_of_the_older_kind_said_instead_replaces_it() -> None:
    assert replaces_instead("5-a-side at 8 tonight", "pitch double booked, we're on at 9 instead")
    assert replaces_instead("pickup soccer is at 6pm tonight", "field was double booked, we're on at 19:30 instead")
    assert not replaces_instead("I drink coffee at 8", "I drink tea instead")  # no value of the older's kind


def test_a_return_like_before_or_to_one_named_thing_in_kanji_takes_the_change_back() -> None:
    assert reverts("The pool changed its opening time to 8am.", "pool opens at 7 again, like before")
    assert reverts("朝練は7時半に変更です", "朝練やっぱり7時に戻します")


def test_a_value_corrected_to_its_speaker_by_name_is_a_correction_of_theirs() -> None:
    told = told_of("Lukas", "Lukas, das ist der 15.3., steht so im Brief")
    assert told is not None and corrects_when_called("Der Elternabend ist am 14.3.", told)
    asked = told_of("Tom", "Tom, can we do 8 instead?")
    assert asked is not None and not corrects_when_called("Dinner is at 7 on Friday", asked)  # a question
    other = told_of("Tom", "Tom, my flight lands at 9 on Friday")
    assert other is not None and not corrects_when_called("Dinner is at 7 on Friday", other)  # another thing
