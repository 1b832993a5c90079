"""Questions that name a time recall the episodes from then, through the tools and the injected block."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta

from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.api import Query
from longtermmemory.tests.support import HostFactory

NOW = datetime(2026, 11, 25, 12, 0, tzinfo=UTC)
ANN = Identity("group", "g1", "bot", "u1", "Ann")


async def test_what_did_i_do_yesterday_finds_yesterdays_episode_in_three_languages(make_host: HostFactory) -> None:
    host = await make_host(utc_offset_hours=8)
    said = [
        (NOW - timedelta(days=1), "Ann went to the dentist about her tooth"),
        (NOW - timedelta(days=10), "Ann bought a new bike and rode it to work"),
        (NOW - timedelta(days=40), "Ann did her homework and went to the library"),
        (NOW - timedelta(days=3), "Ann did yoga in the park"),
    ]
    for when, content in said:
        stored = await host.call_tool(Query(ANN, "", now=when.timestamp()), "remember", {"content": content})
        assert stored.startswith("Stored as ")
    for question in ("what did I do yesterday?", "昨日は何をした？", "我昨天做了什么？"):
        turn = await host.handle_message(Query(ANN, question, now=NOW.timestamp()))
        episodes = [e["content"] for e in turn.query_vars["_ltm_context"]["episodes"]]
        assert episodes and "dentist" in episodes[0], (question, episodes)
    found = json.loads(
        await host.call_tool(Query(ANN, "", now=NOW.timestamp()), "recall_memory", {"query": "what did I do last month"})
    )
    assert "library" in found["episodes"][0]["content"]
