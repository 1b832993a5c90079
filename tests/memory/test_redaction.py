"""What stored memory shows: secrets withheld on every field, clean memory untouched."""

from longtermmemory.memory.models import Episode, Profile
from longtermmemory.memory.redaction import (
    episode_secret,
    profile_secret_count,
    redact_episode,
    redact_profile,
    safe_name,
    without_secrets,
)

KEY = "ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"


def episode(content: str, **fields: object) -> Episode:
    return Episode(
        episode_id="ep_1",
        content=content,
        scope="s",
        session_name="group_1",
        created_at=0.0,
        last_accessed_at=0.0,
        importance=2,
        content_hash="h",
        **fields,  # type: ignore[arg-type]
    )


def test_a_clean_episode_is_returned_as_it_is() -> None:
    clean = episode("we met in Kyoto", tags=["travel"], sender_name="Alice", context="I said we met in Kyoto")
    assert redact_episode(clean) is clean and episode_secret(clean) is None


def test_each_field_of_an_episode_is_withheld_on_its_own() -> None:
    shown = redact_episode(episode(f"deploy with {KEY}", tags=["ops", KEY], sender_name=KEY, context=f"it was {KEY}"))
    assert KEY not in shown.model_dump_json()
    assert shown.content.startswith("[withheld") and shown.tags == ["ops"] and shown.context == ""
    assert shown.sender_name.startswith("[withheld")
    assert episode_secret(episode("fine", tags=[KEY])) == "GitHub token"


def test_profiles_withhold_or_drop_secret_facts() -> None:
    profile = Profile(name="Ann", traits=["kind", "my password is sunshine"], preferences=["tea"], notes=f"key {KEY}")
    shown = redact_profile(profile)
    assert shown.traits == ["kind"] and shown.preferences == ["tea"] and shown.notes.startswith("[withheld")
    assert profile_secret_count(profile) == 2
    purged = without_secrets(profile)
    assert purged.notes == "" and purged.traits == ["kind"] and purged.name == "Ann"
    clean = Profile(name="Ann")
    assert redact_profile(clean) is clean and profile_secret_count(clean) == 0


def test_safe_name() -> None:
    assert safe_name("Alice") == "Alice" and KEY not in safe_name(KEY)
