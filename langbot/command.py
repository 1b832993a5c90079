"""The `memory` command as a LangBot SDK component: every subcommand declared on it, all answered by the core.

The subcommands come from the same table as `!memory` and `/memory` (`commands/memory.py`). LangBot
has no attachments for commands, so `import l2` also takes the JSON inline after it.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Callable
from dataclasses import replace
from typing import Any, cast

from langbot_plugin.api.definition.components.command.command import Command
from langbot_plugin.api.entities.builtin.command import context

from ..commands.memory import SUBCOMMANDS, MemoryCommand
from ..memory.errors import LTMError
from ..runtime.api import CommandRequest, Query
from .identity import identity_of
from .plugin import LongTermMemory

ADMIN_PRIVILEGE = 2  # LangBot's privilege of the bot's admins (a launcher LangBot lists as admin of the bot)
STATUS = "*"  # the SDK's name for "no or an unknown subcommand": the core answers status or usage

Run = Callable[[Any, context.ExecuteContext], AsyncGenerator[context.CommandReturn, None]]


class MemoryCommandComponent(Command):
    """`memory` with one declared subcommand per core subcommand."""

    def __init__(self) -> None:
        super().__init__()
        for name, usage, help_text, _ in SUBCOMMANDS:
            self.subcommand(name, help=help_text, usage=f"memory {name} {usage}".strip())(self._forward(name))
        self.subcommand(STATUS, help="the status of this conversation's memory")(self._forward(""))

    @staticmethod
    def _forward(name: str) -> Run:
        async def run(command: Any, ctx: context.ExecuteContext) -> AsyncGenerator[context.CommandReturn, None]:
            yield context.CommandReturn(text=await command.answer(name, ctx))

        return run

    async def answer(self, name: str, ctx: context.ExecuteContext) -> str:
        identity = await identity_of(ctx, ctx.session)
        admin = ctx.privilege == ADMIN_PRIVILEGE
        # LangBot grants privilege 2 to a chat it lists as admin, not to a person: in an admin group
        # every member is that chat's admin, and only an admin's private chat speaks as the bot's owner.
        identity = replace(identity, is_admin=admin, is_owner=admin and not identity.is_group)
        args = [name, *ctx.crt_params] if name else list(ctx.crt_params)
        attachment = None
        if name == "import" and len(ctx.crt_params) > 1:  # import l2 [...]: the JSON inline
            attachment = " ".join(ctx.crt_params[1:]).encode("utf-8")
            args = [name, ctx.crt_params[0]]
        try:
            memory = await cast(LongTermMemory, self.plugin).memory()
        except LTMError as exc:
            return exc.reply()
        core = MemoryCommand(memory)
        reply = await core.execute(CommandRequest(Query(identity, ctx.full_command_text), args, attachment))
        return reply.text
