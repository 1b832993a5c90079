"""One lock per scope: writes, status changes and index loads of a scope take turns."""

from __future__ import annotations

import asyncio
from collections import defaultdict


class ScopeLocks:
    def __init__(self) -> None:
        self._locks: defaultdict[str, asyncio.Lock] = defaultdict(asyncio.Lock)

    def __call__(self, scope: str) -> asyncio.Lock:
        return self._locks[scope]
