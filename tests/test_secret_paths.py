"""The secret filter on every write path and every read surface, driven the way users meet it.

Write paths get the whole corpus (tests/secret_corpus.py): every secret must be refused and not
one look-alike. Read surfaces are checked on memory stored *before* a better filter (the write
filter is switched off to plant it): none of it may reach a prompt, `_ltm_context`, a tool, a
command or an export, `!memory health` finds it, and an admin's purge removes it for good.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.memory.identity import safe_id
from longtermmemory.memory.text import restates_numbers
from longtermmemory.memory.writes import Draft, draft_secret
from longtermmemory.tests.scripted_llm import text
from longtermmemory.tests.secret_corpus import LOOKALIKES, SECRETS
from longtermmemory.tests.support import HostFactory, event, replay

ALL_SECRETS = [s for items in SECRETS.values() for s in items]
ALL_LOOKALIKES = [s for items in LOOKALIKES.values() for s in items]
UNLIMITED = {"write_rate_limit_per_minute": 0, "turn_rate_limit_per_minute": 0, "profile_max_items": 1000}
REFUSED = ("looks like a secret", "looked like a secret")


def stored(data_dir: Path) -> tuple[list[str], list[str]]:
    """Every episode (content, tags, sender) and every profile as stored in the SQLite file."""
    with sqlite3.connect(data_dir / "ltm.sqlite3") as db:
        episodes = [" ".join(map(str, row)) for row in db.execute("SELECT content, tags, sender_name FROM episodes")]
        profiles = [row[0] for row in db.execute("SELECT data FROM profiles")]
    return episodes, profiles


def refused(line: dict[str, Any]) -> bool:
    said = line.get("result") or line.get("reply") or ""
    return any(marker in said for marker in REFUSED)


def profile_facts(profiles: list[str]) -> list[str]:
    facts: list[str] = []
    for data in profiles:
        profile = json.loads(data)
        facts += [profile["name"], profile["notes"], *profile["traits"], *profile["preferences"]]
    return [fact for fact in facts if fact]


# ---- write paths ----------------------------------------------------------------------------

WRITE_PATHS = {
    "remember tool": lambda t: event(tool="remember", args={"content": t}),
    "explicit request": lambda t: event(message=f"remember that {t}"),
    "update_profile tool": lambda t: event(tool="update_profile", args={"field": "notes", "value": t}),
    "profile list item": lambda t: event(tool="update_profile", args={"field": "traits", "value": t}),
    "tag": lambda t: event(tool="remember", args={"content": "the team offsite is in March", "tags": [t]}),
}
FITS = {"tag": 40}  # a tag is at most 40 characters: longer ones are refused before any filter


@pytest.mark.parametrize("path", WRITE_PATHS)
async def test_no_secret_is_stored_and_every_lookalike_is(make_host: HostFactory, tmp_path: Path, path: str) -> None:
    secrets = [s for s in ALL_SECRETS if len(s) <= FITS.get(path, 20_000)]
    lookalikes = [s for s in ALL_LOOKALIKES if len(s) <= FITS.get(path, 20_000)]
    assert len(secrets) >= 50 and len(lookalikes) >= 50
    host = await make_host(data_dir=tmp_path / "secrets", **UNLIMITED)
    out = await replay(host, [WRITE_PATHS[path](s) for s in secrets], tmp_path)
    episodes, profiles = stored(tmp_path / "secrets")
    assert episodes == [] and profile_facts(profiles) == []
    assert [s for s, line in zip(secrets, out, strict=True) if not refused(line)] == []

    host = await make_host(data_dir=tmp_path / "lookalikes", **UNLIMITED)
    out = await replay(host, [WRITE_PATHS[path](s) for s in lookalikes], tmp_path)
    assert [s for s, line in zip(lookalikes, out, strict=True) if refused(line)] == []


async def test_import_refuses_secrets_in_content_and_sender_names(make_host: HostFactory, tmp_path: Path) -> None:
    """A sender id that holds one is a key, not content: the item is stored under the id's fingerprint."""
    items: list[dict[str, str]] = [{"content": "Dana brought cake", "sender_name": ALL_SECRETS[0]}]
    items += [{"content": f"Eli fixed the sink on day {i}", "sender_id": s[:200]} for i, s in enumerate(ALL_SECRETS[20:40])]
    items += [{"content": f"Dana brought cake on day {i}", "sender_name": s} for i, s in enumerate(ALL_SECRETS[:20])]
    items += [{"content": s} for s in ALL_SECRETS]
    items += [{"content": s, "sender_id": f"member-{i}"} for i, s in enumerate(ALL_LOOKALIKES)]  # none restates another's
    path = tmp_path / "import.json"
    path.write_text(json.dumps(items), encoding="utf-8")
    host = await make_host(**UNLIMITED)
    [reply] = await replay(host, [event(message=f"!memory import l2 {path}", admin=True)], tmp_path)
    kept = len(ALL_LOOKALIKES) + 20
    assert reply["reply"].startswith(f"Imported {kept}, skipped {len(items) - kept}.")
    assert reply["reply"].splitlines()[1] == "item 1: looked like a secret (OpenAI key, in the sender)"
    episodes, _ = stored(tmp_path / "data")
    assert len(episodes) == kept
    with sqlite3.connect(tmp_path / "data" / "ltm.sqlite3") as db:
        senders = {row[0] for row in db.execute("SELECT sender_id FROM episodes WHERE content LIKE 'Eli fixed the sink%'")}
    assert senders == {safe_id(s[:200]) for s in ALL_SECRETS[20:40]} and all(s.startswith("withheld-") for s in senders)


async def test_extraction_refuses_secrets(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    """Every secret is refused and every look-alike kept, but for those its one speaker says again: a look-alike with
    the long number of an earlier one (the same ISBN, the same tracking number) may be stored once, as a duplicate."""
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_max_entries=20, **UNLIMITED)
    restating = [s for i, s in enumerate(ALL_LOOKALIKES) if any(restates_numbers(t, s) for t in ALL_LOOKALIKES[:i])]
    for corpus, fewest in ((ALL_SECRETS, 0), (ALL_LOOKALIKES, len(ALL_LOOKALIKES) - len(restating))):
        for start in range(0, len(corpus), 20):
            chunk = corpus[start : start + 20]
            said = "\n".join(chunk)
            memories = [{"content": s, "source": "user_stated", "evidence": s} for s in chunk]
            llm.steps = [text("Got it."), text(json.dumps({"memories": memories}))]
            await replay(host, [event(message=said)], tmp_path)
        episodes, _ = stored(tmp_path / "data")
        assert fewest <= len(episodes) <= (len(corpus) if corpus is ALL_LOOKALIKES else 0)


async def test_explicit_request_reads_the_message_as_typed(make_host: HostFactory, tmp_path: Path) -> None:
    """Cleaning the request strips leading dashes; the filter must see "-----BEGIN … PRIVATE KEY-----" whole."""
    host = await make_host()
    [line] = await replay(host, [event(message="-----BEGIN RSA PRIVATE KEY----- remember this")], tmp_path)
    assert refused(line)
    assert stored(tmp_path / "data") == ([], [])


async def test_a_display_name_that_holds_a_secret_is_never_stored_or_shown(make_host: HostFactory, tmp_path: Path) -> None:
    key = "ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"
    host = await make_host()
    out = await replay(
        host,
        [
            event(name=key, tool="remember", args={"content": "the team offsite is in March"}),
            event(name=key, tool="update_profile", args={"field": "notes", "value": "likes tea"}),
            event(name=key, message="!memory list"),
            event(name=key, message="!memory audit"),
            event(name=key, message="!memory"),
            event(name=key, message="where is the offsite?"),
        ],
        tmp_path,
    )
    assert out[0]["result"].startswith("Stored as")
    memory_block = out[5]["prompt"][:-1]  # the turn itself ("<name>: <message>") is the chat, not memory
    assert key not in json.dumps([out[:5], memory_block, out[5]["query_vars"]])
    episodes, profiles = stored(tmp_path / "data")
    assert key not in json.dumps([episodes, profiles])
    with sqlite3.connect(tmp_path / "data" / "ltm.sqlite3") as db:
        assert key not in json.dumps(db.execute("SELECT * FROM audit").fetchall())
        assert key not in json.dumps(db.execute("SELECT * FROM profile_history").fetchall())


async def test_a_batch_is_filtered_off_the_event_loop(make_host: HostFactory, tmp_path: Path, monkeypatch: Any) -> None:
    """An import's filtering runs in a worker thread: the loop stays free for other chats meanwhile."""
    threads: list[str] = []

    def spy(draft: Draft) -> str | None:
        threads.append(threading.current_thread().name)
        return draft_secret(draft)

    monkeypatch.setattr("longtermmemory.service.writer.draft_secret", spy)
    host = await make_host()
    path = tmp_path / "batch.json"
    path.write_text(json.dumps([{"content": "Ana likes tea"}, {"content": "Ben likes coffee"}]), encoding="utf-8")
    await replay(host, [event(message=f"!memory import l2 {path}", admin=True)], tmp_path)
    assert len(threads) == 2 and threading.main_thread().name not in threads


# ---- read surfaces --------------------------------------------------------------------------

PLANTED_KEY = "ghp_ljoQoaF1LlqsajAIxNKu8iS2G8NPRVdD53X8"
PLANTED = f"the deploy token for the garden website is {PLANTED_KEY}"
PLANTED_FACT = "my password is sunshine"


async def plant_secrets(make_host: HostFactory, tmp_path: Path, monkeypatch: Any) -> Any:
    """A host whose memory holds secrets stored before the filter knew them (the write filter is switched off to plant)."""
    host = await make_host(**UNLIMITED)
    with monkeypatch.context() as unfiltered:
        unfiltered.setattr("longtermmemory.service.writer.draft_secret", lambda draft: None)
        unfiltered.setattr("longtermmemory.service.memory_service.find_secret", lambda text: None)
        out = await replay(
            host,
            [
                event(tool="remember", args={"content": PLANTED, "tags": ["garden"]}),
                event(tool="remember", args={"content": "the garden website launches in May", "tags": [PLANTED_KEY]}),
                event(tool="update_profile", args={"field": "notes", "value": PLANTED_FACT}),
                event(tool="update_profile", args={"field": "traits", "value": PLANTED_FACT}),
                event(tool="update_profile", args={"field": "traits", "value": "gardener"}),
            ],
            tmp_path,
        )
    assert all(line["result"].startswith(("Stored as", "Updated")) for line in out), out
    return host, out[0]["result"].split()[2].rstrip(".")


async def test_secrets_stored_before_never_reach_a_read_surface(make_host: HostFactory, tmp_path: Path, monkeypatch: Any) -> None:
    host, planted_id = await plant_secrets(make_host, tmp_path, monkeypatch)
    out = await replay(
        host,
        [
            event(message="what is the garden website deploy token?"),
            event(tool="recall_memory", args={"query": "garden website deploy token"}),
            event(message="!memory list"),
            event(message="!memory search garden website token"),
            event(message=f"!memory show {planted_id}"),
            event(message="!memory profile"),
            event(message="!memory export l2"),
            event(message="!memory export"),
        ],
        tmp_path,
    )
    said = json.dumps(out)
    assert PLANTED_KEY not in said and "sunshine" not in said
    prompt = json.dumps(out[0]["prompt"])
    assert "launches in May" in prompt and "gardener" in prompt  # the memory around the secrets is still there
    assert "withheld" in out[2]["reply"] and "withheld" in out[4]["reply"]
    assert "1 episode(s) were left out" in out[6]["reply"]
    context = out[0]["query_vars"]["_ltm_context"]
    assert context["speaker_profile"]["traits"] == ["gardener"] and "withheld" in context["session_profile"]["notes"]


async def test_health_finds_stored_secrets_and_an_admin_purges_them(
    make_host: HostFactory, tmp_path: Path, monkeypatch: Any
) -> None:
    host, planted_id = await plant_secrets(make_host, tmp_path, monkeypatch)
    out = await replay(
        host,
        [
            event(message="!memory health"),
            event(message="!memory purge-secrets", session="group_1", admin=False),
            event(message="!memory purge-secrets", admin=True),
            event(message="!memory health"),
            event(message="!memory list"),
            event(message="!memory audit"),
        ],
        tmp_path,
    )
    assert "WARN  2 episode(s), 0 context line(s) and 2 profile fact(s) hold secrets" in out[0]["reply"]
    assert out[1]["reply"].startswith("Not allowed")
    assert out[2]["reply"].startswith("Purged 2 episode(s), 2 profile fact(s)")
    assert "OK    no stored memory holds a secret" in out[3]["reply"]
    assert out[4]["reply"] == "No active episodes in this conversation."
    assert planted_id in out[5]["reply"] and "purged" in out[5]["reply"]
    episodes, profiles = stored(tmp_path / "data")
    assert episodes == [] and profile_facts(profiles) == ["gardener"]
    with sqlite3.connect(tmp_path / "data" / "ltm.sqlite3") as db:
        rows = json.dumps([db.execute(f"SELECT * FROM {t}").fetchall() for t in ("audit", "profile_history", "episodes")])
    assert PLANTED_KEY not in rows and "sunshine" not in rows


async def test_secrets_stored_before_never_reach_the_memory_console(
    make_host: HostFactory, tmp_path: Path, monkeypatch: Any
) -> None:
    host, planted_id = await plant_secrets(make_host, tmp_path, monkeypatch)
    await replay(host, [event(message="what is the garden website deploy token?")], tmp_path)  # a prompt to snapshot
    console = host.pages["memory-console"]
    [chat] = (await console.handle("/overview", {})).data["chats"]
    where = {"bot_id": chat["bot_id"], "chat": chat["chat"]}
    shown = [
        await console.handle(endpoint, {**where, **extra})
        for endpoint, extra in [
            ("/episodes", {}),
            ("/episodes", {"query": "garden website deploy token"}),
            ("/episode", {"id": planted_id}),
            ("/profiles", {}),
            ("/injection", {}),
            ("/export", {"kind": "episodes"}),
            ("/export", {"kind": "profiles"}),
            ("/audit/export", {}),
        ]
    ]
    said = json.dumps([reply.data for reply in shown])
    assert all(reply.error is None for reply in shown), [reply.error for reply in shown]
    assert PLANTED_KEY not in said and "sunshine" not in said
    assert "launches in May" in said and "gardener" in said  # the memory around the secrets is still there


# Kinds the filter learned in issue 25's third round, stored before it knew them: each value must stay withheld.
ROUND_3_PLANTED = {
    "ringo2020": "ringo2020がうちのWi-Fiのパスワード",
    "448120": "from the bank: 448120, never share this code",
    "7RTQ2-K9XPM-4HZWA": "steam gift card for you: 7RTQ2-K9XPM-4HZWA",
    "YB4829173": "passport no. YB4829173, valid till 2030",
}


async def test_round_3_kinds_stored_before_never_reach_a_read_surface(
    make_host: HostFactory, tmp_path: Path, monkeypatch: Any
) -> None:
    host = await make_host(**UNLIMITED)
    with monkeypatch.context() as unfiltered:
        unfiltered.setattr("longtermmemory.service.writer.draft_secret", lambda draft: None)
        planted = await replay(
            host, [event(tool="remember", args={"content": text}) for text in ROUND_3_PLANTED.values()], tmp_path
        )
    assert all(line["result"].startswith("Stored as") for line in planted), planted
    out = await replay(
        host,
        [
            event(message="what was the wifi password, the bank code, the gift card and the passport number?"),
            event(tool="recall_memory", args={"query": "wifi password bank code gift card passport"}),
            event(message="!memory list"),
            event(message="!memory export l2"),
        ],
        tmp_path,
    )
    said = json.dumps(out, ensure_ascii=False)
    assert [value for value in ROUND_3_PLANTED if value in said] == []
    assert out[2]["reply"].count("withheld") == len(ROUND_3_PLANTED)


# A secret split over two messages of one member: the name in one, the bare value in the next.
SPLIT_SECRET = [event(message="the code for the storage unit in the basement is"), event(message="4471")]


@pytest.mark.parametrize(
    "write",
    [
        event(tool="remember", args={"content": "Alice's storage unit in the basement: 4471"}),
        event(message="remember that 4471 is for Alice's storage unit"),
        event(tool="update_profile", args={"field": "notes", "value": "storage unit 4471"}),
    ],
    ids=["remember tool", "explicit request", "update_profile tool"],
)
async def test_a_secret_split_over_two_messages_is_not_stored(make_host: HostFactory, tmp_path: Path, write: Any) -> None:
    host = await make_host(**UNLIMITED)
    out = await replay(host, [*SPLIT_SECRET, write], tmp_path)
    assert refused(out[-1]) and "split over two messages" in json.dumps(out[-1])
    episodes, profiles = stored(tmp_path / "data")
    assert not any("4471" in text for text in [*episodes, *profile_facts(profiles)])


async def test_the_split_is_only_the_same_members_and_only_its_value(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(**UNLIMITED)
    out = await replay(
        host,
        [
            *SPLIT_SECRET,
            event(tool="remember", args={"content": "Alice keeps her bike in the basement storage unit"}),
            event(message="what's the wifi password?", sender="u2", name="Bob"),
            event(message="2024 was a good year for the garden", sender="u2", name="Bob"),
            event(tool="remember", args={"content": "Bob says 2024 was a good year for the garden"}, sender="u2", name="Bob"),
            event(message="the padlock code is", sender="u3", name="Carol"),
            event(message="4471 is my favourite number", sender="u4", name="Dan"),
            event(tool="remember", args={"content": "Dan's favourite number is 4471"}, sender="u4", name="Dan"),
        ],
        tmp_path,
    )
    results = [line["result"] for line in out if "result" in line]
    assert len(results) == 3 and all(result.startswith("Stored as") for result in results), results


# Codes meant to be shared (issue 25's fourth round), by what the word for "code" names: stored, and shown again.
ROUND_4_SHARED = {
    "LUCIA24": "mi código de invitación es LUCIA24, pásaselo a quien quieras",
    "JONAS15": "mein Empfehlungscode ist JONAS15",
    "HANAKO88": "紹介コード HANAKO88 で登録するとポイントがもらえる",
    "69003": "le code postal c'est 69003",
    "6891-2233-4410": "송장번호 6891-2233-4410 조회해봐",
}


async def test_codes_meant_to_be_shared_reach_every_read_surface(
    make_host: HostFactory, tmp_path: Path, monkeypatch: Any
) -> None:
    """Planted past the write filter, so each read surface is judged on its own (the write paths read the corpus)."""
    host = await make_host(**UNLIMITED)
    with monkeypatch.context() as unfiltered:
        unfiltered.setattr("longtermmemory.service.writer.draft_secret", lambda draft: None)
        out = await replay(host, [event(tool="remember", args={"content": text}) for text in ROUND_4_SHARED.values()], tmp_path)
    assert [line["result"] for line in out if not line["result"].startswith("Stored as")] == []
    out = await replay(
        host,
        [
            event(tool="recall_memory", args={"query": "invitation referral code postcode tracking number"}),
            event(message="!memory list"),
            event(message="!memory export l2"),
        ],
        tmp_path,
    )
    for line in out:
        said = json.dumps(line, ensure_ascii=False)
        assert "withheld" not in said and [value for value in ROUND_4_SHARED if value not in said] == []
