"""The profile facts of a chat's members as recall candidates (pure).

A member's profile is injected on their own turns only; a question about the group or about a
member ("is anyone allergic?", "what does Bob like?") is asked by someone else. So the facts of
every member of the chat are ranked beside its episodes, each labelled with its member's name,
and only facts of this chat's profiles (profiles are per chat in every isolation mode).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .models import SESSION_OWNER, Profile, ProfileField


@dataclass(frozen=True)
class MemberFact:
    """One fact of one member's profile in this chat."""

    owner_id: str
    member: str  # the member's display name (or their id when none is known)
    field: ProfileField
    text: str

    def searched_text(self) -> str:
        """What the question is matched against: the member's name names the fact's subject."""
        return f"{self.member}: {self.text}"


@dataclass(frozen=True)
class ScoredFact:
    fact: MemberFact
    relevance: float  # `match_score.match_score`


def member_facts(profiles: Mapping[str, Profile], names: Mapping[str, str]) -> list[MemberFact]:
    """Every fact of every member's profile (the chat's own profile is not a member's), name first."""
    facts: list[MemberFact] = []
    for owner, profile in profiles.items():
        if owner == SESSION_OWNER:
            continue
        member = names.get(owner) or profile.name or owner
        if profile.name:
            facts.append(MemberFact(owner, member, "name", f"name: {profile.name}"))
        facts += [MemberFact(owner, member, "traits", t) for t in profile.traits]
        facts += [MemberFact(owner, member, "preferences", p) for p in profile.preferences]
        if profile.notes:
            facts.append(MemberFact(owner, member, "notes", profile.notes))
    return facts


def best_facts(scored: list[ScoredFact], least: float, limit: int) -> list[ScoredFact]:
    """The facts that reach `least`, best first, at most `limit`."""
    return sorted((s for s in scored if s.relevance >= least), key=lambda s: -s.relevance)[:limit]
