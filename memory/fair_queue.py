"""Work queued per caller and served in turns, so one caller's backlog never stands before another's next item."""

from __future__ import annotations

from collections import OrderedDict, deque
from typing import Generic, TypeVar

T = TypeVar("T")


class FairQueue(Generic[T]):
    """Items wait per key (a chat); `pop` serves the keys round-robin, one item each.

    Urgent items (a question someone is waiting on) go before the rest, each lane round-robin
    on its own. A key whose item is being served (popped, not yet `done`) is passed over, so one
    key occupies at most one worker however long its backlog: with two workers, every other
    key always has the second one.
    """

    def __init__(self) -> None:
        self._lanes: tuple[OrderedDict[str, deque[T]], OrderedDict[str, deque[T]]] = (OrderedDict(), OrderedDict())
        self._serving: set[str] = set()

    def __len__(self) -> int:
        return sum(len(items) for lane in self._lanes for items in lane.values())

    def push(self, key: str, item: T, urgent: bool = False) -> None:
        """Queue `item` behind the key's earlier ones; a key with nothing waiting joins the back of the turns."""
        lane = self._lanes[0 if urgent else 1]
        lane.setdefault(key, deque()).append(item)

    def pop(self) -> tuple[str, T] | None:
        """The next item and its key, or None when every waiting key is being served (or nothing waits)."""
        for lane in self._lanes:
            for key, items in lane.items():
                if key in self._serving:
                    continue
                item = items.popleft()
                if items:
                    lane.move_to_end(key)
                else:
                    del lane[key]
                self._serving.add(key)
                return key, item
        return None

    def done(self, key: str) -> None:
        """The key's item has been served: its next item may be popped."""
        self._serving.discard(key)
