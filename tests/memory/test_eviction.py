"""Eviction over capacity: the speaker who holds the most loses first, whatever importance they claimed."""

from longtermmemory.memory.eviction import RetentionRow, eviction_order


def rows(speaker: str, count: int, retention: float, prefix: str = "") -> list[RetentionRow]:
    return [RetentionRow(f"{prefix or speaker}{i}", speaker, retention) for i in range(count)]


def test_a_flood_of_high_importance_evicts_the_flooders_own_memories() -> None:
    others = rows("alice", 3, 0.5) + rows("bob", 3, 0.4)
    flood = rows("eve", 10, 5.0)
    evicted = eviction_order([*others, *flood], excess=6, keep=set())
    assert all(episode_id.startswith("eve") for episode_id in evicted) and len(evicted) == 6


def test_once_even_the_weakest_go_first_and_kept_ids_never_go() -> None:
    alice = [RetentionRow("a1", "alice", 0.1), RetentionRow("a2", "alice", 0.9)]
    bob = [RetentionRow("b1", "bob", 0.2), RetentionRow("b2", "bob", 0.3)]
    assert eviction_order([*alice, *bob], excess=2, keep={"a1"}) == ["b1", "a2"]
    assert eviction_order([*alice, *bob], excess=5, keep=set()) == ["a1", "b1", "b2", "a2"][:4]
