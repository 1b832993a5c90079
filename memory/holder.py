"""Who holds a data dir: what its lock file records, and how a refused process names the holder.

One data dir serves one process at a time (see `storage.data_dir_lock`). A process that is refused
says, in one line, which process has it, so the operator knows what to stop.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import PurePath

from pydantic import BaseModel, ConfigDict, Field

from .secrets import find_secret

MAX_WHAT_CHARS = 100  # of the command line named in a refusal: enough to tell `main.py chat` from a replay
LAST_SECOND = 253402300799.0  # 9999-12-31 23:59:59 UTC, the last time `datetime` can show


class DataDirHolder(BaseModel):
    """The process holding a data dir, as it wrote itself into the lock file."""

    model_config = ConfigDict(extra="ignore")

    pid: int = Field(ge=0)
    what: str = Field(max_length=MAX_WHAT_CHARS)
    host: str = Field(max_length=255)
    since: float = Field(ge=0, le=LAST_SECOND)

    def describe(self, this_host: str) -> str:
        """`process 4242 (main.py chat, since 2026-05-01 10:00:00 UTC)`; the machine only when it is another one."""
        where = "" if self.host == this_host else f" on {self.host}"
        since = datetime.fromtimestamp(self.since, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")
        return f"process {self.pid}{where} ({self.what}, since {since})"


def command_line(argv: Sequence[str]) -> str:
    """What a process is, from its command line: one line, at most MAX_WHAT_CHARS, never a secret.

    The interpreter is named by its file name only; a command line that holds a secret (a token
    passed as an argument) is named by its program alone.
    """
    if not argv:
        return "a Python process"
    words = [PurePath(argv[0]).name, *argv[1:]]
    line = " ".join(" ".join(words).split())  # a `-c` script's newlines and tabs become spaces
    if find_secret(line):
        line = words[0]
    return line if len(line) <= MAX_WHAT_CHARS else line[: MAX_WHAT_CHARS - 1] + "…"
