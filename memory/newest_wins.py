"""Newest wins: when two active memories of one slot both remain, the newer is shown first and the older as earlier (pure).

Both remain when the update decision was unsure (stale is better than lost) or when only the
fact's owner or an admin may retire it. Shown side by side, the stale one could pass for current.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from .decisions import is_correction
from .facts import announces_update, fact_terms, key_terms, negation_flip, owners, same_slot
from .models import Episode

T = TypeVar("T")
# For (older, newer) pairs, all at once: does the newer give the older's slot another value?
SameSlot = Callable[[Sequence[tuple[Episode, Episode]]], Sequence[bool]]


def restates_slot(old: str, new: str) -> bool:
    """`new` gives the slot of `old` another value: the same slot, and update wording, a negation, or only values that differ.

    Two events of one person share words ("Ann went to the dentist", "Ann went to the library") without one replacing the other.
    """
    if not same_slot(old, new):
        return False
    values_differ = key_terms(old) == key_terms(new) and fact_terms(old) != fact_terms(new)
    return values_differ or announces_update(new) or negation_flip(old, new)


def by_words(pairs: Sequence[tuple[Episode, Episode]]) -> list[bool]:
    """`restates_slot` for each pair: what the words alone say."""
    return [restates_slot(older.content, newer.content) for older, newer in pairs]


def same_subject(a: Episode, b: Episode) -> bool:
    """Said by the same member, or both about the same named person ("Dan's birthday ...")."""
    if a.sender_id and a.sender_id == b.sender_id:
        return True
    return not owners(a.content).isdisjoint(owners(b.content))


def newer_of_slot(episodes: Sequence[Episode], replaces: SameSlot = by_words) -> dict[str, str]:
    """For each active episode that a newer active one of the same slot and subject follows: episode id -> the newest's id.

    A newer one tagged as a correction needs only the same slot; the other pairs `replaces` judges together (by
    default their words; recall adds the learned update model, `memory.update_model`).
    """
    active = sorted((e for e in episodes if e.status == "active"), key=lambda e: e.created_at)
    pairs = [
        (older, newer)
        for position, older in enumerate(active)
        for newer in active[position + 1 :]
        if newer.created_at > older.created_at and same_subject(older, newer)
    ]
    judged = [pair for pair in pairs if not is_correction(pair[1].tags)]
    verdicts = {(o.episode_id, n.episode_id): verdict for (o, n), verdict in zip(judged, replaces(judged), strict=True)}
    newest: dict[str, str] = {}
    for older, newer in pairs:
        corrected = is_correction(newer.tags) and same_slot(older.content, newer.content)
        if corrected or verdicts.get((older.episode_id, newer.episode_id), False):
            newest[older.episode_id] = newer.episode_id  # the last one found is the newest
    for episode_id, newer_id in list(newest.items()):  # follow chains to the newest of all
        while newer_id in newest:
            newer_id = newest[newer_id]
        newest[episode_id] = newer_id
    return newest


def newer_first(ranked: Sequence[T], episode_of: Callable[[T], Episode], earlier: dict[str, str]) -> list[T]:
    """The ranked list with each newest episode moved up to just before the best-placed earlier one of its slot."""
    result = list(ranked)
    for item in ranked:
        episode = episode_of(item)
        newer_id = earlier.get(episode.episode_id)
        if newer_id is None:
            continue
        old_place = next(i for i, r in enumerate(result) if episode_of(r).episode_id == episode.episode_id)
        new_place = next((i for i, r in enumerate(result) if episode_of(r).episode_id == newer_id), None)
        if new_place is not None and new_place > old_place:
            result.insert(old_place, result.pop(new_place))
    return result
