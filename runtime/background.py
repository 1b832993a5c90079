"""Work that runs after a reply is sent (post-turn extraction): kept alive, logged when it fails, drained on stop."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

from .logs import log_failure

log = logging.getLogger("ltm.host")


class BackgroundWork:
    """The tasks under way; a task is held until it ends, so the event loop cannot drop it."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[object]] = set()

    def start(self, work: Coroutine[Any, Any, object]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self._tasks.add(task)
        task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[object]) -> None:
        self._tasks.discard(task)
        exc = None if task.cancelled() else task.exception()
        if exc is not None:
            log_failure(log, "background work", exc)

    def cancel(self) -> None:
        """Stop the work under way (Ctrl-C: a post-turn extraction is not waited for)."""
        for task in self._tasks:
            task.cancel()

    async def drain(self) -> None:
        """Wait until no work is under way, including work started while waiting."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
