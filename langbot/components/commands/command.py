"""The `memory` command component file (see `memory.yaml`)."""

from longtermmemory.langbot.command import MemoryCommandComponent

__all__ = ["MemoryCommandComponent"]
