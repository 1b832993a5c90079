"""Post-turn extraction against the scripted server: only entries with verbatim evidence are stored."""

import json
from pathlib import Path
from typing import Any

from longtermmemory.tests.scripted_llm import text
from longtermmemory.tests.support import HostFactory, event, replay


def entries(*items: dict[str, Any]) -> dict[str, Any]:
    return text("```json\n" + json.dumps({"memories": list(items)}) + "\n```")


async def run_turn(
    make_host: HostFactory, llm: Any, tmp_path: Path, extraction: dict[str, Any], **overrides: Any
) -> list[dict[str, Any]]:
    host = await make_host(llm_base_url=llm.url, llm_model="m", **overrides)
    llm.steps = [text("Sounds fun! Enjoy Kyoto in April."), extraction]
    return await replay(host, [event(message="I'm moving to Kyoto in April"), event(message="!memory list")], tmp_path)


async def test_valid_entries_are_stored(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    out = await run_turn(
        make_host,
        llm,
        tmp_path,
        entries(
            {
                "content": "Alice is moving to Kyoto in April",
                "kind": "plan",
                "importance": 4,
                "source": "user_stated",
                "evidence": "moving to Kyoto in April",
            },
        ),
    )
    assert out[0]["reply"] == "Sounds fun! Enjoy Kyoto in April."
    assert "Alice is moving to Kyoto in April" in out[1]["reply"] and "importance 4" in out[1]["reply"]
    prompt = llm.requests[1]["messages"][0]["content"]
    assert "untrusted data" in prompt and "[user] Alice: I'm moving to Kyoto in April" in prompt
    assert "[system]" not in prompt and "long_term_memory" not in prompt


async def test_fabricated_and_wrong_role_evidence_is_dropped(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    out = await run_turn(
        make_host,
        llm,
        tmp_path,
        entries(
            {"content": "Alice owns a yacht", "source": "user_stated", "evidence": "I own a yacht"},
            {"content": "Alice will enjoy Kyoto", "source": "user_stated", "evidence": "Enjoy Kyoto in April"},
        ),
    )
    assert out[1]["reply"] == "No active episodes in this conversation."


async def test_malformed_json_and_timeout_store_nothing(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    out = await run_turn(make_host, llm, tmp_path, text("memories: Kyoto, April {broken"))
    assert out[0]["reply"].startswith("Sounds fun") and out[1]["reply"] == "No active episodes in this conversation."
    late = {
        "delay": 1.5,
        **entries({"content": "Alice is moving to Kyoto", "source": "user_stated", "evidence": "moving to Kyoto"}),
    }
    out = await run_turn(make_host, llm, tmp_path / "t", late, extraction_timeout_seconds=0.3, data_dir=tmp_path / "t")
    assert out[0]["reply"].startswith("Sounds fun") and out[1]["reply"] == "No active episodes in this conversation."


async def test_switch_and_opt_out(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    valid = entries({"content": "Alice is moving to Kyoto", "source": "user_stated", "evidence": "moving to Kyoto"})
    out = await run_turn(make_host, llm, tmp_path, valid, extraction_opt_out_sessions=["group_1"])
    assert out[1]["reply"] == "No active episodes in this conversation."
    assert len(llm.requests) == 1
    out = await run_turn(make_host, llm, tmp_path / "off", valid, extraction_enabled=False, data_dir=tmp_path / "off")
    assert out[1]["reply"] == "No active episodes in this conversation."


async def test_extracted_secrets_are_refused(make_host: HostFactory, llm: Any, tmp_path: Path) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m")
    llm.steps = [
        text("Noted."),
        entries({"content": "Alice's password=hunter2024", "source": "user_stated", "evidence": "password=hunter2024"}),
    ]
    out = await replay(host, [event(message="my password=hunter2024"), event(message="!memory list")], tmp_path)
    assert out[1]["reply"] == "No active episodes in this conversation."
