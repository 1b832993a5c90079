"""What the Memory Console shows, also as `!memory`: status filters, the audit's export, the last injection, fact history."""

import json
import re
from pathlib import Path

from longtermmemory.tests.support import HostFactory, event, replay


def cmd(text: str, **kw: object) -> dict[str, object]:
    return event(message=text, **kw)


async def test_list_search_and_export_take_a_status(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    stored = await replay(
        host,
        [
            event(tool="remember", args={"content": "Alice is learning to play the violin"}),
            event(tool="remember", args={"content": "Alice's tennis club meets on Saturday"}),
        ],
        tmp_path,
    )
    violin, tennis = (re.search(r"ep_\w+", o["result"]).group() for o in stored)  # type: ignore[union-attr]
    out = await replay(
        host,
        [
            cmd(f"!memory archive {violin}"),
            cmd("!memory list --status archived"),
            cmd("!memory list --status all"),
            cmd("!memory list"),
            cmd("!memory search violin"),
            cmd("!memory search --status archived violin"),
            cmd("!memory export l2 --status archived"),
            cmd("!memory list --status gone"),
            cmd("!memory export --status archived"),
        ],
        tmp_path,
    )
    replies = [o["reply"] for o in out]
    assert violin in replies[1] and tennis not in replies[1] and "Archived episodes, page 1/1 (1 in all)" in replies[1]
    assert violin in replies[2] and tennis in replies[2] and "· archived" in replies[2] and "· active" in replies[2]
    assert violin not in replies[3]
    assert violin not in replies[4]
    assert violin in replies[5].splitlines()[1]
    exported = json.loads(replies[6])
    assert [(e["id"], e["status"]) for e in exported["episodes"]] == [(violin, "archived")]
    assert replies[7] == (
        "--status takes one of active, superseded, archived, pending, rejected or all, not 'gone'. "
        "Usage: !memory list [--status S|all] [page]"
    )
    assert replies[8].startswith("the only export kinds are profiles (no argument) and l2 (with --status S).")


async def test_audit_export_the_last_injection_and_profile_history(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            cmd("!memory injected"),
            event(tool="remember", args={"content": "Alice's tennis club meets on Saturday"}),
            event(tool="update_profile", args={"field": "name", "action": "set", "value": "Ali"}),
            event(tool="update_profile", args={"field": "name", "action": "set", "value": "Alice"}),
            event(message="when does my tennis club meet?"),
            cmd("!memory injected"),
            cmd("!memory injected", session="group_2"),
            cmd("!memory audit export"),
            cmd("!memory profile history"),
            cmd("!memory profile history", session="group_2"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == "No prompt of this chat has been given memory since the bot started."
    turn_block = out[4]["prompt"][1]["content"]
    injected = out[5]["reply"]
    assert injected.startswith("The last prompt of this chat (") and "Alice) was given 1 episode(s):" in injected
    assert injected.endswith(turn_block) and "tennis club meets on Saturday" in turn_block
    assert out[6]["reply"] == out[0]["reply"]  # another chat's prompt is another chat's
    audit = json.loads(out[7]["reply"].split("\n", 1)[1])
    assert audit["format"] == "ltm-audit" and [e["action"] for e in audit["entries"]][:1] == ["added"]
    assert [e["target"] for e in audit["entries"]][-2:] == ["profile:u1", "profile:u1"]
    history = out[8]["reply"].splitlines()
    assert history[0] == "Profile changes, newest first:"
    assert history[1].startswith("u1 name: now Alice; previously Ali (") and history[1].endswith(", by Alice)")
    assert history[2].startswith("u1 name: now Ali; previously (none) (")
    assert out[9]["reply"] == "No profile fact of this chat has changed yet."
