"""A taste turned around about one thing replaces the old one; another person's taste or another thing does not."""

import pytest

from longtermmemory.memory.taste import may_turn, said_side, turns_around


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I can't stand sushi", "ok I tried sushi again and now I'm obsessed 🍣😍"),
        ("パクチーほんと無理、石鹸の味する", "最近パクチー克服した、むしろ好きになった"),
        ("odio el reguetón, no me lo pongáis", "vale, el reguetón me encanta ahora, no me juzguéis"),
        ("我最讨厌吃榴莲", "我现在居然爱上榴莲了"),  # one pair of characters names the thing
        ("I hate olives, too salty", "olives have grown on me, I eat them daily now"),  # an idiom of liking
        ("당근 진짜 싫어", "요즘 당근 없으면 밥 못 먹어"),  # can't eat without it: no dislike
    ],
)
def test_a_taste_turned_around_about_one_thing(old: str, new: str) -> None:
    assert turns_around(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I hate Mondays", "Mia loves Mondays"),  # another person's taste
        ("I can't stand sushi", "I love ramen"),  # another thing
        ("I hate sushi", "my kids love sushi"),  # another holder
        ("I love sushi", "do you hate sushi?"),  # a question
        ("我最讨厌吃榴莲", "我现在爱上芒果了"),  # another thing, in one pair of characters
        ("我现在讨厌跑步", "我现在爱上游泳了"),  # "现在" and "真的" name nothing
        ("我真的很讨厌跑步", "我真的很喜欢游泳"),
        ("I love hawaiian pizza now", "still hate olives on pizza tho"),  # a taste that stands turned nothing
    ],
)
def test_another_persons_taste_or_another_thing_is_no_turn(old: str, new: str) -> None:
    assert not turns_around(old, new)


def test_a_turn_in_words_no_class_holds_may_be_read_when_the_two_are_one_taste() -> None:
    assert may_turn("la coriandre c'est immonde, ça a goût de savon", "bizarrement maintenant j'adore la coriandre")
    assert not may_turn("I love hawaiian pizza now", "still hate olives on pizza tho")  # a taste said to stand
    assert not may_turn("I hate Mondays", "Mia loves Mondays")  # another person's
    assert not may_turn("I can't stand sushi", "I love ramen")  # another thing
    assert may_turn("我超爱吃辣", "现在吃不了辣了，胃不行了")  # one taste, named by its character
    assert may_turn("辛いもの大好き", "最近辛いの無理になった")
    assert not may_turn("辣的我超爱", "甜的受不了")  # another taste


def test_the_side_said_in_words_of_one_class_only() -> None:
    assert said_side("Je déteste les huîtres") == "dislike" and said_side("je suis devenue fan des huîtres") == "like"
    assert said_side("I used to hate it, now I love it") is None and said_side("les huîtres de Cancale") is None


def test_an_exception_conceded_turns_no_taste() -> None:
    assert not may_turn("I hate horror films", "love a good horror novel though, Stephen King forever")
    assert not may_turn("공포 영화 못 봐", "근데 방탈출 공포테마는 잘함ㅋㅋ")
    assert may_turn("I hate coriander", "now I love coriander, weird")
