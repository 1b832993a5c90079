"""The plugin host: loads plugins in order, dispatches events, runs commands, tools and turns."""

from __future__ import annotations

import gc
import logging
from dataclasses import dataclass, field
from typing import Any

from ..memory.config import LTMConfig
from ..memory.errors import LLMError, LTMError
from ..memory.text import cap_length
from .agent import run_agent
from .api import (
    BasePlugin,
    Command,
    CommandReply,
    CommandRequest,
    Event,
    EventContext,
    Message,
    MessageReceived,
    Page,
    Progress,
    PromptPreProcessing,
    Query,
    Tool,
    TurnCompleted,
)
from .background import BackgroundWork
from .history import ChatHistory
from .llm import LLMClient
from .logs import log_failure

log = logging.getLogger("ltm.host")

SYSTEM_PROMPT = "You are a helpful assistant in a group chat. Answer briefly and kindly."
COMMAND_PREFIX = "!"
MAX_TURN_CHARS = 8000  # of one chat message: what is read, recalled against and kept in the working history


@dataclass
class TurnResult:
    """What one message produced: the reply, and for chat turns the prompt and query variables."""

    reply: str
    prompt: list[Message] = field(default_factory=list)
    query_vars: dict[str, Any] = field(default_factory=dict)
    is_command: bool = False
    file: tuple[str, bytes] | None = None
    personal: bool = False


def failure_reply(exc: Exception) -> str:
    """What a user is told when their message could not be handled: one short line (its traceback is logged at DEBUG)."""
    log_failure(log, "a message", exc, logging.INFO)  # the user has the line; a terminal shows no second one
    if isinstance(exc, LTMError):
        return exc.reply()
    return f"error: that failed ({type(exc).__name__}); LTM_LOG_LEVEL=DEBUG logs why"


def freeze_startup_objects() -> None:
    """Keep the cyclic GC away from what start-up built (modules, the model, Chroma).

    A full collection walks every tracked object: about 470,000 once torch and Chroma are
    loaded, which holds up the event loop for some 300 ms at a random turn.
    """
    gc.collect()
    gc.freeze()


class PluginHost:
    """Runs plugins in load order; a later plugin sees what an earlier one set."""

    def __init__(self, config: LTMConfig, plugins: list[BasePlugin]) -> None:
        self.config = config
        self.plugins = plugins
        self.history = ChatHistory(config.history_max_messages, config.history_ttl_minutes * 60)
        self.llm: LLMClient | None = None
        if config.llm_configured:
            self.llm = LLMClient(config.llm_base_url, config.llm_model, config.llm_api_key_env, config.llm_timeout_seconds)
        self.tools: dict[str, Tool] = {}
        self.commands: dict[str, Command] = {}
        self.pages: dict[str, Page] = {}
        self._background = BackgroundWork()
        self.progress: Progress | None = None  # set by a host that shows long commands' progress

    async def start(self) -> None:
        for plugin in self.plugins:
            await plugin.initialize(self)
            for tool in plugin.tools:
                if tool.name in self.tools:
                    raise ValueError(f"tool {tool.name!r} is provided by two plugins")
                self.tools[tool.name] = tool
            for command in plugin.commands:
                if command.name in self.commands:
                    raise ValueError(f"command {command.name!r} is provided by two plugins")
                self.commands[command.name] = command
            for page in plugin.pages:
                self.pages[page.name] = page

    async def stop(self) -> None:
        await self.drain()
        for plugin in reversed(self.plugins):
            await plugin.shutdown()
        if self.llm is not None:
            await self.llm.aclose()

    async def drain(self) -> None:
        """Wait for background work (post-turn hooks) to finish."""
        await self._background.drain()

    def cancel_background(self) -> None:
        """Stop background work instead of waiting for it (the process is interrupted)."""
        self._background.cancel()

    async def emit(self, event: Event) -> EventContext:
        ctx = EventContext(event, self)
        for plugin in self.plugins:
            for handler in plugin.listener.handlers.get(type(event), []):
                await handler(ctx)
        return ctx

    def command_for(self, text: str) -> tuple[Command, list[str]] | None:
        """The command a message invokes (`!memory list 2`), with its arguments."""
        if not text.startswith(COMMAND_PREFIX):
            return None
        words = text[len(COMMAND_PREFIX) :].split()
        if not words or words[0].casefold() not in self.commands:
            return None
        return self.commands[words[0].casefold()], words[1:]

    async def run_command(self, query: Query, attachment: bytes | None = None) -> CommandReply:
        found = self.command_for(query.message)
        if found is None:
            return CommandReply("Unknown command.")
        command, args = found
        return await command.execute(CommandRequest(query, args, attachment, self.progress))

    async def call_tool(self, query: Query, name: str, args: dict[str, Any]) -> str:
        """Run a tool as the agent would; errors come back as text for the model."""
        tool = self.tools.get(name)
        if tool is None:
            return f"error: unknown tool {name!r}; available: {', '.join(sorted(self.tools))}"
        if not isinstance(args, dict):
            return "error: tool arguments must be a JSON object"
        try:
            return await tool.call(query, args)
        except Exception as exc:
            log_failure(log, f"the tool {name}", exc)
            return f"error: the tool {name} failed; nothing was changed by this call"

    async def handle_message(self, query: Query, attachment: bytes | None = None) -> TurnResult:
        if self.command_for(query.message) is not None:
            reply = await self.run_command(query, attachment)
            return TurnResult(reply.text, is_command=True, file=reply.file, personal=reply.personal)
        return await self._chat_turn(query)

    async def _chat_turn(self, query: Query) -> TurnResult:
        # One message of any size is read, remembered and kept in the working history up to a cap.
        query.message = cap_length(query.message, MAX_TURN_CHARS)
        session_key = query.identity.session_key
        received = await self.emit(MessageReceived(query))
        history = self.history.recent(session_key, query.now)
        pre = PromptPreProcessing(query, default_prompt=[{"role": "system", "content": SYSTEM_PROMPT}], prompt=history)
        prepared = await self.emit(pre)
        user_message = {"role": "user", "content": query.identity.speaker_line(query.message)}
        messages = [*pre.default_prompt, *pre.prompt, user_message]
        replies = [*received.replies, *prepared.replies]
        if not received.default_prevented:
            replies.append(await self._answer(query, messages))
        reply = "\n".join(r for r in replies if r)
        self.history.append(session_key, query.now, user_message, {"role": "assistant", "content": reply})
        transcript = [user_message, {"role": "assistant", "content": reply}]
        self._background.start(self.emit(TurnCompleted(query, transcript=transcript)))
        return TurnResult(reply, prompt=messages, query_vars=dict(query.variables))

    async def _answer(self, query: Query, messages: list[Message]) -> str:
        if self.llm is None:
            return (
                f"(no LLM configured) I would send the model {len(messages)} messages; "
                "the memory injected for this turn is in the system prompt."
            )
        specs = [tool.spec() for tool in self.tools.values()]

        async def run_tool(name: str, args: dict[str, Any]) -> str:
            return await self.call_tool(query, name, args)

        try:
            answer = await run_agent(self.llm, messages, specs, run_tool, self.config.llm_max_tool_rounds)
        except LLMError as exc:
            log.warning("llm turn failed: %s", exc)
            return f"Sorry, I can't answer right now: {exc}."
        return answer or "Sorry, I have no answer to that."
