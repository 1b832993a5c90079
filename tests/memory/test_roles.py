"""A role given to another holder retires the older holder; the same holder, another role or another's role does not."""

import pytest

from longtermmemory.memory.roles import replaces_the_holder


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My project manager is Laura Kent.", "My project manager is Omar Haddad, please loop him in."),
        ("本项目的负责人是王经理。", "本项目负责人现为陈经理，有事请找他。"),
        ("経理の窓口は総務の佐藤さんです。", "経理の窓口は総務の高橋さんになりました。"),
        ("이번 행사 담당자는 김수진 과장입니다.", "이번 행사 담당자는 박민호 대리입니다."),
        ("La responsable del aula es la Sra. Pérez.", "Desde hoy la responsable del aula es la Sra. Gil."),
        ("Ihr Ansprechpartner ist Herr Wolf.", "Ihre Ansprechpartnerin ist ab sofort Frau Brandt."),
    ],
)
def test_another_holder_of_the_role_retires_the_older(old: str, new: str) -> None:
    assert replaces_the_holder(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("My project manager is Laura Kent.", "Laura Kent is still my project manager."),  # the same holder
        ("My project manager is Laura Kent.", "My landlord is Omar Haddad."),  # another role
        ("My project manager is Laura Kent.", "Ben's project manager is Omar Haddad."),  # another's role
        ("My project manager is Laura Kent.", "If Omar Haddad were my manager I'd quit."),  # a supposition
        ("Ihr Ansprechpartner ist Herr Wolf.", "Ist Frau Brandt jetzt die Ansprechpartnerin?"),  # a question
    ],
)
def test_the_same_holder_another_role_or_a_question_retires_nothing(old: str, new: str) -> None:
    assert not replaces_the_holder(old, new)
