"""A member told of by another corrects it: a value of its kind in its place, or a denial naming another thing."""

import pytest

from longtermmemory.memory.told_of import confirms_as_its_subject, corrects_as_its_subject, retells_a_move, told_of


@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("Noor", "Noor is vegetarian", "yes, no meat for me, thanks for remembering"),  # assents and says it again
        ("阿婷", "阿婷吃素", "我不吃肉的，烧烤帮我留点玉米"),  # the diet in words of their own
        ("Bruno", "Bruno es vegano", "yo no como nada de origen animal, ojo con la tarta"),
        ("李娜", "李娜住在杭州西湖区", "是的我在西湖区"),  # "我在" binds, names nothing new
        ("도윤", "도윤이 아직 쿠팡 물류센터에서 일해", "ㅇㅇ 그대로 있음"),  # it stands, naming nothing
        ("Sam", "Sam works at Google", "yep, still the same"),
        ("浩子", "浩子养了只柯基叫可乐", "对，我家柯基叫可乐🐶"),  # "my" where the teller said the name
        ("Marta", "Marta vive en Valencia", "sí, vivo en Valencia 😊"),  # where they live, in words of being there
        ("阿杰", "阿杰住在苏州", "对，我在苏州"),
        ("지수", "지수 대전 살아", "ㅇㅇ 나 대전ㅋㅋ"),
        ("현우", "현우는 판교 살아", "넵 저 판교 살아요 ㅎㅎ"),  # a polite ending names nothing
    ],
)
def test_the_member_told_of_says_it_again(name: str, old: str, new: str) -> None:
    told = told_of(name, old)
    assert told is not None
    assert confirms_as_its_subject(told, new)


@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("Léa", "l'anniv de Léa c'est le 2 avril", "c'est le 12 avril mdr"),  # a value of its kind
        ("Priya", "Priya works at Barclays", "not Barclays, I'm at Monzo now"),  # a denial, another name
        ("Jonas", "Jonas arbeitet bei Bosch", "nee, bei Siemens, Bosch war mein Praktikum"),
        ("小美", "听说小美在京东上班", "我不在京东，在美团"),
        ("Inés", "Inés trabaja en el Sabadell", "no es Sabadell, es CaixaBank"),
        # what holds now, another thing
        ("Chloe", "Chloe works at Google", "Meta since Jan 🙃"),
        ("유나", "유나 스타벅스에서 알바해", "지금 투썸임ㅋㅋ"),
        ("Sophie", "Sophie ist doch bei der Sparkasse", "Volksbank mittlerweile 😅"),
        ("佐藤", "佐藤さんちは吉祥寺駅から徒歩5分", "今は三鷹に住んでますよ"),
    ],
)
def test_the_member_told_of_corrects_it(name: str, old: str, new: str) -> None:
    told = told_of(name, old)
    assert told is not None
    assert corrects_as_its_subject(told, new)


@pytest.mark.parametrize(
    ("name", "old", "new"),
    [
        ("Priya", "Priya works at Barclays", "yes, still at Barclays"),  # no denial
        ("Priya", "Priya works at Barclays", "no no, Barclays"),  # a denial naming nothing else
        ("Priya", "Priya works at Barclays", "not sure what you mean, Monzo?"),  # asks
        ("Jonas", "Jonas arbeitet bei Bosch", "nee, heute nicht, bin müde"),  # names nothing of the older
        ("Chloe", "Chloe works at Google", "yep Google, London office now"),  # now, of the older's thing
        ("도윤", "도윤이 쿠팡에서 일해", "ㅇㅇ 근데 다음 달에 그만둬"),  # assents, then a change to come
        ("Iker", "Iker sigue de interino en el instituto", "Sí, sigo de interino, otro año más 🙃"),
    ],
)
def test_a_denial_that_names_nothing_else_or_asks_corrects_nothing(name: str, old: str, new: str) -> None:
    told = told_of(name, old)
    assert told is not None
    assert not corrects_as_its_subject(told, new)


@pytest.mark.parametrize(
    ("name", "own", "new"),
    [
        ("Callum", "I moved to Glasgow in January", "Callum's in Glasgow now btw"),
        ("小杨", "我搬到苏州了", "小杨人现在在苏州哦"),
        ("태민", "나 대전으로 이사 왔어", "태민이 지금 대전 살아"),
        ("Niklas", "Bin nach Hamburg gezogen", "Niklas wohnt jetzt in Hamburg"),
        ("Maxime", "J'ai emménagé à Rennes", "Maxime habite à Rennes maintenant"),
    ],
)
def test_a_move_told_again_of_its_speaker_is_said_again(name: str, own: str, new: str) -> None:
    told = told_of(name, new)
    assert told is not None and retells_a_move(own, told)


@pytest.mark.parametrize(
    "new",
    [
        "Callum left Glasgow, he's in Leeds now",  # a change
        "Callum's sister is in Glasgow now",  # kin
        "Callum is in Glasgow this weekend for a gig",  # a visit
    ],
)
def test_a_change_kin_or_a_visit_is_no_move_told_again(new: str) -> None:
    told = told_of("Callum", new)
    assert told is not None and not retells_a_move("I moved to Glasgow in January", told)


def test_a_plan_told_as_done_is_no_move_told_again() -> None:
    told = told_of("Callum", "Callum's in Glasgow now")
    assert told is not None and not retells_a_move("I'm moving to Glasgow next month", told)
