"""Which episodes leave a scope over capacity: fair to every speaker, whatever importance they claim.

Importance is chosen by whoever writes (the model, an import), so ranking a whole scope by it
lets one member's flood of importance-5 memories push out everyone else's. Eviction therefore
takes from the speaker who holds the most episodes first, and within a speaker the episode least
worth keeping (importance and recency): a flood evicts the flooder's own memories.
"""

from __future__ import annotations

import heapq
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class RetentionRow:
    """One stored episode as eviction sees it."""

    episode_id: str
    sender_id: str
    retention: float  # higher is more worth keeping


def eviction_order(rows: Sequence[RetentionRow], excess: int, keep: set[str]) -> list[str]:
    """The ids of `excess` episodes to evict: from the speaker holding the most, least worth keeping first."""
    held: defaultdict[str, int] = defaultdict(int)
    evictable: defaultdict[str, list[tuple[float, str]]] = defaultdict(list)
    for row in rows:
        held[row.sender_id] += 1
        if row.episode_id not in keep:
            evictable[row.sender_id].append((row.retention, row.episode_id))
    for candidates in evictable.values():
        heapq.heapify(candidates)
    # speakers by how many they hold (most first), then by their weakest episode
    speakers = [(-held[s], candidates[0][0], s) for s, candidates in evictable.items()]
    heapq.heapify(speakers)
    evicted: list[str] = []
    while speakers and len(evicted) < excess:
        count, _, speaker = heapq.heappop(speakers)
        candidates = evictable[speaker]
        evicted.append(heapq.heappop(candidates)[1])
        if candidates:
            heapq.heappush(speakers, (count + 1, candidates[0][0], speaker))
    return evicted
