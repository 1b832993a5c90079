"""Local adapters (terminal, replay) attach files to `!memory import l2 PATH` by path."""

from __future__ import annotations

import os
import stat
from pathlib import Path

IMPORT_PREFIX = ("!memory", "import", "l2")
MAX_FILE_BYTES = 50_000_000


class Unreadable(Exception):
    """The path cannot be imported; the message is the one line the user sees."""


def read_regular_file(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, read without blocking and never more than `limit` + 1.

    A device, FIFO, directory or socket is refused before a byte is read (`/dev/zero` has size 0 and never
    ends; a FIFO blocks until someone writes); so is a file holding other than its size says (`/proc` files).
    """
    name = path.name or str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # opening a FIFO must not wait for a writer
    except OSError:
        raise Unreadable(f"cannot read file {name!r}") from None
    info = os.fstat(fd)  # of what was opened: a path swapped after a check cannot slip through
    if not stat.S_ISREG(info.st_mode):
        os.close(fd)
        raise Unreadable(f"not a regular file: {name!r}")
    with os.fdopen(fd, "rb") as file:
        if info.st_size > limit:
            raise Unreadable(f"file too large: {name}")
        try:
            data = file.read(limit + 1)
        except OSError:
            raise Unreadable(f"cannot read file {name!r}") from None
    if len(data) > limit:
        raise Unreadable(f"file too large: {name}")
    if len(data) != info.st_size:
        raise Unreadable(f"not a regular file: {name!r} (it holds other than its size says)")
    return data


def attachment_for(message: str, base_dir: Path) -> tuple[str, bytes | None, str]:
    """(message without the path, file content, error). Only `!memory import l2 PATH` reads a file."""
    words = message.split()
    if tuple(w.casefold() for w in words[:3]) != IMPORT_PREFIX or len(words) < 4:
        return message, None, ""
    command = " ".join(words[:3])
    path = Path(" ".join(words[3:])).expanduser()
    if not path.is_absolute() and not path.exists():
        path = base_dir / path
    try:
        return command, read_regular_file(path), ""
    except Unreadable as exc:
        return command, None, str(exc)
