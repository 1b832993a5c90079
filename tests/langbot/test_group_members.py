"""Two members in one LangBot group. LangBot keeps one session per group, whose `sender_id` stays the
first speaker's (Alice); each query's variables name its own sender (Bob). Tools and commands act as
the query's sender, and a tool's answer passes the SDK's own check of what a runner receives."""

from __future__ import annotations

import json
from collections.abc import AsyncGenerator, AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from langbot_plugin.api.definition.components.runner.runner import Runner
from langbot_plugin.api.definition.components.tool.tool import Tool
from langbot_plugin.api.entities.builtin.provider import message as provider_message
from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.api.entities.builtin.runner import (
    AgentEventContext,
    AgentInput,
    AgentResources,
    AgentRuntimeContext,
    AgentTrigger,
    DeliveryContext,
    RunnerContext,
    RunnerResult,
    ToolResource,
)
from langbot_plugin.api.proxies.execute_context import ExecuteContextProxy
from langbot_plugin.entities.io.actions.enums import PluginToRuntimeAction
from langbot_plugin.entities.io.errors import ActionCallError

from longtermmemory.langbot.command import MemoryCommandComponent
from longtermmemory.langbot.plugin import LongTermMemory
from longtermmemory.langbot.tools import Forget, RecallMemory, Remember
from longtermmemory.memory.identity import Identity
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin
from longtermmemory.tests.langbot.test_listener import LangBotRuntime, query_vars

BOT = "bot-uuid-1"
GROUP = Identity("group", "42", BOT)
# LangBot's session of group 42: made when Alice spoke first, and kept for everyone after her.
SESSION = provider_session.Session(
    launcher_type=provider_session.LauncherTypes.GROUP, launcher_id="42", sender_id="alice", bot_uuid=BOT
)


class GroupChat(LangBotRuntime):
    """LangBot answering for one query of group 42: its variables name `sender`; a runner's tool call is
    handed, as LangBot hands it, to the plugin's tool with the group's shared session and the query's id."""

    def __init__(self, sender: str, name: str, tools: dict[str, Tool] | None = None, gone: bool = False) -> None:
        super().__init__(query_vars("", sender=sender, name=name), BOT)
        self.tools = tools or {}
        self.gone = gone  # LangBot no longer holds the query (it answers "not found")

    async def call_action(
        self, action: Any, data: dict[str, Any], timeout: float | None = 15.0, action_context: Any = None
    ) -> Any:
        if action == PluginToRuntimeAction.CALL_TOOL and data.get("run_id"):
            return {"result": await self.tools[data["tool_name"]].call(data["parameters"], SESSION, 1)}
        if self.gone and action in (PluginToRuntimeAction.GET_QUERY_VARS, PluginToRuntimeAction.GET_QUERY_VAR):
            raise ActionCallError(f"Query with query_id {data['query_id']} not found")
        return await super().call_action(action, data, timeout, action_context)


def as_member(plugin: LongTermMemory, sender: str, name: str, gone: bool = False) -> GroupChat:
    """The next query is this member's: the plugin's runtime answers with its variables."""
    chat = GroupChat(sender, name, gone=gone)
    plugin.plugin_runtime_handler = chat
    return chat


async def command(
    plugin: LongTermMemory, text: str, sender: str, name: str, gone: bool = False, session: provider_session.Session = SESSION
) -> str:
    """`!memory <text>` typed by `sender` (in group 42 unless another session is given), executed as LangBot
    executes it (privilege 1: a member)."""
    component = MemoryCommandComponent()
    component.plugin = plugin
    params = text.split()
    ctx = ExecuteContextProxy(
        query_id=1,
        session=session,
        command_text=f"memory {text}".strip(),
        full_command_text=f"!memory {text}".strip(),
        command="memory",
        crt_command="memory",
        params=params,
        crt_params=params,
        privilege=1,
        plugin_runtime_handler=GroupChat(sender, name, gone=gone),
    )
    return "\n".join([r.text or "" async for r in component._execute(ctx)])


@pytest.fixture
async def plugin(tmp_path: Path, embedder: Embedder) -> AsyncIterator[LongTermMemory]:
    """The plugin as LangBot's runtime serves it, its memory closed after the test."""
    served = await serving_plugin(tmp_path, embedder)
    yield served
    await (await served.memory()).close()


def tools_of(plugin: LongTermMemory) -> dict[str, Tool]:
    tools: dict[str, Tool] = {"remember": Remember(), "recall_memory": RecallMemory(), "forget": Forget()}
    for tool in tools.values():
        tool.plugin = plugin
    return tools


async def test_each_member_is_themselves_though_the_session_keeps_the_first_speaker(plugin: LongTermMemory) -> None:
    memory = await plugin.memory()
    tools = tools_of(plugin)
    as_member(plugin, "alice", "Alice")
    alices = (await tools["remember"].call({"content": "Alice's cat is called Miso"}, SESSION, 1))["result"].split()[2]
    as_member(plugin, "bob", "Bob")
    bobs = (await tools["remember"].call({"content": "Bob rides a red bike"}, SESSION, 2))["result"].split()[2]
    alice_episode, bob_episode = await memory.get(GROUP, alices.rstrip(".")), await memory.get(GROUP, bobs.rstrip("."))
    assert bob_episode is not None and (bob_episode.sender_id, bob_episode.sender_name) == ("bob", "Bob")
    assert alice_episode is not None and (alice_episode.sender_id, alice_episode.sender_name) == ("alice", "Alice")
    alice_id = alice_episode.episode_id

    refused = await tools["forget"].call({"episode_id": alice_id}, SESSION, 3)
    assert refused["result"].startswith("Not allowed"), refused
    assert "speaker: Bob (bob)" in await command(plugin, "", "bob", "Bob")
    assert (await command(plugin, f"forget {alice_id}", "bob", "Bob")).startswith("Not allowed")
    assert (await command(plugin, f"archive {alice_id}", "bob", "Bob")).startswith("Not allowed")
    forgot = await command(plugin, "forget-me", "bob", "Bob")
    assert forgot == "Forgot you: 1 episode(s) and 0 profile(s), in every chat of this bot."
    assert await memory.get(GROUP, alice_id) is not None and await memory.get(GROUP, bob_episode.episode_id) is None
    assert "speaker: Alice (alice)" in await command(plugin, "", "alice", "Alice")


async def test_without_the_querys_sender_a_group_has_no_speaker(plugin: LongTermMemory) -> None:
    """When LangBot no longer knows the query, nothing is done in the group session's first speaker's name;
    a private chat's session names its one person."""
    memory = await plugin.memory()
    tools = tools_of(plugin)
    as_member(plugin, "alice", "Alice")
    alices = (await tools["remember"].call({"content": "Alice's cat is called Miso"}, SESSION, 1))["result"].split()[2]
    as_member(plugin, "bob", "Bob", gone=True)
    refused = await tools["forget"].call({"episode_id": alices.rstrip(".")}, SESSION, 2)
    assert refused["result"].startswith("Not allowed"), refused
    assert "speaker: - (no id)" in await command(plugin, "", "bob", "Bob", gone=True)
    assert (await command(plugin, "forget-me", "bob", "Bob", gone=True)).startswith("error: no speaker is known")
    assert await memory.get(GROUP, alices.rstrip(".")) is not None

    private = provider_session.Session(
        launcher_type=provider_session.LauncherTypes.PERSON, launcher_id="carol", sender_id="carol", bot_uuid=BOT
    )
    assert "speaker: - (carol)" in await command(plugin, "", "carol", "Carol", gone=True, session=private)


class RecallingAgent(Runner):
    """An agent's tool step as a LangBot runner takes it: call `recall_memory`, answer with what came back."""

    async def run(self, ctx: RunnerContext) -> AsyncGenerator[RunnerResult, None]:
        found = await ctx.api.call_tool("recall_memory", {"query": ctx.input.to_text()})
        answer = provider_message.Message(role="assistant", content=json.dumps(found, ensure_ascii=False))
        yield RunnerResult.run_completed(ctx.run_id, message=answer)


async def test_a_tool_result_reaches_the_agent_through_the_sdks_runner(plugin: LongTermMemory) -> None:
    """The SDK wraps a runner's tool call and validates its result (`ToolCallCompletedPayload`): text fails it."""
    tools = tools_of(plugin)
    as_member(plugin, "alice", "Alice")
    await tools["remember"].call({"content": "Alice's cat is called Miso"}, SESSION, 1)
    langbot = GroupChat("bob", "Bob", tools)
    plugin.plugin_runtime_handler = langbot
    agent = RecallingAgent()
    agent.bind_runtime(plugin_runtime_handler=langbot)
    ctx = RunnerContext(
        run_id="run-1",
        trigger=AgentTrigger(type="message.received"),
        event=AgentEventContext(event_id="event-1", event_type="message.received", source="platform"),
        input=AgentInput(text="what is Alice's cat called?"),
        delivery=DeliveryContext(surface="platform"),
        resources=AgentResources(tools=[ToolResource(tool_name="recall_memory")]),
        runtime=AgentRuntimeContext(),
    )
    results = [result async for result in agent.invoke(ctx)]
    completed = next(r.data for r in results if r.type == "tool.call.completed")
    assert completed["error"] is None
    assert completed["result"]["episodes"][0]["content"] == "Alice's cat is called Miso"
    final = results[-1]
    assert final.type == "run.completed" and "Miso" in json.dumps(final.data, ensure_ascii=False)
