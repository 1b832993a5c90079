"""Fit the taste model (`memory.taste_model`) on the taste corpus (`bench/data/taste/`), choose the share a turn needs
on the dev split of the update corpus, and ship it inside the update model's file.

Every statement is embedded as the service stores it (a passage); a multinomial logistic regression with an L2 penalty
learns whether it likes, dislikes, or says neither. Leave one language out, it is scored on that language's
statements: the accuracy printed is what carries across languages. The bar (`TasteModel.turn_at`) is the lowest
share, above `FLOOR`, that no dev pair of one speaker labelled a new fact or a restatement reaches among the pairs
`memory.taste.may_turn` allows (a side said in words of a closed class held certain, as the write path holds it): a
taste turned around retires the older statement, so a wrong turn loses a fact.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python -m bench.train_taste [--model M] [--out FILE]
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
from longtermmemory.bench.judgment_data import load
from longtermmemory.memory.taste import may_turn, said_side
from longtermmemory.memory.taste_model import SIDES, TasteModel
from longtermmemory.memory.update_model import UpdateModel
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.storage.update_model_file import update_model_path

TASTE_CORPUS = Path(__file__).parent / "data" / "taste"
STRENGTH = 4.0  # the inverse of the L2 penalty, as for the slot classifier
# A turn needs each side clearly the likelier; of the studied held-out sets' pairs (outside this repository), a new
# fact scored 0.696 ("난 민트초코 극혐" beside "근데 민트 사탕은 괜찮음": mint candy is another thing than mint chocolate).
FLOOR = 0.7
MARGIN = 0.01  # above the highest score of a dev pair that is no update
DECIMALS = 5


def statements() -> list[dict[str, str]]:
    """Every statement of the taste corpus, each with its `text`, `label` (a side) and `lang`."""
    return [item for path in sorted(TASTE_CORPUS.glob("taste-*.json")) for item in json.loads(path.read_text(encoding="utf-8"))]


def fit(x: NDArray[np.float64], sides: NDArray[np.int64]) -> LogisticRegression:
    return LogisticRegression(C=STRENGTH, max_iter=5000).fit(x, sides)


def turn_threshold(model: TasteModel, embedding_model: str) -> float:
    """The lowest bar above `FLOOR` that no dev pair of one speaker that is no update reaches (`may_turn` allowing)."""
    pairs = [
        item
        for item in load("updates", "dev")
        if item["old"]["speaker"] == item["new"]["speaker"] and may_turn(item["old"]["text"], item["new"]["text"])
    ]
    old = asyncio.run(vectors_of(embedding_model, [item["old"]["text"] for item in pairs], as_query=False))
    new = asyncio.run(vectors_of(embedding_model, [item["new"]["text"] for item in pairs], as_query=False))
    said_old, said_new = [said_side(i["old"]["text"]) for i in pairs], [said_side(i["new"]["text"]) for i in pairs]
    scores = np.array(model.turn_scores(old, new, said_old, said_new))  # as the write path reads them
    update = np.array([item["label"] == "update" for item in pairs])
    bar = max(FLOOR, float(scores[~update].max(initial=0.0)) + MARGIN)
    print(
        f"taste turns on the dev pairs it may read: {int((scores[update] >= bar).sum())} of {int(update.sum())} updates, "
        f"{int((scores[~update] >= bar).sum())} of {int((~update).sum())} other pairs, at {bar:.4f}"
    )
    return round(bar, 4)


def taste_model(embedding_model: str) -> TasteModel:
    """The taste model fitted on every statement, with its bar; leave-one-language-out accuracies printed first."""
    items = statements()
    x = asyncio.run(vectors_of(embedding_model, [item["text"] for item in items], as_query=False)).astype(np.float64)
    y = np.array([SIDES.index(item["label"]) for item in items])
    languages = np.array([item["lang"] for item in items])
    left_out = {}
    for language in sorted(set(languages)):
        held = languages == language
        left_out[str(language)] = round(float((fit(x[~held], y[~held]).predict(x[held]) == y[held]).mean()), 3)
    print(f"taste: {len(items)} statements; accuracy on a language left out: {left_out}")
    fitted = fit(x, y)
    unbarred = TasteModel(
        weights=[[round(float(w), DECIMALS) for w in row] for row in fitted.coef_],
        bias=[round(float(b), DECIMALS) for b in fitted.intercept_],
        turn_at=1.0,
        trained_on=f"bench/data/taste ({len(items)} statements)",
        left_out=left_out,
    )
    return unbarred.model_copy(update={"turn_at": turn_threshold(unbarred, embedding_model)})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default=MULTILINGUAL_MODEL)
    parser.add_argument("--out", type=Path, default=None, help="the update model file to ship it in (the shipped one)")
    args = parser.parse_args()
    out = args.out or update_model_path(args.model)
    if out is None:
        raise SystemExit(f"no shipped file for {args.model!r}: give --out")
    shipped = UpdateModel.model_validate_json(out.read_text(encoding="utf-8"))
    with_taste = UpdateModel.model_validate({**shipped.model_dump(), "taste": taste_model(args.model).model_dump()})
    out.write_text(with_taste.model_dump_json(), encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
