"""The discord.py extension: `await bot.load_extension("longtermmemory.adapters.discord_extension")`.

It adds the memory cog, with its own plugin host configured from `LTM_*`, to an existing bot.
"""

from __future__ import annotations

from discord.ext import commands

from ..main import build_host
from .discord_bot import MemoryCog


async def setup(bot: commands.Bot) -> None:
    host = build_host()
    try:
        await host.start()
    except BaseException:
        await host.stop()  # e.g. another process holds the data dir: the bot gets the error, and nothing stays open
        raise
    await bot.add_cog(MemoryCog(bot, host, owns_host=True))


async def teardown(bot: commands.Bot) -> None:
    """Unloading the extension removes the cog, which stops its host (the cog lives in another module)."""
    await bot.remove_cog(MemoryCog.__cog_name__)
