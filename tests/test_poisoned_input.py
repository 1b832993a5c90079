"""Input that cannot poison memory, driven the way users meet it: imports, tools, replay events,
commands, the terminal chat, and rows an older version (or a hand edit) left in the real SQLite file.

Times outside 1970..2999 are refused at every entry and read as unknown when already stored;
only regular files are imported; a sender id that holds a secret is kept and shown as a
fingerprint; a context line that holds one is counted by health and emptied by a purge.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

from longtermmemory.memory.identity import safe_id
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.tests.support import HostFactory, event, replay

ROOT = Path(__file__).resolve().parent.parent
KEY = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghij"
ADMIN = {"admin": True}
EPISODES = [
    "Ana ran the Kyoto marathon in April",
    "Ben went to Osaka for ramen",
    "Cy drinks green tea every morning",
    "Dee plays golf on Sundays",
    "Eli is learning the cello",
]
# (created_at, last_accessed_at) an older version or a hand edit left; None keeps the stored value
POISON: list[tuple[Any, Any]] = [(1e20, None), (float("inf"), float("inf")), ("soon", None), (-5, -1e300)]


def stored_id(result: str) -> str:
    return result.split()[2].rstrip(".")


def sql(data_dir: Path, statement: str, *params: Any) -> list[tuple[Any, ...]]:
    with sqlite3.connect(data_dir / "ltm.sqlite3") as db:
        return db.execute(statement, params).fetchall()


async def seeded(
    make_host: HostFactory, tmp_path: Path, data_dir: Path, chat: dict[str, str] | None = None, **config: Any
) -> list[str]:
    """Store the episodes through a host, then stop it: what a later process finds in the data dir."""
    host = await make_host(data_dir=data_dir, **config)
    out = await replay(host, [event(tool="remember", args={"content": text}, **(chat or {})) for text in EPISODES], tmp_path)
    await host.stop()
    return [stored_id(line["result"]) for line in out]


def poison_times(data_dir: Path, ids: list[str]) -> None:
    for episode_id, (created, recalled) in zip(ids, POISON, strict=False):
        sql(data_dir, "UPDATE episodes SET created_at = ? WHERE episode_id = ?", created, episode_id)
        if recalled is not None:
            sql(data_dir, "UPDATE episodes SET last_accessed_at = ? WHERE episode_id = ?", recalled, episode_id)


def files_hold(data_dir: Path, text: str) -> list[str]:
    """Every file of the data dir (SQLite, its WAL, Chroma's files) that holds `text`."""
    return [str(p) for p in data_dir.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


# ---- times at every entry ----------------------------------------------------------------------


async def test_an_import_refuses_every_time_memory_cannot_hold(make_host: HostFactory, tmp_path: Path) -> None:
    good = {"content": "Fay adopted a beagle", "created_at": "2026-05-01T10:00:00Z"}
    items = (
        '[{"content": "Ana ran a marathon", "created_at": Infinity},'
        ' {"content": "Ben went to Osaka", "created_at": NaN},'
        ' {"content": "Cy likes tea", "created_at": 1e20},'
        ' {"content": "Dee plays golf", "created_at": -Infinity},'
        f' {{"content": "Eli plays cello", "created_at": {10**400}}},'
        ' {"content": "Gus sings", "created_at": "9999-12-31T23:59:59-14:00"},'
        ' {"content": "Hal paints", "created_at": true},'
        ' {"content": "Ivy knits", "status": "active", "last_recalled_at": 1e300},'
        f" {json.dumps(good)}]"
    )
    path = tmp_path / "items.json"
    path.write_text(items, encoding="utf-8")
    host = await make_host()
    out = await replay(
        host,
        [
            event(message=f"!memory import l2 {path}", **ADMIN),
            event(message="!memory list"),
            event(message="!memory search marathon beagle"),
            event(message="!memory export l2"),
            event(tool="recall_memory", args={"query": "beagle"}),
            event(message="tell me about the beagle"),
        ],
        tmp_path,
    )
    fields = ["created_at"] * 7 + ["last_recalled_at"]
    assert out[0]["reply"].splitlines() == [
        "Imported 1, skipped 8.",
        *[f"item {n}: invalid {field}" for n, field in enumerate(fields, start=1)],
    ]
    assert "2026-05-01 · Alice (u1)" in out[1]["reply"] and "(1 in all)" in out[1]["reply"]
    assert "beagle" in out[2]["reply"]
    assert [e["created_at"] for e in json.loads(out[3]["reply"])["episodes"]] == ["2026-05-01T10:00:00+00:00"]
    assert json.loads(out[4]["result"])["episodes"][0]["timestamp"] == "2026-05-01T10:00:00+00:00"
    assert "beagle" in out[5]["prompt"][1]["content"]


async def test_time_arguments_events_and_commands_out_of_range_are_refused_in_one_line(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host()
    far = "9999-12-31T23:59:59-14:00"  # a date Python reads, but no time memory can hold
    out = await replay(
        host,
        [
            event(tool="remember", args={"content": "Ana ran the Kyoto marathon"}),
            event(tool="recall_memory", args={"query": "marathon", "time_after": far}),
            event(tool="recall_memory", args={"query": "marathon", "time_before": "1969-12-31"}),
            event(message=f"!memory delete --before {far}", **ADMIN),
            event(message="hello", at=far),
            event(message="hello", at="2999-12-31T23:59:59Z"),  # the last second memory holds
            event(message="!memory list"),
        ],
        tmp_path,
    )
    assert out[1]["result"] == "error: invalid argument time_after: Value error, not a time from 1970 to 2999"
    assert out[2]["result"] == "error: invalid argument time_before: Value error, not a time from 1970 to 2999"
    assert out[3]["reply"] == (
        "--before takes a date such as 2026-05-01 (a time from 1970 to 2999). "
        "Usage: !memory delete --speaker ID | --tag T | --before DATE | --status S [--yes]"
    )
    assert out[4]["error"] == "invalid event: Value error, not a time from 1970 to 2999"
    assert "reply" in out[5] and "Ana ran the Kyoto marathon" in out[6]["reply"]


# ---- times already stored out of range -----------------------------------------------------------


async def test_rows_stored_with_bad_times_never_break_a_chat_and_can_be_found_and_deleted(
    make_host: HostFactory, tmp_path: Path
) -> None:
    data = tmp_path / "older"
    ids = await seeded(make_host, tmp_path, data)
    poison_times(data, ids)
    assert sql(data, "SELECT typeof(created_at) FROM episodes WHERE episode_id = ?", ids[2]) == [("text",)]
    sql(data, "UPDATE audit SET at = 'soon' WHERE episode_id = ?", ids[0])
    sql(data, "UPDATE audit SET at = ? WHERE episode_id = ?", float("inf"), ids[1])
    host = await make_host(data_dir=data)
    out = await replay(
        host,
        [
            event(message="!memory audit"),
            event(message="tell me about the Kyoto marathon and Osaka ramen"),
            event(tool="recall_memory", args={"query": "Osaka ramen"}),
            event(tool="recall_memory", args={"query": "golf tea cello", "time_before": "2000-01-01"}),
            event(message="!memory list"),
            event(message=f"!memory show {ids[2]}"),
            event(message="!memory search Kyoto marathon golf"),
            event(message="!memory export l2"),
            event(message="!memory health"),
            event(tool="remember", args={"content": "Fay adopted a beagle"}),  # every write reads the retention rows
        ],
        tmp_path,
    )
    assert f"unknown time Alice added {ids[0]} (source agent)" in out[0]["reply"].splitlines()
    block = out[1]["prompt"][1]["content"]
    assert '<episode age="unknown" speaker="Alice">Ana ran the Kyoto marathon in April</episode>' in block
    [ramen] = [e for e in json.loads(out[2]["result"])["episodes"] if e["id"] == ids[1]]
    assert ramen["timestamp"] is None and ramen["age"] == "unknown"
    assert {e["id"] for e in json.loads(out[3]["result"])["episodes"]} == set(ids[:4])  # unknown reads as 1970
    assert out[4]["reply"].count("· unknown time ·") == 4 and "(5 in all)" in out[4]["reply"]
    assert "created: unknown time · last recalled: " in out[5]["reply"]
    assert "Kyoto marathon" in out[6]["reply"]
    exported = json.loads(out[7]["reply"])["episodes"]
    assert sorted(e["created_at"] for e in exported)[:4] == ["1970-01-01T00:00:00+00:00"] * 4
    health = out[8]["reply"].splitlines()
    assert (
        f"WARN  4 episode(s) stored with a time out of range, shown as unknown time "
        f"(!memory forget <id> deletes one): {', '.join(ids[:4])}"
    ) in health
    assert out[9]["result"].startswith("Stored as")

    export = tmp_path / "export.json"
    export.write_text(out[7]["reply"], encoding="utf-8")
    later = await replay(
        host,
        [
            event(message=f"!memory import l2 {export}", session="group_2", **ADMIN),
            event(message="!memory list", session="group_2"),
            event(message=f"!memory forget {ids[0]}"),
            event(message="!memory delete --before 2000-01-01", **ADMIN),
            event(message="!memory delete --before 2000-01-01 --yes", **ADMIN),
            event(message="!memory health"),
            event(message="!memory list"),
        ],
        tmp_path,
    )
    assert later[0]["reply"] == "Imported 5, skipped 0."  # an export of unknown times imports back as unknown
    assert later[1]["reply"].count("· unknown time ·") == 4
    assert later[2]["reply"] == f"Forgot {ids[0]}."
    assert later[3]["reply"] == "3 episode(s) match. Add --yes to delete them."
    assert later[4]["reply"] == "Deleted 3 episode(s)."
    assert "OK    every stored time is valid" in later[5]["reply"].splitlines()
    assert "cello" in later[6]["reply"] and "beagle" in later[6]["reply"] and "(2 in all)" in later[6]["reply"]


async def test_the_terminal_chat_survives_bad_stored_times_and_refuses_a_device(make_host: HostFactory, tmp_path: Path) -> None:
    """The real `main.py chat` process: a poisoned row once ended it with a traceback."""
    data = tmp_path / "older"
    terminal = {"session": "group_terminal", "bot": "terminal-bot"}  # the chat `main.py chat` opens in
    ids = await seeded(make_host, tmp_path, data, terminal, embedding_model=MULTILINGUAL_MODEL)
    poison_times(data, ids)
    lines = ["tell me about the Kyoto marathon", "!memory list", "!memory import l2 /dev/zero", "!memory health"]
    result = subprocess.run(
        [sys.executable, "main.py", "chat", "--data-dir", str(data)],
        cwd=ROOT,
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr[-2000:]
    assert '<episode age="unknown" speaker="Alice">Ana ran the Kyoto marathon in April</episode>' in result.stdout
    assert result.stdout.count("· unknown time ·") == 4
    assert "Import refused: not a regular file: 'zero'." in result.stdout
    assert "WARN  4 episode(s) stored with a time out of range" in result.stdout


# ---- import paths --------------------------------------------------------------------------------


async def test_only_regular_files_are_imported(make_host: HostFactory, tmp_path: Path) -> None:
    """A device, FIFO, directory or /proc file is refused before it is read: /dev/zero's size is 0 and it never ends."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    (tmp_path / "folder").mkdir()
    (tmp_path / "zero-link").symlink_to("/dev/zero")
    host = await make_host()
    paths = ["/dev/zero", str(fifo), str(tmp_path / "folder"), str(tmp_path / "zero-link")]
    out = await replay(
        host,
        [
            *[event(message=f"!memory import l2 {path}", **ADMIN) for path in paths],
            event(message="!memory import l2 /proc/self/status", **ADMIN),
            event(message="!memory list"),
        ],
        tmp_path,
    )
    names = ["zero", "pipe", "folder", "zero-link"]
    assert [line["reply"] for line in out[:4]] == [
        f"Import refused: not a regular file: {name!r}. Nothing was changed." for name in names
    ]
    assert out[4]["reply"] == (
        "Import refused: not a regular file: 'status' (it holds other than its size says). Nothing was changed."
    )
    assert out[5]["reply"] == "No active episodes in this conversation."


# ---- sender ids that hold a secret -----------------------------------------------------------------


async def test_a_sender_id_that_holds_a_secret_is_never_stored_or_shown_and_stays_its_owner(
    make_host: HostFactory, tmp_path: Path
) -> None:
    items = tmp_path / "items.json"
    items.write_text(json.dumps([{"content": "Eve collects stamps", "sender_id": KEY, "sender_name": "Eve"}]), encoding="utf-8")
    host = await make_host()
    eve = {"sender": KEY, "name": "Eve"}
    first = await replay(
        host,
        [
            event(message=f"!memory import l2 {items}", **ADMIN),
            event(tool="remember", args={"content": "Eve's cello lesson is on Thursday"}, **eve),
            event(message="remember that the book club meets on Friday", **eve),
            event(tool="update_profile", args={"field": "traits", "value": "early riser"}, **eve),
        ],
        tmp_path,
    )
    cello = stored_id(first[1]["result"])
    out = await replay(
        host,
        [
            event(message="what do you know about my cello lesson?", **eve),
            event(message="!memory", **eve),
            event(message="!memory list"),
            event(message=f"!memory show {cello}"),
            event(message="!memory export l2"),
            event(message="!memory export"),
            event(message="!memory audit", **ADMIN),
            event(tool="recall_memory", args={"query": "cello lesson", "speaker_id": KEY}),
            event(message=f"!memory delete --speaker {KEY}", **ADMIN),
        ],
        tmp_path,
    )
    fingerprint = safe_id(KEY)
    assert KEY not in json.dumps([first, out]) and files_hold(tmp_path / "data", KEY) == []
    assert first[0]["reply"] == "Imported 1, skipped 0." and first[2]["reply"].startswith("Noted")
    assert f'<current_speaker id="{fingerprint}" name="Eve">' in out[0]["prompt"][1]["content"]
    assert f"speaker: Eve ({fingerprint})" in out[1]["reply"]
    assert out[2]["reply"].count(f"Eve ({fingerprint})") == 3  # the import, the tool, the explicit request: one person
    assert {e["sender_id"] for e in json.loads(out[4]["reply"])["episodes"]} == {fingerprint}
    assert list(json.loads(out[5]["reply"])["speakers"]) == [fingerprint]
    assert json.loads(out[7]["result"])["episodes"][0]["id"] == cello
    assert out[8]["reply"] == "3 episode(s) match. Add --yes to delete them."

    mine = await replay(
        host,
        [
            event(message=f"!memory forget {cello}", **eve),  # a member may forget their own
            event(message="!memory forget-me", **eve),
            event(message="!memory list"),
        ],
        tmp_path,
    )
    assert mine[0]["reply"] == f"Forgot {cello}."
    assert mine[1]["reply"] == "Forgot you: 2 episode(s) and 1 profile(s), in every chat of this bot."
    assert mine[2]["reply"] == "No active episodes in this conversation."


async def test_sender_ids_stored_before_are_shown_as_their_fingerprint_and_purged(make_host: HostFactory, tmp_path: Path) -> None:
    data = tmp_path / "older"
    ids = await seeded(make_host, tmp_path, data)
    sql(data, "UPDATE episodes SET sender_id = ? WHERE episode_id IN (?, ?)", KEY, ids[0], ids[1])
    sql(data, "UPDATE audit SET actor_id = ?, actor_name = ''", KEY)  # the audit shows the id when there is no name
    host = await make_host(data_dir=data)
    out = await replay(
        host,
        [
            event(message="!memory list"),
            event(message=f"!memory show {ids[0]}"),
            event(message="!memory export l2"),
            event(tool="recall_memory", args={"query": "Kyoto marathon"}),
            event(message="!memory audit"),
            event(message="!memory health"),
            event(message=f"!memory forget {ids[0]}", sender=KEY, name="Eve"),  # still theirs
            event(message="!memory purge-secrets", **ADMIN),
            event(message="!memory health"),
        ],
        tmp_path,
    )
    fingerprint = safe_id(KEY)
    assert KEY not in json.dumps(out)
    assert out[0]["reply"].count(f"Alice ({fingerprint})") == 2 and f"speaker: Alice ({fingerprint})" in out[1]["reply"]
    assert sorted(e["sender_id"] for e in json.loads(out[2]["reply"])["episodes"])[-2:] == [fingerprint] * 2
    assert json.loads(out[3]["result"])["episodes"][0]["speaker"]["id"] == fingerprint
    assert f"{fingerprint} added {ids[0]}" in out[4]["reply"]
    assert "WARN  2 episode(s), 0 context line(s) and 0 profile fact(s) hold secrets" in out[5]["reply"]
    assert out[6]["reply"] == f"Forgot {ids[0]}."
    assert out[7]["reply"].startswith("Purged 1 episode(s)")
    assert "OK    no stored memory holds a secret" in out[8]["reply"]
    assert sql(data, "SELECT COUNT(*) FROM episodes WHERE sender_id = ?", KEY) == [(0,)]


# ---- the context line an episode came from ----------------------------------------------------------


async def test_a_context_line_that_holds_a_secret_is_counted_and_purged_and_its_memory_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    data = tmp_path / "older"
    ids = await seeded(make_host, tmp_path, data)
    secret_line = f"Alice: the zebra xylophone deploy token is {KEY}"
    sql(data, "UPDATE episodes SET context = ? WHERE episode_id = ?", secret_line, ids[0])
    host = await make_host(data_dir=data)
    out = await replay(
        host,
        [
            event(message="!memory search zebra xylophone"),  # loads the search index, the line's words in it
            event(message="!memory health"),
            event(message=f"!memory show {ids[0]}"),
            event(message="!memory purge-secrets", **ADMIN),
            event(message="!memory health"),
            event(message=f"!memory show {ids[0]}"),
            event(message="!memory audit"),
            event(message="!memory search zebra xylophone"),
        ],
        tmp_path,
    )
    assert KEY not in json.dumps(out)
    assert (
        ids[0] in out[0]["reply"].splitlines()[1] and ids[0] not in out[7]["reply"].splitlines()[1]
    )  # found by the line no more
    assert "WARN  0 episode(s), 1 context line(s) and 0 profile fact(s) hold secrets" in out[1]["reply"]
    assert "context:" not in out[2]["reply"]
    assert out[3]["reply"] == (
        "Purged 0 episode(s), 0 profile fact(s), 0 old profile value(s) and 1 context line(s) "
        "(their episodes kept) that held secrets."
    )
    assert "OK    no stored memory holds a secret" in out[4]["reply"]
    assert "content: Ana ran the Kyoto marathon in April" in out[5]["reply"]
    assert f"Alice purged {ids[0]} (its context held a secret)" in out[6]["reply"]
    assert sql(data, "SELECT context FROM episodes WHERE episode_id = ?", ids[0]) == [("",)]
