"""A progress line on stderr for the long benchmark loops, shown only when stderr is a terminal."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")


def progress(items: Sequence[T], label: str) -> Iterator[T]:
    """Yield the items; on a terminal, redraw `label done/total elapsed` as they go."""
    shown = sys.stderr.isatty()
    started = time.monotonic()
    for done, item in enumerate(items):
        if shown:
            print(f"\r{label}: {done}/{len(items)} {time.monotonic() - started:.0f}s", end="", file=sys.stderr, flush=True)
        yield item
    if shown:
        print(f"\r{label}: {len(items)}/{len(items)} {time.monotonic() - started:.0f}s", file=sys.stderr)
