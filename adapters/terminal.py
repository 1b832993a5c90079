"""`python main.py chat`: talk to the bot in the terminal as any speaker in any chat."""

from __future__ import annotations

import asyncio
import contextlib
import io
import sys
import threading
from dataclasses import replace
from pathlib import Path
from typing import TextIO

from ..memory.identity import Identity, parse_session_name
from ..runtime.api import Query
from ..runtime.host import SYSTEM_PROMPT, PluginHost, failure_reply
from .local_files import attachment_for

HELP = """Type a message to chat, or:
  /as NAME [ID]        speak as someone else (ID defaults to the name)
  /session group:ID    switch chat (group:ID or person:ID)
  /bot ID              set the bot id
  /admin on|off        act as a chat admin or not
  /owner on|off        act as the bot's owner or not (you are, at start)
  /whoami              who and where you are
  !memory ...          memory commands (!memory help)
  /quit                leave"""


def parse_switch(identity: Identity, line: str) -> tuple[Identity, str]:
    """Apply a `/` command to the identity; returns the new identity and what to print."""
    words = line.split()
    command, args = words[0].casefold(), words[1:]
    if command == "/as" and args:
        name = args[0]
        speaker = replace(identity, sender_name=name, sender_id=args[1] if len(args) > 1 else name.casefold())
        return speaker, f"you are {name} ({speaker.sender_id})"  # an id that holds a secret is shown as memory keeps it
    if command == "/session" and args:
        try:
            kind, launcher_id = parse_session_name(args[0].replace(":", "_", 1))
        except ValueError as exc:
            return identity, str(exc)
        return replace(identity, launcher_type=kind, launcher_id=launcher_id), f"now in {kind}_{launcher_id}"
    if command == "/bot" and args:
        return replace(identity, bot_id=args[0]), f"bot id {args[0]}"
    if command == "/admin" and args and args[0] in ("on", "off"):
        return replace(identity, is_admin=args[0] == "on"), f"admin {args[0]}"
    if command == "/owner" and args and args[0] in ("on", "off"):
        return replace(identity, is_owner=args[0] == "on"), f"owner {args[0]}"
    if command == "/whoami":
        where = f"{identity.sender_name} ({identity.sender_id}) in {identity.session_key}"
        return identity, f"{where}, admin={identity.is_admin}, owner={identity.is_owner}"
    return identity, HELP


async def _read_line(prompt: str) -> str | None:
    """The next line typed, or None at the end of input. It is read on a daemon thread: a read that is still
    waiting when Ctrl-C stops the chat holds nothing up (a worker of the event loop's pool would be waited for)."""
    loop = asyncio.get_running_loop()
    typed: asyncio.Future[str | None] = loop.create_future()

    def read() -> None:
        try:
            line: str | None = input(prompt)
        except (EOFError, OSError, ValueError):  # end of input, or stdin closed
            line = None
        with contextlib.suppress(RuntimeError):  # the chat ended while this read waited: nobody wants the line
            loop.call_soon_threadsafe(_settle, typed, line)

    threading.Thread(target=read, name="ltm-terminal-input", daemon=True).start()
    return await typed


def _settle(future: asyncio.Future[str | None], line: str | None) -> None:
    if not future.done():
        future.set_result(line)


def _tolerant_streams() -> None:
    """Bytes that are not text in this terminal's encoding become U+FFFD, both ways, never an error."""
    for stream in (sys.stdin, sys.stdout):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="replace")


def show_progress(done: int, total: int) -> None:
    """How far a long command (an import) is, redrawn on stderr."""
    print(f"\r  {done}/{total}", end="\n" if done >= total else "", file=sys.stderr, flush=True)


async def run_terminal(host: PluginHost, out: TextIO = sys.stdout) -> None:
    identity = Identity("group", "terminal", "terminal-bot", "you", "You", is_admin=True, is_owner=True)  # the local operator
    _tolerant_streams()
    if sys.stderr.isatty():
        host.progress = show_progress
    out.write("LongTermMemory terminal chat. /help for commands, /quit to leave.\n")
    while True:
        line = await _read_line(f"[{identity.session_name} as {identity.sender_name}] > ")
        if line is None or line.strip() in ("/quit", "/exit"):
            break
        line = line.strip()
        if not line:
            continue
        if line.startswith("/"):
            identity, said = parse_switch(identity, line)
            out.write(said + "\n")
            continue
        message, attachment, problem = attachment_for(line, Path.cwd())
        if problem:
            out.write(f"Import refused: {problem}.\n")
            continue
        try:
            result = await host.handle_message(Query(identity, message), attachment)
        except Exception as exc:  # the chat goes on: one line says what failed
            out.write(f"bot: {failure_reply(exc)}\n")
            continue
        injected = [m["content"] for m in result.prompt if m["role"] == "system" and m["content"] != SYSTEM_PROMPT]
        for block in injected:
            out.write("--- injected memory ---\n" + block + "\n-----------------------\n")
        out.write(f"bot: {result.reply}\n")
    await host.drain()
