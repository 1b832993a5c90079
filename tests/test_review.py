"""The review queue for memories the model extracted: with auto-accept off they wait, pending, never
injected into a prompt, until the member they belong to or an admin accepts or rejects them."""

import re
from pathlib import Path
from typing import Any

from longtermmemory.tests.scripted_llm import text
from longtermmemory.tests.support import HostFactory, event, replay
from longtermmemory.tests.test_commands import remember
from longtermmemory.tests.test_extraction import entries

KYOTO = {"content": "Alice is moving to Kyoto in April", "source": "user_stated", "evidence": "moving to Kyoto in April"}
CELLO = {"content": "Alice plays the cello", "source": "user_stated", "evidence": "I play the cello"}


def episode_ids(reply: str) -> list[str]:
    return re.findall(r"ep_[0-9a-f]{12}", reply)


async def test_extracted_memories_wait_for_review_and_only_their_member_or_an_admin_decides(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_auto_accept=False)
    llm.steps = [text("Sounds fun!"), entries(KYOTO), text("Nice."), entries(CELLO), text("I don't know yet.")]
    out = await replay(
        host,
        [
            event(message="I'm moving to Kyoto in April"),
            event(message="I play the cello"),
            event(message="where am I moving?"),
            event(message="!memory list"),
            event(message="!memory review"),
        ],
        tmp_path,
    )
    asked = str(llm.requests[4]["messages"])
    assert "where am I moving?" in asked and "Kyoto in April" not in asked.split("where am I moving?")[-1]
    assert "Alice is moving to Kyoto" not in asked  # pending: never injected
    assert out[3]["reply"] == "No active episodes in this conversation."
    queue = out[4]["reply"]
    assert queue.startswith("Pending episodes, page 1/1 (2 in all)") and "Alice plays the cello" in queue
    cello, kyoto = episode_ids(queue)  # newest first

    out = await replay(
        host,
        [
            event(sender="u2", name="Bob", message=f"!memory review accept {kyoto}"),
            event(message=f"!memory review accept {kyoto}"),
            event(message=f"!memory review accept {kyoto}"),
            event(sender="u9", name="Admin", admin=True, message=f"!memory review reject {cello}"),
            event(message="!memory list"),
            event(message="!memory review"),
            event(message=f"!memory restore {cello}"),
            event(message="!memory audit"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == f"Not allowed: only admins or the member it belongs to can accept {kyoto}."
    assert out[1]["reply"] == f"Accepted {kyoto}."
    assert out[2]["reply"] == f"{kyoto} is not waiting for review (it is active)."
    assert out[3]["reply"] == f"Rejected {cello}."
    assert "Alice is moving to Kyoto in April" in out[4]["reply"] and "cello" not in out[4]["reply"]
    assert out[5]["reply"] == "No pending episodes in this conversation."
    assert out[6]["reply"] == f"Restored {cello}."  # a rejection can be undone like an archive
    audit = out[7]["reply"]
    assert f"Alice accepted {kyoto}" in audit and f"Admin rejected {cello}" in audit

    llm.steps = [text("Kyoto, in April.")]
    await replay(host, [event(message="where am I moving?")], tmp_path)
    answered = str(llm.requests[-2]["messages"])  # the last request is the extraction of that turn
    assert "Alice is moving to Kyoto in April" in answered  # accepted: recalled now


async def test_a_pending_memory_cannot_be_restored_around_the_review(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_auto_accept=False)
    llm.steps = [text("Sounds fun!"), entries(KYOTO)]
    out = await replay(host, [event(message="I'm moving to Kyoto in April"), event(message="!memory review")], tmp_path)
    [kyoto] = episode_ids(out[1]["reply"])
    out = await replay(host, [event(message=f"!memory restore {kyoto}"), event(message="!memory")], tmp_path)
    assert out[0]["reply"] == f"{kyoto} is waiting for review: !memory review accept or reject {kyoto}."
    assert "active 0, superseded 0, archived 0, pending 1, rejected 0" in out[1]["reply"]


async def test_a_pending_update_retires_nothing_until_it_is_accepted(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_auto_accept=False)
    correction = {
        "content": "Alice actually moved to Kyoto, not Osaka",
        "kind": "correction",  # its tag: an update of Alice's older statement
        "source": "user_stated",
        "evidence": "I moved to Kyoto, not Osaka",
    }
    llm.steps = [text("Nice!"), entries(correction)]
    out = await replay(
        host,
        [
            remember("Alice lives in Osaka"),
            event(message="I moved to Kyoto, not Osaka"),
            event(message="!memory list"),
            event(message="!memory review"),
        ],
        tmp_path,
    )
    assert "Alice lives in Osaka" in out[2]["reply"] and "Kyoto" not in out[2]["reply"]  # still the fact in recall
    [kyoto] = episode_ids(out[3]["reply"])
    decided = [event(message=f"!memory review accept {kyoto}"), event(message="!memory list")]
    decided.append(event(message="!memory superseded"))
    out = await replay(host, decided, tmp_path)
    assert out[0]["reply"] == f"Accepted {kyoto}."
    assert "Alice actually moved to Kyoto, not Osaka" in out[1]["reply"] and "Alice lives in Osaka" not in out[1]["reply"]
    assert "Alice lives in Osaka" in out[2]["reply"]  # accepted, the update retires what it updates


async def test_the_console_accepts_and_rejects_what_waits_for_review(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_auto_accept=False)
    llm.steps = [text("Sounds fun!"), entries(KYOTO), text("Nice."), entries(CELLO)]
    await replay(host, [event(message="I'm moving to Kyoto in April"), event(message="I play the cello")], tmp_path)
    console = host.pages["memory-console"]
    [chat] = (await console.handle("/overview", {})).data["chats"]
    where = {"bot_id": chat["bot_id"], "chat": chat["chat"]}
    pending = (await console.handle("/episodes", {**where, "status": "pending"})).data["episodes"]
    cello, kyoto = (e["id"] for e in pending)  # newest first

    accepted = await console.handle("/accept", {**where, "id": kyoto})
    rejected = await console.handle("/reject", {**where, "id": cello})
    again = await console.handle("/accept", {**where, "id": kyoto})

    assert accepted.data["message"] == f"Accepted {kyoto}." and accepted.data["episode"]["status"] == "active"
    assert rejected.data["message"] == f"Rejected {cello}." and rejected.data["episode"]["status"] == "rejected"
    assert again.error == f"{kyoto} is not waiting for review (it is active)."
    audit = (await console.handle("/audit", where)).data["entries"]
    assert {(entry["action"], entry["actor_name"]) for entry in audit} >= {
        ("accepted", "Memory Console"),
        ("rejected", "Memory Console"),
    }
