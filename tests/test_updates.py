"""Duplicate, update or new, as a user meets it: through the tools, explicit requests and `!memory`."""

import json
from pathlib import Path
from typing import Any

from longtermmemory.tests.support import HostFactory, event, replay


def remember(content: str, sender: str = "u1", name: str = "Alice", tags: list[str] | None = None) -> dict[str, Any]:
    return event(sender=sender, name=name, tool="remember", args={"content": content, "tags": tags or []})


async def active_contents(host: Any, tmp_path: Path, session: str = "group_1") -> list[str]:
    [out] = await replay(host, [event(session=session, message="!memory export l2")], tmp_path)
    return [e["content"] for e in json.loads(out["reply"])["episodes"] if e["status"] == "active"]


async def test_changed_values_and_negations_are_stored_never_dropped_as_duplicates(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Raid night is every Friday"),
            remember("Raid night is every Saturday"),
            remember("I'm allergic to peanuts"),
            remember("I'm allergic to shellfish"),
            remember("The flight leaves at 3pm"),
            remember("The flight leaves at 5pm"),
            remember("Raid night is every Saturday!"),
        ],
        tmp_path,
    )
    assert [o["result"][:10] for o in out[:6]] == ["Stored as "] * 6
    assert out[6]["result"].startswith("Not stored: duplicate of ep_")
    active = await active_contents(host, tmp_path)
    assert {
        "Raid night is every Saturday",
        "I'm allergic to peanuts",
        "I'm allergic to shellfish",
        "The flight leaves at 5pm",
    } <= set(active)


async def test_a_negation_replaces_what_it_negates(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(host, [remember("I'm allergic to peanuts"), remember("I'm not allergic to peanuts")], tmp_path)
    assert "It supersedes" in out[1]["result"]
    assert await active_contents(host, tmp_path) == ["I'm not allergic to peanuts"]


async def test_a_correction_retires_only_its_slot_and_only_its_speakers(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await replay(
        host,
        [
            remember("Alice lives in Osaka"),
            remember("Alice is organising a trip to Hokkaido on April 12"),
            remember("Dan's birthday is May 3", sender="u2", name="Dan"),
            remember("Erin's birthday is May 9"),
            remember("Alice actually moved to Kyoto, not Osaka", tags=["correction"]),
            remember("Dan's birthday is actually May 4"),
        ],
        tmp_path,
    )
    active = await active_contents(host, tmp_path)
    assert "Alice lives in Osaka" not in active and "Alice actually moved to Kyoto, not Osaka" in active
    assert "Alice is organising a trip to Hokkaido on April 12" in active
    assert "Erin's birthday is May 9" in active  # another owner's fact stays
    assert "Dan's birthday is May 3" not in active  # the update names Dan, so his own statement may go


async def test_without_an_llm_an_explicit_request_updates_a_fact(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            event(message="remember that raid night is every Friday"),
            event(message="remember that raid night moved to Saturdays"),
            event(message="覚えておいて: 練習は毎週月曜日"),
            event(message="覚えておいて: 練習は月曜日から水曜日に変わった"),
            event(message="when is raid night?"),
        ],
        tmp_path,
    )
    assert all(o["reply"].startswith("Noted:") for o in out[:4])
    active = await active_contents(host, tmp_path)
    assert sorted(active) == ["raid night moved to Saturdays", "練習は月曜日から水曜日に変わった"]
    injected = out[4]["prompt"][1]["content"]
    assert "Saturdays" in injected and "every Friday" not in injected
    listing = (await replay(host, [event(message="!memory superseded")], tmp_path))[0]["reply"]
    assert "raid night is every Friday" in listing and "練習は毎週月曜日" in listing
