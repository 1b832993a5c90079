"""The key migration (schema 3): memory written under the old keys is found under today's, nothing is lost."""

import sqlite3
from pathlib import Path

import numpy as np

from longtermmemory.memory.identity import Identity
from longtermmemory.memory.profile_edit import ProfileChange
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.chroma_vectors import ChromaVectorStore
from longtermmemory.storage.embedder import Embedder

GROUP = Identity("group", "g1", "b1", "u1", "Alice", is_admin=True)
OTHER_GROUP = Identity("group", "g:2", "b1", "u2", "Bob", is_admin=True)
DM = Identity("person", "p1", "b1", "u1", "Alice")
COLON_CHAT = Identity("group", "a:b", "b1", "u3", "Cy", is_admin=True)
NOW = 1_800_000_000.0


async def make_legacy(data_dir: Path, embedder: Embedder) -> None:
    """Write with today's code, then put every key back the way the code before schema 3 wrote it."""
    config = load_config({"data_dir": data_dir, "isolation": "bot", "write_rate_limit_per_minute": 0}, environ={})
    service = await MemoryService.open(config, embedder)
    await service.write(GROUP, [Draft("Alice plays the violin on Fridays")], NOW)
    await service.write(OTHER_GROUP, [Draft("Bob runs a ramen stall in Sapporo")], NOW)
    await service.write(DM, [Draft("Alice told me privately her test result came back positive")], NOW)
    await service.write(COLON_CHAT, [Draft("Cy keeps bees on the roof")], NOW)
    await service.update_profile(COLON_CHAT, ProfileChange(field="notes", action="set", value="Beekeeping club"), NOW)
    await service.close()

    today_to_legacy = {"b1:*": "bot:b1", "b1:person_p1": "bot:b1", "b1:group_a%3Ab": "b1:group_a:b"}
    with sqlite3.connect(data_dir / "ltm.sqlite3") as db:
        for new, old in today_to_legacy.items():
            db.execute("UPDATE episodes SET user_key = ? WHERE user_key = ?", (old, new))
            db.execute("UPDATE audit SET user_key = ? WHERE user_key = ?", (old, new))
            db.execute("UPDATE profiles SET session_key = ? WHERE session_key = ?", (old, new))
        db.execute("DROP TABLE vector_moves")
        db.execute("PRAGMA user_version = 2")
    store = await ChromaVectorStore.connect("embedded", data_dir, "", 0, "ltm")
    for new, old in today_to_legacy.items():
        vectors = await store.vectors_of(new)
        if vectors:
            ids = list(vectors)
            await store.add(old, ids, np.stack([vectors[i] for i in ids]), [{"scope": old}] * len(ids))
            await store.delete(new, ids)
    store.close()


async def test_old_keys_are_migrated_with_their_vectors(tmp_path: Path, embedder: Embedder) -> None:
    data_dir = tmp_path / "data"
    await make_legacy(data_dir, embedder)
    config = load_config({"data_dir": data_dir, "isolation": "bot"}, environ={})
    service = await MemoryService.open(config, embedder)
    try:
        in_group = [s.episode.content for s in await service.recall(OTHER_GROUP, "what do people do", 10, NOW)]
        in_dm = [s.episode.content for s in await service.recall(DM, "test result", 10, NOW)]
        in_colon_chat = [s.episode.content for s in await service.recall(COLON_CHAT, "bees", 10, NOW)]
        pooled = ["Alice plays the violin on Fridays", "Bob runs a ramen stall in Sapporo", "Cy keeps bees on the roof"]
        assert sorted(in_group) == sorted(in_colon_chat) == pooled  # the group chats of the bot still share
        assert in_dm == ["Alice told me privately her test result came back positive"]  # out of the group pool
        session, _ = await service.profiles(COLON_CHAT)
        assert session.notes == "Beekeeping club"
        health = await service.health(GROUP)
        assert "OK    indexes consistent (3 records, 3 vectors)" in health
    finally:
        await service.close()
    with sqlite3.connect(data_dir / "ltm.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM vector_moves").fetchone() == (0,)
        assert db.execute("SELECT COUNT(*) FROM episodes").fetchone() == (4,)
        assert db.execute("SELECT COUNT(*) FROM audit WHERE user_key LIKE 'bot:%'").fetchone() == (0,)
