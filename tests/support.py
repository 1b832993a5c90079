"""Helpers the tests share: driving a host through the replay adapter, and event lines."""

from __future__ import annotations

import io
import json
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from longtermmemory.adapters.replay import run_replay
from longtermmemory.runtime.api import BasePlugin, EventContext, MessageReceived
from longtermmemory.runtime.host import PluginHost

HostFactory = Callable[..., Awaitable[PluginHost]]


async def replay(host: PluginHost, events: list[dict[str, Any] | str], tmp_path: Path) -> list[dict[str, Any]]:
    """Run events through the replay adapter in-process; returns the parsed output lines."""
    path = tmp_path / f"events-{id(events)}.jsonl"
    path.write_text("\n".join(e if isinstance(e, str) else json.dumps(e) for e in events) + "\n", encoding="utf-8")
    out = io.StringIO()
    await run_replay(host, path, out)
    return [json.loads(line) for line in out.getvalue().splitlines()]


# Twelve unrelated topics: enough distinct episodes for more than one page of `!memory list`.
TOPICS = ("violin", "tennis", "Sapporo", "ramen", "Kyoto", "chess", "marathon", "piano", "garden", "puppy", "novel", "pottery")


def event(session: str = "group_1", sender: str = "u1", name: str = "Alice", **fields: Any) -> dict[str, Any]:
    admin, owner = fields.pop("admin", False), fields.pop("owner", False)
    return {
        "session": session,
        "bot": fields.pop("bot", "bot1"),
        "sender": {"id": sender, "name": name, "admin": admin, "owner": owner},
        **fields,
    }


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_chroma_server(path: Path) -> tuple[subprocess.Popen[bytes], int]:
    """`chroma run` on 127.0.0.1 and a free port, answering its heartbeat; the caller stops it."""
    import chromadb

    port = _free_port()
    chroma = shutil.which("chroma", path=str(Path(sys.executable).parent)) or "chroma"
    process = subprocess.Popen(
        [chroma, "run", "--path", str(path), "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.time() + 60
    while True:
        try:
            chromadb.HttpClient(host="127.0.0.1", port=port).heartbeat()
            return process, port
        except Exception:
            if time.time() > deadline or process.poll() is not None:
                process.kill()
                raise RuntimeError("chroma run did not start") from None
            time.sleep(0.3)


class BrokenPlugin(BasePlugin):
    """A plugin with a bug, loaded beside the memory: its handler raises on every chat message."""

    def __init__(self) -> None:
        super().__init__()
        self.listener.handler(MessageReceived)(self.on_message)

    async def on_message(self, ctx: EventContext) -> None:
        raise KeyError("a bug in another plugin")
