"""The five tools as LangBot SDK components, called as LangBot calls them: with the chat's session and
the query's id, the speaker read from the query's variables, the answer a JSON object."""

from __future__ import annotations

from pathlib import Path

from langbot_plugin.api.entities.builtin.provider import session as provider_session

from longtermmemory.langbot.tools import Forget, ForgetPerson, RecallMemory, Remember, UpdateProfile
from longtermmemory.storage.embedder import Embedder
from longtermmemory.tests.langbot.serving import serving_plugin
from longtermmemory.tests.langbot.test_listener import LangBotRuntime, query_vars


def session(chat: str = "42", sender: str = "7", bot: str = "bot-uuid-1") -> provider_session.Session:
    return provider_session.Session(
        launcher_type=provider_session.LauncherTypes.GROUP, launcher_id=chat, sender_id=sender, bot_uuid=bot
    )


async def test_each_tool_through_the_sdk(tmp_path: Path, embedder: Embedder) -> None:
    plugin = await serving_plugin(tmp_path, embedder, LangBotRuntime(query_vars(""), "bot-uuid-1"))
    tools = {cls.__name__: cls() for cls in (Remember, RecallMemory, UpdateProfile, Forget, ForgetPerson)}
    for tool in tools.values():
        tool.plugin = plugin
    try:
        stored = (await tools["Remember"].call({"content": "Ann's sister lives in Nagoya"}, session(), 1))["result"]
        assert stored.startswith("Stored as ")
        episode_id = stored.split()[2].rstrip(".")
        found = await tools["RecallMemory"].call({"query": "where does Ann's sister live"}, session(), 2)
        assert found["episodes"][0]["id"] == episode_id
        assert found["episodes"][0]["speaker"] == {"id": "7", "name": "Ann"}
        elsewhere = await tools["RecallMemory"].call({"query": "sister"}, session(chat="43"), 3)
        assert elsewhere["count"] == 0
        updated = await tools["UpdateProfile"].call({"field": "traits", "value": "early riser"}, session(), 4)
        assert updated == {"result": "Updated your profile: traits is now early riser."}
        assert await tools["Forget"].call({"episode_id": episode_id}, session(), 5) == {"result": f"Forgot {episode_id}."}
        refused = await tools["ForgetPerson"].call({"person_id": "8"}, session(), 6)
        assert refused["result"].startswith("Not allowed")
        invalid = await tools["Remember"].call({"content": "x", "importance": 9}, session(), 7)
        assert invalid["result"].startswith("error: invalid argument importance")
    finally:
        await (await plugin.memory()).close()
