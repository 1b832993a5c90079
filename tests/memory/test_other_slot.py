"""Another holder, another occasion: pairs that share a thing and differ in a value, yet hold two true facts."""

from __future__ import annotations

import pytest

from longtermmemory.memory.facts import same_slot
from longtermmemory.memory.other_slot import another_holder, another_occasion, other_slot


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Emma's phone number is 555-0111", "Emma's husband's number is 555-0177 if you can't reach her"),
        ("姉の結婚式は5月", "いとこの結婚式が6月に延期になった"),
        ("我住在成都", "我妈妈搬到了重庆"),
        ("I live in Leeds", "my son moved to York"),
        ("나 부산 살아", "우리 엄마는 대전으로 이사했어"),
        ("Ich wohne in Köln", "meine Schwester ist nach Hamburg gezogen"),
        ("j'habite à Lyon", "mon frère a déménagé à Nantes"),
        ("vivo en Sevilla", "mi hermana se ha mudado a Málaga"),
        ("我家养了一只柯基叫豆豆", "邻居家新养了一只柯基，天天跟豆豆一起玩"),  # a neighbour holds their own pet
        ("우리 집 고양이 한 마리 있어", "옆집 고양이가 자꾸 우리 베란다에 놀러 옴 ㅋㅋ"),
        ("our cat is called Mochi", "the neighbours' cat keeps sneaking in"),
    ],
)
def test_a_kin_the_older_statement_does_not_name_holds_another_value(old: str, new: str) -> None:
    assert another_holder(old, new) and other_slot(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Hana's birthday is on Thursday", "Hana's birthday dinner moved to Saturday"),
        ("생일 목요일이야", "생일 파티는 토요일로 옮겼어"),
        ("mon anniv c'est jeudi", "la soirée d'anniv je l'ai décalée à samedi"),
        ("誕生日は木曜日", "誕生日会は土曜日に変更"),
        ("我生日是周四", "生日聚会改到周六了"),
    ],
)
def test_a_gathering_the_older_statement_does_not_name_is_another_occasion(old: str, new: str) -> None:
    assert another_occasion(old, new) and other_slot(old, new)
    assert not same_slot(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my sister lives in Lyon", "my sister moved to Nantes"),  # the same kin
        ("my sister lives in Lyon", "she moved to Nantes"),  # only the older names one
        ("dinner at mine is at 7", "make that 8, traffic is insane"),
        ("大丈夫、会議は金曜です", "会議は土曜に変わった"),  # 丈夫 is no husband
        ("La reunión es el lunes", "las reuniones son el martes ahora"),  # Spanish "son" is no son
        ("l'adresse de Paul est rue Victor Hugo", "son adresse a changé : 12 rue de la Paix"),  # nor French "son"
        ("La prima del seguro es de 300 euros", "la prima del seguro sube a 340 euros"),
        ("형태가 바뀌었어", "형태는 그대로야"),  # 형태 is no brother
        ("The kids' school starts at 8.", "the kids' school starts at 8:30 now"),
    ],
)
def test_the_same_holder_and_occasion_are_one_slot(old: str, new: str) -> None:
    assert not another_holder(old, new) and not another_occasion(old, new)


def test_the_other_end_of_a_span_is_another_slot_too() -> None:
    assert other_slot("The kids' school starts at 8.", "the kids' school ends at 3 now")


def test_one_occurrence_of_a_recurring_event_is_another_slot_unless_from_now_on() -> None:
    assert other_slot("yoga every Tuesday at 7", "yoga cancelled this Tuesday, the teacher is ill")
    assert other_slot("Stammtisch jeden Freitag um 19 Uhr", "Stammtisch fällt diese Woche aus")
    assert not other_slot("yoga every Tuesday at 7", "yoga moves to Wednesdays")
    assert not other_slot("组会每周一上午十点召开。", "各位老师同学，组会自本周起调整为周二下午两点。")  # from this week on
    assert not other_slot("定例会議は毎週水曜10時からです。", "定例会議ですが、今週から木曜14時に変更となります。")
    assert not other_slot("Soccer practice is at 5pm on Tuesdays", "heads up, practice is 6:30 from this week on")
    assert other_slot("毎朝5キロ走ってる", "今日はいつもの5キロじゃなくてハーフ走ってきた")  # every morning, one day
    assert other_slot("daily standup at 9:30", "standup is at 10 today, the room is taken")


def test_a_birthday_meal_is_another_occasion_than_the_birthday() -> None:
    assert other_slot("我生日是周四。", "生日饭改到周六吃了，周四大家都加班。")
    assert other_slot("誕生日は木曜", "誕生日のご飯会は土曜に変更した")


def test_kin_words_that_call_the_whole_group_name_no_holder() -> None:
    assert not other_slot("一天一包烟", "戒烟三个月了兄弟们")
    assert not other_slot("单身狗一枚", "姐妹们我脱单了")
    assert other_slot("我住在杭州", "我弟搬到南京了")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("de pequeña viví en Granada", "este puente volví a Granada y qué nostalgia"),
        ("I used to live in Mumbai as a kid", "I live in Leicester now"),
        ("小时候住在成都", "我现在住在上海"),
        ("子供の頃は大阪に住んでた", "今は東京に住んでる"),
        ("어렸을 때 부산 살았어", "지금은 서울 살아"),
        ("als Kind hab ich in Köln gewohnt", "ich wohne jetzt in Berlin"),
        ("quand j'étais petite j'habitais à Lille", "j'habite à Lyon"),
    ],
)
def test_what_held_in_childhood_is_another_time_of_life_than_now(old: str, new: str) -> None:
    assert other_slot(old, new)


def test_childhood_in_both_or_a_child_doctor_is_one_time_of_life() -> None:
    assert not other_slot("de pequeña viví en Granada", "de niña viví en Granada, en el Albaicín")
    assert not other_slot("la Dra. Ruiz es pediatra", "la Dra. Ruiz es médica de niños")
    assert not other_slot("busco un coche de pequeño tamaño", "al final compré un coche grande")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I lived in Boston for 5 years before moving here", "I live in Austin now"),
        ("Ich hab zehn Jahre in München gewohnt", "jetzt wohn ich in Leipzig"),
        ("J'ai vécu 6 ans à Montréal", "maintenant je suis à Lille"),
        ("Viví 8 años en Buenos Aires", "ahora estoy en Barcelona"),
        ("大阪に5年住んでた", "今は名古屋です"),
        ("담배 10년 피웠었어요", "끊은 지 이제 2년 됐어요"),  # an ended past
        ("我以前在深圳待了五年", "现在在杭州"),
        ("新卒の時の月給は20万", "今は月給35万"),
    ],
)
def test_a_stretch_of_the_past_told_as_ended_stays_true_beside_the_present(old: str, new: str) -> None:
    assert other_slot(old, new)


def test_a_stretch_that_goes_on_is_the_present() -> None:
    assert not other_slot("I've lived in Boston for 5 years", "just moved to Austin!")
    assert not other_slot("ich wohne seit zehn Jahren in München", "bin nach Leipzig gezogen")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("兄は大阪に住んでいます。", "兄は大阪の法律事務所に勤めています。"),
        ("I live in Reading", "I work in London though, the commute is brutal"),
        ("Je travaille à Genève.", "J'habite côté français, à Annemasse."),
        ("我住在北京", "我在国贸上班"),
        ("je suis chez Decathlon", "j'habite pas loin du Decathlon en fait"),  # "je suis chez" a company is a job
    ],
)
def test_a_place_of_work_beside_a_home_is_another_slot(old: str, new: str) -> None:
    assert other_slot(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live in Osaka", "moved to Tokyo last month, I work at Sony there"),  # a move said beside the job
        ("I work at Sony", "quit Sony, I live in Kyoto now"),  # a job left beside the home
        ("요즘 필라테스 다녀", "요즘 pilates 열심히 하는 중ㅋㅋ 코어 살아남"),  # 살아남: survives, no home
        ("je suis chez moi ce soir", "j'habite à Nancy"),  # at home, no job
    ],
)
def test_a_move_or_a_job_left_beside_the_other_or_no_home_at_all_is_no_other_slot_by_home_and_work(old: str, new: str) -> None:
    assert not other_slot(old, new)


def test_a_day_outside_the_olders_span_of_weekdays_is_another_slot() -> None:
    assert other_slot("La biblioteca abre de lunes a viernes de 9 a 20.", "Los sábados abre de 10 a 14.")
    assert other_slot("诊所周一至周五营业", "周六上午也营业")
    assert not other_slot("open Monday to Friday 9-5", "now open Tuesday to Saturday")  # a span of its own
    assert not other_slot("open Monday to Friday", "closed on Wednesday now")  # a day inside the span


def test_another_leg_of_a_trip_is_another_slot_but_not_a_leg_read_for_a_correction() -> None:
    assert other_slot("Le vol aller part à 7h.", "Le vol retour part à 19h.")
    assert not other_slot("llego a Atocha a las 17:05", "error mío, a las 19:05, miré el billete de ida")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Mamas Geburtstag ist am 15. März", "Nicht vergessen: Mama hat am 15.03. Geburtstag"),  # a genitive
        ("L'anniv de ma mère c'est le 15 mars", "Rappel : anniv maman le 15/03"),
        ("El cumple de mi madre es el 15 de marzo", "Recordad: cumple de mamá 15/03"),
        ("my mom lives in Leeds", "my mother lives in Leeds"),
    ],
)
def test_one_kin_called_in_words_of_another_register_is_one_holder(old: str, new: str) -> None:
    assert not another_holder(old, new)


def test_another_kin_is_another_holder_whatever_the_register() -> None:
    assert another_holder("my mom lives in Leeds", "my dad lives in York")
    assert another_holder("Mamas Geburtstag ist am 15. März", "Papas Geburtstag ist am 15. März")
