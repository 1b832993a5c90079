"""The read side of the secret filter: what stored memory shows, and which stored memory holds a secret.

Writes refuse secrets, but memory stored before a better filter may hold some. Every read
surface (injection, `_ltm_context`, list, search, show, export, the recall tool) goes through
these functions, so such memory is shown as a withheld notice and never reaches a prompt;
`!memory health` finds it and an admin purges it. Stored text is also shown as writes store it
today (`normalise`): a row stored before invisible characters were refused shows none of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .identity import safe_id
from .models import Episode, Profile
from .secrets import find_secret, withheld
from .text import normalise


def episode_secret(episode: Episode) -> str | None:
    """The kind of secret in an episode's content, tags or sender, or None (its context: `context_secret`)."""
    for text in (episode.content, episode.sender_name, episode.sender_id, *episode.tags):
        kind = find_secret(text)
        if kind:
            return kind
    return None


def context_secret(episode: Episode) -> bool:
    """Whether the conversation line an episode came from holds a secret (a purge clears the line, not the memory)."""
    return find_secret(episode.context) is not None


def visible_episode(episode: Episode) -> Episode:
    """The episode with its texts as a write stores them today: no invisible or control characters."""
    content, sender_name, context = normalise(episode.content), normalise(episode.sender_name), normalise(episode.context)
    tags = [clean for tag in episode.tags if (clean := normalise(tag))]
    if (content, tags, sender_name, context) == (episode.content, episode.tags, episode.sender_name, episode.context):
        return episode
    return episode.model_copy(update={"content": content, "tags": tags, "sender_name": sender_name, "context": context})


def visible_profile(profile: Profile) -> Profile:
    """The profile with its facts as a write stores them today: no invisible or control characters."""
    name, notes = normalise(profile.name), normalise(profile.notes)
    traits = [clean for trait in profile.traits if (clean := normalise(trait))]
    preferences = [clean for preference in profile.preferences if (clean := normalise(preference))]
    if (name, notes, traits, preferences) == (profile.name, profile.notes, profile.traits, profile.preferences):
        return profile
    return profile.model_copy(update={"name": name, "notes": notes, "traits": traits, "preferences": preferences})


def redact_episode(episode: Episode) -> Episode:
    """The episode as it may be shown: a secret in its content withholds the content; in a tag, the tag.

    A sender id that holds one is shown as the fingerprint a live speaker with that id has (`safe_id`).
    """
    kind = find_secret(episode.content)
    tags = [tag for tag in episode.tags if not find_secret(tag)]
    sender_name, sender_id = safe_name(episode.sender_name), safe_id(episode.sender_id)
    context = "" if context_secret(episode) else episode.context
    unchanged = sender_name == episode.sender_name and sender_id == episode.sender_id and context == episode.context
    if kind is None and tags == episode.tags and unchanged:
        return visible_episode(episode)
    content = episode.content if kind is None else withheld(kind)
    update = {"content": content, "tags": tags, "sender_name": sender_name, "sender_id": sender_id, "context": context}
    return visible_episode(episode.model_copy(update=update))


def redact_profile(profile: Profile) -> Profile:
    """The profile with every fact that holds a secret withheld (list items are dropped)."""
    name_kind, notes_kind = find_secret(profile.name), find_secret(profile.notes)
    traits = [t for t in profile.traits if not find_secret(t)]
    preferences = [p for p in profile.preferences if not find_secret(p)]
    if not name_kind and not notes_kind and traits == profile.traits and preferences == profile.preferences:
        return visible_profile(profile)
    return visible_profile(
        profile.model_copy(
            update={
                "name": withheld(name_kind) if name_kind else profile.name,
                "notes": withheld(notes_kind) if notes_kind else profile.notes,
                "traits": traits,
                "preferences": preferences,
            }
        )
    )


def profile_secret_count(profile: Profile) -> int:
    """How many facts of a profile the filter would refuse today."""
    texts = [profile.name, profile.notes, *profile.traits, *profile.preferences]
    return sum(1 for text in texts if find_secret(text))


def safe_name(name: str) -> str:
    """A display name as it may be stored or shown: withheld when it holds a secret, its invisible characters gone."""
    return withheld("sender name") if find_secret(name) else normalise(name)


def without_secrets(profile: Profile) -> Profile:
    """The profile with every fact that holds a secret removed (what a purge stores)."""
    return profile.model_copy(
        update={
            "name": "" if find_secret(profile.name) else profile.name,
            "notes": "" if find_secret(profile.notes) else profile.notes,
            "traits": [t for t in profile.traits if not find_secret(t)],
            "preferences": [p for p in profile.preferences if not find_secret(p)],
        }
    )


@dataclass(frozen=True)
class StoredSecrets:
    """What of a conversation's memory holds a secret by today's filter (stored before it was this good)."""

    episode_ids: list[str] = field(default_factory=list)
    context_ids: list[str] = field(default_factory=list)  # other episodes whose context line holds one
    profile_facts: int = 0
    profiles: dict[str, Profile] = field(default_factory=dict)  # owner -> a profile with such facts
    history_rows: list[int] = field(default_factory=list)  # old profile values that held one

    @property
    def found(self) -> bool:
        return bool(self.episode_ids or self.context_ids or self.profile_facts or self.history_rows)
