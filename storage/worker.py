"""One dedicated worker thread for blocking calls, started when it is created."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")


class WorkerThread:
    """Runs blocking calls one at a time, off the event loop.

    The thread starts at once: a thread started in the middle of a busy turn can hold up the
    event loop for tens of milliseconds while it boots.
    """

    def __init__(self, name: str) -> None:
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=name)
        self._executor.submit(lambda: None)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    def close(self) -> None:
        self._executor.shutdown(wait=True)
