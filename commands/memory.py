"""`!memory` and its subcommands; adapter-independent (text in, text or a file out)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from commands import formatting as fmt
from commands.transfer import ImportError_, export_episodes, export_profiles, parse_import
from components.tools.recall_memory import parse_time
from memory.models import EPISODE_STATUSES, EpisodeStatus
from memory.permissions import may_manage_episode, may_run_bulk
from runtime.api import Command, CommandReply, CommandRequest
from storage.episodes import EpisodeFilter
from storage.profiles import SESSION_OWNER

if TYPE_CHECKING:
    from main import LongTermMemoryPlugin
    from storage.service import MemoryService

MAX_ARGUMENT_CHARS = 2000
IMPORT_BATCH = 256
Handler = Callable[["MemoryCommand", CommandRequest, list[str]], Awaitable[CommandReply]]


class UsageError(ValueError):
    """The arguments do not fit the subcommand."""


@dataclass(frozen=True)
class Subcommand:
    name: str
    usage: str
    help: str
    handler: Handler


SUBCOMMANDS: dict[str, Subcommand] = {}


def subcommand(name: str, usage: str, help_text: str) -> Callable[[Handler], Handler]:
    def register(handler: Handler) -> Handler:
        SUBCOMMANDS[name] = Subcommand(name, usage, help_text, handler)
        return handler

    return register


def usage_text() -> str:
    lines = ["Usage:", "!memory  status of this conversation's memory"]
    lines += [f"!memory {s.name}{' ' + s.usage if s.usage else ''}  {s.help}" for s in SUBCOMMANDS.values()]
    return "\n".join(lines)


def parse_page(args: list[str]) -> int:
    if len(args) > 1:
        raise UsageError("too many arguments")
    if not args:
        return 1
    if not args[0].isdigit() or not 1 <= int(args[0]) <= 1_000_000:
        raise UsageError(f"page must be a whole number from 1, not {fmt.preview(args[0], 20)!r}")
    return int(args[0])


def one_id(args: list[str]) -> str:
    if len(args) != 1:
        raise UsageError("give exactly one episode id")
    return args[0][:100]


class MemoryCommand(Command):
    """Routes `!memory <subcommand> ...` to its handler; bad input gets usage, never an exception."""

    name = "memory"
    help = "Inspect and correct what the bot remembers in this conversation."

    def __init__(self, plugin: LongTermMemoryPlugin) -> None:
        self.plugin = plugin

    async def execute(self, request: CommandRequest) -> CommandReply:
        if sum(len(a) for a in request.args) > MAX_ARGUMENT_CHARS:
            return CommandReply(f"Arguments too long (at most {MAX_ARGUMENT_CHARS} characters).")
        if not request.args:
            return await self.status(request)
        name = request.args[0].casefold()
        sub = SUBCOMMANDS.get(name)
        if sub is None:
            return CommandReply(f"Unknown subcommand {fmt.preview(request.args[0], 30)!r}.\n{usage_text()}")
        try:
            return await sub.handler(self, request, request.args[1:])
        except UsageError as exc:
            return CommandReply(f"{exc}. Usage: !memory {sub.name} {sub.usage}".rstrip())

    @property
    def memory(self) -> MemoryService:
        return self.plugin.memory

    async def status(self, request: CommandRequest) -> CommandReply:
        identity = request.query.identity
        config = self.plugin.config
        counts = await self.memory.counts(identity)
        profiles = await self.memory.profiles.all_in_session(identity.session_key)
        speakers = sum(1 for owner in profiles if owner != SESSION_OWNER)
        backend = (
            f"Chroma embedded ({config.data_dir / 'chroma'})"
            if config.chroma_mode == "embedded"
            else f"Chroma server {config.chroma_host}:{config.chroma_port}"
        )
        lines = [
            f"Memory of {identity.session_name}",
            f"isolation: {config.isolation} · scope: {self.memory.scope_of(identity)} · session: {identity.session_key}",
            f"speaker: {identity.sender_name or '-'} ({identity.sender_id or 'no id'})",
            "episodes: " + ", ".join(f"{s} {counts.get(s, 0)}" for s in EPISODE_STATUSES),
            f"profiles: session {'yes' if SESSION_OWNER in profiles else 'no'}, speakers {speakers}",
            f"embedding model: {config.embedding_model} · store: {backend} + SQLite",
            "Try: !memory help · list · search <query> · profile · export",
        ]
        return CommandReply("\n".join(lines))

    @subcommand("help", "", "this help")
    async def help_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return CommandReply(usage_text())

    @subcommand("profile", "", "this chat's profile and yours")
    async def profile(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        session, speaker = await self.memory.profiles.get_pair(identity.session_key, identity.sender_id)
        title = f"Your profile ({identity.sender_name or identity.sender_id})" if identity.sender_id else "Your profile"
        text = fmt.profile_text("Chat profile", session) + "\n" + fmt.profile_text(title, speaker)
        return CommandReply(text, personal=True)

    async def _page(self, request: CommandRequest, args: list[str], status: EpisodeStatus, title: str) -> CommandReply:
        page = parse_page(args)
        episodes, total = await self.memory.page(request.query.identity, EpisodeFilter(statuses=(status,)), page, fmt.PER_PAGE)
        pages = fmt.page_count(total)
        if total == 0:
            return CommandReply(f"No {title} episodes in this conversation.")
        if page > pages:
            return CommandReply(
                f"Page {page} is out of range: there {'is' if pages == 1 else 'are'} {pages} page{'s' * (pages > 1)}."
            )
        lines = [f"{title.capitalize()} episodes, page {page}/{pages} ({total} in all), newest first:"]
        lines += [fmt.episode_line(e) for e in episodes]
        return CommandReply("\n".join(lines))

    @subcommand("list", "[page]", "active episodes, newest first, 10 a page")
    async def list_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._page(request, args, "active", "active")

    @subcommand("superseded", "[page]", "episodes replaced by newer ones")
    async def superseded(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._page(request, args, "superseded", "superseded")

    @subcommand("archived", "[page]", "episodes taken out of recall")
    async def archived(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._page(request, args, "archived", "archived")

    @subcommand("show", "<id>", "one episode in full")
    async def show(self, request: CommandRequest, args: list[str]) -> CommandReply:
        episode_id = one_id(args)
        episode = await self.memory.get(request.query.identity, episode_id)
        if episode is None:
            return CommandReply(f"No episode {fmt.preview(episode_id, 40)!r} in this conversation's memory.")
        return CommandReply(fmt.episode_detail(episode))

    @subcommand("search", "<query>", "ranked episodes with scores")
    async def search(self, request: CommandRequest, args: list[str]) -> CommandReply:
        text = " ".join(args).strip()
        if not text:
            raise UsageError("the search query is empty")
        query = request.query
        found = await self.memory.recall(query.identity, text, fmt.PER_PAGE, query.now, touch=False)
        if not found:
            return CommandReply("Nothing found in this conversation's memory.")
        lines = [f"Results for {fmt.preview(text, 60)!r}:"]
        lines += [f"{s.score:.3f}  {fmt.episode_line(s.episode)}" for s in found]
        return CommandReply("\n".join(lines))

    async def _manage(self, request: CommandRequest, args: list[str], status: EpisodeStatus, verb: str) -> CommandReply:
        identity = request.query.identity
        episode_id = one_id(args)
        episode = await self.memory.get(identity, episode_id)
        if episode is None:
            return CommandReply(f"No episode {fmt.preview(episode_id, 40)!r} in this conversation's memory.")
        allowed = (
            may_run_bulk(identity)
            if status == "active"
            else may_manage_episode(identity, episode.sender_id, self.plugin.config.speaker_may_manage_own)
        )
        if not allowed:
            who = "admins" if status == "active" else "admins or the speaker it belongs to"
            return CommandReply(f"Not allowed: only {who} can {verb} {episode_id}.")
        if episode.status == status:
            return CommandReply(f"{episode_id} is already {status}.")
        await self.memory.set_status(identity, episode_id, status, request.query.now)
        return CommandReply(
            f"{verb.capitalize()}d {episode_id}." if verb.endswith("e") else f"{verb.capitalize()}ed {episode_id}."
        )

    @subcommand("archive", "<id>", "take an episode out of recall")
    async def archive(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._manage(request, args, "archived", "archive")

    @subcommand("restore", "<id>", "put an archived or superseded episode back into recall")
    async def restore(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._manage(request, args, "active", "restore")

    @subcommand("forget", "<id>", "delete one episode")
    async def forget(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return CommandReply(await self.plugin.forget_episode(request.query, one_id(args)))

    @subcommand("delete", "--speaker ID | --tag T | --before DATE | --status S [--yes]", "bulk delete by filter")
    async def delete(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        if not may_run_bulk(identity):
            return CommandReply("Not allowed: only admins can bulk delete in a group chat.")
        where, confirmed = parse_delete_filter(args)
        episodes = await self.memory.all_episodes(identity, where)
        if not episodes:
            return CommandReply("No episodes match that filter.")
        if not confirmed:
            return CommandReply(f"{len(episodes)} episode(s) match. Add --yes to delete them.")
        deleted = await self.memory.forget(identity, [e.episode_id for e in episodes], request.query.now, "bulk delete")
        return CommandReply(f"Deleted {deleted} episode(s).")

    @subcommand("audit", "[page]", "who changed what in this conversation's memory")
    async def audit(self, request: CommandRequest, args: list[str]) -> CommandReply:
        page = parse_page(args)
        identity = request.query.identity
        keys = list(dict.fromkeys([self.memory.scope_of(identity), identity.session_key]))
        entries, total = await self.memory.audit.page(keys, fmt.PER_PAGE, (page - 1) * fmt.PER_PAGE)
        pages = fmt.page_count(total)
        if total == 0:
            return CommandReply("No changes recorded in this conversation yet.")
        if page > pages:
            return CommandReply(f"Page {page} is out of range: there are {pages} page(s).")
        lines = [f"Changes, page {page}/{pages}, newest first:"]
        lines += [
            f"{fmt.minute(e.at)} {e.actor_name or e.actor_id or 'system'} {e.action} {e.episode_id}"
            + (f" ({e.detail})" if e.detail else "")
            for e in entries
        ]
        return CommandReply("\n".join(lines))

    @subcommand("health", "", "checks of the stores, the model and the indexes")
    async def health(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return CommandReply("\n".join(await self.memory.health(request.query.identity)))

    @subcommand("export", "[l2]", "this chat's profiles (or with l2, its episodes) as JSON")
    async def export(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        if args == ["l2"]:
            episodes = await self.memory.all_episodes(identity, EpisodeFilter(statuses=EPISODE_STATUSES))
            text = export_episodes(self.memory.scope_of(identity), episodes)
            return CommandReply(text, file=("memory-episodes.json", text.encode()), personal=True)
        if args:
            raise UsageError("the only export kinds are profiles (no argument) and l2")
        profiles = await self.memory.profiles.all_in_session(identity.session_key)
        text = export_profiles(identity.session_key, profiles)
        return CommandReply(text, file=("memory-profiles.json", text.encode()), personal=True)

    @subcommand("import", "l2 <file>", "import episodes from a JSON file (an attachment in Discord)")
    async def import_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        if not args or args[0] != "l2":
            raise UsageError("only episodes can be imported: !memory import l2")
        identity = request.query.identity
        if not may_run_bulk(identity):
            return CommandReply("Not allowed: only admins can import in a group chat.")
        if request.attachment is None:
            return CommandReply("Attach a JSON file (in the terminal or replay: give its path).")
        try:
            numbered, problems = parse_import(request.attachment)
        except ImportError_ as exc:
            return CommandReply(f"Import refused: {exc}. Nothing was changed.")
        outcomes = []
        for start in range(0, len(numbered), IMPORT_BATCH):  # each batch is committed on its own
            batch = [d for _, d in numbered[start : start + IMPORT_BATCH]]
            outcomes += await self.memory.write(identity, batch, request.query.now)
        imported = sum(o.stored for o in outcomes)
        problems += [f"item {n}: {o.reason}" for (n, _), o in zip(numbered, outcomes, strict=True) if not o.stored]
        lines = [f"Imported {imported}, skipped {len(problems)}."]
        lines += sorted(problems, key=lambda p: int(p.split()[1].rstrip(":")))[:20]
        if len(problems) > 20:
            lines.append(f"... and {len(problems) - 20} more skipped.")
        return CommandReply("\n".join(lines))


def parse_delete_filter(args: list[str]) -> tuple[EpisodeFilter, bool]:
    options: dict[str, str] = {}
    confirmed = False
    rest = list(args)
    while rest:
        flag = rest.pop(0)
        if flag == "--yes":
            confirmed = True
        elif flag in ("--speaker", "--tag", "--before", "--status") and rest:
            options[flag[2:]] = rest.pop(0)
        else:
            raise UsageError(f"unexpected argument {fmt.preview(flag, 30)!r}")
    if not options:
        raise UsageError("give at least one filter")
    statuses: tuple[EpisodeStatus, ...] = EPISODE_STATUSES
    if "status" in options:
        if options["status"] not in EPISODE_STATUSES:
            raise UsageError(f"status must be one of {', '.join(EPISODE_STATUSES)}")
        statuses = (options["status"],)
    before = None
    if "before" in options:
        try:
            before = parse_time(options["before"])
        except ValueError:
            raise UsageError("--before takes a date such as 2026-05-01") from None
    return EpisodeFilter(
        statuses=statuses, sender_id=options.get("speaker"), tag=options.get("tag"), created_before=before
    ), confirmed
