import pytest

from longtermmemory.memory.affiliations import joins_another


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Still with Vodafone, contract ends in Jan", "EE gang now 📱✨"),
        ("スマホはドコモ", "povo民です📱"),
        ("Sigo con Movistar", "Ya soy de Orange 📱"),
        ("Bin noch bei der Telekom", "O2 gang 😎"),
        ("Toujours chez SFR", "Team Bouygues ✌️"),
    ],
)
def test_one_of_another_providers_people_ends_the_older(old: str, new: str) -> None:
    assert joins_another(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Still with Vodafone", "Vodafone gang forever"),  # the same one
        ("Still with Vodafone", "Team GB won gold lol"),  # something else said
        ("Still with Vodafone", "Team EE or Team O2? thinking of switching"),  # asked, weighed
        ("I live in Leeds", "Team Bristol"),  # nobody said to be with one
    ],
)
def test_the_same_one_another_statement_or_a_question_leave_it(old: str, new: str) -> None:
    assert not joins_another(old, new)
