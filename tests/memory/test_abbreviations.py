"""A word written short (`memory.abbreviations`): initials of consecutive words, or letters running through one word."""

import pytest

from longtermmemory.memory.abbreviations import abbreviates


@pytest.mark.parametrize(
    ("short", "text"),
    [("KO", "Kick off is 3pm"), ("hbf", "am Hauptbahnhof"), ("bday", "my birthday"), ("appt", "dentist appointment")],
)
def test_initials_or_letters_through_one_word_abbreviate(short: str, text: str) -> None:
    assert abbreviates(short, text)


@pytest.mark.parametrize(
    ("short", "text"),
    [
        ("the", "the"),  # the word itself, no shorter
        ("lads", "ladders"),  # not twice as short
        ("x", "xylophone"),  # one letter is an initial
        ("kickoff", "kick off"),  # six letters or more is a word
        ("bt", "bread"),  # ends otherwise
        ("12", "twelve"),  # no letters
    ],
)
def test_a_word_no_shorter_or_of_other_letters_abbreviates_nothing(short: str, text: str) -> None:
    assert not abbreviates(short, text)
