"""The `memory` command as a LangBot SDK component, run the way LangBot runs it: `_execute` on an execute context."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.api.proxies.execute_context import ExecuteContextProxy

from longtermmemory.commands.memory import SUBCOMMANDS
from longtermmemory.langbot.command import MemoryCommandComponent
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin
from longtermmemory.tests.langbot.test_listener import LangBotRuntime, query_vars


async def run(command: MemoryCommandComponent, text: str, privilege: int = 1, group: str = "42") -> str:
    params = text.split()
    ctx = ExecuteContextProxy(
        query_id=1,
        session=provider_session.Session(
            launcher_type=provider_session.LauncherTypes.GROUP, launcher_id=group, sender_id="7", bot_uuid="bot-uuid-1"
        ),
        command_text=text,
        full_command_text=f"!memory {text}".strip(),
        command="memory",
        crt_command="memory",
        params=params,
        crt_params=params,
        privilege=privilege,
        plugin_runtime_handler=LangBotRuntime(query_vars("", group=group), "bot-uuid-1"),
    )
    return "\n".join([r.text or "" async for r in command._execute(ctx)])


async def test_every_subcommand_is_declared_and_answered_by_the_core(tmp_path: Path, embedder: Embedder) -> None:
    plugin = await serving_plugin(tmp_path, embedder)
    command = MemoryCommandComponent()
    command.plugin = plugin
    try:
        assert set(command.registered_subcommands) == {name for name, *_ in SUBCOMMANDS} | {"*"}
        items: list[dict[str, Any]] = [{"content": "Ann's band plays on Friday"}, {"content": "Ben moved to Osaka"}]
        assert (await run(command, f"import l2 {json.dumps(items)}")).startswith("Not allowed")
        assert (await run(command, f"import l2 {json.dumps(items)}", privilege=2)) == "Imported 2, skipped 0."
        listing = await run(command, "list")
        assert "Ann's band plays on Friday" in listing and "Ben moved to Osaka" in listing
        assert "Ann's band" in await run(command, "search band friday")
        assert "Memory of group_42" in await run(command, "")
        assert (await run(command, "nonsense")).startswith("Unknown subcommand 'nonsense'")
        assert "WARN" not in (await run(command, "health"))
        assert (await run(command, "forget-me")) == "Forgot you: 2 episode(s) and 0 profile(s), in every chat of this bot."
    finally:
        await (await plugin.memory()).close()


async def test_each_subcommand_through_langbot_answers_in_the_chat(tmp_path: Path, embedder: Embedder) -> None:
    """Every declared subcommand, as an admin types it in LangBot; the text is what LangBot sends back."""
    plugin = await serving_plugin(tmp_path, embedder)
    command = MemoryCommandComponent()
    command.plugin = plugin
    try:
        items = [
            {"content": "Ann's band plays on Friday"},
            {"content": "Ben moved to Osaka", "sender_id": "8", "sender_name": "Ben"},
        ]
        assert await run(command, f"import l2 {json.dumps(items)}", privilege=2) == "Imported 2, skipped 0."
        listing = await run(command, "list")
        lines = listing.splitlines()
        band = next(lines[i - 1].split()[0] for i, line in enumerate(lines) if "Ann's band" in line)
        expected = {
            "help": "Usage:",
            "profile": "profile",
            "list": "Active episodes, page 1/1 (2 in all)",
            "superseded": "No superseded episodes",
            "archived": "No archived episodes",
            f"show {band}": "Ann's band plays on Friday",
            "search band friday": "Ann's band plays on Friday",
            f"archive {band}": f"Archived {band}",
            f"restore {band}": f"Restored {band}",
            f"forget {band}": f"Forgot {band}",
            "delete --speaker 8 --yes": "Deleted 1",
            "audit": f"Ann deleted {band}",
            "injected": "No prompt of this chat has been given memory",
            "health": "OK",
            "purge-secrets": "Nothing to purge",
            "export": '"format": "ltm-profiles"',
            "export l2": '"episodes"',
            "forget-me": "Forgot you",
            "review": "No pending episodes",
            "consolidate": "Nothing to consolidate",
        }
        declared = {name for name, *_ in SUBCOMMANDS}
        assert {text.split()[0] for text in expected} | {"import"} == declared
        answers = {text: await run(command, text, privilege=2) for text in expected}
        wrong = {text: answers[text] for text, part in expected.items() if part not in answers[text]}
        assert wrong == {}, json.dumps(wrong, indent=1, ensure_ascii=False)
    finally:
        await (await plugin.memory()).close()


async def test_an_admin_group_manages_its_own_chat_not_the_bots_other_groups(tmp_path: Path, embedder: Embedder) -> None:
    """LangBot grants privilege 2 to a chat, not a person: an admin group's members are that chat's
    admins, never the bot's owner, so in `bot` isolation they cannot reach another group's memories."""
    plugin = await serving_plugin(tmp_path, embedder, isolation="bot")
    command = MemoryCommandComponent()
    command.plugin = plugin
    try:
        items = [{"content": "The lab key is kept in the blue drawer", "sender_id": "9", "sender_name": "Kai"}]
        assert await run(command, f"import l2 {json.dumps(items)}", privilege=2, group="43") == "Imported 1, skipped 0."
        [episode_id] = [e["id"] for e in json.loads(await run(command, "export l2", group="43"))["episodes"]]
        assert "Not allowed" in await run(command, f"forget {episode_id}", privilege=2, group="42")
        assert episode_id in await run(command, "list", group="42")  # the pool is shared, the power is not
        assert "Forgot" in await run(command, f"forget {episode_id}", privilege=2, group="43")
    finally:
        await (await plugin.memory()).close()
