"""The LangBot-shaped plugin API: plugins, events, event context, tools and commands."""

from __future__ import annotations

import time
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ..memory.identity import Identity

if TYPE_CHECKING:
    from .host import PluginHost

Message = dict[str, Any]


@dataclass
class Query:
    """One incoming turn: who says what, where, and when."""

    identity: Identity
    message: str
    now: float = field(default_factory=time.time)
    variables: dict[str, Any] = field(default_factory=dict)


@dataclass
class Event:
    """Base of every event; carries the query it belongs to."""

    query: Query


@dataclass
class MessageReceived(Event):
    """A chat message (not a command) arrived, before the prompt is built."""


@dataclass
class PromptPreProcessing(Event):
    """The prompt is being built; handlers may append system messages to `default_prompt`."""

    default_prompt: list[Message] = field(default_factory=list)
    prompt: list[Message] = field(default_factory=list)


@dataclass
class TurnCompleted(Event):
    """A reply was sent; `transcript` holds the turn's user and assistant messages only."""

    transcript: list[Message] = field(default_factory=list)


class EventContext:
    """What a handler sees: the event, query variables, and ways to reply or stop the default."""

    def __init__(self, event: Event, host: PluginHost) -> None:
        self.event = event
        self.host = host
        self.replies: list[str] = []
        self.default_prevented = False

    @property
    def query(self) -> Query:
        return self.event.query

    def get_query_var(self, key: str, default: Any = None) -> Any:
        return self.event.query.variables.get(key, default)

    def set_query_var(self, key: str, value: Any) -> None:
        self.event.query.variables[key] = value

    def reply(self, text: str) -> None:
        self.replies.append(text)

    def prevent_default(self) -> None:
        """Skip the host's default action (the LLM call for a message)."""
        self.default_prevented = True


E = TypeVar("E", bound=Event)
Handler = Callable[[EventContext], Awaitable[None]]


class EventListener:
    """Holds handlers registered per event type, in registration order."""

    def __init__(self) -> None:
        self.handlers: defaultdict[type[Event], list[Handler]] = defaultdict(list)

    def handler(self, event_type: type[E]) -> Callable[[Handler], Handler]:
        def register(func: Handler) -> Handler:
            self.handlers[event_type].append(func)
            return func

        return register


class Tool:
    """A function offered to the LLM: a name, a description, a JSON schema and an async call."""

    name: ClassVar[str]
    description: ClassVar[str]
    parameters: ClassVar[dict[str, Any]]

    async def call(self, query: Query, args: dict[str, Any]) -> str:
        raise NotImplementedError

    def spec(self) -> dict[str, Any]:
        """The OpenAI function-calling description of this tool."""
        return {
            "type": "function",
            "function": {"name": self.name, "description": self.description, "parameters": self.parameters},
        }


Progress = Callable[[int, int], None]  # (done, total)


@dataclass
class CommandRequest:
    """A command invocation: the query, its arguments after the command name, an attached file,
    and where a long command reports how far it is (a terminal's stderr; None elsewhere)."""

    query: Query
    args: list[str]
    attachment: bytes | None = None
    progress: Progress | None = None


@dataclass
class CommandReply:
    """What a command answers: text, and optionally a file to attach (name, content)."""

    text: str
    file: tuple[str, bytes] | None = None
    personal: bool = False


SubcommandHandler = Callable[[CommandRequest, list[str]], Awaitable[CommandReply]]


@dataclass(frozen=True)
class Subcommand:
    """One `!name sub ...` form: its usage and help, and the handler that gets the arguments after it."""

    name: str
    usage: str
    help: str
    handler: SubcommandHandler


class Command:
    """A chat command (`!name ...`); its subcommands are registered on the command object."""

    name: ClassVar[str]
    help: ClassVar[str]

    def __init__(self) -> None:
        self.subcommands: dict[str, Subcommand] = {}

    def subcommand(self, name: str, usage: str = "", help: str = "") -> Callable[[SubcommandHandler], SubcommandHandler]:
        """Register a handler for `!<command> <name> ...` (a decorator, as in the LangBot SDK)."""

        def register(handler: SubcommandHandler) -> SubcommandHandler:
            self.subcommands[name] = Subcommand(name, usage, help, handler)
            return handler

        return register

    async def execute(self, request: CommandRequest) -> CommandReply:
        raise NotImplementedError


@dataclass
class PageReply:
    """What a page's backend answers: JSON-ready data, or a one-line error."""

    data: Any = None
    error: str | None = None


class Page:
    """The backend of a web page (the Memory Console): an endpoint and a JSON body in, a `PageReply` out.

    LangBot's Page component and the standalone console's HTTP server both hand their calls to it.
    """

    name: ClassVar[str]

    async def handle(self, endpoint: str, body: Any) -> PageReply:
        raise NotImplementedError


class BasePlugin:
    """A plugin: set up in `initialize`, torn down in `shutdown`, exposing its components."""

    name: ClassVar[str] = "plugin"

    def __init__(self) -> None:
        self.listener = EventListener()
        self.tools: list[Tool] = []
        self.commands: list[Command] = []
        self.pages: list[Page] = []

    async def initialize(self, host: PluginHost) -> None:
        """Called once by the host before any event."""

    async def shutdown(self) -> None:
        """Called once when the host stops."""
