"""How two vectors agree, dimension by dimension: the gap's and the product's projections (pure)."""

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.agreement import Agreement
from longtermmemory.memory.update_model import Ensemble, Pair, Tree, UpdateModel

AXES = {
    "gap_mean": [0.0, 0.0, 0.0],
    "gap_components": [[1.0, 0.0, 0.0]],
    "product_mean": [0.0, 0.0, 0.0],
    "product_components": [[0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
}


def test_the_gap_is_unsigned_and_the_product_keeps_where_both_agree() -> None:
    agreement = Agreement(**AXES)
    old, new = np.array([0.6, 0.8, 0.0]), np.array([0.0, 0.8, 0.6])
    assert agreement.project(old, new) == pytest.approx([0.6, 0.64, 0.0])
    assert agreement.project(new, old) == pytest.approx(agreement.project(old, new))  # either order: one agreement
    rows = agreement.project(np.vstack([old, new]), np.vstack([new, new]))
    assert rows.shape == (2, 3) and rows[1] == pytest.approx([0.0, 0.64, 0.36])


def test_an_agreement_of_mixed_dimensions_or_without_components_is_refused() -> None:
    with pytest.raises(ValidationError):
        Agreement(**{**AXES, "product_mean": [0.0, 0.0]})
    with pytest.raises(ValidationError):
        Agreement(**{**AXES, "gap_components": []})
    with pytest.raises(ValidationError):
        Agreement(**{**AXES, "gap_components": [[1.0, float("nan"), 0.0]]})
    stump = Tree(feature=[0], threshold=[0.0], left=[0], right=[0], value=[0.0])
    with pytest.raises(ValidationError):  # the update model's vectors are of another dimension
        UpdateModel(
            embedding_model="m",
            mean=[0.0] * 4,
            components=[[1.0, 0.0, 0.0, 0.0]],
            update=Ensemble(baseline=0.0, trees=[stump], threshold=0.5),
            agreement=Agreement(**AXES),
        )


def test_only_the_restatement_ensemble_reads_the_agreement() -> None:
    """A tree on the feature after the pair's structure: the agreement's first, the gap. The update ensemble's rows end
    with the structure, so the same tree there reads a feature the rows lack only for the restatement."""
    shape = {"embedding_model": "m", "mean": [0.0] * 3, "components": [[1.0, 0.0, 0.0]]}
    first_agreement = 1 + 1 + 13  # the new statement's projection, its difference's, the structure
    gap_tree = Tree(feature=[first_agreement, 0, 0], threshold=[0.3, 0.0, 0.0], left=[1, 0, 0], right=[2, 0, 0], value=[0, 3, -3])
    restatement = Ensemble(baseline=0.0, trees=[gap_tree], threshold=0.5)
    update = Ensemble(baseline=0.0, trees=[Tree(feature=[0], threshold=[0.0], left=[0], right=[0], value=[0.0])], threshold=0.5)
    model = UpdateModel(**shape, update=update, restatement=restatement, agreement=Agreement(**AXES))
    near = Pair("I live in Osaka", "Osaka is home", np.array([0.6, 0.8, 0.0]), np.array([0.5, 0.8, 0.1]), True)
    far = Pair("I live in Osaka", "my son lives in Kobe", np.array([0.6, 0.8, 0.0]), np.array([0.0, 0.8, 0.6]), True)
    near_p, far_p = model.restatement_probabilities([near, far])
    assert near_p > 0.9 and far_p < 0.1  # a small gap restates, a large one does not
    assert model.probabilities([near, far]) == [0.5, 0.5]
