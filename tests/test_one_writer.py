"""One data dir, one process: a second process is refused in one line, and no acknowledged write is lost.

Real processes on real files: `main.py replay` is the host, SIGKILL is the crash, the kernel's
lock is what refuses, and a third process checks what the first two left.
"""

from __future__ import annotations

import asyncio
import errno
import fcntl
import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from longtermmemory.memory.errors import ConfigError, DataDirInUse
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.data_dir_lock import LOCK_FILE
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.test_crash_recovery import CHILD, rows_in_state

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "LTM_WRITE_RATE_LIMIT_PER_MINUTE": "0"}
WRITES = 600  # the first process writes for far longer than the second takes to reach the lock
THINGS = ("violin", "tennis", "Sapporo", "ramen", "Kyoto", "chess", "marathon", "piano", "garden", "puppy", "novel", "pottery")
REFUSAL = re.compile(
    r"^error: data_dir \S+ is in use by process (\d+) \(python\S* main\.py replay [^\n]*, "
    r"since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\); one data_dir serves one process at a time$"
)


def remembering(path: Path, contents: list[str]) -> Path:
    """A replay file of `remember` tool calls: each one answers "Stored as <id>." once it is stored."""
    lines = [
        json.dumps({"session": "group_1", "sender": {"id": "u1", "name": "Ann"}, "tool": "remember", "args": {"content": c}})
        for c in contents
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def replay(events: Path, data_dir: Path, stderr: int | Path = subprocess.PIPE) -> subprocess.Popen[str]:
    err = stderr.open("w") if isinstance(stderr, Path) else stderr
    return subprocess.Popen(
        [sys.executable, "main.py", "replay", str(events), "--data-dir", str(data_dir)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=err,
        text=True,
        env=ENV,
    )


def acknowledged(output: str) -> dict[str, str]:
    """Episode id -> the replay line's index, for every write answered "Stored as <id>."."""
    stored = {}
    for line in output.splitlines():
        result = json.loads(line).get("result", "")
        if result.startswith("Stored as "):
            stored[result.split()[2].rstrip(".")] = line
    return stored


def committed(data_dir: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(f"file:{data_dir / 'ltm.sqlite3'}?mode=ro", uri=True) as db:
        return db.execute("SELECT episode_id, content FROM episodes WHERE state = 'committed'").fetchall()


@pytest.mark.slow
def test_a_second_process_is_refused_in_one_line_and_every_acknowledged_write_is_kept_once(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    contents = [f"Ann wrote entry {i} about the {THINGS[i % len(THINGS)]} club and room {i}" for i in range(WRITES)]
    first = replay(remembering(tmp_path / "first.jsonl", contents), data_dir, tmp_path / "first.err")
    assert first.stdout is not None
    head = first.stdout.readline()  # the first write is answered: the first process is up and writing
    assert head, (tmp_path / "first.err").read_text()[-2000:]
    second = replay(remembering(tmp_path / "second.jsonl", contents[::-1]), data_dir)  # the same memories, from the end
    second_out, second_err = second.communicate(timeout=600)
    first_was_running = first.poll() is None
    first_rest, _ = first.communicate(timeout=900)

    stored = acknowledged(head + first_rest) | acknowledged(second_out)
    rows = committed(data_dir)
    by_id = {episode_id: content for episode_id, content in rows}
    lost = sorted(set(stored) - set(by_id))
    assert not lost, f"{len(lost)} of {len(stored)} acknowledged writes are gone: {lost[:5]}"
    assert len(rows) == len(stored) == len(set(by_id.values())) == WRITES  # each memory once, each row acknowledged
    assert second.returncode == 2 and second_out == "", second_err[-2000:]
    [line] = second_err.splitlines()
    match = REFUSAL.match(line)
    assert match and int(match[1]) == first.pid, line
    assert first_was_running, "the first process ended before the second reached the lock: nothing was tested"
    assert first.returncode == 0 and "Traceback" not in (tmp_path / "first.err").read_text()

    checks = [
        json.dumps({"session": "group_1", "sender": {"id": "u1"}, "message": f"!memory show {episode_id}"})
        for episode_id in stored
    ]
    check = tmp_path / "check.jsonl"
    check.write_text("\n".join([*checks, json.dumps({"session": "group_1", "message": "!memory health"})]) + "\n")
    third = replay(check, data_dir)
    third_out, third_err = third.communicate(timeout=600)
    assert third.returncode == 0, third_err[-2000:]
    replies = [json.loads(line)["reply"] for line in third_out.splitlines()]
    assert all(by_id[episode_id] in reply for episode_id, reply in zip(stored, replies, strict=False))
    assert f"OK    indexes consistent ({WRITES} records, {WRITES} vectors)" in replies[-1], replies[-1]
    assert "WARN" not in replies[-1] and "ERROR" not in replies[-1], replies[-1]


def test_a_killed_holder_leaves_the_data_dir_free_and_the_next_process_recovers_its_unfinished_writes(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(data_dir), "before commit"], cwd=ROOT, stderr=subprocess.PIPE)
    _, child_err = child.communicate(timeout=300)
    assert child.returncode == -signal.SIGKILL, child_err[-2000:]  # killed in a write, with 20 rows pending
    holder = json.loads((data_dir / LOCK_FILE).read_text())  # it held the data dir when it died
    assert holder["pid"] == child.pid and rows_in_state(data_dir, "state = 'pending'") == 20
    events = remembering(tmp_path / "next.jsonl", ["Ann's piano lesson moved to Thursday"])
    events.write_text(events.read_text() + json.dumps({"session": "group_1", "message": "!memory health"}) + "\n")
    after = replay(events, data_dir)
    out, err = after.communicate(timeout=300)
    assert after.returncode == 0, err[-2000:]
    stored, health = (json.loads(line) for line in out.splitlines())
    assert stored["result"].startswith("Stored as ")
    assert "OK    indexes consistent (6 records, 6 vectors)" in health["reply"]  # the 5 it kept and the new one
    assert rows_in_state(data_dir, "state != 'committed'") == 0  # its 20 unfinished writes were rolled back


async def test_a_data_dir_is_held_until_its_service_closes(tmp_path: Path, multilingual_embedder: Embedder) -> None:
    config = load_config({"data_dir": tmp_path / "data"}, environ={})
    first = await MemoryService.open(config, multilingual_embedder, holder="the first service")
    try:
        with pytest.raises(DataDirInUse, match=rf"in use by process {os.getpid()} \(the first service, since "):
            await MemoryService.open(config, multilingual_embedder)
    finally:
        await first.close()
    wrong_model = config.model_copy(update={"embedding_model": "all-MiniLM-L6-v2"})
    with pytest.raises(ConfigError, match="embedding_model"):  # a failed open lets the data dir go too
        await MemoryService.open(wrong_model, multilingual_embedder)
    again = await MemoryService.open(config, multilingual_embedder)
    await again.close()


async def test_an_opener_told_to_wait_gets_the_data_dir_when_its_holder_ends(
    tmp_path: Path, multilingual_embedder: Embedder
) -> None:
    """The LangBot plugin waits on its first open: a restarted plugin's old process may still be closing."""
    config = load_config({"data_dir": tmp_path / "data"}, environ={})
    holder = await MemoryService.open(config, multilingual_embedder)
    waiting = asyncio.ensure_future(MemoryService.open(config, multilingual_embedder, lock_wait_seconds=600))
    await asyncio.sleep(0)  # it has tried the lock once, and waits
    assert not waiting.done()
    await holder.close()
    await (await waiting).close()


@pytest.mark.skipif(shutil.which("unshare") is None or os.geteuid() != 0, reason="a read-only mount needs root and unshare")
def test_a_read_only_data_dir_is_refused_in_one_line(tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    data_dir.mkdir()
    events = remembering(tmp_path / "one.jsonl", ["Ann likes tea"])
    script = (
        f"mount --bind {data_dir} {data_dir} && mount -o remount,ro,bind {data_dir} && "
        f"exec {sys.executable} main.py replay {events} --data-dir {data_dir}"
    )
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, env=ENV)
    assert done.returncode == 2 and done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"error: data_dir {data_dir} cannot be used (") and "Read-only file system" in line, line


async def test_a_benchmark_on_a_store_another_process_holds_is_refused_in_one_line(
    tmp_path: Path, multilingual_embedder: Embedder
) -> None:
    config = load_config({"data_dir": tmp_path / "store"}, environ={})
    holder = await MemoryService.open(config, multilingual_embedder, holder="main.py chat")
    try:
        serving = [sys.executable, "-m", "bench.serving", str(tmp_path / "store")]
        done = subprocess.run(serving, cwd=ROOT, capture_output=True, text=True, timeout=300)
    finally:
        await holder.close()
    assert done.returncode == 2 and done.stdout == ""
    [line] = done.stderr.splitlines()
    assert line.startswith(f"error: data_dir {tmp_path / 'store'} is in use by process {os.getpid()} (main.py chat, since ")


async def test_a_data_dir_on_a_filesystem_without_locks_is_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No lockless filesystem is at hand here, so flock gives the answer the kernel gives on one (an NFS mount
    without its lock daemon): one process at a time could not be ensured, so nothing is opened."""

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(errno.ENOLCK, os.strerror(errno.ENOLCK))

    monkeypatch.setattr(fcntl, "flock", no_locks)
    with pytest.raises(ConfigError, match=r"its filesystem does not support file locks \(No locks available\)") as refused:
        await MemoryService.open(load_config({"data_dir": tmp_path / "data"}, environ={}))
    assert len(str(refused.value).splitlines()) == 1
    assert not (tmp_path / "data" / "ltm.sqlite3").exists()
