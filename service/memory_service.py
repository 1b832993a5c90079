"""The application service: the one way every listener, tool, command and adapter reaches memory.

It owns the rules that hold whatever the entry point: the secret filter, the write rate limit,
who may change what, and the audit log (profile changes included). The stores behind it are
private. Every method takes the caller's `Identity` and derives the scope from it, so no call
can reach another scope's memory. Failures a user should hear about raise an `LTMError`.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from numpy.typing import NDArray

from ..memory.config import LTMConfig
from ..memory.consolidation import (
    DEFAULT_AGE_DAYS,
    MAX_IMPORTANCE,
    MAX_ORIGINALS,
    MIN_ORIGINALS,
    SUMMARY_TAG,
    is_candidate,
    structured_summary,
    summary_prompt,
    verified_summary,
)
from ..memory.episode_filter import ACTIVE_ONLY, EpisodeFilter
from ..memory.errors import (
    AlreadyInStatus,
    ConfigError,
    DataDirInUse,
    EpisodeNotFound,
    NoSpeaker,
    NotAllowed,
    NothingToConsolidate,
    RateLimited,
    SecretRefused,
)
from ..memory.extraction import drafts_from_answer, extraction_prompt, turn_messages
from ..memory.holder import command_line
from ..memory.identity import Identity, key_part, parse_session_name, safe_id, session_key
from ..memory.intent import EmptyRequest, RememberIntent, detect_intent
from ..memory.member_facts import ScoredFact
from ..memory.models import EPISODE_STATUSES, SESSION_OWNER, Episode, EpisodeStatus, Profile, ProfileField, ScoredEpisode
from ..memory.permissions import bulk_reaches_pool, is_own, may_forget_person, may_manage_episode, may_retire, may_run_bulk
from ..memory.profile_edit import LIST_FIELDS, ProfileChange, ProfileLimits, apply_update, replaced_by
from ..memory.rate_limit import RateLimiter
from ..memory.redaction import (
    StoredSecrets,
    context_secret,
    episode_secret,
    profile_secret_count,
    redact_episode,
    redact_profile,
    safe_name,
    without_secrets,
)
from ..memory.replies import (
    NOTHING_TO_FORGET,
    WHAT_TO_REMEMBER,
    ProfileUpdate,
    archived_by_request,
    noted,
    profile_updated,
    refusal,
    request_too_long,
    stored_secrets_line,
)
from ..memory.request_classifier import ForgetRequest
from ..memory.request_clauses import clause_readings
from ..memory.request_cue import MAX_REQUEST_CHARS, calling_the_bot, read_request
from ..memory.secrets import find_secret, withheld
from ..memory.text import preview
from ..memory.writes import Draft, ExportedState, WriteOutcome, exported_links
from ..storage.audit import AuditEntry, AuditLog
from ..storage.chroma_vectors import ChromaVectorStore
from ..storage.data_dir_lock import DataDirLock
from ..storage.embedder import AUTO_MODEL, Embedder
from ..storage.episodes import EpisodeRecords
from ..storage.knowledge_bases import KnowledgeRegistry
from ..storage.profiles import ProfileStore
from ..storage.records_database import RecordsDatabase
from ..storage.records_opening import open_records_database
from ..storage.request_classifier_file import load_request_classifier
from ..storage.vector_store import VectorStore
from .health import health_report
from .injections import Injection, InjectionLog, injected_ids, shown_facts, still_stands
from .llm_judge import ChatModel, ask, llm_judge
from .recall import PromptMemory, Recall
from .recent_said import RecentSaid
from .scope_locks import ScopeLocks
from .search_indexes import SearchIndexes
from .writer import EpisodeWriter, actor_of

log = logging.getLogger("ltm.memory")

IMPORT_BATCH = 256  # each batch of an import is committed on its own
SCAN_PAGE = 2000  # episodes read at a time when looking for stored secrets
INTENT_FIELDS: dict[str, ProfileField] = {"preference": "preferences", "trait": "traits", "name": "name"}
FORGET_CANDIDATES = 10  # episodes a forget request's recall ranks; the speaker's best one is archived
LAST_SAID_SECONDS = 600.0  # "forget that" points at what its speaker stored in the last ten minutes, or at nothing
SUMMARY_LINES = 8  # lines a model's consolidation summary may have
DAY = 86_400.0


def shared_by_processes(config: LTMConfig) -> bool:
    """Whether several processes may open this memory at once: records in PostgreSQL and vectors on a Chroma
    server. Embedded Chroma keeps its files in the data dir and is one process's, whatever holds the records."""
    return bool(config.database_url) and config.chroma_mode == "http"


async def _lock_data_dir(config: LTMConfig, holder: str, wait_seconds: float) -> DataDirLock:
    try:
        return await DataDirLock.acquire(config.data_dir, holder or command_line(sys.orig_argv), wait_seconds)
    except DataDirInUse as exc:
        if not config.database_url:
            raise
        raise DataDirInUse(
            f"{exc}; embedded Chroma is one process's: set chroma_mode http (a Chroma server) beside database_url "
            "for several processes"
        ) from exc


class MemoryService:
    """Write, recall and manage the memory of the caller's scope."""

    def __init__(
        self,
        config: LTMConfig,
        database: RecordsDatabase,
        vector_store: VectorStore,
        embedder: Embedder,
    ) -> None:
        self.config = config
        self._database = database
        self._records = EpisodeRecords(database.sql, database.writer_token)
        self._profiles = ProfileStore(database.sql)
        self._audit = AuditLog(database.sql)
        self._knowledge = KnowledgeRegistry(database.sql)
        # read once, then kept in step with every change (read every time when other processes share the records)
        self._knowledge_bases: frozenset[str] | None = None
        self._vector_store = vector_store
        self._embedder = embedder
        locks = ScopeLocks()
        self._indexes = SearchIndexes(self._records, vector_store, locks, config.search_cache_episodes)
        self._writer = EpisodeWriter(config, database, self._records, self._audit, vector_store, embedder, self._indexes, locks)
        self._recall = Recall(config, self._records, self._profiles, embedder, self._indexes, self._writer)
        self._writer.update_model = self._recall.update_model
        self._rate_limiter = RateLimiter(config.write_rate_limit_per_minute)
        # a chat turn's memory work: its question embedded and searched, and its extraction (counted apart, turn by turn)
        self._recall_turns = RateLimiter(config.turn_rate_limit_per_minute)
        self._extraction_turns = RateLimiter(config.turn_rate_limit_per_minute)
        self._request_turns = RateLimiter(config.turn_rate_limit_per_minute)  # messages the request classifier reads
        self._requests = load_request_classifier(embedder.model_name)
        self._llm: ChatModel | None = None  # writes consolidation summaries when the host has a model
        self._injections = InjectionLog()
        self._said = RecentSaid()  # each member's last two messages: a secret split over them is refused too
        self._owned_embedder: Embedder | None = None
        self._lock: DataDirLock | None = None  # set by `open` for a one-process store; tests that build one by hand hold none

    @classmethod
    async def open(
        cls, config: LTMConfig, embedder: Embedder | None = None, *, holder: str = "", lock_wait_seconds: float = 0.0
    ) -> MemoryService:
        """Lock the data dir, open the SQLite file and Chroma, load the model, and roll back unfinished writes.

        The data dir is this service's until `close` (or the end of the process): a second opener waits
        up to `lock_wait_seconds`, then gets `DataDirInUse` naming the holder, before it touches anything,
        so it can never roll back a live process's writes. With PostgreSQL and a Chroma server nothing is
        kept in the data dir, and any number of processes share the memory (each recovers only its own
        or a gone process's unfinished writes). `holder` says what this process is (default:
        its command line). An embedder passed in is shared (tests, benchmarks) and stays open; one made
        here is closed with the service.
        """
        try:
            config.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file in its place, no permission
            raise ConfigError(f"data_dir {config.data_dir} cannot be used ({exc})") from exc
        lock = None if shared_by_processes(config) else await _lock_data_dir(config, holder, lock_wait_seconds)
        try:
            service = await cls._open_stores(config, embedder)
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        service._lock = lock
        return service

    @classmethod
    async def _open_stores(cls, config: LTMConfig, embedder: Embedder | None) -> MemoryService:
        database = await open_records_database(config)
        wanted = embedder.model_name if embedder is not None and config.embedding_model == AUTO_MODEL else config.embedding_model
        try:
            config = config.model_copy(update={"embedding_model": await database.bind_embedding_model(wanted)})
        except ConfigError:
            await database.close()
            raise
        if embedder is not None and embedder.model_name != config.embedding_model:
            await database.close()
            raise ConfigError(f"embedding_model: {config.embedding_model} is this store's, not {embedder.model_name}")
        vector_store: ChromaVectorStore | None = None
        owned: Embedder | None = None
        if embedder is None:
            embedder = owned = Embedder(config.embedding_model)
        try:
            vector_store = await ChromaVectorStore.connect(
                config.chroma_mode, config.data_dir, config.chroma_host, config.chroma_port, config.chroma_namespace
            )
            if not embedder.loaded:
                await embedder.load()
        except BaseException:
            for resource in (vector_store, owned):
                if resource is not None:
                    resource.close()
            await database.close()
            raise
        service = cls(config, database, vector_store, embedder)
        service._owned_embedder = owned
        try:
            rolled_back = await service._writer.reconcile()
            if rolled_back:
                log.warning("rolled back unfinished writes", extra={"episodes": rolled_back})
            moved = await service._writer.finish_moves()
            if moved:
                log.info("moved vectors to their new scopes", extra={"episodes": moved})
        except BaseException:
            await service.close()  # nothing stays open once the data dir is let go
            raise
        return service

    async def close(self) -> None:
        """Close the stores, then let the next process have the data dir."""
        try:
            await self._recall.close()
            await self._writer.close()
            await self._database.close()
            self._vector_store.close()
            self._indexes.close()
            if self._owned_embedder is not None:
                self._owned_embedder.close()
        finally:
            if self._lock is not None:
                self._lock.release()

    def use_llm(self, llm: ChatModel | None) -> None:
        """Let the host's LLM decide duplicate / update / new for single writes and write consolidation summaries
        (None: the rules alone)."""
        self._llm = llm
        self._writer.judge = None if llm is None else llm_judge(llm, self.config.update_decision_timeout_seconds)

    @property
    def has_llm(self) -> bool:
        return self._llm is not None

    def scope_of(self, identity: Identity) -> str:
        return identity.scope(self.config.isolation)

    # ---- writes -------------------------------------------------------------------------

    def _check_write_rate(self, identity: Identity, now: float) -> None:
        if not self._rate_limiter.allow(_sender_key(identity), now):
            raise RateLimited(
                f"Not stored: you are saving memories too fast (limit {self.config.write_rate_limit_per_minute} "
                "a minute). Try again in a minute."
            )

    async def write(self, identity: Identity, drafts: Sequence[Draft], now: float) -> list[WriteOutcome]:
        """Store drafts in the caller's scope, each decided duplicate, update or new; not rate-limited.

        A draft that repeats the value of a secret the speaker split over their last two messages is refused.
        """
        split = [self._split_secret(identity, [draft.content, *draft.tags]) for draft in drafts]
        kept = [draft for draft, kind in zip(drafts, split, strict=True) if kind is None]
        written = iter(await self._writer.write(identity, self.scope_of(identity), kept, now) if kept else [])
        return [next(written) if kind is None else WriteOutcome(skipped="secret", secret_kind=kind) for kind in split]

    def _split_secret(self, identity: Identity, texts: list[str]) -> str | None:
        return self._said.split_secret(identity.session_key, identity.sender_id, texts)

    async def remember(self, identity: Identity, draft: Draft, now: float) -> WriteOutcome:
        """One write asked for by a user or the model: rate-limited per sender."""
        self._check_write_rate(identity, now)
        [outcome] = await self.write(identity, [draft], now)
        return outcome

    async def answer_request(self, identity: Identity, message: str, now: float) -> str | None:
        """The reply to an explicit request to remember or to forget, or None when the message is neither.

        Structure finds a request and cuts out what to store; the model's request classifier (when it
        has one) judges whether the message is a request at all, and recognises a request to forget.
        Without one, the strict rules of `detect_intent` decide, and nothing is taken for a forget.
        """
        self._said.note(identity.session_key, identity.sender_id, message, now)
        said = calling_the_bot(message, self.config.bot_names)
        reading = read_request(said)
        cue = reading.cue
        if cue is not None and cue.too_long:
            return request_too_long(len(message), MAX_REQUEST_CHARS)
        if self._requests is None:
            intent = detect_intent(said)
            return None if intent is None else await self._remember_reply(identity, intent, now)
        if not self._request_turns.allow(_sender_key(identity), now):  # a flood is not embedded to be classified
            return None
        vector = await self._recall.embed_query(message, identity.session_key)
        request = self._requests.request(said, vector, cue)
        if request is None and not reading.judged and self._requests.reads_clauses and (splits := clause_readings(said)):
            clause_vectors = await self._recall.embed_clauses([split.clause for split in splits], identity.session_key)
            request = self._requests.clause_request(said, vector, splits, clause_vectors)
        if isinstance(request, RememberIntent):
            if texts := self._requests.segments_to_read(request):  # chat and courtesy around the fact are cut
                request = self._requests.trimmed(request, await self._recall.embed_clauses(texts, identity.session_key))
            return await self._remember_reply(identity, request, now)
        if isinstance(request, EmptyRequest):
            return WHAT_TO_REMEMBER
        if isinstance(request, ForgetRequest):
            return await self._forget_by_request(identity, request, vector, self._requests.forget_relevance, now)
        return None

    async def _remember_reply(self, identity: Identity, intent: RememberIntent, now: float) -> str:
        result = await self.remember_explicit(identity, intent, now)
        return profile_updated(result) if isinstance(result, ProfileUpdate) else noted(result)

    async def _forget_by_request(
        self, identity: Identity, request: ForgetRequest, vector: NDArray[np.float32], least: float, now: float
    ) -> str:
        """Archive the speaker's own active episode that best matches the request, at `least` relevance.

        Archived, not deleted: `!memory restore` undoes a forget the speaker did not mean.
        """
        if not identity.sender_id:
            raise NoSpeaker("error: no speaker is known in this chat, so there is nothing of yours to forget")
        self._check_write_rate(identity, now)
        if request.last:  # "forget that": the speaker's latest memory, if it is recent enough to be what they point at
            recent = EpisodeFilter(
                sender_id=identity.sender_id, created_after=now - LAST_SAID_SECONDS, session_name=identity.session_name
            )
            latest = await self._records.select(self.scope_of(identity), recent, limit=1)
            if not latest:
                return NOTHING_TO_FORGET
            return archived_by_request(await self.set_status(identity, latest[0].episode_id, "archived", now))
        found = await self.recall(
            identity,
            request.said,
            FORGET_CANDIDATES,
            now,
            touch=False,
            min_relevance=least,
            query_vector=vector,
        )
        own = [scored.episode for scored in found if is_own(identity, scored.episode)]
        if not own:
            return NOTHING_TO_FORGET
        return archived_by_request(await self.set_status(identity, own[0].episode_id, "archived", now))

    async def remember_explicit(self, identity: Identity, intent: RememberIntent, now: float) -> WriteOutcome | ProfileUpdate:
        """An explicit "remember that ..." request: a fact about the speaker goes to their profile.

        The filter reads the message as typed too: cleaning the request ("-----BEGIN" loses its dashes) must not hide a secret.
        """
        kind = find_secret(intent.said) or self._split_secret(identity, [intent.said])
        if kind:
            raise SecretRefused(refusal(kind))
        self._check_write_rate(identity, now)
        field = INTENT_FIELDS.get(intent.kind)
        if field is None and identity.sender_id:  # "I'm not vegan anymore" updates the profile that says vegan
            field = await self._field_replaced_by(identity, intent.content)
        if field is not None and identity.sender_id:
            change = ProfileChange(field=field, action="set" if field == "name" else "add", value=intent.content)
            return await self._update_profile(identity, change, now, rate_checked=True)
        [outcome] = await self.write(identity, [Draft(intent.content, source="explicit")], now)
        return outcome

    async def _field_replaced_by(self, identity: Identity, statement: str) -> ProfileField | None:
        """The list of the speaker's profile that holds a fact `statement` turns around, if any."""
        profile = await self._profiles.get(identity.session_key, identity.sender_id)
        for field in LIST_FIELDS:
            if any(replaced_by(item, statement) for item in getattr(profile, field)):
                return field
        return None

    async def update_profile(self, identity: Identity, change: ProfileChange, now: float) -> ProfileUpdate:
        """Apply one change to the speaker's or the chat's profile; rate-limited, audited, never a secret."""
        return await self._update_profile(identity, change, now, rate_checked=False)

    async def _update_profile(self, identity: Identity, change: ProfileChange, now: float, rate_checked: bool) -> ProfileUpdate:
        target = change.resolved_target()
        if target == "speaker" and not identity.sender_id:
            raise NoSpeaker("error: no speaker is known in this chat, so there is no speaker profile to update")
        for text in change.texts():
            kind = find_secret(text) or self._split_secret(identity, [text])
            if kind:
                raise SecretRefused(refusal(kind))
        if not rate_checked:
            self._check_write_rate(identity, now)
        owner = identity.sender_id if target == "speaker" else SESSION_OWNER
        current = await self._profiles.get(identity.session_key, owner)
        updated = apply_update(current, change, ProfileLimits(self.config.profile_max_items, self.config.profile_max_chars))
        changed_by = safe_name(identity.sender_name) or identity.sender_id or "unknown"
        value = getattr(updated, change.field)
        async with self._database.transaction():
            await self._profiles.save(
                identity.session_key, owner, updated, change.field, getattr(current, change.field), changed_by, now
            )
            await self._audit.record(
                identity.session_key,
                now,
                actor_of(identity),
                "updated",
                [f"profile:{owner or 'chat'}"],
                f"{change.field} {change.action}",
            )
        before = getattr(current, change.field)
        replaced = [i for i in before if i not in value] if change.action == "add" and isinstance(before, list) else []
        return ProfileUpdate(target, change.field, value, replaced)

    async def extract_after_turn(
        self, identity: Identity, transcript: list[dict[str, Any]], llm: ChatModel | None, now: float
    ) -> None:
        """Post-turn extraction of durable memories, when an LLM is configured and the chat allows it; never raises."""
        config = self.config
        if llm is None or not config.extraction_enabled or identity.session_name in config.extraction_opt_out_sessions:
            return
        if not self._extraction_turns.allow(_sender_key(identity), now):
            log.info("extraction skipped: the sender is over the turn limit", extra={"session": identity.session_name})
            return
        turn = turn_messages(transcript)
        if not turn:
            return
        prompt = extraction_prompt(turn, config.extraction_max_entries)
        answer = await ask(llm, prompt, config.extraction_timeout_seconds, "extraction")
        if answer is None:
            return
        drafts, dropped = drafts_from_answer(answer, turn, config.extraction_max_entries)
        if not config.extraction_auto_accept:
            drafts = [replace(draft, held_for_review=True) for draft in drafts]
        if dropped:
            log.info("extraction dropped entries", extra={"dropped": dropped})
        if drafts:
            outcomes = await self.write(identity, drafts, now)
            log.info("extraction stored", extra={"stored": sum(o.stored for o in outcomes), "offered": len(drafts)})

    def require_bulk(self, identity: Identity, what: str) -> None:
        """Bulk and restoring changes need an admin in a group chat."""
        if not may_run_bulk(identity):
            raise NotAllowed(f"Not allowed: only admins can {what} in a group chat.")

    async def import_drafts(
        self, identity: Identity, drafts: Sequence[Draft], now: float, progress: Callable[[int, int], None] | None = None
    ) -> list[WriteOutcome]:
        """Bulk import; episodes of an export keep their status, and their supersede links are mapped to the new ids."""
        self.require_bulk(identity, "import")
        outcomes: list[WriteOutcome] = []
        for start in range(0, len(drafts), IMPORT_BATCH):
            outcomes += await self.write(identity, drafts[start : start + IMPORT_BATCH], now)
            if progress is not None:
                progress(len(outcomes), len(drafts))
        await self._writer.link(self.scope_of(identity), exported_links(drafts, outcomes))
        return outcomes

    # ---- LangBot knowledge bases over this memory ----------------------------------------------

    async def knowledge_bases(self) -> frozenset[str]:
        """The ids of the knowledge bases of this memory (none: memory is on in every pipeline)."""
        if self._knowledge_bases is None or shared_by_processes(self.config):  # another process may add or remove one
            self._knowledge_bases = frozenset(await self._knowledge.bases())
        return self._knowledge_bases

    async def add_knowledge_base(self, kb_id: str, now: float) -> None:
        async with self._database.transaction():
            await self._knowledge.add_base(kb_id, now)
        self._knowledge_bases = None

    async def remove_knowledge_base(self, kb_id: str, actor: Identity, now: float) -> int:
        """Forget a deleted knowledge base, and delete what its documents imported; returns how many episodes."""
        deleted = 0
        for document_id in await self._knowledge.documents_of(kb_id):
            deleted += await self.delete_document(document_id, actor, now)
        async with self._database.transaction():
            await self._knowledge.remove_base(kb_id)
        self._knowledge_bases = None
        return deleted

    async def import_document(
        self, identity: Identity, kb_id: str, document_id: str, drafts: Sequence[Draft], now: float
    ) -> list[WriteOutcome]:
        """Import a knowledge-base document's episodes through the normal write path, and remember which it stored.

        The uploader is `identity` (the bot's owner: LangBot's knowledge bases are managed by the workspace's
        operators). A document ingested again replaces what it imported before.
        """
        if await self._knowledge.document(document_id) is not None:
            await self.delete_document(document_id, identity, now)
        outcomes = await self.import_drafts(identity, drafts, now)
        stored = [o.episode.episode_id for o in outcomes if o.episode is not None]
        async with self._database.transaction():
            await self._knowledge.add_base(kb_id, now)
            await self._knowledge.add_document(document_id, kb_id, self.scope_of(identity), stored, now)
        self._knowledge_bases = None
        return outcomes

    async def delete_document(self, document_id: str, actor: Identity, now: float) -> int:
        """Delete the episodes a document imported (those still there); 0 for a document this memory never imported."""
        found = await self._knowledge.document(document_id)
        if found is None:
            return 0
        scope, ids = found
        detail = f"its document {preview(document_id, 60)} was deleted"
        deleted = await self._writer.delete(scope, ids, actor_of(actor), now, detail)
        async with self._database.transaction():
            await self._knowledge.remove_document(document_id)
        return deleted

    async def forget(self, identity: Identity, episode_id: str, now: float) -> None:
        """Delete one episode of the caller's scope, if the caller may."""
        episode = await self.get(identity, episode_id)
        if episode is None:
            raise EpisodeNotFound(f"No episode {episode_id!r} in this conversation's memory.")
        if not may_manage_episode(identity, episode, self.config.speaker_may_manage_own):
            raise NotAllowed(f"Not allowed: {episode_id} belongs to another member; only admins can forget it.")
        await self._writer.delete(self.scope_of(identity), [episode_id], actor_of(identity), now)

    async def forget_person(self, identity: Identity, person_id: str, now: float) -> tuple[int, int]:
        """Delete everything `person_id` said to this bot and every profile of them, in all of its chats.

        For the person themself, or the bot's owner: a chat's admin has no power over other chats, and a
        private chat gives power over one's own memory only. SQLite, the vector store and the loaded
        indexes are cleared; the audit records ids and counts, never what was said.
        """
        person_id = safe_id(person_id)  # the key their memories are stored under
        if not person_id:
            raise NoSpeaker("error: no speaker is known in this chat, so there is nobody to forget")
        if not may_forget_person(identity, person_id):
            raise NotAllowed("Not allowed: only the person themself or the bot's owner can have someone forgotten.")
        by_scope: dict[str, list[str]] = {}
        for scope, episode_id in await self._records.said_by(identity.bot_id, person_id):
            by_scope.setdefault(scope, []).append(episode_id)
        actor = actor_of(identity)
        episodes = 0
        for scope, ids in by_scope.items():
            episodes += await self._writer.delete(scope, ids, actor, now, "forget a person")
        prefix = f"{key_part(identity.bot_id)}:" if identity.bot_id else ""
        async with self._database.transaction():
            keys = await self._profiles.delete_person(prefix, person_id)
            for key in {identity.session_key, *keys}:
                await self._audit.record(
                    key, now, actor, "forgot a person", ["person"], f"{episodes} episode(s), {len(keys)} profile(s)"
                )
        self._recall.forget_fact_vectors()  # their facts' texts leave the process too
        return episodes, len(keys)

    def deletable(self, identity: Identity, where: EpisodeFilter) -> EpisodeFilter:
        """What a bulk delete of the caller's may reach: in a pool of many chats, their own chat's episodes
        unless they are the bot's owner."""
        pooled = self.scope_of(identity) != identity.session_key
        return where if bulk_reaches_pool(identity, pooled) else replace(where, session_name=identity.session_name)

    async def count_deletable(self, identity: Identity, where: EpisodeFilter) -> int:
        return await self.count_matching(identity, self.deletable(identity, where))

    async def delete_matching(self, identity: Identity, where: EpisodeFilter, now: float) -> int:
        """Bulk delete of the caller's episodes that match (and that they may reach); returns how many."""
        self.require_bulk(identity, "bulk delete")
        scope = self.scope_of(identity)
        ids = [e.episode_id for e in await self._records.select(scope, self.deletable(identity, where), newest_first=False)]
        return await self._writer.delete(scope, ids, actor_of(identity), now, "bulk delete")

    async def set_status(self, identity: Identity, episode_id: str, status: EpisodeStatus, now: float) -> Episode:
        """Archive or restore an episode of the caller's scope, if the caller may.

        Both are for admins and the speaker it belongs to, who may also put back what someone else's
        correction retired. Restoring an update retires again only what the caller may retire.
        """
        episode = await self.get(identity, episode_id)
        if episode is None:
            raise EpisodeNotFound(f"No episode {preview(episode_id, 40)!r} in this conversation's memory.")
        verb = "restore" if status == "active" else "archive"
        if not may_manage_episode(identity, episode, self.config.speaker_may_manage_own):
            raise NotAllowed(f"Not allowed: only admins or the speaker it belongs to can {verb} {episode_id}.")
        if episode.status == status:
            raise AlreadyInStatus(f"{episode_id} is already {status}.")
        if episode.status == "pending":
            raise AlreadyInStatus(f"{episode_id} is waiting for review: !memory review accept or reject {episode_id}.")
        updated = await self._writer.set_status(
            self.scope_of(identity), episode_id, status, actor_of(identity), now, lambda old: may_retire(identity, old)
        )
        if updated is None:  # deleted meanwhile
            raise EpisodeNotFound(f"No episode {preview(episode_id, 40)!r} in this conversation's memory.")
        return updated

    async def review(self, identity: Identity, episode_id: str, accept: bool, now: float) -> Episode:
        """Accept (into recall, retiring what it updates and the reviewer may retire) or reject a pending memory.

        For admins, and for the member it belongs to: the model wrote it from their words, so they know best
        whether it is true. Audited as accepted or rejected.
        """
        episode = await self.get(identity, episode_id)
        if episode is None:
            raise EpisodeNotFound(f"No episode {preview(episode_id, 40)!r} in this conversation's memory.")
        verb = "accept" if accept else "reject"
        if episode.status != "pending":
            raise AlreadyInStatus(f"{episode_id} is not waiting for review (it is {episode.status}).")
        if not may_manage_episode(identity, episode, self.config.speaker_may_manage_own):
            raise NotAllowed(f"Not allowed: only admins or the member it belongs to can {verb} {episode_id}.")
        updated = await self._writer.set_status(
            self.scope_of(identity),
            episode_id,
            "active" if accept else "rejected",
            actor_of(identity),
            now,
            lambda old: may_retire(identity, old),
            action="accepted" if accept else "rejected",
        )
        if updated is None:  # deleted meanwhile
            raise EpisodeNotFound(f"No episode {preview(episode_id, 40)!r} in this conversation's memory.")
        return updated

    # ---- consolidation ---------------------------------------------------------------------

    async def consolidation_candidates(self, identity: Identity, older_than_days: float, now: float) -> list[Episode]:
        """The oldest active, low-value episodes (importance 1-2) stored over `older_than_days` ago in the caller's
        reach (their chat in a pool), at most `MAX_ORIGINALS`; one that holds a secret is never folded into a summary."""
        where = self.deletable(identity, EpisodeFilter(created_before=now - older_than_days * DAY))
        episodes = await self._records.select(self.scope_of(identity), where, newest_first=False)
        older_than = now - older_than_days * DAY
        return [e for e in episodes if is_candidate(e, older_than, find_secret(e.content) is None)][:MAX_ORIGINALS]

    async def consolidate(
        self, identity: Identity, now: float, older_than_days: float = DEFAULT_AGE_DAYS
    ) -> tuple[Episode, list[str], bool]:
        """Fold old low-value episodes into one summary episode; (summary, retired ids, whether the model wrote it).

        The model's summary is used only when every line quotes an original verbatim, else the structured one.
        The originals are superseded by the summary (audited), so archiving it (`undo_consolidation`) brings them back.
        """
        self.require_bulk(identity, "consolidate memory")
        originals = await self.consolidation_candidates(identity, older_than_days, now)
        if len(originals) < MIN_ORIGINALS:
            raise NothingToConsolidate(
                f"Nothing to consolidate: fewer than {MIN_ORIGINALS} active episodes of importance {MAX_IMPORTANCE} or less "
                f"are older than {older_than_days:g} days."
            )
        summary = None
        if self._llm is not None:
            prompt = summary_prompt(originals, SUMMARY_LINES)
            answer = await ask(self._llm, prompt, self.config.extraction_timeout_seconds, "consolidation summary")
            summary = None if answer is None else verified_summary(answer, originals, SUMMARY_LINES, self.config.utc_offset_hours)
            if answer is not None and summary is None:
                log.warning("the model's consolidation summary did not quote the memories verbatim; the structured one is used")
        by_model = summary is not None
        text = summary or structured_summary(originals, self.config.utc_offset_hours)
        draft = Draft(
            text,
            importance=MAX_IMPORTANCE,
            tags=(SUMMARY_TAG,),
            source="consolidation",
            sender_id="",
            sender_name="",
            exported=ExportedState(),  # stored as it is: a summary neither duplicates nor updates other memories
        )
        [outcome] = await self.write(identity, [draft], now)
        if outcome.episode is None:
            raise NothingToConsolidate(f"Nothing was consolidated: the summary was not stored ({outcome.reason}).")
        ids = [e.episode_id for e in originals]
        await self._writer.retire(self.scope_of(identity), ids, outcome.episode.episode_id, actor_of(identity), now)
        return outcome.episode, ids, by_model

    async def undo_consolidation(self, identity: Identity, summary_id: str, now: float) -> list[str]:
        """Archive a consolidation summary: the originals it retired are active again; returns their ids."""
        self.require_bulk(identity, "undo a consolidation")
        summary = await self.get(identity, summary_id)
        if summary is None or summary.source != "consolidation":
            raise EpisodeNotFound(f"No consolidation summary {preview(summary_id, 40)!r} in this conversation's memory.")
        if summary.status != "active":
            raise AlreadyInStatus(f"{summary_id} is {summary.status}: its consolidation is already undone.")
        scope = self.scope_of(identity)
        back = await self._records.superseded_by_any(scope, [summary_id])
        await self._writer.set_status(
            scope, summary_id, "archived", actor_of(identity), now, lambda _: True, "undid consolidation"
        )
        return back

    # ---- reads --------------------------------------------------------------------------

    async def embed_query(self, text: str) -> NDArray[np.float32]:
        return await self._recall.embed_query(text)

    async def prompt_memory(self, identity: Identity, message: str, now: float) -> PromptMemory:
        """The profiles and the most relevant episodes for this turn, within the injection token budget.

        Memory that holds a secret (stored before a better filter) is left out, and secret profile facts withheld.
        A sender's turns over `turn_rate_limit_per_minute` get the profiles only: searching means embedding the
        message, and one sender's flood must not take the embedding time of every chat.
        """
        if self._recall_turns.allow(_sender_key(identity), now):
            memory = await self._recall.prompt_memory(identity, self.scope_of(identity), message, now)
        else:
            log.info("recall skipped: the sender is over the turn limit", extra={"session": identity.session_name})
            memory = await self._recall.profiles_only(identity)
        speaker = memory.speaker_profile
        return PromptMemory(
            redact_profile(memory.session_profile),
            None if speaker is None else redact_profile(speaker),
            [redact_episode(e) for e in memory.episodes if find_secret(e.content) is None],
            memory.unavailable,
            memory.earlier,
            memory.member_facts,  # facts that hold a secret are never candidates (`Recall.member_facts`)
        )

    def note_injection(self, identity: Identity, memory: PromptMemory, block: str, now: float) -> None:
        """Keep what this turn's prompt was given (the block built from `prompt_memory`), for the console."""
        facts = shown_facts(memory.session_profile, identity.sender_id, memory.speaker_profile, memory.member_facts)
        injection = Injection(
            now,
            identity.sender_id,
            safe_name(identity.sender_name),
            block,
            injected_ids(memory.episodes),
            memory.unavailable,
            facts,
        )
        self._injections.note(identity.session_key, injection)

    def last_injection_at(self, identity: Identity) -> float | None:
        """When the last prompt of the caller's chat was given memory since this process started, if it was."""
        last = self._injections.last(identity.session_key)
        return None if last is None else last.at

    async def last_injection(self, identity: Identity) -> Injection | None:
        """What the last prompt of the caller's chat was given since this process started, if any; withheld
        (no block) once an episode or profile fact it showed has been forgotten, archived or changed, here or in
        another process sharing this memory."""
        last = self._injections.last(identity.session_key)
        if last is None or last.withheld:
            return last
        active = await self._records.get_many(self.scope_of(identity), last.episode_ids)
        profiles = await self._profiles.all_in_session(identity.session_key)
        current = {owner: redact_profile(profile) for owner, profile in profiles.items()}
        if still_stands(last, (i for i, e in active.items() if e.status == "active"), current):
            return last
        withheld = replace(last, block="", episode_ids=(), facts=frozenset(), withheld=True)
        self._injections.note(identity.session_key, withheld)
        return withheld

    async def recall(
        self,
        identity: Identity,
        query: str,
        top_k: int,
        now: float,
        where: EpisodeFilter = ACTIVE_ONLY,
        touch: bool = True,
        min_relevance: float = 0.0,
        query_vector: NDArray[np.float32] | None = None,
    ) -> list[ScoredEpisode]:
        """The top-k episodes of the caller's scope for `query`, best first (secrets withheld)."""
        ranked = await self._recall.recall(
            identity, self.scope_of(identity), query, top_k, now, where, touch, min_relevance, query_vector
        )
        shown = [(scored, redact_episode(scored.episode)) for scored in ranked]
        return [s if episode is s.episode else s.model_copy(update={"episode": episode}) for s, episode in shown]

    async def settled(self) -> None:
        """Wait until members' profile facts being embedded in the background can be recalled."""
        await self._recall.settled()

    async def member_facts(
        self, identity: Identity, query: str, limit: int, query_vector: NDArray[np.float32] | None = None
    ) -> list[ScoredFact]:
        """The profile facts of this chat's members (the caller's too) that match `query`, best first, secrets withheld."""
        vector = query_vector if query_vector is not None else await self._recall.embed_query(query, identity.session_key)
        return await self._recall.member_facts(identity, query, vector, limit)

    async def ranking_features(self, identity: Identity, query: str, now: float) -> tuple[list[str], NDArray[np.float64]]:
        """The candidates a 10-result recall would rank and the learned ranker's features of each (for training it)."""
        vector = await self._recall.embed_query(query)
        return await self._recall.features(identity, self.scope_of(identity), query, 10, now, vector)

    async def get(self, identity: Identity, episode_id: str) -> Episode | None:
        episode = await self._records.get(self.scope_of(identity), episode_id)
        return None if episode is None else redact_episode(episode)

    async def get_with_chain(self, identity: Identity, episode_id: str) -> Episode | None:
        """The episode, its supersede links reduced to episodes that still exist (for showing it)."""
        scope = self.scope_of(identity)
        episode = await self._records.get(scope, episode_id)
        if episode is None:
            return None
        existing = await self._records.get_many(scope, [*episode.supersedes, episode.superseded_by])
        return redact_episode(episode).model_copy(
            update={
                "supersedes": [i for i in episode.supersedes if i in existing],
                "superseded_by": episode.superseded_by if episode.superseded_by in existing else "",
            }
        )

    async def page(self, identity: Identity, where: EpisodeFilter, page: int, per_page: int) -> tuple[list[Episode], int]:
        scope = self.scope_of(identity)
        total = await self._records.count(scope, where)
        episodes = await self._records.select(scope, where, per_page, (page - 1) * per_page)
        return [redact_episode(e) for e in episodes], total

    async def all_episodes(self, identity: Identity, where: EpisodeFilter) -> list[Episode]:
        """The caller's episodes that match, oldest first (secrets withheld)."""
        return [redact_episode(e) for e in await self._records.select(self.scope_of(identity), where, newest_first=False)]

    async def count_matching(self, identity: Identity, where: EpisodeFilter) -> int:
        return await self._records.count(self.scope_of(identity), where)

    async def exportable_episodes(self, identity: Identity, where: EpisodeFilter) -> tuple[list[Episode], int]:
        """The caller's episodes that match, oldest first, without those whose content holds a secret; and how many those are.

        A secret tag or sender name of a kept episode is withheld as everywhere else.
        """
        episodes = await self._records.select(self.scope_of(identity), where, newest_first=False)
        kept = await asyncio.to_thread(lambda: [redact_episode(e) for e in episodes if find_secret(e.content) is None])
        return kept, len(episodes) - len(kept)

    async def profiles(self, identity: Identity) -> tuple[Profile, Profile | None]:
        """This chat's profile and, when the speaker has an id, theirs (secret facts withheld)."""
        session, speaker = await self._profiles.get_pair(identity.session_key, identity.sender_id)
        return redact_profile(session), None if speaker is None else redact_profile(speaker)

    async def retired_profile_facts(self, identity: Identity) -> list[tuple[ProfileField, str, str]]:
        """(field, item, when) of the speaker's profile facts a change replaced or removed, newest first, once each,
        without those back in the profile or holding a secret: what was turned around stays recoverable."""
        if not identity.sender_id:
            return []
        current = await self._profiles.get(identity.session_key, identity.sender_id)
        seen: set[str] = set()
        retired: list[tuple[ProfileField, str, str]] = []
        for field, item, when in await self._profiles.retired_items(identity.session_key, identity.sender_id):
            if item in seen or item in getattr(current, field) or find_secret(item):
                continue
            seen.add(item)
            retired.append((field, item, when))
        return retired

    async def chat_profiles(self, identity: Identity) -> dict[str, Profile]:
        """Every profile of this chat by owner ('' is the chat itself), secret facts withheld."""
        profiles = await self._profiles.all_in_session(identity.session_key)
        return {safe_id(owner): redact_profile(profile) for owner, profile in profiles.items()}

    async def audit_page(self, identity: Identity, page: int, per_page: int) -> tuple[list[AuditEntry], int]:
        """Changes to this scope's episodes and this chat's profiles, newest first (a secret in a name withheld)."""
        keys = list(dict.fromkeys([self.scope_of(identity), identity.session_key]))
        entries, total = await self._audit.page(keys, per_page, (page - 1) * per_page)
        shown = [e.model_copy(update={"actor_id": safe_id(e.actor_id), "actor_name": safe_name(e.actor_name)}) for e in entries]
        return shown, total

    async def audit_export(self, identity: Identity) -> list[AuditEntry]:
        """Every change to this scope's episodes and this chat's profiles, oldest first (a secret in a name withheld)."""
        keys = list(dict.fromkeys([self.scope_of(identity), identity.session_key]))
        entries = await self._audit.all(keys)
        return [e.model_copy(update={"actor_id": safe_id(e.actor_id), "actor_name": safe_name(e.actor_name)}) for e in entries]

    async def profile_history(self, identity: Identity) -> list[FactChange]:
        """The changes of this chat's profile facts, newest first: each field's value before and after (secrets withheld)."""
        rows = await self._profiles.history(identity.session_key)
        return [
            FactChange(safe_id(owner), field, _shown_value(previous), _shown_value(current), changed_at, safe_name(changed_by))
            for owner, field, previous, current, changed_at, changed_by in rows
        ]

    async def chats(self) -> list[ChatSummary]:
        """Every chat that holds memory (episodes written in it or a profile), with its episodes' counts by status.

        For the console's operator, who picks the chat to manage: there is no speaker to scope this to.
        """
        found: dict[str, ChatSummary] = {}
        for scope, bot_id, chat, counts in await self._records.chats():
            key = session_key_of(bot_id, chat)
            if key is None:
                continue
            summary = found.setdefault(key, ChatSummary(bot_id, chat, scope, {}, False))
            for status, count in counts.items():
                summary.episodes[status] = summary.episodes.get(status, 0) + count
        for key in await self._profiles.session_keys():
            parsed = chat_of_key(key)
            if parsed is None:
                continue
            bot_id, chat = parsed
            existing = found.get(key)
            if existing is None:
                found[key] = ChatSummary(bot_id, chat, key, {}, True)
            else:
                found[key] = replace(existing, has_profiles=True)
        return sorted(found.values(), key=lambda c: (c.bot_id, c.chat))

    async def counts(self, identity: Identity) -> dict[str, int]:
        return await self._records.counts_by_status(self.scope_of(identity))

    async def health(self, identity: Identity) -> list[str]:
        """OK/WARN/ERROR lines: stores reachable, model loaded, indexes consistent, no stored secrets."""
        lines = await health_report(self.scope_of(identity), self._records, self._vector_store, self._embedder, self.config)
        if lines[-1].startswith("ERROR"):
            return lines
        return [*lines, stored_secrets_line(await self.stored_secrets(identity))]

    # ---- secrets stored before a better filter --------------------------------------------

    async def stored_secrets(self, identity: Identity) -> StoredSecrets:
        """The episodes, profile facts and profile history of this conversation that the filter refuses today.

        Read a page at a time and judged off the event loop: a large memory must not stall the chats.
        """
        scope, session_key = self.scope_of(identity), identity.session_key
        episode_ids: list[str] = []
        context_ids: list[str] = []
        where = EpisodeFilter(statuses=EPISODE_STATUSES)
        for offset in itertools.count(0, SCAN_PAGE):
            page = await self._records.select(scope, where, SCAN_PAGE, offset, newest_first=False)
            holding, in_context = await asyncio.to_thread(_holding_secrets, page)
            episode_ids += holding
            context_ids += in_context
            if len(page) < SCAN_PAGE:
                break
        profiles = await self._profiles.all_in_session(session_key)
        history = await self._profiles.history_values(session_key)

        def judge() -> tuple[dict[str, Profile], list[int]]:
            dirty = {owner: profile for owner, profile in profiles.items() if profile_secret_count(profile)}
            rows = [row for row, previous, current in history if find_secret(previous) or find_secret(current)]
            return dirty, rows

        dirty, rows = await asyncio.to_thread(judge)
        facts = sum(profile_secret_count(p) for p in dirty.values())
        return StoredSecrets(episode_ids, context_ids, facts, dirty, rows)

    async def purge_secrets(self, identity: Identity, now: float) -> StoredSecrets:
        """Delete every episode and profile fact (and old profile value) of this conversation that holds a secret.

        For admins in a group chat; audited by id and count only, so the audit never holds what was purged.
        """
        self.require_bulk(identity, "purge stored secrets")
        found = await self.stored_secrets(identity)
        actor = actor_of(identity)
        if found.episode_ids:
            await self._writer.delete(self.scope_of(identity), found.episode_ids, actor, now, "purged: held a secret")
        if found.context_ids:
            await self._writer.clear_context(self.scope_of(identity), found.context_ids, actor, now)
        async with self._database.transaction():
            for owner, profile in found.profiles.items():
                await self._profiles.replace(identity.session_key, owner, without_secrets(profile), now)
                count = profile_secret_count(profile)
                detail = f"purged {count} fact(s) that held a secret"
                await self._audit.record(identity.session_key, now, actor, "purged", [f"profile:{owner or 'chat'}"], detail)
            await self._profiles.delete_history(found.history_rows)
        self._recall.forget_fact_vectors()
        return found


def _sender_key(identity: Identity) -> str:
    """Whom a rate limit counts: the sender (of this bot), or the chat when the sender has no id."""
    return f"{identity.bot_id}|{identity.sender_id or identity.session_key}"


def _holding_secrets(episodes: list[Episode]) -> tuple[list[str], list[str]]:
    """Ids of the episodes that hold a secret, and of the others whose context line holds one."""
    holding = [e.episode_id for e in episodes if episode_secret(e)]
    held = set(holding)
    return holding, [e.episode_id for e in episodes if e.episode_id not in held and context_secret(e)]


@dataclass(frozen=True)
class FactChange:
    """One change of a profile field: `owner` '' is the chat's own profile."""

    owner: str
    field: str
    previous: object
    current: object
    changed_at: str
    changed_by: str


@dataclass(frozen=True)
class ChatSummary:
    """A chat that holds memory: its bot, its name (`group_42`), the scope its episodes are in, their counts."""

    bot_id: str
    chat: str
    scope: str
    episodes: dict[str, int]
    has_profiles: bool


def session_key_of(bot_id: str, chat: str) -> str | None:
    try:
        launcher_type, launcher_id = parse_session_name(chat)
    except ValueError:
        return None
    return session_key(bot_id, launcher_type, launcher_id)


def chat_of_key(key: str) -> tuple[str, str] | None:
    """(bot id, chat name) of a session key, or None for a key that is no chat's (a pool's)."""
    bot_part, separator, chat = key.partition(":")  # the only unescaped ":" separates the bot
    if not separator:
        bot_part, chat = "", key
    bot_id, name = _unescaped(bot_part), _unescaped(chat)
    return (bot_id, name) if session_key_of(bot_id, name) == key else None


def _unescaped(part: str) -> str:
    return part.replace("%3A", ":").replace("%25", "%")


def _shown_value(stored: str) -> object:
    """A profile value from the history as it may be shown: a secret withheld, item by item."""
    try:
        value = json.loads(stored)
    except json.JSONDecodeError:
        value = stored
    if isinstance(value, list):
        return [item for item in value if not (isinstance(item, str) and find_secret(item))]
    if isinstance(value, str):
        kind = find_secret(value)
        return withheld(kind) if kind else value
    return value
