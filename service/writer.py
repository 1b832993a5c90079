"""Every change to episodes, carried out on SQLite, the vector store and the loaded search index together.

An episode write is write-ahead: its row is committed as `pending`, then its vector is added,
then one transaction marks it `committed` with what it supersedes and the audit entries. A delete
mirrors it (`deleting`, vector removed, row purged). Start-up rolls back whatever a crash left
in between, and a vector-store failure rolls its own write back at once.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from ..memory.addresses import changes_address, gives_another_address
from ..memory.affiliations import joins_another
from ..memory.ages import turns_a_year_older
from ..memory.allergies import restates_allergy
from ..memory.births import birth_of_the_one_named, gives_birth
from ..memory.cancellations import cancels, revives
from ..memory.cars import replaces_car
from ..memory.choices import changes_choice
from ..memory.config import LTMConfig
from ..memory.corrections import (
    admits_error,
    corrected_statement,
    corrects,
    corrects_when_called,
    denies_its_value,
    only_revises,
    replaces_in_kind,
    replaces_instead,
    reverts,
)
from ..memory.counts import changes_count
from ..memory.deaths import passes_away
from ..memory.decisions import (
    NEAREST_FOR_DEDUPE,
    Neighbour,
    Thresholds,
    WriteDecision,
    decide,
    judged_candidates,
    names_speaker,
    of_speaker_or_named,
    with_consent,
)
from ..memory.delays import delays_arrival
from ..memory.devices import switches_device
from ..memory.diets import gives_up_diet, restates_diet, takes_up_diet
from ..memory.disposals import parts_with
from ..memory.drinks import drinks_now
from ..memory.errors import DatabaseUnavailable
from ..memory.eviction import RetentionRow, eviction_order
from ..memory.extensions import extends, puts_off_time_limit
from ..memory.graduations import graduates
from ..memory.hair import changes_hair
from ..memory.handovers import hands_over
from ..memory.headcounts import changes_headcount, recounts_headcount
from ..memory.identity import Identity
from ..memory.jobs import (
    leaves_job,
    named_works_elsewhere,
    told_works_elsewhere,
    works_at_a_new_workplace,
    works_elsewhere,
)
from ..memory.lapses import ends_membership, lets_habit_lapse
from ..memory.leaves import named_returns_from_leave, returns_from_leave
from ..memory.llm_decision import MAX_CANDIDATES
from ..memory.misspellings import restates_misspelt
from ..memory.models import Episode, EpisodeStatus
from ..memory.no_longer import no_longer_holds, quits
from ..memory.notices import gives_the_field_anew
from ..memory.number_change import changes_email, changes_handle, changes_number, gives_another_contact_number
from ..memory.origins import restates_origin
from ..memory.permissions import may_retire
from ..memory.personality_types import changes_type, restates_type
from ..memory.pets import rehomes_pet
from ..memory.prices import changes_price, gives_another_price
from ..memory.promotions import is_promoted
from ..memory.ranking import recency_factor, retention_score
from ..memory.recoveries import is_repaired, leaves_hospital
from ..memory.redaction import safe_name
from ..memory.relationships import (
    ends_relationship,
    marries,
    named_ends_relationship,
    named_starts_relationship,
    starts_relationship,
)
from ..memory.relocations import lives_elsewhere, names_a_new_home, relocates, relocates_workplace
from ..memory.remote_work import restates_remote_work, returns_to_the_office
from ..memory.rents import changes_rent
from ..memory.reschedules import changes_the_other_part, moves, moves_from_now_on, moves_to_another_day_and_time
from ..memory.roles import replaces_the_holder
from ..memory.schools import changes_field_of_study, changes_school
from ..memory.searches import ends_search
from ..memory.secrets import find_secret
from ..memory.shifts import changes_shift
from ..memory.smoking import quits_smoking, smokes_again
from ..memory.spice import takes_up_spice
from ..memory.standing import restates_as_standing
from ..memory.streaks import breaks_streak
from ..memory.switch_backs import switches_back
from ..memory.taken_back import takes_back_plan
from ..memory.taste import may_turn, said_side, turns_around
from ..memory.text import cap_length, content_hash, normalise
from ..memory.told_of import confirms_as_its_subject, corrects_as_its_subject, retells_a_move, told_of
from ..memory.unavailable import replaces_unavailable
from ..memory.update_model import (
    ENDED_FLOOR,
    UNSAID_PRICE_FLOOR,
    Pair,
    UpdateModel,
    may_restate,
    reminds_of,
    restates_the_moment,
    restates_values_only,
    said_again_floor,
    says_it_changes,
)
from ..memory.values_restated import restates_values_in_other_words
from ..memory.verbatim import repeats_verbatim
from ..memory.weights import weighs_anew
from ..memory.writes import Draft, WriteOutcome, draft_secret
from ..storage.audit import AuditLog
from ..storage.embedder import Embedder
from ..storage.episodes import EpisodeRecords
from ..storage.records_database import RecordsDatabase
from ..storage.vector_store import VectorStore
from .llm_judge import Judge
from .scope_locks import ScopeLocks
from .search_indexes import SearchIndexes

# Exact structures by which a draft ends one of its speaker's statements, with no LLM and whatever the model's bars (see
# `_learned_update`, step 0): each names its own closed classes of words and the value or thing the two share.
ENDED_BY_STRUCTURE: tuple[Callable[[str, str], bool], ...] = (
    turns_a_year_older,
    reverts,
    denies_its_value,
    replaces_instead,
    changes_choice,
    joins_another,
    cancels,
    takes_back_plan,
    moves,
    moves_from_now_on,
    moves_to_another_day_and_time,
    changes_the_other_part,
    replaces_unavailable,
    relocates,
    lives_elsewhere,
    names_a_new_home,
    relocates_workplace,
    changes_address,
    gives_another_address,
    extends,
    puts_off_time_limit,
    changes_number,
    changes_email,
    changes_handle,
    gives_another_contact_number,
    ends_relationship,
    starts_relationship,
    named_starts_relationship,
    named_ends_relationship,
    marries,
    passes_away,
    gives_birth,
    turns_around,
    takes_up_spice,
    quits_smoking,
    smokes_again,
    drinks_now,
    no_longer_holds,
    quits,
    lets_habit_lapse,
    ends_membership,
    changes_hair,
    breaks_streak,
    delays_arrival,
    returns_from_leave,
    returns_to_the_office,
    gives_up_diet,
    takes_up_diet,
    changes_school,
    changes_field_of_study,
    ends_search,
    changes_shift,
    graduates,
    switches_device,
    replaces_car,
    parts_with,
    changes_headcount,
    recounts_headcount,
    changes_count,
    changes_price,
    gives_another_price,
    changes_rent,
    gives_the_field_anew,
    changes_type,
    weighs_anew,
    hands_over,
    replaces_the_holder,
    works_elsewhere,
    works_at_a_new_workplace,
    rehomes_pet,
    leaves_job,
    is_promoted,
    leaves_hospital,
    is_repaired,
    switches_back,
    revives,
)

# The structures of `ENDED_BY_STRUCTURE` whose reading the update model must back more than `ENDED_FLOOR`.
STRUCTURE_FLOORS: dict[Callable[[str, str], bool], float] = {gives_another_price: UNSAID_PRICE_FLOOR}

# The structures of `ENDED_BY_STRUCTURE` that end an event, a number or who holds a duty or a role whoever announced it
# (not a member's own home, job or taste), and a birth, a job, a relationship or a return from leave told of one neither
# speaker is: a draft that ends another member's statement by one names that statement as kept.
ENDED_FOR_ANYONE: tuple[Callable[[str, str], bool], ...] = (
    cancels,
    revives,
    birth_of_the_one_named,
    named_works_elsewhere,
    named_starts_relationship,
    named_ends_relationship,
    named_returns_from_leave,
    moves,
    moves_from_now_on,
    changes_the_other_part,
    replaces_unavailable,
    extends,
    puts_off_time_limit,
    changes_headcount,
    recounts_headcount,
    changes_price,
    hands_over,
    replaces_the_holder,
)


# The structures that end a slot each person holds once (being single or with someone, how many cats they have): any newer
# statement of it ends the older, however unrelated the two read to the update model ("分了。别问。" after "我和男朋友在一起
# 三年了"), or unjudged ("three cats now, we took in another one": an addition).
# Read of a member told of by another, their name taken out: the structures above, another employer put after the
# name ("Jan ist zur Volksbank gewechselt" after Jan's "Ich bin bei der Sparkasse"), and a value of theirs corrected
# to them by name ("Jana, das ist der 13.11." after Jana's "Elternabend ist am 12.11.").
ENDED_WHEN_TOLD: tuple[Callable[[str, str], bool], ...] = (*ENDED_BY_STRUCTURE, told_works_elsewhere, corrects_when_called)

# The structures of `ENDED_BY_STRUCTURE` by which a draft takes back the change its older statement announced: what it
# says may restate an earlier value, yet it ends the change, so no reading of a restatement holds beside them.
CHANGE_TAKEN_BACK: tuple[Callable[[str, str], bool], ...] = (reverts, takes_back_plan, switches_back)

ONE_SLOT_OF_A_PERSON: frozenset[Callable[[str, str], bool]] = frozenset(
    {ends_relationship, starts_relationship, marries, changes_count}  # a count grows by an addition the model never judges
)


def _said_again_exactly(old: str, new: str) -> bool:
    """A restatement a structure reads with no doubt left for the model: a personality type in other letters, the
    older's moment or amount in other formats with a few words of the newer's own around it (which the restatement
    ensemble scores as low as 0.04: "Début de la réunion : 15h00." after "La réunion commence à 15h."), or the older's
    fact said to stand (`restates_as_standing`: "相変わらず楽天でエンジニアやってるよ" after "楽天でエンジニアしてます", scored
    0.08; across the corpora and held-outs 72 to 80 it read 132 pairs of one speaker, 131 restatements and one
    cancellation taken back, which `CHANGE_TAKEN_BACK` reads as a change), or where one comes from said again
    (`restates_origin`: "광주 출신이에요~" after "고향이 광주예요", 10 pairs of one speaker, each a restatement), or a
    reminder of what both name (`reminds_of`: "새로 오신 분들~ 저희 집 댕댕이 콩이에요" after "우리집 강아지 이름 콩이", scored
    0.10; 167 pairs of one speaker across the corpora and held-outs 72 to 81, each a restatement)."""
    return (
        restates_type(old, new)
        or restates_values_in_other_words(old, new)
        or restates_as_standing(old, new)
        or restates_origin(old, new)
        or reminds_of(old, new)
    )


def _the_one_ended(
    structures: Sequence[Callable[[str, str], bool]], statements: Sequence[Neighbour], content: str
) -> tuple[Neighbour, Callable[[str, str], bool]] | None:
    """The one statement of `statements` that a structure ends, and that structure, each tried in turn: a structure
    that ends two is unsure, and the next is tried."""
    for ends in structures:
        ended = [n for n in statements if ends(n.content, content)]
        if len(ended) == 1:
            return ended[0], ends
    return None


log = logging.getLogger("ltm.memory")

NEAREST_FOR_DECISIONS = 10  # stored neighbours a decision looks at
# How likely the update model must find an update for a statement under the cosine threshold to be shown to the LLM:
# on the untouched split of the update corpus the updates shown rise from 57% to 82%, the other pairs from 45% to 48%.
LLM_CANDIDATE_PROBABILITY = 0.5
TOUCH_FLUSH_SECONDS = 1.0  # recalls are written at most this late, in one transaction for all of them

Actor = tuple[str, str]  # (sender id, sender name) of whoever made a change
Scorer = Callable[[UpdateModel, Sequence[Pair]], list[float]]  # one of the update model's probabilities for pairs
STATUS_ACTIONS: dict[EpisodeStatus, str] = {
    "active": "restored",
    "archived": "archived",
    "superseded": "superseded",
    "pending": "held for review",
    "rejected": "rejected",
}


@dataclass
class _Prepared:
    index: int
    draft: Draft
    content: str
    digest: str
    context: str


def vector_metadata(episode: Episode) -> dict[str, str]:
    return {
        "scope": episode.scope,
        "session_name": episode.session_name,
        "bot_id": episode.bot_id,
        "sender_id": episode.sender_id,
    }


def neighbour_of(episode: Episode, similarity: float) -> Neighbour:
    return Neighbour(
        episode.episode_id,
        similarity,
        episode.sender_id,
        episode.content,
        episode.sender_name,
        episode.status == "active",
        episode.superseded_by,
        episode.created_at,
    )


def new_episode_id() -> str:
    return "ep_" + secrets.token_hex(6)


def actor_of(identity: Identity) -> Actor:
    return identity.sender_id, safe_name(identity.sender_name)


class EpisodeWriter:
    """Writes, deletes and status changes of one scope at a time, under that scope's lock."""

    def __init__(
        self,
        config: LTMConfig,
        database: RecordsDatabase,
        records: EpisodeRecords,
        audit: AuditLog,
        vector_store: VectorStore,
        embedder: Embedder,
        indexes: SearchIndexes,
        locks: ScopeLocks,
    ) -> None:
        self._config = config
        self._database = database
        self._records = records
        self._audit = audit
        self._vector_store = vector_store
        self._embedder = embedder
        self._indexes = indexes
        self._locks = locks
        self._thresholds = Thresholds(config.dedupe_threshold, config.supersede_threshold)
        self.judge: Judge | None = None  # the LLM's decision for single writes, when one is configured
        self.update_model: UpdateModel | None = None  # widens what the LLM is shown (set with the recall's model)
        self._touches: dict[str, dict[str, float]] = {}  # scope -> episode id -> last recalled, not yet written
        self._touch_flush: asyncio.Task[None] | None = None

    async def finish_moves(self) -> int:
        """Move the vectors of episodes a key migration moved to another scope; returns how many episodes."""
        moves = await self._records.vector_moves()
        by_scopes: defaultdict[str, defaultdict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
        for episode_id, old_scope, new_scope in moves:
            by_scopes[old_scope][new_scope].append(episode_id)
        for old_scope, destinations in by_scopes.items():
            vectors = await self._vector_store.vectors_of(old_scope)  # once per old scope: a pool may feed many chats
            for new_scope, ids in destinations.items():
                rows = await self._records.get_many(new_scope, [i for i in ids if i in vectors])
                if rows:
                    moving = list(rows)
                    embeddings = np.stack([vectors[i] for i in moving])
                    metadatas = [vector_metadata(rows[i]) for i in moving]
                    await self._vector_store.add(new_scope, moving, embeddings, metadatas)
                    await self._vector_store.delete(old_scope, moving)
                async with self._database.transaction():
                    await self._records.clear_moves(ids)
        return len(moves)

    async def reconcile(self) -> int:
        """Remove every episode whose write or delete a crash interrupted; returns how many.

        Only rows of writers that are gone: on a shared database another live process may be
        halfway through its own write, and its rows are its to finish."""
        unfinished = await self._records.unfinished()
        gone = {writer for writer in {row[2] for row in unfinished} if await self._database.owner_gone(writer)}
        by_scope: defaultdict[str, list[str]] = defaultdict(list)
        for scope, episode_id, writer in unfinished:
            if writer in gone:
                by_scope[scope].append(episode_id)
        for scope, ids in by_scope.items():
            await self._vector_store.delete(scope, ids)
            async with self._database.transaction():
                await self._records.purge(ids)
        return sum(len(ids) for ids in by_scope.values())

    # ---- writes -------------------------------------------------------------------------

    def _prepare(self, drafts: Sequence[Draft]) -> tuple[list[WriteOutcome], list[_Prepared]]:
        """The secret filter and normalisation, per draft (pure CPU: run off the event loop for batches)."""
        outcomes = [WriteOutcome() for _ in drafts]
        prepared: list[_Prepared] = []
        limit = self._config.max_episode_chars
        for index, draft in enumerate(drafts):
            kind = draft_secret(draft)
            if kind:
                outcomes[index].skipped, outcomes[index].secret_kind = "secret", kind
                continue
            content = cap_length(normalise(draft.content), limit)
            if not content:
                outcomes[index].skipped = "empty"
                continue
            context = "" if find_secret(draft.context) else cap_length(normalise(draft.context), limit)
            prepared.append(_Prepared(index, draft, content, content_hash(content), context))
        return outcomes, prepared

    async def write(self, identity: Identity, scope: str, drafts: Sequence[Draft], now: float) -> list[WriteOutcome]:
        """Secret filter, normalisation, then one decision per draft (duplicate, update or new), carried out."""
        if len(drafts) > 1:  # an import or an extraction: filtering a batch would stall every chat
            outcomes, prepared = await asyncio.to_thread(self._prepare, drafts)
        else:
            outcomes, prepared = self._prepare(drafts)
        if not prepared:
            return outcomes
        embeddings = await self._embedder.embed([p.content for p in prepared], identity.session_key)
        async with self._locks(scope):
            accepted = await self._decide(identity, scope, prepared, embeddings, outcomes, now)
            if accepted:
                episodes = [episode for episode, _ in accepted]
                await self._persist(scope, episodes, np.stack([vector for _, vector in accepted]), actor_of(identity), now)
                await self._enforce_capacity(scope, {e.episode_id for e in episodes}, actor_of(identity), now)
        return outcomes

    async def _decide(
        self,
        identity: Identity,
        scope: str,
        prepared: list[_Prepared],
        embeddings: NDArray[np.float32],
        outcomes: list[WriteOutcome],
        now: float,
    ) -> list[tuple[Episode, NDArray[np.float32]]]:
        existing = await self._records.existing_hashes(scope, [p.digest for p in prepared])
        nearest = await self._vector_store.query(scope, embeddings, NEAREST_FOR_DECISIONS)
        same_ids = {i for ids in existing.values() for i in ids}
        rows = await self._records.get_many(scope, {i for near in nearest for i in near} | same_ids)
        accepted: list[tuple[Episode, NDArray[np.float32]]] = []
        accepted_vectors = np.empty_like(embeddings)  # row i: the vector of accepted[i]
        accepted_texts: defaultdict[str, list[Neighbour]] = defaultdict(list)  # content hash -> accepted episodes
        for prep, vector, near in zip(prepared, embeddings, nearest, strict=True):
            sender = identity.sender_id if prep.draft.sender_id is None else prep.draft.sender_id
            stored = [
                neighbour_of(row, similarity) if (row := rows.get(i)) else Neighbour(i, similarity, "", "", active=False)
                for i, similarity in near.items()
            ]
            # one product against the batch so far; only episodes close enough to be duplicates matter
            similar = accepted_vectors[: len(accepted)] @ vector
            batch = [
                neighbour_of(episode, float(similarity))
                for (episode, _), similarity in zip(accepted, similar, strict=True)
                if similarity >= self._thresholds.dedupe
            ]
            exact = [neighbour_of(rows[i], 1.0) for i in existing.get(prep.digest, ()) if i in rows]
            exact += accepted_texts[prep.digest]
            if prep.draft.exported is not None:  # as the export says: no tags or wording, so a duplicate or as it was
                decision = decide(prep.content, (), sender, exact, stored, batch, self._thresholds, reads_wording=False)
            else:
                reads_wording = prep.draft.source != "import"
                decision = decide(prep.content, prep.draft.tags, sender, exact, stored, batch, self._thresholds, reads_wording)
                said_before = decision.kind == "duplicate" and any(n.episode_id == decision.duplicate_of for n in exact)
                if self.judge is not None and len(prepared) == 1 and reads_wording and not said_before:
                    likely = await self._likely_updated(scope, prep.content, vector, stored)
                    candidates = judged_candidates(
                        prep.content, sender, stored, self._thresholds.supersede, MAX_CANDIDATES, likely
                    )
                    if candidates:
                        decision = await self.judge(prep.content, candidates) or decision
                elif self.judge is None and reads_wording and decision.kind == "new":
                    name = identity.sender_name if prep.draft.sender_name is None else prep.draft.sender_name
                    learned = await self._learned_update(scope, prep.content, vector, stored, (sender, name), now)
                    decision = learned or decision
            decision = with_consent(decision, lambda i: i in rows and may_retire(identity, rows[i]))
            outcome = outcomes[prep.index]
            if decision.kind == "duplicate":
                outcome.skipped, outcome.duplicate_of = "duplicate", decision.duplicate_of
                continue
            episode = self._new_episode(identity, scope, prep, now)
            episode.supersedes = list(decision.supersedes)  # a pending update retires them only once accepted
            outcome.episode = episode
            outcome.superseded = [] if episode.status == "pending" else list(decision.supersedes)
            outcome.kept = [rows[i] for i in decision.kept]
            accepted_texts[prep.digest].append(neighbour_of(episode, 1.0))
            accepted_vectors[len(accepted)] = vector
            accepted.append((episode, vector))
        return accepted

    async def _likely_updated(self, scope: str, content: str, vector: NDArray[np.float32], stored: list[Neighbour]) -> set[str]:
        """The nearest active statements under the update threshold's cosine that the update model finds the draft
        may update (`LLM_CANDIDATE_PROBABILITY`): an update in other words reaches the LLM too."""
        below = [n for n in stored if n.active and n.similarity < self._thresholds.supersede]
        found = await self._update_probabilities(scope, content, vector, below, lambda n: True)
        return {episode_id for episode_id, (_, p) in found.items() if p >= LLM_CANDIDATE_PROBABILITY}

    async def _told_of_its_speaker(
        self,
        scope: str,
        content: str,
        vector: NDArray[np.float32],
        anothers: Sequence[Neighbour],
        actor: Actor,
        fetched: dict[str, NDArray[np.float32]],
    ) -> str | None:
        """The one statement of another member's that the draft ends by a structure of `ENDED_WHEN_TOLD`, read with a
        name taken out (`told_of`): the draft names that member ("Chloe and Tyler broke up" after Chloe's "Me and Tyler
        have been together 3 years"), or the statement names the draft's speaker, who tells of the change themself
        ("Bin wieder im Büro, Elternzeit ist rum" by Jonas after another's "Jonas ist grad in Elternzeit"); at the update
        model's `ENDED_FLOOR` but for a slot each person holds once. Only the statement's speaker may retire it."""
        sender, name = actor
        ended: list[tuple[Neighbour, Callable[[str, str], bool]]] = []
        for statement in anothers:
            older, newer = (
                (statement.content, told)
                if (told := told_of(statement.sender_name, content)) is not None
                else (told_of(name, statement.content), content)
            )
            if older is not None and (ends := next((e for e in ENDED_WHEN_TOLD if e(older, newer)), None)):
                ended.append((statement, ends))
        if len(ended) != 1:
            return None
        statement, ends = ended[0]
        if ends in ONE_SLOT_OF_A_PERSON:
            return statement.episode_id
        bar = STRUCTURE_FLOORS.get(ends, ENDED_FLOOR)
        floor = await self._nearest_passing(
            scope, content, vector, [statement], sender, lambda _: bar, UpdateModel.probabilities, fetched
        )
        return statement.episode_id if floor else None

    async def _learned_update(
        self, scope: str, content: str, vector: NDArray[np.float32], stored: list[Neighbour], actor: Actor, now: float
    ) -> WriteDecision | None:
        """With no LLM, what the rules did not see, one statement at most (an unsure second is kept):
        0. a correction: the speaker's latest statement near the draft (`corrected_statement`), when the draft names an
           error (`admits_error` or `UpdateModel.announces_correction`), `corrects` it, and puts a value of its kind in
           its place (`replaces_in_kind`) or the model finds it updated (`UpdateModel.correct_at`); or a reply that
           only gives it a new value of its kind ("make that 8pm", `only_revises`); or the one statement of the
           speaker's near it that the draft ends by a structure of `ENDED_BY_STRUCTURE`: an age just passed ("she
           turned four yesterday"), a change taken back ("standup is back at 9:30"), an event called off ("Grillen
           fällt aus"), an event moved ("Elternabend auf Mittwoch verlegt") or given another time from now on ("ab dieser
           Woche donnerstags von 10 bis 12") or to another place, or one part of it said to stay while the other changes
           ("Quiz is at the Red Lion this Friday, same time"), the first unavailable ("south entrance, north is
           blocked off"), a home, a place of work or a postal address moved, a time
           limit extended or put off, a number, an email address or a handle said to change or given anew to be reached at, a
           relationship ended or begun, a death, a taste turned around (in words of a closed class, or by the taste
           model, a side said in words held certain:
           `memory.taste.may_turn`, `UpdateModel.taste_turns`),
           smoking quit, what holds no longer ("je suis plus vegan"), a thing quit ("ヨガ辞めて"), a habit let lapse
           ("haven't been to parkrun since March"), a return from leave or to the office, a
           diet given up or taken up, a school or a field of study changed, a search for a job or a home ended, studies
           finished, a phone switched, a car replaced, a thing sold or given away, a head count changed or summed up, a
           count of things changed ("three cats now"), a price or a rent changed, a notice's field given anew, a weight
           or a personality type said anew, a shift changed, a duty handed over or a role given to another holder, a pet
           gone to live elsewhere, a job left, a promotion, a stay in hospital or a repair ended, a switch taken back,
           another home said in the words of living ("Wohne in Leipzig" after "Ich wohn in Köln"), another employer
           ("Felix schraubt bei BMW" after "Felix arbeitet bei Siemens"), coffee or alcohol drunk after it was denied
           ("3e café de la matinée" after "Je bois jamais de café"), a pregnancy ended by a birth, a plan called off and
           on again, or taken back ("scrap Bristol, … staying in London");
           and between the correction and those structures, the one statement of the speaker's near it that the draft
           says again in its values alone, in other formats (`restates_values_only`: "boarding 8:45" after "The plane
           boards at a quarter to nine"), its one thing's day and time again (`restates_the_moment`: "Submissions are
           due Friday at 17:00."), in its own words misspelt (`restates_misspelt`: "moving to chciago next mnth"), or
           word for word with a reason after it (`repeats_verbatim`: "reminder that I'm allergic to peanuts, so no
           satay"), or as a reminder of what both name (`reminds_of`: "Zur Erinnerung: Der Bericht ist bis Freitag um
           17:00 Uhr einzureichen."), or a day worked from home in other words (`restates_remote_work`: "vendredi TT"
           after "Je télétravaille le vendredi"), or a personality type in other letters (`restates_type`: "엔프피임"
           after "나 ENFP야"), or an allergy in other words (`restates_allergy`: "just a reminder, no peanuts for me,
           allergy" after "I'm allergic to peanuts"): a duplicate, not stored, and the older's wording stands, unless a
           structure reads the older's change taken back (`CHANGE_TAKEN_BACK`: a value changed back is an update); and
           before the words of change are weighed, a move told again of its speaker by another member (`retells_a_move`:
           "Callum's in Glasgow now" after Callum's "I moved to Glasgow in January"): a duplicate, his stands;
        1. an update: the closest of the nearest active statements of the speaker, or of a member the draft names, that
           the draft says changed (`says_it_changes`) and the model finds updated (`UpdateModel.retire_threshold`, lower
           when both name one thing, and when the draft puts a value of the kind of one of the statement's in its place:
           `replaces_in_kind`); another member's is retired only with consent (`with_consent`);
        2. else a restatement: the closest of the speaker's own that the draft restates in other words (`may_restate`,
           then `UpdateModel.restatement_threshold`, lower when the draft says the fact stands): the newer wording
           stands for both;
        3. else a restatement of another member's statement with the same values, in other words, or told again by name
           (`UpdateModel.anothers_restatement_threshold`: "reminder: book club thurs 7pm!" after "Book club is Thursday
           at 7", a reminder of what both name (`reminds_of`), "Ben's dog is called Pickles" after Ben's "my dog's name
           is Pickles"), or confirmed by the member it was told of (`confirms_as_its_subject`: "Oui
           c'est confirmé, juin à Biarritz" by Inès after "Inès se marie en juin à Biarritz !"): a duplicate, not
           stored, and the older stands; never one the model also finds likely to update it, which would be lost
           (`UpdateModel.anothers_restatement_probabilities`); a member's statement of themselves is their own fact;
        4. else an update of another member's statement (an event or a number ended by a structure of
           `ENDED_FOR_ANYONE`, or one of `ENDED_BY_STRUCTURE` told of that member by name, `told_of`, or named or not,
           below the retiring bar): never retired on the
           model's word, only reported as kept ("Katrin's earlier fact ... was kept"), so its writer learns of it; from
           the retiring bar or the one at which recall shows it as earlier (`UpdateModel.mark_threshold`), the lower:
           nothing is retired.
        None when it finds none."""
        sender, name = actor
        model = self.update_model
        if model is None:
            return None
        fetched: dict[str, NDArray[np.float32]] = {}  # the neighbours' stored vectors, read once for every step
        corrected = await self._corrected(scope, content, vector, stored, sender, now, fetched)
        if corrected is not None:
            return WriteDecision("update", supersedes=(corrected,))
        speakers = [n for n in stored if n.active and n.sender_id == sender]
        # "boarding 8:45" after "The plane boards at a quarter to nine", "moving to chciago next mnth" after "i'm moving to
        # chicago next month": said again in other formats or misspelt, the older stands
        said_again = [
            n
            for n in speakers
            if restates_values_only(n.content, content)
            or restates_the_moment(n.content, content)
            or restates_misspelt(n.content, content)
            or restates_diet(n.content, content)
            or restates_as_standing(n.content, content)
            or repeats_verbatim(n.content, content)
            or reminds_of(n.content, content)
            or restates_remote_work(n.content, content)
            or restates_type(n.content, content)
            or restates_values_in_other_words(n.content, content)
            or restates_allergy(n.content, content)
            or restates_origin(n.content, content)
        ]
        # a change taken back (Friday, then Saturday, then "back to Friday") says an older value again: an update
        said_again = [n for n in said_again if not any(takes_back(n.content, content) for takes_back in CHANGE_TAKEN_BACK)]
        if len(said_again) == 1 and (  # "I have a PS5" is no restatement of "I'm up at five a.m. daily"
            restated := await self._nearest_passing(
                scope,
                content,
                vector,
                said_again,
                sender,
                lambda p: 0.0 if _said_again_exactly(p.old, p.new) else said_again_floor(p.old, p.new),
                UpdateModel.restatement_probabilities,
                fetched,
            )
        ):
            return WriteDecision("duplicate", duplicate_of=restated)
        # "she turned four yesterday" after "my little one's 3"
        if (ending := _the_one_ended(ENDED_BY_STRUCTURE, speakers, content)) is not None:
            statement, structure = ending
            floor = STRUCTURE_FLOORS.get(structure, ENDED_FLOOR)
            if structure in ONE_SLOT_OF_A_PERSON or await self._nearest_passing(  # "I have a PS5" is not what "… instead" ends
                scope, content, vector, [statement], sender, lambda _: floor, UpdateModel.probabilities, fetched
            ):
                return WriteDecision("update", supersedes=(statement.episode_id,))
        if model.taste is not None:  # a taste turned around in words no class holds ("la coriandre c'est immonde")
            turn_at = model.taste.turn_at
            turned = await self._nearest_passing(
                scope,
                content,
                vector,
                speakers,
                sender,
                lambda p: turn_at if may_turn(p.old, p.new) else None,
                lambda model, pairs: model.taste_turns(pairs, said_side),  # a side said in words is certain
                fetched,
            )
            if turned is not None:
                return WriteDecision("update", supersedes=(turned,))
        anothers = [n for n in stored if n.active and sender and n.sender_id != sender]
        # "Callum's in Glasgow now btw" by Isla after Callum's "I moved to Glasgow in January": his fact, told again, not
        # a change of it ("now" says one, and would leave his kept beside hers)
        retold = [n for n in anothers if (told := told_of(n.sender_name, content)) and retells_a_move(n.content, told)]
        if len(retold) == 1:
            return WriteDecision("duplicate", duplicate_of=retold[0].episode_id)
        announced = model.announces_change(vector)
        changed = [n for n in stored if n.active and says_it_changes(n.content, content, announced)]
        own_or_named = [n for n in changed if of_speaker_or_named(n, sender, content)]
        found = await self._nearest_passing(
            scope,
            content,
            vector,
            own_or_named,
            sender,
            lambda p: model.retire_threshold(p.old, p.new, model.gives_one_slot(p), replaces_in_kind(p.old, p.new)),
            fetched=fetched,
        )
        if found is None and model.restatement is not None:
            own = [n for n in stored if n.active and n.sender_id == sender and may_restate(n.content, content)]
            found = await self._nearest_passing(
                scope,
                content,
                vector,
                own,
                sender,
                lambda p: model.restatement_threshold(p.old, p.new, model.gives_one_slot(p)),
                UpdateModel.restatement_probabilities,
                fetched,
            )
        if found is not None:
            return WriteDecision("update", supersedes=(found,))
        told_by_name = {n.content for n in anothers if names_speaker(n, content)}
        restated = await self._nearest_passing(
            scope,
            content,
            vector,
            anothers,
            sender,
            lambda p: model.anothers_restatement_threshold(p.old, p.new, p.old in told_by_name),
            lambda model, pairs: model.anothers_restatement_probabilities(pairs, told_by_name),
            fetched,
        )
        if restated is not None:
            return WriteDecision("duplicate", duplicate_of=restated)
        # another's statements of the speaker, their name taken out: the speaker is their subject
        of_the_speaker = [(n, told) for n in anothers if (told := told_of(name, n.content))]
        # "Oui c'est confirmé, juin à Biarritz" by Inès after another's "Inès se marie en juin à Biarritz !"
        confirmed = [n for n, told in of_the_speaker if confirms_as_its_subject(told, content)]
        if len(confirmed) == 1:
            return WriteDecision("duplicate", duplicate_of=confirmed[0].episode_id)
        # "c'est le 12 avril mdr" by Léa after another's "l'anniv de Léa c'est le 2 avril": theirs to retire, named as kept
        told_wrong = [n for n, told in of_the_speaker if corrects_as_its_subject(told, content)]
        if len(told_wrong) == 1:
            return WriteDecision("new", kept=(told_wrong[0].episode_id,))
        others = [n for n in changed if sender and n.sender_id != sender]  # named or not: never retired here
        # "saturday practice is at 7:30 going forward" after another's "practice starts at 6pm sat"
        if (ended := _the_one_ended(ENDED_FOR_ANYONE, anothers, content)) is not None:
            return WriteDecision("new", kept=(ended[0].episode_id,))
        # "heads up, Chloe and Tyler broke up last week" after Chloe's "Me and Tyler have been together 3 years"
        if (told := await self._told_of_its_speaker(scope, content, vector, anothers, actor, fetched)) is not None:
            return WriteDecision("new", kept=(told,))
        kept = await self._nearest_passing(
            scope,
            content,
            vector,
            others,
            sender,
            lambda p: model.keep_note_threshold(p.old, p.new, model.gives_one_slot(p)),
            UpdateModel.report_probabilities,
            fetched,
        )
        return WriteDecision("new", kept=(kept,)) if kept is not None else None

    async def _corrected(
        self,
        scope: str,
        content: str,
        vector: NDArray[np.float32],
        stored: list[Neighbour],
        sender: str,
        now: float,
        fetched: dict[str, NDArray[np.float32]],
    ) -> str | None:
        """The statement the draft corrects, when it is a correction of the speaker's latest statement near it, or a
        reply that only gives that statement a new value of its kind ("make that 8pm", `only_revises`)."""
        model = self.update_model
        if model is None or model.correct_at is None:
            return None
        latest = corrected_statement([n for n in stored if n.sender_id == sender], now)
        if latest is None or not corrects(latest.content, content):  # most drafts stop here
            return None
        if not (admits_error(content) or model.announces_correction(vector)):
            return latest.episode_id if only_revises(latest.content, content) else None
        if replaces_in_kind(latest.content, content):
            return latest.episode_id
        bar = model.correct_at
        return await self._nearest_passing(scope, content, vector, [latest], sender, lambda p: bar, fetched=fetched)

    async def _nearest_passing(
        self,
        scope: str,
        content: str,
        vector: NDArray[np.float32],
        candidates: list[Neighbour],
        sender: str,
        bar: Callable[[Pair], float | None],
        scored_by: Scorer = UpdateModel.probabilities,
        fetched: dict[str, NDArray[np.float32]] | None = None,
    ) -> str | None:
        """The nearest candidate whose probability (that the draft updates it, by default) reaches its `bar`."""
        if not candidates:
            return None
        found = await self._update_probabilities(
            scope, content, vector, candidates, lambda n: n.sender_id == sender, scored_by, fetched
        )
        return next(  # nearest first
            (episode_id for episode_id, (pair, p) in found.items() if (threshold := bar(pair)) is not None and p >= threshold),
            None,
        )

    async def _update_probabilities(
        self,
        scope: str,
        content: str,
        vector: NDArray[np.float32],
        candidates: list[Neighbour],
        same_speaker: Callable[[Neighbour], bool],
        scored_by: Scorer = UpdateModel.probabilities,
        fetched: dict[str, NDArray[np.float32]] | None = None,
    ) -> dict[str, tuple[Pair, float]]:
        """Each of the `NEAREST_FOR_DEDUPE` nearest candidates' pair with the draft, and the update model's probability
        (that the draft updates it, by default), nearest first. `fetched`: the stored vectors one decision has read so
        far, which it asks the store for only once (its steps read the same few neighbours)."""
        model = self.update_model
        nearest = sorted(candidates, key=lambda n: -n.similarity)[:NEAREST_FOR_DEDUPE]
        if model is None or not nearest:
            return {}
        vectors = {} if fetched is None else fetched
        missing = [n.episode_id for n in nearest if n.episode_id not in vectors]
        if missing:
            vectors.update(await self._vector_store.vectors(scope, missing))
        judged = [n for n in nearest if n.episode_id in vectors]
        pairs = [Pair(n.content, content, vectors[n.episode_id], vector, same_speaker(n)) for n in judged]
        return {n.episode_id: (pair, p) for n, pair, p in zip(judged, pairs, scored_by(model, pairs), strict=True)}

    def _new_episode(self, identity: Identity, scope: str, prep: _Prepared, now: float) -> Episode:
        draft = prep.draft
        created = draft.created_at if draft.created_at is not None else now
        exported = draft.exported
        return Episode(
            episode_id=new_episode_id(),
            content=prep.content,
            scope=scope,
            session_name=identity.session_name,
            bot_id=identity.bot_id,
            sender_id=identity.sender_id if draft.sender_id is None else draft.sender_id,
            sender_name=safe_name(identity.sender_name if draft.sender_name is None else draft.sender_name),
            created_at=created,
            last_accessed_at=max(created, exported.last_accessed_at or created) if exported else created,
            status=exported.status if exported else "pending" if draft.held_for_review else "active",
            importance=draft.importance,
            tags=list(dict.fromkeys(clean for tag in draft.tags if (clean := normalise(tag)))),
            source=draft.source,
            content_hash=prep.digest,
            context=prep.context,
        )

    async def _persist(
        self, scope: str, episodes: list[Episode], embeddings: NDArray[np.float32], actor: Actor, now: float
    ) -> None:
        ids = [e.episode_id for e in episodes]
        async with self._database.transaction():
            await self._records.insert_pending(episodes)
        try:
            await self._vector_store.add(scope, ids, embeddings, [vector_metadata(e) for e in episodes])
        except BaseException:
            await self._roll_back(scope, ids)
            raise
        try:
            async with self._database.transaction():
                if len(await self._records.commit_pending(ids)) != len(ids):
                    raise DatabaseUnavailable("another process's recovery took this process for gone and rolled its write back")
                await self._commit_links_and_audit(scope, episodes, actor, now)
        except DatabaseUnavailable:
            await self._roll_back(scope, ids)
            raise
        index = self._indexes.loaded(scope)
        if index is not None:
            for episode, vector in zip(episodes, embeddings, strict=True):
                if episode.status != "pending":
                    index.deactivate(episode.supersedes)
                index.add(episode, vector)

    async def _commit_links_and_audit(self, scope: str, episodes: list[Episode], actor: Actor, now: float) -> None:
        """What supersedes what, and the audit entries, in the transaction that commits the episodes."""
        for episode in episodes:
            if episode.supersedes and episode.status != "pending":
                await self._records.set_status(scope, episode.supersedes, "superseded", episode.episode_id)
                await self._audit.record(scope, now, actor, "superseded", episode.supersedes, f"by {episode.episode_id}")
        by_source: defaultdict[str, list[str]] = defaultdict(list)
        for episode in episodes:
            by_source[episode.source].append(episode.episode_id)
        for source, source_ids in by_source.items():
            await self._audit.record(scope, now, actor, "added", source_ids, f"source {source}")

    async def _roll_back(self, scope: str, ids: list[str]) -> None:
        """Undo the pending rows of a write whose vectors did not land; a failure here is left to start-up."""
        try:
            await self._vector_store.delete(scope, ids)
            async with self._database.transaction():
                await self._records.purge(ids)
        except Exception:  # the rows stay pending: the next start-up rolls them back
            return

    async def _enforce_capacity(self, scope: str, keep: set[str], actor: Actor, now: float) -> None:
        rows = await self._records.retention_rows(scope)
        excess = len(rows) - self._config.max_episodes_per_scope
        if excess <= 0:
            return
        half_life = self._config.recency_half_life_days
        retention = [
            RetentionRow(episode_id, sender_id, retention_score(importance, recency_factor(created, used, now, half_life)))
            for episode_id, sender_id, importance, created, used in rows
        ]
        await self._delete(scope, eviction_order(retention, excess, keep), actor, now, "evicted", "over capacity")

    async def link(self, scope: str, links: Sequence[tuple[str, list[str], str]]) -> None:
        """Set supersede links (episode id, what it supersedes, what superseded it) carried by an import."""
        if links:
            async with self._locks(scope), self._database.transaction():
                for episode_id, supersedes, superseded_by in links:
                    await self._records.set_links(scope, episode_id, supersedes, superseded_by)

    # ---- deletes and status changes -------------------------------------------------------

    async def delete(self, scope: str, ids: Sequence[str], actor: Actor, now: float, detail: str = "") -> int:
        """Delete episodes of the scope (ids of other scopes are ignored), putting back what they superseded."""
        async with self._locks(scope):
            found = list(await self._records.get_many(scope, ids))
            await self._delete(scope, found, actor, now, "deleted", detail, restore_replaced=True)
        return len(found)

    async def _delete(
        self, scope: str, ids: list[str], actor: Actor, now: float, action: str, detail: str, restore_replaced: bool = False
    ) -> None:
        if not ids:
            return
        async with self._database.transaction():
            await self._records.mark_deleting(scope, ids)
        await self._vector_store.delete(scope, ids)
        async with self._database.transaction():
            restored = await self._restore_replaced(scope, ids, actor, now) if restore_replaced else []
            await self._records.purge(ids)
            await self._audit.record(scope, now, actor, action, ids, detail)
        index = self._indexes.loaded(scope)
        if index is not None:
            index.remove(ids)
        await self._follow_status(scope, restored)

    async def clear_context(self, scope: str, ids: Sequence[str], actor: Actor, now: float) -> None:
        """Empty the context line of episodes (one that holds a secret): the memory stays, and is no longer found by that line."""
        async with self._locks(scope):
            async with self._database.transaction():
                await self._records.clear_context(scope, ids)
                await self._audit.record(scope, now, actor, "purged", ids, "its context held a secret")
            index = self._indexes.loaded(scope)
            if index is not None:
                for episode in (await self._records.get_many(scope, ids)).values():
                    index.add(episode, None)  # its words again, without the line; its vector is unchanged

    async def _restore_replaced(self, scope: str, update_ids: Sequence[str], actor: Actor, now: float) -> list[str]:
        """Put back what updates superseded, when the updates are forgotten or archived (inside the caller's transaction)."""
        replaced = await self._records.superseded_by_any(scope, update_ids)
        if replaced:
            await self._records.set_status(scope, replaced, "active", "")
            await self._audit.record(scope, now, actor, "restored", replaced, "its update was removed")
        return replaced

    async def _follow_status(self, scope: str, ids: Sequence[str]) -> None:
        """Bring the loaded search index in step with status changes made to `ids`."""
        index = self._indexes.loaded(scope)
        if index is not None and ids:
            for episode in (await self._records.get_many(scope, ids)).values():
                index.set_status(episode)

    async def set_status(
        self,
        scope: str,
        episode_id: str,
        status: EpisodeStatus,
        actor: Actor,
        now: float,
        retirable: Callable[[Episode], bool],
        action: str = "",
    ) -> Episode | None:
        """Archive, restore, accept or reject; restoring (or accepting) an update retires what it supersedes and
        is `retirable` by the one who does it. `action` names the change in the audit (default: the status's)."""
        async with self._locks(scope):
            episode = await self._records.get(scope, episode_id)
            if episode is None:
                return None
            superseded_by = "" if status == "active" else episode.superseded_by
            async with self._database.transaction():
                await self._records.set_status(scope, [episode_id], status, superseded_by)
                await self._audit.record(scope, now, actor, action or STATUS_ACTIONS[status], [episode_id])
                changed: list[str] = []
                if status == "archived":
                    changed = await self._restore_replaced(scope, [episode_id], actor, now)
                elif status == "active":
                    await self._unlink_from_update(scope, episode)
                    changed = await self._retire_again(scope, episode, actor, now, retirable)
            await self._follow_status(scope, [episode_id, *changed])
        return episode.model_copy(update={"status": status, "superseded_by": superseded_by})

    async def retire(self, scope: str, ids: Sequence[str], by: str, actor: Actor, now: float) -> None:
        """`by` supersedes `ids` (a consolidation summary its originals), linked both ways; audited."""
        async with self._locks(scope):
            async with self._database.transaction():
                await self._records.set_links(scope, by, list(ids), "")
                await self._records.set_status(scope, ids, "superseded", by)
                await self._audit.record(scope, now, actor, "superseded", ids, f"consolidated into {by}")
            await self._follow_status(scope, ids)

    async def _unlink_from_update(self, scope: str, restored: Episode) -> None:
        """A restored episode stands again: the update that retired it no longer replaces it (nor retires it again)."""
        update = await self._records.get(scope, restored.superseded_by) if restored.superseded_by else None
        if update is not None:
            remaining = [i for i in update.supersedes if i != restored.episode_id]
            await self._records.set_links(scope, update.episode_id, remaining, update.superseded_by)

    async def _retire_again(
        self, scope: str, update: Episode, actor: Actor, now: float, retirable: Callable[[Episode], bool]
    ) -> list[str]:
        """A restored update supersedes again what it superseded, is active now and the restorer may retire."""
        rows = await self._records.get_many(scope, update.supersedes)
        again = [i for i, row in rows.items() if row.status == "active" and retirable(row)]
        if again:
            await self._records.set_status(scope, again, "superseded", update.episode_id)
            await self._audit.record(scope, now, actor, "superseded", again, f"by {update.episode_id}")
        return again

    # ---- last-recalled times ---------------------------------------------------------------

    def touch(self, scope: str, ids: Sequence[str], now: float) -> None:
        """Note that episodes were recalled; written in one transaction a moment later, off the read path."""
        pending = self._touches.setdefault(scope, {})
        for episode_id in ids:
            pending[episode_id] = max(now, pending.get(episode_id, now))
        if self._touch_flush is None:
            self._touch_flush = asyncio.get_running_loop().create_task(self._flush_touches_later())

    async def _flush_touches_later(self) -> None:
        await asyncio.sleep(TOUCH_FLUSH_SECONDS)
        self._touch_flush = None
        try:
            await self.flush_touches()
        except Exception:  # only ranking freshness is lost; the next recall notes it again
            log.warning("could not write last-recalled times", exc_info=True)

    async def flush_touches(self) -> None:
        """Write every noted recall now (also at close)."""
        touches, self._touches = self._touches, {}
        if touches:
            async with self._database.transaction():
                for scope, recalled in touches.items():
                    await self._records.touch(scope, recalled)

    async def close(self) -> None:
        if self._touch_flush is not None:
            self._touch_flush.cancel()
            self._touch_flush = None
        await self.flush_touches()
