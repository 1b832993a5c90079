"""The learned ranker through the replay: a chat imported as turns, then searched as a member would.

In conversation the answer is often the turn after the one the question's words match
("did you adopt the dog?" / "yes, a beagle called Pepper"); the learned ranker reads the turns
around each hit, and a question rarely answers a question.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from longtermmemory.tests.support import HostFactory, event, replay

CHAT = [
    ("u1", "Alice", "Did you end up adopting a dog from the animal shelter last weekend?"),
    ("u2", "Bob", "Yes! A three-year-old beagle called Pepper, she sleeps all day."),
    ("u1", "Alice", "How is the new job at the bakery going?"),
    ("u2", "Bob", "Early mornings, but I love the smell of fresh bread."),
    ("u1", "Alice", "I finally finished reading that long novel about the lighthouse keeper."),
    ("u2", "Bob", "Was the ending worth it?"),
    ("u1", "Alice", "Absolutely, I cried on the train home."),
    ("u2", "Bob", "My brother wants to visit the shelter too, he misses having a dog around."),
    ("u1", "Alice", "We should all go hiking near the lake when the weather is warmer."),
    ("u2", "Bob", "I bought new boots for that, bright orange ones."),
]
QUESTION = "What dog did Bob adopt from the shelter?"
ANSWER = "beagle called Pepper"


def transcript(tmp_path: Path) -> Path:
    """The chat as an import file: each turn with its speaker, its time and the line before it."""
    items, previous = [], ""
    for turn, (sender_id, name, text) in enumerate(CHAT):
        at = f"2026-03-01T10:{turn:02d}:00+00:00"
        items.append({"content": text, "sender_id": sender_id, "sender_name": name, "created_at": at, "context": previous})
        previous = f"{name}: {text}"
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(items), encoding="utf-8")
    return path


def position_of(reply: str, text: str) -> int:
    """Where `text` comes in a `!memory search` reply (0 = first); each result is an id line, then its content."""
    contents = [line for line in reply.split("\n")[1:] if line.startswith("  ")]
    return next(k for k, content in enumerate(contents) if text in content)


@pytest.mark.parametrize("model", ["all-MiniLM-L6-v2", "multilingual-e5-small"])
async def test_the_reply_to_a_matching_question_comes_before_the_hand_weights_put_it(
    make_host: HostFactory, tmp_path: Path, model: str
) -> None:
    chat = transcript(tmp_path)
    position: dict[str, int] = {}
    for ranker in ("learned", "weights"):
        host = await make_host(data_dir=tmp_path / ranker, embedding_model=model, ranker=ranker)
        out = await replay(
            host,
            [
                event(admin=True, message=f"!memory import l2 {chat}"),
                event(sender="u3", name="Carol", message=f"!memory search {QUESTION}"),
            ],
            tmp_path,
        )
        assert "10" in out[0]["reply"], out[0]
        position[ranker] = position_of(out[1]["reply"], ANSWER)
    assert position["learned"] <= 1 and position["learned"] < position["weights"], position
