"""`python main.py console` as its user meets it: a real process serving the Memory Console over HTTP on 127.0.0.1."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
ENV = {k: v for k, v in os.environ.items() if not k.startswith("LTM_")}


def replay(lines: list[dict[str, object]], data_dir: Path, tmp_path: Path) -> list[dict[str, object]]:
    events = tmp_path / "events.jsonl"
    events.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "main.py", "replay", str(events), "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=ENV,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_the_console_serves_its_page_and_an_api_only_the_token_opens(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    sender = {"id": "u1", "name": "Alice"}
    stored = replay(
        [{"session": "group_42", "bot": "b", "sender": sender, "tool": "remember", "args": {"content": "Alice plays the cello"}}],
        data_dir,
        tmp_path,
    )
    episode_id = re.search(r"ep_\w+", str(stored[0]["result"]))
    assert episode_id is not None

    process = subprocess.Popen(
        [sys.executable, "main.py", "console", "--port", "0", "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=ENV,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        announced = process.stdout.readline()
        found = re.fullmatch(r"Memory Console: (http://127\.0\.0\.1:\d+/)#token=([\w-]+)\n", announced)
        assert found is not None, announced + (process.stderr.read() if process.stderr else "")
        url, token = found.groups()
        with httpx.Client(base_url=url, timeout=60) as http:
            page = http.get("/")
            assert page.status_code == 200 and "Memory Console" in page.text and "記憶コンソール" in page.text
            assert "window.langbot" in http.get("/api/v1/plugins/_sdk/page-sdk.js").text
            chat = {"bot_id": "b", "chat": "group_42"}
            for headers in ({}, {"Authorization": "Bearer wrong-token-wrong-token"}, {"Authorization": token}):
                refused = http.post("/api/console/archive", json={**chat, "id": episode_id.group()}, headers=headers)
                assert (refused.status_code, refused.json()) == (
                    401,
                    {"error": "a valid console token is required (Authorization: Bearer <token>)"},
                )
            auth = {"Authorization": f"Bearer {token}"}
            overview = http.post("/api/console/overview", json={}, headers=auth).json()["data"]
            assert [(c["bot_id"], c["chat"], c["episodes"]["active"]) for c in overview["chats"]] == [("b", "group_42", 1)]
            archived = http.post("/api/console/archive", json={**chat, "id": episode_id.group()}, headers=auth)
            assert archived.status_code == 200 and archived.json()["data"]["message"] == f"Archived {episode_id.group()}."
            bad = http.post("/api/console/episodes", content=b"{not json", headers=auth)
            assert (bad.status_code, bad.json()) == (400, {"error": "the request body is not valid JSON"})
            listed = http.post("/api/console/episodes", json={**chat, "status": "archived"}, headers=auth).json()["data"]
            assert [e["content"] for e in listed["episodes"]] == ["Alice plays the cello"]
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=30) == 130
    audit = replay([{"session": "group_42", "bot": "b", "sender": sender, "message": "!memory audit"}], data_dir, tmp_path)
    assert f"Memory Console archived {episode_id.group()}" in str(audit[0]["reply"])


def test_a_short_console_token_stops_start_up_in_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "console", "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        env={**ENV, "LTM_CONSOLE_TOKEN": "short"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (result.returncode, result.stderr) == (2, "config error: LTM_CONSOLE_TOKEN must be at least 16 characters\n")
    assert not (tmp_path / "data").exists()  # refused before anything was opened


def test_the_discord_bot_serves_the_console_beside_it_and_a_failed_start_keeps_nothing_alive(tmp_path: Path) -> None:
    """`discord --console PORT`: the bot's owner gets the console from the bot's own process (the data dir is the
    bot's while it runs); when the bot cannot start, the run still ends in one line, the console with it."""
    result = subprocess.run(
        [sys.executable, "main.py", "discord", "--console", "0", "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        env={**ENV, "DISCORD_TOKEN": "not-a-token"},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert re.fullmatch(r"Memory Console: http://127\.0\.0\.1:\d+/#token=[\w-]+\n", result.stdout), result.stdout
    assert result.returncode == 2 and result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
