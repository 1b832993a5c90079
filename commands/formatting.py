"""Readable text for episodes, profiles and pages in chat replies."""

from __future__ import annotations

from datetime import UTC, datetime

from ..memory.member_facts import MemberFact
from ..memory.models import Episode, Profile, ScoredEpisode
from ..memory.text import preview
from ..memory.times import is_known
from ..service.memory_service import FactChange

PER_PAGE = 10
UNKNOWN = "unknown time"  # a time stored out of range (see memory/times.py)


def day(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d") if is_known(ts) else UNKNOWN


def minute(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d %H:%M") if is_known(ts) else UNKNOWN


def speaker_label(episode: Episode) -> str:
    if episode.sender_name and episode.sender_id:
        return f"{episode.sender_name} ({episode.sender_id})"
    return episode.sender_name or episode.sender_id or "unknown"


def episode_line(episode: Episode, with_status: bool = False) -> str:
    tags = f" [{', '.join(episode.tags)}]" if episode.tags else ""
    status = f" · {episode.status}" if with_status else ""
    return (
        f"{episode.episode_id} · {day(episode.created_at)} · {speaker_label(episode)} · "
        f"importance {episode.importance}{status}{tags}\n  {preview(episode.content)}"
    )


def fact_value(value: object) -> str:
    if isinstance(value, list):
        return "; ".join(str(item) for item in value) or "(none)"
    return str(value) if value not in ("", None) else "(none)"


def fact_change_line(change: FactChange) -> str:
    """`7 name: now Annie; previously Ann (2026-05-01, by Ann)`; the chat's own profile is `chat`."""
    whose = change.owner or "chat"
    return (
        f"{whose} {change.field}: now {preview(fact_value(change.current), 120)}; "
        f"previously {preview(fact_value(change.previous), 120)} ({change.changed_at[:10]}, by {change.changed_by or '-'})"
    )


def scored_line(scored: ScoredEpisode, with_status: bool = False) -> str:
    """A search result; one a newer memory of the same thing replaces in all but name says so, with its date."""
    line = episode_line(scored.episode, with_status)
    if scored.newer_id:
        line += f"\n  (earlier, {day(scored.episode.created_at)}: {scored.newer_id} is newer)"
    return line


def fact_line(fact: MemberFact) -> str:
    return f"{fact.member} ({fact.owner_id}) · {fact.field}\n  {preview(fact.text)}"


def retired_line(field: str, item: str, until: str) -> str:
    return f"{preview(item)} ({field}, until {until[:10]})"


def episode_detail(episode: Episode) -> str:
    lines = [
        f"{episode.episode_id} ({episode.status})",
        f"content: {episode.content}",
        f"speaker: {speaker_label(episode)}",
        f"created: {minute(episode.created_at)} · last recalled: {minute(episode.last_accessed_at)}",
        f"importance: {episode.importance} · source: {episode.source} · tags: {', '.join(episode.tags) or '-'}",
    ]
    if episode.context:
        lines.append(f"context: {preview(episode.context, 200)}")
    if episode.supersedes:
        lines.append(f"supersedes: {', '.join(episode.supersedes)}")
    if episode.superseded_by:
        lines.append(f"superseded by: {episode.superseded_by}")
    return "\n".join(lines)


def profile_text(title: str, profile: Profile | None) -> str:
    if profile is None:
        return f"{title}: no speaker id in this chat"
    if profile.is_empty():
        return f"{title}: (empty)"
    lines = [f"{title}:"]
    if profile.name:
        lines.append(f"  name: {profile.name}")
    if profile.traits:
        lines.append(f"  traits: {'; '.join(profile.traits)}")
    if profile.preferences:
        lines.append(f"  preferences: {'; '.join(profile.preferences)}")
    if profile.notes:
        lines.append(f"  notes: {profile.notes}")
    lines.append(f"  updated: {profile.updated_at or '-'}")
    return "\n".join(lines)


def page_count(total: int) -> int:
    return max(1, -(-total // PER_PAGE))
