"""Who may change or delete memory in a chat."""

from __future__ import annotations

from .identity import Identity


def may_manage_episode(identity: Identity, episode_sender_id: str, speaker_may_manage_own: bool) -> bool:
    """Private chats: the one person may. Groups: admins, and the episode's own speaker if allowed."""
    if not identity.is_group or identity.is_admin:
        return True
    return speaker_may_manage_own and bool(identity.sender_id) and identity.sender_id == episode_sender_id


def may_run_bulk(identity: Identity) -> bool:
    """Bulk and restoring commands (delete, import, restore) need an admin in group chats."""
    return not identity.is_group or identity.is_admin
