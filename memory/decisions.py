"""Duplicate, update or new: what one draft does to the memory of its scope, decided without I/O.

The write pipeline gathers the facts (the draft, the nearest stored episodes, what this batch
already accepted) and carries the decision out; nothing here reads or writes a store.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

SUPERSEDING_TAGS = frozenset({"correction", "fact-update", "fact_update", "update", "clarification", "corrected"})
NEAREST_FOR_DEDUPE = 5  # stored neighbours checked for a near-duplicate, most similar first

DecisionKind = Literal["duplicate", "update", "new"]


@dataclass(frozen=True)
class Neighbour:
    """An episode close to the draft: stored in the scope, or accepted earlier in the same batch."""

    episode_id: str
    similarity: float
    sender_id: str
    active: bool = True


@dataclass(frozen=True)
class Thresholds:
    """Cosine similarities at which a draft duplicates, or a correction supersedes, an episode."""

    dedupe: float
    supersede: float


@dataclass(frozen=True)
class WriteDecision:
    """`duplicate` names the episode it restates; `update` names the episodes it supersedes."""

    kind: DecisionKind
    duplicate_of: str = ""
    supersedes: tuple[str, ...] = ()


def is_correction(tags: Iterable[str]) -> bool:
    """The draft says it replaces an older memory."""
    return not SUPERSEDING_TAGS.isdisjoint(t.casefold() for t in tags)


def near_duplicate(sender_id: str, stored: Sequence[Neighbour], batch: Sequence[Neighbour], threshold: float) -> str:
    """An active episode of the same speaker that says nearly the same thing, if any."""
    nearest = sorted(stored, key=lambda n: -n.similarity)[:NEAREST_FOR_DEDUPE]
    for neighbour in (*nearest, *batch):
        if neighbour.similarity >= threshold and neighbour.active and neighbour.sender_id == sender_id:
            return neighbour.episode_id
    return ""


def superseded_by_correction(sender_id: str, stored: Sequence[Neighbour], threshold: float) -> tuple[str, ...]:
    """The active episodes of the same speaker (any, when the speaker is unknown) a correction replaces."""
    return tuple(
        n.episode_id for n in stored if n.similarity >= threshold and n.active and (not sender_id or n.sender_id == sender_id)
    )


def decide(
    tags: Iterable[str],
    sender_id: str,
    exact_duplicate: str,
    stored: Sequence[Neighbour],
    batch: Sequence[Neighbour],
    thresholds: Thresholds,
) -> WriteDecision:
    """Duplicate of an identical or near-identical episode, update of what a correction replaces, or new.

    A correction is never a near-duplicate: it is close to what it corrects by design.
    """
    if exact_duplicate:
        return WriteDecision("duplicate", duplicate_of=exact_duplicate)
    if is_correction(tags):
        replaced = superseded_by_correction(sender_id, stored, thresholds.supersede)
        return WriteDecision("update", supersedes=replaced) if replaced else WriteDecision("new")
    duplicate = near_duplicate(sender_id, stored, batch, thresholds.dedupe)
    return WriteDecision("duplicate", duplicate_of=duplicate) if duplicate else WriteDecision("new")
