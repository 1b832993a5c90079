"""What the last prompt of each chat was given: the injected memory block, kept in memory per chat.

The console shows it so an operator can see why the bot said what it said. It is built only from
what `prompt_memory` returned (secrets already withheld), and it lives as long as the process: a
restart starts with none.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from ..memory.models import Episode

MAX_CHATS = 1000  # chats whose last injection is kept; the least recently injected goes first


@dataclass(frozen=True)
class Injection:
    at: float
    speaker_id: str
    speaker_name: str
    block: str
    episode_ids: tuple[str, ...]
    unavailable: str  # why no episode could be recalled, when none could


class InjectionLog:
    """The last injection of each chat, bounded by `MAX_CHATS`."""

    def __init__(self, max_chats: int = MAX_CHATS) -> None:
        self._last: OrderedDict[str, Injection] = OrderedDict()
        self._max_chats = max_chats

    def note(self, session_key: str, injection: Injection) -> None:
        self._last[session_key] = injection
        self._last.move_to_end(session_key)
        while len(self._last) > self._max_chats:
            self._last.popitem(last=False)

    def last(self, session_key: str) -> Injection | None:
        return self._last.get(session_key)


def injected_ids(episodes: list[Episode]) -> tuple[str, ...]:
    return tuple(e.episode_id for e in episodes)
