"""A sender's flood of chat turns: past the turn limit a turn is answered without searching or extracting memory."""

from pathlib import Path
from typing import Any

from longtermmemory.tests.scripted_llm import text
from longtermmemory.tests.support import HostFactory, event, replay

AT, LATER = "2026-05-01T10:00:00Z", "2026-05-01T10:01:01Z"


def recalled(line: dict[str, Any]) -> list[str]:
    return [e["content"] for e in line["query_vars"]["_ltm_context"]["episodes"]]


async def test_turns_over_the_limit_keep_the_profiles_and_skip_the_search(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(turn_rate_limit_per_minute=2)
    question = "when is the team lunch?"
    out = await replay(
        host,
        [
            event(tool="remember", args={"content": "The team lunch is on Friday at noon"}, at=AT),
            event(tool="update_profile", args={"field": "traits", "value": "early riser"}, at=AT),
            *(event(message=question, at=AT) for _ in range(3)),
            event(sender="u2", name="Bob", message=question, at=AT),  # another sender in the same chat
            event(message=question, at=LATER),  # a minute later
        ],
        tmp_path,
    )
    lunch = ["The team lunch is on Friday at noon"]
    assert [recalled(line) for line in out[2:]] == [lunch, lunch, [], lunch, lunch]
    over = out[4]["query_vars"]["_ltm_context"]
    assert over["speaker_profile"]["traits"] == ["early riser"]  # the profile is still injected
    assert "early riser" in over["block"] and out[4]["reply"]  # and the turn is answered


async def test_a_turn_over_the_limit_is_not_extracted(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", turn_rate_limit_per_minute=1)
    llm.steps = [text("Enjoy Kyoto!"), text('{"memories": []}'), text("Enjoy Osaka!")]
    out = await replay(
        host, [event(message="I'm moving to Kyoto in April", at=AT), event(message="and to Osaka in May", at=AT)], tmp_path
    )
    assert [line["reply"] for line in out] == ["Enjoy Kyoto!", "Enjoy Osaka!"]
    assert len(llm.requests) == 3  # two answers, one extraction
