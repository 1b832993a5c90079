"""Keys of chats and scopes: injective for any ids, and the migration from the keys written before."""

from hypothesis import given
from hypothesis import strategies as st

from longtermmemory.memory.identity import Identity, bot_pool, rekeyed_scope, rekeyed_session, session_key

IDS = st.text(alphabet=st.sampled_from(list("ab:%_-*群日 ")) | st.characters(exclude_categories=("Cs",)), max_size=8)
CHATS = st.tuples(IDS, st.sampled_from(["group", "person"]), IDS)


@given(CHATS, CHATS)
def test_two_chats_never_share_a_key(a: tuple[str, str, str], b: tuple[str, str, str]) -> None:
    assert (session_key(*a) == session_key(*b)) == (a == b)


@given(CHATS, IDS)
def test_a_bot_pool_is_never_a_chat(chat: tuple[str, str, str], bot: str) -> None:
    assert bot_pool(bot) != session_key(*chat)


@given(IDS, IDS)
def test_bot_isolation_pools_group_chats_only(bot: str, chat: str) -> None:
    group, person = Identity("group", chat, bot), Identity("person", chat, bot)
    assert group.scope("bot") == (bot_pool(bot) if bot else group.session_key)
    assert person.scope("bot") == person.session_key and person.scope("session") == person.session_key


def test_the_collision_of_the_old_keys_is_gone() -> None:
    assert Identity("group", "b", "group_a").session_key != Identity("group", "a:group_b").session_key
    assert Identity("group", "x", "bot").scope("session") != Identity("group", "y", "group_x").scope("bot")


def test_old_keys_move_to_their_keys_of_today() -> None:
    assert rekeyed_scope("b1:group_7", "group_7", "b1") == "b1:group_7"  # unchanged where nothing needs escaping
    assert rekeyed_scope("b1:group_x:y", "group_x:y", "b1") == "b1:group_x%3Ay"
    assert rekeyed_scope("bot:b1", "group_7", "b1") == "b1:*"
    assert rekeyed_scope("bot:b1", "person_7", "b1") == "b1:person_7"  # a private chat leaves the pool
    assert rekeyed_session("b1:group_7") == "b1:group_7" and rekeyed_session("group_7") == "group_7"
    assert rekeyed_session("group_a:b") == "group_a%3Ab"
    assert rekeyed_session("bot:b1") == "b1:*"
    assert rekeyed_session("not a key") == "not a key"
