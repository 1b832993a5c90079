"""Worker threads that take blocking calls from a `FairQueue`: several chats share them in turns."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from ..memory.fair_queue import FairQueue

T = TypeVar("T")


@dataclass
class _Call(Generic[T]):
    fn: Callable[..., T]
    args: tuple[Any, ...]
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[T]


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():  # the caller gave up waiting
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class FairWorkers:
    """`workers` threads serving calls queued per key, round-robin, urgent calls first (`FairQueue`).

    The threads start at once: a thread started in the middle of a busy turn can hold up the
    event loop for tens of milliseconds while it boots. A call whose caller stopped waiting
    before it started is skipped.
    """

    def __init__(self, name: str, workers: int) -> None:
        self._queue: FairQueue[_Call[Any]] = FairQueue()
        self._ready = threading.Condition()
        self._closed = False
        self._threads = [threading.Thread(target=self._serve, name=f"{name}-{n}", daemon=True) for n in range(workers)]
        for thread in self._threads:
            thread.start()

    async def run(self, key: str, fn: Callable[..., T], *args: Any, urgent: bool = False) -> T:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        call = _Call(fn, args, loop, future)
        with self._ready:
            if self._closed:
                raise RuntimeError("the workers are closed")
            self._queue.push(key, call, urgent)
            self._ready.notify()
        return await future

    def _serve(self) -> None:
        while True:
            with self._ready:
                while (next_call := self._queue.pop()) is None and not self._closed:
                    self._ready.wait()
            if next_call is None:
                return
            key, call = next_call
            try:
                if not call.future.cancelled():
                    self._answer(call)
            finally:
                with self._ready:
                    self._queue.done(key)
                    self._ready.notify()  # the key's next call may now go to a waiting thread

    @staticmethod
    def _answer(call: _Call[Any]) -> None:
        result: Any = None
        error: BaseException | None = None
        try:
            result = call.fn(*call.args)
        except BaseException as exc:  # handed to the caller, as run_in_executor does
            error = exc
        with contextlib.suppress(RuntimeError):  # the caller's loop is closed: nobody is waiting
            call.loop.call_soon_threadsafe(_settle, call.future, result, error)

    def close(self) -> None:
        """Finish what is queued, then stop the threads."""
        with self._ready:
            self._closed = True
            self._ready.notify_all()
        for thread in self._threads:
            thread.join()
