"""Data shapes of memory: episodes and profiles."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

# pending: extracted by the model and waiting for review (never recalled nor injected); rejected: refused in review
EpisodeStatus = Literal["active", "superseded", "archived", "pending", "rejected"]
RecallableStatus = Literal["active", "superseded", "archived"]  # what a tool may search: never the review queue
EpisodeSource = Literal["agent", "explicit", "extraction", "import", "consolidation"]
EPISODE_STATUSES: tuple[EpisodeStatus, ...] = ("active", "superseded", "archived", "pending", "rejected")
PROFILE_FIELDS = ("name", "traits", "preferences", "notes")
SESSION_OWNER = ""  # the owner of a chat's own profile; a speaker's profile is owned by their sender id
ProfileField = Literal["name", "traits", "preferences", "notes"]


class Episode(BaseModel):
    """One remembered event, plan or situational fact (L2)."""

    episode_id: str
    content: str
    scope: str
    session_name: str
    bot_id: str = ""
    sender_id: str = ""
    sender_name: str = ""
    created_at: float
    last_accessed_at: float
    importance: int = Field(ge=1, le=5)
    tags: list[str] = Field(default_factory=list)
    source: EpisodeSource = "agent"
    status: EpisodeStatus = "active"
    content_hash: str
    superseded_by: str = ""
    supersedes: list[str] = Field(default_factory=list)
    context: str = ""  # the line the memory came from: searched, never shown in prompts


class Profile(BaseModel):
    """Stable facts about a chat (session profile) or a person in it (speaker profile)."""

    name: str = ""
    traits: list[str] = Field(default_factory=list)
    preferences: list[str] = Field(default_factory=list)
    notes: str = ""
    updated_at: str = ""

    def is_empty(self) -> bool:
        return not (self.name or self.traits or self.preferences or self.notes)


class ScoredEpisode(BaseModel):
    """An episode with the score that ranked it, how well it matches the question, and what replaced it in all but name."""

    episode: Episode
    score: float  # the ranker's: relative to the other candidates of the question
    relevance: float = 0.0  # `match_score.match_score`: absolute, comparable across questions
    newer_id: str = ""  # a newer active episode of the same slot: this one is earlier, not current
