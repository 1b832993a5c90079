"""The Discord adapter on real discord.py objects, driven by dpytest, with a scripted LLM."""

from collections.abc import AsyncIterator
from typing import Any

import discord
import discord.ext.test as dpytest
import pytest

from longtermmemory.adapters.chunks import split_message
from longtermmemory.adapters.discord_bot import MemoryCog, make_bot
from longtermmemory.tests.scripted_llm import text, tool_call
from longtermmemory.tests.support import TOPICS, HostFactory


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
