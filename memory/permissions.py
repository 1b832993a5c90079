"""Who may change or delete memory: a person their own, a chat's admins that chat's, the bot's owner everyone's.

A private chat gives power over that chat's memory, which is the person's own; never over other
chats. A chat's admins manage the episodes written in their chat (in `bot` isolation a pool holds
many chats' episodes: each chat's admins manage their chat's). Whatever reaches past the current
chat (forgetting another person everywhere, a pool's other chats) is for the bot's owner.
"""

from __future__ import annotations

from .identity import Identity
from .models import Episode


def is_own(identity: Identity, episode: Episode) -> bool:
    """Said by the caller (a caller without an id owns only what was stored without one)."""
    return identity.sender_id == episode.sender_id


def has_chat_power(identity: Identity, episode: Episode) -> bool:
    """Power over any member's episode: the bot's owner; the person in their private chat; the admins of its chat."""
    if identity.is_owner or not identity.is_group:
        return True
    return identity.is_admin and episode.session_name == identity.session_name


def may_manage_episode(identity: Identity, episode: Episode, speaker_may_manage_own: bool) -> bool:
    """Forget, archive or restore one episode: whoever has power over its chat, and its own speaker if allowed.

    Restoring is managing too: a member may put back their own episode whether it was archived or
    retired by someone else's correction (it is theirs, and nobody else's memory changes).
    """
    if has_chat_power(identity, episode):
        return True
    return speaker_may_manage_own and bool(identity.sender_id) and is_own(identity, episode)


def may_retire(identity: Identity, episode: Episode) -> bool:
    """Whether a write of the caller's may retire (supersede) a stored episode: its own, or with power over it.

    A member's correction of another member's fact is kept beside it, never in its place: when unsure,
    memory keeps both, and only the fact's own member or an admin consents to losing it.
    """
    return is_own(identity, episode) or has_chat_power(identity, episode)


def may_run_bulk(identity: Identity) -> bool:
    """Bulk changes (delete, import, purge) need an admin or the bot's owner in a group chat."""
    return not identity.is_group or identity.is_admin or identity.is_owner


def bulk_reaches_pool(identity: Identity, pooled: bool) -> bool:
    """Whether a bulk delete may reach every chat of a shared pool (`bot` isolation): only for the bot's owner."""
    return not pooled or identity.is_owner


def may_forget_person(identity: Identity, person_id: str) -> bool:
    """Forgetting a person in every chat of the bot: the person themself, or the bot's owner (never a chat's admin)."""
    return bool(person_id) and (person_id == identity.sender_id or identity.is_owner)
