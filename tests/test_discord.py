"""The Discord adapter on real discord.py objects, driven by dpytest, with a scripted LLM."""

import logging
import os
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest
from discord.ext.test import backend

from longtermmemory.adapters.chunks import split_message
from longtermmemory.adapters.discord_bot import TOO_LARGE, MemoryCog, identity_for, make_bot
from longtermmemory.runtime.api import Query
from longtermmemory.tests.scripted_llm import text, tool_call
from longtermmemory.tests.support import TOPICS, BrokenPlugin, HostFactory

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
async def bot(make_host: HostFactory, llm: Any) -> AsyncIterator[Any]:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_enabled=False)
    client = make_bot(discord.Intents.all())  # dpytest needs the member cache
    await client._async_setup_hook()
    await client.add_cog(MemoryCog(client, host))
    dpytest.configure(client, text_channels=2, members=2)
    yield client
    await dpytest.empty_queue()


def sent_texts() -> list[str]:
    texts = []
    while not dpytest.sent_queue.empty():
        texts.append(dpytest.get_message().content)
    return texts


async def test_mention_triggers_a_turn_that_remembers_in_that_channel(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    first, second = config.channels[0], config.channels[1]
    alice = config.members[0]
    llm.steps = [tool_call("remember", {"content": "Alice's band plays at the Blue Note on Friday"}), text("Have a great gig!")]
    await dpytest.message(f"<@{bot.user.id}> our band plays at the Blue Note on Friday", channel=first, member=alice)
    assert sent_texts() == ["Have a great gig!"]
    user_turn = llm.requests[0]["messages"][-1]["content"]
    assert user_turn.endswith("our band plays at the Blue Note on Friday") and "<@" not in user_turn

    await dpytest.message("!memory list", channel=first, member=alice)
    listing = sent_texts()[0]
    assert "Blue Note" in listing
    episode_id = listing.split("\n")[1].split()[0]

    await dpytest.message("!memory list", channel=second, member=alice)
    assert sent_texts() == ["No active episodes in this conversation."]
    await dpytest.message(f"!memory show {episode_id}", channel=second, member=alice)
    assert sent_texts() == [f"No episode {episode_id!r} in this conversation's memory."]

    await dpytest.message("just chatting, not to the bot", channel=first, member=alice)
    assert sent_texts() == []
    assert len(llm.requests) == 2


async def test_non_admin_cannot_forget_another_members_episode(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    channel = config.channels[0]
    alice, bob = config.members[0], config.members[1]
    llm.steps = [tool_call("remember", {"content": "Alice is allergic to shellfish"}), text("Noted.")]
    await dpytest.message(f"<@{bot.user.id}> I'm allergic to shellfish", channel=channel, member=alice)
    sent_texts()
    await dpytest.message("!memory list", channel=channel, member=bob)
    episode_id = sent_texts()[0].split("\n")[1].split()[0]
    await dpytest.message(f"!memory forget {episode_id}", channel=channel, member=bob)
    assert sent_texts()[0].startswith("Not allowed")
    await dpytest.message(f"!memory forget {episode_id}", channel=channel, member=alice)
    assert sent_texts() == [f"Forgot {episode_id}."]


async def test_a_dm_is_its_own_session(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    alice = config.members[0]
    dm = await alice.create_dm()
    await dpytest.message("remember that my locker is number 42", channel=dm, member=alice)
    confirmation = sent_texts()
    assert confirmation[0].startswith("Noted: \u201cmy locker is number 42\u201d")
    await dpytest.message("!memory", channel=dm, member=alice)
    status = sent_texts()[0]
    assert f"person_{alice.id}" in status and "active 1" in status
    await dpytest.message("!memory list", channel=config.channels[0], member=alice)
    assert sent_texts() == ["No active episodes in this conversation."]


async def test_long_lists_are_split(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    channel, alice = config.channels[0], config.members[0]
    long_facts = [
        f"Fact {i} about {t}: " + f"{t} plans, {t} schedules and {t} budgets were discussed. " * 3 for i, t in enumerate(TOPICS)
    ]
    llm.steps = [step for fact in long_facts for step in (tool_call("remember", {"content": fact}), text("ok"))]
    for i in range(12):
        await dpytest.message(f"<@{bot.user.id}> fact {i}", channel=channel, member=alice)
    sent_texts()
    await dpytest.message("!memory list", channel=channel, member=alice)
    parts = sent_texts()
    assert len(parts) >= 2 and all(len(p) <= 2000 for p in parts)
    assert sum(p.count("ep_") for p in parts) == 10


async def test_slash_command_uses_the_same_core(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    channel, alice = config.channels[0], config.members[0]
    cog = bot.get_cog("MemoryCog")
    result = await cog.run_slash(channel, alice, "list", "abc", None)
    assert "page must be a whole number" in result.reply
    result = await cog.run_slash(channel, alice, "", "", None)
    assert f"group_{channel.id}" in result.reply
    assert bot.tree.get_command("memory") is not None


def test_split_message_never_loses_text() -> None:
    text_in = "\n".join(f"line {i} " + "x" * 300 for i in range(30)) + "\n" + "y" * 4500
    chunks = split_message(text_in, 2000)
    assert "".join(chunks) == text_in and all(len(c) <= 2000 for c in chunks)


def test_discord_identity_rules() -> None:
    assert discord.Intents.default().message_content is False
    assert make_bot().intents.message_content is True


async def test_echoed_memory_never_pings(bot: Any, llm: Any, monkeypatch: Any) -> None:
    config = dpytest.get_config()
    channel, alice = config.channels[0], config.members[0]
    payloads: list[dict[str, Any]] = []
    http = type(bot.http)
    real_send = http.send_message

    async def recording(self: Any, channel_id: int, *, params: Any) -> Any:
        payloads.append(dict(params.payload or {}))
        return await real_send(self, channel_id, params=params)

    monkeypatch.setattr(http, "send_message", recording)
    cog = bot.get_cog("MemoryCog")
    who = identity_for(channel, alice, bot.user.id, "")
    await cog.host.call_tool(Query(who, ""), "remember", {"content": f"ping @everyone and <@{alice.id}> at noon"})
    await dpytest.message("!memory list", channel=channel, member=alice)
    assert any("@everyone" in p.get("content", "") for p in payloads)
    assert all(p["allowed_mentions"]["parse"] == [] for p in payloads)


async def test_an_oversized_attachment_gets_a_size_error(bot: Any, llm: Any) -> None:
    """Discord reports an attachment's size; one over the limit is refused before it is downloaded."""
    config = dpytest.get_config()
    data = {"id": 1, "filename": "big.json", "size": 6_000_000, "url": "https://cdn.invalid/big.json", "proxy_url": ""}
    attachment = discord.Attachment(data=data, state=backend.get_state())  # type: ignore[arg-type]
    backend.make_message("!memory import l2", config.members[0], config.channels[0], attachments=[attachment])
    await dpytest.run_all_events()
    assert sent_texts() == [TOO_LARGE]


class RecordedInteraction:
    """What a slash command does with its interaction: deferred first, then followed up."""

    def __init__(self, channel: Any, user: Any) -> None:
        self.channel, self.user = channel, user
        self.calls: list[tuple[Any, ...]] = []
        outer = self

        class Response:
            def is_done(self) -> bool:
                return any(call[0] == "defer" for call in outer.calls)

            async def defer(self, **kwargs: Any) -> None:
                outer.calls.append(("defer", kwargs))

            async def send_message(self, *args: Any, **kwargs: Any) -> None:
                outer.calls.append(("send_message", args, kwargs))

        class Followup:
            async def send(self, *args: Any, **kwargs: Any) -> None:
                outer.calls.append(("followup", args, kwargs))

        self.response, self.followup = Response(), Followup()


async def test_slash_defers_at_once_and_answers_its_errors(bot: Any, llm: Any) -> None:
    config = dpytest.get_config()
    slash = bot.tree.get_command("memory")
    interaction = RecordedInteraction(config.channels[0], config.members[0])
    await slash.callback(interaction, "list", "", None)
    assert interaction.calls[0] == ("defer", {"ephemeral": True, "thinking": True})
    assert interaction.calls[1][0] == "followup" and interaction.calls[1][2]["allowed_mentions"].everyone is False
    failed = RecordedInteraction(config.channels[0], config.members[0])
    await slash.on_error(failed, discord.app_commands.AppCommandError("boom"))
    assert failed.calls[0][0] == "send_message" and "Something went wrong" in failed.calls[0][1][0]


# ---- who may forget a person in every chat: the bot's owner, never a DM or another guild's admin ----


@pytest.fixture
async def two_guilds() -> AsyncIterator[Any]:
    """A bot in two guilds (one channel, two members each); the memory cog is added by `with_memory`."""
    client = make_bot(discord.Intents.all())
    await client._async_setup_hook()
    dpytest.configure(client, guilds=2, text_channels=1, voice_channels=0, members=2)
    yield client
    await dpytest.empty_queue()


async def with_memory(client: Any, make_host: HostFactory, llm: Any, **overrides: Any) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_enabled=False, **overrides)
    await client.add_cog(MemoryCog(client, host))


async def remember_in(client: Any, llm: Any, channel: Any, member: Any, fact: str) -> None:
    llm.steps = [tool_call("remember", {"content": fact}), text("Noted.")]
    await dpytest.message(f"<@{client.user.id}> {fact}", channel=channel, member=member)
    assert sent_texts() == ["Noted."]


async def ask_to_forget(client: Any, llm: Any, channel: Any, member: Any, person: Any) -> str:
    """The member asks the bot to forget `person`; the model calls `forget_person`; returns what the tool answered."""
    llm.steps = [tool_call("forget_person", {"person_id": str(person.id)}), text("Done.")]
    mention = "" if isinstance(channel, discord.DMChannel) else f"<@{client.user.id}> "
    await dpytest.message(f"{mention}forget everything about {person.display_name}", channel=channel, member=member)
    assert sent_texts() == ["Done."]
    tool_message = llm.requests[-1]["messages"][-1]
    assert tool_message["role"] == "tool"
    return str(tool_message["content"])


async def listing(channel: Any, member: Any, what: str = "list") -> str:
    await dpytest.message(f"!memory {what}", channel=channel, member=member)
    return "\n".join(sent_texts())


REFUSED = "Not allowed: only the person themself or the bot's owner can have someone forgotten."


async def test_a_strangers_dm_cannot_forget_a_guild_member(two_guilds: Any, make_host: HostFactory, llm: Any) -> None:
    client = two_guilds
    await with_memory(client, make_host, llm)
    config = dpytest.get_config()
    guild_channel, alice = config.channels[0], config.members[0]
    await remember_in(client, llm, guild_channel, alice, "Alice's band plays at the Blue Note on Friday")
    alice_dm = await alice.create_dm()
    await dpytest.message("remember that my locker is number 42", channel=alice_dm, member=alice)
    sent_texts()

    stranger = backend.make_user("Mallory", "0666")  # in no guild of the bot
    stranger_dm = await stranger.create_dm()
    assert await ask_to_forget(client, llm, stranger_dm, stranger, alice) == REFUSED

    assert "Blue Note" in await listing(guild_channel, alice)
    assert "locker is number 42" in await listing(alice_dm, alice)
    audit = await listing(guild_channel, alice, "audit")
    assert "Mallory" not in audit and "forgot a person" not in audit and "deleted" not in audit


async def test_a_guild_admin_cannot_forget_a_member_of_another_guild(two_guilds: Any, make_host: HostFactory, llm: Any) -> None:
    client = two_guilds
    await with_memory(client, make_host, llm)
    config = dpytest.get_config()
    channel_a, channel_b = config.channels
    admin_a, bob_b = config.members[1], config.members[2]
    assert channel_a.guild != channel_b.guild and bob_b.guild == channel_b.guild
    managers = backend.make_role("Managers", channel_a.guild, permissions=discord.Permissions(manage_guild=True).value)
    await dpytest.add_role(admin_a, managers)
    assert identity_for(channel_a, admin_a, client.user.id, "").is_admin  # a real Manage Server admin of guild A
    await remember_in(client, llm, channel_b, bob_b, "Bob is moving to Sapporo in spring")

    assert await ask_to_forget(client, llm, channel_a, admin_a, bob_b) == REFUSED
    assert "Sapporo" in await listing(channel_b, bob_b)
    assert "forgot a person" not in await listing(channel_b, bob_b, "audit")


async def test_a_configured_owner_can_forget_a_person_in_every_guild(two_guilds: Any, make_host: HostFactory, llm: Any) -> None:
    config = dpytest.get_config()
    channel_a, channel_b = config.channels
    carol_a, bob_b = config.members[1], config.members[2]
    await with_memory(two_guilds, make_host, llm, owner_ids=[str(carol_a.id)])
    await remember_in(two_guilds, llm, channel_b, bob_b, "Bob is moving to Sapporo in spring")

    answer = await ask_to_forget(two_guilds, llm, channel_a, carol_a, bob_b)
    assert answer == f"Forgot {bob_b.id}: 1 episode(s) and 0 profile(s), in every chat of this bot."
    assert await listing(channel_b, bob_b) == "No active episodes in this conversation."


@pytest.mark.parametrize("owned_by", ["owner", "team"])
async def test_the_applications_owner_or_team_can_forget_a_person_from_a_dm(
    two_guilds: Any, make_host: HostFactory, llm: Any, monkeypatch: Any, owned_by: str
) -> None:
    """discord.py reads the owner (or the team) from Discord's application info, as it does at login."""
    client = two_guilds
    await with_memory(client, make_host, llm)
    config = dpytest.get_config()
    channel_b, dave, bob_b = config.channels[1], config.members[0], config.members[2]
    real_application_info = client.http.application_info

    async def application_info() -> dict[str, Any]:
        data = dict(await real_application_info())
        user = {"id": str(dave.id), "username": dave.name, "discriminator": dave.discriminator, "avatar": None}
        if owned_by == "team":
            member = {"user": user, "membership_state": 2, "team_id": "1", "permissions": ["*"], "role": "developer"}
            data["team"] = {"id": "1", "name": "Makers", "icon": None, "owner_user_id": "2", "members": [member]}
        else:
            data["owner"] = user
        return data

    monkeypatch.setattr(client.http, "application_info", application_info)
    await remember_in(client, llm, channel_b, bob_b, "Bob is moving to Sapporo in spring")
    dm = await dave.create_dm()

    assert (
        await ask_to_forget(client, llm, dm, dave, bob_b)
        == f"Forgot {bob_b.id}: 1 episode(s) and 0 profile(s), in every chat of this bot."
    )
    assert await listing(channel_b, bob_b) == "No active episodes in this conversation."
    assert await ask_to_forget(client, llm, channel_b, bob_b, dave) == REFUSED  # and nobody else is


async def test_a_turn_that_fails_is_answered_in_one_line(make_host: HostFactory) -> None:
    host = await make_host(extra_plugins=[BrokenPlugin()])
    client = make_bot(discord.Intents.all())
    await client._async_setup_hook()
    await client.add_cog(MemoryCog(client, host))
    dpytest.configure(client, text_channels=1, members=1)
    config = dpytest.get_config()
    await dpytest.message(f"<@{client.user.id}> hello", channel=config.channels[0], member=config.members[0])
    assert sent_texts() == ["error: that failed (KeyError); LTM_LOG_LEVEL=DEBUG logs why"]  # before: no answer at all
    await dpytest.empty_queue()


def test_a_token_discord_refuses_or_cannot_check_stops_start_up_with_one_line(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "discord"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "DISCORD_TOKEN": "not-a-token", "LTM_DATA_DIR": str(tmp_path / "data")},
    )
    assert result.returncode == 2 and result.stdout == ""
    # offline: "error: cannot reach Discord (ClientConnectorDNSError)"; online: "error: Discord refused the token ..."
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1 and "Discord" in result.stderr


async def test_a_reply_discord_refuses_is_one_log_line(bot: Any, caplog: pytest.LogCaptureFixture) -> None:
    """A channel where nobody may send (an announcements channel): the refusal is logged in one line, never a traceback."""
    config = dpytest.get_config()
    channel = config.channels[0]
    await dpytest.set_permission_overrides(channel.guild.default_role, channel, send_messages=False)  # read-only channel
    await dpytest.message("!memory list", channel=channel, member=config.members[0])
    assert sent_texts() == []
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING and r.name.startswith("ltm")] == [
        "a reply failed: Forbidden: 403 missing send_messages (error code: 0): send_messages"
    ]
    assert all(r.exc_info is None for r in caplog.records if r.levelno > logging.DEBUG)
