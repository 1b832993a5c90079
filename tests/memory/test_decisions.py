"""Duplicate, update or new: the pure decision the write pipeline carries out."""

from longtermmemory.memory.decisions import Neighbour, Thresholds, decide, is_correction

LIMITS = Thresholds(dedupe=0.92, supersede=0.55)


def test_an_identical_text_is_a_duplicate_even_when_it_is_a_correction() -> None:
    decision = decide(("correction",), "u1", "ep_same", [], [], LIMITS)
    assert decision.kind == "duplicate" and decision.duplicate_of == "ep_same"


def test_a_near_identical_episode_of_the_same_speaker_is_a_duplicate() -> None:
    stored = [Neighbour("ep_a", 0.95, "u1"), Neighbour("ep_b", 0.97, "u2")]
    assert decide((), "u1", "", stored, [], LIMITS).duplicate_of == "ep_a"


def test_another_speakers_or_an_inactive_episode_is_never_a_duplicate() -> None:
    stored = [Neighbour("ep_b", 0.99, "u2"), Neighbour("ep_old", 0.99, "u1", active=False)]
    assert decide((), "u1", "", stored, [], LIMITS).kind == "new"


def test_only_the_five_nearest_stored_episodes_are_checked_for_a_duplicate() -> None:
    others = [Neighbour(f"ep_{i}", 0.99, "u2") for i in range(5)]
    assert decide((), "u1", "", [*others, Neighbour("ep_far", 0.93, "u1")], [], LIMITS).kind == "new"


def test_an_episode_accepted_earlier_in_the_same_batch_counts() -> None:
    batch = [Neighbour("ep_batch", 0.96, "u1")]
    assert decide((), "u1", "", [], batch, LIMITS).duplicate_of == "ep_batch"


def test_a_correction_updates_the_similar_active_episodes_of_its_speaker() -> None:
    stored = [
        Neighbour("ep_close", 0.7, "u1"),
        Neighbour("ep_far", 0.3, "u1"),
        Neighbour("ep_other_speaker", 0.8, "u2"),
        Neighbour("ep_retired", 0.8, "u1", active=False),
    ]
    decision = decide(("Correction",), "u1", "", stored, [], LIMITS)
    assert decision.kind == "update" and decision.supersedes == ("ep_close",)


def test_a_correction_without_a_speaker_may_update_anyones_episode() -> None:
    decision = decide(("fact-update",), "", "", [Neighbour("ep_x", 0.6, "u2")], [], LIMITS)
    assert decision.supersedes == ("ep_x",)


def test_a_correction_with_nothing_to_replace_is_new() -> None:
    assert decide(("clarification",), "u1", "", [Neighbour("ep_x", 0.2, "u1")], [], LIMITS).kind == "new"


def test_correction_tags() -> None:
    assert is_correction(["note", "CORRECTION"]) and is_correction(["fact_update"])
    assert not is_correction(["note", "plan"]) and not is_correction([])
