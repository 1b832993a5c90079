"""Discord adapter: a discord.py cog that routes messages and slash commands to the plugin host.

The cog only translates Discord objects to a `Query` and replies back; all behaviour lives in
the host and the plugins. Every `!name` command a plugin registers also gets a `/name` slash
command, whose choices are that command's registered subcommands.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from ..memory.identity import Identity
from ..runtime.api import Command, Query
from ..runtime.host import COMMAND_PREFIX, PluginHost, TurnResult
from .chunks import split_message

log = logging.getLogger("ltm.discord")

MAX_CHUNKS_BEFORE_FILE = 4
MAX_ATTACHMENT_BYTES = 5_000_000


def is_admin(author: discord.abc.User, admin_role: str) -> bool:
    """Manage Server, or the configured role, makes a member a memory admin."""
    if not isinstance(author, discord.Member):
        return False
    if author.guild_permissions.manage_guild:
        return True
    return bool(admin_role) and any(role.name == admin_role for role in author.roles)


def identity_for(channel: object, author: discord.abc.User, bot_id: int, admin_role: str) -> Identity:
    """Guild channels and threads are group sessions; a DM is the person's own session."""
    name = getattr(author, "display_name", None) or author.name
    if isinstance(channel, discord.DMChannel | discord.GroupChannel) or getattr(channel, "guild", None) is None:
        return Identity("person", str(author.id), str(bot_id), str(author.id), name, True)
    return Identity("group", str(getattr(channel, "id", "")), str(bot_id), str(author.id), name, is_admin(author, admin_role))


async def send_result(channel: discord.abc.Messageable, result: TurnResult) -> None:
    """Send a reply split into messages, or as a file when it would be too many messages."""
    chunks = split_message(result.reply)
    if result.file is not None and len(chunks) > 1:
        name, content = result.file
        await channel.send("The result is attached.", file=discord.File(io.BytesIO(content), filename=name))
        return
    if len(chunks) > MAX_CHUNKS_BEFORE_FILE:
        data = result.reply.encode("utf-8")
        await channel.send("The reply is long, so it is attached.", file=discord.File(io.BytesIO(data), filename="reply.txt"))
        return
    for chunk in chunks:
        await channel.send(chunk)


class MemoryCog(commands.Cog):
    """Answers mentions, replies and DMs with a chat turn, and `!memory` / `/memory` with the command core."""

    def __init__(self, bot: commands.Bot, host: PluginHost, owns_host: bool = False) -> None:
        self.bot = bot
        self.host = host
        self.owns_host = owns_host

    def _addressed(self, message: discord.Message) -> bool:
        me = self.bot.user
        if me is None:
            return False
        if message.guild is None:
            return True
        if me in message.mentions:
            return True
        reference = message.reference.resolved if message.reference else None
        return isinstance(reference, discord.Message) and reference.author.id == me.id

    def _strip_mention(self, text: str) -> str:
        me = self.bot.user
        if me is None:
            return text.strip()
        return text.replace(f"<@{me.id}>", "").replace(f"<@!{me.id}>", "").strip()

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or self.bot.user is None:
            return
        text = message.content.strip()
        is_command = self.host.command_for(text) is not None
        if not is_command and not self._addressed(message):
            return
        identity = identity_for(message.channel, message.author, self.bot.user.id, self.host.config.admin_role)
        attachment = await self._attachment(message) if is_command else None
        query = Query(identity, text if is_command else self._strip_mention(text))
        result = await self.host.handle_message(query, attachment)
        await send_result(message.channel, result)

    @staticmethod
    async def _attachment(message: discord.Message) -> bytes | None:
        if not message.attachments:
            return None
        attached = message.attachments[0]
        if attached.size > MAX_ATTACHMENT_BYTES:
            return b" " * (MAX_ATTACHMENT_BYTES + 1)
        try:
            return await attached.read()
        except (discord.HTTPException, OSError, ValueError):
            log.warning("could not download an attachment")
            return None

    async def cog_load(self) -> None:
        for command in self.host.commands.values():
            self.bot.tree.add_command(self._slash_command(command))

    async def cog_unload(self) -> None:
        for name in self.host.commands:
            self.bot.tree.remove_command(name)
        if self.owns_host:
            await self.host.stop()

    def _slash_command(self, command: Command) -> app_commands.Command[Any, ..., None]:
        """`/name subcommand arguments [file]`: the same command core as `!name subcommand arguments`."""
        choices = [app_commands.Choice(name=name, value=name) for name in list(command.subcommands)[:25]]

        @app_commands.command(name=command.name, description=command.help[:100])
        @app_commands.describe(
            subcommand="What to do (empty for status)", arguments="Page, id, query or filters", file="A file to read (import)"
        )
        @app_commands.choices(subcommand=choices)
        async def slash(
            interaction: discord.Interaction, subcommand: str = "", arguments: str = "", file: discord.Attachment | None = None
        ) -> None:
            result = await self.run_slash(interaction.channel, interaction.user, subcommand, arguments, file, command.name)
            await self._respond(interaction, result)

        return slash

    @staticmethod
    async def _respond(interaction: discord.Interaction, result: TurnResult) -> None:
        chunks = split_message(result.reply)
        ephemeral = result.personal
        if result.file is not None and len(chunks) > 1:
            name, content = result.file
            await interaction.response.send_message(file=discord.File(io.BytesIO(content), filename=name), ephemeral=ephemeral)
            return
        await interaction.response.send_message(chunks[0], ephemeral=ephemeral)
        for chunk in chunks[1:]:
            await interaction.followup.send(chunk, ephemeral=ephemeral)

    async def run_slash(
        self,
        channel: object,
        user: discord.abc.User,
        subcommand: str,
        arguments: str,
        file: discord.Attachment | None,
        command: str = "memory",
    ) -> TurnResult:
        """What `/command` answers: the same command core as `!command`."""
        bot_id = self.bot.user.id if self.bot.user else 0
        identity = identity_for(channel, user, bot_id, self.host.config.admin_role)
        attachment = await file.read() if file is not None and file.size <= MAX_ATTACHMENT_BYTES else None
        text = " ".join(part for part in (COMMAND_PREFIX + command, subcommand, arguments) if part)
        return await self.host.handle_message(Query(identity, text), attachment)


class MemoryBot(commands.Bot):
    """The standalone bot: it has no prefix commands of its own, the cog handles every message."""

    async def on_message(self, message: discord.Message, /) -> None:
        return None


def make_bot(intents: discord.Intents | None = None) -> commands.Bot:
    """A bot with the intents the adapter needs (message content to read `!memory` and mentions)."""
    intents = intents or discord.Intents.default()
    intents.message_content = True
    return MemoryBot(command_prefix=commands.when_mentioned, intents=intents, help_command=None)


async def run_discord(host: PluginHost, token: str) -> None:
    """Run the bot with `token` (the command line checked it is set before anything loaded)."""
    bot = make_bot()
    await bot.add_cog(MemoryCog(bot, host))

    @bot.event
    async def on_ready() -> None:
        await bot.tree.sync()
        log.info("discord ready", extra={"guilds": len(bot.guilds)})

    async with bot:
        await bot.start(token)
