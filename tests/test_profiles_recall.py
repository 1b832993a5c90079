"""Profiles that turn around, members' profile facts in recall, newest wins, and scores that mean something.

Through the replay adapter with multilingual-e5-small (the default model): real SQLite, Chroma and embeddings.
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from numpy.typing import NDArray

from longtermmemory.memory.identity import Identity
from longtermmemory.memory.profile_edit import ProfileChange
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder
from longtermmemory.tests.support import HostFactory, event, replay


def block(out: dict[str, Any]) -> str:
    """The memory block a turn injected."""
    return str(out["prompt"][1]["content"])


async def preferences(host: Any, tmp_path: Path, sender: str = "u1") -> list[str]:
    [out] = await replay(host, [event(message="!memory export", sender=sender)], tmp_path)
    profiles = json.loads(out["reply"])["speakers"]
    return list(profiles[sender]["preferences"])


# (case, how the first side is said, how the second is said): explicit requests and the `update_profile` tool
TURNED_AROUND = [
    ("en", event(message="remember that I love spicy food"), event(message="remember that I can't handle spicy food anymore")),
    ("vegan", event(message="remember that I'm vegan"), event(message="remember that I'm not vegan anymore")),
    (
        "ja",
        event(tool="update_profile", args={"field": "preferences", "action": "add", "value": "辛いものが大好き"}),
        event(tool="update_profile", args={"field": "preferences", "action": "add", "value": "もう辛いものは無理"}),
    ),
    (
        "zh",
        event(tool="update_profile", args={"field": "preferences", "action": "add", "value": "喜欢吃辣"}),
        event(message="记住：现在不能吃辣了"),
    ),
]


@pytest.mark.parametrize(("case", "first", "second"), TURNED_AROUND, ids=[c[0] for c in TURNED_AROUND])
async def test_a_turned_around_preference_replaces_the_profile_fact(
    make_host: HostFactory, tmp_path: Path, case: str, first: dict[str, Any], second: dict[str, Any]
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    unrelated = event(message="remember that I love jazz")
    await replay(host, [unrelated, first], tmp_path)
    [said] = await replay(host, [second], tmp_path)
    old = str(first.get("args", {}).get("value") or first["message"].removeprefix("remember that "))
    new = str(second.get("args", {}).get("value") or second["message"].removeprefix("remember that ").removeprefix("记住："))
    answer = said.get("reply") or said["result"]
    assert f"It replaces \u201c{old}\u201d" in answer, answer  # never silently
    assert await preferences(host, tmp_path) == ["I love jazz", new]
    [profile] = await replay(host, [event(message="!memory profile")], tmp_path)
    assert f"  earlier (replaced or removed):\n    {old} (preferences, until " in profile["reply"]  # recoverable


async def test_a_preference_about_something_else_is_kept(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    await replay(
        host, [event(message="remember that I love dogs"), event(message="remember that I'm allergic to peanuts")], tmp_path
    )
    [said] = await replay(host, [event(message="remember that I don't drink coffee anymore")], tmp_path)
    assert said["reply"].startswith("Noted:"), said  # an episode: no profile fact is about coffee
    assert await preferences(host, tmp_path) == ["I love dogs", "I'm allergic to peanuts"]


async def test_members_profile_facts_answer_questions_about_the_group_in_this_chat_only(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    await replay(
        host,
        [
            event(message="remember that I'm allergic to peanuts"),
            event(sender="u2", name="Bob", message="remember that I love jazz"),
            event(message="remember that the team offsite is on Friday in Osaka"),
        ],
        tmp_path,
    )
    alice_fact = '<fact member="Alice" id="u1" field="preferences">I&#39;m allergic to peanuts</fact>'
    bob_fact = '<fact member="Bob" id="u2" field="preferences">I love jazz</fact>'
    [asked_by_bob, asked_by_alice, other_chat] = await replay(
        host,
        [
            event(sender="u2", name="Bob", message="Is anyone here allergic to anything?"),
            event(message="what does Bob like?"),
            event(session="group_2", sender="u3", name="Carol", message="Is anyone here allergic to anything?"),
        ],
        tmp_path,
    )
    assert alice_fact in block(asked_by_bob) and bob_fact not in block(asked_by_bob)
    assert bob_fact in block(asked_by_alice) and alice_fact not in block(asked_by_alice)
    assert "<member_facts>" not in block(other_chat)
    [tool, search] = await replay(
        host,
        [
            event(sender="u2", name="Bob", tool="recall_memory", args={"query": "Is anyone here allergic to anything?"}),
            event(sender="u2", name="Bob", message="!memory search allergic"),
        ],
        tmp_path,
    )
    [fact] = json.loads(tool["result"])["profile_facts"]
    assert fact["member"] == {"id": "u1", "name": "Alice"} and fact["fact"] == "I'm allergic to peanuts"
    assert (
        "From members' profiles:" in search["reply"] and "Alice (u1) · preferences\n  I'm allergic to peanuts" in search["reply"]
    )
    await replay(host, [event(message="!memory forget-me")], tmp_path)
    [after] = await replay(host, [event(sender="u2", name="Bob", message="Is anyone here allergic to anything?")], tmp_path)
    assert "peanuts" not in block(after)


async def test_the_newer_of_two_facts_of_one_slot_comes_first_and_the_older_is_marked_earlier(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [dans, bobs] = await replay(
        host,
        [
            event(
                sender="u3",
                name="Dan",
                at="2026-03-02T10:00:00",
                tool="remember",
                args={"content": "Dan's birthday is on June 8"},
            ),
            event(
                sender="u2",
                name="Bob",
                at="2026-03-20T10:00:00",
                tool="remember",
                args={"content": "Dan's birthday is actually on June 3", "tags": ["correction"]},
            ),
        ],
        tmp_path,
    )
    older, newer = dans["result"].split()[2].rstrip("."), bobs["result"].split()[2].rstrip(".")
    assert "was kept" in bobs["result"]  # only Dan or an admin may retire Dan's fact: both remain
    [turn, tool, search] = await replay(
        host,
        [
            event(at="2026-04-01T10:00:00", message="when is Dan's birthday?"),
            event(at="2026-04-01T10:00:00", tool="recall_memory", args={"query": "when is Dan's birthday?"}),
            event(at="2026-04-01T10:00:00", message="!memory search Dan's birthday"),
        ],
        tmp_path,
    )
    lines = [line for line in block(turn).splitlines() if "birthday" in line]
    assert "June 3" in lines[0] and "status=" not in lines[0]
    assert "June 8" in lines[1] and 'date="2026-03-02" status="earlier' in lines[1]
    found = json.loads(tool["result"])["episodes"]
    assert [e["id"] for e in found[:2]] == [newer, older]
    assert found[1]["status"] == "earlier" and found[1]["newer"] == newer and found[0]["status"] == "active"
    assert f"(earlier, 2026-03-02: {newer} is newer)" in search["reply"]
    assert search["reply"].index(newer) < search["reply"].index(older)


async def test_a_search_that_matches_nothing_says_so_and_a_match_scores_below_one(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    await replay(host, [event(message="remember that the team offsite is on Friday in Osaka")], tmp_path)
    [nothing, something, tool] = await replay(
        host,
        [
            event(message="!memory search quantum chromodynamics lattice"),
            event(message="!memory search offsite"),
            event(tool="recall_memory", args={"query": "quantum chromodynamics lattice"}),
        ],
        tmp_path,
    )
    assert nothing["reply"] == "Nothing in this conversation's memory matches 'quantum chromodynamics lattice'."
    score = float(something["reply"].splitlines()[1].split()[0])
    assert 0.12 <= score < 1.0
    [episode] = json.loads(tool["result"])["episodes"]
    assert episode["score"] < 0.12  # the only episode, and no match: no longer 1.0


async def test_a_large_groups_facts_are_embedded_in_small_batches_and_then_answer(
    multilingual_embedder: Embedder, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No turn embeds a whole group's profile facts at once (a thousand members took 80 s on the first turn):
    a few inline, the rest in the background, after which they answer like any other."""
    config = load_config({"data_dir": tmp_path / "data", "write_rate_limit_per_minute": 0}, environ={})
    service = await MemoryService.open(config, multilingual_embedder)
    now = time.time()
    try:
        for number in range(20):
            member = Identity("group", "big", "bot", f"u{number}", f"Member {number}")
            likes = ["likes hiking", "plays the violin"] if number else ["allergic to peanuts", "likes hiking"]
            await service.update_profile(member, ProfileChange("preferences", "add", likes), now)
        batches: list[int] = []
        embed = multilingual_embedder.embed

        async def recording(texts: Sequence[str], chat: str = "") -> NDArray[np.float32]:
            batches.append(len(texts))
            return await embed(texts, chat)

        monkeypatch.setattr(multilingual_embedder, "embed", recording)
        bob = Identity("group", "big", "bot", "u5", "Member 5")
        await service.prompt_memory(bob, "Is anyone here allergic to anything?", now + 1)
        await service.settled()
        assert sum(batches) == 40 and max(batches) <= 16
        answer = await service.prompt_memory(bob, "Is anyone here allergic to anything?", now + 2)
        first = answer.member_facts[0]
        assert (first.member, first.text) == ("Member 0", "allergic to peanuts")
    finally:
        await service.close()
