"""A notice's field given anew (`memory.notices`): one field, named alike, with other values."""

import pytest

from longtermmemory.memory.notices import gives_the_field_anew


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Sprechzeiten: Montag bis Freitag 8 bis 12 Uhr.", "Unsere Sprechzeiten: Mo, Mi, Fr 8–12 Uhr sowie Do 15–18 Uhr."),
        ("Opening hours: Mon-Fri 9am to 5pm", "Opening hours: Mon-Sat 10am to 6pm"),
        ("营业时间：周一至周五 9:00-18:00", "营业时间：周一至周六 10:00-20:00"),
        ("Horario de atención: lunes a viernes de 9 a 14h", "Horario de atención: de lunes a jueves de 9 a 15h"),
    ],
)
def test_the_same_field_with_other_values_is_given_anew(old: str, new: str) -> None:
    assert gives_the_field_anew(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Note: meeting at 3", "Note: lunch at 12"),  # a heading of any field
        ("各位同事：年度总结会定于12月20日下午2点召开。", "各位同事：团建定于12月27日。"),  # a greeting
        ("Date: 14/3, the bake sale", "Date: 20/3, the quiz night"),  # an event's part, of two events
        ("Opening hours: Mon-Fri 9am to 5pm", "Opening hours: Mon-Fri 9am to 5pm"),  # the same values
        ("Opening hours: Mon-Fri 9am to 5pm", "Kitchen hours: Mon-Fri 11am to 3pm"),  # another field
        ("Opening hours: Mon-Fri 9am to 5pm", "Opening hours: Mon-Sat 10am to 6pm?"),  # a question
    ],
)
def test_a_heading_another_field_or_the_same_values_is_not(old: str, new: str) -> None:
    assert not gives_the_field_anew(old, new)
