"""The memory knowledge engine component file (see `memory.yaml`)."""

from longtermmemory.langbot.knowledge import MemoryKnowledgeEngine

__all__ = ["MemoryKnowledgeEngine"]
