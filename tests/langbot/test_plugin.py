"""The plugin class as LangBot's runtime starts it: built with no arguments, given its form, initialised."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.entities.io.context import InstallationBinding

from longtermmemory.langbot import plugin as plugin_module
from longtermmemory.langbot.plugin import LongTermMemory, lasting_data_dir
from longtermmemory.langbot.tools import RecallMemory
from longtermmemory.memory.errors import ConfigError, DataDirInUse
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder


def test_under_langbot_a_relative_data_dir_is_in_the_installation_data_that_upgrades_keep(tmp_path: Path) -> None:
    code = tmp_path / "data" / "plugin-runtime" / "artifacts" / "sha256" / "ab12" / "code"  # replaced by an upgrade
    installation = tmp_path / "data" / "plugin-runtime" / "installations" / "4dfe1449"
    oss = {"LANGBOT_PLUGIN_RUNTIME_PROFILE": "oss_dev", "LANGBOT_PLUGIN_FILE_STORAGE_DIR": str(installation / "rpc-transfer")}
    assert lasting_data_dir(Path("data"), oss, code) == installation / "data" / "data"
    assert lasting_data_dir(Path("data"), {"LANGBOT_PLUGIN_RUNTIME_PROFILE": "shared"}, Path("/plugin")) == Path("/data/data")
    legacy = tmp_path / "data" / "plugins" / "longtermmemory__LongTermMemory"
    assert lasting_data_dir(Path("data"), {}, legacy) == tmp_path / "data" / "plugin-data" / legacy.name / "data"
    assert lasting_data_dir(Path("/srv/ltm"), oss, code) == Path("/srv/ltm")
    assert lasting_data_dir(Path("data"), {}, tmp_path / "checkout") == Path("data")  # `lbp run` from a checkout


async def test_the_memory_opens_on_first_use_with_the_form_of_that_invocation(tmp_path: Path) -> None:
    plugin = LongTermMemory()
    plugin.config = {}  # LangBot 4.11 passes the form with each invocation, not at start
    await plugin.initialize()
    assert plugin._memory is None
    plugin.config = {
        "data_dir": str(tmp_path / "memory"),
        "langbot_model": None,  # unset: the default
        "auto_recall_top_k": 3,
        "isolation": None,
        "an_option_of_an_older_version": True,  # a form saved by another version: ignored
    }
    memory = await plugin.memory()
    try:
        assert memory.config.auto_recall_top_k == 3 and memory.config.isolation == "session"  # unset: the default
        assert plugin.llm is None  # no model chosen: explicit requests, tools and rules only
        assert (tmp_path / "memory" / "ltm.sqlite3").is_file()
        assert await plugin.memory() is memory
    finally:
        await memory.close()


async def test_a_bad_form_value_is_told_on_each_use(tmp_path: Path) -> None:
    plugin = LongTermMemory()
    plugin.config = {"data_dir": str(tmp_path), "auto_recall_top_k": 999}
    await plugin.initialize()
    for _ in range(2):
        with pytest.raises(ConfigError, match="auto_recall_top_k"):
            await plugin.memory()
    tool = RecallMemory()
    tool.plugin = plugin
    session = provider_session.Session(launcher_type=provider_session.LauncherTypes.PERSON, launcher_id="7", sender_id="7")
    assert (await tool.call({"query": "anything"}, session, 1))["result"].startswith("config error: auto_recall_top_k")


async def test_a_data_dir_another_process_holds_is_told_on_each_use_and_opened_once_it_is_free(
    tmp_path: Path, multilingual_embedder: Embedder, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = load_config({"data_dir": tmp_path / "memory"}, environ={})
    holder = await MemoryService.open(config, multilingual_embedder, holder="main.py chat")
    monkeypatch.setattr(plugin_module, "LOCK_WAIT_SECONDS", 0.0)  # told at once; the wait itself is tested below
    plugin = LongTermMemory()
    plugin.config = {"data_dir": str(tmp_path / "memory")}
    await plugin.initialize()
    try:
        for _ in range(2):
            with pytest.raises(DataDirInUse) as refused:
                await plugin.memory()
            [line] = refused.value.reply().splitlines()
            assert line.startswith(f"error: memory is unavailable: data_dir {tmp_path / 'memory'} is in use by process ")
            assert f"process {os.getpid()} (main.py chat, since " in line
    finally:
        await holder.close()
    memory = await plugin.memory()  # the holder is gone: the next use opens it
    try:
        assert await plugin.memory() is memory
        with pytest.raises(DataDirInUse, match=r"\(LangBot plugin, since "):
            await MemoryService.open(config, multilingual_embedder)
    finally:
        await memory.close()


async def test_a_revoked_installation_lets_its_data_dir_go(tmp_path: Path) -> None:
    """LangBot's shared runtime revokes an installation on uninstall, disable and upgrade, without ending the process."""
    plugin = LongTermMemory()
    plugin.config = {"data_dir": str(tmp_path / "memory")}
    await plugin.initialize()
    await plugin.memory()
    binding = InstallationBinding(
        instance_uuid="instance-1",
        workspace_uuid="workspace-1",
        installation_uuid="installation-1",
        runtime_revision=1,
        artifact_digest="0" * 64,
    )
    await plugin.on_installation_revoked(binding)
    successor = await MemoryService.open(load_config({"data_dir": tmp_path / "memory"}, environ={}))
    await successor.close()
