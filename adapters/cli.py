"""The command line: `chat`, `replay FILE.jsonl`, `discord`. The host comes from the caller (main.py wires it)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..memory.errors import LTMError
from ..runtime.host import PluginHost, freeze_startup_objects
from ..runtime.logs import configure_logging

HostFactory = Callable[[dict[str, Any]], PluginHost]
DISCORD_TOKEN = "DISCORD_TOKEN"


async def _run(args: argparse.Namespace, host: PluginHost) -> int:
    try:
        await host.start()
    except LTMError as exc:  # schema too new, vector store unreachable: one line, no traceback
        print(f"error: {exc}", file=sys.stderr)
        await host.stop()
        return 2
    except BaseException:
        await host.stop()  # whatever went wrong, nothing is left running to keep the process alive
        raise
    freeze_startup_objects()  # this process is ours (an extension in another bot never freezes that bot's objects)
    try:
        if args.command == "chat":
            from .terminal import run_terminal

            await run_terminal(host)
        elif args.command == "replay":
            from .replay import run_replay

            await run_replay(host, args.file)
        else:
            from .discord_bot import run_discord

            await run_discord(host, os.environ[DISCORD_TOKEN])
    finally:
        await host.stop()
    return 0


def run_cli(argv: list[str], build_host: HostFactory) -> int:
    parser = argparse.ArgumentParser(prog="main.py", description="LongTermMemory plugin host")
    parser.add_argument("--data-dir", type=Path, help="where memory is stored (overrides LTM_DATA_DIR)")
    after = argparse.ArgumentParser(add_help=False)  # --data-dir is also accepted after the subcommand
    after.add_argument("--data-dir", type=Path, dest="data_dir_sub", help="where memory is stored (overrides LTM_DATA_DIR)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("chat", help="chat in the terminal", parents=[after])
    replay = sub.add_parser("replay", help="replay a JSONL file of events", parents=[after])
    replay.add_argument("file", type=Path)
    sub.add_parser("discord", help="run the Discord bot (token in DISCORD_TOKEN)", parents=[after])
    args = parser.parse_args(argv)
    configure_logging()
    data_dir = args.data_dir_sub or args.data_dir
    overrides: dict[str, Any] = {"data_dir": data_dir} if data_dir else {}
    if args.command == "replay" and not args.file.is_file():
        print(f"error: cannot read {args.file}", file=sys.stderr)
        return 2
    if args.command == "discord" and not os.environ.get(DISCORD_TOKEN):  # before the model takes seconds to load
        print(f"error: set {DISCORD_TOKEN} to the bot token (it is never read from a file)", file=sys.stderr)
        return 2
    try:
        host = build_host(overrides)
    except LTMError as exc:
        print(exc, file=sys.stderr)
        return 2
    return asyncio.run(_run(args, host))
