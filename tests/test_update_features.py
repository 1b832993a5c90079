"""The structure the learned update decision reads, and what keeps a shipped update classifier honest (pure, no I/O)."""

import json
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.update_classifier import UpdateClassifier
from longtermmemory.memory.update_features import (
    FEATURES,
    adds_to,
    anchors,
    asks,
    content_terms,
    pair_features,
    same_template,
    values,
)
from longtermmemory.storage.update_classifier_file import load_update_classifier


def test_anchors_are_shared_content_not_values_or_function_words() -> None:
    assert anchors("le kebab d'en bas est à 7€", "ils ont monté le kebab à 8,50€") == {"kebab"}
    assert anchors("体检约在25号", "体检提前到18号了") == {"体检"}
    assert "12" not in content_terms("同窓会12日だよ") and "日だ" not in content_terms("同窓会12日だよ")
    assert not anchors("Treffen am Donnerstag", "Training am Freitag")


def test_values_are_numbers_times_and_calendar_words_in_any_corpus_language() -> None:
    assert values("le kebab est à 8,50€") == {"8.50"}
    assert values("Treffen am Donnerstag") == {"donnerstag"}
    assert values("meeting on Thursday at 3pm") >= {"thursday", "3"}


def test_a_question_and_an_added_item_are_recognised() -> None:
    assert asks("is Ken still at Panasonic?") and asks("阿强还在华为吗") and not asks("Ken is at Toyota now.")
    assert adds_to("and dentist again on Friday") and adds_to("车位费也涨到300了") and not adds_to("dentist moved to Friday")


def test_a_pair_is_judged_only_in_one_template() -> None:
    assert same_template("la piscina cierra a las 22h", "la piscina ahora cierra a las 21h")
    assert not same_template("la piscina cierra a las 22h", "¿la piscina cierra a las 21h?")  # a question
    assert not same_template("me han subido el alquiler a 900", "me han subido el sueldo a 2.000")  # another slot
    assert not same_template("Sam works at Panasonic", "Sam's wife works at Toyota now")  # another owner
    assert same_template("Sam's shift ends at 6", "Sam's shift ends at 7 now")


def test_pair_features_read_value_conflict_and_negation() -> None:
    named = dict(zip(FEATURES, pair_features("The gym closes at 10pm", "The gym closes at 9pm now", 0.8, 1.5), strict=True))
    assert named["value_conflict"] == 1.0 and named["same_values"] == 0.0 and named["announce"] == 1.5
    flipped = dict(zip(FEATURES, pair_features("I'm vegan", "I'm not vegan anymore", 0.6, 0.0), strict=True))
    assert flipped["negation_change"] == 1.0


def shipped(tmp_path: Path, **changes: object) -> Path:
    good = json.loads((Path(__file__).resolve().parent.parent / "classifiers/updates-multilingual-e5-small.json").read_text())
    (tmp_path / "updates-multilingual-e5-small.json").write_text(json.dumps({**good, **changes}))
    return tmp_path


def test_the_shipped_classifier_loads_and_a_broken_or_foreign_one_leaves_the_rules_alone(tmp_path: Path) -> None:
    classifier = load_update_classifier("multilingual-e5-small")
    assert classifier is not None and 0.5 < classifier.update_at < 1
    assert load_update_classifier("multilingual-e5-small", shipped(tmp_path, features=["cosine"])) is None
    assert load_update_classifier("multilingual-e5-small", shipped(tmp_path, embedding_model="all-MiniLM-L6-v2")) is None
    with pytest.raises(ValidationError):
        UpdateClassifier.model_validate({**classifier.model_dump(), "scales": [0.0] * len(FEATURES)})
    with pytest.raises(ValueError, match="dimensions"):
        classifier.announce(np.zeros(3, dtype=np.float32))
