"""A death ends what an older statement says of the one who died; a death of another, or a question, does not."""

from longtermmemory.memory.deaths import passes_away


def test_a_death_ends_what_was_said_of_the_one_who_died() -> None:
    assert passes_away("unser Hund heißt Bello", "Bello ist letzte Woche gestorben 💔")
    assert passes_away("우리 집 강아지 초코 올해 15살", "초코가 어제 무지개다리 건넜어")
    assert passes_away("notre chat Pixel a 15 ans et il pète la forme 🐱", "Pixel nous a quittés cette nuit 😢")


def test_another_ones_death_or_a_question_ends_nothing() -> None:
    assert not passes_away("unser Hund heißt Bello", "der Hund der Nachbarn ist gestorben")
    assert not passes_away("mi perro Toby tiene 13 años", "¿se murió Toby?")
    assert not passes_away("my grandpa is 90", "my grandma passed away last year")  # another holder
