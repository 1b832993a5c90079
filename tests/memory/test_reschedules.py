"""An event moved to another time or place retires its announcement; a deadline, a recurring event, another thing,
a unit beside a number or a move said not to be one does not."""

import pytest

from longtermmemory.memory.reschedules import changes_the_other_part, moves, moves_from_now_on


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Book launch is on the 12th at the town library", "heads up: the book launch got pushed back to the 19th"),
        ("Der Elternabend ist am Donnerstag um 19 Uhr", "Der Elternabend wird auf Mittwoch verlegt"),
        ("barbacoa el sábado en mi casa!!", "aplazamos la barbacoa una semana, que dan tormenta"),  # any form of the verb
        ("토요일 한강 치맥 ㄱㄱ", "치맥 담주로 연기! 토요일 비 온대"),  # postponed to, the verb's ending left out
        ("La cena de clase será el viernes en La Tagliatella", "la cena de clase se pasa al sábado, mismo sitio"),
        ("La kermesse de l'école a lieu samedi", "la kermesse est reportée au 14, il va pleuvoir"),
        ("同学聚会定在周六晚上", "同学聚会推迟到下周六了"),
        ("歓迎会は金曜の19時からです", "歓迎会、来週の月曜に変更になりました"),
        ("동아리 엠티는 이번 주 토요일이야", "동아리 엠티 다음 주로 미뤘어"),
        ("国庆去西安玩", "西安太挤了，国庆改去洛阳"),  # gone elsewhere instead
        ("dinner's at 7 tomorrow", "pushing dinner to 8:30, work is running late"),
        ("Su cita es el 14 de marzo a las 10:00.", "Su cita se ha trasladado al 15/03 a las 16:30."),
        ("家长会在周三下午", "家长会推了，下周三"),
        ("내일 카페 모임 2시", "카페 모임 3시로 미루자"),  # let's postpone: the plan's own speaker moves it
        ("el asado es el domingo", "el asado pasa al lunes, llueve"),
        ("the reunion dinner is on May 3", "we moved the reunion to May 10"),
        ("部门聚餐在周五晚上", "部门聚餐时间变更为周六中午"),
        ("스터디 목요일 8시", "스터디 금요일로 바꼈어"),  # changed to a value of the older's kind, said casually
        ("our wedding is June 14", "we moved the wedding up to May 10"),  # moved by the name both give
        ("来週の木曜に歯医者の予約入れた。", "歯医者、金曜の夕方に変えてもらった。"),  # changed to a value of its kind
        ("读书会这周在图书馆", "读书会换地方了，来我家吧"),  # another place
        ("회식 장소는 강남역 삼겹살집이요", "회식 장소 변경: 홍대 횟집"),
        ("Book club meets at the library", "change of venue for book club: Rosie's café"),
        ("my birthday drinks are next saturday", "pushing my bday drinks to the saturday after, half of you are away"),
        ("potluck saturday!!", "potluck postponned to next sat, its gonna pour"),  # misspelt
        ("答辩是下周三", "答辩延期了，推到月底"),  # named by a short name
        ("Tengo cita en el médico el martes a las 9.", "Me han cambiado la cita del médico al jueves."),
        ("BBQ saturday!!", "bbq postponned to next sat, its gonna pour"),
        (  # two parts said to stay leave the move said
            "Die Mitgliederversammlung findet am 15. März um 18 Uhr im Vereinsheim statt.",
            "Die Mitgliederversammlung muss auf den 22. März verschoben werden. Ort und Uhrzeit bleiben unverändert.",
        ),
    ],
)
def test_an_event_moved_retires_its_announcement(old: str, new: str) -> None:
    assert moves(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The final report is due on 30 June", "The travel claims deadline has been moved to 15 June"),  # a time limit
        ("choir practice every Thursday at 8", "choir practice moved to Friday this week"),  # a recurring event
        ("연극 동아리 토요일 공연", "토요일 공연 연기 연습 있어"),  # acting, not postponing
        ("Our studio is on the 3rd floor", "The print shop has moved to the 1st floor"),  # a unit beside a number
        ("Book launch on the 12th", "the bake sale got postponed to the 20th"),  # another thing
        ("La réunion aura lieu le 3 juin", "la réunion est-elle reportée ?"),  # a question
        ("会場は市民ホールです", "会場は市民ホールのまま、変更はありません"),  # nothing moved
        ("the hike was moved to Sunday", "the hike is postponed again"),  # the older moved it already
        ("I live in Denver now", "when I first moved to Denver I had a roommate from Texas"),  # the past, setting a scene
        ("报告会在周三", "上次报告会推迟的时候大家都很生气"),
        ("Recursos Humanos está en la tercera planta.", "El servicio de informática se ha trasladado a la planta baja."),
        ("I work at Google", "my team at google is moving to the new building"),  # a move of offices, no event
        ("The gym opens at 6am", "we moved the wedding up to 5/10!!"),  # moved by a name the older does not give
        ("스터디 이번주 스벅에서", "스터디 합정점으로 바꿨어요"),  # changed to no value of the older's kind
        ("发布会定于6月18日。", "发布会日期或将调整，另行通知。"),  # it may yet move
        ("L'AG est fixée au 18 juin.", "La date de l'AG est susceptible d'être reportée."),
    ],
)
def test_a_deadline_a_recurring_event_or_another_thing_is_not_moved(old: str, new: str) -> None:
    assert not moves(old, new)


def test_a_recurring_event_moved_from_now_on_is_moved() -> None:
    assert moves("팀 회의는 매주 월요일 10시입니다.", "다음 주부터 팀 회의를 목요일 3시로 변경합니다.")
    assert not moves("팀 회의는 매주 월요일 10시입니다.", "이번 주 팀 회의만 목요일로 변경합니다.")  # this week only


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            "Sprechstunde ist dienstags von 14 bis 16 Uhr.",
            "Die Sprechstunde findet ab dieser Woche donnerstags von 10 bis 12 Uhr statt.",
        ),
        ("면담 시간은 매주 월요일 오후 3시부터 5시까지입니다.", "이번 주부터 면담은 수요일 오전 10시~12시로 운영합니다."),
        (
            "Las tutorías son los lunes de 16:00 a 18:00.",
            "A partir de esta semana, las tutorías pasan a ser los jueves de 10:00 a 12:00.",
        ),
        (
            "Les permanences ont lieu le lundi de 14h à 16h.",
            "À partir de cette semaine, les permanences se tiendront le jeudi de 10h à 12h.",
        ),
        ("本小区停车费每月300元。", "通知：自下月起停车费调整为每月350元。"),
        ("Choir practice is on Thursdays at 8pm.", "As of next month, choir practice will be on Tuesdays at 8pm."),
        ("定例ミーティングは木曜15時です。", "来月より、定例ミーティングは火曜15時からとなります。"),
        ("Le cours de yoga a lieu le mardi à 18h.", "À compter du mois prochain, le cours de yoga aura lieu le jeudi à 18h."),
    ],
)
def test_a_value_of_the_same_kind_from_now_on_replaces_the_older(old: str, new: str) -> None:
    assert moves_from_now_on(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("La reunión semanal es los lunes a las 9:00.", "A partir del próximo lunes la reunión semanal será a las 10:30."),
        ("The daily standup is at 9:30.", "From Monday the daily standup will be held at 10:00."),
        ("La médiathèque ouvre à 10h.", "À compter de septembre, la médiathèque ouvrira ses portes à 9h."),
        ("La cuota anual es de 40 euros.", "A partir del 1 de enero, la cuota anual será de 45 euros."),
        ("営業部の定例会議は10時からです", "営業部の定例会議は月曜から11時開始になります"),
    ],
)
def test_a_value_that_holds_from_a_day_or_a_date_on_replaces_the_older(old: str, new: str) -> None:
    assert moves_from_now_on(old, new)


def test_two_starts_from_a_date_or_a_range_of_days_replace_nothing() -> None:
    # two starts may be two things'
    assert not moves_from_now_on("1학년 학부모 상담 주간은 4월 8일부터입니다.", "2학년 학부모 상담 주간은 4월 15일부터입니다.")
    # a range says when, not since when
    assert not moves_from_now_on("The help desk opens at 9", "the help desk is open from Monday to Friday, 8 to 6")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Yoga is on Tuesdays at 7", "from next week there's also a class on Thursdays at 7"),  # an addition
        ("Standup is at 9:30", "starting next week the retro is on Fridays at 3"),  # another thing
        ("Training is at 6 on Mondays", "from next week training stays at 6, same place"),  # nothing replaced
        ("The gym opens at 9", "if from next week the gym opens at 8 I'll go before work"),  # a supposition
    ],
)
def test_an_addition_another_thing_or_a_supposition_is_not_replaced_from_now_on(old: str, new: str) -> None:
    assert not moves_from_now_on(old, new)


def test_a_month_from_which_a_value_holds_is_from_now_on() -> None:
    assert moves_from_now_on("Rent is 900 a month here", "rent's 950 from March")
    assert moves_from_now_on("관리비는 세대당 월 15만원입니다.", "7월부터 관리비가 월 17만원으로 인상됩니다.")
    assert moves_from_now_on("Das Zimmer kostet 480 € warm.", "Ab Januar beträgt die Warmmiete für das Zimmer 530 €.")
    assert not moves_from_now_on("Our office is on the 4th floor", "from March the print shop is on the 1st floor")


def test_a_korean_time_pushed_back_moves_the_event() -> None:
    assert moves("회식 오후 7시", "회식 8시로 밀림") and moves("회의 오후 3시", "회의 15:30으로 밀렸어")
    assert not moves("회의 오후 3시", "일이 밀려서 늦을 듯")  # work piled up, nothing moved


def test_one_part_said_to_stay_and_the_other_given_anew_moves_the_event() -> None:
    assert changes_the_other_part("Quiz night's at the Crown, 8pm Friday", "Quiz is at the Red Lion this Friday, same time")
    assert changes_the_other_part("apéro vendredi 19h chez moi", "apéro samedi 19h, même endroit")
    assert changes_the_other_part(
        "Lesekreis ist Dienstag 19 Uhr im Café Lotte", "Lesekreis diese Woche Freitag, gleiche Zeit, gleicher Ort"
    )
    assert changes_the_other_part("quiz jeudi 20h au bar", "finalement le quiz c'est vendredi, même heure")
    assert not changes_the_other_part("yoga Tuesday 7pm", "pilates Thursday, same time")  # another class
    assert changes_the_other_part("周六下午三点在万达星巴克碰头", "碰头改到周日下午三点，地方不变")
    assert changes_the_other_part("Book club is Thursday at 7 at the Crown", "book club → weds 7pm, same pub")
    assert changes_the_other_part(  # the place as it was before
        "2분기 워크숍은 6월 20일(금) 가평에서 진행됩니다.", "2분기 워크숍 일정 안내: 6월 27일(금), 장소는 기존과 동일합니다."
    )
    assert not changes_the_other_part("Quiz night's at the Crown, 8pm Friday", "Quiz at the Crown this Friday, same time")
    assert not changes_the_other_part("apéro vendredi 19h chez moi", "apéro vendredi, même endroit ?")  # a question
    assert not changes_the_other_part("Yoga Monday 7pm at the studio", "Pilates on Tuesday, same place")  # another class
