"""The four agent tools through the replay adapter, on real SQLite, Chroma and embeddings."""

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.storage.database import SCHEMA_VERSION
from longtermmemory.tests.support import TOPICS, HostFactory, event, replay


@pytest.fixture
def make_host(make_host: HostFactory, store_mode: dict[str, Any], request: pytest.FixtureRequest) -> HostFactory:
    """Every test here runs against the embedded Chroma client, a Chroma server, and PostgreSQL with a Chroma server
    (but a test that reads the SQLite file itself runs on the embedded records only)."""
    if "database_url" in store_mode and request.node.get_closest_marker("sqlite_file"):
        pytest.skip("reads the embedded store's SQLite file")

    async def factory(**overrides: Any):  # type: ignore[no-untyped-def]
        return await make_host(**{**store_mode, **overrides})

    return factory


def remember(content: str, **kw: object) -> dict[str, object]:
    session = str(kw.pop("session", "group_1"))
    sender = str(kw.pop("sender", "u1"))
    at = kw.pop("at", None)
    extra = {"at": at} if at else {}
    return event(session=session, sender=sender, tool="remember", args={"content": content, **kw}, **extra)


def recall(query: str, **kw: object) -> dict[str, object]:
    session = str(kw.pop("session", "group_1"))
    at = kw.pop("at", None)
    extra = {"at": at} if at else {}
    return event(session=session, tool="recall_memory", args={"query": query, **kw}, **extra)


def stored_id(result: str) -> str:
    assert result.startswith("Stored as "), result
    return result.split()[2].rstrip(".")


async def test_remember_recall_forget_happy_path(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [remember("Alice adopted a cat named Miso", importance=4, tags=["pets"]), recall("what pet does Alice have")],
        tmp_path,
    )
    episode_id = stored_id(out[0]["result"])
    found = json.loads(out[1]["result"])
    assert found["episodes"][0]["id"] == episode_id
    assert found["episodes"][0]["speaker"] == {"id": "u1", "name": "Alice"}
    assert found["episodes"][0]["age"] == "today"
    forgot = await replay(host, [event(tool="forget", args={"episode_id": episode_id}), recall("pet cat")], tmp_path)
    assert forgot[0]["result"] == f"Forgot {episode_id}."
    assert json.loads(forgot[1]["result"])["count"] == 0


async def test_remember_refuses_duplicates_secrets_and_empty(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("The team meeting moved to Thursday at 10am"),
            remember("the team meeting   moved to thursday at 10am"),
            remember("The team meeting was moved to Thursday at 10am."),
            remember("   "),
            remember("my github token is ghp_abcdefghijklmnopqrstuvwxyz0123456789"),
            remember("x", importance=9),
            remember("x", unknown_field=1),
            event(tool="remember", args={"content": 42}),
        ],
        tmp_path,
    )
    first = stored_id(out[0]["result"])
    assert out[1]["result"] == f"Not stored: duplicate of {first}."
    assert out[2]["result"] == f"Not stored: duplicate of {first}."
    assert out[3]["result"] == "Not stored: empty."
    assert "secret" in out[4]["result"] and "ghp_" not in out[4]["result"]
    for line in out[5:]:
        assert line["result"].startswith("error: invalid argument")


async def test_correction_supersedes_older_related_episode(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Alice's flight to Osaka leaves on March 3"),
            remember("Bob's flight to Osaka leaves on March 3", sender="u2"),
            recall("when does the flight to Osaka leave", top_k=5),
            remember("Alice's flight to Osaka now leaves on March 5", tags=["correction"]),
            recall("when does the flight to Osaka leave", top_k=5),
            recall("flight", status="superseded"),
        ],
        tmp_path,
    )
    old, bobs = stored_id(out[0]["result"]), stored_id(out[1]["result"])
    assert old in [e["id"] for e in json.loads(out[2]["result"])["episodes"]]
    assert f"supersedes {old}" in out[3]["result"]
    active = [e["id"] for e in json.loads(out[4]["result"])["episodes"]]
    assert old not in active and bobs in active and stored_id(out[3]["result"].split(" It ")[0]) in active
    assert [e["id"] for e in json.loads(out[5]["result"])["episodes"]] == [old]
    shown = await replay(host, [event(message=f"!memory show {old}")], tmp_path)
    assert "superseded by: ep_" in shown[0]["reply"]


async def test_a_short_half_life_puts_the_newer_of_two_similar_first(make_host: HostFactory, tmp_path: Path) -> None:
    """The hand weights trade relevance for recency (the learned ranker only breaks near-ties with it:
    `tests/memory/test_learned_ranking.py`); the older memory here is the closer match."""
    host = await make_host(recency_half_life_days=7, ranker="weights")
    out = await replay(
        host,
        [
            remember("We planned a picnic in the park", at="2026-01-01T10:00:00Z"),
            remember("We planned a picnic at the park by the river", at="2026-03-01T10:00:00Z"),
            recall("picnic plans", at="2026-03-02T10:00:00Z", top_k=2),
        ],
        tmp_path,
    )
    newer = stored_id(out[1]["result"])
    episodes = json.loads(out[2]["result"])["episodes"]
    assert episodes[0]["id"] == newer
    assert episodes[0]["age"] == "yesterday"
    assert episodes[1]["age"] == "2 months ago"


async def test_recall_filters_and_bad_filters(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Alice likes jazz concerts", at="2026-01-10T00:00:00Z", importance=5),
            remember("Bob likes rock concerts", sender="u2", at="2026-02-10T00:00:00Z"),
            recall("concerts", speaker_id="u2"),
            recall("concerts", time_after="2026-02-01"),
            recall("concerts", importance_min=4),
            recall("concerts", time_after="last tuesday"),
            recall("concerts", status="deleted"),
            recall(""),
        ],
        tmp_path,
    )
    assert [e["content"] for e in json.loads(out[2]["result"])["episodes"]] == ["Bob likes rock concerts"]
    assert [e["content"] for e in json.loads(out[3]["result"])["episodes"]] == ["Bob likes rock concerts"]
    assert [e["content"] for e in json.loads(out[4]["result"])["episodes"]] == ["Alice likes jazz concerts"]
    assert "ISO-8601" in out[5]["result"]
    assert out[6]["result"].startswith("error: invalid argument status")
    assert out[7]["result"].startswith("error: invalid argument query")


async def test_capacity_evicts_lowest_scored(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(max_episodes_per_scope=3)
    out = await replay(
        host,
        [
            remember("Trivia: the office plant is a fern", importance=1, at="2026-01-01T00:00:00Z"),
            remember("Carol's wedding is on June 12", importance=5, at="2026-01-02T00:00:00Z"),
            remember("The server migration is scheduled for May", importance=4, at="2026-01-03T00:00:00Z"),
            remember("Dan started learning the cello", importance=3, at="2026-01-04T00:00:00Z"),
            event(message="!memory list"),
        ],
        tmp_path,
    )
    listing = out[4]["reply"]
    assert "3 in all" in listing
    assert "fern" not in listing and "wedding" in listing and "cello" in listing


async def test_a_flood_of_important_memories_evicts_only_the_flooders_own(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(max_episodes_per_scope=6, write_rate_limit_per_minute=0)
    others = [
        remember("Carol's wedding is on June 12", sender="u2", importance=1),
        remember("Dan started learning the cello", sender="u3", importance=1),
        remember("The office plant is a fern", sender="u4", importance=1),
    ]
    flood = [remember(f"Eve's announcement number {TOPICS[i]} is vital", sender="u9", importance=5) for i in range(8)]
    out = await replay(host, [*others, *flood, event(message="!memory export l2")], tmp_path)
    kept = json.loads(out[-1]["reply"])["episodes"]
    assert {e["sender_id"] for e in kept} == {"u2", "u3", "u4", "u9"} and len(kept) == 6
    assert sum(e["sender_id"] == "u9" for e in kept) == 3


async def test_session_isolation_no_tool_reaches_another_chat(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(host, [remember("Secret plan: surprise party for Eve on Friday", session="group_1")], tmp_path)
    other_id = stored_id(out[0]["result"])
    out = await replay(
        host,
        [
            recall("surprise party for Eve", session="group_2"),
            event(session="group_2", tool="forget", args={"episode_id": other_id}, admin=True),
            event(session="group_2", message=f"!memory show {other_id}"),
            recall("surprise party for Eve", session="group_1"),
        ],
        tmp_path,
    )
    assert json.loads(out[0]["result"])["count"] == 0
    assert out[1]["result"] == f"No episode {other_id!r} in this conversation's memory."
    assert out[2]["reply"] == f"No episode {other_id!r} in this conversation's memory."
    assert json.loads(out[3]["result"])["episodes"][0]["id"] == other_id


async def test_bot_isolation_shares_episodes_across_chats_but_not_profiles(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(isolation="bot")
    out = await replay(
        host,
        [
            remember("The bot's maintenance window is Sunday 2am", session="group_1"),
            event(session="group_1", tool="update_profile", args={"field": "notes", "value": "Book club chat"}),
            recall("maintenance window", session="group_9"),
            event(session="group_9", message="!memory profile"),
            {**remember("The bot's maintenance window is Sunday 2am", session="group_5"), "bot": "other-bot"},
        ],
        tmp_path,
    )
    assert json.loads(out[2]["result"])["count"] == 1
    assert "Book club" not in out[3]["reply"]
    assert out[4]["result"].startswith("Stored as ")


async def test_speaker_episodes_rank_first_when_equally_relevant(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Going to the dentist on Monday", sender="u2"),
            remember("Going to the dentist on Monday!", sender="u1"),
            recall("dentist appointment"),
        ],
        tmp_path,
    )
    assert json.loads(out[2]["result"])["episodes"][0]["speaker"]["id"] == "u1"


async def test_update_profile_rules(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(profile_max_items=3)

    def update(**args: object) -> dict[str, object]:
        return event(tool="update_profile", args=args)

    out = await replay(
        host,
        [
            update(field="preferences", action="add", value=["Tea", "jazz"]),
            update(field="preferences", action="add", value="tea"),
            update(field="preferences", action="add", value="sushi", fact_key="food"),
            update(field="preferences", action="add", value="ramen", fact_key="food"),
            update(field="preferences", action="add", value="coffee", previous_value="Tea"),
            update(field="preferences", action="add", value=["a", "b"]),
            update(field="preferences", action="remove", value="nothing-like-this"),
            update(field="name", value="Ally"),
            update(field="notes", value="Weekly board-game group"),
            update(field="traits", value="password = hunter22"),
            update(field="color", value="red"),
            update(field="name", value="x" * 400),
            event(message="!memory profile"),
            event(message="!memory audit"),
            event(session="group_2", message="!memory audit"),
        ],
        tmp_path,
    )
    results = [o.get("result") for o in out]
    assert results[0] == "Updated your profile: preferences is now Tea; jazz."
    assert results[1].startswith("Profile not changed: no change")
    assert results[3] == "Updated your profile: preferences is now Tea; jazz; food: ramen. It replaces \u201cfood: sushi\u201d."
    assert results[4] == "Updated your profile: preferences is now jazz; food: ramen; coffee. It replaces \u201cTea\u201d."
    assert "at most 3" in results[5]
    assert results[6].startswith("Profile not changed: nothing to remove")
    assert results[8] == "Updated this chat's profile: notes is now Weekly board-game group."
    assert "secret" in results[9]
    assert results[10].startswith("error: invalid argument field")
    assert "too long" in results[11]
    profile = out[12]["reply"]
    assert "name: Ally" in profile and "Weekly board-game group" in profile and "hunter" not in profile
    audit = out[13]["reply"].splitlines()  # saved profile changes are audited, refused ones are not
    assert audit[0] == "Changes, page 1/1, newest first:" and len(audit) == 1 + 6
    assert audit[1].endswith("Alice updated profile:chat (notes add)")
    assert audit[2].endswith("Alice updated profile:u1 (name add)") and audit[-1].endswith("(preferences add)")
    assert out[14]["reply"] == "No changes recorded in this conversation yet."


async def test_memory_survives_a_restart_of_the_process(make_host: HostFactory, tmp_path: Path) -> None:
    data = tmp_path / "persist"
    first = await make_host(data_dir=data)
    out = await replay(
        first,
        [
            remember("Frank's birthday is on October 9", at="2026-05-01T10:00:00Z"),
            event(message="when is Frank's birthday?", at="2026-06-02T08:30:00Z"),  # recalled: last-recalled time moves
        ],
        tmp_path,
    )
    episode_id = stored_id(out[0]["result"])
    await first.stop()
    second = await make_host(data_dir=data)
    again = await replay(second, [recall("when is Frank's birthday"), event(message=f"!memory show {episode_id}")], tmp_path)
    assert json.loads(again[0]["result"])["episodes"][0]["id"] == episode_id
    assert "created: 2026-05-01 10:00 · last recalled: 2026-06-02 08:30" in again[1]["reply"]


@pytest.mark.sqlite_file
async def test_a_data_directory_of_the_first_schema_is_migrated_on_start(make_host: HostFactory, tmp_path: Path) -> None:
    data = tmp_path / "persist"
    first = await make_host(data_dir=data)
    episode_id = stored_id((await replay(first, [remember("Gina moved to Lisbon in March")], tmp_path))[0]["result"])
    await first.stop()
    with sqlite3.connect(data / "ltm.sqlite3") as db:  # back to the file an earlier release wrote
        db.execute("ALTER TABLE episodes DROP COLUMN context")
        db.execute("PRAGMA user_version = 1")
    second = await make_host(data_dir=data)
    again = await replay(second, [recall("where does Gina live"), remember("Gina's new flat has a balcony")], tmp_path)
    assert json.loads(again[0]["result"])["episodes"][0]["id"] == episode_id
    assert again[1]["result"].startswith("Stored as ")
    with sqlite3.connect(data / "ltm.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)


async def test_episodes_of_the_speaker_a_question_names_rank_first(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            event(sender="u2", name="Bob", tool="remember", args={"content": "Went hiking in the Alps last weekend"}),
            event(sender="u3", name="Carol", tool="remember", args={"content": "Went hiking in the Alps last weekend!"}),
            event(sender="u1", name="Alice", tool="recall_memory", args={"query": "where did Carol go hiking"}),
            event(sender="u1", name="Alice", tool="recall_memory", args={"query": "where did Bob go hiking"}),
        ],
        tmp_path,
    )
    assert json.loads(out[2]["result"])["episodes"][0]["speaker"]["name"] == "Carol"
    assert json.loads(out[3]["result"])["episodes"][0]["speaker"]["name"] == "Bob"


async def test_scopes_dropped_from_the_search_cache_are_reloaded_intact(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(search_cache_episodes=1)
    out = await replay(
        host,
        [
            remember("Hana's piano recital is on Sunday"),
            remember("Ivo's chess tournament is on Saturday", session="group_2"),
            recall("piano recital"),
            recall("chess tournament", session="group_2"),
            remember("Hana also sings in a choir"),
            recall("choir"),
            recall("piano recital", session="group_2"),
        ],
        tmp_path,
    )
    piano, chess, choir = (stored_id(out[i]["result"]) for i in (0, 1, 4))
    top = [json.loads(out[i]["result"])["episodes"][0]["id"] for i in (2, 3, 5)]
    assert top == [piano, chess, choir]
    assert {e["id"] for e in json.loads(out[6]["result"])["episodes"]} <= {chess}


@pytest.mark.sqlite_file
async def test_forget_me_removes_a_person_from_every_chat_of_the_bot(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(isolation="bot")
    out = await replay(
        host,
        [
            remember("Alice is training for the Osaka marathon", session="group_1"),
            remember("Alice's sister lives in Nagoya", session="group_2"),
            remember("Alice told me her new phone number is private", session="person_u1"),
            event(session="group_1", tool="update_profile", args={"field": "traits", "value": "early riser"}),
            remember("Bob is learning the violin", session="group_1", sender="u2"),
            {**remember("Alice likes green tea", session="group_1"), "bot": "bot2"},
            event(session="group_2", sender="u2", name="Bob", tool="forget_person", args={"person_id": "u1"}),
            event(session="group_2", message="!memory forget-me"),
            event(session="group_1", sender="u2", name="Bob", message="!memory export l2"),
            event(session="group_1", message="!memory profile"),
            event(session="group_1", sender="u2", name="Bob", message="!memory health"),
            event(session="group_1", sender="u2", name="Bob", message="!memory audit", admin=True),
            {**event(session="group_1", message="!memory export l2"), "bot": "bot2"},
        ],
        tmp_path,
    )
    assert out[6]["result"].startswith("Not allowed")
    assert out[7]["reply"] == "Forgot you: 3 episode(s) and 1 profile(s), in every chat of this bot."
    assert [e["content"] for e in json.loads(out[8]["reply"])["episodes"]] == ["Bob is learning the violin"]
    assert "early riser" not in out[9]["reply"]
    assert "OK    indexes consistent (1 records, 1 vectors)" in out[10]["reply"]
    assert "forgot a person person (3 episode(s), 1 profile(s))" in out[11]["reply"] and "Osaka" not in out[11]["reply"]
    assert "Alice likes green tea" in out[12]["reply"]  # another bot's memory is that bot's
    with sqlite3.connect(tmp_path / "data" / "ltm.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM episodes WHERE sender_id = 'u1' AND bot_uuid = 'bot1'").fetchone() == (0,)
        assert "Osaka" not in str(db.execute("SELECT * FROM audit").fetchall())


async def test_the_bot_owner_can_have_a_person_forgotten_and_a_chat_admin_cannot(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Carol moved to Lisbon", sender="u3"),
            event(sender="u8", name="Mod", admin=True, tool="forget_person", args={"person_id": "u3"}),
            event(session="person_u7", sender="u7", name="Stranger", tool="forget_person", args={"person_id": "u3"}),
            recall("where does Carol live"),
            event(sender="u9", name="Owner", owner=True, tool="forget_person", args={"person_id": "u3"}),
            recall("where does Carol live"),
        ],
        tmp_path,
    )
    refusal = "Not allowed: only the person themself or the bot's owner can have someone forgotten."
    assert out[1]["result"] == refusal and out[2]["result"] == refusal
    assert json.loads(out[3]["result"])["count"] == 1
    assert out[4]["result"] == "Forgot u3: 1 episode(s) and 0 profile(s), in every chat of this bot."
    assert json.loads(out[5]["result"])["count"] == 0
