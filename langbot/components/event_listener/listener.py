"""The event listener component file (see `listener.yaml`)."""

from longtermmemory.langbot.listener import MemoryListener

__all__ = ["MemoryListener"]
