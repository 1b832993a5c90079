"""The words that ask the bot to forget: the verb found, and what the message names beside it."""

from __future__ import annotations

import unicodedata

import pytest

from longtermmemory.memory.forget_words import forget_verb, forgets_the_last, names_a_chat_item, removes_anything


@pytest.mark.parametrize(
    ("text", "verb", "named"),
    [
        ("bot, forget what i said about the potluck", "forget", " what i said about the potluck"),
        ("@memo olvida lo que dije del alquiler", "olvida", " lo que dije del alquiler"),
        ("¿puedes borrar la dirección del piso?", "borrar", " la dirección del piso?"),
        ("merci d'effacer tout ce qui concerne ma santé.", "effacer", " tout ce qui concerne ma santé."),
        ("veuillez oublier mon ancienne adresse.", "oublier", " mon ancienne adresse."),  # the formal imperative
        ("das mit leipzig kannst du vergessen, bot", "vergessen", "das mit leipzig kannst du "),
        ("das mit meinem umzug kannste vergessen", "vergessen", "das mit meinem umzug kannste "),  # "kannst du" run together
        ("zappe ce que j'ai dit sur mon stage", "zappe", " ce que j'ai dit sur mon stage"),  # slang
        ("le solicito que elimine la nota del martes", "elimine", " la nota del martes"),
        ("推しの件は忘れて恥ずかしい", "忘れて", "推しの件は"),
        # leave to forget, asked politely
        ("you may disregard my old phone number.", "disregard", " my old phone number."),
        ("i would like you to erase the note about my salary.", "erase", " the note about my salary."),
        ("古い番号は忘れていただいて構いません。", "忘れていただいて構いません", "古い番号は"),
        ("예전 번호는 잊어 주셔도 됩니다.", "잊어 주셔도 됩니다", "예전 번호는 "),
        ("老周回国那件事别记了，他又不回来了", "别记了", "老周回国那件事"),
        ("엄마 병원 메모 이제 지워도 돼 퇴원하셨어", "지워도 돼", "엄마 병원 메모 이제 "),
        # undo, discard, cancel and "no longer remember", in each language's asking form
        ("@bot deshaz lo que guardaste sobre la barbacoa", "deshaz", " lo que guardaste sobre la barbacoa"),
        ("bot ya no recuerdes que vivo en vigo", "ya no recuerdes", " que vivo en vigo"),
        ("bot, je vous prie de retirer mon ancienne adresse", "retirer", " mon ancienne adresse"),
        ("bot, mach rückgängig, was du über meinen job weißt", "mach rückgängig", ", was du über meinen job weißt"),
        ("@bot 撤销刚才记的生日", "撤销", "刚才记的生日"),
        ("旧住所の情報は記録から外してください", "外してください", "旧住所の情報は記録から"),
        ("旧住所の情報を破棄していただけますか", "破棄していただけますか", "旧住所の情報を"),
        ("내 생일 기억하는 거 그만해", "기억하는 거 그만해", "내 생일 "),
        ("机器人忘掉我的车牌号吧", "忘掉", "我的车牌号吧"),  # the bot called with no mark before the verb
        ("以后别再记着我的手机号了，换号了", "别再记着", "我的手机号了，换号了"),  # "from now on" before it
        ("記録を消去していただけますでしょうか。", "消去していただけますでしょうか", "記録を"),
        ("아까 말한 회식 장소 잊어버려 바뀜", "잊어버려", "아까 말한 회식 장소 "),  # its helper verb, then the next word
        # a topic named first, taken back by a pronoun
        ("lo de la cena de empresa olvídalo, al final no hay", "olvídalo", "lo de la cena de empresa "),
        ("le numéro de mon frère tu peux l'oublier, il a changé", "tu peux l'oublier", "le numéro de mon frère "),
        ("다음 주 회의 그거 잊어버려 취소됐대", "그거 잊어버려", "다음 주 회의 "),
        ("nvm forget the gym schedule, i quit", "forget", " the gym schedule, i quit"),
        ("봇 아까 말한 거 잊어버려 ㅋㅋ 잘못 말함", "잊어버려", "봇 아까 말한 거 "),  # a laugh ends the clause
        # a subjunctive after "le ruego que", "mejor" before the imperative, a keeping no longer needed, a question
        ("bot, le ruego que elimine mi antigua dirección", "elimine", " mi antigua dirección"),
        ("bot mejor olvida lo último que te dije", "olvida", " lo último que te dije"),
        ("bot du musst dir nicht mehr merken, dass ich single bin", "du musst dir nicht mehr merken", ", dass ich single bin"),
        ("bot t'as plus besoin de retenir mon adresse", "t'as plus besoin de retenir", " mon adresse"),
        ("신발 사이즈 메모 지워줄 수 있어?", "지워줄 수 있어", "신발 사이즈 메모 "),
        ("ボット、私の住所はもう覚えてなくていいよ笑", "覚えてなくていいよ", "ボット、私の住所はもう"),
        ("ボット やっぱ今のなしで", "今のなしで", "ボット やっぱ"),
        # a keeping no longer needed, said to the bot; a formal request with an elided "de"
        ("you don't need to remember my old address anymore", "you don't need to remember", " my old address anymore"),
        ("ya no tienes que acordarte de mi talla", "ya no tienes que acordarte", " de mi talla"),
        ("je vous prie d'oublier mon ancien numéro", "oublier", " mon ancien numéro"),
        ("총무 얘기 까먹어줘ㅋㅋ", "까먹어줘", "총무 얘기 "),  # "forget it" in slang
        ("@Lumo tu peux arrêter de retenir que je suis au régime", "arrêter de retenir", " que je suis au régime"),
    ],
)
def test_the_verb_and_what_it_names(text: str, verb: str, named: str) -> None:
    assert forget_verb(text) == (verb, named)


@pytest.mark.parametrize(
    ("text", "verb"),
    [("forgett my phone number pls", "forget"), ("vergis das mit dem apfelsaft", "vergiss"), ("oubli ma taille", "oublie")],
)
def test_a_slip_of_one_letter_is_read_as_the_verb(text: str, verb: str) -> None:
    found = forget_verb(text)
    assert found is not None and found[0] == verb


@pytest.mark.parametrize(
    "text",
    [
        "i forgot my umbrella",  # a past form is no slip of "forget"
        "j'ai oublié mes clés",
        "forge the key, then temper it",  # nor is a consonant left out at the end
        "merkbot, vergiss nicht, dass ich bereitschaft hab",  # "don't forget": a reminder
        "oublie pas vos gourdes",
        "oubliez pa demain c l'anniv de nina!!",  # "pas" typed short
        'he typed "forget it" and left',  # a verb inside a quotation
        "vimos '¡Olvídate de mí!' en la tele y quedé destruida",  # a film's title in single quotes
        "ich hab meinen schlüssel vergessen",  # a participle with no modal before it
        "傘を忘れて行った",  # left behind
        "나 우산 잊어버렸어",
        "나 어제 우산 잊어버렸어 ㅋㅋ 비 맞음",
        "아 됐어 잊어버려 ㅋㅋ 그냥 내가 갈게",  # never mind
        "자꾸 잊어버려 나이 들었나봐",  # "I keep forgetting": forgetful, no request
        "민수야 그거 까먹어 ㅋㅋ",  # slang said to a member, not asked as a favour
        "以后别忘了带伞",  # "don't forget": a reminder
        "bah olvídalo, pedimos pizza",  # an interjection, no topic
    ],
)
def test_no_verb_that_asks(text: str) -> None:
    assert forget_verb(text) is None


def test_a_verb_that_removes_anything_is_told_apart() -> None:
    assert removes_anything("clear") and removes_anything("quitar") and removes_anything("빼줘")
    assert removes_anything("annule") and removes_anything("anula")  # a booking is cancelled too
    assert not removes_anything("forget") and not removes_anything("olvida")


def test_a_photo_a_voice_message_or_a_file_of_the_chat_is_no_memory() -> None:
    for text in ("borra ese audio, que se oye a tu jefe", "delete that pic of me pls", "那张照片删掉吧", "그 사진 지워줘"):
        found = forget_verb(text)
        assert found is not None and names_a_chat_item(found[1]), text
    found = forget_verb("forget what I said about the potluck")
    assert found is not None and not names_a_chat_item(found[1])


def test_a_shared_folders_documents_are_files_and_a_members_email_address_is_a_fact() -> None:
    for text in ("merci de supprimer les brouillons du dossier commun", "古いスライドは削除しといて"):
        found = forget_verb(text)
        assert found is not None and names_a_chat_item(found[1]), text
    for text in ("bot forget my personal email, it's dead", "le pido que borre mi dirección de correo del trabajo"):
        found = forget_verb(text)
        assert found is not None and not names_a_chat_item(found[1]), text


def test_a_laugh_typed_after_a_korean_verb_is_read_as_the_service_folds_it() -> None:
    """NFKC turns the compatibility jamo of "ㅋㅋ" into conjoining ones: the verb before them still ends the clause."""
    folded = unicodedata.normalize("NFKC", "내 키 기억하는 거 그만해 ㅋㅋ")
    assert folded != "내 키 기억하는 거 그만해 ㅋㅋ" and forget_verb(folded) == ("기억하는 거 그만해", "내 키 ")


@pytest.mark.parametrize(
    "text",
    [
        "take my workout logs off your memory",
        "veuillez retirer de votre mémoire l'ancienne date de la réunion",
        "quita la dirección vieja de tu memoria",
        "nimm meine allergien bitte aus deinem gedächtnis",
        "请将聚餐垫付的记录从记忆中移除。",
        "봇 내 알레르기 정보 기억에서 빼줘",
    ],
)
def test_a_verb_of_removing_from_the_bots_memory_asks_to_forget(text: str) -> None:
    found = forget_verb(text)
    assert found is not None and found[0] == "forget from memory" and not removes_anything(found[0])


@pytest.mark.parametrize("text", ["i drew it from memory", "je le connais de mémoire", "take the cake out of the oven"])
def test_memory_without_a_removal_from_it_asks_nothing(text: str) -> None:
    assert forget_verb(text) is None


@pytest.mark.parametrize(
    "said",
    [
        "@bot wait no forget that. nvm",
        "bot scratch that",
        "@bot das eben bitte wieder vergessen, war falsch",
        "bot laisse tomber ce que je viens de dire mdr",
        "@bot olvídalo, no guardes eso",
        "ボット やっぱ今のなしで",
        "机器人刚才那条别记了，我说错了",
        "봇 방금 거 지워",
    ],
)
def test_a_request_pointing_at_what_was_just_said_forgets_the_last(said: str) -> None:
    assert forgets_the_last(said)


@pytest.mark.parametrize(
    "said",
    [
        "don't forget that",  # a reminder
        "bot forget that Ken is vegan",  # a fact follows: not pointed at
        "forget it, I'll order pizza",  # "forget it": as often "never mind"
        "bot forget what I said about the potluck",  # names what to forget
        "vergiss das nicht",
    ],
)
def test_a_reminder_a_named_fact_or_forget_it_is_no_forget_of_the_last(said: str) -> None:
    assert not forgets_the_last(said)


@pytest.mark.parametrize(
    "text",
    [
        "¿sería tan amable de eliminar mi número de teléfono de sus registros?",  # a formal request
        "würden sie bitte meine telefonnummer aus ihrem gedächtnis entfernen?",
        "le truc comme quoi karim boit pas d'alcool, tu peux l'oublier",  # a clitic before the infinitive
        "之前说老张不喝酒那条作废，他现在喝了",  # an entry declared void
        "算了，刚才那个你当没听过吧",  # pretend not to have heard it
    ],
)
def test_formal_and_indirect_requests_to_forget_name_their_verb(text: str) -> None:
    assert forget_verb(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "기억한 거 어떻게 지워?",
        "how do i delete what you saved?",
        "这张发票作废了，重新开一张",
        "忘了跟你们说，我下周请假",  # what the speaker forgot to do
        "忘了带钥匙，谁在家？",
        "やば、鍵会社に忘れてきた",  # left behind
    ],
)
def test_a_question_how_or_an_invoice_made_void_asks_no_forget(text: str) -> None:
    assert forget_verb(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "ダイエットの目標体重、覚えなくていいよ恥ずいから",  # no mark before the next clause
        "pas besoin de retenir mon code de vestiaire, j'ai changé de salle",
    ],
)
def test_no_need_to_remember_asks_to_forget(text: str) -> None:
    assert forget_verb(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "昨日登録した歓迎会の場所は取り消しでお願いします",  # a formal cancel with a favour after it
        "봇 내 생일 메모 지워 이제 필요 없어",  # a bare imperative before the next word
        "小助手 把我的手机号删了",  # 把 before a verb of deleting
    ],
)
def test_a_cancel_asked_formally_a_bare_korean_imperative_and_ba_before_deleting_ask_to_forget(text: str) -> None:
    assert forget_verb(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "帮我把这段话翻译成日语：别忘了带伞",  # 把 before another verb; the 忘 is inside what is to translate
        "さっきの写真消したから見なかったことにして",  # pretending not to have seen a message, said to the group
        "사진 지워 버렸어 어떡해",  # a helper verb after it: done, not asked
        "아 잊어 그냥 내가 찾아볼게",  # after an interjection: never mind
        "das bitte nicht speichern, ich will nur meckern",  # this very message: nothing kept to forget
        "이건 저장하지 마 그냥 하소연이야",
    ],
)
def test_translating_not_having_seen_and_a_deletion_done_ask_no_forget(text: str) -> None:
    assert forget_verb(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "내 연봉 정보는 저장하지 말아 주세요",
        "meine Adresse bitte nicht speichern, ist privat",
        "merci de ne pas conserver mon numéro",
        "Kontonummer bitte nicht speichern",
    ],
)
def test_keeping_asked_not_to_be_done_asks_to_forget(text: str) -> None:
    assert forget_verb(text.casefold()) is not None
