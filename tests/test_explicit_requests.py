"""Explicit requests to remember, through a real host with the default model and its shipped request classifier.

Structure finds the request and cuts out what to store; the classifier judges whether the message
is a request at all. Phrasings, typos and words before the trigger are stored with their content;
song titles, reminders to people, acknowledgements, hedges and questions about the bot are not.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.memory.request_cue import MAX_REQUEST_CHARS
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.tests.support import HostFactory, event, replay

STORED = [
    ("remmeber that I switch to the night shift in March", "I switch to the night shift in March"),
    ("Ruego deje constancia de que el local abre a las 9.", "el local abre a las 9"),  # a formal opening
    ("@bot remember that my locker is number 42", "my locker is number 42"),
    ("can u remember that my sister lives in Porto now", "my sister lives in Porto now"),
    ("Kindly remember that the office closes at 5pm on Fridays.", "the office closes at 5pm on Fridays"),
    ("pls 记一下：小王的生日是五月三号", "小王的生日是五月三号"),
    ("bot, note to self: the spare key is under the blue pot", "the spare key is under the blue pot"),
    ("jot this down — the bins go out on Thursday nights", "the bins go out on Thursday nights"),
    ("📝 note: Marco takes his tea without sugar", "Marco takes his tea without sugar"),
    ("加到记忆里：小林对猫过敏", "小林对猫过敏"),  # add to memory
    ("佐藤さんは猫アレルギー、メモリーに追加して", "佐藤さんは猫アレルギー"),
    ("기억에 추가해줘: 민수는 고양이 알레르기", "민수는 고양이 알레르기"),
    ("备忘一下，物业费每季度第一个月交", "物业费每季度第一个月交"),
    ("メモして：ゆいの誕生日は3月3日", "ゆいの誕生日は3月3日"),
    ("覚えておいてほしいんだけど、私エビアレルギーなの", "私エビアレルギー"),
    ("remember that Tom plays the cello", "Tom plays the cello"),  # told plainly: stored though its vector scores low
    # slips of the verb, found by edit distance: Spanish, French, Korean
    ("recuedra que mi gato se llama Miso", "mi gato se llama Miso"),
    ("retien que mon chat s'appelle Miso", "mon chat s'appelle Miso"),
    ("우리 고양이 이름은 미소야 기억헤줘", "우리 고양이 이름은 미소야"),
    # save / store / record, formal and polite
    ("store this: the bins go out on Tuesdays", "the bins go out on Tuesdays"),
    ("kindly record that the invoice is due on the 28th", "the invoice is due on the 28th"),
    ("tome nota: la factura vence el día 28", "la factura vence el día 28"),
    ("烦请记录：发票28号到期", "发票28号到期"),
    ("請求書の締切は28日、保存しておいて", "請求書の締切は28日"),
    ("청구서 마감은 28일입니다. 기록 부탁드립니다.", "청구서 마감은 28일입니다"),
    ("would you mind remembering that my cat is called Miso", "my cat is called Miso"),
    # the fact first, the request after it
    ("my cat is called Miso, bot remember that pls", "my cat is called Miso"),
    ("我家猫叫米索，这个帮我记下", "我家猫叫米索"),
    ("うちの猫はミソって名前、メモよろ", "うちの猫はミソって名前"),
    # forms of the verbs no example showed, found by their inflection rules: a て-form chain with a favour,
    # a 하다 request form with its helper, clitics on an imperative, vous and Sie forms
    ("これ覚えててほしいんだけど、私は猫アレルギー", "私は猫アレルギー"),
    ("保存しておいて、Wi-Fiのルーターは廊下の棚", "Wi-Fiのルーターは廊下の棚"),
    ("기억해 주세요, 제 생일은 3월 5일이에요", "제 생일은 3월 5일이에요"),
    ("기록해 주세요, 마감은 28일입니다", "마감은 28일입니다"),
    ("recuérdalo: mi cumpleaños es el 5 de marzo", "mi cumpleaños es el 5 de marzo"),
    ("no te olvides de que soy alérgico al marisco", "soy alérgico al marisco"),
    ("souvenez-vous que la réunion est à 10h", "la réunion est à 10h"),
    ("note-le : la réunion est jeudi", "la réunion est jeudi"),
    ("merke dir bitte, dass ich Vegetarier bin", "ich Vegetarier bin"),
    ("meine Adresse ist Hauptstraße 5, speicher das bitte", "meine Adresse ist Hauptstraße 5"),
    # polite and indirect: a favour asked as a question, before or after the fact (zh, ko); "don't forget" after a
    # nominalised clause (ko)
    ("小王的生日是五月三号，能帮我记一下吗？", "小王的生日是五月三号"),
    pytest.param(
        "能帮我记一下明天下午三点开会吗？",
        "明天下午三点开会",
        # trained on every round's dev split (ninth round), the classifier finds this favour a coin flip (0.48 against
        # a bar of 0.5); the test split's and held-out sets' favours asked as questions are all still stored
        marks=pytest.mark.xfail(strict=True, reason="a known miss of the classifier trained on every round"),
    ),
    ("민준이 생일이 5월 3일이라는 거 기억해 주실 수 있나요?", "민준이 생일이 5월 3일"),
    ("could you keep in mind that the plumber comes on Wednesday?", "the plumber comes on Wednesday"),  # asked: no advice
    ("기억해 주실 수 있나요? 민준이 생일은 5월 3일이에요", "민준이 생일은 5월 3일이에요"),
    ("봇, 켄 생일이 5월 3일이라는 거 잊지 마", "켄 생일이 5월 3일"),
    ("おぼえてて！ 私の猫はミケ", "私の猫はミケ"),  # a verb, then a clause with its subject: told, as after "that"
    # no cue where requests put one, but a clause of its own that asks: judged by the classifier's clause model
    ("Priya moved to the night shift in March. make a note of that", "Priya moved to the night shift in March"),
    ("hold onto this for me: the spare router is in the hallway closet", "the spare router is in the hallway closet"),
    ("tiens-en compte : mon frère ne boit pas d'alcool", "mon frère ne boit pas d'alcool"),
    # once a miss of the clause model (fourteenth round); "頭に入れ" is now a stem of remembering's verbs (26th round)
    ("頭に入れといて：管理人さんは火曜休み", "管理人さんは火曜休み"),
    # a message that calls the bot: its clause that asks has a lower bar (the same words without "봇" are not stored)
    ("봇 이거 챙겨둬, 예비 열쇠는 파란 화분 밑에", "예비 열쇠는 파란 화분 밑에"),
    # a favour asked first, softened and pointing ("혹시 이것 좀", "다음 내용을"), then the fact in a sentence of its own
    ("봇님 혹시 이것 좀 기억해 주실 수 있나요? 저는 창가 자리를 선호합니다.", "저는 창가 자리를 선호합니다"),
    ("봇아 이거 기억 좀 해줄래? 치과 예약 금요일 오전 10시", "치과 예약 금요일 오전 10시"),
    # the words that only carry the request are cut: a pointer to what follows a colon, an honorific after "bot",
    # Korean's "-다는 거" before a final verb, German's separable "ab"
    ("bot, please remember the following: the spare keys are with Nadia", "the spare keys are with Nadia"),
    ("田中さんは辛いものが苦手。botさん、覚えておいて", "田中さんは辛いものが苦手"),
    ("@bot 지수는 주말에 연락 안 된다는 거 기억해", "지수는 주말에 연락 안 된다"),
    ("나 오이 못 먹는 거 기억해줘ㅠ", "나 오이 못 먹는 거"),  # a crying face closes the request as a laugh does
    ("알아 둬, 나 이제 아아만 마심", "나 이제 아아만 마심"),  # keep in mind
    ("remember comma my favorite color is teal period", "my favorite color is teal"),  # punctuation dictated
    ("merk dir bitte Komma der Zahnarzttermin ist am Dienstag um neun Punkt", "der Zahnarzttermin ist am Dienstag um neun"),
    ("retiens virgule mon train pour Bordeaux part à 8h12 point", "mon train pour Bordeaux part à 8h12"),
    ("oublie pas que je supporte pas les films d'horreur hein 😱", "je supporte pas les films d'horreur"),  # a tag
    ("no te olvides de que no soporto el ajo crudo eh 🧄🤢", "no soporto el ajo crudo"),
    ("머리에 새겨 둬라 ㅋㅋ 수아는 민트초코 극혐", "수아는 민트초코 극혐"),
    ("那个你帮我记住我下周三要去医院复查嗯对就是这个", "我下周三要去医院复查"),  # "that's it" closing the dictation
    ("Ich spiel Bass in ner Band, falls das mal relevant wird. Kannst du dir das merken?", "Ich spiel Bass in ner Band"),
    ("bot speicher das ab: Papas Router steht im Flur", "Papas Router steht im Flur"),
    # verbs and forms of asking found this round: a French infinitive after "je vous prie de", Spanish "que no se te
    # olvide", "don't let me forget that", a Korean purpose before the verb, "메모 ㄱㄱ"
    ("Bot, je vous prie de consigner que la salle B est réservée le jeudi.", "la salle B est réservée le jeudi"),
    ("bot q no se te olvide: le dejé mi bici a Marta", "le dejé mi bici a Marta"),
    ("bot don't let me forget that I owe Priya lunch", "I owe Priya lunch"),
    ("봇아 나 까먹지 않게 기억해둬 여권 만료 내년 3월", "여권 만료 내년 3월"),
    # the fact, then a question that asks the bot to keep it: read by the clause model as any clause
    ("Ma fille a cours de piano le mercredi à 14h, bot tu le retiens ?", "Ma fille a cours de piano le mercredi à 14h"),
    # chat and courtesy set off around the fact are cut by the classifier's segment model: a greeting, a formula of
    # politeness, thanks, a word of news, a request said again after the fact
    ("Bot, remember that the spare key is with Nadia. Thanks a lot!", "the spare key is with Nadia"),
    ("恐れ入りますが、来週の会議は第二会議室です。記録をお願いいたします。", "来週の会議は第二会議室です"),
    ("好消息！小李下个月结婚，机器人记一下", "小李下个月结婚"),
    ("Bot, apunta que la cena del viernes es en casa de Lucía. ¡Gracias!", "la cena del viernes es en casa de Lucía"),
    ("Bitte merken: Das Treffen ist am Freitag im Café Linde. Vielen Dank!", "Das Treffen ist am Freitag im Café Linde"),
    ("The recycling goes out every second Tuesday. Note that down, bot.", "The recycling goes out every second Tuesday"),
    ("@memorybot store this → the spare key is in the blue pot", "the spare key is in the blue pot"),
    ("请问您能帮我记住我对猕猴桃过敏这件事吗？", "我对猕猴桃过敏"),
    ("우리 첫 데이트 6월 2일! 꼭 기억해줘 부탁해", "우리 첫 데이트 6월 2일"),
    ("覚えといて〜 土曜の練習は9時から！", "土曜の練習は9時から"),  # "から" after a time is "from"
    ("お手数ですが、次回の打ち合わせは会議室Bで行う旨、控えておいてください。", "次回の打ち合わせは会議室Bで行う"),
    ("私のあだ名は「まっちゃん」でお願い。覚えといてね", "私のあだ名は「まっちゃん」"),
    # a line of chat, then a line of its own that asks
    ("what a commute today 🙃\nanyway, note that: Ivo's flight lands at 6:40", "Ivo's flight lands at 6:40"),
    ("오늘 너무 피곤하다\n아 맞다 적어 둬. 나 금요일 반차야", "나 금요일 반차야"),
    ("quelle journée…\nbref, note quelque part que la réunion est à 14h", "la réunion est à 14h"),
    # asked formally after the fact, or "don't forget" closing it
    (
        "Mi número de socio del club de pádel es el 3187. Le ruego que lo guarde.",
        "Mi número de socio del club de pádel es el 3187",
    ),
    (
        "Mon numéro d'adhérent à la médiathèque est le 20931. Merci de le conserver.",
        "Mon numéro d'adhérent à la médiathèque est le 20931",
    ),
    (
        "le 22 du mois prochain c'est nos 10 ans de mariage, oublie pas hein 💍",
        "le 22 du mois prochain c'est nos 10 ans de mariage",
    ),
    (
        "Pfandkasse vom letzten Fest: 14,50€ sind noch übrig. vergiss das ja nicht, Bot",
        "Pfandkasse vom letzten Fest: 14,50€ sind noch übrig",
    ),
    # idioms and formal verbs of keeping, a named member after a Spanish "a"
    ("ten en cuenta que a Diego no le gusta el picante", "a Diego no le gusta el picante"),
    ("Veuillez consigner l'information suivante : la cotisation s'élève à 25 euros.", "la cotisation s'élève à 25 euros"),
    ("bot mets dans un coin de ta tête que je parle pas anglais", "je parle pas anglais"),
    ("bot métete en la cabeza que el martes libro yo", "el martes libro yo"),
    ("hey bot, trag ein, dass ich Tee statt Kaffee trinke", "ich Tee statt Kaffee trinke"),
    ("나 이번 달 말까지 재택임 체크해 둬", "나 이번 달 말까지 재택임"),
    ("so long story but the landlord caved. bot can you note that rent goes up to 1450", "rent goes up to 1450"),
    ("帮我记在小本本上：我喝咖啡只要燕麦奶", "我喝咖啡只要燕麦奶"),
]

NOT_STORED = [
    "did you write that down, Rob? the tracking number I mean",  # asked of a member
    "if I told you my bank PIN would you actually remember it? asking for science",  # supposes telling the bot
    "もし推しの誕生日全部覚えてって言ったら覚えてくれるの？ｗ",
    "너도 알아 둬야 해",  # you should know it too: no request
    "note to self: buy more coffee filters",  # a note the speaker writes to themselves, not to the bot
    "셀프 메모: 헬스장 화요일 휴관",
    "このボットって、みんなの発言を記録しているんですか？",  # a question what the bot does, not a request
    "Tengan en cuenta que el sábado no hay clase.",  # said to everyone: "tengan" is plural
    "📝 Reminder: bring water tomorrow",  # a note label over a notice to the group
    "📝 公告：明天停水",
    "📌 choir practice is cancelled tonight",  # a pin over what holds today: a notice to the group
    "Remember the Name is my gym song",
    "remember to drink water everyone",
    "たかし、明日傘忘れないでね",
    "got it, I'll keep that in mind",
    "好的我记住了",
    "keep in mind I'm just guessing",
    "あくまで予想だから、そこは頭に入れといて",  # a guess, a guess said as a verb, or words said from memory
    "gardez en tête que je fais que deviner hein",
    "tu m'avais promis une crêpe, j'oublie pas hein 😏",  # the speaker will not forget: no request
    "记住啊我只是猜的，错了别怪我🤣",  # "I may be wrong" is a hedge too
    "gardez en tête que je dis ça de mémoire hein, je peux me tromper",
    "gardez en tête que je dis ça de mémoire hein, à vérifier",
    # saving told to whoever wants it: the members keep files
    "단톡 앨범 옛날 사진 지울게, 필요한 사람 미리 저장해",
    "je vais supprimer les vieilles photos de l'album partagé, enregistrez celles que vous voulez",
    "记一下哈，我就是随便猜的，别当真",
    "기억해둬, 이건 어디까지나 내 추측이다",
    "Can you remember stuff between chats?",
    "Can you remember that for me?",
    "can you keep this in mind: the gate code changed?",  # asks about what it says
    "btw, can you remember things?",
    # an auxiliary whose subject is not "you", or a German modal after the verb: what someone else does or could do
    "If I told the bot my password would it just remember it forever? asking for a friend",
    "Does anyone remember that karaoke night? I still can't forget Mike's solo",
    "Wenn der Bot sich nur eine Sache über mich merken könnte, wär's meine Unpünktlichkeit 😅",
    "remember that song from the 90s",  # "that" points at a thing, no statement follows
    "store this in the fridge please",
    "保存好你的票",
    "recuérdame llamar a mamá a las 5",  # a reminder to act, not a fact
    # said to another member: a name called before the cue, a group or colleagues, someone's duty
    "Tom, remember that the meeting moved to 3",
    "hey Anna, merk dir, dass der Schlüssel unter der Matte liegt",
    "Marie, retiens que le code du portail change demain",
    "Pedro, apunta que la cena es a las 9",
    "Ken, don't forget that the car is in the garage",
    "Liebe Kolleginnen und Kollegen, merken Sie sich bitte, dass die Kantine am Freitag geschlossen ist.",
    "Merken Sie sich bitte alle, dass die Kantine am Freitag geschlossen ist.",
    "Tom should remember that the meeting moved to 3",
    "tell Ken to remember that the meeting is at 3",
    "Mesdames et messieurs, veuillez retenir que la réunion est annulée.",
    "Kannst du dir Sachen merken?",  # a question about the bot
    "내 주소 그만 기억해",  # "stop remembering my address": a request to forget, never a fact
    # clauses that only sound like a request: an acknowledgement, a notice, a reminder to readers, a memory shared
    "记下了，谢谢",
    "Noted, thank you for the update",
    "Just a reminder: the potluck is this Sunday at 1pm",
    "Remember, the shop closes at 6 on Sundays",
    "as you may remember, we postponed the launch twice already",
    "이거 챙겨둬, 예비 열쇠는 파란 화분 밑에",  # the clause that asks is not sure enough when the bot is not called
    "bot, what a day, the trains were all late again",  # calls the bot, asks nothing
    "Notez bien, tout le monde : la réunion de lundi passe à 10h.",  # the group called right after the cue
    "remember, everyone: the bus leaves at 7",
    "報告書は共有ドライブに保存しておいてください。",  # a file saved to a place, no fact for the bot
    "그 사진 클라우드에 저장해놨어",
    "Mi madre siempre dice: apúntalo todo",  # what someone says, quoted
    "Er hat gesagt, ich soll mir die Nummer merken, aber ich hab sie vergessen",  # a duty stated
    "覚えといてね、みんな。明日7時集合だよ",  # the group called after the cue
    "パスポート忘れないでね！！",  # a thing to bring, no statement
    "Write down your seat numbers before we board, please",  # the readers' own thing
    "您好，请帮我查询一下明天北京到上海的高铁车次。",  # another task asked of the bot, after a greeting
    "Estimados padres: se ruega recordar que el jueves no hay clases.",  # a letter's greeting to many
    "Please make a note in your calendars: the general meeting is on 3 May.",  # the members' own calendars
    "Notieren Sie sich alle bitte die neue Raumnummer: 2.14",  # everyone, right after the cue
    "Remember the Titans is on TV tonight, classic",  # a title
    "apúntame a la cena del sábado, llevo postre",  # sign me up
]


async def active_contents(host: Any, tmp_path: Path) -> list[str]:
    [out] = await replay(host, [event(message="!memory export l2", sender="admin", name="Admin", admin=True)], tmp_path)
    return [e["content"] for e in json.loads(out["reply"])["episodes"] if e["status"] == "active"]


@pytest.mark.parametrize(("said", "content"), STORED, ids=[str(getattr(s, "values", s)[0])[:24] for s in STORED])
async def test_a_request_in_other_words_is_stored_with_its_content(
    make_host: HostFactory, tmp_path: Path, said: str, content: str
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [answer] = await replay(host, [event(message=said)], tmp_path)
    assert answer["reply"].startswith(f"Noted: \u201c{content}\u201d (ep_"), answer
    assert await active_contents(host, tmp_path) == [content]


@pytest.mark.parametrize("said", NOT_STORED)
async def test_a_message_that_asks_nothing_is_not_stored(make_host: HostFactory, tmp_path: Path, said: str) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [answer] = await replay(host, [event(message=said)], tmp_path)
    assert "Noted" not in answer["reply"], answer
    assert await active_contents(host, tmp_path) == []


async def test_a_bot_called_by_its_own_name_is_asked_and_a_member_called_by_theirs_is_not(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """With `bot_names`, "Mnemo, note that ..." is said to the bot; a member's name called first still is not."""
    requests = [
        "Mnemo, note that the gym closes at 9 on Sundays",
        "hey @mnemo remember that the spare key is with Yuki",
        "Tom, remember that the gym closes at 10 on Mondays",
    ]
    host = await make_host(embedding_model=MULTILINGUAL_MODEL, bot_names=["Mnemo"], data_dir=tmp_path / "named")
    answers = await replay(host, [event(message=said) for said in requests], tmp_path)
    assert [a["reply"][:7] for a in answers[:2]] == ["Noted: "] * 2 and "Noted" not in answers[2]["reply"]
    assert sorted(await active_contents(host, tmp_path)) == ["the gym closes at 9 on Sundays", "the spare key is with Yuki"]
    unnamed = await make_host(embedding_model=MULTILINGUAL_MODEL, data_dir=tmp_path / "unnamed")
    [answer] = await replay(unnamed, [event(message=requests[0])], tmp_path)
    assert "Noted" not in answer["reply"]  # without the setting, Mnemo is a member like Tom


async def test_a_bot_called_with_an_honorific_or_set_off_by_a_colon_is_asked_and_its_call_is_not_stored(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """A call is a name at the start (with "ねえ" before or "さん" after it), before a colon, or closing the message
    after a comma; the call, its honorific and a complementiser the cue left are no part of the fact."""
    requests = [
        "メモ丸さん、町内会費は年払いで納入済みと記録してください。",
        "Jot this down for me Memomaru: raid night moved to Thursdays 9pm",
        "ねえボット、かいとは辛党って覚えといて",
        "Memomaru, merk dir bitte, dass Paula montags die Fahrgemeinschaft übernimmt",
    ]
    host = await make_host(embedding_model=MULTILINGUAL_MODEL, bot_names=["メモ丸", "Memomaru"], data_dir=tmp_path / "named")
    answers = await replay(host, [event(message=said) for said in requests], tmp_path)
    assert [a["reply"][:7] for a in answers] == ["Noted: "] * 4, answers
    assert sorted(await active_contents(host, tmp_path)) == sorted(
        [
            "町内会費は年払いで納入済み",
            "raid night moved to Thursdays 9pm",
            "かいとは辛党",
            "Paula montags die Fahrgemeinschaft übernimmt",
        ]
    )


async def test_a_request_with_nothing_to_store_is_asked_what(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    answers = await replay(host, [event(message="bot, note this"), event(message="bot 记一下")], tmp_path)
    assert [a["reply"] for a in answers] == [
        "Nothing stored: say what to remember in the same message, e.g. \u201cremember that the gym closes at 9\u201d."
    ] * 2
    assert await active_contents(host, tmp_path) == []


@pytest.mark.parametrize("said", ["Can you remember that for me?", "Kannst du dir das merken?", "이거 기억해 줘"])
async def test_a_request_that_only_points_at_something_stores_no_pronoun(
    make_host: HostFactory, tmp_path: Path, said: str
) -> None:
    """What is left once the cue is cut is pronouns and asking words ("for me", "kannst du dir das"): not a fact."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [answer] = await replay(host, [event(message=said)], tmp_path)
    assert "Noted" not in answer["reply"], answer
    assert await active_contents(host, tmp_path) == []


@pytest.mark.parametrize("embedding_model", [MULTILINGUAL_MODEL, "all-MiniLM-L6-v2"])
async def test_an_over_long_request_says_why_it_was_not_stored(
    make_host: HostFactory, tmp_path: Path, embedding_model: str
) -> None:
    host = await make_host(embedding_model=embedding_model)
    said = "remember that " + "the recipe needs more salt. " * 160
    assert len(said) > MAX_REQUEST_CHARS
    [answer] = await replay(host, [event(message=said)], tmp_path)
    assert answer["reply"] == (
        f"Not stored: a request to remember holds at most 4,000 characters, and this one has {len(said):,}. "
        "Send the part worth keeping."
    )
    assert await active_contents(host, tmp_path) == []
