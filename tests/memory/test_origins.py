"""Where a member comes from, said again in other words (`memory.origins`)."""

import pytest

from longtermmemory.memory.origins import restates_origin


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("고향이 광주예요", "광주 출신이에요~"),
        ("我老家四川的", "我四川人啊，吃辣完全没问题🌶️"),  # a fact of its own in a later clause
        ("我是四川人", "我老家四川的"),
        ("出身は福岡です", "福岡出身だよ"),
        ("I'm from Leeds", "from Leeds, born and raised"),
    ],
)
def test_the_same_place_in_words_of_coming_from_is_said_again(old: str, new: str) -> None:
    assert restates_origin(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Je suis de Marseille", "Je suis de Lyon"),  # another place
        ("I'm from Leeds", "my mum is from Leeds"),  # kin's
        ("Soy de Sevilla", "soy de Sevilla pero vivo en Madrid"),  # a home beside it
        ("Ken is from Osaka", "Yuki is from Osaka"),  # another member
        ("I'm from Leeds", "are you from Leeds?"),  # a question
    ],
)
def test_another_place_person_or_fact_is_not(old: str, new: str) -> None:
    assert not restates_origin(old, new)
