"""The command line: `chat`, `replay FILE.jsonl`, `discord`, `console`, `migrate`. The host (and the migration) come
from the caller (main.py wires them).

Whatever ends a run ends it with at most one line: a start-up failure exits 2, Ctrl-C exits 130 at once
and silently (128 + SIGINT, what a shell reports for a program Ctrl-C stopped, so a script can tell it
from a clean end), and a reader that goes away (`replay ... | head`) ends the replay with status 1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import os
import signal
import sys
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from ..memory.config import LTMConfig
from ..memory.errors import LTMError, first_problem
from ..runtime.host import PluginHost, freeze_startup_objects
from ..runtime.logs import configure_logging
from ..runtime.settings import CONSOLE_TOKEN_VARIABLE

if TYPE_CHECKING:
    from .console_server import ConsoleServer

HostFactory = Callable[[dict[str, Any]], PluginHost]
# (source, target, only check) -> the lines to print: what was copied, or the differences found
Migration = Callable[[LTMConfig, LTMConfig, bool], Coroutine[Any, Any, list[str]]]
DISCORD_TOKEN = "DISCORD_TOKEN"
CONSOLE_PAGE = "memory-console"
CONSOLE_PORT = 8765
INTERRUPTED = 130
GRACE_SECONDS = 0.5  # how long Ctrl-C lets the stores close before the process ends anyway (they take about 0.1 s)


def _interrupt(run: asyncio.Task[int]) -> None:
    """Ctrl-C: cancel the run, so the stores close in order, and end the process after a grace period
    whatever is still running: a model load or an embedding in a worker thread cannot be interrupted,
    and nothing it does is needed (every acknowledged write is committed; a half-done one is rolled
    back at the next start)."""
    if run.cancelling():
        return
    timer = threading.Timer(GRACE_SECONDS, os._exit, args=(INTERRUPTED,))
    timer.daemon = True
    timer.start()
    run.cancel()


async def _run(args: argparse.Namespace, host: PluginHost) -> int:
    run = asyncio.current_task()
    if run is not None:
        with contextlib.suppress(NotImplementedError):  # no signal handlers on this platform's loop
            asyncio.get_running_loop().add_signal_handler(signal.SIGINT, _interrupt, run)
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
        elif args.command == "console":
            console = await _start_console(host, args.port, args.token)
            try:
                await asyncio.Event().wait()  # until Ctrl-C
            finally:
                await console.stop()
        else:
            from .discord_bot import run_discord

            # the bot and its console in one process: one data dir serves one process
            beside = None if args.console is None else await _start_console(host, args.console, args.token)
            try:
                await run_discord(host, os.environ[DISCORD_TOKEN])
            finally:
                if beside is not None:
                    await beside.stop()
    except LTMError as exc:  # the platform refused the bot or is out of reach
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except asyncio.CancelledError:  # Ctrl-C: work a turn left running (an extraction) is stopped, not waited for
        host.cancel_background()
        raise
    finally:
        await host.stop()
    return 0


async def _start_console(host: PluginHost, port: int, token: tuple[str, bool]) -> ConsoleServer:
    """Serve the Memory Console and say where (with the token when it was made here)."""
    from .console_server import ConsoleServer

    value, given = token
    server = ConsoleServer(host.pages[CONSOLE_PAGE], port, value)
    url = await server.start()
    print(
        f"Memory Console: {url} (the token is in {CONSOLE_TOKEN_VARIABLE})" if given else f"Memory Console: {url}#token={value}",
        flush=True,
    )
    return server


def _console_token() -> tuple[str, bool]:
    """The console's token from LTM_CONSOLE_TOKEN (checked), or a new one; and whether it was given."""
    from .console_server import checked_token, new_token

    given = os.environ.get(CONSOLE_TOKEN_VARIABLE)
    return (checked_token(given), True) if given is not None else (new_token(), False)


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 0 to 65535, not {text[:20]!r}")
    return int(text)


def run_cli(argv: list[str], build_host: HostFactory, migration: Migration | None = None) -> int:
    parser = argparse.ArgumentParser(prog="main.py", description="LongTermMemory plugin host")
    parser.add_argument("--data-dir", help="where memory is stored (overrides LTM_DATA_DIR)")
    after = argparse.ArgumentParser(add_help=False)  # --data-dir is also accepted after the subcommand
    after.add_argument("--data-dir", dest="data_dir_sub", help="where memory is stored (overrides LTM_DATA_DIR)")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("chat", help="chat in the terminal", parents=[after])
    replay = sub.add_parser("replay", help="replay a JSONL file of events", parents=[after])
    replay.add_argument("file", type=Path)
    discord = sub.add_parser("discord", help="run the Discord bot (token in DISCORD_TOKEN)", parents=[after])
    discord.add_argument("--console", type=_port, metavar="PORT", help="also serve the Memory Console on 127.0.0.1:PORT")
    console = sub.add_parser(
        "console", help=f"serve the Memory Console on 127.0.0.1 (token: {CONSOLE_TOKEN_VARIABLE} or a new one)", parents=[after]
    )
    console.add_argument("--port", type=_port, default=CONSOLE_PORT, help=f"default {CONSOLE_PORT}; 0 picks a free port")
    migrate = sub.add_parser(
        "migrate", help="copy this embedded store into PostgreSQL and a Chroma server, or --check a copy", parents=[after]
    )
    migrate.add_argument("--to-database", required=True, metavar="URL", help="postgresql://user@host:port/database (empty)")
    migrate.add_argument("--to-chroma-host", required=True, metavar="HOST")
    migrate.add_argument("--to-chroma-port", required=True, type=_port, metavar="PORT")
    migrate.add_argument("--namespace", help="the Chroma namespace on the server (default: this store's chroma_namespace)")
    migrate.add_argument("--check", action="store_true", help="compare the copy with this store; exit 1 on a difference")
    args = parser.parse_args(argv)
    data_dir = args.data_dir if args.data_dir_sub is None else args.data_dir_sub
    if data_dir is not None and not data_dir.strip():  # an empty path would quietly be the current directory
        print("error: --data-dir is empty; give a directory or leave the option out", file=sys.stderr)
        return 2
    overrides: dict[str, Any] = {"data_dir": Path(data_dir)} if data_dir else {}
    if args.command == "replay" and not args.file.is_file():
        print(f"error: cannot read {args.file}", file=sys.stderr)
        return 2
    if args.command == "discord" and not os.environ.get(DISCORD_TOKEN):  # before the model takes seconds to load
        print(f"error: set {DISCORD_TOKEN} to the bot token (it is never read from a file)", file=sys.stderr)
        return 2
    try:
        args.token = _console_token() if args.command == "console" or getattr(args, "console", None) is not None else None
        configure_logging()
        host = build_host(overrides)
    except LTMError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.command == "migrate":
        assert migration is not None, "main.py passes the migration"
        return _migrate(args, host.config, migration)
    if args.command == "replay" and isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(encoding="utf-8")  # JSON lines are UTF-8, whatever the locale says
    try:
        signal.signal(signal.SIGINT, signal.default_int_handler)  # main.py ended the process at once while libraries loaded
        return asyncio.run(_run(args, host))
    except (KeyboardInterrupt, asyncio.CancelledError):
        return INTERRUPTED
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # so the last flush at exit cannot fail too
        return 1


def _migrate(args: argparse.Namespace, source: LTMConfig, migration: Migration) -> int:
    """Copy (or check) the store; 0 when done (or the copy is whole), 1 for differences, 2 when it cannot run."""
    try:
        target = LTMConfig.model_validate(
            {
                **source.model_dump(),
                "database_url": args.to_database,
                "chroma_mode": "http",
                "chroma_host": args.to_chroma_host,
                "chroma_port": args.to_chroma_port,
                "chroma_namespace": args.namespace or source.chroma_namespace,
            }
        )
    except ValidationError as exc:
        where, what = first_problem(exc)
        print(f"error: {where}: {what}", file=sys.stderr)
        return 2
    try:
        lines = asyncio.run(migration(source, target, args.check))
    except LTMError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.check:
        for line in lines:
            print(line)
        print(f"{len(lines)} difference(s)" if lines else "the copy holds everything this store holds")
        return 1 if lines else 0
    print("\n".join(lines))
    return 0
