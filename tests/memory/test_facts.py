"""Reading a statement without an LLM: terms, values, negation, update wording and slots."""

import pytest

from longtermmemory.memory.facts import (
    NEGATED,
    announces_update,
    fact_terms,
    is_value,
    key_terms,
    negated_old_value,
    negation_flip,
    owners,
    same_fact,
    same_slot,
    withdraws,
)


def test_terms_keep_values_and_negation() -> None:
    assert fact_terms("Ken does not drink coffee") == {"ken", "drink", "coffee", NEGATED}
    assert fact_terms("Ken doesn’t drink coffee") == fact_terms("Ken does not drink coffee")
    assert "15" in fact_terms("the bus leaves at 7:15")
    assert key_terms("Practice is every Monday at 6pm") == {"practice"}
    assert all(is_value(t) for t in ("6pm", "monday", "march", "21", "tomorrow")) and not is_value("practice")


def test_a_word_whose_stem_is_a_value_but_is_no_form_of_one_names_a_thing() -> None:
    assert key_terms("The wedding is on June 21") == {"wedding"}  # not "wed"(nesday)
    assert key_terms("split evenly") == {"split", "evenly"} and key_terms("Mondays and evenings") == frozenset()


@pytest.mark.parametrize(
    ("text", "update"),
    [
        ("Sora actually moved to Yokohama", True),
        ("Ken is no longer the team captain", True),
        ("I don't use Vim anymore", True),
        ("the shop opens at 9am from next week", True),
        ("the meetup is at the park now, not at Blue Bottle", True),
        ("練習は月曜日から水曜日に変わった", True),
        ("会議は火曜日じゃなくて木曜日", True),
        ("もう肉は食べない", True),
        ("Sora is allergic to pollen", False),
        ("Movie night is every Wednesday at 8pm", False),
    ],
)
def test_update_wording(text: str, update: bool) -> None:
    assert announces_update(text) is update


def test_the_old_value_an_update_denies() -> None:
    assert negated_old_value("Sora actually moved to Yokohama, not Sendai") == "sendai"
    assert negated_old_value("说错了，是7号不是8号🙏") == "8号"  # an emoji is no part of the value
    assert negated_old_value("訂正です🙇 3日じゃなくて4日でした") == "3日"
    assert negated_old_value("the meetup is at the park now, not at Blue Bottle") == "blue bottle"
    assert negated_old_value("会議は火曜日じゃなくて木曜日") == "火曜日"
    assert negated_old_value("Ken moved to Kobe") == ""


def test_slots_and_owners() -> None:
    assert owners("Sora's birthday and Ken’s party") == {"sora", "ken"}
    assert same_slot("Ken's practice is on Monday", "Ken's practice moved to Tuesday")
    assert not same_slot("Ken's son starts kindergarten in April", "Ken's practice moved to Tuesday")
    assert not same_slot("Ken's birthday is June 8", "Sora's birthday is actually June 3")
    assert not same_slot("Sora swims on Saturdays", "Sora actually moved to Yokohama, not Sendai")
    assert same_slot("I use Vim", "I don't use Vim anymore, I switched to Helix")


def test_same_fact_and_negation_flip() -> None:
    assert same_fact("Sora's anniversary is on October 8", "Sora's anniversary is on October 8.")
    assert not same_fact("The hackathon is on March 14", "The hackathon is on March 21")
    assert not same_fact("", "")
    assert negation_flip("Sora is vegetarian", "Sora is not vegetarian")
    assert not negation_flip("Sora is vegetarian", "Sora is not vegan")


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ("I use Vim", "I don't use Vim anymore, I switched to Helix", True),
        ("Ken works at Sony", "Ken no longer works at Sony", True),
        ("I use Vim", "I don't use Vim", False),  # a denial that does not say it is a change
        ("I use Vim at work", "I don't use Vim anymore", False),  # not all of it
        ("Inès doesn't work weekends anymore", "Inès doesn't work night shifts anymore", False),
        ("I like sushi", "I like ramen now", False),
    ],
)
def test_a_withdrawal_repeats_all_of_the_old_statement_negated_as_a_change(old: str, new: str, expected: bool) -> None:
    assert withdraws(old, new) is expected
