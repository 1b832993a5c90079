"""A long number said to have changed, another in its place, retires the old; another holder's or slot's does not."""

import pytest

from longtermmemory.memory.number_change import (
    changes_email,
    changes_handle,
    changes_number,
    gives_another_contact_number,
)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Mi móvil es 612 345 678", "he cambiado de número: 699 112 233"),
        ("Meine Handynummer: 0171 2345678", "neue Nummer: 0152 9876543"),
        ("我手机号是138 0013 5827", "换号了，新号码159 2216 0473，旧号停用"),
        ("내 번호 010-1234-5678", "번호 바꿨어 010-9876-5432"),
        ("我手机号138 0013 5827", "新号码159 2216 0473，旧的停机了"),  # the old one said gone
        ("我手机号 138 0013 8000", "以后打这个：139 1234 5678，原来那个号停了"),
        ("mi número es el 612 34 56 78", "apuntad este: 698 76 54 32, el otro lo perdí con el móvil"),
    ],
)
def test_a_number_said_to_change_replaces_the_old_one(old: str, new: str) -> None:
    assert changes_number(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("my number is 555-0123", "my husband's number is 555-0456 if you can't reach me"),  # no change said
        ("My mobile is 07700 900123", "my new work number is 020 7946 0018"),  # another slot
        ("my work number is 020 7946 0018", "new number: 07700 900999"),  # the older's line named, the newer's not
        ("My number is 07700 900123", "new phone, same number: +44 7700 900123"),  # the same number
        ("Mi móvil es 612 345 678", "¿has cambiado de número?"),  # a question gives none
        ("my IBAN is DE02 1203 0000 0000 2020 51", "new phone number: 0152 9876543"),  # a number of another kind
    ],
)
def test_another_holder_slot_or_the_same_number_is_no_change(old: str, new: str) -> None:
    assert not changes_number(old, new)


def test_a_personal_number_beside_a_work_line_is_another_line() -> None:
    """The older names its line (work), the newer none: the member's own number, another slot, kept beside it."""
    assert not gives_another_contact_number("我工作电话 0571-8888 1234", "私人手机 186 0571 2233，下班找我打这个")
    assert gives_another_contact_number("我电话 0571-8888 1234", "以后打 0571-8888 9999 找我")


def test_an_email_given_with_the_old_one_gone_changes_it() -> None:
    assert changes_email("My email is k.lee@fastmail.example", "use kim.lee@proton.example, the old one's dead")
    assert changes_email("Mi correo es ana@correo.example", "escribidme a ana.g@web.example, la vieja ya no funciona")
    assert not changes_email("My email is k.lee@fastmail.example", "cc kim.lee@proton.example on that please")


def test_a_handle_said_to_change_changes_it_and_one_beside_an_email_or_anothers_does_not() -> None:
    assert changes_handle("I'm @omar_k on insta", "changed my ig handle to @omarcooks")
    assert changes_handle("add me on insta @pete_climbs", "changed my handle, it's @petes.crag.diaries now")
    assert not changes_handle("I'm @omar_k on insta", "follow @omarcooks, my cousin's new food account")  # no change said
    assert not changes_handle("my email is omar@mail.example", "changed my ig handle to @omarcooks")  # an email, no handle
    assert changes_handle("카톡 아이디 seoyeon93", "카톡 아이디 바꿈 sy_0615로")  # an ID named, shaped like one
    assert not changes_handle("카톡 아이디 seoyeon93", "새 폰 바꿈 갤럭시 s24로")  # no ID named
