"""The README's discord.py line, inside a bot that has its own `commands` and `storage` packages."""

import json
import os
import subprocess
import sys
from pathlib import Path

from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder

BOT = """
import asyncio, json, sys, types
import discord
from discord.ext import commands as dpy

import commands, storage  # the host bot's own packages, which ours must not shadow


async def main() -> None:
    bot = dpy.Bot(command_prefix="?", intents=discord.Intents.default())
    await bot.load_extension("longtermmemory.adapters.discord_extension")
    cog = bot.get_cog("MemoryCog")
    user = types.SimpleNamespace(id=42, name="alice", display_name="Alice", bot=False)
    channel = types.SimpleNamespace(id=7)  # no guild: a private chat
    remembered = await cog.host.handle_message(cog_query(cog, user, "remember that the raid is on Friday"))
    listing = await cog.run_slash(channel, user, "list", "", None)
    await bot.unload_extension("longtermmemory.adapters.discord_extension")
    print(json.dumps({
        "own_packages": [commands.WHOSE, storage.WHOSE],
        "imported_as": sorted(m for m in sys.modules if m.split(".")[0] in ("memory", "service", "runtime", "adapters")),
        "slash": [c.name for c in bot.tree.get_commands()],
        "remembered": remembered.reply,
        "listing": listing.reply,
    }))


def cog_query(cog, user, text):
    from longtermmemory.adapters.discord_bot import identity_for
    from longtermmemory.runtime.api import Query
    return Query(identity_for(types.SimpleNamespace(id=7), user, 0, ""), text)  # the bot is not logged in: id 0


asyncio.run(main())
"""


def test_the_extension_loads_next_to_a_bots_own_commands_and_storage(tmp_path: Path) -> None:
    for package in ("commands", "storage"):
        (tmp_path / package).mkdir()
        (tmp_path / package / "__init__.py").write_text(f"WHOSE = 'the bot\\'s own {package}'\n")
    (tmp_path / "bot.py").write_text(BOT)
    env = {**os.environ, "LTM_DATA_DIR": str(tmp_path / "data"), "PYTHONPATH": ""}
    done = subprocess.run([sys.executable, "bot.py"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["own_packages"] == ["the bot's own commands", "the bot's own storage"]
    assert result["imported_as"] == []
    assert result["remembered"].startswith("Noted: \u201cthe raid is on Friday\u201d")
    assert "the raid is on Friday" in result["listing"]
    assert result["slash"] == []  # unloading the extension removed /memory again


REFUSED_BOT = """
import asyncio
import discord
from discord.ext import commands as dpy


async def main() -> None:
    bot = dpy.Bot(command_prefix="?", intents=discord.Intents.default())
    try:
        await bot.load_extension("longtermmemory.adapters.discord_extension")
    except dpy.ExtensionFailed as exc:
        print(type(exc.original).__name__, exc.original)


asyncio.run(main())
"""


async def test_the_extension_is_refused_a_data_dir_another_process_holds(tmp_path: Path, embedder: Embedder) -> None:
    config = load_config({"data_dir": tmp_path / "data", "embedding_model": embedder.model_name}, environ={})
    holder = await MemoryService.open(config, embedder, holder="main.py discord")
    try:
        env = {**os.environ, "LTM_DATA_DIR": str(tmp_path / "data")}
        done = subprocess.run([sys.executable, "-c", REFUSED_BOT], env=env, capture_output=True, text=True, timeout=300)
    finally:
        await holder.close()
    assert done.returncode == 0, done.stderr[-2000:]  # the bot decides what a failed extension means; it is not stopped
    [line] = done.stdout.splitlines()
    holder_named = f"is in use by process {os.getpid()} (main.py discord, since "
    assert line.startswith(f"DataDirInUse data_dir {tmp_path / 'data'} {holder_named}"), line
