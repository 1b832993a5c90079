"""The agent loop against a scripted OpenAI-compatible server on 127.0.0.1."""

import json
from pathlib import Path
from typing import Any

from longtermmemory.tests.scripted_llm import text, tool_call
from longtermmemory.tests.support import HostFactory, event, replay


async def llm_host(make_host: HostFactory, llm: Any, **overrides: Any):  # type: ignore[no-untyped-def]
    return await make_host(llm_base_url=llm.url, llm_model="test-model", extraction_enabled=False, **overrides)


async def test_plain_answer_gets_prompt_and_tools(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [text("Hello Alice!")]
    out = await replay(host, [event(message="hi there")], tmp_path)
    assert out[0]["reply"] == "Hello Alice!"
    sent = llm.requests[0]
    assert sent["model"] == "test-model"
    assert {t["function"]["name"] for t in sent["tools"]} == {
        "remember",
        "recall_memory",
        "update_profile",
        "forget",
        "forget_person",
    }
    assert sent["messages"] == out[0]["prompt"]


async def test_one_tool_round_stores_and_answers(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [tool_call("remember", {"content": "Alice's exam is on July 7", "importance": 4}), text("Good luck on July 7!")]
    out = await replay(host, [event(message="my exam is on July 7"), event(message="!memory list")], tmp_path)
    assert out[0]["reply"] == "Good luck on July 7!"
    tool_result = llm.requests[1]["messages"][-1]
    assert tool_result["role"] == "tool" and tool_result["content"].startswith("Stored as ep_")
    assert "Alice's exam is on July 7" in out[1]["reply"]


async def test_several_rounds_then_bounded(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm, llm_max_tool_rounds=2)
    llm.steps = [
        tool_call("remember", {"content": "Team lunch is on Friday"}),
        tool_call("recall_memory", {"query": "lunch"}),
        text("Lunch is Friday."),
    ]
    out = await replay(host, [event(message="plan lunch")], tmp_path)
    assert out[0]["reply"] == "Lunch is Friday."
    assert len(llm.requests) == 3, "two tool rounds, then one final request without tools"
    assert "tools" not in llm.requests[2]
    assert '"content": "Team lunch is on Friday"' in llm.requests[2]["messages"][-1]["content"]


async def test_unknown_tool_goes_back_to_the_model(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [tool_call("launch_rockets", {}), text("I can't do that.")]
    out = await replay(host, [event(message="launch")], tmp_path)
    assert out[0]["reply"] == "I can't do that."
    assert "unknown tool 'launch_rockets'" in llm.requests[1]["messages"][-1]["content"]


async def test_malformed_arguments_http_500_and_timeout_apologise(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm, llm_timeout_seconds=0.5)
    llm.steps = [
        tool_call("remember", {"content": "Kept before the failures"}),
        text("ok"),
        tool_call("remember", "{not json"),
        {"status": 500, "json": {"error": "boom"}},
        {"delay": 2.0, **text("too late")},
        {"raw": "not json at all"},
    ]
    out = await replay(
        host,
        [
            event(message="store it"),
            event(message="a"),
            event(message="b"),
            event(message="c"),
            event(message="d"),
            event(message="!memory list"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == "ok"
    assert out[1]["reply"] == "Sorry, I can't answer right now: the model sent tool arguments that are not valid JSON."
    assert out[2]["reply"] == "Sorry, I can't answer right now: the model server answered HTTP 500."
    assert out[3]["reply"] == "Sorry, I can't answer right now: the model did not answer in time."
    assert out[4]["reply"] == "Sorry, I can't answer right now: the model server sent an unreadable response."
    assert "Kept before the failures" in out[5]["reply"]


async def test_tool_errors_go_back_as_results(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [tool_call("recall_memory", {"query": "x", "time_after": "soon"}), text("Sorry.")]
    out = await replay(host, [event(message="find it")], tmp_path)
    assert out[0]["reply"] == "Sorry."
    assert llm.requests[1]["messages"][-1]["content"].startswith("error: invalid argument time_after")


async def test_explicit_intent_with_llm_confirms_and_answers(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [text("Got it.")]
    out = await replay(host, [event(message="remember that the recital is on May 3")], tmp_path)
    lines = out[0]["reply"].splitlines()
    assert lines[0].startswith("Noted: \u201cthe recital is on May 3\u201d (ep_") and lines[1] == "Got it."


async def test_the_message_behind_a_memory_is_searchable_but_never_keeps_a_secret(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    host = await llm_host(make_host, llm)
    llm.steps = [
        tool_call("remember", {"content": "Alice's dentist appointment moved to Thursday"}),
        text("Noted."),
        tool_call("remember", {"content": "Bob's flight lands at noon"}),
        text("Noted."),
    ]
    turns = [
        event(message="Dr Okafor's office called, my appointment is on Thursday now"),
        event(message="Bob lands at noon. Also my key is sk-proj-abcdefghijklmnopqrstuvwx1234"),
    ]
    await replay(host, turns, tmp_path)
    dentist, flight = (llm.requests[i]["messages"][-1]["content"].split()[2].rstrip(".") for i in (1, 3))
    out = await replay(
        host,
        [
            event(message="!memory search Okafor"),
            event(message=f"!memory show {dentist}"),
            event(message=f"!memory show {flight}"),
            event(message="!memory export"),
        ],
        tmp_path,
    )
    assert dentist in out[0]["reply"].splitlines()[1]
    assert "context: Dr Okafor's office called, my appointment is on Thursday now" in out[1]["reply"]
    assert "context:" not in out[2]["reply"] and "Bob's flight lands at noon" in out[2]["reply"]
    assert "sk-proj" not in json.dumps(out)
