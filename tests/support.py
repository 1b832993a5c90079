"""Helpers the tests share: driving a host through the replay adapter, and event lines."""

from __future__ import annotations

import io
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import uuid
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


class PostgresServer:
    """A throwaway PostgreSQL server on 127.0.0.1: `initdb` in a temporary directory, trust authentication for
    the user `ltm`, no fsync unless `durable` (a test never outlives its server; a benchmark measures the real
    cost). Run as the `postgres` user when we are root, since initdb refuses root."""

    USER = "ltm"

    def __init__(self, durable: bool = False) -> None:
        self.bin = _postgres_bin()
        self.port = _free_port()
        self.dir = Path(tempfile.mkdtemp(prefix="ltm-pg-"))
        as_postgres: dict[str, Any] = {"user": "postgres", "group": "postgres", "extra_groups": []} if os.geteuid() == 0 else {}
        if as_postgres:
            shutil.chown(self.dir, "postgres", "postgres")
        data = self.dir / "data"
        subprocess.run(
            [str(self.bin / "initdb"), "-D", str(data), "-U", self.USER, "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"],
            check=True,
            capture_output=True,
            cwd=self.dir,
            **as_postgres,
        )
        settings = {"listen_addresses": "127.0.0.1", "fsync": "on" if durable else "off", "max_connections": "200"}
        self.process = subprocess.Popen(
            [str(self.bin / "postgres"), "-D", str(data), "-p", str(self.port), "-k", str(self.dir)]
            + [part for name, value in settings.items() for part in ("-c", f"{name}={value}")],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=self.dir,
            **as_postgres,
        )
        deadline = time.time() + 60
        while subprocess.run([str(self.bin / "pg_isready"), "-q", "-h", "127.0.0.1", "-p", str(self.port)]).returncode:
            if time.time() > deadline or self.process.poll() is not None:
                self.stop()
                raise RuntimeError("postgres did not start")
            time.sleep(0.1)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://{self.USER}@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """The URL of a new, empty database on this server (one per test keeps tests apart)."""
        name = "t" + uuid.uuid4().hex[:12]
        subprocess.run(
            [str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", self.USER, name],
            check=True,
            capture_output=True,
        )
        return self.url(name)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)  # PostgreSQL's fast shutdown: clients are disconnected, not waited for
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.dir, ignore_errors=True)


def _postgres_bin() -> Path:
    """The directory of the newest installed PostgreSQL's server binaries (Debian keeps them off PATH)."""
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).resolve().parent  # a link on PATH: the other binaries sit beside its target
    installed = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parent.parent.name))
    if not installed:
        raise FileNotFoundError("no PostgreSQL server binaries (initdb) on PATH or under /usr/lib/postgresql")
    return installed[-1].parent


class BrokenPlugin(BasePlugin):
    """A plugin with a bug, loaded beside the memory: its handler raises on every chat message."""

    def __init__(self) -> None:
        super().__init__()
        self.listener.handler(MessageReceived)(self.on_message)

    async def on_message(self, ctx: EventContext) -> None:
        raise KeyError("a bug in another plugin")
