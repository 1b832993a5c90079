"""A plugin set up as LangBot's runtime sets it up, serving a memory opened with the tests' shared embedder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langbot_plugin.runtime.io.handler import Handler

from longtermmemory.langbot.llm import LangBotModel
from longtermmemory.langbot.plugin import LongTermMemory
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder


async def serving_plugin(data_dir: Path, embedder: Embedder, runtime: Handler | None = None, **form: Any) -> LongTermMemory:
    """`initialize` without loading a second model: the form, the runtime handler, the model chosen in the form."""
    plugin = LongTermMemory()
    plugin.config = {"data_dir": str(data_dir), **form}
    config = load_config(plugin.config, environ={})
    if runtime is not None:
        plugin.plugin_runtime_handler = runtime
    plugin.serve(
        MemoryService.open(config, embedder), LangBotModel(plugin, config.langbot_model) if config.langbot_model else None
    )
    await plugin.memory()
    return plugin
