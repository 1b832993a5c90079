"""The LangBot listener through the SDK's own classes: events, the event-context proxy and a runtime
handler that answers the actions a LangBot would (query variables, bot uuid, replies)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from langbot_plugin.api.entities import events
from langbot_plugin.api.entities.builtin.platform import entities as platform_entities
from langbot_plugin.api.entities.builtin.platform import events as platform_events
from langbot_plugin.api.entities.builtin.platform import message as platform_message
from langbot_plugin.api.entities.builtin.provider import message as provider_message
from langbot_plugin.api.entities.builtin.provider import session as provider_session
from langbot_plugin.api.proxies.event_context import EventContextProxy
from langbot_plugin.api.proxies.invocation import bind_invocation
from langbot_plugin.entities.io.actions.enums import PluginToRuntimeAction
from langbot_plugin.entities.io.errors import ActionCallError
from langbot_plugin.runtime.io.handler import Handler

from longtermmemory.langbot.listener import MemoryListener
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin


class LangBotRuntime(Handler):
    """Answers the plugin's actions as LangBot's runtime does, from one query's variables."""

    def __init__(self, query_vars: dict[str, Any], bot_uuid: str, model_answers: list[str] | None = None) -> None:
        # no connection: nothing leaves the process
        self.query_vars, self.bot_uuid = query_vars, bot_uuid
        self.replies: list[str] = []
        self.model_answers = list(model_answers or [])
        self.model_calls: list[dict[str, Any]] = []

    async def call_action(
        self, action: Any, data: dict[str, Any], timeout: float | None = 15.0, action_context: Any = None
    ) -> Any:
        if action == PluginToRuntimeAction.GET_QUERY_VAR:
            return {"value": self.query_vars.get(data["key"])}
        if action == PluginToRuntimeAction.GET_QUERY_VARS:
            return {"vars": dict(self.query_vars)}
        if action == PluginToRuntimeAction.SET_QUERY_VAR:
            self.query_vars[data["key"]] = data["value"]
            return {}
        if action == PluginToRuntimeAction.GET_BOT_UUID:
            return {"bot_uuid": self.bot_uuid}
        if action == PluginToRuntimeAction.INVOKE_LLM:
            self.model_calls.append(data)
            if not self.model_answers:
                raise ActionCallError("model not found")
            return {"message": {"role": "assistant", "content": self.model_answers.pop(0)}}
        if action == PluginToRuntimeAction.REPLY_MESSAGE:
            chain = platform_message.MessageChain.model_validate(data["message_chain"])
            self.replies.append(str(chain))
            return {}
        raise AssertionError(f"unexpected action {action}")


def query_vars(text: str, group: str = "42", sender: str = "7", name: str = "Ann") -> dict[str, Any]:
    return {
        "launcher_type": "group",
        "launcher_id": group,
        "sender_id": sender,
        "sender_name": name,
        "user_message_text": text,
        "session_id": f"group_{group}",
    }


def group_message(text: str, group: str = "42", sender: str = "7") -> events.GroupNormalMessageReceived:
    member = platform_entities.GroupMember(
        id=sender,
        member_name="Ann",
        permission=platform_entities.Permission.Member,
        group=platform_entities.Group(id=group, name="Book club", permission=platform_entities.Permission.Member),
    )
    chain = platform_message.MessageChain([platform_message.Plain(text=text)])
    return events.GroupNormalMessageReceived(
        launcher_type="group",
        launcher_id=group,
        sender_id=sender,
        text_message=text,
        message_chain=chain,
        message_event=platform_events.GroupMessage(sender=member, message_chain=chain),
    )


async def listener_for(tmp_path: Path, embedder: Embedder, runtime: Handler | None = None) -> MemoryListener:
    """The listener of a serving plugin; with a runtime, the plugin's form chooses a LangBot model."""
    plugin = await serving_plugin(tmp_path / "data", embedder, runtime, langbot_model="model-uuid-1" if runtime else "")
    listener = MemoryListener()
    listener.plugin = plugin
    return listener


async def emit(listener: MemoryListener, event: Any, runtime: LangBotRuntime) -> EventContextProxy:
    """Run the handlers inside one invocation, as the SDK does: a model call from work left running after
    the event ends is refused ("Plugin invocation has ended")."""
    ctx = EventContextProxy(query_id=1, event_name=event.event_name, event=event, plugin_runtime_handler=runtime)
    with bind_invocation(getattr(listener.plugin, "plugin_runtime_handler", runtime)):
        for handler in listener.registered_handlers[type(event)]:
            await handler(ctx)
    return ctx


async def test_remember_then_the_memory_is_injected_and_published(tmp_path: Path, embedder: Embedder) -> None:
    listener = await listener_for(tmp_path, embedder)
    try:
        said = LangBotRuntime(query_vars("remember that the book club meets on Tuesday"), "bot-uuid-1")
        await emit(listener, group_message("remember that the book club meets on Tuesday"), said)
        assert said.replies and said.replies[0].startswith("Noted: ")

        asked = LangBotRuntime(query_vars("when does the book club meet?"), "bot-uuid-1")
        prompt = events.PromptPreProcessing(
            session_name="group_42",
            default_prompt=[provider_message.Message(role="system", content="You are a helpful bot.")],
            prompt=[],
        )
        await emit(listener, prompt, asked)
        block = prompt.default_prompt[-1]
        assert block.role == "system" and "the book club meets on Tuesday" in str(block.content)
        assert '<current_speaker id="7" name="Ann">' in str(block.content)
        context = asked.query_vars["_ltm_context"]
        assert context["format"] == "raw" and context["block"] == block.content
        assert context["episodes"] == [{"content": "the book club meets on Tuesday"}]

        other_bot = LangBotRuntime(query_vars("when does the book club meet?"), "bot-uuid-2")
        elsewhere = events.PromptPreProcessing(session_name="group_42", default_prompt=[], prompt=[])
        await emit(listener, elsewhere, other_bot)
        assert "Tuesday" not in str(elsewhere.default_prompt[-1].content)  # another bot's chat 42 is another chat
    finally:
        await (await listener.owner.memory()).close()


async def test_a_secret_asked_to_be_remembered_is_refused_in_the_chat(tmp_path: Path, embedder: Embedder) -> None:
    listener = await listener_for(tmp_path, embedder)
    try:
        runtime = LangBotRuntime(query_vars("remember that my password is sunshine"), "bot-uuid-1")
        await emit(listener, group_message("remember that my password is sunshine"), runtime)
        assert runtime.replies == ["Not stored: that looks like a secret (password). Secrets are never kept in memory."]
    finally:
        await (await listener.owner.memory()).close()


def responded(reply: str, group: str = "42", sender: str = "7") -> events.NormalMessageResponded:
    session = provider_session.Session(launcher_type=provider_session.LauncherTypes.GROUP, launcher_id=group, sender_id=sender)
    return events.NormalMessageResponded(
        launcher_type="group",
        launcher_id=group,
        sender_id=sender,
        session=session,
        prefix="",
        response_text=reply,
        finish_reason="stop",
        funcs_called=[],
    )


def extracted(*items: dict[str, Any]) -> str:
    return "```json\n" + json.dumps({"memories": list(items)}) + "\n```"


async def test_after_a_reply_the_configured_langbot_model_extracts_the_turn(tmp_path: Path, embedder: Embedder) -> None:
    kyoto = {
        "content": "Ann is moving to Kyoto in April",
        "kind": "plan",
        "importance": 4,
        "source": "user_stated",
        "evidence": "moving to Kyoto in April",
    }
    yacht = {"content": "Ann owns a yacht", "source": "user_stated", "evidence": "I own a yacht"}
    runtime = LangBotRuntime(query_vars("I'm moving to Kyoto in April"), "bot-uuid-1", [extracted(kyoto, yacht)])
    listener = await listener_for(tmp_path, embedder, runtime)
    try:
        await emit(listener, responded("Enjoy Kyoto!"), runtime)
        [call] = runtime.model_calls
        assert call["llm_model_uuid"] == "model-uuid-1"
        prompt = call["messages"][0]["content"]
        assert "[user] Ann: I'm moving to Kyoto in April" in prompt and "[assistant] Enjoy Kyoto!" in prompt

        asked = LangBotRuntime(query_vars("where is Ann moving?"), "bot-uuid-1")
        prompt_event = events.PromptPreProcessing(session_name="group_42", default_prompt=[], prompt=[])
        await emit(listener, prompt_event, asked)
        episodes = asked.query_vars["_ltm_context"]["episodes"]
        assert episodes == [{"content": "Ann is moving to Kyoto in April"}]  # the yacht had no evidence in the turn
    finally:
        await (await listener.owner.memory()).close()


async def test_without_a_model_or_when_the_model_fails_nothing_is_extracted_and_the_reply_goes_on(
    tmp_path: Path, embedder: Embedder
) -> None:
    quiet = await listener_for(tmp_path / "none", embedder)
    failing = LangBotRuntime(query_vars("I'm moving to Kyoto in April"), "bot-uuid-1", model_answers=[])
    broken = await listener_for(tmp_path / "broken", embedder, failing)
    try:
        unasked = LangBotRuntime(query_vars("I'm moving to Kyoto in April"), "bot-uuid-1")
        ctx = await emit(quiet, responded("Enjoy Kyoto!"), unasked)
        assert unasked.model_calls == [] and not ctx.is_prevented_default()

        await emit(broken, responded("Enjoy Kyoto!"), failing)
        assert len(failing.model_calls) == 1  # LangBot answered "model not found": logged, nothing stored
        asked = LangBotRuntime(query_vars("where is Ann moving?"), "bot-uuid-1")
        await emit(broken, events.PromptPreProcessing(session_name="group_42", default_prompt=[], prompt=[]), asked)
        assert asked.query_vars["_ltm_context"]["episodes"] == []
    finally:
        await (await quiet.owner.memory()).close()
        await (await broken.owner.memory()).close()


async def test_a_members_profile_fact_reaches_another_members_question_about_the_group(
    tmp_path: Path, embedder: Embedder
) -> None:
    listener = await listener_for(tmp_path, embedder)
    try:
        said = LangBotRuntime(query_vars("remember that I'm allergic to peanuts"), "bot-uuid-1")
        await emit(listener, group_message("remember that I'm allergic to peanuts"), said)
        assert said.replies and said.replies[0].startswith("Updated your profile")

        question = "Is anyone here allergic to anything?"
        asked = LangBotRuntime(query_vars(question, sender="8", name="Bob"), "bot-uuid-1")
        prompt = events.PromptPreProcessing(session_name="group_42", default_prompt=[], prompt=[])
        await emit(listener, prompt, asked)
        assert '<fact member="Ann" id="7" field="preferences">I&#39;m allergic to peanuts</fact>' in str(
            prompt.default_prompt[-1].content
        )
        assert asked.query_vars["_ltm_context"]["member_facts"] == [
            {"member": {"id": "7", "name": "Ann"}, "field": "preferences", "fact": "I'm allergic to peanuts"}
        ]
    finally:
        await (await listener.owner.memory()).close()
