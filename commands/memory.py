"""`!memory` and its subcommands; adapter-independent (text in, text or a file out)."""

from __future__ import annotations

from ..memory.consolidation import DEFAULT_AGE_DAYS, MAX_IMPORTANCE, MIN_ORIGINALS, structured_summary
from ..memory.episode_filter import EpisodeFilter
from ..memory.errors import ImportFileError, LTMError, UsageError
from ..memory.identity import safe_id
from ..memory.match_score import matches
from ..memory.models import EPISODE_STATUSES, SESSION_OWNER, EpisodeStatus
from ..memory.redaction import safe_name
from ..memory.replies import INJECTION_WITHHELD, forgotten_person, purged, withheld_note
from ..memory.text import preview
from ..memory.times import RANGE, parse_time
from ..runtime.api import Command, CommandReply, CommandRequest
from ..service.memory_service import MemoryService
from . import formatting as fmt
from .transfer import export_audit, export_episodes, export_profiles, parse_import

MAX_ARGUMENT_CHARS = 2000
MAX_PROBLEM_LINES = 20


def parse_page(args: list[str]) -> int:
    if len(args) > 1:
        raise UsageError("too many arguments")
    if not args:
        return 1
    if not args[0].isdigit() or not 1 <= int(args[0]) <= 1_000_000:
        raise UsageError(f"page must be a whole number from 1, not {preview(args[0], 20)!r}")
    return int(args[0])


def take_status(args: list[str], default: tuple[EpisodeStatus, ...]) -> tuple[tuple[EpisodeStatus, ...], list[str]]:
    """`--status S` (one of the statuses, or `all`) taken out of the arguments; `default` without it."""
    if "--status" not in args:
        return default, args
    at = args.index("--status")
    if at + 1 >= len(args):
        raise UsageError(f"--status takes one of {', '.join(EPISODE_STATUSES)} or all")
    chosen = args[at + 1]
    rest = args[:at] + args[at + 2 :]
    if chosen == "all":
        return EPISODE_STATUSES, rest
    if chosen not in EPISODE_STATUSES:
        raise UsageError(f"--status takes one of {', '.join(EPISODE_STATUSES)} or all, not {preview(chosen, 20)!r}")
    return (chosen,), rest


def one_id(args: list[str]) -> str:
    if len(args) != 1:
        raise UsageError("give exactly one episode id")
    return args[0][:100]


# (name, usage, help, method): one table for `!memory`, `/memory` and LangBot's `memory` command.
SUBCOMMANDS: tuple[tuple[str, str, str, str], ...] = (
    ("help", "", "this help", "help_"),
    ("profile", "[history]", "this chat's profile and yours (with history: how its facts changed)", "profile"),
    ("list", "[--status S|all] [page]", "active episodes (or those in status S), newest first, 10 a page", "list_"),
    ("superseded", "[page]", "episodes replaced by newer ones", "superseded"),
    ("archived", "[page]", "episodes taken out of recall", "archived"),
    ("show", "<id>", "one episode in full", "show"),
    ("search", "[--status S|all] <query>", "ranked episodes with scores (active ones, or those in status S)", "search"),
    ("archive", "<id>", "take an episode out of recall", "archive"),
    ("restore", "<id>", "put an archived or superseded episode back into recall", "restore"),
    ("forget", "<id>", "delete one episode", "forget"),
    ("delete", "--speaker ID | --tag T | --before DATE | --status S [--yes]", "bulk delete by filter", "delete"),
    ("audit", "[page] | export", "who changed what in this conversation's memory (export: all of it as JSON)", "audit"),
    ("injected", "", "the memory the last prompt of this chat was given", "injected"),
    ("health", "", "checks of the stores, the model, the indexes and stored secrets", "health"),
    ("purge-secrets", "", "delete stored memory that holds a secret (admins)", "purge_secrets"),
    ("forget-me", "", "delete everything you said to this bot and your profiles, in all of its chats", "forget_me"),
    ("export", "[l2 [--status S]]", "this chat's profiles (or with l2, its episodes) as JSON", "export"),
    ("import", "l2 <file or JSON>", "import episodes from a JSON file (an attachment in Discord) or inline JSON", "import_"),
    ("review", "[page] | accept <id> | reject <id>", "memories the model extracted, waiting for review", "review"),
    (
        "consolidate",
        "[--days N] [--yes] | undo <id>",
        "fold old low-value episodes into one summary (a preview until --yes)",
        "consolidate",
    ),
)


class MemoryCommand(Command):
    """Routes `!memory <subcommand> ...` to its handler; bad input gets usage, never an exception."""

    name = "memory"
    help = "Inspect and correct what the bot remembers in this conversation."

    def __init__(self, memory: MemoryService) -> None:
        super().__init__()
        self.memory = memory
        for name, usage, help_text, method in SUBCOMMANDS:
            self.subcommand(name, usage, help_text)(getattr(self, method))

    def usage_text(self) -> str:
        lines = ["Usage:", "!memory  status of this conversation's memory"]
        lines += [f"!memory {s.name}{' ' + s.usage if s.usage else ''}  {s.help}" for s in self.subcommands.values()]
        return "\n".join(lines)

    async def execute(self, request: CommandRequest) -> CommandReply:
        if sum(len(a) for a in request.args) > MAX_ARGUMENT_CHARS:
            return CommandReply(f"Arguments too long (at most {MAX_ARGUMENT_CHARS} characters).")
        if not request.args:
            return await self.status(request)
        sub = self.subcommands.get(request.args[0].casefold())
        if sub is None:
            return CommandReply(f"Unknown subcommand {preview(request.args[0], 30)!r}.\n{self.usage_text()}")
        try:
            return await sub.handler(request, request.args[1:])
        except UsageError as exc:
            return CommandReply(f"{exc}. Usage: !memory {sub.name} {sub.usage}".rstrip())
        except LTMError as exc:
            return CommandReply(exc.reply())

    async def status(self, request: CommandRequest) -> CommandReply:
        identity = request.query.identity
        config = self.memory.config
        counts = await self.memory.counts(identity)
        profiles = await self.memory.chat_profiles(identity)
        speakers = sum(1 for owner in profiles if owner != SESSION_OWNER)
        backend = (
            f"Chroma embedded ({config.data_dir / 'chroma'})"
            if config.chroma_mode == "embedded"
            else f"Chroma server {config.chroma_host}:{config.chroma_port}"
        )
        lines = [
            f"Memory of {identity.session_name}",
            f"isolation: {config.isolation} · scope: {self.memory.scope_of(identity)} · session: {identity.session_key}",
            f"speaker: {safe_name(identity.sender_name) or '-'} ({identity.sender_id or 'no id'})",
            "episodes: " + ", ".join(f"{s} {counts.get(s, 0)}" for s in EPISODE_STATUSES),
            f"profiles: session {'yes' if SESSION_OWNER in profiles else 'no'}, speakers {speakers}",
            f"embedding model: {config.embedding_model} · store: {backend} + SQLite",
        ]
        knowledge_bases = await self.memory.knowledge_bases()
        if knowledge_bases:  # says why memory may be off in a pipeline
            lines.append(
                f"LangBot memory knowledge bases: {', '.join(sorted(knowledge_bases))} "
                "(memory works only in the pipelines they are attached to)"
            )
        lines.append("Try: !memory help · list · search <query> · profile · export")
        return CommandReply("\n".join(lines))

    async def help_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return CommandReply(self.usage_text())

    async def profile(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        if args == ["history"]:
            changes = await self.memory.profile_history(identity)
            if not changes:
                return CommandReply("No profile fact of this chat has changed yet.")
            lines = ["Profile changes, newest first:"] + [fmt.fact_change_line(change) for change in changes[: fmt.PER_PAGE * 2]]
            return CommandReply("\n".join(lines), personal=True)
        if args:
            raise UsageError("the only profile view is history")
        session, speaker = await self.memory.profiles(identity)
        title = f"Your profile ({identity.sender_name or identity.sender_id})" if identity.sender_id else "Your profile"
        text = fmt.profile_text("Chat profile", session) + "\n" + fmt.profile_text(title, speaker)
        retired = await self.memory.retired_profile_facts(identity)
        if retired:
            text += "\n  earlier (replaced or removed):\n" + "\n".join(f"    {fmt.retired_line(*r)}" for r in retired)
        return CommandReply(text, personal=True)

    async def _page(self, request: CommandRequest, args: list[str], statuses: tuple[EpisodeStatus, ...]) -> CommandReply:
        page = parse_page(args)
        episodes, total = await self.memory.page(request.query.identity, EpisodeFilter(statuses=statuses), page, fmt.PER_PAGE)
        pages = fmt.page_count(total)
        status = statuses[0] if len(statuses) == 1 else "stored"
        if total == 0:
            return CommandReply(f"No {status} episodes in this conversation.")
        if page > pages:
            return CommandReply(
                f"Page {page} is out of range: there {'is' if pages == 1 else 'are'} {pages} page{'s' * (pages > 1)}."
            )
        lines = [f"{status.capitalize()} episodes, page {page}/{pages} ({total} in all), newest first:"]
        lines += [fmt.episode_line(e, with_status=len(statuses) > 1) for e in episodes]
        return CommandReply("\n".join(lines))

    async def list_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        statuses, rest = take_status(args, ("active",))
        return await self._page(request, rest, statuses)

    async def superseded(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._page(request, args, ("superseded",))

    async def archived(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return await self._page(request, args, ("archived",))

    async def review(self, request: CommandRequest, args: list[str]) -> CommandReply:
        """The review queue, or one decision on it (admins for anyone's memory, members for their own)."""
        if args and args[0].casefold() in ("accept", "reject"):
            accept = args[0].casefold() == "accept"
            episode = await self.memory.review(request.query.identity, one_id(args[1:]), accept, request.query.now)
            return CommandReply(f"{'Accepted' if accept else 'Rejected'} {episode.episode_id}.")
        return await self._page(request, args, ("pending",))

    async def consolidate(self, request: CommandRequest, args: list[str]) -> CommandReply:
        """Preview, run or undo a consolidation (admins in a group chat)."""
        identity, now = request.query.identity, request.query.now
        self.memory.require_bulk(identity, "consolidate memory")
        if args and args[0].casefold() == "undo":
            back = await self.memory.undo_consolidation(identity, one_id(args[1:]), now)
            return CommandReply(f"Undid {args[1][:100]}: {len(back)} episode(s) are back in recall.")
        days, confirmed = parse_consolidate_options(args)
        if not confirmed:
            originals = await self.memory.consolidation_candidates(identity, days, now)
            if len(originals) < MIN_ORIGINALS:
                return CommandReply(
                    f"Nothing to consolidate: fewer than {MIN_ORIGINALS} active episodes of importance {MAX_IMPORTANCE} "
                    f"or less are older than {days:g} days."
                )
            into = (
                "one summary, the model's if every line of it quotes them verbatim, else this one"
                if self.memory.has_llm
                else "this summary"
            )
            lines = [
                f"{len(originals)} episode(s) older than {days:g} days, of importance {MAX_IMPORTANCE} or less, "
                f"would be retired into {into}:",
                structured_summary(originals, self.memory.config.utc_offset_hours),
                "Add --yes to consolidate; !memory consolidate undo <summary id> brings them back. Ids: "
                + ", ".join(e.episode_id for e in originals[: fmt.PER_PAGE])
                + (" ..." if len(originals) > fmt.PER_PAGE else ""),
            ]
            return CommandReply("\n".join(lines))
        summary, retired, by_model = await self.memory.consolidate(identity, now, days)
        how = "the model's summary, checked against them" if by_model else "a structured summary"
        return CommandReply(
            f"Consolidated {len(retired)} episode(s) into {summary.episode_id} ({how}). "
            f"Undo: !memory consolidate undo {summary.episode_id}"
        )

    async def show(self, request: CommandRequest, args: list[str]) -> CommandReply:
        episode_id = one_id(args)
        episode = await self.memory.get_with_chain(request.query.identity, episode_id)
        if episode is None:
            return CommandReply(f"No episode {preview(episode_id, 40)!r} in this conversation's memory.")
        return CommandReply(fmt.episode_detail(episode))

    async def search(self, request: CommandRequest, args: list[str]) -> CommandReply:
        statuses, rest = take_status(args, ("active",))
        text = " ".join(rest).strip()
        if not text:
            raise UsageError("the search query is empty")
        query = request.query
        where = EpisodeFilter(statuses=statuses)
        found = await self.memory.recall(query.identity, text, fmt.PER_PAGE, query.now, where=where, touch=False)
        matching = [s for s in found if matches(s.relevance)]
        facts = await self.memory.member_facts(query.identity, text, fmt.PER_PAGE)
        if not matching and not facts:
            return CommandReply(f"Nothing in this conversation's memory matches {preview(text, 60)!r}.")
        lines = [f"Results for {preview(text, 60)!r} (how well each matches, 0 to 1):"]
        lines += [f"{s.relevance:.3f}  {fmt.scored_line(s, with_status=len(statuses) > 1)}" for s in matching]
        if facts:
            lines.append("From members' profiles:")
            lines += [f"{s.relevance:.3f}  {fmt.fact_line(s.fact)}" for s in facts]
        return CommandReply("\n".join(lines))

    async def archive(self, request: CommandRequest, args: list[str]) -> CommandReply:
        episode = await self.memory.set_status(request.query.identity, one_id(args), "archived", request.query.now)
        return CommandReply(f"Archived {episode.episode_id}.")

    async def restore(self, request: CommandRequest, args: list[str]) -> CommandReply:
        episode = await self.memory.set_status(request.query.identity, one_id(args), "active", request.query.now)
        return CommandReply(f"Restored {episode.episode_id}.")

    async def forget(self, request: CommandRequest, args: list[str]) -> CommandReply:
        episode_id = one_id(args)
        await self.memory.forget(request.query.identity, episode_id, request.query.now)
        return CommandReply(f"Forgot {episode_id}.")

    async def delete(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        self.memory.require_bulk(identity, "bulk delete")
        where, confirmed = parse_delete_filter(args)
        matching = await self.memory.count_deletable(identity, where)
        if not matching:
            return CommandReply("No episodes match that filter.")
        if not confirmed:
            return CommandReply(f"{matching} episode(s) match. Add --yes to delete them.")
        deleted = await self.memory.delete_matching(identity, where, request.query.now)
        return CommandReply(f"Deleted {deleted} episode(s).")

    async def audit(self, request: CommandRequest, args: list[str]) -> CommandReply:
        if args == ["export"]:
            entries = await self.memory.audit_export(request.query.identity)
            text = export_audit(request.query.identity.session_key, entries)
            return CommandReply(f"{len(entries)} change(s).\n{text}", file=("memory-audit.json", text.encode()), personal=True)
        page = parse_page(args)
        entries, total = await self.memory.audit_page(request.query.identity, page, fmt.PER_PAGE)
        pages = fmt.page_count(total)
        if total == 0:
            return CommandReply("No changes recorded in this conversation yet.")
        if page > pages:
            return CommandReply(f"Page {page} is out of range: there are {pages} page(s).")
        lines = [f"Changes, page {page}/{pages}, newest first:"]
        lines += [
            f"{fmt.minute(e.at)} {e.actor_name or e.actor_id or 'system'} {e.action} {e.target}"
            + (f" ({e.detail})" if e.detail else "")
            for e in entries
        ]
        return CommandReply("\n".join(lines))

    async def injected(self, request: CommandRequest, args: list[str]) -> CommandReply:
        if args:
            raise UsageError("injected takes no arguments")
        last = await self.memory.last_injection(request.query.identity)
        if last is None:
            return CommandReply("No prompt of this chat has been given memory since the bot started.")
        if last.withheld:
            return CommandReply(INJECTION_WITHHELD)
        who = last.speaker_name or last.speaker_id or "no speaker"
        head = f"The last prompt of this chat ({fmt.minute(last.at)}, {who}) was given {len(last.episode_ids)} episode(s):"
        unavailable = [f"(memory was unavailable: {last.unavailable})"] if last.unavailable else []
        return CommandReply("\n".join([head, *unavailable, last.block]))

    async def health(self, request: CommandRequest, args: list[str]) -> CommandReply:
        return CommandReply("\n".join(await self.memory.health(request.query.identity)))

    async def forget_me(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        episodes, profiles = await self.memory.forget_person(identity, identity.sender_id, request.query.now)
        return CommandReply(forgotten_person(episodes, profiles, "you"))

    async def purge_secrets(self, request: CommandRequest, args: list[str]) -> CommandReply:
        found = await self.memory.purge_secrets(request.query.identity, request.query.now)
        return CommandReply(purged(found))

    async def export(self, request: CommandRequest, args: list[str]) -> CommandReply:
        identity = request.query.identity
        statuses, args = take_status(args, EPISODE_STATUSES)
        if args == ["l2"]:
            where = EpisodeFilter(statuses=statuses)
            episodes, withheld = await self.memory.exportable_episodes(identity, where)
            text = export_episodes(self.memory.scope_of(identity), episodes)
            note = f"\n{withheld_note(withheld)}" if withheld else ""
            return CommandReply(text + note, file=("memory-episodes.json", text.encode()), personal=True)
        if args or statuses != EPISODE_STATUSES:
            raise UsageError("the only export kinds are profiles (no argument) and l2 (with --status S)")
        text = export_profiles(identity.session_key, await self.memory.chat_profiles(identity))
        return CommandReply(text, file=("memory-profiles.json", text.encode()), personal=True)

    async def import_(self, request: CommandRequest, args: list[str]) -> CommandReply:
        if not args or args[0] != "l2":
            raise UsageError("only episodes can be imported: !memory import l2")
        identity = request.query.identity
        self.memory.require_bulk(identity, "import")
        if request.attachment is None:
            return CommandReply("Attach a JSON file (in the terminal or replay: give its path).")
        try:
            numbered, problems = parse_import(request.attachment)
        except ImportFileError as exc:
            return CommandReply(f"Import refused: {exc}. Nothing was changed.")
        outcomes = await self.memory.import_drafts(
            identity, [draft for _, draft in numbered], request.query.now, request.progress
        )
        skipped = [(n, f"item {n}: {o.reason}") for (n, _), o in zip(numbered, outcomes, strict=True) if not o.stored]
        lines_by_item = sorted([*problems, *skipped])
        lines = [f"Imported {sum(o.stored for o in outcomes)}, skipped {len(lines_by_item)}."]
        lines += [line for _, line in lines_by_item[:MAX_PROBLEM_LINES]]
        if len(lines_by_item) > MAX_PROBLEM_LINES:
            lines.append(f"... and {len(lines_by_item) - MAX_PROBLEM_LINES} more skipped.")
        return CommandReply("\n".join(lines))


def parse_consolidate_options(args: list[str]) -> tuple[float, bool]:
    """(age in days, confirmed) from `--days N` and `--yes`."""
    days, confirmed = float(DEFAULT_AGE_DAYS), False
    rest = list(args)
    while rest:
        flag = rest.pop(0)
        if flag == "--yes":
            confirmed = True
        elif flag == "--days" and rest:
            value = rest.pop(0)
            if not value.isdigit() or not 0 <= int(value) <= 36_500:
                raise UsageError(f"--days takes a whole number of days from 0 to 36500, not {preview(value, 20)!r}")
            days = float(value)
        else:
            raise UsageError(f"unexpected argument {preview(flag, 30)!r}")
    return days, confirmed


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
            raise UsageError(f"unexpected argument {preview(flag, 30)!r}")
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
            raise UsageError(f"--before takes a date such as 2026-05-01 ({RANGE})") from None
    return EpisodeFilter(
        statuses=statuses,
        sender_id=safe_id(options["speaker"]) if "speaker" in options else None,
        tag=options.get("tag"),
        created_before=before,
    ), confirmed
