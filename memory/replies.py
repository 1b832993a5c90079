"""What the user, or the model, is told about a change to memory: one wording for every entry point."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .models import Episode, ProfileField
from .profile_edit import ProfileTarget
from .redaction import StoredSecrets
from .text import preview
from .writes import WriteOutcome


@dataclass(frozen=True)
class ProfileUpdate:
    """A profile change that was saved: whose profile, which field, and the field's new value."""

    target: ProfileTarget
    field: ProfileField
    value: str | list[str]
    replaced: list[str] = dataclasses.field(
        default_factory=list
    )  # items the new one turned around (the profile's history keeps them)


def describe_outcome(outcome: WriteOutcome) -> str:
    """One line about what a write did, for the model's `remember` call."""
    if outcome.episode is None:
        if outcome.skipped == "secret":
            return f"Not stored: it {outcome.reason}. Secrets are never kept in memory."
        return f"Not stored: {outcome.reason}."
    line = f"Stored as {outcome.episode.episode_id}."
    if outcome.superseded:
        line += f" It supersedes {', '.join(outcome.superseded)}."
    return line + kept_note(outcome)


def memory_unavailable(reason: str) -> str:
    """The line a chat turn adds when its episodes could not be recalled: the answer comes, without them."""
    return f"(Memory is unavailable right now: {reason}. This answer does not use it.)"


def noted(outcome: WriteOutcome) -> str:
    """The confirmation of an explicit "remember that ..." request."""
    if outcome.episode is not None:
        return f"Noted: \u201c{outcome.episode.content}\u201d ({outcome.episode.episode_id})." + kept_note(outcome)
    return describe_outcome(outcome)


def kept_note(outcome: WriteOutcome) -> str:
    """Whose earlier facts an update left active, because only they or an admin may retire them ('' when none)."""
    by_owner: dict[str, list[str]] = {}
    for episode in outcome.kept:
        by_owner.setdefault(preview(episode.sender_name or episode.sender_id or "another member", 40), []).append(
            episode.episode_id
        )
    notes = [
        f" {who}'s earlier fact {', '.join(ids)} was kept: only {who} or an admin can retire it."
        if len(ids) == 1
        else f" {who}'s earlier facts {', '.join(ids)} were kept: only {who} or an admin can retire them."
        for who, ids in by_owner.items()
    ]
    return "".join(notes)


def archived_by_request(episode: Episode) -> str:
    """The answer to "forget what I said about ...": which memory went, and how to have it back."""
    return (
        f"Archived {episode.episode_id}: \u201c{preview(episode.content, 120)}\u201d. "
        f"`!memory restore {episode.episode_id}` puts it back."
    )


NOTHING_TO_FORGET = "Nothing you said in this chat matches that, so nothing was archived."
WHAT_TO_REMEMBER = "Nothing stored: say what to remember in the same message, e.g. \u201cremember that the gym closes at 9\u201d."
INJECTION_WITHHELD = (
    "The last prompt of this chat was given memory that has been forgotten or changed since, so it is no longer shown."
)


def request_too_long(chars: int, most: int) -> str:
    """Why a request to remember over the length limit was not stored."""
    return (
        f"Not stored: a request to remember holds at most {most:,} characters, and this one has {chars:,}. "
        "Send the part worth keeping."
    )


def profile_updated(update: ProfileUpdate) -> str:
    whose = "your" if update.target == "speaker" else "this chat's"
    line = f"Updated {whose} profile: {update.field} is now {_show(update.value)}."
    if update.replaced:
        line += " It replaces " + ", ".join(f"\u201c{preview(item, 80)}\u201d" for item in update.replaced) + "."
    return line


def refusal(kind: str) -> str:
    return f"Not stored: that looks like a secret ({kind}). Secrets are never kept in memory."


def _show(value: str | list[str]) -> str:
    if isinstance(value, list):
        return "; ".join(value) if value else "(empty)"
    return value or "(empty)"


PURGE_COMMAND = "!memory purge-secrets"


def stored_secrets_line(found: StoredSecrets) -> str:
    """The `!memory health` line about memory stored before the filter refused what it holds."""
    if not found.found:
        return "OK    no stored memory holds a secret"
    return (
        f"WARN  {len(found.episode_ids)} episode(s), {len(found.context_ids)} context line(s) and "
        f"{found.profile_facts} profile fact(s) hold secrets (never shown; an admin removes them with {PURGE_COMMAND})"
    )


def purged(found: StoredSecrets) -> str:
    if not found.found:
        return "Nothing to purge: no stored memory holds a secret."
    return (
        f"Purged {len(found.episode_ids)} episode(s), {found.profile_facts} profile fact(s), "
        f"{len(found.history_rows)} old profile value(s) and {len(found.context_ids)} context line(s) "
        "(their episodes kept) that held secrets."
    )


def withheld_note(count: int) -> str:
    """Said with an export that left episodes out."""
    return f"{count} episode(s) were left out: they hold secrets (an admin removes them with {PURGE_COMMAND})."


def forgotten_person(episodes: int, profiles: int, who: str) -> str:
    return f"Forgot {who}: {episodes} episode(s) and {profiles} profile(s), in every chat of this bot."
