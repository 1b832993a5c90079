"""The memory knowledge base through the SDK's KnowledgeEngine classes, as LangBot's runtime calls it:
attaching it to a pipeline turns memory on there, an uploaded JSON file is imported into the chat it
names and deleting it deletes what it imported, and a retrieval answers from its chat's scope only."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from langbot_plugin.api.entities import events
from langbot_plugin.api.entities.builtin.provider import message as provider_message
from langbot_plugin.api.entities.builtin.rag.context import RetrievalContext
from langbot_plugin.api.entities.builtin.rag.enums import DocumentStatus
from langbot_plugin.api.entities.builtin.rag.models import FileMetadata, FileObject, IngestionContext
from langbot_plugin.entities.io.actions.enums import PluginToRuntimeAction

from longtermmemory.commands.memory import MemoryCommand
from longtermmemory.langbot.knowledge import KB_VARIABLE, MemoryKnowledgeEngine
from longtermmemory.langbot.listener import MemoryListener
from longtermmemory.langbot.tools import RecallMemory, Remember
from longtermmemory.memory.episode_filter import EpisodeFilter
from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.api import CommandRequest, Query
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin
from longtermmemory.tests.langbot.test_group_members import GroupChat
from longtermmemory.tests.langbot.test_listener import LangBotRuntime, emit, query_vars
from longtermmemory.tests.langbot.test_tools import session


class KnowledgeRuntime(LangBotRuntime):
    """Also serves LangBot's knowledge files: the stream action names a transfer key whose bytes are read locally."""

    def __init__(self, query_vars: dict[str, Any], bot_uuid: str) -> None:
        super().__init__(query_vars, bot_uuid)
        self.files: dict[str, bytes] = {}
        self.transferred: dict[str, bytes] = {}

    async def call_action(
        self, action: Any, data: dict[str, Any], timeout: float | None = 15.0, action_context: Any = None
    ) -> Any:
        if action == PluginToRuntimeAction.GET_KNOWLEDEGE_FILE_STREAM:
            key = f"ft1_{len(self.transferred)}"
            self.transferred[key] = self.files[data["storage_path"]]
            return {"file_key": key}
        return await super().call_action(action, data, timeout, action_context)

    async def read_local_file(self, file_key: str, *, action_context: Any = None) -> bytes:
        return self.transferred[file_key]

    async def delete_local_file(self, file_key: str, *, action_context: Any = None) -> None:
        del self.transferred[file_key]


def upload(runtime: KnowledgeRuntime, document_id: str, content: Any, kb_id: str = "kb-memory") -> IngestionContext:
    """A file uploaded in LangBot's knowledge-base page, as the engine's ingest receives it."""
    path = f"knowledge/{document_id}.json"
    runtime.files[path] = json.dumps(content).encode()
    metadata = FileMetadata(
        filename=f"{document_id}.json",
        file_size=len(runtime.files[path]),
        mime_type="application/json",
        document_id=document_id,
        knowledge_base_id=kb_id,
    )
    return IngestionContext(file_object=FileObject(metadata=metadata, storage_path=path), knowledge_base_id=kb_id)


@dataclass
class Served:
    """The knowledge engine of a served plugin, with its runtime and its memory."""

    runtime: KnowledgeRuntime
    engine: MemoryKnowledgeEngine
    memory: MemoryService


@pytest.fixture
async def served(tmp_path: Path, embedder: Embedder) -> AsyncIterator[Served]:
    runtime = KnowledgeRuntime(query_vars(""), "bot-uuid-1")
    plugin = await serving_plugin(tmp_path, embedder, runtime)
    engine = MemoryKnowledgeEngine()
    engine.plugin = plugin
    memory = await plugin.memory()
    try:
        yield Served(runtime, engine, memory)
    finally:
        await memory.close()


def asked(query: str, **settings: Any) -> RetrievalContext:
    return RetrievalContext(query=query, knowledge_base_id="kb-memory", retrieval_settings={"top_k": 5, **settings})


async def test_once_a_memory_kb_exists_memory_works_only_in_the_pipelines_it_is_attached_to(
    tmp_path: Path, embedder: Embedder
) -> None:
    runtime = KnowledgeRuntime(query_vars(""), "bot-uuid-1")
    plugin = await serving_plugin(tmp_path, embedder, runtime)
    listener, engine, recall = MemoryListener(), MemoryKnowledgeEngine(), RecallMemory()
    listener.plugin = engine.plugin = recall.plugin = plugin
    memory = await plugin.memory()

    async def injected(attached: list[str] | None) -> bool:
        variables = query_vars("when does the book club meet?")
        if attached is not None:
            variables[KB_VARIABLE] = attached
        turn = LangBotRuntime(variables, "bot-uuid-1")
        prompt = events.PromptPreProcessing(
            session_name="group_42", default_prompt=[provider_message.Message(role="system", content="Be kind.")], prompt=[]
        )
        await emit(listener, prompt, turn)
        assert turn.query_vars.get(KB_VARIABLE) == attached  # never changed: it decides what a plugin may query
        return "the book club meets on Tuesday" in str(prompt.default_prompt[-1].content)

    try:
        identity = Identity("group", "42", "bot-uuid-1", "7", "Ann")
        await memory.answer_request(identity, "remember that the book club meets on Tuesday", 1_700_000_000.0)
        assert await injected(None) and await injected([])  # no memory knowledge base anywhere: memory everywhere
        await engine.on_knowledge_base_create("kb-memory", {})
        status = await MemoryCommand(memory).execute(CommandRequest(Query(identity, "!memory"), []))
        assert "memory knowledge bases: kb-memory (memory works only in the pipelines they are attached to)" in status.text
        assert not await injected(["kb-docs"])  # a pipeline with another knowledge base only
        assert not await injected(None)
        assert await injected(["kb-docs", "kb-memory"])
        runtime.query_vars[KB_VARIABLE] = ["kb-docs"]
        assert (await recall.call({"query": "book club"}, session(), 1))["result"].startswith("error: memory is off")
        runtime.query_vars[KB_VARIABLE] = ["kb-memory"]
        assert (await recall.call({"query": "book club"}, session(), 2))["count"] == 1
        await engine.on_knowledge_base_delete("kb-memory")
        assert await injected(["kb-docs"])  # the last memory knowledge base is gone: memory everywhere again
    finally:
        await memory.close()


async def test_an_uploaded_file_is_imported_into_its_chat_and_deleting_it_deletes_what_it_imported(served: Served) -> None:
    runtime, engine, memory = served.runtime, served.engine, served.memory
    chat = Identity("group", "42", "bot-uuid-1", "7", "Ann")
    await memory.answer_request(chat, "remember that the potluck is on Saturday", 1_700_000_000.0)
    await engine.on_knowledge_base_create("kb-memory", {})
    episodes = [
        {"content": "Mika's cat is called Miso", "sender_id": "8", "sender_name": "Mika", "importance": 3},
        {"content": "the book club reads Kokoro in May"},
        {"content": "the potluck is on Saturday", "sender_id": "7"},  # Ann said it already: a duplicate, not stored again
        {"content": "the wifi password is hunter2"},  # a secret: never stored
    ]
    result = await engine.ingest(
        upload(runtime, "doc-1", {"session_name": "group_42", "bot_uuid": "bot-uuid-1", "episodes": episodes})
    )
    assert result.status == DocumentStatus.COMPLETED and result.chunks_created == 2
    assert result.metadata == {"chat": "group_42", "stored": 2, "skipped": 2, "invalid": 0}
    assert runtime.transferred == {}  # the transferred copy is deleted once read

    found = await engine.retrieve(asked("what is Mika's cat called?", session_name="group_42", bot_uuid="bot-uuid-1"))
    assert found.results[0].content[0].text == "Mika's cat is called Miso"
    assert found.results[0].metadata["speaker"] == "Mika"
    assert (await engine.retrieve(asked("what is Mika's cat called?"))).results == []  # no chat named: nothing
    other = await engine.retrieve(asked("Mika's cat", session_name="group_43", bot_uuid="bot-uuid-1"))
    assert other.results == []  # another chat's scope
    other_bot = await engine.retrieve(asked("Mika's cat", session_name="group_42", bot_uuid="bot-uuid-2"))
    assert other_bot.results == []

    audit, _ = await memory.audit_page(chat, 1, 20)
    added = [e for e in audit if e.action == "added" and e.detail == "source import"]
    assert len(added) == 2 and {e.actor_name for e in added} == {"LangBot knowledge base"}

    assert await engine.delete_document("kb-memory", "doc-1") is True
    left = await memory.all_episodes(chat, EpisodeFilter())
    assert [e.content for e in left] == ["the potluck is on Saturday"]  # what the file did not import stays
    assert (await engine.retrieve(asked("Mika's cat", session_name="group_42", bot_uuid="bot-uuid-1"))).results[0].content[
        0
    ].text == "the potluck is on Saturday"
    assert await engine.delete_document("kb-memory", "doc-1") is True  # deleting again changes nothing


async def test_a_file_that_names_no_chat_or_holds_no_episode_fails_in_one_line_and_stores_nothing(served: Served) -> None:
    runtime, engine, memory = served.runtime, served.engine, served.memory
    for number, (content, reason) in enumerate(
        [
            ([{"content": "a bare list names no chat"}], "expected an object"),
            ({"session_name": "channel_9", "bot_uuid": "bot-uuid-1", "episodes": [{"content": "x"}]}, "session_name is"),
            ({"session_name": "group_42", "episodes": [{"content": "x"}]}, "must name its chat: bot_uuid is missing"),
            (
                {"session_name": "group_42", "bot_uuid": "bot-uuid-1", "episodes": [{"importance": 2}]},
                "no episode to import (item 1: invalid content)",
            ),
        ]
    ):
        result = await engine.ingest(upload(runtime, f"bad-{number}", content))
        assert result.status == DocumentStatus.FAILED and result.error_message is not None
        assert reason in result.error_message and "\n" not in result.error_message
    assert await memory.counts(Identity("group", "42", "")) == {}


async def test_once_a_memory_kb_exists_a_tool_call_whose_query_is_gone_does_nothing(tmp_path: Path, embedder: Embedder) -> None:
    """Which pipeline the call belongs to is unknown, so whether memory is on there is too: one line, nothing stored."""
    plugin = await serving_plugin(tmp_path, embedder)
    engine, remember = MemoryKnowledgeEngine(), Remember()
    engine.plugin = remember.plugin = plugin
    memory = await plugin.memory()
    try:
        await engine.on_knowledge_base_create("kb-memory", {})
        plugin.plugin_runtime_handler = GroupChat("alice", "Alice", gone=True)
        answer = await remember.call({"content": "the book fair is on Friday"}, session(), 1)
        assert answer == {
            "result": "error: LangBot no longer knows this query, so whether memory is on in its pipeline is unknown; "
            "nothing was done"
        }
        assert await memory.counts(Identity("group", "42", "bot-uuid-1")) == {}
    finally:
        await memory.close()
