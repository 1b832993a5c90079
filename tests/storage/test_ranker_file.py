"""Loading the shipped learned rankers, and falling back to the hand weights when one cannot be used."""

import logging
import shutil
from pathlib import Path

import pytest

from longtermmemory.memory.rank_features import FEATURES
from longtermmemory.storage.embedder import BUNDLED_MODEL, MULTILINGUAL_MODEL
from longtermmemory.storage.ranker_file import RANKERS_DIR, load_ranker


@pytest.mark.parametrize("model", [BUNDLED_MODEL, MULTILINGUAL_MODEL])
def test_each_bundled_model_ships_a_ranker_for_these_features(model: str) -> None:
    ranker = load_ranker(model)
    assert ranker is not None and ranker.embedding_model == model and tuple(ranker.features) == FEATURES
    assert set(ranker.trained_on) == {"locomo10-dev.json", "friendsqa-dev-locomo.json"}
    assert ranker.held_out["locomo10-dev"]["recall@10"] > 0.75  # what it measured on conversations it did not learn from


def test_a_model_without_a_ranker_ranks_with_the_hand_weights(caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    with caplog.at_level(logging.INFO):
        assert load_ranker("my-own-model", tmp_path) is None
        assert load_ranker(str(tmp_path / "a-model-directory")) is None
    assert "hand weights" in caplog.text


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: text[: len(text) // 2], "Invalid JSON"),
        (lambda text: text.replace('"cosine"', '"cosine_v0"', 1), "other features"),
    ],
)
def test_a_broken_ranker_file_falls_back_with_a_warning(
    damage, reason: str, caplog: pytest.LogCaptureFixture, tmp_path: Path
) -> None:
    shipped = (RANKERS_DIR / f"{BUNDLED_MODEL}.json").read_text()
    (tmp_path / f"{BUNDLED_MODEL}.json").write_text(damage(shipped))
    assert load_ranker(BUNDLED_MODEL, tmp_path) is None
    assert reason in caplog.text and "hand weights" in caplog.text


def test_a_ranker_trained_for_another_model_is_not_used(caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    shutil.copy(RANKERS_DIR / f"{MULTILINGUAL_MODEL}.json", tmp_path / f"{BUNDLED_MODEL}.json")
    assert load_ranker(BUNDLED_MODEL, tmp_path) is None
    assert f"trained for {MULTILINGUAL_MODEL}" in caplog.text
