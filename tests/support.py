"""Helpers the tests share: driving a host through the replay adapter, and event lines."""

from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from longtermmemory.adapters.replay import run_replay
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
    admin = fields.pop("admin", False)
    return {
        "session": session,
        "bot": fields.pop("bot", "bot1"),
        "sender": {"id": sender, "name": name, "admin": admin},
        **fields,
    }
