"""Where a message could hold a request in a clause of its own: each short clause, with the rest as its content."""

from __future__ import annotations

import pytest

from longtermmemory.memory.request_clauses import MAX_CLAUSE_CHARS, ClauseSplit, clause_readings, clause_splits
from longtermmemory.memory.request_cue import MAX_REQUEST_CHARS, only_calls_the_bot


@pytest.mark.parametrize(
    ("message", "split"),
    [
        (
            "Nadia is on nights from Monday. make a note of that",
            ClauseSplit("make a note of that", "Nadia is on nights from Monday"),
        ),
        (
            "hold onto this for me: the router is in the closet",
            ClauseSplit("hold onto this for me", "the router is in the closet", labels=True),
        ),
        ("记在心里哈：老陈不吃香菜", ClauseSplit("记在心里哈", "老陈不吃香菜", labels=True)),
        ("Noor lent me her tent — keep track of this", ClauseSplit("keep track of this", "Noor lent me her tent")),
        ("대신 챙겨 줘, 수도요금은 25일 자동이체", ClauseSplit("대신 챙겨 줘", "수도요금은 25일 자동이체")),
    ],
)
def test_a_short_clause_set_off_by_punctuation_is_offered_with_the_rest_as_content(message: str, split: ClauseSplit) -> None:
    assert split in clause_splits(message)


@pytest.mark.parametrize(
    ("message", "split"),
    [
        (
            "hey memory bot, hang on to this: the spare keys are under the pot",
            ClauseSplit("hang on to this", "the spare keys are under the pot", labels=True),
        ),
        ("Omar works nights now. Bot, for the record", ClauseSplit("for the record", "Omar works nights now")),
        ("ボットさん、胸に刻んどいて、予備の鍵は青い鉢の下", ClauseSplit("胸に刻んどいて", "予備の鍵は青い鉢の下")),
    ],
)
def test_a_clause_that_only_calls_the_bot_is_neither_the_request_nor_content(message: str, split: ClauseSplit) -> None:
    splits = clause_splits(message)
    assert split in splits
    assert not any(only_calls_the_bot(s.clause) for s in splits)


@pytest.mark.parametrize(
    ("message", "clause"),
    [("log it: I ran 10k today", "log it"), ("bot, garde une trace : 10 km en 52 min", "garde une trace")],
)
def test_a_clause_opening_the_message_before_a_colon_labels_what_follows(message: str, clause: str) -> None:
    assert [s.labels for s in clause_readings(message) if s.clause == clause] == [True]
    assert not any(s.labels for s in clause_readings(message) if s.clause != clause)


@pytest.mark.parametrize(
    "message",
    [
        "saving this to my phone notes: dentist moved to the 22nd",  # what the speaker is doing
        "내 폰 메모장에 적어둠: 수요일 건강검진 결과 제출",  # a noun form notes what is done
        "もしボットが全部覚えてたら: このグループの黒歴史やばい",  # a condition supposes
    ],
)
def test_a_clause_that_reports_the_speakers_own_noting_is_not_offered(message: str) -> None:
    assert [s.clause for s in clause_readings(message)] == [message.split(":")[1].strip()]


@pytest.mark.parametrize("clause", ["Bot", "hey memory bot", "@bot", "ボットさん", "봇아", "机器人"])
def test_a_call_of_the_bot_alone_only_calls_it(clause: str) -> None:
    assert only_calls_the_bot(clause)


@pytest.mark.parametrize("clause", ["bot 记一下", "note this bot", "the bot is down", "Roboter"])
def test_a_clause_with_more_than_a_call_does_more(clause: str) -> None:
    assert not only_calls_the_bot(clause)


def test_every_clause_is_offered_and_a_long_one_is_content_only() -> None:
    long_clause = "the plumber comes on Tuesday between nine and eleven in the morning"
    assert len(long_clause) > MAX_CLAUSE_CHARS
    assert [s.clause for s in clause_splits(f"{long_clause}, keep track of this")] == ["keep track of this"]
    assert [s.clause for s in clause_splits("the gym is shut, noted")] == ["the gym is shut", "noted"]
    assert clause_splits("noted, thanks") == []  # "thanks" is nothing to store, and "noted," may call a member


@pytest.mark.parametrize(
    "message",
    [
        "one clause and nothing else",
        "can you keep this in mind?",  # a question alone asks, it tells nothing
        "@marta apunta esto: la cena es a las 9",  # said to a member
        "guys, note this: the lift is out",  # said to the group
        "hold onto this: " + "x" * MAX_REQUEST_CHARS,  # too long to be a request
        "I'll never forget that concert, it was amazing",  # a cue `find_request` judged (and turned down)
        "Liebe Kolleginnen und Kollegen, merken Sie sich bitte, dass die Kantine zu ist.",
    ],
)
def test_no_split_is_offered_for_a_message_that_is_no_request_to_the_bot(message: str) -> None:
    assert clause_splits(message) == []


def test_a_message_that_asks_offers_only_its_question_with_the_fact_before_it_as_content() -> None:
    assert clause_splits("Our landlord's number is 555-0147.\nCan you hang onto that?") == [
        ClauseSplit("Can you hang onto that?", "Our landlord's number is 555-0147")
    ]
    assert clause_splits("집주인 번호 010-1234-5678\n이거 챙겨둘 수 있어?") == [
        ClauseSplit("이거 챙겨둘 수 있어?", "집주인 번호 010-1234-5678")
    ]


def test_a_clause_after_a_member_called_by_name_or_before_a_question_word_is_not_offered() -> None:
    clauses = [s.clause for s in clause_splits("Mama, merk dir bitte, wann der Klempner kommt")]
    assert "merk dir bitte" not in clauses  # "Mama," calls a member; and what follows asks "when"
    assert clause_splits("keep track of this: who brings the cake") == []  # a cue: judged, and turned down (it asks who)


def test_an_asking_clause_amid_chat_keeps_what_follows_it_unless_it_points_back() -> None:
    chat = "so tired today, the printer died again. hold onto this, Ana's flight lands at 6"
    assert ClauseSplit("hold onto this", "Ana's flight lands at 6") in clause_splits(chat)
    pointing = "Nadia is on nights from Monday, make a note of that, thanks"
    assert ClauseSplit("make a note of that", "Nadia is on nights from Monday") in clause_splits(pointing)
    closing = "long day lol. jot it down pls: the gym closes at 9, ok"  # "it" points: the rest is kept whole
    assert all(split.content != "ok" for split in clause_splits(closing))


@pytest.mark.parametrize(
    "message",
    [
        "机器人，设个提醒：周五下午三点开周会",
        "bot, set a reminder: dentist friday 3pm",
        "Erinnerung bitte: Müll raus am Dienstag",
    ],
)
def test_a_message_asking_for_a_reminder_offers_no_clause(message: str) -> None:
    assert clause_readings(message) == []


@pytest.mark.parametrize(
    "said",
    [
        "我得记一下，小刘的新地址是朝阳区建国路88号",
        "faut que je le note quelque part : la nouvelle adresse de Kaï c'est 14 rue des Ormes",
    ],
)
def test_a_clause_whose_subject_is_the_speaker_is_their_own_note(said: str) -> None:
    assert clause_readings(said) == []


@pytest.mark.parametrize(
    ("said", "asks_not_to"),
    [
        ("@bot no recuerdes esto, solo le respondo a Sara: la entrega es el viernes", "no recuerdes"),
        ("@机器人 这个不用记，我只是回答一下莎莎：截止日期是周五", "不用记"),
        ("@봇 이건 기억 안 해도 돼, 그냥 사라한테 답한 거야: 마감은 금요일", "안 해도"),
        ("@bot das musst du dir nicht merken, ich beantworte nur Saras Frage: Abgabe ist Freitag", "nicht merken"),
    ],
)
def test_a_clause_that_asks_not_to_keep_is_never_the_request(said: str, asks_not_to: str) -> None:
    assert not any(asks_not_to in split.clause for split in clause_readings(said))


def test_a_clause_that_only_says_for_your_information_is_offered_as_no_request() -> None:
    for message in ("For your information, the gym closes at 9 on Sundays.", "Zur Info: die Kantine ist heute zu."):
        assert all(
            "information" not in split.clause.lower() and "info" not in split.clause.lower() for split in clause_splits(message)
        )
