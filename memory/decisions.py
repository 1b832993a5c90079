"""Duplicate, update or new: what one draft does to the memory of its scope, decided without I/O.

The write pipeline gathers the facts (the draft, the nearest stored episodes, what this batch
already accepted) and carries the decision out; nothing here reads or writes a store.

- duplicate: the same speaker already said the same thing (the same content terms; values and
  negation count), so one episode stays active. Another member saying the same is their fact
  too, stored as theirs; a retired statement said again is no duplicate either.
- update: the draft replaces older statements of the same slot. It is flagged by a tag
  (`correction`, `fact-update`, `clarification`) or by its wording ("actually", "no longer",
  "moved to", "じゃなくて" ...), or it negates a statement with exactly the same terms, or it
  restates a retired statement (a fact changed back: Friday, Saturday, Friday again), replacing
  what retired it so the supersede chain stays one line that forgetting walks back. Only
  statements of the same slot are retired (see `facts.same_slot`), only the speaker's own or
  those of a speaker the draft names, and when the draft names the old value ("..., not
  Sendai") only statements holding that value. Another member's statement is retired only with
  consent (`with_consent`): the writer is an admin of its chat or the bot's owner; otherwise
  both are kept.
- new: everything else, including facts of a similar shape ("allergic to peanuts" and
  "allergic to shellfish" are both true).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from .change_cues import adds, says_change
from .facts import (
    announces_update,
    fact_terms,
    is_value,
    key_terms,
    negated,
    negated_old_value,
    negation_flip,
    same_fact,
    same_slot,
    withdraws,
)
from .other_slot import other_slot
from .prices import restates_price
from .text import name_words, restates_numbers, wording, words
from .update_model import first_sentence

SUPERSEDING_TAGS = frozenset({"correction", "fact-update", "fact_update", "update", "clarification", "corrected"})
NEAREST_FOR_DEDUPE = 5  # stored neighbours checked for a duplicate, most similar first

DecisionKind = Literal["duplicate", "update", "new"]


@dataclass(frozen=True)
class Neighbour:
    """An episode close to the draft: stored in the scope, or accepted earlier in the same batch."""

    episode_id: str
    similarity: float
    sender_id: str
    content: str
    sender_name: str = ""
    active: bool = True
    superseded_by: str = ""  # the statement that retired this one, when an update did
    created_at: float = 0.0  # when it was said (a correction corrects the speaker's latest statement)


@dataclass(frozen=True)
class Thresholds:
    """Cosine similarities a duplicate must reach, and an episode must reach to be replaced by an update."""

    dedupe: float
    supersede: float


@dataclass(frozen=True)
class WriteDecision:
    """`duplicate` names the episode it restates; `update` names the episodes it supersedes.

    `kept`: statements the draft would update but may not retire (another member's, without consent).
    """

    kind: DecisionKind
    duplicate_of: str = ""
    supersedes: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()


def is_correction(tags: Iterable[str]) -> bool:
    """The draft's tags say it replaces an older memory."""
    return not SUPERSEDING_TAGS.isdisjoint(t.casefold() for t in tags)


def exact_duplicate_of(sender_id: str, same_text: Sequence[Neighbour], any_status: bool) -> str:
    """The speaker's own statement with the same text, unless an update retired it (`any_status`: any, for imports)."""
    for neighbour in same_text:
        if neighbour.sender_id == sender_id and (any_status or not neighbour.superseded_by):
            return neighbour.episode_id
    return ""


def duplicate_of(
    content: str,
    sender_id: str,
    stored: Sequence[Neighbour],
    batch: Sequence[Neighbour],
    threshold: float,
    reads_wording: bool = True,
) -> str:
    """An active episode of the same speaker that states the same fact, if any: close enough and of the same terms, or
    of the same `wording` whatever the cosine (a number's groups written another way move a vector far), or the same
    long number in other words and no word of change (`restates_numbers`: "携帯は090-1234-5678です" / "09012345678"),
    or, read as a member's statement (`reads_wording`; not a line of an imported transcript), the same price of the
    same thing (`restates_price`: "门票一人80块" / "门票每人80元")."""
    nearest = sorted(stored, key=lambda n: -n.similarity)[:NEAREST_FOR_DEDUPE]
    said = wording(content)
    for neighbour in (*nearest, *batch):
        same = (
            (neighbour.similarity >= threshold and same_fact(neighbour.content, content))
            or wording(neighbour.content) == said
            or (
                restates_numbers(neighbour.content, content)
                and not says_change(content)
                and not other_slot(neighbour.content, content)
            )
            or (reads_wording and restates_price(neighbour.content, content))
        )
        if same and neighbour.active and neighbour.sender_id == sender_id:
            return neighbour.episode_id
    return ""


def _may_replace(neighbour: Neighbour, sender_id: str, content: str, threshold: float) -> bool:
    """Active, close enough, and the speaker's own (any, when the speaker is unknown) or a speaker the draft names.

    A draft that withdraws the statement word for word is close enough whatever the cosine: a model's vectors can
    set "I use Vim" far from "I don't use Vim anymore, I switched to Helix", and the words already say which slot.
    """
    if not neighbour.active or (neighbour.similarity < threshold and not withdraws(neighbour.content, content)):
        return False
    return of_speaker_or_named(neighbour, sender_id, content)


def of_speaker_or_named(neighbour: Neighbour, sender_id: str, content: str) -> bool:
    """The statement is the speaker's own (any, when the speaker is unknown), or its speaker is named in `content`."""
    own = not sender_id or neighbour.sender_id == sender_id
    return own or names_speaker(neighbour, content)


def names_speaker(neighbour: Neighbour, content: str) -> bool:
    """`content` names the statement's speaker ("Ben's dog is called Pickles" names Ben)."""
    return not name_words(neighbour.sender_name).isdisjoint(words(content))


def updates(old: str, new: str) -> bool:
    """Whether an update `new` retires the statement `old`.

    The same slot, and: when the update denies an old value ("..., not Sendai"), `old` holds it;
    when the update is a negation ("Ken no longer works at Sony"), it repeats all of `old`'s key
    words, so "Ken works at Toyota" stays, and so does another negation it does not repeat ("Inès
    doesn't work weekends anymore" beside "... night shifts anymore").
    """
    if not same_slot(old, new):
        return False
    denied = negated_old_value(new)
    if denied:
        return fact_terms(denied) <= fact_terms(old)
    if negated(new) and negated(old):  # two denials stand together unless the new one repeats the old one's values too
        return key_terms(old) <= key_terms(new) and {t for t in fact_terms(old) if is_value(t)} <= fact_terms(new)
    if negated(new):
        return key_terms(old) <= key_terms(new)
    return True


def judged_candidates(
    content: str, sender_id: str, stored: Sequence[Neighbour], threshold: float, limit: int, likely: Collection[str] = ()
) -> list[Neighbour]:
    """The most similar active statements the draft could restate or replace (the speaker's own or a named speaker's).

    `likely`: statements the update model finds the draft may update though their cosine is under the threshold
    (an update in other words: "Ich wohne in Köln", "Bin nach Hamburg umgezogen"); the LLM is shown them too.
    """
    candidates = [n for n in stored if _may_replace(n, sender_id, content, -1.0 if n.episode_id in likely else threshold)]
    return sorted(candidates, key=lambda n: -n.similarity)[:limit]


def replaced_by(
    content: str, tags: Iterable[str], sender_id: str, stored: Sequence[Neighbour], threshold: float, reads_wording: bool = True
) -> tuple[str, ...]:
    """The stored statements a draft updates (() when it updates nothing). Words of change in a statement that adds
    ("also doing pickup soccer on sundays now") say what is new beside the older one, not what replaced it."""
    candidates = [n for n in stored if _may_replace(n, sender_id, content, threshold)]
    if is_correction(tags) or (reads_wording and announces_update(content) and not adds(first_sentence(content))):
        return tuple(n.episode_id for n in candidates if updates(n.content, content))
    return tuple(n.episode_id for n in candidates if reads_wording and negation_flip(n.content, content))


def changed_back(
    content: str, sender_id: str, same_text: Sequence[Neighbour], stored: Sequence[Neighbour], thresholds: Thresholds
) -> tuple[str, ...]:
    """The current statements of a slot whose retired statement the draft says again (Friday, Saturday, Friday).

    From each retired restatement (the same text, or the same fact and a duplicate's cosine) the
    supersede chain is followed through the stored neighbours to its active end, which the draft
    replaces when it may (the speaker's own or a named speaker's, close enough).
    """
    by_id = {n.episode_id: n for n in stored}
    restated = [*same_text, *(n for n in stored if n.similarity >= thresholds.dedupe and same_fact(n.content, content))]
    current: list[str] = []
    for neighbour in restated:
        seen, at = {neighbour.episode_id}, by_id.get(neighbour.superseded_by) if not neighbour.active else None
        while at is not None and not at.active and at.episode_id not in seen:
            seen.add(at.episode_id)
            at = by_id.get(at.superseded_by)
        if at is not None and at.episode_id not in current and _may_replace(at, sender_id, content, thresholds.supersede):
            current.append(at.episode_id)
    return tuple(current)


def decide(
    content: str,
    tags: Iterable[str],
    sender_id: str,
    same_text: Sequence[Neighbour],
    stored: Sequence[Neighbour],
    batch: Sequence[Neighbour],
    thresholds: Thresholds,
    reads_wording: bool = True,
) -> WriteDecision:
    """One decision per draft: duplicate, update or new.

    `same_text`: stored or batch statements with the draft's exact (normalised) text, in any status.
    `reads_wording` is off for imported transcripts: a conversation line saying "now" or "not"
    is no correction; there only tags mark updates, and the same text in any status is a duplicate
    (importing twice changes nothing).
    """
    duplicate = exact_duplicate_of(sender_id, same_text, not reads_wording) or duplicate_of(
        content, sender_id, stored, batch, thresholds.dedupe, reads_wording
    )
    if duplicate:
        return WriteDecision("duplicate", duplicate_of=duplicate)
    replaced = replaced_by(content, tuple(tags), sender_id, stored, thresholds.supersede, reads_wording)
    if reads_wording:
        replaced += tuple(i for i in changed_back(content, sender_id, same_text, stored, thresholds) if i not in replaced)
    return WriteDecision("update", supersedes=replaced) if replaced else WriteDecision("new")


def with_consent(decision: WriteDecision, may_retire: Callable[[str], bool]) -> WriteDecision:
    """The decision as it may be carried out: an update retires only what its writer may retire.

    The rest stays active beside the new statement (`kept`): when unsure, memory keeps both facts
    rather than lose one, and a member's fact is retired only by that member or an admin. An update
    left with nothing to retire is new.
    """
    if decision.kind != "update":
        return decision
    retired = tuple(i for i in decision.supersedes if may_retire(i))
    kept = tuple(i for i in decision.supersedes if i not in retired)
    return WriteDecision("update" if retired else "new", supersedes=retired, kept=kept)
