"""A diet said again in other words (no meat is vegetarian) is one fact; another diet, a denial or a change is not."""

import pytest

from longtermmemory.memory.diets import gives_up_diet, restates_diet


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I don't eat meat", "veggie btw, for the picnic"),
        ("我吃素", "不吃肉，谢谢大家"),
        ("肉は食べません", "ベジタリアンなので宜しくです"),
        ("저는 채식해요", "고기는 안 먹어요"),
        ("no como carne", "soy vegetariana, que lo sepáis"),
        ("ich esse kein Fleisch", "bin Vegetarierin"),
        ("je ne mange pas de viande", "je suis végétarien"),
        ("I'm vegan", "still vegan, bring oat milk pls"),
        ("je suis végane", "je ne mange rien d'origine animale"),  # vegan in other words
        ("soy vegano", "no como nada de origen animal"),
        ("ベジタリアンです", "肉も魚も食べません"),
        ("je suis végane", "je mange végane, donc pas de fromage pour moi"),  # a denial in a clause of no diet
    ],
)
def test_a_diet_said_again_in_other_words_restates_it(old: str, new: str) -> None:
    assert restates_diet(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm vegan", "I'm vegetarian"),  # another diet
        ("I don't eat meat", "I'm not vegetarian, I just skip meat at home"),  # a denial
        ("I'm vegetarian", "gave up on being vegetarian, burgers are back"),  # given up
        ("no como carne", "ya no soy vegetariana"),  # no more
        ("I'm vegetarian", "my wife Ana is vegetarian too"),  # another holder named
        ("I'm vegetarian", "if I were vegetarian I'd miss bacon"),  # a supposition
    ],
)
def test_another_diet_a_denial_a_change_or_another_holder_restates_nothing(old: str, new: str) -> None:
    assert not restates_diet(old, new)


def test_eating_anything_now_ends_a_diet_and_a_diet_given_up_ends_only_its_own_family() -> None:
    assert gives_up_diet("I'm vegan, no dairy for me", "honestly I eat literally anything these days")
    assert gives_up_diet("我在吃素", "我不挑食，啥都能吃")
    assert not gives_up_diet("I'm gluten-free", "eating meat again after 3 years")  # another family
    assert not gives_up_diet("ヴィーガンです", "断食やめた")
    assert not gives_up_diet("soy vegana", "Lucía ha vuelto a comer carne")  # another's
