"""Fit the slot classifier (`memory.slots`) on the slot corpus (`bench/data/slots/`), and say how well it reads
statements of a language it never saw.

Every statement is embedded as the service stores it (a passage); a multinomial logistic regression with an L2
penalty (scikit-learn's, installed by requirements-dev.txt) learns its slot. Leave one language out, it is scored on
that language's statements: the accuracy printed is what carries across languages, not what it learned by heart. The
update model reads it (`bench.train_updates` fits it and ships it inside the update model's file), so a slot and the
update bars it opens are learned together.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python -m bench.train_slots [--model M]
"""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path

import numpy as np
from numpy.typing import NDArray
from sklearn.linear_model import LogisticRegression

from longtermmemory.bench.judgment import vectors_of
from longtermmemory.memory.slots import SlotClassifier
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL

SLOT_CORPUS = Path(__file__).parent / "data" / "slots"
# The slots that hold one value at a time for a person: a new value retires the old. A pet, a hobby, a language, an
# allergy, a food liked, a thing owned, a family member or a condition is one more beside the others; an event's time
# or place, a price, a role or opening hours hold one value for each of many events, shops and roles. A diet, a
# habit, a way to reach someone or a vehicle would too, but the slot is wider than its value: beside every other
# statement of the dev pairs, "don't drink coffee anymore" gave the slot of "I'm not drinking alcohol this month",
# "not celiac" that of "I'm vegetarian", a new e-mail that of a phone number.
ONE_VALUE = ["residence", "work", "school", "relationship"]
STRENGTH = 4.0  # the inverse of the L2 penalty: of 1, 4 and 16, the best accuracy on languages left out
DECIMALS = 5


def statements() -> list[dict[str, str]]:
    """Every statement of the slot corpus, each with its `text`, `slot` and `lang`."""
    return [item for path in sorted(SLOT_CORPUS.glob("slots-*.json")) for item in json.loads(path.read_text(encoding="utf-8"))]


def fit(x: NDArray[np.float64], slots: NDArray[np.int64]) -> LogisticRegression:
    return LogisticRegression(C=STRENGTH, max_iter=5000).fit(x, slots)


def slot_classifier(model: str) -> SlotClassifier:
    """The slot classifier fitted on every statement; leave-one-language-out accuracies printed first."""
    items = statements()
    names = sorted({item["slot"] for item in items})
    x = asyncio.run(vectors_of(model, [item["text"] for item in items], as_query=False)).astype(np.float64)
    y = np.array([names.index(item["slot"]) for item in items])
    languages = np.array([item["lang"] for item in items])
    scores = []
    for language in sorted(set(languages)):
        held = languages == language
        scores.append(f"{language} {float((fit(x[~held], y[~held]).predict(x[held]) == y[held]).mean()):.2f}")
    print(f"slots: {len(items)} statements, {len(names)} slots; accuracy on a language left out: {', '.join(scores)}")
    fitted = fit(x, y)
    return SlotClassifier(
        slots=names,
        one_value=[name for name in names if name in ONE_VALUE],
        weights=[[round(float(w), DECIMALS) for w in row] for row in fitted.coef_],
        bias=[round(float(b), DECIMALS) for b in fitted.intercept_],
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    slot_classifier(parser.parse_args().model)


if __name__ == "__main__":
    main()
