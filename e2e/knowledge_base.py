"""The memory knowledge base in a real LangBot (a step of `e2e.langbot_offline`, run after its chats).

Once a memory knowledge base exists, memory works only in the pipelines it is attached to: two
pipelines, one with it and one without, each serving a group chat through LangBot's HTTP bot. A JSON
file of episodes naming the first chat is uploaded in LangBot's knowledge-base API (as its web UI
does), imported into that chat, and gone again once the file is deleted; the runner's retrieval for a
query finds it in that chat and not in another chat of the same pipeline, and LangBot's retrieval
test, which names no chat, finds nothing.
"""

from __future__ import annotations

import json
from typing import Any

from .langbot_offline import RUNNER_ID, SECRET, GroupChat, LangBot, Model, check, say, wait_for

ENGINE = "longtermmemory/LongTermMemory"
IMPORTED = "The club's treasurer is Hanako"
FAIR = "the book fair is on Friday"


async def group_bot(api: LangBot, name: str, pipeline: str, callback: str) -> str:
    """A bot on LangBot's HTTP adapter whose group messages go to `pipeline`."""
    binding = {"event_pattern": "message.received", "target_type": "pipeline", "target_uuid": pipeline, "filters": []}
    adapter = {"inbound_secret": SECRET, "callback_url": callback, "default_session_type": "group"}
    body = {"name": name, "adapter": "http_bot", "adapter_config": adapter, "enable": True, "event_bindings": [binding]}
    return str((await api.call("POST", "/platform/bots", json=body))["uuid"])


async def configure(api: LangBot, pipeline: str, like: dict[str, Any], knowledge_bases: list[str]) -> None:
    """`pipeline` runs as the e2e pipeline `like` does, with these knowledge bases chosen in the runner's form."""
    config = json.loads(json.dumps(like))
    config["ai"]["runner_config"][RUNNER_ID]["knowledge-bases"] = knowledge_bases
    current = (await api.call("GET", f"/pipelines/{pipeline}"))["pipeline"]
    await api.call("PUT", f"/pipelines/{pipeline}", json={"name": current["name"], "description": "", "config": config})


async def upload(api: LangBot, kb: str, name: str, content: dict[str, Any]) -> str:
    """Upload a file to the knowledge base as LangBot's web UI does; its uuid once its ingestion completed."""
    files = {"file": (name, json.dumps(content).encode(), "application/json")}
    file_id = (await api.call("POST", "/files/documents", files=files))["file_id"]
    await api.call("POST", f"/knowledge/bases/{kb}/files", json={"file_id": file_id})
    found: dict[str, Any] = {}

    async def settled() -> bool:
        for row in (await api.call("GET", f"/knowledge/bases/{kb}/files"))["files"]:
            if row.get("file_name") == file_id:  # LangBot names a knowledge file by its upload's id
                found.update(row)
                return row.get("status") in ("completed", "failed")
        return False

    await wait_for(settled, 120, f"the ingestion of {name}")
    check(found.get("status") == "completed", f"LangBot ingested the uploaded file through the memory engine: {found}")
    return str(found["uuid"])


async def knowledge_base_checks(api: LangBot, model: Model, pipeline: str, callback: str, first_group: GroupChat) -> None:
    """The memory knowledge base attached to one pipeline and not the other; a JSON upload imported, then deleted."""
    like = (await api.call("GET", f"/pipelines/{pipeline}"))["pipeline"]["config"]
    kb = (
        await api.call(
            "POST",
            "/knowledge/bases",
            json={"name": "memory", "knowledge_engine_plugin_id": ENGINE, "creation_settings": {}, "retrieval_settings": {}},
        )
    )["uuid"]
    say(f"created the memory knowledge base {kb}")
    other = (await api.call("POST", "/pipelines", json={"name": "no memory", "description": "", "is_default": False}))["uuid"]
    await configure(api, pipeline, like, [kb])
    await configure(api, other, like, [])
    with_kb = GroupChat(api, await group_bot(api, "with memory", pipeline, callback), "kb-club")
    without_kb = GroupChat(api, await group_bot(api, "without memory", other, callback), "kb-club")

    # through the agent's remember tool: one reply a turn (an explicit request would answer twice)
    reply = await with_kb.say("alice", "Alice", f"put this in your tool, please -> {FAIR}")
    check("Stored as" in reply, f"the pipeline with the memory knowledge base remembers: {reply!r}")
    await with_kb.say("alice", "Alice", "when is the book fair?")
    system = "\n".join(str(m.get("content")) for m in model.chats[-1] if m.get("role") == "system")
    check("<long_term_memory" in system and FAIR in system, "and injects memory into its prompts")
    reply = await without_kb.say("alice", "Alice", f"put this in your tool, please -> {FAIR}")
    check("memory is off in this pipeline" in reply, f"the pipeline without it does not remember: {reply!r}")
    await without_kb.say("alice", "Alice", "when is the book fair?")
    system = "\n".join(str(m.get("content")) for m in model.chats[-1] if m.get("role") == "system")
    check("<long_term_memory" not in system, "nor injects memory into its prompts")
    status = await without_kb.say("alice", "Alice", "!memory")
    check("active 0" in status, f"nothing was stored for the chat of the pipeline without it: {status!r}")

    bot = with_kb.bot
    document = {"session_name": "group_kb-club", "bot_uuid": bot, "episodes": [{"content": IMPORTED, "sender_id": "alice"}]}
    file_uuid = await upload(api, kb, "treasurer.json", document)
    listing = await with_kb.say("alice", "Alice", "!memory list")
    check(IMPORTED in listing, f"the uploaded file's episode is in the chat it names: {listing!r}")
    found = await with_kb.say("alice", "Alice", "search the knowledge bases for who is the club's treasurer?")
    check(IMPORTED in found, f"the runner's retrieval for a query answers from the query's chat: {found!r}")
    elsewhere = await first_group.say("alice", "Alice", "search the knowledge bases for who is the club's treasurer?")
    check(IMPORTED not in elsewhere, f"and from no other chat, in the same pipeline: {elsewhere!r}")
    tested = await api.call("POST", f"/knowledge/bases/{kb}/retrieve", json={"query": "who is the treasurer?"})
    check(not tested.get("results"), f"LangBot's retrieval test names no chat and finds nothing: {tested}")

    await api.call("DELETE", f"/knowledge/bases/{kb}/files/{file_uuid}")
    listing = await with_kb.say("alice", "Alice", "!memory list")
    check(IMPORTED not in listing and FAIR in listing, f"deleting the file deleted what it imported, only that: {listing!r}")
