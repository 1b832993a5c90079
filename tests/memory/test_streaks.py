import pytest

from longtermmemory.memory.drinks import drink_kinds
from longtermmemory.memory.streaks import breaks_streak


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("禁酒中、3週間目", "禁酒終了🍺"),  # the abstaining named, with a word of ending
        ("나 술 끊었어 2개월째", "금주 끝 ㅋㅋ"),
        ("Dry January, kein Wein diesen Monat", "hab's nach zehn Tagen abgebrochen"),  # given up after a stretch
        ("Février sans sucre, c'est parti", "j'ai lâché au bout de 8 jours"),
        ("Ya dejé el refresco, 30 días sin Fanta", "volví a la Fanta 😅"),  # back on what it named
        ("Off caffeine completely, 2 weeks clean", "back on the lattes ☕"),  # back on its kind
    ],
)
def test_a_streak_of_going_without_ends(old: str, new: str) -> None:
    assert breaks_streak(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("quit smoking, 3 weeks clean", "finally done with the thesis!"),  # another thing done
        ("Off caffeine, day 5", "back to work tomorrow"),  # back to something else
        ("禁酒中", "禁酒まだ続いてる"),  # it goes on
        ("Dry January, kein Bier", "Dry January ist nicht vorbei"),  # denied
        ("I quit sugar 2 weeks ago", "should I give up after a month?"),  # a question
        ("off sugar, 2 weeks clean", "gave up on the novel after two weeks"),  # another thing given up
    ],
)
def test_another_thing_ended_a_streak_going_on_or_a_question_leave_it(old: str, new: str) -> None:
    assert not breaks_streak(old, new)


def test_drinks_are_read_by_kind() -> None:
    assert drink_kinds("off caffeine") == {"coffee"} and drink_kinds("two beers and a latte") == {"coffee", "alcohol"}
