"""A member who moved house retires where they said they live; a plan, a kin's or an office's move, or the same place
does not."""

import pytest

from longtermmemory.memory.other_slot import names_kin
from longtermmemory.memory.relocations import lives_elsewhere, relocates, relocates_workplace


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live in Bristol, near the harbour", "moved to Cardiff last weekend, still unpacking"),
        ("我住在南京鼓楼", "上个月搬到苏州了，通勤还行"),
        ("札幌に住んでます", "先月、仙台に引っ越しました"),
        ("나 인천 살아", "이번 달에 수원으로 이사했어"),
        ("vivo en Zaragoza", "me mudé a Logroño hace dos semanas"),
        ("ich wohne in Bremen", "bin letzten Monat nach Kiel gezogen"),
        ("j'habite à Rennes", "on a emménagé à Angers samedi !"),
        # a move said done, or the first night in the new home
        ("神戸に住んでる", "引っ越し終わった！これからは横浜民"),
        ("나 대전 살아", "이사 드디어 끝~ 이제 광주 사람"),
        ("I live in York", "first night in my new flat in Hull, boxes everywhere"),
        ("vivo en Málaga", "primera noche en mi piso de Granada"),
        ("ich wohne in Bonn", "erste Nacht in der neuen Wohnung in Mainz"),
        ("j'habite à Lille", "premier dodo dans mon nouvel appart à Metz"),
        # the move finished: unpacked, settled in
        ("I live in Brooklyn, right by the Bedford stop", "finally done unpacking in Jersey City lol"),
        ("wohne in Kreuzberg, direkt am Görli", "Kisten sind ausgepackt, Leipzig ist echt entspannter als Berlin 😅"),
        ("我住在朝阳区望京那边", "家终于搬完了，通州这边上班远了点"),
        ("今は大阪に住んでるよ", "福岡に引っ越して一週間、ラーメンうますぎ🍜"),
        ("I live in Tucson", "all settled in Boise now, still unpacking"),
        ("estoy viviendo en Vigo", "ya instalado en Oviedo 🙌"),
        # a stay counted here, the new place named in the message
        ("vivo en Sevilla", "Gijón me encanta, ya llevo tres meses aquí"),
        ("j'habite à Nice", "Brest c'est génial, ça fait 3 mois que je suis là"),
        ("나 광주 살아", "인천 온 지 벌써 석 달째"),
    ],
)
def test_a_home_moved_retires_where_the_member_lived(old: str, new: str) -> None:
    assert relocates(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live in Bristol", "moving to Cardiff next month!"),  # a plan, not a move
        ("I live in Bristol", "should I move to Cardiff?"),  # a question
        ("I live in Bristol", "first night in the new hotel in Rome, jet lag"),  # a trip
        ("I live in Bristol", "honestly if I moved to Cardiff I'd save a fortune"),  # a supposition
        ("我住在南京", "要是搬到了苏州就好了"),
        ("I live in Bristol", "moved to a bigger flat in Bristol"),  # the same city
        ("我哥住在南京", "我姐刚搬到了苏州"),  # a kin's move
        ("ich wohne in Bremen", "unser Büro ist nach Oldenburg umgezogen"),  # the office's move
        ("vivo en Zaragoza", "mi hermana se mudó a Huesca"),
    ],
)
def test_a_plan_a_kins_or_an_offices_move_or_the_same_place_is_none(old: str, new: str) -> None:
    assert not relocates(old, new)


def test_a_kin_after_a_chinese_possessive_is_a_kin() -> None:
    assert names_kin("我姐刚搬到了厦门")
    assert names_kin("my sister moved")
    assert not names_kin("我刚搬到了厦门")


def test_a_place_of_work_named_as_the_reason_leaves_the_move_the_members() -> None:
    assert relocates("나 요즘 신촌 살아", "분당으로 이사 왔어 ㅋㅋ 회사 때문에")
    assert not relocates("나 요즘 신촌 살아", "회사가 분당으로 이사했어")  # the office moved


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Our office is at 220 Elm Street, Suite 4.", "We have relocated to 85 Harbor Drive, 2nd floor."),
        ("公司地址是浦东新区张江路88号。", "公司已迁至徐汇区宜山路700号，快递请寄新地址。"),
        ("事務所所在地：東京都新宿区西新宿1-2-3", "事務所を渋谷区道玄坂2-10-7へ移転いたしました。"),
        ("학원은 대치동 은마사거리 건물 2층에 있습니다.", "학원이 도곡동 매봉역 3번 출구 앞 건물 4층으로 이전했습니다."),
        (
            "Nuestra oficina está en Calle Mayor 14, 2ºB.",
            "Les comunicamos que nos hemos trasladado a Avenida de la Constitución 33.",
        ),
        # a firm named as "ours", a clinic, an office "ございます", a new address announced
        ("弊社は大阪市北区梅田1-1-1にございます。", "このたび弊社は大阪市中央区本町2-2-2へ移転いたしました。"),
        ("La clínica está en la calle Goya 8.", "Nuestra nueva dirección es calle Serrano 40, 1º."),
        ("Our office is at 4 Bank Street.", "Please note our new address: 19 Quay Road, from Monday."),
    ],
)
def test_a_place_of_work_moved_ends_where_it_was(old: str, new: str) -> None:
    assert relocates_workplace(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("公司财务部在三楼。", "人事部已搬至五楼办公。"),  # another department
        ("Our office is at 220 Elm Street.", "The Berlin store relocated to Alexanderplatz."),  # another place of work
        ("Our office is at 220 Elm Street.", "we're thinking of moving to Harbor Drive"),  # a plan
        ("Our office is at 220 Elm Street.", "my sister's office relocated to Boston"),  # kin
        ("I live at 220 Elm Street.", "We have relocated to 85 Harbor Drive."),  # a home, not a place of work
    ],
)
def test_another_place_of_work_or_a_plan_ends_nothing(old: str, new: str) -> None:
    assert not relocates_workplace(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I currently reside in Leeds.", "I relocated to York last week."),
        ("我目前居住在广州。", "本人已迁居深圳。"),
        ("Resido en Málaga.", "Me he trasladado a Granada."),
    ],
)
def test_a_residence_said_formally_and_a_formal_move_relocate(old: str, new: str) -> None:
    assert relocates(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我住在成都高新区", "我住重庆渝北，来玩找我"),
        ("Vivo en Bilbao, cerca de la ría", "Vivo en Gijón, en el centro"),
        ("Ich wohne in Kassel", "Wohne in Erfurt, meldet euch"),
        ("J'habite à Nancy", "J'habite à Reims maintenant"),
        ("저 광주 살아요", "저 울산 살아요 ㅎㅎ"),
    ],
)
def test_another_home_in_the_words_of_living_retires_the_older(old: str, new: str) -> None:
    assert lives_elsewhere(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Andrés vive en Bilbao", "vivo en Madrid"),  # another's home
        ("母は京都に住んでる", "横浜に住んでる"),
        ("J'habite chez mes parents", "j'habite à Reims"),  # a home shared with kin
        ("I live in Leeds", "I used to live in York"),  # a past home
        ("I live in Leeds", "I want to live in York someday"),  # a wish
        ("I live in Leeds", "I live in Leeds, near the uni"),  # the same place
    ],
)
def test_anothers_home_a_past_one_a_wish_or_the_same_place_retires_nothing(old: str, new: str) -> None:
    assert not lives_elsewhere(old, new)
