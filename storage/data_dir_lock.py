"""One data dir, one process: an OS lock on `ltm.lock` in the data dir, held while the memory is open.

Two processes on one data dir are not safe: the one that starts rolls back the other's unfinished
writes (acknowledged ones with them), and each recalls from its own in-memory index. So the
second is refused. The lock is `flock` on an open file: the kernel drops it when the process ends,
however it ends, so a killed holder never leaves the data dir locked, and the next process
recovers what it left unfinished. The file is never deleted (deleting it would let two processes
lock two different files); it records who holds it, for the refusal.
"""

from __future__ import annotations

import asyncio
import errno
import fcntl
import os
import socket
import time
from pathlib import Path
from typing import BinaryIO

from pydantic import ValidationError

from ..memory.errors import ConfigError, DataDirInUse
from ..memory.holder import DataDirHolder

LOCK_FILE = "ltm.lock"
RETRY_SECONDS = 0.1  # how often a process that waits for the lock tries again
HELD = (errno.EWOULDBLOCK, errno.EAGAIN)  # what flock answers when another holds the lock (one number on Linux)


class DataDirLock:
    """The lock of one data dir, held from `acquire` until `release` (or the end of the process)."""

    def __init__(self, file: BinaryIO) -> None:
        self._file: BinaryIO | None = file  # a service dropped without `close` lets go when it is collected

    @classmethod
    async def acquire(cls, data_dir: Path, what: str, wait_seconds: float = 0.0) -> DataDirLock:
        """Lock `data_dir` for this process, waiting up to `wait_seconds` for a holder to end.

        DataDirInUse names the holder; ConfigError when the lock file cannot be opened (a read-only
        or missing directory) or the filesystem has no locks (then one process at a time cannot be
        ensured, and SQLite's own locking would not hold either).
        """
        path = data_dir / LOCK_FILE
        try:
            file = os.fdopen(os.open(path, os.O_RDWR | os.O_CREAT, 0o644), "r+b", buffering=0)
        except OSError as exc:
            raise ConfigError(f"data_dir {data_dir} cannot be used ({exc})") from exc
        deadline = time.monotonic() + wait_seconds
        try:
            while not _try_lock(file.fileno(), data_dir):
                if time.monotonic() >= deadline:
                    raise DataDirInUse(
                        f"data_dir {data_dir} is in use by {_holder_of(file.fileno())}; one data_dir serves one process at a time"
                    )
                await asyncio.sleep(RETRY_SECONDS)
            _record(file.fileno(), DataDirHolder(pid=os.getpid(), what=what, host=socket.gethostname(), since=time.time()))
        except BaseException:
            file.close()
            raise
        return cls(file)

    def release(self) -> None:
        """Let the next process in; the file stays, emptied (the kernel would release it at exit anyway)."""
        if self._file is None:
            return
        file, self._file = self._file, None
        with file:  # closing the only descriptor of the file releases the lock
            file.truncate(0)


def _try_lock(fd: int, data_dir: Path) -> bool:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        if exc.errno in HELD:
            return False
        raise ConfigError(
            f"data_dir {data_dir} cannot be used: its filesystem does not support file locks ({exc.strerror}), "
            "so one process at a time cannot be ensured; use a local directory"
        ) from exc
    return True


def _record(fd: int, holder: DataDirHolder) -> None:
    os.ftruncate(fd, 0)
    os.pwrite(fd, holder.model_dump_json().encode("utf-8"), 0)


def _holder_of(fd: int) -> str:
    """The holder as it recorded itself; it may not have written yet (it locks, then writes)."""
    try:
        text = os.pread(fd, 4096, 0)
        return DataDirHolder.model_validate_json(text).describe(socket.gethostname())
    except (OSError, ValidationError):
        return "another process"
