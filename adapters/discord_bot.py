"""Discord adapter: a discord.py cog that routes messages and slash commands to the plugin host.

The cog only translates Discord objects to a `Query` and replies back; all behaviour lives in
the host and the plugins. Every `!name` command a plugin registers also gets a `/name` slash
command, whose choices are that command's registered subcommands.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from ..memory.errors import LTMError
from ..memory.identity import Identity
from ..runtime.api import Command, Query
from ..runtime.host import COMMAND_PREFIX, PluginHost, TurnResult, failure_reply
from ..runtime.logs import log_failure
from .chunks import split_message

log = logging.getLogger("ltm.discord")

MAX_CHUNKS_BEFORE_FILE = 4
MAX_ATTACHMENT_BYTES = 5_000_000
TOO_LARGE = f"The attachment is too large: at most {MAX_ATTACHMENT_BYTES // 1_000_000} MB. Nothing was changed."
# Replies echo remembered text: a stored "@everyone" or <@id> must never ping anyone.
NO_MENTIONS = discord.AllowedMentions.none()


class DiscordUnavailable(LTMError, RuntimeError):
    """Discord refused the bot (its token, its intents) or could not be reached: the run cannot start."""


def is_admin(author: discord.abc.User, admin_role: str) -> bool:
    """Manage Server, or the configured role, makes a member a memory admin."""
    if not isinstance(author, discord.Member):
        return False
    if author.guild_permissions.manage_guild:
        return True
    return bool(admin_role) and any(role.name == admin_role for role in author.roles)


def identity_for(channel: object, author: discord.abc.User, bot_id: int, admin_role: str, is_owner: bool = False) -> Identity:
    """Guild channels and threads are group sessions; a DM is the person's own session.

    A DM makes nobody an admin: it gives power over the person's own chat only. Only the bot's
    owner reaches other chats (forgetting a person everywhere).
    """
    name = getattr(author, "display_name", None) or author.name
    if isinstance(channel, discord.DMChannel | discord.GroupChannel) or getattr(channel, "guild", None) is None:
        return Identity("person", str(author.id), str(bot_id), str(author.id), name, is_owner=is_owner)
    chat = str(getattr(channel, "id", ""))
    return Identity("group", chat, str(bot_id), str(author.id), name, is_admin(author, admin_role), is_owner)


async def send_result(channel: discord.abc.Messageable, result: TurnResult) -> None:
    """Send a reply split into messages, or as a file when it would be too many messages."""
    chunks = split_message(result.reply)
    if result.file is not None and len(chunks) > 1:
        name, content = result.file
        file = discord.File(io.BytesIO(content), filename=name)
        await channel.send("The result is attached.", file=file, allowed_mentions=NO_MENTIONS)
        return
    if len(chunks) > MAX_CHUNKS_BEFORE_FILE:
        file = discord.File(io.BytesIO(result.reply.encode("utf-8")), filename="reply.txt")
        await channel.send("The reply is long, so it is attached.", file=file, allowed_mentions=NO_MENTIONS)
        return
    for chunk in chunks:
        await channel.send(chunk, allowed_mentions=NO_MENTIONS)


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
        identity = await self._identity(message.channel, message.author)
        attached = message.attachments[0] if is_command and message.attachments else None
        if attached is not None and attached.size > MAX_ATTACHMENT_BYTES:
            await message.channel.send(TOO_LARGE, allowed_mentions=NO_MENTIONS)
            return
        attachment = await self._read(attached) if attached is not None else None
        query = Query(identity, text if is_command else self._strip_mention(text))
        try:
            result = await self.host.handle_message(query, attachment)
        except Exception as exc:  # the member is told in one line, not left without an answer
            result = TurnResult(failure_reply(exc))
        try:
            await send_result(message.channel, result)
        except discord.HTTPException as exc:  # no permission to send here, or Discord refused the message
            log_failure(log, "a reply", exc)

    async def _identity(self, channel: object, author: discord.abc.User) -> Identity:
        bot_id = self.bot.user.id if self.bot.user else 0
        return identity_for(channel, author, bot_id, self.host.config.admin_role, await self._is_owner(author))

    async def _is_owner(self, user: discord.abc.User) -> bool:
        """The bot's owner: an id in `owner_ids`, or the application's owner or team (discord.py asks Discord once)."""
        if str(user.id) in self.host.config.owner_ids:
            return True
        if self.bot.user is None:  # not logged in: Discord cannot be asked
            return False
        try:
            return await self.bot.is_owner(user)
        except discord.HTTPException:
            log.warning("could not read the application's owner; only owner_ids count as owners")
            return False

    @staticmethod
    async def _read(attached: discord.Attachment) -> bytes | None:
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
            # Discord waits 3 s for an answer; an import or a search can take longer. Deferred privately:
            # answers may be personal (a profile, an export), and the invoker is the one who asked.
            await interaction.response.defer(ephemeral=True, thinking=True)
            if file is not None and file.size > MAX_ATTACHMENT_BYTES:
                await interaction.followup.send(TOO_LARGE, ephemeral=True, allowed_mentions=NO_MENTIONS)
                return
            result = await self.run_slash(interaction.channel, interaction.user, subcommand, arguments, file, command.name)
            await self._respond(interaction, result)

        @slash.error
        async def answer_error(interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
            log_failure(log, "a slash command", error)
            text = "Something went wrong with that command; nothing was changed by it."
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_MENTIONS)
            else:
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_MENTIONS)

        return slash

    @staticmethod
    async def _respond(interaction: discord.Interaction, result: TurnResult) -> None:
        """Follow up the deferred answer: split into messages, or the file when there is one and it is long."""
        chunks = split_message(result.reply)
        if result.file is not None and len(chunks) > 1:
            name, content = result.file
            file = discord.File(io.BytesIO(content), filename=name)
            await interaction.followup.send(file=file, ephemeral=True, allowed_mentions=NO_MENTIONS)
            return
        for chunk in chunks:
            await interaction.followup.send(chunk, ephemeral=True, allowed_mentions=NO_MENTIONS)

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
        identity = await self._identity(channel, user)
        attachment = await file.read() if file is not None and file.size <= MAX_ATTACHMENT_BYTES else None
        text = " ".join(part for part in (COMMAND_PREFIX + command, subcommand, arguments) if part)
        return await self.host.handle_message(Query(identity, text), attachment)


class MemoryBot(commands.Bot):
    """The standalone bot: it has no prefix commands of its own, the cog handles every message."""

    async def on_message(self, message: discord.Message, /) -> None:
        return None

    async def setup_hook(self) -> None:
        """Slash commands are synced once, at login (not on every reconnect's `on_ready`)."""
        await self.tree.sync()


def make_bot(intents: discord.Intents | None = None) -> commands.Bot:
    """A bot with the intents the adapter needs (message content to read `!memory` and mentions)."""
    intents = intents or discord.Intents.default()
    intents.message_content = True
    return MemoryBot(command_prefix=commands.when_mentioned, intents=intents, help_command=None)


def _without_voice_notices(record: logging.LogRecord) -> bool:
    """discord.py warns at each start that voice needs PyNaCl and davey: this bot never speaks, so it is noise."""
    return "voice will NOT be supported" not in record.getMessage()


async def run_discord(host: PluginHost, token: str) -> None:
    """Run the bot with `token` (the command line checked it is set before anything loaded)."""
    logging.getLogger("discord.client").addFilter(_without_voice_notices)
    bot = make_bot()
    await bot.add_cog(MemoryCog(bot, host))

    @bot.event
    async def on_ready() -> None:
        log.info("discord ready", extra={"guilds": len(bot.guilds)})

    try:
        async with bot:
            await bot.start(token)
    except discord.LoginFailure:
        raise DiscordUnavailable("Discord refused the token in DISCORD_TOKEN") from None
    except discord.PrivilegedIntentsRequired:
        raise DiscordUnavailable("enable the Message Content intent for this bot (Developer Portal -> Bot)") from None
    except (aiohttp.ClientError, OSError) as exc:
        raise DiscordUnavailable(f"cannot reach Discord ({type(exc).__name__})") from None
