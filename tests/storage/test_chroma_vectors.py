"""The Chroma store: a scope nobody wrote to is empty; an outage is an error, and a write it breaks leaves nothing."""

import os
import sqlite3
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from numpy.typing import NDArray

from longtermmemory.main import LongTermMemoryPlugin
from longtermmemory.memory.errors import VectorStoreError
from longtermmemory.runtime.host import PluginHost
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.chroma_vectors import ChromaVectorStore
from longtermmemory.storage.database import Database
from longtermmemory.storage.embedder import Embedder
from longtermmemory.storage.vector_store import VectorMetadata
from longtermmemory.tests.support import event, replay, start_chroma_server

ROOT = Path(__file__).resolve().parent.parent.parent


def unit(seed: int) -> NDArray[np.float32]:
    vector = np.random.default_rng(seed).normal(size=(1, 384)).astype(np.float32)
    return vector / np.linalg.norm(vector)


async def test_an_unwritten_scope_is_empty_but_a_stopped_server_is_an_error(tmp_path: Path) -> None:
    process, port = start_chroma_server(tmp_path / "chroma")
    store = await ChromaVectorStore.connect("http", tmp_path, "127.0.0.1", port, "t")
    try:
        assert await store.query("group_9", unit(1), 5) == [{}] and await store.count("group_9") == 0
        await store.add("group_1", ["ep_a"], unit(1), [{"scope": "group_1"}])
        [found] = await store.query("group_1", unit(1), 5)
        assert list(found) == ["ep_a"] and found["ep_a"] == pytest.approx(1.0, abs=1e-4)
        process.terminate()
        process.wait(timeout=30)
        with pytest.raises(VectorStoreError):
            await store.query("group_2", unit(2), 5)  # not "no collection": the server is gone
        with pytest.raises(VectorStoreError):
            await store.heartbeat()
    finally:
        store.close()
        if process.poll() is None:
            process.kill()


def test_start_up_against_an_unreachable_server_fails_with_one_line(tmp_path: Path) -> None:
    events = tmp_path / "events.jsonl"
    events.write_text('{"session": "group_1", "message": "hello"}\n')
    env = {**os.environ, "LTM_CHROMA_MODE": "http", "LTM_CHROMA_PORT": "9", "LTM_DATA_DIR": str(tmp_path / "data")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "replay", str(events)], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "error: cannot open Chroma at 127.0.0.1:9 (ValueError)\n"


class FailingAdds:
    """The real store, except that adding vectors fails, as when the server dies mid-write."""

    def __init__(self, store: ChromaVectorStore) -> None:
        self.store = store
        self.fail = True

    async def add(
        self, scope: str, ids: Sequence[str], embeddings: NDArray[np.float32], metadatas: Sequence[VectorMetadata]
    ) -> None:
        if self.fail:
            raise VectorStoreError("Chroma failed (ConnectError)")
        await self.store.add(scope, ids, embeddings, metadatas)

    def __getattr__(self, name: str) -> object:
        return getattr(self.store, name)


async def test_a_write_whose_vectors_fail_is_rolled_back_and_can_be_retried(tmp_path: Path, embedder: Embedder) -> None:
    config = load_config({"data_dir": tmp_path}, environ={})
    store = FailingAdds(await ChromaVectorStore.connect("embedded", tmp_path, "", 0, config.chroma_namespace))
    service = MemoryService(config, await Database.open(tmp_path / "ltm.sqlite3"), store, embedder)
    host = PluginHost(config, [LongTermMemoryPlugin(config, service)])
    await host.start()
    remember = event(tool="remember", args={"content": "The boat trip is on Sunday"})
    failed = await replay(host, [remember], tmp_path)
    assert failed[0]["result"] == "error: memory is unavailable right now (Chroma failed (ConnectError)); nothing was changed"
    with sqlite3.connect(tmp_path / "ltm.sqlite3") as db:
        assert db.execute("SELECT COUNT(*) FROM episodes").fetchone()[0] == 0  # no pending row left behind
    store.fail = False
    retried = await replay(host, [remember, event(message="!memory list")], tmp_path)
    assert retried[0]["result"].startswith("Stored as ep_") and "boat trip" in retried[1]["reply"]
    await host.stop()
