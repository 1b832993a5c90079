"""The plugin API of the host: event order, query variables, tool and command registration."""

import time
from typing import Any, ClassVar

import pytest

from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.api import (
    BasePlugin,
    Command,
    CommandReply,
    CommandRequest,
    EventContext,
    PromptPreProcessing,
    Query,
    Tool,
)
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config


class Recorder(BasePlugin):
    def __init__(self, label: str, seen: list[str]) -> None:
        super().__init__()
        self.label = label

        @self.listener.handler(PromptPreProcessing)
        async def on_prompt(ctx: EventContext) -> None:
            seen.append(f"{label}:{ctx.get_query_var('order', [])}")
            ctx.set_query_var("order", [*ctx.get_query_var("order", []), label])
            event = ctx.event
            assert isinstance(event, PromptPreProcessing)
            event.default_prompt.append({"role": "system", "content": f"from {label}"})


class EchoTool(Tool):
    name = "echo"
    description = "echo"
    parameters: ClassVar[dict[str, Any]] = {"type": "object", "properties": {"text": {"type": "string"}}}

    async def call(self, query: Query, args: dict[str, Any]) -> str:
        return f"{query.identity.sender_id}:{args['text']}"


class BrokenTool(EchoTool):
    name = "broken"

    async def call(self, query: Query, args: dict[str, Any]) -> str:
        raise RuntimeError("boom")


class PingCommand(Command):
    name = "ping"
    help = "ping"

    async def execute(self, request: CommandRequest) -> CommandReply:
        return CommandReply("pong " + " ".join(request.args))


def query(text: str) -> Query:
    return Query(Identity("group", "1", "b", "u1", "Alice"), text)


async def test_events_go_through_plugins_in_load_order() -> None:
    seen: list[str] = []
    host = PluginHost(load_config(environ={}), [Recorder("first", seen), Recorder("second", seen)])
    await host.start()
    result = await host.handle_message(query("hello"))
    assert seen == ["first:[]", "second:['first']"]
    assert result.query_vars["order"] == ["first", "second"]
    assert [m["content"] for m in result.prompt[1:3]] == ["from first", "from second"]
    assert result.prompt[-1] == {"role": "user", "content": "Alice: hello"}
    await host.stop()


async def test_tools_and_commands_are_registered_and_dispatched() -> None:
    plugin = BasePlugin()
    plugin.tools = [EchoTool(), BrokenTool()]
    plugin.commands = [PingCommand()]
    host = PluginHost(load_config(environ={}), [plugin])
    await host.start()
    assert await host.call_tool(query(""), "echo", {"text": "hi"}) == "u1:hi"
    assert "unknown tool" in await host.call_tool(query(""), "nope", {})
    assert "failed" in await host.call_tool(query(""), "broken", {})
    assert host.tools["echo"].spec()["function"]["name"] == "echo"
    result = await host.handle_message(query("!ping a b"))
    assert result.is_command and result.reply == "pong a b"
    not_command = await host.handle_message(query("!unknown thing"))
    assert not not_command.is_command
    await host.stop()


async def test_two_plugins_cannot_register_the_same_tool() -> None:
    first, second = BasePlugin(), BasePlugin()
    first.tools, second.tools = [EchoTool()], [EchoTool()]
    host = PluginHost(load_config(environ={}), [first, second])
    with pytest.raises(ValueError, match="echo"):
        await host.start()


async def test_history_keeps_only_user_and_assistant_messages() -> None:
    host = PluginHost(load_config(environ={}), [Recorder("p", [])])
    await host.start()
    await host.handle_message(query("one"))
    second = await host.handle_message(query("two"))
    roles = [m["role"] for m in second.prompt]
    assert roles == ["system", "system", "user", "assistant", "user"]
    stored = host.history.recent("b:group_1", time.time())
    assert [m["role"] for m in stored] == ["user", "assistant", "user", "assistant"]
    assert all("from p" not in m["content"] for m in stored)
    await host.stop()
