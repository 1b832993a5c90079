"""Consolidation through `!memory consolidate`: a preview, then old low-value episodes retired into one
summary (structured without a model; the model's only when it quotes them verbatim), audited, and undone."""

import json
import re
from pathlib import Path
from typing import Any

from longtermmemory.tests.scripted_llm import text
from longtermmemory.tests.support import HostFactory, event, replay

OLD = [
    {"content": "Alice had ramen in Sapporo", "created_at": "2025-01-03", "sender_id": "u1", "sender_name": "Alice"},
    {"content": "Bob watched a film about trains", "created_at": "2025-01-05", "sender_id": "u2", "sender_name": "Bob"},
    {"content": "Alice went to the gym", "created_at": "2025-01-07", "sender_id": "u1", "sender_name": "Alice"},
]
KEPT = [
    {"content": "Alice's wedding is on June 5", "created_at": "2025-01-04", "importance": 5, "sender_id": "u1"},
    {"content": "Bob started a new job", "created_at": "2999-01-01", "sender_id": "u2"},  # not old
]


def import_file(tmp_path: Path) -> Path:
    path = tmp_path / "episodes.json"
    path.write_text(json.dumps([*OLD, *KEPT]), encoding="utf-8")
    return path


async def test_preview_then_consolidate_then_undo(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    admin: dict[str, Any] = {"sender": "u9", "name": "Admin", "admin": True}
    out = await replay(
        host,
        [
            event(message=f"!memory import l2 {import_file(tmp_path)}", **admin),
            event(message="!memory consolidate"),
            event(message="!memory consolidate", **admin),
            event(message="!memory consolidate --days 3650", **admin),
            event(message="!memory consolidate --yes", **admin),
            event(message="!memory list", **admin),
            event(message="!memory superseded", **admin),
            event(message="!memory consolidate --yes", **admin),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == "Imported 5, skipped 0."
    assert out[1]["reply"] == "Not allowed: only admins can consolidate memory in a group chat."
    preview = out[2]["reply"]
    assert preview.startswith("3 episode(s) older than 30 days, of importance 2 or less, would be retired into this summary:")
    summary = (
        "Summary of 3 older memories, from 2025-01-03 to 2025-01-07. "
        "Alice: Alice had ramen in Sapporo; Alice went to the gym. Bob: Bob watched a film about trains."
    )
    assert summary in preview
    assert out[3]["reply"].startswith("Nothing to consolidate: fewer than 2")
    done = out[4]["reply"]
    assert done.startswith("Consolidated 3 episode(s) into ep_") and "(a structured summary)" in done
    [summary_id] = set(re.findall(r"ep_[0-9a-f]{12}", done))
    listed = out[5]["reply"]
    assert summary in listed and "wedding" in listed and "new job" in listed and "ramen" not in listed.replace(summary, "")
    assert out[6]["reply"].startswith("Superseded episodes, page 1/1 (3 in all)")
    assert out[7]["reply"].startswith("Nothing to consolidate")  # a summary is never folded again

    out = await replay(
        host,
        [
            event(message="!memory search ramen in Sapporo", **admin),
            event(message="!memory audit", **admin),
            event(message=f"!memory consolidate undo {summary_id}", **admin),
            event(message="!memory list", **admin),
            event(message=f"!memory consolidate undo {summary_id}", **admin),
        ],
        tmp_path,
    )
    assert summary_id in out[0]["reply"]  # the summary is found in place of the originals
    audit = out[1]["reply"]
    assert f"consolidated into {summary_id}" in audit and f"added {summary_id} (source consolidation)" in audit
    assert out[2]["reply"] == f"Undid {summary_id}: 3 episode(s) are back in recall."
    listed = out[3]["reply"]
    assert "Alice had ramen in Sapporo" in listed and "Bob watched a film about trains" in listed and summary not in listed
    assert out[4]["reply"] == f"{summary_id} is archived: its consolidation is already undone."


async def test_the_models_summary_is_used_only_when_it_quotes_the_originals(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_enabled=False)
    admin: dict[str, Any] = {"sender": "u9", "name": "Admin", "admin": True}
    quoted = {"lines": [{"text": "Alice ate ramen in Sapporo and went to the gym.", "evidence": "had ramen in Sapporo"}]}
    invented = {"lines": [{"text": "Bob is afraid of trains.", "evidence": "Bob is afraid of trains"}]}
    llm.steps = [text(json.dumps(invented)), text(json.dumps(quoted))]
    out = await replay(
        host,
        [
            event(message=f"!memory import l2 {import_file(tmp_path)}", **admin),
            event(message="!memory consolidate --yes", **admin),
            event(message="!memory list", **admin),
        ],
        tmp_path,
    )
    assert "(a structured summary)" in out[1]["reply"]  # the invented line quotes nothing: the structured one
    assert "afraid" not in out[2]["reply"]
    [summary_id] = set(re.findall(r"ep_[0-9a-f]{12}", out[1]["reply"]))
    out = await replay(
        host,
        [
            event(message=f"!memory consolidate undo {summary_id}", **admin),
            event(message="!memory consolidate --yes", **admin),
            event(message="!memory list", **admin),
        ],
        tmp_path,
    )
    assert "(the model's summary, checked against them)" in out[1]["reply"]
    assert (
        "Summary of 3 older memories, from 2025-01-03 to 2025-01-07: Alice ate ramen in Sapporo and went to the gym."
        in (out[2]["reply"])
    )
    assert "untrusted data" in llm.requests[-1]["messages"][0]["content"]


async def test_the_console_previews_consolidates_and_undoes_as_the_command_does(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    admin: dict[str, Any] = {"sender": "u9", "name": "Admin", "admin": True}
    await replay(host, [event(message=f"!memory import l2 {import_file(tmp_path)}", **admin)], tmp_path)
    console = host.pages["memory-console"]
    [chat] = (await console.handle("/overview", {})).data["chats"]
    where = {"bot_id": chat["bot_id"], "chat": chat["chat"]}

    preview = (await console.handle("/consolidate", where)).data
    too_new = (await console.handle("/consolidate", {**where, "days": 3650})).data
    done = (await console.handle("/consolidate", {**where, "run": True})).data
    nothing_left = await console.handle("/consolidate", {**where, "run": True})
    undone = (await console.handle("/consolidate/undo", {**where, "id": done["summary"]["id"]})).data

    assert [e["content"] for e in preview["candidates"]] == [e["content"] for e in OLD]
    assert preview["summary"].startswith("Summary of 3 older memories, from 2025-01-03 to 2025-01-07.")
    assert too_new == {"candidates": [], "summary": "", "message": "Nothing to consolidate older than 3650 days."}
    assert done["message"].startswith("Consolidated 3 episode(s) into ep_") and len(done["retired"]) == 3
    assert nothing_left.error is not None and nothing_left.error.startswith("Nothing to consolidate")
    assert sorted(undone["restored"]) == sorted(done["retired"])
    listed = await replay(host, [event(message="!memory list", **admin)], tmp_path)
    assert "ramen" in listed[0]["reply"] and done["summary"]["id"] not in listed[0]["reply"]
