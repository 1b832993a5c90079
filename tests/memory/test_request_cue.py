"""Where a message asks to be remembered and what it leaves to store: structure alone, in seven languages."""

from __future__ import annotations

import pytest

from longtermmemory.memory.intent import only_hedges
from longtermmemory.memory.request_cue import (
    MAX_REQUEST_CHARS,
    Addressee,
    RequestCue,
    addressee,
    calling_the_bot,
    find_request,
    names_the_bot,
    read_request,
)

CONTENT = [
    # a cue first, after an address or a softener
    ("@bot remember that my flight is at 9:40", "my flight is at 9:40", "lead"),
    ("hey bot, take note: Leo is allergic to cats", "Leo is allergic to cats", "lead"),
    ("/remember the dishwasher needs the blue tablets", "the dishwasher needs the blue tablets", "lead"),
    ("¡bot recuerda esto! ¡me caso el 20 de septiembre!", "me caso el 20 de septiembre", "lead"),
    ("bot, schreib dir auf, dass der Klempner Mittwoch kommt", "der Klempner Mittwoch kommt", "lead"),
    ("bot你记一下我改名了，现在叫林一", "我改名了,现在叫林一", "lead"),  # NFKC: the full-width comma is a comma
    ("봇 잊지 마, 나 14일 있는 주는 통째로 휴가야", "나 14일 있는 주는 통째로 휴가야", "lead"),
    # spelling slips of the verb
    ("remmeber that the car is due for its MOT", "the car is due for its MOT", "lead"),
    ("rmbr my sister lives in Leeds now", "my sister lives in Leeds now", "lead"),
    ("recurda que calzo un 43", "calzo un 43", "lead"),
    # a clause after the cue, or a colon after it
    ("I'd appreciate it if you could remember that I go by Alex", "I go by Alex", "lead"),
    ("could you keep in mind that I'm allergic to shellfish?", "I'm allergic to shellfish", "lead"),  # asked, no advice
    ("zur Info für dich, bot, bitte merken: meine Partnerin heißt Sam", "meine Partnerin heißt Sam", "lead"),
    # the cue last: the content is before it, without the quoting particle
    ("Lily's pickup is 3:15 on weekdays. Remember this for me, bot.", "Lily's pickup is 3:15 on weekdays", "tail"),
    ("I drive a blue Corolla, remember that so people can find me", "I drive a blue Corolla", "tail"),
    ("please note down that the printer is on floor 3", "the printer is on floor 3", "lead"),  # asked, no notice
    ("can you remember this for me? Mia's recital is on the 14th", "Mia's recital is on the 14th", "lead"),
    ("10月13日に東京マラソン走るって覚えといて", "10月13日に東京マラソン走る", "tail"),
    ("나 다음 주 금요일 제주 간다고 기억해 줘", "나 다음 주 금요일 제주 간다", "tail"),
    ("我姐搬去成都了，记一下", "我姐搬去成都了", "tail"),
    # what a cue leaves that is no content: "q" for "que", the "吗？" of a favour asked, a particle and a call, a name
    # ending in "bot"
    ("apunta q el taller me cobró 320", "el taller me cobró 320", "lead"),
    ("能帮我记一下吗？这次年夜饭在外婆家", "这次年夜饭在外婆家", "lead"),
    ("忘れないでね、ボット。祖母の七回忌は6月8日", "祖母の七回忌は6月8日", "lead"),
    ("remember: robot vacuum is in the closet", "robot vacuum is in the closet", "lead"),
    ("rrecuerda q Carla trabaja ahora en el hospital", "Carla trabaja ahora en el hospital", "lead"),  # a slip
    ("Herr Becker zieht nach Hamburg. Bot, bitte vermerken.", "Herr Becker zieht nach Hamburg", "tail"),
    # a cue set off inside the fact: the sentence it interrupts is the content, a call after it is not
    ("Übrigens hat Selin – bitte merken – eine neue Handynummer", "Übrigens hat Selin eine neue Handynummer", "tail"),
    ("Pues resulta que Nerea, y esto apúntalo, se va a vivir a Bilbao", "Pues resulta que Nerea se va a vivir a Bilbao", "tail"),
    ("Tom is vegan, remember that, bot", "Tom is vegan", "tail"),
    # a complementiser the cue left in front
    ("make a note of the fact that Dr. Feld is on leave", "Dr. Feld is on leave", "lead"),
    # a pointer after a Chinese verb, an adverb of insistence before a Korean one, a laugh after it, a German question
    ("雨萱考上研究生了。帮我记住这件事", "雨萱考上研究生了", "tail"),
    ("이거 꼭 기억해줘. 준호가 나한테 3만원 빌려감", "준호가 나한테 3만원 빌려감", "lead"),
    ("준호가 3만원 빌려감. 이거 기억해줘 ㅋㅋ", "준호가 3만원 빌려감", "tail"),
    ("Oma kann nicht gut Treppen steigen. Merkst du dir das, Bot?", "Oma kann nicht gut Treppen steigen", "tail"),
]


@pytest.mark.parametrize(("message", "content", "position"), CONTENT)
def test_the_content_is_the_message_without_the_request(message: str, content: str, position: str) -> None:
    cue = find_request(message)
    assert cue is not None, message
    assert (cue.content, cue.position) == (content, position)


@pytest.mark.parametrize(
    "message",
    [
        "remember to bring the HDMI cable",  # an instruction to act, not a fact
        "bot don't remember this one, I'm just venting",  # turned down
        "bot, das musst du dir nicht merken",
        "bot hör auf, dir meinen Geburtstag zu merken",  # an infinitive: stop remembering
        "deja de recordar que estoy a dieta",  # stop remembering: a forget
        "arrête de retenir que je suis au régime",
        "@marta recuerda que me debes 10 pavos",  # to Marta, not to the bot
        "大家周五头脑风暴前把想法记下来哈",  # to the group
        "jot down your ideas before Friday's brainstorm, folks",
        "这个别记住",
        "봇은 대화방 바뀌어도 기억해?",  # asks whether it remembers
        "あのイベント何時からか誰か覚えてる？",  # 覚えてる: do you remember, not remember this
        "好的我记住了",  # I have remembered
        "I can't remember her name",
        "I'll never forget that concert, best night ever",  # the speaker's own memory
        "don't note that down, it's a joke",
        "Please note that the office will be closed on Monday.",  # a notice to readers
        "keep in mind I'm just guessing",  # advice to whoever reads: the bot is not asked
        "Save the date ! 🎉 Kim et Léa se marient le 9 mai",  # an invitation's set phrase
        "たかし、明日傘忘れないでね",  # a name called first: told to Takashi
        "note taking app is great",
        "recordad que el súper cierra a las 6",  # not a slip of "recuerda": a plural, to the group
        "no need to remember that, it was just a joke",  # waived
        "pas besoin de le noter",
        "不需要记住这个",
        "bot du musst dir das mit der Fahrgemeinschaft nicht mehr merken, weg damit",  # no more: a forget
        "ㅇㅋ 내가 메모해둘게",  # the speaker notes it
        "我来记一下",
        "私が覚えておくね",
        "@bot recuérdame mañana a las 8 que tengo que llamar al dentista",  # a reminder set for a time
        "recuérdame el viernes que tengo dentista",
        "제가 어제 말씀드린 주소 기억하세요?",  # asks whether the bot remembers
        "아빠가 차 키 꼭 기억하래",  # hearsay: someone said to remember
        "Fürs Protokoll: die Sitzung endete um 17 Uhr.",  # on the group's record, the bot not called
        "Que conste que yo avisé del retraso.",
        "特此备注：下周例会暂停一次。",
        "请问这个机器人能记住多久以前的消息？",  # asks how long the bot remembers
        "Information : la réunion du club aura lieu jeudi à 19 h.",  # a notice to the group
        "ojalá que recordara que era su cumple",  # a wish
        "note the date everyone",  # a bare "note" with no call of the bot
        "",
    ],
)
def test_no_request_where_the_structure_says_none(message: str) -> None:
    assert find_request(message) is None


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("@bot pls note Sam is vegan", "Sam is vegan"),  # a bare "note" right after a call of the bot
        ("Le agradecería que memorizara que los jueves tengo coro.", "los jueves tengo coro"),  # a formal subjunctive
        ("봇 꼭 새겨둬 나 오이 못 먹음", "나 오이 못 먹음"),  # a word of stress alone before the verb: the fact follows
        ("麻烦助手记一下：周五交报告", "周五交报告"),  # the assistant asked politely
        # a favour asked in a question of its own, then the fact
        ("혹시 기억해줄 수 있어? 나 라떼만 마셔", "나 라떼만 마셔"),
        ("can you remember something for me? I only drink oat milk", "I only drink oat milk"),
        ("能帮我记一下吗？我只喝冰美式", "我只喝冰美式"),
    ],
)
def test_a_request_in_these_forms_keeps_the_fact(message: str, content: str) -> None:
    cue = find_request(message)
    assert cue is not None and cue.content == content


def test_chat_after_a_favour_asked_is_no_fact() -> None:
    cue = find_request("can you remember that? lol")
    assert cue is not None and cue.content == ""


def test_a_cue_that_points_at_its_content_says_so() -> None:
    told = [find_request(m) for m in ("remember that I'm vegan", "note: I'm vegan", "I'm vegan, merk dir das")]
    assert [cue is not None and cue.told for cue in told] == [True, True, True]
    untold = find_request("rmbr I'm vegan")
    assert untold is not None and not untold.told


def test_a_request_without_content_leaves_nothing() -> None:
    assert find_request("bot 记一下") == RequestCue("", "lead", question=False)
    assert find_request("Can you remember that for me?") == RequestCue("", "lead", question=True, told=True, told_by="that")


def test_an_over_long_request_is_found_but_not_read() -> None:
    message = "remember that " + "x" * MAX_REQUEST_CHARS
    cue = find_request(message)
    assert cue is not None and cue.too_long
    assert find_request("hello " + "x" * MAX_REQUEST_CHARS) is None


def test_who_a_message_speaks_to() -> None:
    assert addressee("@bot remember that I'm vegan", "I'm vegan") == Addressee(bot=True, others=False, you_in_content=False)
    assert addressee("@marta recuerda que me debes 10 pavos", "me debes 10 pavos").others
    assert addressee("remember to drink water everyone", "").others
    # an e-mail address's "@" mentions nobody
    assert not addressee("please note our contact is j.hale@northwind.co.uk", "our contact is j.hale@northwind.co.uk").others
    assert addressee("大家さんは田中さん、メモして", "大家さんは田中さん") == Addressee(
        bot=False, others=False, you_in_content=False
    )
    told_sarah = "@sarah vergiss nicht, du schuldest mir 10 €"
    assert addressee(told_sarah, "du schuldest mir 10 €").you_in_content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("remembr that my cat is called Miso", "my cat is called Miso"),
        ("recuedra que mi gato se llama Miso", "mi gato se llama Miso"),
        ("retien que mon chat s'appelle Miso", "mon chat s'appelle Miso"),
        ("기억헤줘 우리 고양이 이름은 미소야", "우리 고양이 이름은 미소야"),
    ],
)
def test_a_slip_of_the_verb_within_one_edit_is_the_verb(said: str, content: str) -> None:
    cue = find_request(said)
    assert cue is not None and cue.content == content


@pytest.mark.parametrize(
    "said",
    [
        "recuerdo que llovía mucho",
        "I remembered that late",
        "el récord que batió",
        "pls unremember that I'm vegetarian",  # a word made of the verb, which asks the opposite
    ],
)
def test_a_form_of_the_verb_or_another_word_is_no_slip(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        # why it is asked, after the fact and before a final cue, is the request's wording
        ("駐車場は地下2階だから、迷わないように覚えといて", "駐車場は地下2階"),
        ("妹の名前はゆきだから覚えといてね", "妹の名前はゆき"),
        ("나 흰색 소나타 타, 찾기 쉽게 기억해 줘", "나 흰색 소나타 타"),
        # a Korean fact made a noun ("…인 거", "…이라는 점") for the verb to take is the fact without it
        ("봇아 내 생일 3월 3일인 거 기억해 줄래?", "내 생일 3월 3일"),
        ("경비 정산 마감일이 매월 25일이라는 점 기록해 주시겠어요?", "경비 정산 마감일이 매월 25일"),
        # when it will be of use, or that it is said in passing
        ("remember that Ana's favourite cake is cheesecake, for next time", "Ana's favourite cake is cheesecake"),
        ("ich esse kein Fleisch übrigens, bitte merken", "ich esse kein Fleisch"),
        # the first "que" after the cue opens the fact, a later one belongs to it
        ("recuerda que odio que me llamen por la mañana", "odio que me llamen por la mañana"),
        # a laugh in bare jamo or a wave dash between the cue and the fact
        ("저장 부탁 ㅎㅎ 우리 커플 노래는 '봄날'", "우리 커플 노래는 '봄날'"),
        ("控えといて〜 娘の発表会は2月11日", "娘の発表会は2月11日"),
        # a word pointing back at what was said is the final verb's object
        ("콘서트 1월 18일 잠실. 이거 기억해놔", "콘서트 1월 18일 잠실"),
        ("そうたが英検2級受かった🎉 これ覚えといて", "そうたが英検2級受かった"),
        ("雨萱考上研究生了，这件事记一下", "雨萱考上研究生了"),
        ("这个周末去爬山，记住哦", "这个周末去爬山"),
    ],
)
def test_the_words_around_the_fact_that_only_carry_the_request_are_cut(said: str, content: str) -> None:
    cue = find_request(said)
    assert cue is not None
    assert cue.content == content


@pytest.mark.parametrize(
    ("said", "content", "told"),
    [
        # inflected forms of the verbs: Japanese て-form chains, Korean helper verbs, clitics, vous and Sie forms
        ("覚えておけよ、俺の好きな色は青", "俺の好きな色は青", True),
        ("覚えておいてもらえますか、私の誕生日は5月1日です", "私の誕生日は5月1日です", True),
        ("기억해놔, 나 매운 거 못 먹어", "나 매운 거 못 먹어", True),
        ("적어 줘, 주차는 지하 2층", "주차는 지하 2층", True),
        ("guárdame esto: la llave está debajo de la maceta", "la llave está debajo de la maceta", True),
        ("gardez en mémoire que je travaille le samedi", "je travaille le samedi", True),
        ("merken Sie sich bitte, dass die Abgabe am 28. ist", "die Abgabe am 28. ist", True),
        ("bot, behalte im Kopf, dass ich kein Auto habe", "ich kein Auto habe", True),  # to the bot: no advice
        ("jot this down — the bins go out on Thursday nights", "the bins go out on Thursday nights", True),
    ],
)
def test_a_verb_is_found_by_its_inflection_not_by_a_phrase(said: str, content: str, told: bool) -> None:
    cue = find_request(said)
    assert cue is not None
    assert (cue.content, cue.position, cue.told) == (content, "lead", told)


@pytest.mark.parametrize(
    "said",
    [
        "recuérdame llamar a mamá a las 5",  # a reminder to act
        "remember the flood of 2011? the basement still smells",  # asks whether one remembers
        "notiert, ich bring den Kuchen",  # an acknowledgement: "noted"
        "Veuillez noter que les bureaux seront fermés lundi.",  # a notice to readers
        "覚えておきます、ありがとう",  # the speaker's own promise
        "기억해서 다행이야",  # "glad I remembered"
        "remember who is bringing what on Saturday",  # a question to keep track of, no fact
        "merk dir, wer was zum Grillen mitbringt",
        "recuerda quién trae qué el sábado",
    ],
)
def test_a_form_that_does_not_ask_is_no_request(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "calls"),
    [
        ("Merkbot, vergiss nicht: am 2. Advent hab ich Dienst", True),  # a name that ends in "bot"
        ("memobot, que conste: me toca fregar", True),
        ("메모봇님, 제 이름 한자는 顯입니다", True),
        ("@bot remember that", True),
        ("the robot vacuum is in the closet", False),  # a robot is no bot
        ("remember that Bob is back", False),
    ],
)
def test_a_name_that_ends_in_bot_calls_the_bot(said: str, calls: bool) -> None:
    assert names_the_bot(said) is calls


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("记一下我下周三开始休年假 @机器人", "我下周三开始休年假"),  # the bot called after the fact
        ("vergiss nicht, dass der Elternabend auf den 7. verschoben wurde, Bot", "der Elternabend auf den 7. verschoben wurde"),
        ("bot please remember that the bike shed key is in drawer 2, thx", "the bike shed key is in drawer 2"),
        ("hey bot remember that uh the dentist moved me to the 9th", "the dentist moved me to the 9th"),  # a hesitation
        ("机器人你帮我记一下嗯周四下午要去接我妈", "周四下午要去接我妈"),
        ("봇 기억해 줘 음 다음 주 금요일에 할머니 댁 가", "다음 주 금요일에 할머니 댁 가"),
        ("bot retiens que euh la kermesse c'est samedi", "la kermesse c'est samedi"),
        ("remember that 어머니 생신은 5월 4일", "어머니 생신은 5월 4일"),  # a word that opens like a hesitation stays
    ],
)
def test_a_call_or_thanks_after_the_fact_and_a_hesitation_before_it_are_not_stored(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("话说 @机器人 你帮我记住 我们家楼下的车位是B2-117", "我们家楼下的车位是B2-117"),  # chat, then the bot called
        ("so tired lol. @bot note this: Ana lands at 6", "Ana lands at 6"),
        ("そうそう @ボット 記録しといて 会議室Cは水曜午後使えない", "会議室Cは水曜午後使えない"),
        ("我老婆对芒果过敏，这个记住啊机器人", "我老婆对芒果过敏"),  # the call after the final verb
        ("Oye, apunta: mi plaza de garaje es la B-27", "mi plaza de garaje es la B-27"),  # an interjection first
        ("store this pls: the spare key is under the blue pot", "the spare key is under the blue pot"),
        ("keep track of this: Noor lent me her tent", "Noor lent me her tent"),
        (
            "泣いたわ てか話変わるけど@ボット メモして、姪っ子の入学祝いは図書カード1万円にする",
            "姪っ子の入学祝いは図書カード1万円にする",
        ),
        ("哈哈哈笑死 对了机器人记一下 小王生日5月3号", "小王生日5月3号"),  # the bot called after "by the way"
    ],
)
def test_a_request_opens_where_the_bot_is_called_or_after_a_word_that_only_calls(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "haha yeah. bot remember when we went to Osaka?",
        "long day. bot remember to buy milk",
        "Omar works nights. Bot, ok",
        "我家扫地机器人记一下路线就好了",  # a robot vacuum, not the bot
    ],
)
def test_a_call_inside_the_message_is_read_with_the_same_checks(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("大家好\n@机器人 记一下：周三物业来修水管", "周三物业来修水管"),  # a greeting to the group, then the bot asked
        ("おはよう\n@ボット 覚えておいて：来週の会議は水曜", "来週の会議は水曜"),  # a colon ends the verb's ending
        ("话说 @机器人 把小李不吃辣这事记下来哈，周五聚餐用得上", "小李不吃辣"),  # a reason after the final verb
        ("아 맞다 봇아 지훈이는 땅콩 못 먹는다는 거 기억해둬 다음 모임 때 필요하니까", "지훈이는 땅콩 못 먹는다"),
        ("いつも忘れる…bot、頭に入れといて。ゴミの日は火曜と金曜", "ゴミの日は火曜と金曜"),
        ("Would you kindly put in your memory that the lease ends in May?", "the lease ends in May"),
        ("¿Sería tan amable de tomar nota de que la reunión es el lunes?", "la reunión es el lunes"),
        ("@bot inscris que la piscine ferme à 20h", "la piscine ferme à 20h"),
        ("経理の担当は佐藤さんだと覚えておいていただけますか", "経理の担当は佐藤さんだ"),
        ("봇아 관리실 번호는 내선 204야 이거 좀 기억해줘 고마워", "관리실 번호는 내선 204야"),
        ("저는 오전 회의를 선호한다는 점 기억해 두시면 감사하겠습니다.", "저는 오전 회의를 선호한다"),  # asked as a wish
        ("Le ruego que tome nota de lo siguiente: la junta es el 12 de mayo.", "la junta es el 12 de mayo"),
        ("hey all, quick one\n@bot save this: Lena is allergic to cats", "Lena is allergic to cats"),  # not "quick one"
        ("📌 @bot Ana's train arrives at 5:10pm on the 3rd", "Ana's train arrives at 5:10pm on the 3rd"),
        ("💾 Ana's train arrives at 5:10pm", "Ana's train arrives at 5:10pm"),
        ("bot save ça stp → le code du portail est sur le frigo", "le code du portail est sur le frigo"),
        ("bot, ¿te puedes acordar de que mi cumple es el 9 de mayo?", "mi cumple es el 9 de mayo"),
        ("Koriander schmeckt nach Seife. bot, behalt das im Hinterkopf fürs Grillen", "Koriander schmeckt nach Seife"),
        ("ボット、明日は雨だって覚えといて、傘持ってく", "明日は雨"),
        ("@bot 金曜は休みって覚えてもらってもいい？", "金曜は休み"),
    ],
)
def test_a_request_after_chat_a_greeting_or_a_polite_frame_is_found(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "어제 걔가 봇한테 '기억해'라고 했는데 아무 반응 없었대ㅋㅋ",  # the bot talked about, with a particle
        "만약에 봇이 우리 대화 다 기억하면 좀 무섭겠다 ㅋㅋ",
        "そういえば @ボット 田中さんはお酒NG覚えといてね、って部長に言われた",  # the clause after reports speech
        "hay que tomar nota de todo en la reunión",
        "봇 기억해? 어제 일",  # asks whether it remembers
        "📌 Reminder: bring water tomorrow",  # a pin with no call of the bot pins a notice to the group
        'he literally typed "bot remember that I\'m vegan" yesterday and it ignored him',  # a request quoted
        "wenn ich dir sag, du sollst dir was merken, sehen das dann alle? @bot",  # a question before the call
        "自分の電話番号いまだに覚えてないわ",  # the speaker's own memory
        "ボットがうちの猫の名前覚えててちょっと感動した",  # another verb after "覚えてて": no final verb
        "behaltet im Hinterkopf, dass ich nur rate, ja?",  # said to several people
    ],
)
def test_the_bot_talked_about_or_a_request_reported_is_none(said: str) -> None:
    assert find_request(said) is None


def test_an_at_mention_of_the_bots_name_calls_it_wherever_it_stands() -> None:
    assert calling_the_bot("tu peux noter que le loyer est partagé stp @Mnemo", ["Mnemo"]) == (
        "tu peux noter que le loyer est partagé stp @bot"
    )
    assert calling_the_bot("remember that my handle is @annak", ["Mnemo"]) == "remember that my handle is @annak"


@pytest.mark.parametrize("names", [["Mnemo"], ["@Mnemo"], [" @Mnemo "]])
def test_a_bot_name_set_with_its_at_sign_still_calls_the_bot(names: list[str]) -> None:
    assert calling_the_bot("lol\n@Mnemo notier mal: Treffen am Hbf", names) == "lol\n@bot notier mal: Treffen am Hbf"
    assert calling_the_bot("El cilantro me da asco. Mnemo, tenlo en cuenta", names) == (
        "El cilantro me da asco. bot, tenlo en cuenta"
    )


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("@bot Bitte halten Sie fest, dass das Büro am 23.12. um 12 Uhr schließt.", "das Büro am 23.12. um 12 Uhr schließt"),
        ("bot, would you mind jotting down that the office closes early on Dec 23?", "the office closes early on Dec 23"),
        ("Fürs Protokoll, @bot: Staging läuft auf staging-02", "Staging läuft auf staging-02"),
        ("Que conste, @bot: el servidor de pruebas es el staging-02", "el servidor de pruebas es el staging-02"),
        ("봇 잊지마라 나 매운 거 못 먹는다", "나 매운 거 못 먹는다"),  # no space inside the verb
        ("봇 이거 킵해줘 수아는 고양이 털 알러지 있음", "수아는 고양이 털 알러지 있음"),  # "keep", as Korean says it
        ("哈哈哈笑死\n对了小助手，记住我们群周六晚上八点开黑", "我们群周六晚上八点开黑"),  # the bot called on a new line
        ("我跟你们说那家火锅真的绝了 @bot 顺便记下我家猫叫年糕", "我家猫叫年糕"),  # "by the way" before the verb
        ("@bot 📌 standup moves to 9:15 starting next week", "standup moves to 9:15 starting next week"),  # a pin after
        ("봇 📌 회비는 매달 10일까지 지훈한테", "회비는 매달 10일까지 지훈한테"),  # the call that opens the message
        ("bot ✍️ el torneo de pádel es el sábado 12", "el torneo de pádel es el sábado 12"),  # a writing hand after it
        ("jz一下 @bot 明天的会议室是3楼东侧", "明天的会议室是3楼东侧"),  # 记住, in its initials
        ("봇 기억해조 담달부터 나 야간근무임", "담달부터 나 야간근무임"),  # 줘 as it is often typed
        ("bot, please save the following for the team: the staging DB is read-only", "the staging DB is read-only"),
        ("Dear bot, kindly record that the board meets on 14 November", "the board meets on 14 November"),
        ("bot, ten presente que en el bote quedan 62 euros", "en el bote quedan 62 euros"),
        ("@bot, le agradecería que registrara que la oficina cierra el 24", "la oficina cierra el 24"),  # a subjunctive
        ("@bot souviens toi qu'à partir de mars je suis de nuit", "à partir de mars je suis de nuit"),  # no hyphen
        # a final verb that ends only what for the fact after it is kept: the fact is what follows
        ("봇, 동호회 공지용으로 기억해 둬. 다음 모임은 강남역 2번 출구", "다음 모임은 강남역 2번 출구"),
        ("ボット、みんなのために覚えておいて。燃えるゴミは火金", "燃えるゴミは火金"),
        ("小助手帮忙记着哈，周六的球场换到三号馆了", "周六的球场换到三号馆了"),
    ],
)
def test_a_request_in_a_formal_frame_a_loanword_or_after_a_marker_is_found(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "Pablo no te olvides el paraguas que va a llover a mares",  # the verb's object, then "que" says why
        "if the bot could remember things that would be so useful lol",  # a condition on what it could do
        "si el bot pudiera recordar que soy vegano sería genial",
        "@bot recuérdame a las 19h sacar la basura",  # a reminder at a time of two digits
        "我先拿小本本记下来",  # the speaker writes it down
        "等下我拿笔记一下",  # in a moment, the speaker notes it
        "Frau Schneider, könnten Sie sich bitte die Rückfragen des Kunden notieren?",  # a member called by title
        "박 대리님, 거래처 요청 사항 좀 기록해 주시겠어요?",
        "Mr. Lee, please note the client asked for a discount",
    ],
)
def test_an_object_a_condition_a_timed_reminder_or_the_speakers_own_note_is_no_request(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("ボット、わすれないでね。ゆいは猫アレルギーだよ", "ゆいは猫アレルギー"),  # the verb in kana
        ("おぼてて @bot 来週の飲み会の幹事はけんた", "来週の飲み会の幹事はけんた"),  # a kana dropped
        ("小助手 记著 小美对芒果过敏", "小美对芒果过敏"),  # 著 typed for 着
    ],
)
def test_a_verb_in_kana_with_a_letter_dropped_or_in_another_character_is_the_verb(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize("said", ["おぼれてて大変だった", "わすれものした", "기억하죠 그때"])
def test_another_verb_a_letter_away_is_no_slip(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    "said", ["note: the meeting is cancelled today", "Note : la réunion de ce soir est annulée.", "备忘：今天的会取消了"]
)
def test_a_bare_label_over_what_holds_today_is_a_notice_to_the_group(said: str) -> None:
    assert find_request(said) is None
    assert find_request(f"bot {said}") is not None  # said to the bot, it is kept


@pytest.mark.parametrize(
    "said", ["Sara no te olvides de que te toca recoger la tarta!!", "Sarah oublie pas que c'est toi qui récupères le gâteau"]
)
def test_a_member_named_before_the_cue_without_a_comma_is_called(said: str) -> None:
    assert find_request(said) is None
    for opened in ("Please remember that I am vegan", "¿Podría anotar, por favor, que la auditoría comienza el 12?"):
        assert find_request(opened) is not None  # a word that opens a sentence, or a modal, calls no one


@pytest.mark.parametrize(
    "said",
    [
        "Please take note that all expense reports must be submitted by Friday.",
        "Merci de bien vouloir noter que les notes de frais sont à remettre avant vendredi.",
        "Se ruega a todo el personal que tome nota: las dietas se entregan antes del viernes.",
    ],
)
def test_a_notice_formula_is_said_to_readers_unless_the_bot_is_called(said: str) -> None:
    assert find_request(said) is None
    assert find_request("bot, please note that I'm allergic to shellfish") is not None


@pytest.mark.parametrize(
    "said",
    [
        "켄 내일 비 온대 우산 챙기는 거 잊지 마",  # told to a member
        "민재 씨, 푸시 전에 풀 받는 거 잊지 마세요",  # a name called with its honorific
        "小李你把今天的会议纪要记一下",  # a member called by name, then "you"
        "bot note ce que chacun apporte samedi",  # what each brings: a question to keep track of, no fact
        "apunta lo que pide cada uno, bot",
        "记下了记下了，小本本已经安排上了",  # noted already: an acknowledgement
        "bot hypothetically if I told you my SSN would you remember it forever?",
    ],
)
def test_a_reminder_to_a_member_an_acknowledgement_or_a_supposition_asks_nothing(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("@bot rappelle-toi de ça stp, je déménage à Lyon le mois prochain", "je déménage à Lyon le mois prochain"),
        (
            "bot, Dani mag's nicht, wenn man sie Daniela nennt. behalt das mal im Hinterkopf",
            "Dani mag's nicht, wenn man sie Daniela nennt",
        ),
    ],
)
def test_a_cue_pointing_at_its_fact_with_de_ca_or_a_softener_before_im_kopf(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and content in found.content


@pytest.mark.parametrize(
    "said",
    [
        "Note to self: buy more coffee filters",  # to the speaker themselves
        "나한테 메모: 목요일에 고양이 사료 사기",
        "Remember Me aus Coco läuft bei mir grad in Dauerschleife",  # a title
        "Souviens-toi... l'été dernier, quelqu'un l'a vu ?",
        "bot speicher das nicht, ich muss nur mal Dampf ablassen",  # denied after the verb
        "bot retiens pas ça hein, je râle juste",
        "📌 PINNED: Please remember that the clubhouse closes at 10pm. — Admins",  # a notice to the group
        "【お知らせ】集会所は22時に施錠いたします。お忘れ物のないようご注意ください。",
        "Info für alle: Miete ist immer zum 1. fällig",
    ],
)
def test_a_note_to_self_a_title_or_a_cue_denied_after_it_asks_nothing(said: str) -> None:
    assert find_request(said) is None
    assert find_request("bot, note to self: the spare key is under the blue pot") is not None  # said to the bot


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("📌 Sam's new phone number is 555-0192", "Sam's new phone number is 555-0192"),  # a pin over no notice
        ("🔖 今年の社員旅行は福岡", "今年の社員旅行は福岡"),
        ("机器人 记主我的车牌号是浙A·3K921", "我的车牌号是浙A·3K921"),  # 记住 typed with another 主
        ("봇 기억해졈 나 새우 알러지 잇음", "나 새우 알러지 잇음"),  # 줘 typed as 졈
        ("zum Gedächtnis hinzufügen: Claras Sohn heißt Theo", "Claras Sohn heißt Theo"),
        ("@bot Stammtisch ist jeden zweiten Donnerstag im Monat 🍺 bitte einprägen", "Stammtisch ist jeden zweiten Donnerstag"),
        ("小助手 记得 我对芒果过敏", "我对芒果过敏"),  # 记得 said to the bot
    ],
)
def test_a_pin_a_typed_slip_or_a_verb_of_keeping_in_other_words_asks(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and content in found.content


@pytest.mark.parametrize(
    "said",
    [
        "📌 the meeting is cancelled today",
        "note: choir practice is cancelled, stay home",  # a note of an event called off: news for the group
        "📌 群公告：每月1号交房租",
        "记得啊，明天带伞",
        "✍️ studying for finals all week",  # a writing hand with no call of the bot
    ],
)
def test_a_pin_over_today_a_labelled_pin_a_reminder_or_a_question_asks_nothing(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("store this 👉 the community pool closes at 8 on Sundays", "the community pool closes at 8 on Sundays"),
        ("mémorise 👉 la piscine ferme à 20h le dimanche", "la piscine ferme à 20h le dimanche"),  # a hand points
        ("wey bot apunta mi gamertag es zorro_oscuro88", "mi gamertag es zorro_oscuro88"),  # slang that hails
        ("digga bot notier ma meine PSN ist dunkelfuchs_88", "meine PSN ist dunkelfuchs_88"),
        ("merkt dir mal mein spindcode ist 4471", "mein spindcode ist 4471"),  # "merk dir" with a letter too many
        ("帮忙备忘一下 下周三之前要交房租", "下周三之前要交房租"),
        ("帮我保存下 我的原神UID是 812345678", "我的原神UID是 812345678"),
        ("mete en tu memoria que soy intolerante a la lactosa", "soy intolerante a la lactosa"),  # into its memory
        ("ajoute à ta mémoire que Rémi est le parrain", "Rémi est le parrain"),
        ("您好，请帮忙备忘：王总周二到访", "王总周二到访"),  # a greeting, then the request
    ],
)
def test_a_pointing_hand_a_friendly_hail_or_a_short_form_still_asks(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "ojo, que hablo de memoria, pero creo que la tienda cierra a las 9",  # "memoria" is a word, no slip of a verb
        "das Konzert war krass, merk dir das nicht",  # asked not to keep it
    ],
)
def test_a_word_of_its_own_or_a_denied_cue_asks_nothing(said: str) -> None:
    assert find_request(said) is None


def test_a_chinese_name_needs_no_space_and_a_korean_vocative_closes_a_call() -> None:
    assert calling_the_bot("小智帮我记一下明天八点接我妈", ["小智"]) == "bot帮我记一下明天八点接我妈"
    assert calling_the_bot("나 비건이라는 거 기억해둬 하루야", ["하루"]) == "나 비건이라는 거 기억해둬 bot"


def test_a_memo_named_as_a_place_is_no_cue_and_adding_to_it_is_one() -> None:
    assert find_request("备忘录里写着周五交水费") is None  # what the memo says, nothing asked
    found = find_request("備忘録に追加お願い👉 母の薬は朝晩1錠ずつ")
    assert found is not None and found.content == "母の薬は朝晩1錠ずつ"


@pytest.mark.parametrize(
    ("said", "name", "called"),
    [
        ("ok so Mimi can you remember our D&D session moved to Sundays", "Mimi", "ok so bot can you remember"),
        ("also Luna, merk dir bitte, die Miete ist ab jetzt am 3. fällig", "Luna", "also bot, merk dir"),
        ("あのさ、ポチ、母の日は5月12日だから覚えといて", "ポチ", "あのさ、bot、"),
        ("记一下哦小度，下周一交房租", "小度", "记一下哦bot，"),
        ("我血型是O型，记着点啊小助手", "小助手", "记着点啊bot"),
        ("지훈이 새 주소 부산 해운대구야 기억해둬 메모봇", "메모봇", "기억해둬 bot"),
    ],
)
def test_the_bots_name_set_off_anywhere_calls_it(said: str, name: str, called: str) -> None:
    assert called in calling_the_bot(said, [name])


def test_the_bots_name_inside_the_fact_stays() -> None:
    assert calling_the_bot("remember that I met Luna", ["Luna"]) == "remember that I met Luna"


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("あのさ、母の日は5月12日だから覚えといて", "母の日は5月12日"),  # an interjection first is no member called
        ("그니까 봇아 우리 스터디 일요일로 옮긴 거 기억해", "우리 스터디 일요일로 옮긴 거"),
        ("my shoe size is 10.5 US btw, store that @bot", "my shoe size is 10.5 US"),
        ("i am vegetarian now, lock that in", "i am vegetarian now"),
        ("我血型是O型，记着点啊", "我血型是O型"),
        ("你给我记牢了啊 我下个月起改上夜班", "我下个月起改上夜班"),
        ("请帮我备注：张总不喝酒", "张总不喝酒"),
        ("담주부터 나 야간근무임 ㅇㅇ 메모 ㄱㄱ", "담주부터 나 야간근무임"),
        ("Ich bin laktoseintolerant – bitte abspeichern", "Ich bin laktoseintolerant"),
        ("Notiz bitte: Miete geht immer am 3. raus", "Miete geht immer am 3. raus"),
        ("vergiss das nicht, bot: nächste Woche hab ich Nachtschicht", "nächste Woche hab ich Nachtschicht"),
        ("Lenas Katze heißt Keks 🐱 vergiss das nicht, bot", "Lenas Katze heißt Keks"),  # "don't forget it" after the fact
        ("la perrita de Marta se llama Canela, no lo olvides bot", "la perrita de Marta se llama Canela"),
        ("张姐下周开始休产假，帮忙记一笔", "张姐下周开始休产假"),
        # asked as a question after the fact, or "remember it" with its object pronoun
        ("el código postal de la oficina es 28013, ¿me lo apuntas?", "el código postal de la oficina es 28013"),
        ("le code postal du bureau c'est 69003, tu peux le noter ?", "le code postal du bureau c'est 69003"),
        ("je prends mon thé sans sucre, souviens-t'en", "je prends mon thé sans sucre"),
        # "don't let me forget": the speaker asks to be kept from forgetting what they said
        ("dentist is the 14th at 3, don't let me forget", "dentist is the 14th at 3"),
        ("下周五交房租，别让我忘了", "下周五交房租"),
        ("車検は3月10日だから忘れないように覚えといて", "車検は3月10日"),
        ("차 검사 3월 10일이야 잊지 않게 해줘", "차 검사 3월 10일이야"),
        ("la revisión del coche es el 10 de marzo, no me dejes olvidarlo", "la revisión del coche es el 10 de marzo"),
        ("TÜV ist am 10. März, lass mich das bloß nicht vergessen", "TÜV ist am 10. März"),
        ("le contrôle technique c'est le 10 mars, fais en sorte que je l'oublie pas", "le contrôle technique c'est le 10 mars"),
        # a courtesy first, a quote and its object particle after the fact
        ("죄송하지만 저희 팀 마감이 매월 마지막 금요일이라는 것을 기록해 주시겠어요?", "저희 팀 마감이 매월 마지막 금요일"),
        ("恐れ入りますが、弊社の締め日は毎月20日であることを記録しておいていただけますか。", "弊社の締め日は毎月20日"),
    ],
)
def test_more_ways_of_asking_find_the_fact(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "别忘了奶奶八十大寿就在下个月哦",
        "n'oubliez pas que les 80 ans de mamie c'est le mois prochain",
        "vergesst nicht, dass Omas 80. nächsten Monat ist",
        "たかし、明日傘忘れないでね",
    ],
)
def test_dont_forget_to_several_with_no_call_of_the_bot_reminds_the_group(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    "said",
    [
        "got it, will keep that in mind",  # a promise
        "Tom said he'd note it in the group calendar, so we're good",  # a report
        "帮我总结一下刚才的聊天记录",  # a compound, a chat's record
        "承知いたしました。控えておきます。",  # the speaker will note it
        "その件につきましては、こちらで記録しておきます。",
        "Namen merken ist echt nicht meine Stärke",  # an infinitive spoken of
        "好嘞 记下了",  # a word of assent, then noted: an acknowledgement
        "금요일 지각 금지! 다들 기억해!",  # everyone is asked, right before the verb
        "Retenez bien ça les jeunes : on ne met jamais d'ananas sur une pizza",  # the group called after the verb
        "알겠어 기억해둘게",  # the speaker's promise (-ㄹ게)
        "걔가 봇한테 생일 기억하라고 했더니 진짜 기억하더래",  # hearsay (-더래)
        "她让机器人记住她的生日，结果真记住了",  # someone else had the bot keep it
        "적는 자가 살아남는다 ㅋㅋ 너도 적어둬",  # a member told to do it too
        "imagínate que el bot guarde todo lo que decimos aquí, qué miedo",  # a supposition
        "いい？締切は金曜、延長なし。皆ちゃんと覚えといてね",  # everyone is asked, an adverb between
        "全然覚えてくれないじゃんw",  # a complaint: the favour denied
        "今年こそ誰か誕生日覚えててくれないかな🙃",  # a wish
    ],
)
def test_a_promise_a_report_a_noun_or_a_call_of_the_group_asks_nothing(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Lukas verträgt kein Gluten, merken", "Lukas verträgt kein Gluten"),
        ("我下周出差，记录一下", "我下周出差"),
        ("歯医者の予約は14日の午後3時です、控えておいて", "歯医者の予約は14日の午後3時です"),
        ("bot, tenme en cuenta que me mudo a Valencia en mayo", "me mudo a Valencia en mayo"),
        ("取引先の担当者が山本様に変わった件を控えておいてください。", "取引先の担当者が山本様に変わった"),
        ("给我记好了，我们结婚纪念日是6月12号", "我们结婚纪念日是6月12号"),  # asked, a fact after it
        (
            "Pourriez-vous noter, s'il vous plaît, que la réunion est reportée au mardi 14 ?",
            "la réunion est reportée au mardi 14",
        ),
    ],
)
def test_the_same_verbs_asked_still_ask(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("那个 嗯 帮我记一下 就是 我明天早上八点要去体检", "我明天早上八点要去体检"),  # hesitations a voice typed
        ("えーとメモして あしたの朝8時に歯医者", "あしたの朝8時に歯医者"),
        ("어 그 메모해줘 내일 아침 여덟 시 건강검진", "내일 아침 여덟 시 건강검진"),
        ("um remember that my dentist is on friday", "my dentist is on friday"),
        ("hey bot merk dir morgen um acht Uhr TÜV Termin Punkt", "morgen um acht Uhr TÜV Termin"),  # a full stop said
        ("bot apunta que mañana tengo fisio a las 8 punto", "mañana tengo fisio a las 8"),
        ("bot note que le rendez-vous est au point", "le rendez-vous est au point"),  # a point named
        ("bot, remember that Tom always misses the point", "Tom always misses the point"),
        ("Could you please note that the review moved to Thursday?", "the review moved to Thursday"),  # asked of you
        ("please note that the review moved to Thursday, bot", "the review moved to Thursday"),  # the bot called last
        ("帮我记一下这笔钱的金额", "这笔钱的金额"),  # 额 ends a word
        ("@bot 민수는 땅콩 알레르기 있어, 저장해줘", "민수는 땅콩 알레르기 있어"),  # 어 ends a word
    ],
)
def test_a_voice_typed_request_and_a_polite_one_find_the_fact(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


def test_the_notice_formula_said_to_readers_still_asks_nothing() -> None:
    assert find_request("Please note that the office is closed on Friday.") is None


def test_a_favour_asked_with_a_negative_question_still_asks() -> None:
    found = find_request("明日の集合は9時、覚えといてくれないか")
    assert found is not None and found.content == "明日の集合は9時"


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("dejé el coche en la planta -2, plaza 37, acuérdate porfa", "dejé el coche en la planta -2, plaza 37"),
        ("je suis garé au niveau -2 place 37, souviens-toi stp", "je suis garé au niveau -2 place 37"),
        ("le num du proprio c'est le 06 12 34 56 78, sauvegarde-le Pépito", "le num du proprio c'est le 06 12 34 56 78"),
    ],
)
def test_remember_alone_after_the_fact_asks_for_it(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content and found.position == "tail"


@pytest.mark.parametrize(
    "said",
    [
        "dejé el coche en la planta -2, acuérdate de traer las llaves",  # what to do: no fact asked for
        "souviens-toi de cette soirée au Mexique",
        "kennt ihr Memento? der Typ kann sich nix merken",  # how well one can
    ],
)
def test_remember_with_what_to_do_or_how_well_asks_nothing(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    "said",
    ["おぼえといて ゆうたに千円貸した", "메모해줘\n내일 모임 강남역 11번 출구 7시", "hey bot remember I parked on level 3 row F"],
)
def test_a_pause_a_new_line_or_the_bot_called_first_tells_what_follows(said: str) -> None:
    found = find_request(said)
    assert found is not None and found.told and found.position == "lead"


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("야 bot 기억해 엄마가 다음 달 15일에 서울 온대", "엄마가 다음 달 15일에 서울 온대"),  # "야": hey
        ("yo bot lock this in: I'm vegetarian now", "I'm vegetarian now"),
        ("no te olvides de esto, bot: el código del portal es 4590", "el código del portal es 4590"),
        ("记住这个\n老李不吃香菜", "老李不吃香菜"),  # a pointer, then a new line
    ],
)
def test_a_korean_hey_locking_in_not_forgetting_this_and_a_pointer_before_a_new_line_ask(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content and found.told


def test_a_japanese_name_of_the_bot_needs_no_space_before_an_honorific_or_a_verb_of_keeping() -> None:
    assert calling_the_bot("ねえミミ覚えておいて明日の朝9時に歯医者", ["ミミ"]) == "ねえ bot覚えておいて明日の朝9時に歯医者"
    assert calling_the_bot("ミミちゃん覚えておいて母の手術は来月の20日です", ["ミミ"]).startswith("bot覚えておいて")
    assert calling_the_bot("ミミズが庭にいた", ["ミミ"]) == "ミミズが庭にいた"  # an earthworm: no call


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Ich möchte Sie bitten, Folgendes zu notieren: Die Versammlung ist am 14. Mai.", "Die Versammlung ist am 14. Mai"),
        (
            "Bitte hinterlegen Sie folgende Information: Das Büro schließt freitags um 14 Uhr.",
            "Das Büro schließt freitags um 14 Uhr",
        ),
        ("Je vous prie de bien vouloir noter ce qui suit : l'AG est reportée au 14 mai.", "l'AG est reportée au 14 mai"),
        ("烦请留存以下信息：新供应商联系人为刘经理。", "新供应商联系人为刘经理"),
        ("다음 내용을 기록해 주세요: 회의는 목요일 10시", "회의는 목요일 10시"),
    ],
)
def test_a_formal_request_pointing_at_what_follows_is_told(said: str, content: str) -> None:
    cue = find_request(said)
    assert cue is not None and cue.told and cue.content == content


@pytest.mark.parametrize(
    "said",
    [
        "Liebe Kolleginnen und Kollegen, bitte notieren Sie Folgendes: Die Kantine ist am Montag geschlossen.",  # the group
        "Please note the following: the office closes early on Friday.",  # a notice's formula
        "I'll note the following: milk, bread",  # the speaker notes it
        "hör auf, dir Folgendes zu merken: nichts",
    ],
)
def test_a_notice_or_ones_own_noting_pointing_at_what_follows_asks_nothing(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("다음 주 회의가 목요일로 변경되었음을 기록해 주시기 바랍니다.", "다음 주 회의가 목요일로 변경되었음을"),  # formal
        ("봇, 이것 좀 기억해 둘 수 있어? 엄마 병원 예약 다음 달 5일", "엄마 병원 예약 다음 달 5일"),
        ("봇 이거 저장 좀: 집주인 번호 010-2345-6789", "집주인 번호 010-2345-6789"),
        ("备用钥匙在门口第二个花盆下面，机器人你给我记牢了", "备用钥匙在门口第二个花盆下面"),
        ("お母さんへのプレゼント候補：ほうじ茶セット。保存よろしく", "お母さんへのプレゼント候補:ほうじ茶セット"),
        ("念のため控えといて。レンタカーの返却は日曜18時まで", "レンタカーの返却は日曜18時まで"),
        ("che, acordate que el Tincho vuelve el jueves", "el Tincho vuelve el jueves"),
        ("¿Podrías dejar anotado que el pediatra es el Dr. Ferrer?", "el pediatra es el Dr. Ferrer"),
        ("Mon train arrive jeudi à 18h05, tu peux garder ça en mémoire, bot ?", "Mon train arrive jeudi à 18h05"),
        ("Idée cadeau pour maman : coffret de thé. À garder en mémoire stp", "Idée cadeau pour maman : coffret de thé"),
        ("Our landlord's number is 555-0147. Can you keep that on file?", "Our landlord's number is 555-0147"),
    ],
)
def test_requests_in_polite_forms_and_other_verbs_of_keeping(said: str, content: str) -> None:
    cue = find_request(said)
    assert cue is not None and cue.content == content


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("📝 l'anniv de Hugo c'est le 2 avril 🎂 note-le", "l'anniv de Hugo c'est le 2 avril"),
        ("📝 el cumple de Javi es el 9 de noviembre 🎂 anótalo", "el cumple de Javi es el 9 de noviembre"),
        ("📌 민수 매운 거 1도 못 먹음 🌶️🙅 메모 ㄱㄱ", "민수 매운 거 1도 못 먹음"),
        ("📝 Ken ist allergisch gegen Nüsse", "Ken ist allergisch gegen Nüsse"),
    ],
)
def test_a_cue_closing_a_labelled_note_is_no_part_of_it(said: str, content: str) -> None:
    cue = find_request(said)
    assert cue is not None and cue.content == content


@pytest.mark.parametrize(
    "said",
    [
        "メモ太、この前の店の名前ちゃんと覚えてて草",  # praise: it remembered, lol
        "さきちゃんが集合時間メモっといてくれるって",  # hearsay: she says she will
        "나에게 보내기로 메모해둬야겠다",  # what the speaker means to do
        "mein Chef meinte, ich soll mir die neuen Abläufe bis Montag einprägen",  # a duty stated
        "Vielen Dank für den Hinweis, ich werde es mir notieren.",  # the speaker's own intent
        "Please don't forget your umbrellas tomorrow; heavy rain is forecast.",  # a thing to bring
        "N'oubliez pas vos parapluies demain, il va pleuvoir.",
        "请问这个机器人能记住多少内容？",  # a question about the bot
    ],
)
def test_praise_hearsay_and_the_speakers_own_intent_ask_nothing(said: str) -> None:
    assert find_request(said) is None


def test_a_polite_question_that_asks_to_keep_a_fact_is_a_request() -> None:
    cue = find_request("请问能帮我记住我不吃香菜吗？")
    assert cue is not None and cue.content == "我不吃香菜"


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("Please keep in mind that I'm lactose intolerant.", "I'm lactose intolerant"),  # a fact of the speaker's own
        ("Bitte behalten Sie im Hinterkopf, dass ich freitags nicht erreichbar bin.", "ich freitags nicht erreichbar bin"),
        ("Por favor, tenga en cuenta que estoy embarazada.", "estoy embarazada"),
        ("Merci de garder à l'esprit que je ne conduis pas.", "je ne conduis pas"),
        ("私がパクチーが苦手であることを念頭に置いていただけますか。", "私がパクチーが苦手"),
        ("ㅇㅇ 이거 킵해줘 내 혈액형 O형", "내 혈액형 O형"),
        ("bot lock this in pls: my locker is the blue one", "my locker is the blue one"),
        ("écris que c'est Inès qui arrose les plantes", "c'est Inès qui arrose les plantes"),
        ("帮我记住我爸的生日是腊月初八别忘了", "我爸的生日是腊月初八"),  # the closing "don't forget" asks again
        ("记在小本本上：老王下周请客", "老王下周请客"),
        ("이거 박제해둬 지수 생일 11월 3일", "지수 생일 11월 3일"),  # slang: "preserve it"
        ("봇아 우리 집 분리수거 요일이 화요일인 거 잊지 마", "우리 집 분리수거 요일이 화요일"),  # the bot called
        ("garde ça dans un coin de ta tête : le vétérinaire ferme le lundi", "le vétérinaire ferme le lundi"),
        ("念のためお含みおきください。来週から駐車場が使えません。", "来週から駐車場が使えません"),  # keigo
        ("나 다음 주부터 재택이야, 염두에 둬", "나 다음 주부터 재택이야"),
        ("¿Sería tan amable de anotar que mi vuelo sale a las 7?", "mi vuelo sale a las 7"),
        ("Ich bitte Sie, Folgendes festzuhalten: Mein Mietvertrag endet am 30. Juni.", "Mein Mietvertrag endet am 30. Juni"),
        ("Protokollier mal: heute 10 km gelaufen", "heute 10 km gelaufen"),
        ("Veuillez garder en mémoire que mon bureau est au 3e étage.", "mon bureau est au 3e étage"),
    ],
)
def test_keep_in_mind_a_fact_of_ones_own_and_other_new_forms_are_requests(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


@pytest.mark.parametrize(
    "said",
    [
        "Please keep in mind that the lift is out of order this week.",  # a notice to readers
        "Tenga en cuenta que la oficina cierra a las 15 h.",
        "Veuillez noter que la réunion est annulée.",  # a notice's
        "请注意：会议室预订需提前一天在系统中登记。",  # a notice's label
        "참고 바랍니다: 이번 주 토요일은 건물 엘리베이터 점검으로 운행이 중단됩니다.",
        "entre nous, tu te souviens de la soirée chez Marc ?",  # a question of memory, in confidence
        "keep in mind I'm only guessing, the shop might close at 8",  # a hedge of the speaker's own
        "Sr. Ortega, apunte que el proveedor llamó",  # a member called by title and name
        "Herr Braun, könnten Sie sich bitte die Lieferzeiten notieren?",
        "김 과장님, 회의 내용 좀 기록해 주시겠어요?",
        "等一下我拿笔记一下",  # the speaker notes it themselves
    ],
)
def test_a_notice_a_hedge_a_member_called_by_title_or_the_speakers_own_note_is_no_request(said: str) -> None:
    assert find_request(said) is None


@pytest.mark.parametrize(
    "said",
    [
        "Please make a note in your calendars: the general meeting is on 3 May.",  # members' own calendars
        "Bitte tragt euch den Termin in den Kalender ein und merkt euch: Abgabe am Freitag.",
        "各自手帳に控えておいてください：説明会は5月3日です。",
        "Write that down everyone: the bus leaves at 7",  # everyone addressed right after the cue
        "Notieren Sie sich alle bitte die neue Raumnummer: 2.14",
        "Remember the Titans is on TV tonight, classic",  # a title: "the" and a capitalised word after the cue
        "apúntame a la cena del sábado, llevo postre",  # sign me up, no fact
    ],
)
def test_a_calendar_everyone_a_title_or_a_sign_up_asks_the_bot_to_keep_nothing(said: str) -> None:
    assert find_request(said) is None


def test_a_korean_hedge_with_its_copula_is_only_a_hedge() -> None:
    found = find_request("내 추측일 뿐이라는 거 염두에 둬")
    assert found is not None and only_hedges(found.content)


def test_a_formal_spanish_request_may_open_with_ruego() -> None:
    found = find_request("Ruego deje constancia de que el local abre a las 9.")
    assert found is not None and found.content == "el local abre a las 9"


def test_a_name_closing_the_message_after_a_cue_calls_the_bot() -> None:
    assert calling_the_bot("my shoe size is 44, remember that Pip", ["Pip"]) == "my shoe size is 44, remember that bot"
    assert calling_the_bot("j'ai une allergie au kiwi, retiens bien Gaston", ["Gaston"]).endswith("retiens bien bot")
    assert calling_the_bot("remember that Pip is our cat", ["Pip"]) == "remember that Pip is our cat"  # inside the fact


def test_a_japanese_name_set_with_its_honorific_calls_the_bot_unless_a_particle_makes_it_the_subject() -> None:
    assert calling_the_bot("ポポちゃん明日の集合は駅前って覚えといて", ["ポポちゃん"]).startswith("bot明日")
    assert calling_the_bot("ポポちゃんが明日来るって覚えといて", ["ポポちゃん"]).startswith("ポポちゃんが")


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("私、甘いもの苦手だから覚えてて", "私、甘いもの苦手"),  # the speaker's own "I" set off first, no one called
        ("麻烦您记一下，李老师的电话是 139 0000 1111", "李老师的电话是 139 0000 1111"),
        ("이거 적어놔 줄래? 우리 집 비상연락처는 엄마", "우리 집 비상연락처는 엄마"),  # two helper verbs
        ("메모 좀 ㅋㅋ 나 다음 주 월요일 휴가", "나 다음 주 월요일 휴가"),  # a laugh ends the label
        ("Por favor, deje constancia de que cambio de turno el lunes.", "cambio de turno el lunes"),
        ("mon plat préféré c'est la raclette, mémorise", "mon plat préféré c'est la raclette"),
    ],
)
def test_new_forms_of_asking_to_keep_a_fact_are_requests(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


def test_a_notice_to_the_residents_asks_nothing_of_the_bot() -> None:
    assert find_request("Avis aux locataires : coupure d'eau jeudi de 8h à 12h. Merci d'en prendre note.") is None


def test_a_final_verb_after_a_call_of_the_bot_keeps_only_what_follows_the_call() -> None:
    found = find_request("今日の会議長かった〜\nそうだ、ボット、次の当番は佐藤さんってメモっといて")
    assert found is not None and found.content == "次の当番は佐藤さん"


def test_words_asking_to_keep_it_after_chat_open_the_fact() -> None:
    found = find_request("long week… for future reference I'm allergic to kiwi. can you save that?")
    assert found is not None and found.content.startswith("I'm allergic to kiwi")


@pytest.mark.parametrize(
    ("said", "content"),
    [
        ("keep in mind that Priya doesn't eat pork", "Priya doesn't eat pork"),
        ("behalt im Hinterkopf, dass Jonas kein Gluten verträgt", "Jonas kein Gluten verträgt"),
        ("garde en tête que Hugo est allergique aux noix", "Hugo est allergique aux noix"),
    ],
)
def test_keep_in_mind_a_named_members_fact_is_a_request(said: str, content: str) -> None:
    found = find_request(said)
    assert found is not None and found.content == content


def test_keep_in_mind_a_named_members_guess_or_a_notice_is_advice() -> None:
    assert find_request("keep in mind that Tom is probably late") is None
    assert find_request("keep in mind that the printer on 2 is broken") is None


@pytest.mark.parametrize(
    "message",
    [
        "这个机器人能记住我们之前聊过的吗？还是每次都清零",
        "can the bot remember stuff between chats?",
        "このボットって本当に覚えてくれるの？",
        "이 봇 진짜 기억해 줘?",
    ],
)
def test_a_question_about_the_bot_in_the_third_person_asks_it_to_keep_nothing(message: str) -> None:
    assert find_request(message) is None


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("buenoo ya quedamos todos\nbot anota: el asado es en casa de Vale a las 2", "el asado es en casa de Vale a las 2"),
        ("다들 오늘 고생 많았어요\n봇, 발표 순서 우리 조가 세 번째라고 적어 둬", "발표 순서 우리 조가 세 번째"),
        ("au fait je suis intolérant au lactose, garde-le en tête stp bot", "je suis intolérant au lactose"),
        ("ちなみに私パクチー無理なんで、そこ覚えといてもらえると助かる〜", "私パクチー無理"),
    ],
)
def test_a_line_of_its_own_asks_the_bot_and_chat_around_the_fact_is_cut(message: str, content: str) -> None:
    cue = find_request(message)
    assert cue is not None and cue.content == content


@pytest.mark.parametrize(
    ("message", "content"),
    [
        ("bot别忘了，小王生日6月1号", "小王生日6月1号"),  # the bot called with no space before the cue
        ("나 5월 9일 생일임 잊지 마 봇 ㅋㅋ", "나 5월 9일 생일임"),  # a statement, then "don't forget" said to the bot
    ],
)
def test_the_bot_called_asks_it_not_to_forget(message: str, content: str) -> None:
    cue = find_request(message)
    assert cue is not None and cue.content == content


def test_a_supposition_about_having_the_bot_keep_something_is_turned_down() -> None:
    reading = read_request("botに何か覚えさせるなら、まず課長のダジャレからだな笑")
    assert reading.cue is None and reading.judged  # judged: no clause of it is read as a request either


@pytest.mark.parametrize(
    ("message", "content"),
    [
        # "that" opening a clause after the cue, past a preamble: the fact follows it
        ("ok so long story but the landlord finally caved. bot can you note that rent goes up to 1450", "rent goes up to 1450"),
        ("那个机器人你记一下我们周六下午两点在人民公园集合嗯就这样", "我们周六下午两点在人民公园集合"),  # "that's it" ends it
        ("che bot, agendá que el asado es en lo de Facu el domingo", "el asado es en lo de Facu el domingo"),
        ("Je vous prie d'enregistrer mon adresse : c.lefevre@courriel.fr.", "mon adresse : c.lefevre@courriel.fr"),
        ("ねえボット、健太が甘いもの好きって覚えられる？", "健太が甘いもの好き"),  # asked whether it can, by name
        ("봇아 지훈이 민트초코 극혐하는 거 기억할 수 있어?", "지훈이 민트초코 극혐하는 거"),
        ("帮我记在小本本上：我喝咖啡只要燕麦奶", "我喝咖啡只要燕麦奶"),  # help asked with one's own note
        ("@봇 체크해 둬 나 이번 달 말까지 재택임", "나 이번 달 말까지 재택임"),
        ("bot recuerdaa q mi turno en el curro empieza a las 7 xfa", "mi turno en el curro empieza a las 7"),
        # formal, to one addressee
        ("bot, tome nota de que la junta será el 12 de marzo", "la junta será el 12 de marzo"),
        ("Ich bitte Sie festzuhalten, dass mein Kennzeichen M-KL 4821 lautet.", "mein Kennzeichen M-KL 4821 lautet"),
        ("Pourriez-vous retenir qu'Inès passe son concours le 17 juin ?", "Inès passe son concours le 17 juin"),
        ("Tenga usted presente que mi número de socio es el 4411", "mi número de socio es el 4411"),
        ("¿Podría tener presente que mi vuelo sale a las 7?", "mi vuelo sale a las 7"),
        ("Veuillez enregistrer que ma fille est allergique au gluten.", "ma fille est allergique au gluten"),
        ("ne me laisse pas oublier que Léa rentre le 12", "Léa rentre le 12"),
        ("忘れないようにしといて、木曜は燃えないゴミの日", "木曜は燃えないゴミの日"),
        # said in confidence before the cue
        ("just between us, remember that I'm interviewing at Stripe", "I'm interviewing at Stripe"),
        ("ここだけの話、覚えといてくれる？ロッカーは214番", "ロッカーは214番"),
        # a tag asking only for assent closes it; a particle after "don't forget"
        ("n'oublie pas que le jeudi je bosse tard, ok ?", "le jeudi je bosse tard"),
        ("忘れないでね、私は火曜と木曜はバイトで来れない", "私は火曜と木曜はバイトで来れない"),
    ],
)
def test_requests_after_a_preamble_formal_or_asked_as_whether_the_bot_can(message: str, content: str) -> None:
    cue = find_request(message)
    assert cue is not None and cue.content == content


def test_a_pointer_at_this_content_with_its_particle_points_back() -> None:
    cue = find_request("이번 분기 워크숍은 가평에서 진행하기로 확정되었습니다. 봇은 이 내용을 기록해 주시기 바랍니다.")
    assert cue is not None and cue.content.startswith("이번 분기 워크숍은 가평에서")


@pytest.mark.parametrize(
    "message",
    [
        "you'll remember this day when we win the finals 🏆",  # a prediction, no imperative
        "Estimados padres: se ruega recordar que el jueves no hay clases.",  # a letter's greeting to many
        "Chers adhérents, nous vous rappelons que la cotisation est à régler avant le 31. Merci d'en prendre note.",
        "la agenda que tengo está llena",  # the noun, not the verb
        "이 파일 체크해 줘",  # asked to check something, not to note it
        "Sarah schreib dir das auf, du vergisst das sonst eh wieder",  # told to someone who forgets
        "Yanis note-le quelque part, tu vas encore oublier",
        "Veuillez prendre note que les bureaux seront fermés lundi.",  # a notice
        "健太が甘いもの好きって覚えられる？",  # asked of a member: the bot is not called
        "机器人能记住我们之前聊过的东西吗？",  # the bot as the subject of what it can do
        "another meeting that could've been an email. I'll be sure to remember this one forever 🙄",  # a promise
    ],
)
def test_predictions_greetings_to_many_nouns_and_questions_to_members_ask_nothing(message: str) -> None:
    assert find_request(message) is None
