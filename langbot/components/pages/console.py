"""The Memory Console page component file (see `console.yaml`)."""

from longtermmemory.langbot.page import MemoryConsolePage

__all__ = ["MemoryConsolePage"]
