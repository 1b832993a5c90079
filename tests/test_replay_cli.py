"""The replay contract as other tools meet it: `python main.py replay FILE.jsonl --data-dir DIR`."""

import json
import subprocess
import sys
from pathlib import Path

from longtermmemory.tests.support import BrokenPlugin, HostFactory, event, replay, start_chroma_server

ROOT = Path(__file__).resolve().parent.parent


def run_replay(path: Path, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", "replay", str(path), "--data-dir", str(data_dir)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_replay_contract_with_a_bad_event_in_the_middle(tmp_path: Path) -> None:
    sender = {"id": "u1", "name": "Alice"}
    lines = [
        json.dumps(
            {
                "session": "group_42",
                "bot": "b",
                "sender": sender,
                "tool": "remember",
                "args": {"content": "Alice's piano recital is on May 3"},
            }
        ),
        "{this is not json",
        json.dumps({"session": "channel_1", "sender": sender, "message": "hi"}),
        json.dumps({"session": "group_42", "bot": "b", "sender": sender, "message": "hi", "tool": "forget"}),
        json.dumps(
            {
                "session": "group_42",
                "bot": "b",
                "sender": sender,
                "message": "when is my piano recital?",
                "at": "2026-05-01T12:00:00Z",
            }
        ),
        json.dumps({"session": "group_42", "bot": "b", "sender": sender, "message": "!memory list"}),
    ]
    events = tmp_path / "events.jsonl"
    events.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = run_replay(events, tmp_path / "data")
    assert result.returncode == 0, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["index"] for o in out] == list(range(6))
    assert out[0]["result"].startswith("Stored as ep_")
    assert set(out[1]) == {"index", "error"} and out[1]["error"].startswith("invalid event")
    assert "group_<id> or person_<id>" in out[2]["error"]
    assert "exactly one of message or tool" in out[3]["error"]
    assert set(out[4]) == {"index", "reply", "prompt", "query_vars"}
    assert out[4]["query_vars"]["_ltm_context"]["episodes"] == [{"content": "Alice's piano recital is on May 3"}]
    assert set(out[5]) == {"index", "reply"} and "ep_" in out[5]["reply"]

    again = tmp_path / "again.jsonl"
    again.write_text(
        json.dumps({"session": "group_42", "bot": "b", "sender": sender, "message": "!memory list"}) + "\n", encoding="utf-8"
    )
    second = run_replay(again, tmp_path / "data")
    assert "1 in all" in json.loads(second.stdout)["reply"], "memory persists across runs"


def test_unreadable_file_exits_non_zero(tmp_path: Path) -> None:
    result = run_replay(tmp_path / "missing.jsonl", tmp_path / "data")
    assert result.returncode != 0 and "cannot read" in result.stderr


def test_a_byte_order_mark_is_not_part_of_the_first_event_nor_of_an_import_file(tmp_path: Path) -> None:
    """Windows editors write one; the first event and an import file are read as if it were not there."""
    sender = {"id": "u1", "name": "Alice"}
    export = tmp_path / "items.json"
    export.write_bytes(b"\xef\xbb\xbf" + json.dumps([{"content": "Alice's choir sings on Sunday"}]).encode())
    events = tmp_path / "events.jsonl"
    lines = [
        {"session": "group_42", "sender": sender, "tool": "remember", "args": {"content": "Alice's bus leaves at 7:15"}},
        {"session": "group_42", "sender": {**sender, "admin": True}, "message": f"!memory import l2 {export.name}"},
        {"session": "group_42", "sender": sender, "message": "!memory list"},
    ]
    events.write_bytes(b"\xef\xbb\xbf" + "\n".join(json.dumps(line) for line in lines).encode() + b"\n")
    result = run_replay(events, tmp_path / "data")
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert out[0]["result"].startswith("Stored as ep_"), out[0]
    assert out[1]["reply"].startswith("Imported 1"), out[1]
    assert "choir" in out[2]["reply"] and "7:15" in out[2]["reply"]


def test_every_output_line_is_one_json_line_whatever_the_text_holds(tmp_path: Path) -> None:
    """U+2028, U+2029 and NEL are line ends to `str.splitlines` and many line readers: they leave escaped."""
    sender = {"id": "u1", "name": "Ali\u2028ce"}
    said = "remember that the bus\u2028leaves\u2029at 7:15\x85sharp"
    events = tmp_path / "events.jsonl"
    events.write_text(
        json.dumps({"session": "group_42", "sender": sender, "message": said}, ensure_ascii=False)
        + "\n"
        + json.dumps({"session": "group_42", "sender": sender, "message": said + " ok?"}, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    result = run_replay(events, tmp_path / "data")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 2 and [json.loads(line)["index"] for line in lines] == [0, 1]
    assert not {"\u2028", "\u2029", "\x85"} & set(result.stdout)
    assert json.loads(lines[1])["prompt"][-1]["content"].endswith(said + " ok?"), "the text itself is unchanged"


def test_a_reader_that_goes_away_ends_the_replay_without_a_traceback(tmp_path: Path) -> None:
    """`main.py replay events.jsonl | head -1`"""
    events = tmp_path / "events.jsonl"
    hello = json.dumps({"session": "group_42", "sender": {"id": "u1"}, "message": "hello " + "x" * 5000})
    events.write_text((hello + "\n") * 40, encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "main.py", "replay", str(events), "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    assert json.loads(process.stdout.readline())["index"] == 0
    process.stdout.close()
    status = process.wait(timeout=300)
    errors = process.stderr.read().decode()
    assert status == 1 and errors == "", errors


async def test_a_chroma_outage_answers_the_turn_without_episodes(make_host: HostFactory, tmp_path: Path) -> None:
    """The replay adapter on a real Chroma server that goes away after start-up: memory is down, not the bot."""
    server, port = start_chroma_server(tmp_path / "chroma")
    try:
        host = await make_host(chroma_mode="http", chroma_port=port)
        stored = await replay(host, [event(tool="remember", args={"content": "Alice's bus leaves at 7:15"})], tmp_path)
        assert stored[0]["result"].startswith("Stored as ep_")
    finally:
        server.kill()
        server.wait(timeout=30)
    out = await replay(
        host,
        [
            event(session="group_2", message="when does the bus leave?"),
            event(session="group_2", message="remember that the bus now leaves at 7:45"),
            event(session="group_2", message="!memory search bus"),
        ],
        tmp_path,
    )
    assert "error" not in out[0]  # before: {"error": "event failed: VectorStoreError"}
    assert out[0]["reply"].splitlines() == [
        "(Memory is unavailable right now: Chroma failed (ConnectError). This answer does not use it.)",
        "(no LLM configured) I would send the model 3 messages; the memory injected for this turn is in the system prompt.",
    ]
    assert "(no relevant episodes)" in out[0]["prompt"][1]["content"], "the profiles are still injected"
    assert out[1]["reply"] == "error: memory is unavailable right now (Chroma failed (ConnectError)); nothing was changed"
    assert out[2]["reply"] == "error: memory is unavailable right now (Chroma failed (ConnectError)); nothing was changed"


async def test_an_event_that_fails_is_one_error_line_and_the_replay_goes_on(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(extra_plugins=[BrokenPlugin()])
    out = await replay(host, [event(message="hello"), event(message="!memory list")], tmp_path)
    assert out[0] == {"index": 0, "error": "event failed: that failed (KeyError); LTM_LOG_LEVEL=DEBUG logs why"}
    assert out[1]["reply"] == "No active episodes in this conversation."
