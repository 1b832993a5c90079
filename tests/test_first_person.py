"""Whether a statement speaks of its own speaker (`memory.first_person`)."""

from __future__ import annotations

import pytest

from longtermmemory.memory.first_person import speaks_of_self, tells_of_self


@pytest.mark.parametrize("text", ["I'm vegetarian", "我在上海", "내가 할게", "soy de Cádiz", "j'habite à Lyon"])
def test_a_first_person_word_speaks_of_self(text: str) -> None:
    assert speaks_of_self(text) and tells_of_self(text)


@pytest.mark.parametrize(
    "text", ["moving to Berlin in June!!", "found a flat in Neukölln", "just started at the bakery", "heading to Leeds"]
)
def test_a_statement_opening_on_its_verb_tells_of_self(text: str) -> None:
    assert tells_of_self(text) and not speaks_of_self(text)


@pytest.mark.parametrize("text", ["book club thurs 7pm", "Nina's a data scientist at Google", "the meeting moved to Friday"])
def test_an_event_or_another_person_does_not(text: str) -> None:
    assert not tells_of_self(text)
