"""An allergy said again in other words is the same fact; another allergen, a denial or a change is not."""

import pytest

from longtermmemory.memory.allergies import restates_allergy


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm allergic to peanuts fyi", "just a reminder, no peanuts for me, allergy"),  # "allergic" and "allergy"
        ("Ich hab eine Nussallergie", "Nochmal zur Erinnerung: keine Nüsse für mich, bin allergisch"),  # a compound
        ("えびアレルギーなんだ", "念のため、えびだけは食べられないです🙏"),  # cannot eat it, said after the allergy
    ],
)
def test_an_allergy_said_again_in_other_words_restates_it(old: str, new: str) -> None:
    assert restates_allergy(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm allergic to cats", "allergic to dogs, not cats anymore"),  # a change
        ("I'm allergic to peanuts", "turns out I'm not allergic to peanuts"),  # denied
        ("我儿子对鸡蛋过敏", "医生说儿子鸡蛋过敏已经好了，可以吃蛋糕了🎂"),  # outgrown
        ("I'm allergic to peanuts", "my son is allergic to peanuts"),  # another's
        ("allergic to peanuts", "allergic to peanuts and shellfish"),  # another allergen joined
        ("allergic to pollen", "allergic to dust mites"),  # another allergen
        ("I'm allergic to peanuts", "I can't eat shellfish"),
        ("I'm allergic to peanuts", "was allergic to peanuts as a kid"),  # named again, not said to hold
        ("I'm allergic to peanuts", "reminder: peanut butter cookies on Friday"),  # a reminder of another thing
    ],
)
def test_another_allergen_a_denial_a_change_or_anothers_allergy_restates_nothing(old: str, new: str) -> None:
    assert not restates_allergy(old, new)
