"""Updates the rules alone miss, as a user meets them with the default model: through the remember tool."""

import json
from pathlib import Path
from typing import Any

from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.tests.support import HostFactory, event, replay


def remember(content: str, sender: str = "u1", name: str = "Alice") -> dict[str, Any]:
    return event(sender=sender, name=name, tool="remember", args={"content": content, "tags": []})


async def statuses(host: Any, tmp_path: Path) -> dict[str, str]:
    [out] = await replay(host, [event(message="!memory export l2")], tmp_path)
    return {e["content"]: e["status"] for e in json.loads(out["reply"])["episodes"]}


async def test_a_change_said_in_other_words_retires_the_old_statement(make_host: HostFactory, tmp_path: Path) -> None:
    """No update wording the rules know ("ahora" is no cue of theirs): the learned model reads the change."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    old, new = "la piscina cierra a las 22h", "la piscina ahora cierra a las 21h, por el ahorro de energía"
    out = await replay(host, [remember(old), remember("el gimnasio abre a las 7"), remember(new)], tmp_path)
    assert "It supersedes" in out[2]["result"]
    assert await statuses(host, tmp_path) == {old: "superseded", "el gimnasio abre a las 7": "active", new: "active"}


async def test_another_event_or_slot_that_looks_like_a_change_keeps_both(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    texts = [
        "Dentist on Tuesday",
        "and dentist again on Friday, another filling 😩",
        "my work phone is 555-0101",
        "my home phone is 555-0199",
    ]
    await replay(host, [remember(text) for text in texts], tmp_path)
    assert await statuses(host, tmp_path) == dict.fromkeys(texts, "active")
