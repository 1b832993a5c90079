"""`python main.py replay FILE.jsonl`: scripted events in, one JSON line per event out."""

from __future__ import annotations

import json
import re
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from ..memory.errors import first_problem
from ..memory.identity import Identity, IdText, parse_session_name
from ..memory.times import checked_time
from ..runtime.api import Query
from ..runtime.host import PluginHost, failure_reply
from .local_files import attachment_for


class ReplaySender(BaseModel):
    model_config = ConfigDict(extra="ignore")

    id: IdText = ""
    name: str = ""
    admin: bool = False  # an admin of this chat
    owner: bool = False  # the bot's owner


class ReplayEvent(BaseModel):
    """One input line."""

    model_config = ConfigDict(extra="ignore")

    session: str
    bot: IdText = ""
    sender: ReplaySender = Field(default_factory=ReplaySender)
    at: datetime | None = None
    message: str | None = None
    tool: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _one_kind(self) -> ReplayEvent:
        if (self.message is None) == (self.tool is None):
            raise ValueError("an event has exactly one of message or tool")
        parse_session_name(self.session)
        if self.at is not None:
            checked_time((self.at if self.at.tzinfo else self.at.replace(tzinfo=UTC)).timestamp())
        return self

    def query(self, text: str) -> Query:
        launcher_type, launcher_id = parse_session_name(self.session)
        sender = self.sender
        identity = Identity(launcher_type, launcher_id, str(self.bot), str(sender.id), sender.name, sender.admin, sender.owner)
        query = Query(identity, text)
        if self.at is not None:
            at = self.at if self.at.tzinfo else self.at.replace(tzinfo=UTC)
            query.now = at.timestamp()
        return query


def _error(exc: ValidationError) -> str:
    where, what = first_problem(exc)
    return f"invalid event: {where + ': ' if where else ''}{what}"


async def replay_line(host: PluginHost, line: str, base_dir: Path) -> dict[str, Any]:
    """What one event line does: its output fields (`reply`, `result` or `error`); a path in it is relative to `base_dir`."""
    try:
        event = ReplayEvent.model_validate_json(line)
    except ValidationError as exc:
        return {"error": _error(exc)}
    if event.tool is not None:
        return {"result": await host.call_tool(event.query(""), event.tool, event.args)}
    message, attachment, problem = attachment_for(event.message or "", base_dir)
    if problem:
        return {"reply": f"Import refused: {problem}. Nothing was changed."}
    result = await host.handle_message(event.query(message), attachment)
    await host.drain()
    if result.is_command:
        return {"reply": result.reply}
    return {"reply": result.reply, "prompt": result.prompt, "query_vars": result.query_vars}


# Characters JSON leaves raw that a line reader takes for a line end (NEL, U+2028, U+2029), and lone
# surrogates, which no UTF-8 output can hold: escaped, so every output line is one JSON line.
_UNSAFE_IN_A_LINE = re.compile("[\x85\u2028\u2029\ud800-\udfff]")


def json_line(value: dict[str, Any]) -> str:
    """`value` as one line of JSON, readable by `str.splitlines`, JSON Lines readers and any UTF-8 decoder."""
    text = json.dumps(value, ensure_ascii=False)
    return _UNSAFE_IN_A_LINE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


async def run_replay(host: PluginHost, path: Path, out: TextIO = sys.stdout) -> None:
    """Replay every line of `path`; a bad event yields an `error` line and the replay goes on."""
    with path.open(encoding="utf-8-sig", errors="replace") as lines:  # a byte-order mark is not part of the first event
        index = 0
        for raw in lines:
            if not raw.strip():
                continue
            try:
                output = await replay_line(host, raw, path.parent)
            except Exception as exc:  # one broken event must not end the replay
                output = {"error": f"event failed: {failure_reply(exc).removeprefix('error: ')}"}
            out.write(json_line({"index": index, **output}) + "\n")
            out.flush()
            index += 1
