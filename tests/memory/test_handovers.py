"""A role the speaker hands over retires their holding it; another's role, another task or a question does not."""

import pytest

from longtermmemory.memory.handovers import hands_over


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("I'm the contact for the newsletter", "heads up: Priya is taking over the newsletter from me next week"),
        ("出差报销都找我", "下个月起出差报销交给小陈了"),
        ("備品の発注は私が担当です", "備品の発注は来月から佐藤さんに引き継ぎます"),
        ("Raumbuchungen bitte an mich", "ab Montag übernimmt Herr Wolf die Raumbuchungen"),
        ("c'est moi qui gère le planning", "à partir de lundi Léa reprend le planning"),
    ],
)
def test_a_role_handed_over_retires_holding_it(old: str, new: str) -> None:
    assert hands_over(old, new)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Ken runs the newsletter", "Priya is taking over the newsletter"),  # nobody said it was theirs
        ("I'm the contact for the newsletter", "Priya is taking over the podcast"),  # another task
        ("I'm the contact for the newsletter", "is Priya taking over the newsletter?"),  # a question
    ],
)
def test_anothers_role_another_task_or_a_question_is_none(old: str, new: str) -> None:
    assert not hands_over(old, new)
