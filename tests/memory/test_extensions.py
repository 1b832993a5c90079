"""More time given for a time limit retires the old date; a date of another kind or thing does not move."""

import pytest

from longtermmemory.memory.extensions import extends, puts_off_time_limit


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("the client deliverable is due March 3", "client gave us an extension — new due date is the 10th"),
        ("Abgabe fürs Angebot ist der 15.", "Kunde hat verlängert, wir haben jetzt bis zum 22. Zeit"),
        ("提出締め切りは3月15日です。", "提出締め切りを3月29日まで延長いたします。"),
        ("El plazo de entrega es el 15 de marzo.", "El plazo de entrega se ha ampliado hasta el 29 de marzo."),
        ("El plazo de solicitud acaba el 2 de abril.", "Se amplía el plazo de solicitud hasta el 16 de abril."),
        ("Einsendeschluss ist der 3. April.", "Die Einsendefrist wurde bis zum 17. April verlängert."),  # a closing date
        ("申请材料请于4月2日前提交。", "申请截止日期延后至4月16日。"),
    ],
)
def test_more_time_for_a_time_limit_replaces_its_date(old: str, new: str) -> None:
    assert extends(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my birthday is March 3", "client gave us an extension — new due date is the 10th"),  # no time limit
        ("콘서트 티켓 12만 2천원", "공연장 주차비는 시간당 3천원"),  # 공연장 is a concert hall, no extension
        ("the report is due March 3", "can we get an extension to the 10th?"),  # a question
    ],
)
def test_a_date_of_no_time_limit_or_a_question_is_not_extended(old: str, new: str) -> None:
    assert not extends(old, new)


def test_a_time_limit_put_off_is_the_one_both_name() -> None:
    old = "Le mémoire est à rendre le 30 avril."
    assert puts_off_time_limit(old, "La date limite de dépôt du mémoire est reportée au 15 mai.")
    assert not puts_off_time_limit("The final report is due on 30 June", "The travel claims deadline was postponed to 15 July")
    assert not puts_off_time_limit("The final report is due on 30 June", "Is the final report postponed?")  # no date given
