"""One host process of a shared memory, and its driver, for the multi-process tests and benchmark.

`python -m longtermmemory.tests.memory_process` builds the host exactly as `main.py` does (manifest,
plugin.yaml, `LTM_*` variables), prints `{"ready": <pid>}` once the memory is open, then reads one
replay event per line on stdin and writes one JSON line per event (the replay's output), flushed at
once: a line out is an acknowledgement, so whoever drives the process knows what it acknowledged
when it is killed. A start-up failure prints `{"error": ...}` and exits 2.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

from longtermmemory.adapters.replay import json_line, replay_line
from longtermmemory.main import build_host
from longtermmemory.memory.errors import LTMError
from longtermmemory.runtime.host import failure_reply


def _say(value: dict[str, object]) -> None:
    sys.stdout.write(json_line(value) + "\n")
    sys.stdout.flush()


async def serve() -> int:
    host = build_host()
    try:
        await host.start()
    except LTMError as exc:
        _say({"error": str(exc)})
        await host.stop()
        return 2
    _say({"ready": os.getpid()})
    index = 0
    try:
        while line := await asyncio.to_thread(sys.stdin.readline):
            if not line.strip():
                continue
            try:
                output = await replay_line(host, line, Path.cwd())
            except Exception as exc:  # as the replay does: one broken event is an error line, not the end
                output = {"error": failure_reply(exc)}
            _say({"index": index, **output})
            index += 1
    finally:
        await host.stop()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(serve()))


class MemoryProcess:
    """The driver's side: one such process, its events written to its stdin, its acknowledgements read back."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.pid = process.pid

    @classmethod
    async def start(cls, env: dict[str, str], cwd: Path, timeout: float = 120.0) -> MemoryProcess:
        """Start one and wait until its memory is open (it has loaded the model and recovered what it must)."""
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "longtermmemory.tests.memory_process",
            cwd=cwd,
            env=env,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            limit=2**24,
        )
        started = cls(process)
        first = await asyncio.wait_for(started.read(), timeout)
        if "ready" not in first:
            raise RuntimeError(f"memory process did not start: {first}")
        return started

    async def read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = await self.process.stdout.readline()
        if not line:
            raise EOFError(f"memory process {self.pid} ended (status {await self.process.wait()})")
        parsed: dict[str, Any] = json.loads(line)
        return parsed

    def send(self, *events: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(b"".join(json.dumps(e).encode() + b"\n" for e in events))

    async def ask(self, *events: dict[str, Any]) -> list[dict[str, Any]]:
        """Send events at once and read their acknowledgements, in order."""
        self.send(*events)
        return [await self.read() for _ in events]

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)

    async def stop(self) -> int:
        """Close its stdin (it finishes what it was given and closes the stores), and wait for it."""
        if self.process.returncode is None and self.process.stdin is not None:
            self.process.stdin.close()
        return await asyncio.wait_for(self.process.wait(), 60)
