from __future__ import annotations

from longtermmemory.memory.models import Episode
from longtermmemory.memory.newest_wins import newer_first, newer_of_slot


def episode(episode_id: str, content: str, sender: str, at: float) -> Episode:
    return Episode(
        episode_id=episode_id,
        content=content,
        scope="s",
        session_name="group_1",
        sender_id=sender,
        created_at=at,
        last_accessed_at=at,
        importance=2,
        content_hash=episode_id,
    )


def test_the_newer_of_one_slot_comes_first_and_the_older_points_to_it() -> None:
    old = episode("a", "Dan's birthday is on June 8", "dan", 1.0)
    other = episode("b", "The offsite is in Osaka", "alice", 2.0)
    new = episode("c", "Dan's birthday is actually on June 3", "bob", 3.0)
    earlier = newer_of_slot([old, other, new])
    assert earlier == {"a": "c"}
    assert [e.episode_id for e in newer_first([old, other, new], lambda e: e, earlier)] == ["c", "a", "b"]


def test_two_members_first_person_facts_are_not_one_slot() -> None:
    alice = episode("a", "I live in Osaka", "alice", 1.0)
    bob = episode("b", "I live in Kyoto", "bob", 2.0)
    assert newer_of_slot([alice, bob]) == {}


def test_two_events_that_share_words_are_not_one_slot() -> None:
    dentist = episode("a", "Ann went to the dentist about her tooth", "ann", 2.0)
    library = episode("b", "Ann did her homework and went to the library", "ann", 1.0)
    assert newer_of_slot([library, dentist]) == {}


def test_a_changed_value_or_a_correction_tag_makes_the_older_earlier() -> None:
    friday = episode("a", "The offsite is on Friday", "alice", 1.0)
    saturday = episode("b", "The offsite is on Saturday", "alice", 2.0)
    assert newer_of_slot([friday, saturday]) == {"a": "b"}


def test_newest_wins_asks_the_given_judgment_only_about_episodes_of_one_subject() -> None:
    rent, raised = (
        episode("a", "My rent is 900 euros a month", "u1", 1.0),
        episode("b", "The landlord raised it to 1,050", "u1", 2.0),
    )
    bobs = episode("c", "The landlord raised it to 1,100", "u2", 3.0)
    assert newer_of_slot([rent, raised, bobs]) == {}  # the words alone share too little
    assert newer_of_slot([rent, raised, bobs], lambda pairs: [True] * len(pairs)) == {"a": "b"}  # Bob's: another subject
