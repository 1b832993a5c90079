"""What the last prompt of each chat was given: the injected memory block, kept in memory per chat.

The console shows it so an operator can see why the bot said what it said. It is built only from
what `prompt_memory` returned (secrets already withheld), and it lives as long as the process: a
restart starts with none. It is shown only while what it was built from still stands: a memory
forgotten, archived or taken out of a profile since (by this process or any other sharing the
memory) must not be shown again through it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..memory.member_facts import MemberFact
from ..memory.models import SESSION_OWNER, Episode, Profile

MAX_CHATS = 1000  # chats whose last injection is kept; the least recently injected goes first

ProfileFact = tuple[str, str, str]  # (owner, field, text): one fact of one profile of a chat


@dataclass(frozen=True)
class Injection:
    at: float
    speaker_id: str
    speaker_name: str
    block: str
    episode_ids: tuple[str, ...]
    unavailable: str  # why no episode could be recalled, when none could
    facts: frozenset[ProfileFact] = frozenset()  # the profile facts the block shows
    withheld: bool = False  # something the block showed has been forgotten or changed since: the block is not shown


class InjectionLog:
    """The last injection of each chat, bounded by `MAX_CHATS`."""

    def __init__(self, max_chats: int = MAX_CHATS) -> None:
        self._last: OrderedDict[str, Injection] = OrderedDict()
        self._max_chats = max_chats

    def note(self, session_key: str, injection: Injection) -> None:
        self._last[session_key] = injection
        self._last.move_to_end(session_key)
        while len(self._last) > self._max_chats:
            self._last.popitem(last=False)

    def last(self, session_key: str) -> Injection | None:
        return self._last.get(session_key)


def injected_ids(episodes: list[Episode]) -> tuple[str, ...]:
    return tuple(e.episode_id for e in episodes)


def profile_facts(owner: str, profile: Profile) -> set[ProfileFact]:
    """Every fact of one profile, as the block could show it."""
    facts = {(owner, "traits", t) for t in profile.traits} | {(owner, "preferences", p) for p in profile.preferences}
    facts |= {(owner, field, value) for field, value in (("name", profile.name), ("notes", profile.notes)) if value}
    return facts


def shown_facts(
    session: Profile, speaker_id: str, speaker: Profile | None, members: Iterable[MemberFact]
) -> frozenset[ProfileFact]:
    """The facts a block built from these profiles and member facts shows."""
    facts = profile_facts(SESSION_OWNER, session) | (set() if speaker is None else profile_facts(speaker_id, speaker))
    facts |= {(f.owner_id, f.field, f.text.removeprefix("name: ") if f.field == "name" else f.text) for f in members}
    return frozenset(facts)


def still_stands(injection: Injection, active_ids: Iterable[str], profiles: Mapping[str, Profile]) -> bool:
    """Whether every episode the block showed is still active and every profile fact still held."""
    if not set(injection.episode_ids) <= set(active_ids):
        return False
    held = {fact for owner, profile in profiles.items() for fact in profile_facts(owner, profile)}
    return injection.facts <= held
