"""`!memory` subcommands through replay: every row, the permission rule and bad input."""

import json
from pathlib import Path

from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.api import Query
from longtermmemory.tests.support import TOPICS, HostFactory, event, replay


def cmd(text: str, **kw: object) -> dict[str, object]:
    return event(message=text, **kw)


def remember(content: str, sender: str = "u1", name: str = "Alice", **kw: object) -> dict[str, object]:
    return event(sender=sender, name=name, tool="remember", args={"content": content, **kw})


async def seed(host, tmp_path: Path) -> list[str]:  # type: ignore[no-untyped-def]
    out = await replay(
        host,
        [
            remember("Alice is learning to play the violin", tags=["hobby"]),
            remember("Bob is moving to Sapporo in spring", sender="u2", name="Bob"),
        ],
        tmp_path,
    )
    return [o["result"].split()[2].rstrip(".") for o in out]


async def test_status_help_and_unknown(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await seed(host, tmp_path)
    out = await replay(host, [cmd("!memory"), cmd("!memory help"), cmd("!memory frobnicate"), cmd("!MEMORY LIST")], tmp_path)
    status = out[0]["reply"]
    for part in ("isolation: session", "scope: bot1:group_1", "Alice (u1)", "active 2", "all-MiniLM-L6-v2", "Chroma embedded"):
        assert part in status
    assert "!memory list [--status S|all] [page]" in out[1]["reply"]
    assert out[2]["reply"].startswith("Unknown subcommand 'frobnicate'.") and "Usage:" in out[2]["reply"]
    assert "Active episodes" in out[3]["reply"]


async def test_list_pages_and_bounds(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await replay(host, [remember(f"Alice talked about {t} on day {i}") for i, t in enumerate(TOPICS)], tmp_path)
    out = await replay(
        host,
        [
            cmd("!memory list"),
            cmd("!memory list 2"),
            cmd("!memory list 3"),
            cmd("!memory list abc"),
            cmd("!memory list 0"),
            cmd("!memory list 1 2"),
        ],
        tmp_path,
    )
    assert "page 1/2 (12 in all)" in out[0]["reply"] and out[0]["reply"].count("ep_") == 10
    assert "pottery" in out[0]["reply"].splitlines()[2], "newest first"
    assert out[1]["reply"].count("ep_") == 2
    assert out[2]["reply"] == "Page 3 is out of range: there are 2 pages."
    assert "page must be a whole number" in out[3]["reply"] and "Usage: !memory list [--status S|all] [page]" in out[3]["reply"]
    assert "page must be a whole number" in out[4]["reply"]
    assert "too many arguments" in out[5]["reply"]


async def test_show_search_archive_restore(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    alice, _ = await seed(host, tmp_path)
    out = await replay(
        host,
        [
            cmd(f"!memory show {alice}"),
            cmd("!memory show"),
            cmd("!memory show ep_doesnotexist"),
            cmd("!memory search violin lessons"),
            cmd("!memory search"),
            cmd(f"!memory archive {alice}"),
            cmd("!memory archived"),
            cmd("!memory search violin lessons"),
            cmd(f"!memory restore {alice}", admin=True),
            cmd("!memory archived"),
            cmd("!memory superseded"),
            cmd("!memory search violin lessons"),
        ],
        tmp_path,
    )
    assert "content: Alice is learning to play the violin" in out[0]["reply"] and "(active)" in out[0]["reply"]
    assert "give exactly one episode id" in out[1]["reply"]
    assert out[2]["reply"] == "No episode 'ep_doesnotexist' in this conversation's memory."
    first_result = out[3]["reply"].splitlines()[1]
    assert alice in first_result and first_result.split()[0].replace(".", "").isdigit()
    assert "the search query is empty" in out[4]["reply"]
    assert out[5]["reply"] == f"Archived {alice}."
    assert alice in out[6]["reply"]
    assert alice not in out[7]["reply"]
    assert out[8]["reply"] == f"Restored {alice}."
    assert out[9]["reply"] == "No archived episodes in this conversation."
    assert out[10]["reply"] == "No superseded episodes in this conversation."
    assert alice in out[11]["reply"].splitlines()[1], "a restored episode is recalled again"


async def test_permissions_in_groups_and_private_chats(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    alice, bob = await seed(host, tmp_path)
    out = await replay(
        host,
        [
            cmd(f"!memory forget {bob}"),
            cmd(f"!memory archive {bob}"),
            cmd(f"!memory restore {alice}"),
            cmd("!memory delete --speaker u2 --yes"),
            cmd("!memory import l2"),
            event(tool="forget", args={"episode_id": bob}),
            cmd(f"!memory forget {alice}"),
            cmd(f"!memory forget {bob}", admin=True),
            cmd("!memory list", sender="u3", name="Carol"),
        ],
        tmp_path,
    )
    assert out[0]["reply"].startswith("Not allowed")
    assert out[1]["reply"].startswith("Not allowed")
    assert out[2]["reply"] == f"{alice} is already active."  # her own: she may restore it, there is nothing to restore
    assert out[3]["reply"].startswith("Not allowed")
    assert out[4]["reply"].startswith("Not allowed")
    assert out[5]["result"].startswith("Not allowed")
    assert out[6]["reply"] == f"Forgot {alice}."
    assert out[7]["reply"] == f"Forgot {bob}."
    assert out[8]["reply"] == "No active episodes in this conversation."
    private = await replay(
        host,
        [
            remember("Dana keeps a diary", session="person_9", sender="u9"),
            cmd("!memory delete --tag none", session="person_9", sender="u9"),
        ],
        tmp_path,
    )
    assert private[1]["reply"] == "No episodes match that filter."


async def test_bulk_delete_asks_for_confirmation(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await seed(host, tmp_path)
    out = await replay(
        host,
        [
            cmd("!memory delete --speaker u2", admin=True),
            cmd("!memory delete", admin=True),
            cmd("!memory delete --before yesterday-ish", admin=True),
            cmd("!memory delete --status gone", admin=True),
            cmd("!memory delete --bogus 1", admin=True),
            cmd("!memory list"),
            cmd("!memory delete --speaker u2 --yes", admin=True),
            cmd("!memory delete --tag HOBBY --status active --before 2999-01-01 --yes", admin=True),
            cmd("!memory list"),
            cmd("!memory audit"),
            cmd("!memory audit 99"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == "1 episode(s) match. Add --yes to delete them."
    assert "give at least one filter" in out[1]["reply"]
    assert "--before takes a date" in out[2]["reply"]
    assert "status must be one of" in out[3]["reply"]
    assert "unexpected argument '--bogus'" in out[4]["reply"]
    assert "2 in all" in out[5]["reply"], "nothing deleted without --yes"
    assert out[6]["reply"] == "Deleted 1 episode(s)."
    assert out[7]["reply"] == "Deleted 1 episode(s)."
    assert out[8]["reply"] == "No active episodes in this conversation."
    audit = out[9]["reply"]
    assert "deleted" in audit and "added" in audit and "Alice" in audit
    assert "out of range" in out[10]["reply"]


async def test_health_and_profile(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await seed(host, tmp_path)
    out = await replay(host, [cmd("!memory health"), cmd("!memory profile")], tmp_path)
    lines = out[0]["reply"].splitlines()
    assert all(line.startswith("OK") for line in lines) and any("consistent (2 records, 2 vectors)" in line for line in lines)
    assert "Chat profile: (empty)" in out[1]["reply"]


async def test_export_only_this_scope_and_import_round_trip(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await seed(host, tmp_path)
    out = await replay(
        host,
        [
            remember("Other chat: Zed collects stamps", session="group_2", sender="u7", name="Zed"),
            event(tool="update_profile", args={"field": "traits", "value": "curious"}),
            event(session="group_2", sender="u7", name="Zed", tool="update_profile", args={"field": "traits", "value": "quiet"}),
            cmd("!memory export l2"),
            cmd("!memory export"),
            cmd("!memory export everything"),
        ],
        tmp_path,
    )
    episodes = json.loads(out[3]["reply"])
    assert sorted(e["content"] for e in episodes["episodes"]) == [
        "Alice is learning to play the violin",
        "Bob is moving to Sapporo in spring",
    ]
    profiles = json.loads(out[4]["reply"])
    assert profiles["speakers"]["u1"]["traits"] == ["curious"] and "u7" not in profiles["speakers"]
    assert "export kinds" in out[5]["reply"]

    export_file = tmp_path / "export.json"
    export_file.write_text(out[3]["reply"], encoding="utf-8")
    fresh = await make_host(data_dir=tmp_path / "fresh")
    imported = await replay(
        fresh,
        [
            cmd(f"!memory import l2 {export_file}", admin=True),
            cmd(f"!memory import l2 {export_file}", admin=True),
            cmd("!memory export l2"),
        ],
        tmp_path,
    )
    assert imported[0]["reply"] == "Imported 2, skipped 0."
    assert imported[1]["reply"].startswith("Imported 0, skipped 2.") and "duplicate of ep_" in imported[1]["reply"]
    again = json.loads(imported[2]["reply"])["episodes"]
    key = lambda e: (e["content"], e["sender_id"], e["created_at"], e["importance"], e["tags"])  # noqa: E731
    assert sorted(map(key, again)) == sorted(map(key, episodes["episodes"]))


async def test_import_bad_files(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    await seed(host, tmp_path)
    not_json = tmp_path / "bad.json"
    not_json.write_text("{not json", encoding="utf-8")
    wrong_shape = tmp_path / "shape.json"
    wrong_shape.write_text('{"episodes": 5}', encoding="utf-8")
    too_big = tmp_path / "big.json"
    too_big.write_text('[{"content": "' + "a" * 6_000_000 + '"}]', encoding="utf-8")
    mixed = tmp_path / "mixed.json"
    mixed.write_text(
        json.dumps(
            [
                {"content": "Erin got a new job at the bakery"},
                {"content": ""},
                "text",
                {"content": "password: hunter2024"},
                {"content": "Erin's sister visits in May", "importance": 11},
                {"content": "Frank runs on Sundays", "created_at": "not a date"},
                {"content": "Gina's cat is called Mochi", "created_at": "2026-01-05"},
            ]
        ),
        encoding="utf-8",
    )
    out = await replay(
        host,
        [
            cmd(f"!memory import l2 {not_json}", admin=True),
            cmd(f"!memory import l2 {wrong_shape}", admin=True),
            cmd(f"!memory import l2 {too_big}", admin=True),
            cmd(f"!memory import l2 {tmp_path / 'missing.json'}", admin=True),
            cmd("!memory import l2", admin=True),
            cmd("!memory import profiles", admin=True),
            cmd(f"!memory import l2 {mixed}", admin=True),
            cmd("!memory list"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == "Import refused: the file is not valid JSON. Nothing was changed."
    assert "expected a JSON list" in out[1]["reply"]
    assert "file too large" in out[2]["reply"]
    assert "cannot read file 'missing.json'" in out[3]["reply"]
    assert out[4]["reply"].startswith("Attach a JSON file")
    assert "only episodes can be imported" in out[5]["reply"]
    report = out[6]["reply"].splitlines()
    assert report[0] == "Imported 2, skipped 5."
    assert report[1:] == [
        "item 2: invalid content",
        "item 3: not an object",
        "item 4: looked like a secret (credential assignment)",
        "item 5: invalid importance",
        "item 6: invalid created_at",
    ]
    assert "4 in all" in out[7]["reply"] and "Violin".lower() in out[7]["reply"]


async def test_huge_arguments_get_a_short_message(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(host, [cmd("!memory search " + "x" * 5000), cmd("!memory show " + "y" * 1500)], tmp_path)
    assert out[0]["reply"].startswith("Arguments too long")
    assert len(out[1]["reply"]) < 200


async def test_a_speaker_may_restore_what_they_archived_but_not_what_others_did(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    alice, bob = await seed(host, tmp_path)
    out = await replay(
        host,
        [
            cmd(f"!memory archive {alice}"),
            cmd(f"!memory restore {alice}"),
            cmd(f"!memory archive {bob}", admin=True),
            cmd(f"!memory restore {bob}"),
            cmd(f"!memory restore {bob}", sender="u2", name="Bob"),
        ],
        tmp_path,
    )
    assert out[0]["reply"] == f"Archived {alice}." and out[1]["reply"] == f"Restored {alice}."
    assert out[3]["reply"].startswith("Not allowed")  # Alice cannot restore Bob's
    assert out[4]["reply"] == f"Restored {bob}."  # Bob may put back his own


async def test_a_long_import_reports_its_progress_where_the_host_shows_it(make_host: HostFactory) -> None:
    host = await make_host()
    seen: list[tuple[int, int]] = []
    host.progress = lambda done, total: seen.append((done, total))
    items = [{"content": f"Imported note {i} about the garden and the {i}th tomato"} for i in range(600)]
    admin = Identity("group", "g1", "bot", "u1", "Ann", is_admin=True)
    reply = await host.handle_message(Query(admin, "!memory import l2"), json.dumps(items).encode())
    assert reply.reply.startswith("Imported ")
    assert seen == [(256, 600), (512, 600), (600, 600)]


async def test_in_a_shared_pool_a_chats_admin_manages_that_chats_episodes_and_the_owner_all(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """`bot` isolation pools the group chats; one chat's admin has no power over what was said in another."""
    host = await make_host(isolation="bot")
    out = await replay(
        host,
        [
            event(session=chat, sender="u2", name="Bob", tool="remember", args={"content": said})
            for chat, said in [
                ("group_2", "Bob is moving to Sapporo in spring"),
                ("group_2", "Bob plays the cello on Sundays"),
                ("group_1", "Bob is learning Korean"),
            ]
        ],
        tmp_path,
    )
    sapporo, cello, korean = (o["result"].split()[2].rstrip(".") for o in out)
    mod = {"session": "group_1", "sender": "u8", "name": "Mod", "admin": True}
    out = await replay(
        host,
        [
            cmd(f"!memory forget {sapporo}", **mod),
            cmd(f"!memory archive {sapporo}", **mod),
            cmd("!memory delete --speaker u2", **mod),
            cmd("!memory delete --speaker u2 --yes", **mod),
            cmd(f"!memory archive {cello}", session="group_1", sender="u9", name="Owner", owner=True),
            cmd("!memory list", session="group_2"),
        ],
        tmp_path,
    )
    assert out[0]["reply"].startswith("Not allowed") and out[1]["reply"].startswith("Not allowed")
    assert out[2]["reply"] == "1 episode(s) match. Add --yes to delete them."
    assert out[3]["reply"] == "Deleted 1 episode(s)."
    assert out[4]["reply"] == f"Archived {cello}."
    listing = out[5]["reply"]
    assert sapporo in listing and cello not in listing and korean not in listing
