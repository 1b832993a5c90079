"""An event called off retires its announcement; a recurring event, another day or another thing does not."""

import pytest

from longtermmemory.memory.cancellations import calls_off, cancels, revives


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Grillen am Samstag bei mir", "Grillen fällt aus, Unwetterwarnung"),
        ("周末羽毛球照常，早上八点", "这周羽毛球取消哈"),
        ("来週の定例会議は予定通り開催します。", "来週の定例会議は中止となりました。"),
        ("금요일 워크숍은 예정대로 진행합니다.", "금요일 워크숍은 취소되었습니다."),
        ("La barbacoa del domingo sigue en pie", "se suspende la barbacoa, va a llover"),
        ("Le pique-nique de dimanche est maintenu", "pique-nique annulé, orage prévu"),
        ("Poker night at my place Saturday, 8ish", "poker's off this week guys, sorry"),
        ("bbq at mine saturday, bring drinks", "bbq's off guys, storms all weekend"),  # a thing of three letters
        ("je pars à Lisbonne le week-end prochain", "Lisbonne c'est mort, vol annulé"),  # named in a clause before
        ("Movie night Friday at Jun's", "cancelled: movie night friday"),  # named after, in the same clause
    ],
)
def test_an_event_called_off_is_cancelled(old: str, new: str) -> None:
    assert cancels(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("yoga every Tuesday at 7", "yoga cancelled this Tuesday"),  # one occurrence of a recurring event
        ("Stammtisch jeden Freitag", "Stammtisch fällt diese Woche aus"),
        ("Saturday's hike is on", "Sunday's hike is cancelled"),  # another day
        ("Geburtstagsgrillen am Samstag", "Fußball fällt aus"),  # another thing
        ("the hike is cancelled", "the hike is off"),  # nothing announced
        ("Poker night at my place Saturday", "is poker cancelled?"),  # a question
        ("ich arbeite bei BMW", "Audi wollte mich abwerben, hab aber abgesagt, ich bleib bei BMW"),  # named after
        ("I work at Deloitte", "cancelled my interview with KPMG, staying at Deloitte"),
    ],
)
def test_a_recurring_event_another_day_or_another_thing_is_not(old: str, new: str) -> None:
    assert not cancels(old, new)


def test_calling_off_is_a_closed_class_of_words() -> None:
    assert calls_off("foot annulé, terrain fermé")
    assert calls_off("일요일 풋살 취소!")
    assert not calls_off("the party is on, see you at 8")
    assert not calls_off("Chloe's off to Porto for work in June") and not calls_off("we're off for the weekend")


def test_a_latin_name_written_against_japanese_names_the_event() -> None:
    assert cancels("日曜のBBQ、12時に公園集合ね", "BBQ雨で中止になりました")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("the camping trip to Yosemite is cancelled", "Yosemite is back on!! found a campsite"),
        ("五一不去青岛了，酒店太贵", "五一还是去青岛，订到便宜的了"),
        ("大阪旅行キャンセルした", "やっぱり大阪行く！新幹線取れた"),
        ("Al final no vamos a Galicia", "¡Galicia vuelve a estar en pie! tenemos casa"),
        ("Wir fahren doch nicht in den Harz", "Harz ist wieder on, Hütte gebucht"),
        ("On va pas à Annecy finalement", "Annecy c'est reparti, on a un chalet"),
        # said to take place after all: a calling off taken back
        ("Choir practice is cancelled tonight", "ignore that, choir practice is on! same room"),
        ("周六的读书会取消了", "读书会照常举行，下午两点老地方"),
        ("Die Chorprobe fällt heute aus", "Chorprobe findet statt, der Raum ist doch frei"),
        ("La répétition de ce soir est annulée", "finalement la répétition est maintenue, 20h comme d'hab"),
    ],
)
def test_a_plan_called_off_then_on_again_is_revived(old: str, new: str) -> None:
    assert revives(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("the camping trip to Yosemite is cancelled", "Tahoe is back on!!"),  # another thing
        ("the camping trip to Yosemite is on", "Yosemite is back on!!"),  # never called off
        ("the camping trip to Yosemite is cancelled", "is Yosemite back on?"),  # a question
        ("大阪旅行キャンセルした", "やっぱり大阪行かない"),  # still off
        ("Choir practice is cancelled tonight", "choir practice is on Friday next week"),  # "is on" a day: when
        ("일요일 축구는 취소", "토요일 풋살은 그대로 진행해요"),  # another event: "요일" names no thing
    ],
)
def test_another_plan_a_question_or_one_still_off_is_not_revived(old: str, new: str) -> None:
    assert not revives(old, new)
