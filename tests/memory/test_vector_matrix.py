"""The in-memory vector matrix against a plain dict model, under random puts, removes and status flips."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from longtermmemory.memory.vector_matrix import VectorMatrix

IDS = [f"ep_{i}" for i in range(12)]
operation = st.tuples(st.sampled_from(["put", "remove", "live", "dead"]), st.sampled_from(IDS), st.integers(0, 10_000))


def unit(seed: int) -> np.ndarray:
    vector = np.random.default_rng(seed).standard_normal(8).astype(np.float32)
    return vector / np.linalg.norm(vector)


@settings(max_examples=60, deadline=None)
@given(st.lists(operation, max_size=60), st.integers(0, 10_000), st.integers(1, 14))
def test_nearest_matches_brute_force_over_live_rows(ops: list[tuple[str, str, int]], query_seed: int, limit: int) -> None:
    matrix = VectorMatrix()
    model: dict[str, tuple[np.ndarray, bool]] = {}
    for op, doc_id, seed in ops:
        if op == "put":
            matrix.put(doc_id, unit(seed))
            model[doc_id] = (unit(seed), True)
        elif op == "remove":
            matrix.remove(doc_id)
            model.pop(doc_id, None)
        elif doc_id in model:
            matrix.set_live(doc_id, op == "live")
            model[doc_id] = (model[doc_id][0], op == "live")
    query = unit(query_seed)
    expected = sorted(((float(v @ query), i) for i, (v, live) in model.items() if live), reverse=True)[:limit]
    found = matrix.nearest(query, limit)
    assert len(matrix) == len(model)
    assert sorted(found.values(), reverse=True) == pytest.approx([s for s, _ in expected], abs=1e-6)
    assert matrix.similarities(query, IDS) == pytest.approx({i: float(v @ query) for i, (v, _) in model.items()}, abs=1e-6)
