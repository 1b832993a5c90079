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


def may_restore(identity: Identity, episode_sender_id: str, status: str, speaker_may_manage_own: bool) -> bool:
    """Restoring is for admins; a speaker may also put back an episode of their own that was archived
    (archiving it was theirs to do; what an update superseded stays an admin's call)."""
    if may_run_bulk(identity):
        return True
    return status == "archived" and may_manage_episode(identity, episode_sender_id, speaker_may_manage_own)
