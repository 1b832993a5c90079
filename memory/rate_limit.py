"""A per-key sliding-window limit on writes."""

from __future__ import annotations

from collections import defaultdict, deque

WINDOW_SECONDS = 60.0


class RateLimiter:
    """Allows `per_minute` events per key in any 60-second window; 0 means unlimited."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._events: defaultdict[str, deque[float]] = defaultdict(deque)

    def allow(self, key: str, now: float) -> bool:
        if self.per_minute <= 0:
            return True
        events = self._events[key]
        while events and (now - events[0] >= WINDOW_SECONDS or events[0] > now):
            events.popleft()
        if len(events) >= self.per_minute:
            return False
        events.append(now)
        return True
