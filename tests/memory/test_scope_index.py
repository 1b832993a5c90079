"""The in-memory search view of a scope follows adds, status changes, touches and removals."""

import numpy as np

from longtermmemory.memory.scope_index import IndexRow, ScopeIndex


def row(episode_id: str, content: str, status: str = "active", sender: str = "u1") -> IndexRow:
    return IndexRow(episode_id, sender, "Alice", content, "", 100.0, 100.0, 2, status, "agent")


def unit(*values: float) -> np.ndarray:
    vector = np.asarray(values, dtype=np.float32)
    return vector / np.linalg.norm(vector)


def test_only_active_episodes_are_candidates_by_words_or_vectors() -> None:
    index = ScopeIndex.build(
        [row("a", "violin lesson"), row("b", "violin concert", status="archived"), row("c", "ramen dinner")],
        {"a": unit(1, 0), "b": unit(1, 0.1), "c": unit(0, 1)},
    )
    assert len(index) == 3 and set(index.active) == {"a", "c"}
    assert set(index.lexical_top(index.lexical.scores("violin"), 10)) == {"a"}
    assert set(index.matrix.nearest(unit(1, 0), 10)) == {"a", "c"}


def test_status_changes_removals_and_touches_are_followed() -> None:
    index = ScopeIndex.build([row("a", "violin lesson"), row("b", "violin concert")], {"a": unit(1, 0), "b": unit(1, 0.2)})
    index.deactivate(["a"])
    assert set(index.lexical_top(index.lexical.scores("violin"), 10)) == {"b"} and "a" not in index.matrix.nearest(unit(1, 0), 10)
    index.set_status(row("a", "violin lesson"))
    assert set(index.lexical_top(index.lexical.scores("violin"), 10)) == {"a", "b"}
    index.touch(["a", "missing"], 500.0)
    assert index.active["a"].last_accessed_at == 500.0
    index.remove(["b"])
    assert len(index) == 1 and set(index.lexical_top(index.lexical.scores("violin"), 10)) == {"a"}


def test_an_episode_without_a_vector_is_still_found_by_its_words() -> None:
    index = ScopeIndex.build([row("a", "violin lesson")], {})
    assert set(index.lexical_top(index.lexical.scores("violin"), 10)) == {"a"} and index.matrix.nearest(unit(1, 0), 10) == {}


def test_an_indexed_episode_follows_its_stored_row() -> None:
    """What another process changed: a status, or the words (a context line cleared); what did not change stays."""
    index = ScopeIndex.build([row("a", "violin lesson"), row("b", "ramen dinner")], {"a": unit(1, 0), "b": unit(0, 1)})
    touched = index.active["b"]
    index.follow(row("a", "violin lesson", status="archived"))
    assert "a" not in index.active and "a" not in index.matrix.nearest(unit(1, 0), 10)
    index.follow(row("a", "violin lesson"))
    assert "a" in index.active and "a" in index.matrix.nearest(unit(1, 0), 10)
    index.follow(IndexRow("b", "u1", "Alice", "ramen dinner", "said over noodles", 100.0, 100.0, 2, "active", "agent"))
    assert set(index.lexical.scores("noodles")) == {"b"} and index.active["b"] is touched
    assert "a" in index and "missing" not in index
