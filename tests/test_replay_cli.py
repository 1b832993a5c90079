"""The replay contract as other tools meet it: `python main.py replay FILE.jsonl --data-dir DIR`."""

import json
import subprocess
import sys
from pathlib import Path

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
