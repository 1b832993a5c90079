import pytest

from longtermmemory.memory.choices import changes_choice


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("이번 달 독서모임 책은 『소년이 온다』", "책 바꿀게요, 『아몬드』로!"),
        ("読書会の次の本は『火花』", "やっぱり『コンビニ人間』にしよ、短いし"),  # titles in brackets: one kind
        ("El libro del club este mes es Rayuela", "Cambio de planes: leemos Nada, que es más corto"),
        ("Ce mois-ci au club de lecture : Madame Bovary", "Changement : on lit Bonjour Tristesse à la place"),
    ],
)
def test_a_title_chosen_anew_ends_the_older(old: str, new: str) -> None:
    assert changes_choice(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Book club this month is Klara and the Sun", "great pick, Klara and the Sun is lovely"),  # no change
        ("Movie night: Dune", "we could watch Oppenheimer instead?"),  # a question
        ("I work at Google", "instead I went to the Apple store"),  # nothing of one kind
        ("Book club this month is Klara and the Sun", "instead of the Klara and the Sun, what about Tokyo?"),  # asked
    ],
)
def test_no_change_a_question_or_another_thing_leave_it(old: str, new: str) -> None:
    assert not changes_choice(old, new)
