"""The plugin class LangBot's runtime builds: it opens the one `MemoryService` its components share."""

from __future__ import annotations

from langbot_plugin.api.definition.plugin import BasePlugin

from ..runtime.settings import load_config
from ..service.memory_service import MemoryService


class LongTermMemory(BasePlugin):
    """Built with no arguments by the runtime, which sets `config` (the plugin's form) before `initialize`."""

    memory: MemoryService

    async def initialize(self) -> None:
        self.memory = await MemoryService.open(load_config(self.config))
