"""LongTermMemory: the plugin class (wiring only), and the command line `python main.py chat | replay | discord | migrate`.

Hosts load this file by path (`python main.py`, a LangBot-style component loader). It then
registers its own directory as the package `longtermmemory`, so every other module is imported
under that one name and never as a top-level `commands`, `storage` or `memory`.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # Ctrl-C while the libraries load: the process ends at once, with no traceback and status 130
    signal.signal(signal.SIGINT, lambda signum, frame: os._exit(130))

PACKAGE = "longtermmemory"


def _register_package() -> None:
    if PACKAGE in sys.modules:
        return
    root = Path(__file__).resolve().parent
    spec = importlib.util.spec_from_file_location(PACKAGE, root / "__init__.py", submodule_search_locations=[str(root)])
    assert spec is not None and spec.loader is not None
    package = importlib.util.module_from_spec(spec)
    sys.modules[PACKAGE] = package
    spec.loader.exec_module(package)


_register_package()

from longtermmemory.adapters.cli import run_cli
from longtermmemory.commands.console import MemoryConsole
from longtermmemory.commands.memory import MemoryCommand
from longtermmemory.components.event_listener import MemoryEventListener
from longtermmemory.components.tools.forget import ForgetTool
from longtermmemory.components.tools.forget_person import ForgetPersonTool
from longtermmemory.components.tools.recall_memory import RecallMemoryTool
from longtermmemory.components.tools.remember import RememberTool
from longtermmemory.components.tools.update_profile import UpdateProfileTool
from longtermmemory.memory.config import LTMConfig
from longtermmemory.runtime.api import BasePlugin
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.plugin_file import PLUGIN_FILE
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService

log = logging.getLogger("ltm.plugin")


class LongTermMemoryPlugin(BasePlugin):
    """Opens the memory service and hands it to the listener, the five tools, `!memory` and the Memory Console."""

    name = "LongTermMemory"

    def __init__(self, config: LTMConfig, memory: MemoryService | None = None) -> None:
        super().__init__()
        self.config = config
        self._memory = memory

    async def initialize(self, host: PluginHost) -> None:
        if self._memory is None:
            self._memory = await MemoryService.open(self.config)
        memory = self._memory
        memory.use_llm(host.llm)
        self.listener = MemoryEventListener(memory)
        self.tools = [
            RememberTool(memory),
            RecallMemoryTool(memory),
            UpdateProfileTool(memory),
            ForgetTool(memory),
            ForgetPersonTool(memory),
        ]
        self.commands = [MemoryCommand(memory)]
        self.pages = [MemoryConsole(memory)]
        log.info(
            "initialised",
            extra={"isolation": self.config.isolation, "chroma": self.config.chroma_mode, "model": memory.config.embedding_model},
        )

    async def shutdown(self) -> None:
        if self._memory is not None:
            await self._memory.close()
            self._memory = None


def build_host(overrides: dict[str, Any] | None = None) -> PluginHost:
    """A host running this plugin, configured from manifest.yaml, plugin.yaml, `LTM_*` variables and `overrides`."""
    config = load_config(overrides, plugin_file=PLUGIN_FILE)
    return PluginHost(config, [LongTermMemoryPlugin(config)])


async def migrate_store(source: LTMConfig, target: LTMConfig, only_check: bool) -> list[str]:
    """`main.py migrate`: copy the embedded store into PostgreSQL and a Chroma server, or check such a copy."""
    from longtermmemory.service.migration import check, migrate

    return await (check(source, target) if only_check else migrate(source, target))


def __getattr__(name: str) -> Any:
    """`LongTermMemory`, the class LangBot's runtime builds (manifest.yaml `execution`), is imported only when
    asked for: the standalone hosts never need the LangBot SDK."""
    if name == "LongTermMemory":
        from longtermmemory.langbot.plugin import LongTermMemory

        return LongTermMemory
    raise AttributeError(name)


if __name__ == "__main__":
    sys.exit(run_cli(sys.argv[1:], build_host, migrate_store))
