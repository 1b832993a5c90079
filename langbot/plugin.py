"""The plugin class LangBot's runtime builds: it opens the one `MemoryService` its components share."""

from __future__ import annotations

from langbot_plugin.api.definition.plugin import BasePlugin

from ..runtime.background import BackgroundWork
from ..runtime.settings import load_config
from ..service.memory_service import MemoryService
from .llm import LangBotModel


class LongTermMemory(BasePlugin):
    """Built with no arguments by the runtime, which sets `config` (the plugin's form) before `initialize`."""

    memory: MemoryService
    llm: LangBotModel | None
    after_reply: BackgroundWork

    async def initialize(self) -> None:
        """Open the memory; the model chosen in the form (if any) extracts and judges through LangBot."""
        form = {name: value for name, value in self.config.items() if value is not None}  # unset fields keep defaults
        config = load_config(form)
        self.memory = await MemoryService.open(config)
        self.llm = LangBotModel(self, config.langbot_model) if config.langbot_model else None
        self.memory.use_llm(self.llm)
        self.after_reply = BackgroundWork()
