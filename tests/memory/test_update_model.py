"""The learned update model: its trees, the pair's structure, and what it may judge (pure)."""

import math
import re

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.change_cues import (
    adds,
    change_words,
    concedes,
    denied,
    hedged,
    says_change,
    says_done,
    says_it_stays,
)
from longtermmemory.memory.slots import SlotClassifier
from longtermmemory.memory.taste_model import TasteModel
from longtermmemory.memory.update_model import (
    REPLACED_AT,
    REPLACED_NAMED_AT,
    SAID_AGAIN_FLOOR,
    ChangeDetector,
    Ensemble,
    Pair,
    Tree,
    UpdateModel,
    confirms,
    gives_the_same_values,
    judgeable,
    keeps_the_older,
    may_restate,
    may_restate_anothers,
    may_retell,
    name_one_thing,
    names_another,
    reminds_of,
    restates_the_moment,
    restates_values_only,
    said_again_floor,
    says_it_changes,
    says_it_stands,
    structure,
    swaps_terms,
)

STUMP = Tree(feature=[0, 0, 0], threshold=[0.5, 0.0, 0.0], left=[1, 0, 0], right=[2, 0, 0], value=[0.0, -1.0, 2.0])
UNIT = np.ones(4, dtype=np.float32) / 2


def logistic(raw: float) -> float:
    return 1 / (1 + math.exp(-raw))


def test_a_tree_goes_left_at_or_below_its_threshold_and_an_ensemble_adds_its_trees_to_the_baseline() -> None:
    deeper = Tree(
        feature=[0, 1, 0, 0, 0], threshold=[0.5, 0.0, 0, 0, 0], left=[1, 3, 0, 0, 0], right=[2, 4, 0, 0, 0], value=[0, 0, 3, 1, 5]
    )
    ensemble = Ensemble(baseline=0.5, trees=[STUMP, deeper], threshold=0.9)
    rows = np.array([[1.0, 0.0], [0.5, 0.0], [0.2, 0.7]])  # the second sits at the threshold: it goes left
    expected = [logistic(0.5 + 2.0 + 3.0), logistic(0.5 - 1.0 + 1.0), logistic(0.5 - 1.0 + 5.0)]
    assert list(ensemble.probabilities(rows)) == pytest.approx(expected)


def test_a_tree_whose_lists_disagree_or_point_outside_itself_is_refused() -> None:
    with pytest.raises(ValidationError):
        Tree(feature=[0], threshold=[0.5, 1.0], left=[0], right=[0], value=[1.0])
    with pytest.raises(ValidationError):
        Tree(feature=[0], threshold=[0.5], left=[3], right=[0], value=[1.0])
    with pytest.raises(ValidationError):  # a child before its node: a walk could loop
        Tree(feature=[0, 0], threshold=[0.5, 0.5], left=[1, 1], right=[1, 0], value=[0.0, 1.0])
    with pytest.raises(ValidationError):  # a component of another dimension than the mean
        UpdateModel(
            embedding_model="m", mean=[0.0, 0.0], components=[[1.0]], update=Ensemble(baseline=0, trees=[STUMP], threshold=0.5)
        )


def test_the_structure_of_a_pair_reads_change_negation_and_values_in_any_language() -> None:
    moved = structure(Pair("会議室の定員は80名です。", "訂正：定員は60名でした。", UNIT, UNIT, True))
    assert moved[0] == 1.0 and moved[2] == 1.0  # a marker of change; numbers that differ
    still = structure(Pair("Party starts at 8", "still 8 for the party", UNIT, UNIT, True))
    assert still[2] == 0.0 and still[3] == 1.0  # the old number repeated
    assert says_change("ya no trabajo los sábados") and says_change("我搬到了上海") and not says_change("I work at Sony")
    assert hedged("vielleicht ziehe ich um") and hedged("たぶん辞める") and not hedged("I moved to Kyoto")
    assert adds("I also have a dog") and adds("我也会说法语") and not adds("I moved to Kyoto")


@pytest.mark.parametrize(
    "text",
    ["本人已更换手机号码", "会议时间变更为周四", "À compter de janvier, la cotisation passera à 45 €", "Planänderung: Sonntag"],
)
def test_a_word_of_change_of_a_formal_notice_is_a_marker(text: str) -> None:
    assert says_change(text)


def test_a_korean_marker_of_change_is_read_however_its_verb_is_conjugated() -> None:
    for conjugated in ("스터디 장소 바뀜", "장소 바뀌었어", "바뀐 장소로 와", "헬스장 옮김", "헬스 끊고 필라테스 등록함"):
        assert says_change(conjugated), conjugated
    assert change_words("스터디 장소 바뀜") == ["바뀌"]  # the stem, as written
    # a whole word of change is no part of a longer syllable: "이사" (moving house), not "이상" (or more)
    assert says_change("이사했어") and not says_change("8자리 이상") and not says_change("바이올린 배웠어")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The printer on floor 3 is broken.", "Floor 3 printer has been repaired."),
        ("我爸在医院住着呢", "我爸昨天出院了"),
        ("父が入院中です", "親父、昨日無事退院しました"),
        ("아버지 입원하셨어", "아버지 어제 퇴원하셨어"),
        ("tengo el coche en el taller", "el coche ya está arreglado"),
        ("mein Auto ist in der Werkstatt", "Auto ist repariert"),
        ("ma voiture est au garage", "la voiture est réparée"),
    ],
)
def test_a_state_that_ended_says_that_something_changed(old: str, new: str) -> None:
    """A telic verb in its completed form is the other way a fact changes; the model still decides whether it retires."""
    assert says_done(new) and says_it_changes(old, new)
    assert not says_done(old)


@pytest.mark.parametrize(
    "new",
    [
        "nvm quiz is back at the Fox as usual",
        "站会又改回9点了",
        "ピンク飽きたから黒に戻した",
        "아침 회의 다시 9시로 돌아갑니다",
        "la junta vuelve al viernes, como antes",
        "zurück zur normalen Milch",
        "Daily wieder um 9, wie früher",
        "je remets « Foot du dimanche »",
    ],
)
def test_a_return_to_the_earlier_value_says_that_something_changed(new: str) -> None:
    assert says_change(new)


@pytest.mark.parametrize(
    "new",
    [
        "my train got delayed, arriving 10:40",
        "物业费下个月起调整为每月180元",
        "発表が来週に早まった",
        "비행기가 연착돼서 9시 도착",
        "me han retrasado la cita al jueves",
        "wir verlegen das Treffen auf Mittwoch",
        "la réunion est retardée à 15h",
        # becoming, in each language's own words, and the formal "changed to" of a notice
        "she became head of sales",
        "手数料込みで8500円になってた",
        "월세 70만원 됐어",
        "Paul ist heute 5 geworden",
        "ya somos 10 en soporte",
        "Hugo est devenu chef d'équipe",
        "季度总结会改至3月18日",
        "房东说下个月起4200",
        "成都推到国庆了",
        "换号了，新号13987654321",
        "兄弟们我脱单了",
        # a rise said done, a move to another time
        "nos han subido la cuota a 39,90€",
        "el entreno del martes pasa a las 20:30",
        # a sign seen where the thing is
        "just saw the sign on the gym door, weekdays it's 5am to 11pm",
        "健身房门口贴了通知，工作日早上6点开门",
        "ジムの貼り紙見たら平日6時〜23時ってなってた",
        "acabo de ver el cartel de la piscina: de 8 a 22h",
        "Schild an der Tür: Öffnung 7 Uhr",
    ],
)
def test_a_verb_of_delaying_adjusting_or_becoming_says_that_something_changed(new: str) -> None:
    assert says_change(new)


@pytest.mark.parametrize(
    "new",
    [
        "年夜饭改到大董了，时间不变",
        "通知：评审会延期至下周一，时间地点不变，请相互转告",
        "各位同事：季度总结会改至3月18日上午10点召开，地点不变。",
        "moved to Thursday, time and place unchanged",
        "Treffen auf Donnerstag verschoben, Ort unverändert",
        "会議は木曜に変更、時間と場所は変わらず",
    ],
)
def test_a_part_said_to_stay_beside_a_change_leaves_the_change(new: str) -> None:
    """ "时间不变" says the time stays while the day or the place changes: no word that nothing changed."""
    assert says_it_changes("年会在周三", new)


def test_nothing_changed_said_of_the_whole_cancels_a_change_word() -> None:
    assert not says_it_changes("meeting on Thursday", "nothing changed, still Thursday")
    # "new" said of a thing both name is part of its name; said only by the newer, it is news
    assert not says_it_changes("Das neue Büro eröffnet am 1. Mai.", "Die Parkausweise für das neue Büro gibt es im April.")
    assert not says_it_changes("La nueva sede abrirá el 1 de mayo.", "Las tarjetas para la nueva sede se entregan en abril.")
    assert says_it_changes("I work at the old bakery.", "I work at a new bakery")
    assert not says_it_changes("会议周四", "没变，还是周四")


def test_too_of_a_degree_and_也太_add_nothing() -> None:
    assert not adds("Ken's at Toyota now btw, he's too shy to announce it") and not adds("it was too late")
    assert not adds("大刘早跳去字节了，你们消息也太滞后了") and not adds("too many meetings, I quit")
    assert adds("I have a cat too") and adds("Sarah is too.") and adds("我也会说法语")


def test_again_a_degree_or_a_possibility_says_no_change() -> None:
    """ "Again" repeats a state ("broken again"), "plutôt bien" is a degree, "vuelva" after "es posible que" a guess."""
    assert not says_change("the coffee machine is broken again") and not says_change("다시 한번 안내드립니다")
    assert not says_change("entretien chez Doctolib, ça s'est plutôt bien passé") and says_change("plutôt 20h, je finis tard")
    assert hedged("Es posible que la próxima sesión vuelva a ser presencial.") and hedged("il est possible que ça change")
    assert hedged("me estoy planteando hacerme vegana el año que viene") and hedged("estoy considerando cambiarme de piso")


def test_a_question_a_hedge_or_an_addition_is_never_judged_an_update() -> None:
    always = UpdateModel(
        embedding_model="m",
        mean=[0.0] * 4,
        components=[[1.0, 0.0, 0.0, 0.0]],
        update=Ensemble(baseline=10.0, trees=[STUMP], threshold=0.5),  # says "update" to every pair it may judge
    )
    asked = [
        "I joined Toyota this spring",
        "Did you join Toyota?",
        "maybe I'll join Toyota",
        "I also work at Toyota",
        "可能会去丰田",
    ]
    verdicts = always.supersedes([Pair("I work at Panasonic", new, UNIT, UNIT, True) for new in asked])
    assert verdicts == [True, False, False, False, False]
    assert not any(judgeable(new) for new in asked[1:])


def test_an_addition_in_japanese_or_korean_is_never_judged_an_update() -> None:
    assert not judgeable("金曜にも歯医者…詰め物取れた😩")  # "on Friday too": the Tuesday appointment stays
    assert not judgeable("금요일에도 치과 가야 돼")
    assert judgeable("歯医者は金曜に変わった")
    assert not judgeable("관리비도 15만원으로 올랐어")  # 도 closing a word: the rent went up as well
    assert not judgeable("나도 비건")
    assert judgeable("아직도 비건이야") and judgeable("10분 정도 늦어") and judgeable("도서관 문 닫는 시간 바뀜")
    assert judgeable("제주도 취소ㅠㅠ 비행기 결항됨") and judgeable("강원도로 이사했어")  # a province's name, no "too"
    assert judgeable("이번 주말도 한강 뛰었음, 여전히 매주 달리는 중")  # this weekend again: the habit, nothing added
    assert judgeable("수영 안 간 지 꽤 됐어ㅋㅋ 수영복 어딨는지도 모름")  # the "even" of a clause made a question
    assert not judgeable("우리 강아지도 5살이야")  # a dog too


def test_one_more_of_a_thing_in_chinese_japanese_or_korean_adds_and_a_change_again_does_not() -> None:
    assert not judgeable("又领养了一只狸花，现在两只猫主子了")  # another cat: the first one stays
    assert not judgeable("猫をもう一匹迎えました") and not judgeable("고양이 한 마리 더 입양했어")
    assert judgeable("又换了一家公司，在字节了") and judgeable("我又搬家了，现在住在杭州") and judgeable("又加了一个，现在11个人")


def test_a_second_one_of_a_kind_adds_and_a_second_of_time_does_not() -> None:
    for added in (
        "we adopted a second cat! Biscuit has a brother",
        "un segundo perro",
        "einen zweiten Hund",
        "第二只猫",
        "2匹目の猫",
    ):
        assert adds(added), added
    for said in ("wait a second", "give me a second to check", "espera un segundo que ya voy", "a second-hand bike"):
        assert not adds(said), said


def test_a_question_that_gives_the_values_asks_whatever_follows_it() -> None:
    assert not judgeable("Could we move the quarterly review to the 23rd? Checking if everyone's free.")
    assert not judgeable("周五的季度会能否提前到上午十点？请大家确认一下时间。")
    assert judgeable("Guess what? I got the job at Google")  # the question gives no value: the statement asserts
    assert judgeable("no, 20:40, I looked at the outbound. can someone pick me up?")


def test_a_weekday_or_a_time_the_older_lacks_is_no_restatement_and_a_time_on_the_hour_is_its_hour() -> None:
    assert not may_restate("The Q3 review meeting is Tuesday at 10.", "The Q3 review deck is due Monday at 10.")
    assert not may_restate("土曜の勉強会は市民センター", "日曜は同じ市民センターで英会話サークルをやってます")
    assert may_restate("本周例会定于周三上午十点召开。", "再次提醒：周三10:00例会，请准时参加。")
    assert gives_the_same_values("Chorprobe ist mittwochs um 19 Uhr", "Chorprobe: Mittwoch 19:00")
    assert not gives_the_same_values("Chorprobe ist mittwochs um 19 Uhr", "Chorprobe: Mittwoch 19:30")


def test_a_month_named_is_matched_by_a_month_not_by_a_day_of_the_same_number() -> None:
    assert not gives_the_same_values("Das Treffen ist am 3. Oktober", "Treffen jetzt am 10., nicht am 3.")
    assert not gives_the_same_values("飲み会は10月3日", "飲み会は3月10日に変更")  # month and day swapped
    assert gives_the_same_values("Das Treffen ist am 3. Oktober", "Treffen: 3.10.")
    assert gives_the_same_values("The gala is on 9 May 2026", "gala 9/5/26")  # a year by its last two digits
    assert not gives_the_same_values("The gala is on 9 May 2026", "gala 9/5/25")  # another year
    assert gives_the_same_values("Submissions are due June 21", "submissions due 6/21")


def test_a_time_is_one_value_however_written_and_a_dates_weekday_adds_nothing() -> None:
    older = "The deadline for submissions is 5 PM on Friday, June 7."
    assert gives_the_same_values(older, "Submissions are due June 7th at 17:00.")
    assert gives_the_same_values("材料请于6月7日下午5点前提交。", "材料提交截止时间：6/7 17:00。")
    assert gives_the_same_values("le point d'équipe c'est tous les jours à 9h30", "rappel : daily à 9h30")
    assert gives_the_same_values("朝会は毎日9時半", "リマインド：朝会9:30〜です")
    assert gives_the_same_values("AG le 9 avril à 18h.", "l'assemblée générale aura lieu le 9 avril à 18 heures.")
    assert not gives_the_same_values("Book club is Monday at 10", "Book club is at 10")  # no date: the weekday counts
    assert not gives_the_same_values(older, "Submissions are due June 7th at 18:00.")


def test_another_members_restatement_needs_the_same_values_and_no_word_of_its_speaker() -> None:
    assert may_restate_anothers("Book club is Thursday at 7", "reminder: book club thurs 7pm!")
    assert may_restate_anothers("送別会は6月28日（金）です。", "送別会、6/28（金）ですね。承知しました。")
    assert not may_restate_anothers("Book club is Thursday at 7", "Book club is Thursday at 7")  # the same sentence: theirs
    assert not may_restate_anothers("Book club is Thursday at 7", "I'm at book club thursdays at 7")  # of themselves
    assert not may_restate_anothers("Book club is Thursday at 7", "reminder: book club friday 7pm!")  # another day
    assert not may_restate_anothers("I work at Google as a data scientist", "Nina's a data scientist at Google")  # no value
    asked = "¿seguimos con el pádel a las 19 el martes? igual llego tarde"
    assert not may_restate_anothers("el pádel es los martes a las 19:00", asked)  # a question
    assert not may_retell("Manu tiene un Seat León rojo", "el león rojo es el de Manu, ¿no?")


def test_a_model_without_a_retiring_threshold_retires_nothing_and_one_outside_zero_to_one_is_refused() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    assert UpdateModel(**shape, update=update).retire_at is None
    assert UpdateModel(**shape, update=update, retire_at=0.93).retire_at == 0.93
    with pytest.raises(ValidationError):
        UpdateModel(**shape, update=update, retire_at=1.5)


def test_recall_shows_the_older_as_earlier_from_its_own_lower_bar_and_from_the_ensembles_without_one() -> None:
    """Showing a statement as earlier retires nothing, so its bar may sit below the one that holds every dev pair
    labelled new off; a model shipped without it keeps the ensemble's."""
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=1.0, trees=[STUMP], threshold=0.9)  # 0.5 for this pair: logistic(1 - 1)
    pairs = [Pair("I work at Panasonic", "I joined Toyota this spring", UNIT, UNIT, True)]
    assert UpdateModel(**shape, update=update).supersedes(pairs) == [False]
    assert UpdateModel(**shape, update=update, mark_at=0.5).supersedes(pairs) == [True]
    with pytest.raises(ValidationError):
        UpdateModel(**shape, update=update, mark_at=-0.1)


def test_another_members_restatement_that_the_model_finds_an_update_is_no_restatement() -> None:
    """A restatement of another member's statement is not stored; one that names a holder the older does not, and that
    the update model finds likely to give the older's slot another value, is kept instead, or the newer holder would be
    lost. A reminder that names nobody new stays a restatement, however the model scores it."""
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=1.0, trees=[STUMP], threshold=0.9)  # 0.5 for these pairs: logistic(1 - 1)
    restatement = Ensemble(baseline=2.0, trees=[STUMP], threshold=0.5)  # logistic(2 - 1)
    reminder = Pair("Book club is Thursday at 7", "reminder: book club thurs 7pm!", UNIT, UNIT, False)
    holder = Pair("Book club is Thursday at 7, hosted by Mark", "book club thurs 7pm, Linda hosts", UNIT, UNIT, False)
    model = UpdateModel(**shape, update=update, restatement=restatement)
    assert model.anothers_restatement_probabilities([reminder, holder]) == [logistic(1.0)] * 2
    updating = UpdateModel(**shape, update=update, restatement=restatement, mark_at=0.5)
    assert updating.anothers_restatement_probabilities([reminder, holder]) == [logistic(1.0), 0.0]
    said_by = Pair("Tickets kosten 39 Euro", "Tickets 39,- € pro Person, hat Tobi ja gesagt", UNIT, UNIT, False)
    assert updating.anothers_restatement_probabilities([said_by], told_by_name={said_by.old}) == [logistic(1.0)]


def test_another_members_statement_is_named_as_kept_from_the_lower_of_the_retiring_and_the_marking_bar() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=1.0, trees=[STUMP], threshold=0.9)
    model = UpdateModel(**shape, update=update, mark_at=0.75, retire_at=0.93, retire_named_at=0.7)
    assert model.keep_note_threshold("I work at Panasonic", "My rent is 900") == 0.75
    assert model.keep_note_threshold("my rent is 900", "the rent went up to 1,050") == 0.7  # both name "rent"
    assert UpdateModel(**shape, update=update, mark_at=0.75).keep_note_threshold("a", "b") == 0.75  # retires nothing


def test_only_a_statement_that_says_something_changed_may_retire_with_no_llm() -> None:
    assert says_it_changes("My rent is 900 euros a month", "The landlord raised my rent, I pay 1,050 now")
    assert says_it_changes("I eat meat", "I don't eat meat")
    assert says_it_changes("会議は金曜です", "会議は土曜に変わった")
    assert not says_it_changes("we talked about the ramen plan number 303", "we talked about the chess plan number 291")


def test_a_change_the_detector_announces_lets_the_model_judge_unless_the_statement_says_nothing_changed() -> None:
    assert not says_it_changes("I work at the Osaka office", "got transferred to Tokyo")
    assert says_it_changes("I work at the Osaka office", "got transferred to Tokyo", announced=True)
    assert not says_it_changes("会議は金曜です", "会議は金曜のまま、変更なし", announced=True)


def test_the_change_detector_is_a_logistic_regression_with_its_own_bar_and_refuses_what_it_cannot_read() -> None:
    detector = ChangeDetector(weights=[2.0, 0.0, 0.0, 0.0], bias=-1.0, threshold=0.7)
    assert detector.probability(UNIT) == pytest.approx(logistic(0.0))  # 2 * 0.5 - 1
    assert not detector.announces(UNIT)
    assert detector.announces(np.array([1.0, 0.0, 0.0, 0.0], dtype=np.float32))  # logistic(1) = 0.73
    with pytest.raises(ValidationError):
        ChangeDetector(weights=[math.nan], bias=0.0, threshold=0.5)
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    assert UpdateModel(**shape, update=update, change=detector).announces_change(np.ones(4, dtype=np.float32))
    assert not UpdateModel(**shape, update=update).announces_change(np.ones(4, dtype=np.float32))
    with pytest.raises(ValidationError):  # one weight per dimension
        UpdateModel(**shape, update=update, change=ChangeDetector(weights=[1.0], bias=0.0, threshold=0.5))


def test_two_statements_name_one_thing_by_a_word_of_four_letters_or_hangul_or_two_pairs_of_cjk_characters() -> None:
    assert name_one_thing("My rent is 900 euros a month", "the rent went up to 1,050")
    assert name_one_thing("駅前のスーパーは22時まで", "駅前のスーパー、21時閉店になったよ")
    assert name_one_thing("애들 학교 8시 반 등교", "애들 학교 이제 3시에 하교해요")
    assert not name_one_thing("ich liebe scharfes Essen", "seit der Siebträger da ist, trink ich nur noch Espresso")  # "ich"
    assert not name_one_thing("le vendredi soir je vais au ciné-club", "j'ai arrêté le café")  # "le"
    assert not name_one_thing("I work at Panasonic", "My rent is 900")
    assert not name_one_thing("房东把房租涨到3800了", "健身卡涨到260了")  # one pair of characters, a verb: "涨到"
    assert name_one_thing("我家附近的健身房晚上十点关门", "健身房现在改成九点关门了")
    assert name_one_thing("ich bin Veganerin", "ich bin keine Veganerin mehr")


def test_neither_a_function_word_nor_a_word_of_change_names_a_thing() -> None:
    assert not name_one_thing("ich arbeite nicht mehr bei Bosch", "ich wohne nicht mehr in Stuttgart")
    assert not name_one_thing("je ne mange plus de viande", "je ne bois plus de café")
    assert not name_one_thing("新しい自転車買った", "新しいヘルメット買った")  # 新しい says a change
    assert not name_one_thing("이제 비건 아님", "이제 인스타 안 함")


def test_a_pair_that_names_one_thing_retires_at_the_lower_of_its_two_bars() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    model = UpdateModel(**shape, update=update, retire_at=0.93, retire_named_at=0.72)
    assert model.retire_threshold("My rent is 900", "the rent went up to 1,050") == 0.72
    assert model.retire_threshold("I work at Panasonic", "My rent went up") == 0.93
    assert UpdateModel(**shape, update=update, retire_at=0.93).retire_threshold("My rent is 900", "rent went up") == 0.93
    assert UpdateModel(**shape, update=update, retire_named_at=0.72).retire_threshold("My rent is 900", "rent went up") is None


def test_a_value_put_in_the_place_of_one_of_the_older_kind_lowers_the_retiring_bar() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    model = UpdateModel(**shape, update=update, retire_at=0.93, retire_named_at=0.8)
    old, new = "the hike leaves at 8 tomorrow", "change of plans, the hike leaves at 9"
    assert model.retire_threshold(old, new, replaced=True) == REPLACED_NAMED_AT < model.retire_threshold(old, new) == 0.8
    assert model.retire_threshold("leaving at 8", "change of plans: 9", replaced=True) == REPLACED_AT
    assert model.retire_threshold("opens at 9", "closes at 6 now", replaced=True) is None  # another slot


def test_a_pair_that_gives_one_slot_of_a_person_retires_at_the_lowest_of_its_bars() -> None:
    """ "I live in Osaka" and "finally moved to Kyoto!!" share no word, yet both give a home: the slot classifier says
    so (`gives_one_slot`), and its bar applies beside the others; without a slot classifier, never."""
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    slots = SlotClassifier(
        slots=["residence", "pet"], one_value=["residence"], weights=[[4.0, 0, 0, 0], [-4.0, 0, 0, 0]], bias=[0.0, 0.0]
    )
    model = UpdateModel(**shape, update=update, retire_at=0.93, retire_named_at=0.8, retire_slot_at=0.7, slots=slots)
    home, pet = np.array([1.0, 0, 0, 0], dtype=np.float32), np.array([-1.0, 0, 0, 0], dtype=np.float32)
    assert model.gives_one_slot(Pair("I live in Osaka", "finally moved to Kyoto", home, home, True))
    assert not model.gives_one_slot(Pair("I have a cat", "got a puppy", pet, pet, True))  # pets: more than one
    assert not model.gives_one_slot(Pair("I live in Osaka", "got a puppy", home, pet, True))
    assert not UpdateModel(**shape, update=update).gives_one_slot(Pair("a", "b", home, home, True))
    assert model.retire_threshold("I live in Osaka", "finally moved to Kyoto", one_slot=True) == 0.7
    assert model.retire_threshold("I live in Osaka", "finally moved to Kyoto") == 0.93
    assert model.retire_threshold("my sister lives in Osaka", "my brother moved to Kyoto", one_slot=True) is None
    assert model.keep_note_threshold("I live in Osaka", "finally moved to Kyoto", one_slot=True) == 0.5


def test_only_a_statement_that_says_no_change_and_adds_no_number_may_restate() -> None:
    assert may_restate("Ich wohne in Hamburg-Altona", "wohn in Altona, Hamburg halt")
    assert not may_restate("Ich wohne in Hamburg-Altona", "wohne jetzt in Hamburg-Eimsbüttel")  # says it changed
    assert not may_restate("we talked about the ramen plan number 303", "we talked about the chess plan number 291")
    # another code is another record, and digits inside a code are no number of the statement
    old = "In chat 1, member 0 talked about the Kyoto plan number 4 (3d8a06)"
    assert not may_restate(old, "In chat 1, member 0 talked about the marathon plan number 6 (6c3ddd)")
    old = "In chat 1, member 2 talked about the chess plan number 105 (b128d7)"
    assert not may_restate(old, "In chat 1, member 2 talked about the piano plan number 7 (eeebbc)")
    assert may_restate("the gate code is 4417B", "gate code: still 4417b")  # one code, either case
    assert not may_restate("I live in Osaka", "maybe I'll live in Osaka")  # a hedge
    assert not may_restate("I work at Panasonic", "My rent is 900")
    assert not may_restate("Ken plays the trumpet in a jazz band", "Ken plays the trombone in a brass band")  # swapped
    # an address the older does not hold is another value: another e-mail, link or handle
    assert not may_restate("My work email is lena@acme.com", "my personal email is lena.k@gmail.com")
    assert may_restate("my email is lena@acme.com", "email: lena@acme.com")


@pytest.mark.parametrize(
    "text",
    ["choir still rehearses on Monday", "还是八点，没变", "会場は引き続き帝国ホテルです", "여전히 토요일이야", "sigo sin coche",
     "bleibt bei 20 Uhr, nix geändert", "toujours pas le permis", "nothing changed, 8pm it is",
     "BBQ予定通り日曜11時", "相変わらず看護師やってます", "회의는 예정대로 3시", "dinner on Friday as planned"],
)  # fmt: skip
def test_a_word_that_says_the_fact_stands_is_found_in_each_language(text: str) -> None:
    assert says_it_stays(text)


@pytest.mark.parametrize(
    ("old", "new", "stands"),
    [
        ("训练晚上七点开始", "19:00训练，老时间", True),
        ("Training ist um 19 Uhr", "Training um 7 abends wie immer", True),
        ("l'entraînement commence à 19h", "entraînement 7h du soir comme d'hab", True),
        ("연습 저녁 7시부터", "연습 19시 평소대로", True),
        ("we meet at the Crown", "back at the Fox as usual", False),  # returned to: a change back
        ("Ana trains at 7", "at 7 as usual for Ben", False),  # someone else's
    ],
)
def test_as_usual_says_the_fact_stands_unless_it_returned_to_it(old: str, new: str, stands: bool) -> None:
    assert says_it_stands(old, new) is stands


def test_a_fact_that_stands_is_no_change_but_a_negation_turned_around_still_is() -> None:
    assert says_change("8時のままだよ、変更なし") and not says_it_changes("パーティー8時から", "8時のままだよ、変更なし")
    # a negation after the clause that says it stands follows from the fact ("so no bacon rolls"); in it, it changes
    assert not says_it_changes("I'm vegetarian", "still veggie, so no bacon rolls for me")
    assert says_it_changes("I'm vegetarian", "still not vegetarian anymore lol")
    assert not says_it_changes("Noah n'est plus allergique aux œufs", "sa sœur Lina est toujours allergique aux arachides")
    assert not says_it_stays("the party moved to 9") and not says_it_stays("back at the Fox as usual")
    # the day changed, the place stays
    assert says_it_changes("동창회 토요일 저녁 6시", "동창회 일요일 점심으로 바꿨어, 장소는 그대로")


def test_a_restatement_that_says_the_fact_stands_has_a_bar_of_its_own() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    restatement = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.71)
    model = UpdateModel(**shape, update=update, restatement=restatement, restatement_stays_at=0.5)
    stands = "choir still rehearses on Monday, bring your own sheet music"  # more than a few new words
    assert model.restatement_threshold("choir rehearses on Monday", stands) == 0.5
    assert model.restatement_threshold("choir rehearses on Monday", "choir rehearses Mondays") == 0.71
    assert model.restatement_threshold("Noah n'est plus allergique", "sa sœur Lina est toujours allergique") == 0.71
    assert model.restatement_threshold("Noah n'est plus allergique", "Noah est toujours allergique") == 0.5
    unset = UpdateModel(**shape, update=update, restatement=restatement)
    assert unset.restatement_threshold("choir rehearses on Monday", stands) == 0.71
    assert UpdateModel(**shape, update=update).restatement_threshold("a", "still a") is None


def test_a_restatement_naming_no_one_thing_has_a_bar_of_its_own_and_none_without_one() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    restatement = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.71)
    model = UpdateModel(**shape, update=update, restatement=restatement, restatement_unnamed_at=0.9)
    assert model.restatement_threshold("I'm left-handed", "lefty 🙋", one_slot=True) == 0.9  # no word in common
    assert model.restatement_threshold("I'm left-handed", "lefty 🙋") is None  # nor one slot of one value
    assert model.restatement_threshold("choir rehearses on Monday", "choir rehearses Mondays") == 0.71
    unset = UpdateModel(**shape, update=update, restatement=restatement)
    assert unset.restatement_threshold("我不喝酒", "我滴酒不沾", one_slot=True) is None
    stands = UpdateModel(**shape, update=update, restatement=restatement, restatement_stays_at=0.5)
    assert stands.restatement_threshold("je suis fan de l'OM", "toujours OM, même quand ça perd 💙") == 0.5  # said to stand
    assert stands.restatement_threshold("I'm left-handed", "lefty 🙋") is None


def test_a_model_without_a_restatement_ensemble_finds_no_restatement() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    pair = Pair("I live in Osaka", "Osaka is home", UNIT, UNIT, True)
    assert UpdateModel(**shape, update=update).restatement_probabilities([pair]) == [0.0]
    assert UpdateModel(**shape, update=update, restatement=update).restatement_probabilities([pair]) != [0.0]


def test_a_term_or_two_put_in_others_place_with_most_kept_is_another_value_not_a_restatement() -> None:
    assert swaps_terms("Sora is allergic to pollen", "Sora is allergic to dust mites")
    assert swaps_terms("Sora rented a flat in Kobe", "Sora bought a flat in Kobe")
    assert not swaps_terms("j'habite à Bordeaux", "je vis à Bordeaux")  # other words for one fact
    assert not swaps_terms("I work at Panasonic", "I work for Panasonic")  # the same words
    # an article elided before a vowel comes along with the term it goes with, and counts for nothing
    assert swaps_terms("mon film préféré c'est Interstellar", "mon livre préféré c'est L'Étranger")


def test_a_statement_with_a_question_after_it_still_asserts() -> None:
    assert judgeable("wait did nobody tell you lot? Ken's at Toyota now")
    assert judgeable("no, llega a las 20:40, miré el de ida jaja ¿alguien me recoge igual?")
    assert not judgeable("is it still at 3? or 4?")
    assert not judgeable("¿sigue a las 3?")
    assert not judgeable("it costs 18.40 now?")  # a decimal point ends no sentence


def test_a_time_from_which_something_holds_marks_a_change() -> None:
    for new in (
        "Ab nächster Woche verschieben wir den Jour fixe auf Dienstag, 14 Uhr.",
        "À partir de la semaine prochaine, le point hebdo passe au mardi 14h.",
        "来週より定例は火曜14時に変更となります",
        "从下周起例会改到周二",
        "다음 주부터 주간회의 화요일 오후 2시",
    ):
        assert says_change(new), new
    assert not says_change("ab und zu gehe ich laufen")


@pytest.mark.parametrize(
    "said",
    ["没有没有我没辞职，只是请了年假", "nee, hab nicht gekündigt 😅", "non non je démissionne pas 😂", "no, I didn't quit"],
)
def test_a_word_of_change_denied_where_it_stands_says_no_change(said: str) -> None:
    quits = re.compile(r"辞职|gekündigt|d[ée]missionn[ée]|quit", re.IGNORECASE)
    assert denied(quits, said)
    assert not denied(quits, "quit my job, not going back")


def test_an_extra_charge_adds_and_german_also_says_so() -> None:
    assert adds("주차 2대째부터는 월 3만원이 별도로 부과됩니다.")
    assert not adds("also 35 Euro pro Person für die Hütte, überweist bitte bis Freitag")
    assert adds("I also have a dog")


def test_a_supposition_restates_nothing_it_does_not_suppose() -> None:
    assert not may_restate("ich esse kein Fleisch", "wenn ich jemals wieder Fleisch esse, dann ne Currywurst")


def test_a_branch_opened_beside_the_one_that_stays_changes_nothing() -> None:
    old, new = "학원은 대치동 은마사거리 건물 2층에 있습니다.", "도곡동에 2관을 새로 열었습니다. 본관은 기존 대치동 그대로입니다."
    assert not says_it_changes(old, new)
    assert says_it_changes(old, "도곡동에 2관을 새로 열었습니다.")


def test_a_fact_said_to_stand_after_an_emoji_changes_nothing() -> None:
    old = "je bosse chez Capgemini"
    assert not says_it_changes(old, "promu lead dev 🎉 toujours chez Capgemini")
    assert says_it_changes(old, "promu lead dev 🎉 je pars chez Sopra le mois prochain")


def test_a_clause_after_a_comma_keeps_the_older_when_it_names_most_of_it() -> None:
    old = "j'ai toujours mon vieil iPhone 7"
    assert keeps_the_older(old, "j'ai eu un nouveau PC au taf, le tel c'est toujours le vieil iPhone 7")
    assert not keeps_the_older("ich studier Jura in Heidelberg", "hab zu VWL gewechselt, immer noch Heidelberg")


def test_a_statement_that_keeps_the_older_in_a_later_clause_restates_nothing() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    restatement = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.71)
    model = UpdateModel(**shape, update=restatement, restatement=restatement, restatement_stays_at=0.5)
    old = "still using my iphone 8"
    assert model.restatement_threshold(old, "phone's still the trusty old iphone 8 with the cracked screen") == 0.5
    assert model.restatement_threshold(old, "got an ipad for work, phone's still the trusty iphone 8 tho") is None


def test_a_restatement_with_the_same_values_has_the_lower_bar() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    restatement = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.71)
    model = UpdateModel(**shape, update=restatement, restatement=restatement, restatement_stays_at=0.5)
    assert gives_the_same_values("Our anniversary is Nov 2", "November 2nd is our anniversary")
    saved = "wedding date is 6/21, save it and book your hotels early"
    assert model.restatement_threshold("The wedding is on June 21", saved) == 0.5
    assert model.restatement_threshold("The wedding is on June 21", "the wedding is on June 28") == 0.71
    assert not gives_the_same_values("풋살 목요일 8시", "풋살 금요일 8시")  # a weekday is a value too


def test_a_verb_of_costing_names_no_thing() -> None:
    assert not name_one_thing("Der Mitgliedsbeitrag beträgt 75 € pro Jahr.", "Die Aufnahmegebühr beträgt einmalig 20 €.")
    assert not name_one_thing("the gym costs 40 a month", "parking costs 40 a month")


def test_a_sentence_that_says_a_change_keeps_only_a_part_of_the_older() -> None:
    old = "l'atelier tricot c'est au Café des Arts le jeudi"
    new = "le Café des Arts a fermé 😢 l'atelier tricot se fait à la médiathèque maintenant, toujours le jeudi"
    assert not keeps_the_older(old, new)


def test_the_taste_model_scores_a_turn_and_must_read_the_vectors_dimension() -> None:
    shape = {"embedding_model": "m", "mean": [0.0] * 4, "components": [[1.0, 0.0, 0.0, 0.0]]}
    update = Ensemble(baseline=0.0, trees=[STUMP], threshold=0.5)
    sides = [[6.0, 0.0, 0.0, 0.0], [0.0, 6.0, 0.0, 0.0], [0.0] * 4]
    taste = TasteModel(weights=sides, bias=[-2.0, -2.0, 0.0], turn_at=0.6)
    likes, dislikes = np.array([1.0, 0, 0, 0], dtype=np.float32), np.array([0, 1.0, 0, 0], dtype=np.float32)
    pair = Pair("la coriandre c'est immonde", "maintenant j'adore la coriandre", dislikes, likes, True)
    assert UpdateModel(**shape, update=update, taste=taste).taste_turns([pair])[0] >= 0.6
    assert UpdateModel(**shape, update=update).taste_turns([pair]) == [0.0]  # no taste model: no turn
    with pytest.raises(ValidationError):
        UpdateModel(**shape, update=update, taste=TasteModel(weights=[[1.0]] * 3, bias=[0.0] * 3, turn_at=0.6))


def test_a_retelling_by_name_restates_in_the_third_person_and_never_of_its_own_speaker() -> None:
    assert may_retell("my dog's name is Pickles", "Ben's dog is called Pickles lol")
    assert may_retell("私がPTA会長を務めております。", "PTA会長は佐藤さんですので、ご意見は佐藤さんまでお願いします。")
    assert not may_retell("I coordinate the budget review", "I'm taking over the budget review from Raj")  # a handover
    assert not may_retell("my dog's name is Pickles", "my dog's name is Pickles")  # the same sentence: theirs


def test_a_short_span_put_in_anothers_place_in_chinese_or_japanese_is_a_swap_not_a_restatement() -> None:
    assert swaps_terms("我会弹钢琴", "我会弹吉他") and swaps_terms("我不吃香菜", "我不吃葱")
    assert swaps_terms("猫を飼ってる", "犬を飼ってる")
    assert not swaps_terms("我住在上海", "我住在上海浦东")  # a span added, none put in another's place
    assert swaps_terms("小杨不吃辣", "小杨还不吃香菜")  # an adverb the newer puts before its verb, aside


def test_a_reminder_not_to_forget_denies_nothing_of_the_fact() -> None:
    assert not says_it_changes("母の誕生日は3月15日", "母さんの誕生日 3/15 忘れないように")
    assert not says_it_changes("Mum's birthday is March 15", "don't forget: mum's birthday March 15")
    assert says_it_changes("Mum's birthday is March 15", "don't forget, mum doesn't celebrate her birthday anymore")


def test_the_same_denied_of_another_thing_adds_it() -> None:
    assert adds("I don't eat coriander either.") and adds("yo tampoco como cilantro") and adds("pas de porc non plus")
    assert not adds("either Monday or Tuesday works")


def test_a_reminder_of_what_both_name_restates_it_and_a_reminder_of_a_change_or_of_another_thing_does_not() -> None:
    assert reminds_of("The board meeting is on 04/15 at 3 p.m.", "Reminder: board meeting April 15th, 15:00.")
    assert reminds_of("Susan is the treasurer of the HOA.", "As a reminder, Susan serves as our HOA treasurer.")
    assert reminds_of("朝会は毎日9時半です", "リマインド：朝会は9:30〜です")
    assert not reminds_of("The board meeting is on 04/15 at 3 p.m.", "Reminder: the board meeting moved to 4 p.m.")
    assert not reminds_of("The party is at 55 Elm Street", "reminder: bring snacks tomorrow")  # another thing
    assert not reminds_of("standup at 9:30", "reminder: standup at 10 tomorrow")  # another value


def test_a_german_noun_after_its_article_still_names_another_thing_and_keeps_both() -> None:
    """Read as no name, "einen Salat" let the salad request restate the barbecue at the speaker's place (held-out 45)."""
    assert names_another("Grillen am Samstag bei mir", "zum Grillen am Samstag bringt bitte jeder einen Salat mit")
    assert not names_another("Tim und ich sind zusammen", "Tim und ich haben uns getrennt. Bitte nicht nachfragen")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I am the head of the finance department.", "As mentioned, I lead our finance team."),
        ("저는 인사팀 소속입니다.", "말씀드린 대로 인사팀에서 일하고 있습니다."),  # a polite ending names nothing
        ("Soy la jefa del servicio de pediatría.", "Como les comenté, dirijo pediatría."),
    ],
)
def test_a_statement_that_says_it_is_said_again_reminds_of_the_older(old: str, new: str) -> None:
    assert reminds_of(old, new)


def test_said_again_with_a_value_the_older_lacks_reminds_of_nothing() -> None:
    assert not reminds_of("I lead the finance team.", "As mentioned, I lead the finance team from March 3.")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The plane boards at a quarter to nine", "boarding 8:45"),
        ("je fais 1m80", "180 cm"),
        ("a las diez y media entonces", "10:30 👍"),
        ("Ich wiege 82 Kilogramm", "wiege 82 kg"),
        # the part of the day a time is read in, a currency in slang, a polite ending, a "don't forget" say nothing more
        ("Chorprobe 19 Uhr", "sieben Uhr abends"),
        ("朝会は朝9時", "9:00朝会です"),  # not 朝 inside 朝会
        ("la entrada cuesta 12 €", "12 pavos la entrada"),
        ("烧烤是5月3号", "5/3 烧烤别忘了"),
        # a word that leads back to the value or asks for it says nothing more
        ("Quedamos a las 8 de la tarde", "a las 20:00 entonces"),
        ("오후 3시에 봐", "15시 ㄱㄱ"),
        ("会費はひとり4,000円です", "4千円ずつお願いしまーす"),
        ("tickets are £12.50 each", "twelve fifty a ticket btw"),  # "twelve fifty": 12 and 50, no 62
        ("门票一百二一张", "一张120块"),  # 一百二 is 120 as a price is said
        ("La comunión de mi sobrino es el 18 de mayo", "Comunión el 18/5, no me falléis"),  # a plea to come
        ("Les places sont à 45 €", "45 balles la place"),  # "places" and "place": one word in two forms
    ],
)
def test_the_older_values_in_other_formats_and_no_other_word_restate_it(old: str, new: str) -> None:
    assert restates_values_only(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("dinner at 7", "dinner at 8"),  # another value
        ("I have 2 cats", "2 dogs"),  # a word the older lacks
        ("practice at 7pm", "practice at 7pm?"),  # a question
        ("the rent is 900", "the rent is no longer 900"),  # a change
        ("I have 2 cats", "2 TV"),  # a short word of its own is no particle
        # a bare time is no count nor day of the same number, and a morning told by the clock is no evening
        ("Il me reste 20 places", "20h donc"),
        ("15일 치과 예약", "15시 ㄱㄱ"),
        ("El AVE a Barcelona sale a las 8:00 de Atocha", "a las 20:00 entonces"),
    ],
)
def test_another_value_another_word_a_question_or_a_change_restates_nothing_by_values(old: str, new: str) -> None:
    assert not restates_values_only(old, new)


def test_values_said_again_beside_the_olders_words_need_no_floor_but_bare_values_do() -> None:
    assert said_again_floor("el concierto es a las diez de la noche", "concierto 22h") == 0.0
    assert said_again_floor("Chorprobe 19 Uhr", "sieben Uhr abends") == 0.0  # a time by the clock in both: one kind
    assert said_again_floor("we're 7 for dinner", "7 👍") == SAID_AGAIN_FLOOR  # a bare number: no kind told


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("la cena es el jueves a las 21:00", "jueves, 9 de la noche 👍"),  # a part of the day after the hour
        ("resto jeudi 20h", "jeudi, 8h du soir 👍"),
        ("AG le 10 mars à 18h30.", "Pour rappel : AG le 10/03 à dix-huit heures trente."),
        ("Training ist um 19 Uhr", "Training um 7 abends wie immer"),  # "as usual" says it again
        ("聚餐周四晚上7点", "提醒一下，周四 19:00"),  # a reminder says it again
        ("el cumple de Nora es el 9 de marzo", "9/3, apuntadlo"),  # a date to keep free, said to the group
        ("Sommerfest ist am 12. Juli", "12.07. nicht vergessen, Leute"),
        ("la fête du club c'est le 4 juillet", "04/07, bloquez la date"),
    ],
)
def test_words_that_say_a_fact_is_said_again_and_numbers_in_words_add_nothing_to_its_values(old: str, new: str) -> None:
    assert restates_values_only(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Mateo vive en Bilbao", "sí, Mateo está en Bilbao"),
        ("小王住在北京", "对，小王在北京"),
        ("Paul wohnt in Hamburg", "genau, Paul ist in Hamburg"),
        ("Sam lives in Boston", "yeah Sam's in Boston"),
        ("Priya starts at the bakery in May", "Priya told me that too, the bakery in May"),  # heard the same
        ("小林下周去成都出差", "小林也跟我说了，下周去成都"),
    ],
)
def test_a_member_who_assents_and_says_it_again_confirms_anothers_statement(old: str, new: str) -> None:
    assert confirms(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Sam lives in Boston", "Sam lives in Boston"),  # no word of assent
        ("Sam lives in Boston", "yeah Sam's in Chicago now"),  # says more: a change
        ("Sam lives in Boston", "yeah, and Lisa lives in Boston too"),  # names another, adds
        ("Sam lives in Boston", "yeah I live in Boston"),  # of the speaker themselves
        ("Sam lives in Boston", "right, Sam's in Boston?"),  # asks
        ("Priya starts at the bakery in May", "Priya told me that too, the bakery in June"),  # another month
        ("Jo's taken over as treasurer from Marcus", "Jo's the treasurer"),  # a name, not "jo," set apart
        ("partido a las 8", "si llueve lo retrasamos"),  # Spanish "if", no assent
    ],
)
def test_no_word_of_assent_or_more_said_confirms_nothing(old: str, new: str) -> None:
    assert not confirms(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The deadline for submissions is 5:00 PM on Friday.", "Submissions are due Friday at 17:00."),
        ("提交截止时间为周五下午五点。", "请于周五17:00前提交。"),
        ("El plazo de entrega finaliza el viernes a las 17:00.", "Las entregas: antes del viernes a las cinco de la tarde."),
    ],
)
def test_the_same_things_day_and_time_said_again_restate_it(old: str, new: str) -> None:
    assert restates_the_moment(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("The deadline for submissions is 5:00 PM on Friday.", "Submissions are due Friday at 18:00."),  # another time
        ("明天九点半在公司楼下集合去团建", "后天九点半在公司楼下集合去拜访客户"),  # another day from today
        ("Standup is Monday at 9:30", "Retro is also Monday at 9:30"),  # another thing, added
        ("The deadline for submissions is 5:00 PM on Friday.", "Submissions due Friday at 17:00?"),  # a question
    ],
)
def test_another_time_day_thing_or_a_question_restates_no_moment(old: str, new: str) -> None:
    assert not restates_the_moment(old, new)


def test_the_olders_change_told_again_in_another_form_of_its_word_may_restate_it() -> None:
    assert may_restate("je déménage le 12 octobre", "déménagement le 12/10 📦")
    assert not may_restate("je déménage le 12 octobre", "déménagement le 19/10 📦")  # another date
    assert not may_restate("La reunión se movió al jueves", "la comida también se movió al jueves")  # an addition


def test_a_year_one_omits_a_japanese_era_and_spelled_german_numbers_are_values_not_changes() -> None:
    assert gives_the_same_values("总结会定于2025年3月14日召开。", "提醒：总结会时间为3/14。")
    assert gives_the_same_values("式典は2025年3月14日です。", "式典は令和7年3月14日です。")
    assert not gives_the_same_values("式典は2025年3月14日です。", "式典は令和6年3月14日です。")
    assert not gives_the_same_values("Gala on 14 March 2025", "Gala on 14 March 2026")
    assert not says_it_changes("Die Miete beträgt 990 €.", "Ich zahle neunhundertneunzig Euro.")
    assert gives_the_same_values("The studio costs $1,200 a month.", "To confirm, the studio is twelve hundred dollars a month.")


def test_assents_before_a_fact_said_to_stand_keep_nothing_beside_it() -> None:
    assert not keeps_the_older("on vit toujours à Rennes", "oui oui, toujours rennais")  # the assents say no fact


def test_what_follows_from_a_fact_said_to_stand_denies_nothing_of_it() -> None:
    assert not says_it_changes("I'm allergic to shellfish", "still allergic to shellfish so no paella for me")
    assert says_it_changes("I'm allergic to shellfish", "not allergic to shellfish anymore")


def test_a_japanese_subject_with_mo_adds_and_words_that_end_in_mo_do_not() -> None:
    assert adds("さくらも4月から大阪だって") and adds("私も大阪に住んでる")
    assert not any(
        adds(text)
        for text in (
            "いつも8時に起きる",
            "でも大阪は好き",
            "子どもが2人いる",
            "何もない",
            "ももが好き",
            "金曜日はいつもリモートだよ。",  # a particle inside: no subject of its own
        )
    )


def test_an_exception_conceded_with_no_word_of_change_restates_nothing() -> None:
    assert concedes("love a good horror novel though, Stephen King forever") and concedes("근데 방탈출 공포테마는 잘함")
    assert not concedes("but now I love it")  # a word of change: a turn may follow
    assert not may_restate("I hate horror films", "horror films are the worst though")


def test_a_hedge_of_a_thing_of_its_own_in_a_later_sentence_leaves_the_fact_told() -> None:
    assert judgeable("월요일부터 복직함😇 출근룩 고민 중")  # back at work; the outfit is what is weighed
    assert judgeable("沖縄キャンセル…台風直撃らしい")  # called off; the typhoon is hearsay
    assert not judgeable("moved to Kyoto! maybe") and not judgeable("搬到杭州了，可能吧")  # a hedge alone hedges the fact
