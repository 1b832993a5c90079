"""A statement said again misspelt, shortened or without its accents restates the older; another value does not."""

from __future__ import annotations

import pytest

from longtermmemory.memory.misspellings import restates_misspelt


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("we're flying to Lisbon on Friday", "flyng to lisbon on friday"),  # a letter dropped
        ("I work at the pharmacy on Elm", "i wokr at the pharmacy on elm"),  # two swapped
        ("me mudo a Málaga el mes que viene", "me mudo a malaga el mes q viene"),  # an accent, a short "que"
        ("Wir ziehen nach Köln", "wir ziehen nach Koeln"),  # an umlaut written out
        ("je déménage à Lyon le mois prochain", "je demenage a lyon le mois pro"),  # "pro" for "prochain"
        ("I'm lactose intolerant", "reminder: im lactose intolernt"),  # said to be a reminder, "im" for "I'm"
        ("je suis allergique aux kiwis", "rappel : je suis alergique aux kiwi"),
        ("ich bin allergisch gegen Erdbeeren", "nochmal: bin alergisch gegen erdbeeren"),
        ("I'm allergic to sesame", "im alergic to sesme fyi, for the picnic"),  # an aside after the first clause
        ("soy alérgica a las gambas", "soy alergica a las gambs ojo con la paella"),
    ],
)
def test_the_same_words_misspelt_or_shortened_restate_the_older(old: str, new: str) -> None:
    assert restates_misspelt(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I live in Graz", "I live in Gaza"),  # two slips in a short name: another place
        ("mi hermano trabaja en Iberia", "mi hermana trabaja en Iberia"),  # another ending: another holder
        ("Paulo works at Sony", "Paula works at Sony"),
        ("mein Freund wohnt in Köln", "meine Freundin wohnt in Köln"),  # a longer word, no shortening
        ("dinner is at 7 on Friday", "dinner is at 8 on Friday"),  # another number
        ("I eat meat", "I don't eat meat"),  # a negation
        ("I'm moving to Austin", "I'm moving to Austin with Pete"),  # a word the older lacks
        ("我下个月搬去成都", "下个月搬去成度"),  # another script: one character is another name
        ("I'm moving to Austin", "I'm moving to Austin"),  # the same words as written: no misspelling
        ("I'm allergic to sesame", "im alergic to sesme, and to kiwi too"),  # an addition after it
        ("I'm allergic to sesame", "im alergic to sesme since 2019, fyi"),  # a value the older lacks
    ],
)
def test_another_name_value_negation_word_or_script_is_no_misspelling(old: str, new: str) -> None:
    assert not restates_misspelt(old, new)


def test_a_laugh_after_a_line_said_again_misspelt_says_nothing_more() -> None:
    assert restates_misspelt("I live in Liverpool", "still in liverpol lol")
    assert restates_misspelt("trabajo en Telefónica", "sigo en telefonika jajaja")
