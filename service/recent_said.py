"""What each member said last in each chat: their latest messages, so a secret split over two of them is seen."""

from __future__ import annotations

from collections import OrderedDict, deque
from itertools import pairwise

from ..memory.secrets.split import find_split_secret, holds_piece

MEMBERS = 4096  # members remembered across chats; the least recently heard are dropped
KEPT = 3  # messages kept per member: the two that split a secret, and a request to remember it that follows
PAIR_SECONDS = 600.0  # a value sent later than this after the message naming it is judged alone


class RecentSaid:
    """Per chat and member, the latest messages (with when each was said)."""

    def __init__(self) -> None:
        self._said: OrderedDict[tuple[str, str], deque[tuple[float, str]]] = OrderedDict()

    def note(self, session_key: str, sender_id: str, message: str, now: float) -> None:
        if not sender_id:
            return
        key = (session_key, sender_id)
        said = self._said.pop(key, None) or deque(maxlen=KEPT)
        said.append((now, message))
        self._said[key] = said
        if len(self._said) > MEMBERS:
            self._said.popitem(last=False)

    def split_secret(self, session_key: str, sender_id: str, texts: list[str]) -> str | None:
        """The kind of secret two of this member's latest messages make together, when one of `texts` repeats its value."""
        for (said_at, previous), (at, current) in pairwise(self._said.get((session_key, sender_id), ())):
            if at - said_at > PAIR_SECONDS or (split := find_split_secret(previous, current)) is None:
                continue
            kind, value = split
            if any(holds_piece(text, value) for text in texts):
                return kind
        return None
