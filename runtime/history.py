"""Working memory: the recent messages of each chat, bounded in count and age."""

from __future__ import annotations

from collections import deque

from .api import Message


class ChatHistory:
    """Recent user/assistant messages per session; never holds injected system content."""

    def __init__(self, max_messages: int, ttl_seconds: float) -> None:
        self.max_messages = max_messages
        self.ttl_seconds = ttl_seconds
        self._sessions: dict[str, deque[tuple[float, Message]]] = {}

    def recent(self, session_key: str, now: float) -> list[Message]:
        entries = self._sessions.get(session_key)
        if not entries:
            return []
        while entries and now - entries[0][0] > self.ttl_seconds:
            entries.popleft()
        return [dict(message) for _, message in entries]

    def append(self, session_key: str, now: float, *messages: Message) -> None:
        if self.max_messages == 0:
            return
        entries = self._sessions.setdefault(session_key, deque(maxlen=self.max_messages))
        for message in messages:
            entries.append((now, {"role": message["role"], "content": message["content"]}))
