"""The Memory Console as LangBot runs it: the Page component the SDK's loader builds, called through `handle_api`
with the SDK's `PageRequest`, over a plugin whose chats were written through LangBot's events."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from langbot_plugin.api.definition.components.manifest import ComponentManifest
from langbot_plugin.api.definition.components.page import Page, PageRequest
from langbot_plugin.api.entities import events
from langbot_plugin.api.entities.builtin.provider import message as provider_message
from langbot_plugin.cli.run.handler import _resolve_asset_path
from langbot_plugin.cli.utils.page_components import discover_plugin_components, populate_plugin_pages
from langbot_plugin.utils.discover.engine import ComponentDiscoveryEngine

from longtermmemory.langbot.listener import MemoryListener
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.profile_edit import ProfileChange
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin
from longtermmemory.tests.langbot.test_listener import LangBotRuntime, emit, group_message, query_vars

ROOT = Path(__file__).resolve().parent.parent.parent
BOT = "bot-uuid-1"
CHAT = {"bot_id": BOT, "chat": "group_42"}


def built_page(monkeypatch: pytest.MonkeyPatch) -> Page:
    """The page component as the SDK's loader builds it from its manifest (LangBot's workers run at the plugin root)."""
    monkeypatch.chdir(ROOT)
    path = ROOT / "langbot" / "components" / "pages" / "console.yaml"
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    manifest = ComponentManifest(owner="LongTermMemory", manifest=document, rel_path=str(path.relative_to(ROOT)))
    page = manifest.get_python_component_class()()
    assert isinstance(page, Page)
    return page


@pytest.fixture
async def console(
    tmp_path: Path, embedder: Embedder, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[tuple[Page, MemoryListener]]:
    plugin = await serving_plugin(tmp_path / "data", embedder)
    listener = MemoryListener()
    listener.plugin = plugin
    page = built_page(monkeypatch)
    page.plugin = plugin
    try:
        yield page, listener
    finally:
        await (await plugin.memory()).close()


async def call(page: Page, endpoint: str, body: Any = None) -> Any:
    response = await page.handle_api(PageRequest(endpoint=endpoint, method="POST", body=body))
    assert response.error is None  # a refusal is data: LangBot's web UI loses the text of a failed page call
    return json.loads(json.dumps(response.data))  # what reaches the browser is JSON


async def say(listener: MemoryListener, text: str, sender: str = "7", name: str = "Ann") -> None:
    runtime = LangBotRuntime(query_vars(text, sender=sender, name=name), BOT)
    await emit(listener, group_message(text, sender=sender), runtime)


async def test_the_console_lists_a_chat_archives_restores_and_deletes_through_the_memory_rules(
    console: tuple[Page, MemoryListener],
) -> None:
    page, listener = console
    await say(listener, "remember that the book club meets on Tuesday")
    await say(listener, "remember that Ben's bike is blue", sender="8", name="Ben")

    overview = await call(page, "/overview")
    assert overview["chats"] == [
        {
            "bot_id": BOT,
            "chat": "group_42",
            "scope": f"{BOT}:group_42",
            "episodes": {"active": 2, "superseded": 0, "archived": 0, "pending": 0, "rejected": 0},
            "has_profiles": False,
            "last_injection_at": None,
        }
    ]
    listed = await call(page, "/episodes", {**CHAT, "status": "active"})
    by_content = {e["content"]: e for e in listed["episodes"]}
    assert listed["total"] == 2 and set(by_content) == {"the book club meets on Tuesday", "Ben's bike is blue"}
    club, bike = by_content["the book club meets on Tuesday"]["id"], by_content["Ben's bike is blue"]["id"]

    archived = await call(page, "/archive", {**CHAT, "id": club})
    assert archived["message"] == f"Archived {club}." and archived["episode"]["status"] == "archived"
    assert [e["id"] for e in (await call(page, "/episodes", {**CHAT, "status": "archived"}))["episodes"]] == [club]
    assert [e["id"] for e in (await call(page, "/episodes", {**CHAT, "status": "active"}))["episodes"]] == [bike]
    assert (await call(page, "/archive", {**CHAT, "id": club})) == {"error": f"{club} is already archived."}
    assert (await call(page, "/restore", {**CHAT, "id": club}))["episode"]["status"] == "active"

    found = await call(page, "/episodes", {**CHAT, "query": "when does the book club meet", "status": "all"})
    assert found["episodes"][0]["id"] == club and "score" in found["episodes"][0]

    assert (await call(page, "/delete", {**CHAT, "id": bike})) == {"message": f"Deleted {bike}."}
    assert (await call(page, "/episodes", {**CHAT, "status": "all"}))["total"] == 1

    audit = await call(page, "/audit", CHAT)
    by_console = [(e["actor_name"], e["action"], e["target"]) for e in audit["entries"] if e["actor_id"] == ""]
    assert by_console == [
        ("Memory Console", "deleted", bike),
        ("Memory Console", "restored", club),
        ("Memory Console", "archived", club),
    ]
    exported = await call(page, "/audit/export", CHAT)
    assert [e["action"] for e in json.loads(exported["text"])["entries"]] == ["added", "added", "archived", "restored", "deleted"]


async def test_another_chat_and_bad_input_are_refused_in_one_line(console: tuple[Page, MemoryListener]) -> None:
    page, listener = console
    await say(listener, "remember that the book club meets on Tuesday")
    [episode] = (await call(page, "/episodes", CHAT))["episodes"]
    elsewhere = {"bot_id": "bot-uuid-2", "chat": "group_42", "id": episode["id"]}  # another bot's chat 42 is another chat
    assert (await call(page, "/archive", elsewhere)) == {"error": f"No episode {episode['id']!r} in this conversation's memory."}
    assert (await call(page, "/episodes", {**elsewhere, "status": "all"}))["total"] == 0
    assert (await call(page, "/episodes", {"chat": "lobby"})) == {
        "error": "invalid request: chat: Value error, session must look like group_<id> or person_<id>"
    }
    assert (await call(page, "/episodes", {**CHAT, "status": "gone"}))["error"].startswith("invalid request: status:")
    assert (await call(page, "/nothing", CHAT)) == {"error": "unknown endpoint '/nothing'"}
    assert (await call(page, "/episodes", None))["error"].startswith("invalid request: chat:")
    assert (await call(page, "/episodes", CHAT))["total"] == 1  # nothing was changed
    await (await listener.owner.memory()).close()  # whatever fails underneath is one line on the page
    assert (await call(page, "/episodes", CHAT))["error"].startswith("error: that failed (")


async def test_the_console_shows_what_the_last_prompt_was_given_and_the_profile_history(
    console: tuple[Page, MemoryListener],
) -> None:
    page, listener = console
    assert (await call(page, "/injection", CHAT)) == {"injection": None}
    await say(listener, "remember that the book club meets on Tuesday")
    asked = LangBotRuntime(query_vars("when does the book club meet?"), BOT)
    prompt = events.PromptPreProcessing(
        session_name="group_42", default_prompt=[provider_message.Message(role="system", content="Be kind.")], prompt=[]
    )
    await emit(listener, prompt, asked)
    injection = (await call(page, "/injection", CHAT))["injection"]
    assert injection["block"] == prompt.default_prompt[-1].content and "book club meets on Tuesday" in injection["block"]
    assert injection["speaker_id"] == "7" and len(injection["episode_ids"]) == 1
    assert (await call(page, "/injection", {"bot_id": "bot-uuid-2", "chat": "group_42"})) == {"injection": None}

    memory = await listener.owner.memory()
    ann = Identity("group", "42", BOT, "7", "Ann")
    await memory.update_profile(ann, ProfileChange(field="name", action="set", value="Ann"), 1.0)
    await memory.update_profile(ann, ProfileChange(field="name", action="set", value="Annie"), 2.0)
    profiles = await call(page, "/profiles", CHAT)
    assert [(p["owner"], p["name"]) for p in profiles["profiles"]] == [("7", "Annie")]
    assert [(h["owner"], h["field"], h["now"], h["previously"]) for h in profiles["history"]] == [
        ("7", "name", "Annie", "Ann"),
        ("7", "name", "Ann", ""),
    ]
    exported = await call(page, "/export", {**CHAT, "kind": "episodes", "status": "archived"})
    assert json.loads(exported["text"])["episodes"] == []


def test_lbp_publishes_the_page_at_a_path_langbot_serves(monkeypatch: pytest.MonkeyPatch) -> None:
    """`lbp build` / `lbp run` list the page in the manifest; LangBot's worker serves only components/pages/ or assets/."""
    monkeypatch.chdir(ROOT)
    engine = ComponentDiscoveryEngine()
    manifest = engine.load_component_manifest(path="manifest.yaml", owner="builtin", no_save=True)
    assert manifest is not None
    populate_plugin_pages(manifest, discover_plugin_components(manifest, engine))
    [entry] = manifest.manifest["spec"]["pages"]
    assert entry["id"] == "memory-console" and entry["path"] == "components/pages/memory-console.html"
    assert entry["label"]["zh_Hans"] == "记忆控制台"
    assert _resolve_asset_path(entry["path"]) == ROOT / "components" / "pages" / "memory-console.html"
