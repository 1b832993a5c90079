"""Profile edits: set, add and remove, bounded, never a silent no-op."""

import pytest

from longtermmemory.memory.errors import ProfileEditError
from longtermmemory.memory.models import Profile
from longtermmemory.memory.profile_edit import ProfileChange, ProfileLimits, apply_update

LIMITS = ProfileLimits(max_items=3, max_chars=20)
SENTENCES = ProfileLimits(max_items=10, max_chars=100)


def test_lists_merge_without_duplicates_and_set_replaces() -> None:
    profile = apply_update(Profile(traits=["kind"]), ProfileChange("traits", "add", ["Kind", "funny"]), LIMITS)
    assert profile.traits == ["kind", "funny"]
    assert apply_update(profile, ProfileChange("traits", "set", ["calm", "calm"]), LIMITS).traits == ["calm"]


def test_keyed_items_and_previous_values_are_replaced_in_place_of_the_old() -> None:
    profile = apply_update(Profile(), ProfileChange("preferences", "add", "tea", fact_key="drink"), LIMITS)
    profile = apply_update(profile, ProfileChange("preferences", "add", "coffee", fact_key="drink"), LIMITS)
    assert profile.preferences == ["drink: coffee"]
    profile = apply_update(profile, ProfileChange("preferences", "add", "jazz", previous_value="drink: coffee"), LIMITS)
    assert profile.preferences == ["jazz"]


def test_remove_and_notes_and_name() -> None:
    profile = Profile(traits=["kind", "funny"], notes="boats")
    assert apply_update(profile, ProfileChange("traits", "remove", "KIND"), LIMITS).traits == ["funny"]
    assert apply_update(profile, ProfileChange("notes", "add", "and trains"), LIMITS).notes == "boats and trains"
    assert apply_update(profile, ProfileChange("notes", "remove", ""), LIMITS).notes == ""
    assert apply_update(profile, ProfileChange("name", "set", "Jo"), LIMITS).name == "Jo"


@pytest.mark.parametrize(
    ("profile", "change", "message"),
    [
        (Profile(), ProfileChange("traits", "add", "  "), "value is empty"),
        (Profile(), ProfileChange("traits", "add", "x" * 21), "value too long"),
        (Profile(traits=["a", "b", "c"]), ProfileChange("traits", "add", "d"), "too many items"),
        (Profile(traits=["a"]), ProfileChange("traits", "remove", "z"), "nothing to remove"),
        (Profile(traits=["a"]), ProfileChange("traits", "add", "a"), "no change"),
        (Profile(), ProfileChange("name", "set", ["a", "b"]), "name takes one value"),
        (Profile(traits=["a"]), ProfileChange("traits", "add", "b", previous_value="z"), "previous_value is not in"),
        (Profile(notes="x" * 15), ProfileChange("notes", "add", "y" * 10), "notes too long"),
    ],
)
def test_invalid_changes_say_why(profile: Profile, change: ProfileChange, message: str) -> None:
    with pytest.raises(ProfileEditError, match=message) as caught:
        apply_update(profile, change, LIMITS)
    assert caught.value.reply().startswith("Profile not changed: ")


def test_targets_and_the_texts_the_secret_filter_sees() -> None:
    assert ProfileChange("notes", "add", "x").resolved_target() == "session"
    assert ProfileChange("traits", "add", "x").resolved_target() == "speaker"
    assert ProfileChange("traits", "add", "x", target="session").resolved_target() == "session"
    assert ProfileChange("traits", "add", ["a", "b"], fact_key="k", previous_value="p").texts() == ["a", "b", "k", "p"]


def test_a_preference_that_turns_around_replaces_the_old_one() -> None:
    profile = Profile(preferences=["I love sushi", "I like green tea"])
    updated = apply_update(profile, ProfileChange("preferences", "add", "I don't like sushi anymore"), SENTENCES)
    assert updated.preferences == ["I like green tea", "I don't like sushi anymore"]
    both_teas = apply_update(updated, ProfileChange("preferences", "add", "I like black tea"), SENTENCES)
    assert (
        both_teas.preferences[-2:] == ["I don't like sushi anymore", "I like black tea"]
        and "I like green tea" in both_teas.preferences
    )
