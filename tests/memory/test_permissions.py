"""Who may do what: a person their own memory, a chat's admins that chat's, the bot's owner everyone's."""

from longtermmemory.memory.identity import Identity
from longtermmemory.memory.models import Episode
from longtermmemory.memory.permissions import (
    bulk_reaches_pool,
    may_forget_person,
    may_manage_episode,
    may_retire,
    may_run_bulk,
)

MEMBER = Identity("group", "42", "bot", "u1", "Alice")
OTHER_MEMBER = Identity("group", "42", "bot", "u2", "Bob")
ADMIN = Identity("group", "42", "bot", "u3", "Mod", is_admin=True)
ADMIN_ELSEWHERE = Identity("group", "77", "bot", "u4", "Other guild's mod", is_admin=True)
OWNER = Identity("group", "77", "bot", "u9", "Owner", is_owner=True)
PRIVATE = Identity("person", "u1", "bot", "u1", "Alice")


def episode(sender_id: str = "u1", session_name: str = "group_42") -> Episode:
    return Episode(
        episode_id="ep_1",
        content="Alice lives in Osaka",
        scope="bot:group_42",
        session_name=session_name,
        sender_id=sender_id,
        created_at=0.0,
        last_accessed_at=0.0,
        importance=2,
        content_hash="h",
    )


def test_a_member_manages_their_own_episodes_and_nobody_elses() -> None:
    assert may_manage_episode(MEMBER, episode("u1"), speaker_may_manage_own=True)
    assert not may_manage_episode(MEMBER, episode("u1"), speaker_may_manage_own=False)
    assert not may_manage_episode(OTHER_MEMBER, episode("u1"), speaker_may_manage_own=True)
    assert not may_manage_episode(Identity("group", "42", "bot"), episode(""), speaker_may_manage_own=True)


def test_a_chats_admins_manage_that_chats_episodes_only_and_the_owner_all() -> None:
    assert may_manage_episode(ADMIN, episode("u1"), speaker_may_manage_own=False)
    pooled_from_another_chat = episode("u1", session_name="group_77")
    assert not may_manage_episode(ADMIN, pooled_from_another_chat, speaker_may_manage_own=False)
    assert may_manage_episode(ADMIN_ELSEWHERE, pooled_from_another_chat, speaker_may_manage_own=False)
    assert may_manage_episode(OWNER, episode("u1"), speaker_may_manage_own=False)


def test_a_private_chat_manages_its_own_memory_but_is_no_admin() -> None:
    assert may_manage_episode(PRIVATE, episode("u1", "person_u1"), speaker_may_manage_own=False)
    assert may_manage_episode(PRIVATE, episode("imported-u7", "person_u1"), speaker_may_manage_own=False)
    assert may_run_bulk(PRIVATE) and not PRIVATE.is_admin
    assert may_forget_person(PRIVATE, "u1")
    assert not may_forget_person(PRIVATE, "u2")


def test_only_the_person_or_the_bots_owner_forgets_a_person_everywhere() -> None:
    assert may_forget_person(MEMBER, "u1")
    assert not may_forget_person(MEMBER, "u2")
    assert not may_forget_person(ADMIN, "u1")
    assert not may_forget_person(Identity("person", "u5", "bot", "u5", "Stranger", is_admin=True), "u1")
    assert may_forget_person(OWNER, "u1")
    assert not may_forget_person(OWNER, "")


def test_a_correction_retires_another_members_fact_only_with_power_over_it() -> None:
    assert may_retire(MEMBER, episode("u1"))
    assert not may_retire(OTHER_MEMBER, episode("u1"))
    assert may_retire(ADMIN, episode("u1"))
    assert not may_retire(ADMIN_ELSEWHERE, episode("u1"))
    assert may_retire(OWNER, episode("u1"))
    assert may_retire(PRIVATE, episode("u1", "person_u1"))
    assert may_retire(Identity("group", "42", "bot"), episode(""))  # nobody's fact, by nobody
    assert not may_retire(Identity("group", "42", "bot"), episode("u1"))


def test_bulk_changes_need_an_admin_and_a_pool_is_the_owners() -> None:
    assert not may_run_bulk(MEMBER)
    assert may_run_bulk(ADMIN) and may_run_bulk(OWNER)
    assert bulk_reaches_pool(ADMIN, pooled=False)
    assert not bulk_reaches_pool(ADMIN, pooled=True)
    assert bulk_reaches_pool(OWNER, pooled=True)
