"""Duplicate, update or new, as a user meets it: through the tools, explicit requests and `!memory`."""

import json
import re
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.memory.change_cues import says_change
from longtermmemory.runtime.host import PluginHost
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL
from longtermmemory.tests.scripted_llm import text
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


async def test_a_number_or_a_time_written_another_way_by_the_same_member_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    out = await replay(
        host,
        [
            remember("my number is 090-1234-5678"),
            remember("my number is 09012345678"),
            remember("la reunión es a las 15:00"),
            remember("la reunión es a las 15h"),
            remember("la reunión es a las 15h", sender="u2", name="Bob"),  # another member's is theirs
            remember("the flight leaves at 3pm"),
            remember("the flight leaves at 3am"),  # another value
        ],
        tmp_path,
    )
    assert out[1]["result"].startswith("Not stored: duplicate of ep_")
    assert out[3]["result"].startswith("Not stored: duplicate of ep_")
    assert all(out[i]["result"].startswith("Stored as ") for i in (0, 2, 4, 5, 6))


async def test_a_negation_replaces_what_it_negates(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(host, [remember("I'm allergic to peanuts"), remember("I'm not allergic to peanuts")], tmp_path)
    assert "It supersedes" in out[1]["result"]
    assert await active_contents(host, tmp_path) == ["I'm not allergic to peanuts"]


async def test_a_statement_withdrawn_word_for_word_is_replaced_whatever_the_models_cosine(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)  # its cosine for this pair is 0.39, under the threshold
    withdrawn = "I don't use Vim anymore, I switched to Helix"
    out = await replay(host, [remember("I use Vim"), remember("I use tmux"), remember(withdrawn)], tmp_path)
    assert "It supersedes" in out[2]["result"]
    assert sorted(await active_contents(host, tmp_path)) == sorted(["I use tmux", withdrawn])


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
            {**remember("Dan's birthday is actually May 4", sender="u3", name="Mod"), "sender": ADMIN},
        ],
        tmp_path,
    )
    active = await active_contents(host, tmp_path)
    assert "Alice lives in Osaka" not in active and "Alice actually moved to Kyoto, not Osaka" in active
    assert "Alice is organising a trip to Hokkaido on April 12" in active
    assert "Erin's birthday is May 9" in active  # another owner's fact stays
    assert "Dan's birthday is May 3" not in active  # the update names Dan and an admin wrote it, so his statement may go


ADMIN = {"id": "u3", "name": "Mod", "admin": True}


def stored_id(result: str) -> str:
    return result.split()[2].rstrip(".")


async def test_a_members_correction_of_another_members_fact_keeps_both(make_host: HostFactory, tmp_path: Path) -> None:
    """Bob may not archive Dan's memory, so his correction may not retire it either: both stay, and he is told why."""
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Dan's birthday is May 3", sender="u2", name="Dan"),
            remember("Dan lives in Osaka", sender="u2", name="Dan"),
            remember("Dan's birthday is actually May 4", sender="u4", name="Bob"),
            remember("Dan actually moved to Kyoto, not Osaka", sender="u4", name="Bob", tags=["correction"]),
            event(sender="u4", name="Bob", message="remember that Dan's birthday is now May 5"),
        ],
        tmp_path,
    )
    birthday, home = stored_id(out[0]["result"]), stored_id(out[1]["result"])
    assert out[2]["result"].endswith(f". Dan's earlier fact {birthday} was kept: only Dan or an admin can retire it.")
    assert "supersedes" not in out[2]["result"]
    assert out[3]["result"].endswith(f". Dan's earlier fact {home} was kept: only Dan or an admin can retire it.")
    assert out[4]["reply"].startswith("Noted: \u201cDan's birthday is now May 5\u201d")
    assert out[4]["reply"].endswith(f"Dan's earlier fact {birthday} was kept: only Dan or an admin can retire it.")
    active = await active_contents(host, tmp_path)
    dans = {"Dan's birthday is May 3", "Dan lives in Osaka"}
    assert dans | {"Dan actually moved to Kyoto, not Osaka", "Dan's birthday is now May 5"} == set(active)  # Bob's own May 4 went
    own = await replay(host, [remember("Dan's birthday is actually May 6", sender="u2", name="Dan")], tmp_path)
    assert f"It supersedes {birthday}" in own[0]["result"]  # Dan himself may retire his own fact


async def dans_birthday_corrected_by_an_admin(host: Any, tmp_path: Path) -> list[dict[str, Any]]:
    """Dan states his birthday; an admin's correction retires it (the admin may)."""
    return await replay(
        host,
        [
            remember("Dan's birthday is May 3", sender="u2", name="Dan"),
            {**remember("Dan's birthday is actually May 4"), "sender": ADMIN},
        ],
        tmp_path,
    )


async def test_a_member_restores_their_fact_that_someone_elses_correction_retired(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await dans_birthday_corrected_by_an_admin(host, tmp_path)
    birthday, correction = stored_id(out[0]["result"]), stored_id(out[1]["result"])
    assert out[1]["result"] == f"Stored as {correction}. It supersedes {birthday}."
    restored = await replay(
        host,
        [
            event(sender="u4", name="Bob", message=f"!memory restore {birthday}"),
            event(sender="u2", name="Dan", message=f"!memory restore {birthday}"),
            {**event(message=f"!memory archive {correction}"), "sender": ADMIN},
            {**event(message=f"!memory restore {correction}"), "sender": ADMIN},
            event(message=f"!memory show {correction}"),
        ],
        tmp_path,
    )
    assert restored[0]["reply"].startswith("Not allowed")  # not Bob's to restore
    assert restored[1]["reply"] == f"Restored {birthday}."
    assert restored[3]["reply"] == f"Restored {correction}."
    assert birthday not in restored[4]["reply"]  # the correction no longer replaces Dan's fact, nor retires it again
    assert set(await active_contents(host, tmp_path)) == {"Dan's birthday is May 3", "Dan's birthday is actually May 4"}


async def test_restoring_a_correction_retires_again_only_what_the_restorer_may_retire(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Erin's correction retired Dan's fact while she was an admin; no longer one, her restore leaves his fact alone."""
    host = await make_host()
    out = await dans_birthday_corrected_by_an_admin(host, tmp_path)
    correction = stored_id(out[1]["result"])
    erin = {"sender": "u3", "name": "Mod"}  # the same member, without the admin role now
    again = await replay(
        host,
        [event(message=f"!memory archive {correction}", **erin), event(message=f"!memory restore {correction}", **erin)],
        tmp_path,
    )
    assert [a["reply"] for a in again] == [f"Archived {correction}.", f"Restored {correction}."]
    assert set(await active_contents(host, tmp_path)) == {"Dan's birthday is May 3", "Dan's birthday is actually May 4"}


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


async def test_forgetting_or_archiving_an_update_puts_back_what_it_replaced(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Practice is every Monday at 6pm"),
            remember("Practice moved to Tuesday at 6pm", tags=["fact-update"]),
        ],
        tmp_path,
    )
    old, update = out[0]["result"].split()[2].rstrip("."), out[1]["result"].split()[2].rstrip(".")
    assert f"It supersedes {old}" in out[1]["result"]
    archived = await replay(host, [event(message=f"!memory archive {update}", admin=True)], tmp_path)
    assert archived[0]["reply"] == f"Archived {update}."
    assert await active_contents(host, tmp_path) == ["Practice is every Monday at 6pm"]
    restored = await replay(
        host, [event(message=f"!memory restore {update}", admin=True), event(message="when is practice?")], tmp_path
    )
    assert restored[0]["reply"] == f"Restored {update}."
    assert await active_contents(host, tmp_path) == ["Practice moved to Tuesday at 6pm"]
    assert "Monday" not in restored[1]["prompt"][1]["content"]  # the search index follows the chain too
    forgot = await replay(host, [event(message=f"!memory forget {update}"), event(message=f"!memory show {old}")], tmp_path)
    assert forgot[0]["reply"] == f"Forgot {update}."
    assert await active_contents(host, tmp_path) == ["Practice is every Monday at 6pm"]
    assert "superseded by" not in forgot[1]["reply"] and "(active)" in forgot[1]["reply"]
    audit = (await replay(host, [event(message="!memory audit")], tmp_path))[0]["reply"]
    assert f"restored {old} (its update was removed)" in audit


async def test_show_never_lists_an_episode_that_no_longer_exists(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host, [remember("Ken works at Panasonic"), remember("Ken now works at Toyota", tags=["fact-update"])], tmp_path
    )
    old, update = out[0]["result"].split()[2].rstrip("."), out[1]["result"].split()[2].rstrip(".")
    shown = await replay(host, [event(message=f"!memory show {update}")], tmp_path)
    assert f"supersedes: {old}" in shown[0]["reply"]
    await replay(host, [event(message=f"!memory forget {old}")], tmp_path)
    shown = await replay(host, [event(message=f"!memory show {update}"), event(message="!memory export l2")], tmp_path)
    assert "supersedes" not in shown[0]["reply"] and old not in shown[0]["reply"]
    assert old not in shown[1]["reply"]


async def test_a_question_about_memory_is_answered_not_stored(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [event(message="remember that Alice lives in Kyoto"), event(message="Can you remember where Alice lives?")],
        tmp_path,
    )
    assert out[0]["reply"].startswith("Noted:") and not out[1]["reply"].startswith("Noted:")
    assert "Alice lives in Kyoto" in out[1]["prompt"][1]["content"]
    assert await active_contents(host, tmp_path) == ["Alice lives in Kyoto"]


async def test_the_profile_never_holds_both_sides_of_a_contradiction(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            event(message="remember that I love sushi"),
            event(message="remember that I like green tea"),
            event(message="remember that I don't like sushi anymore"),
            event(message="!memory profile"),
        ],
        tmp_path,
    )
    assert out[2]["reply"] == (
        "Updated your profile: preferences is now I like green tea; I don't like sushi anymore. "
        "It replaces \u201cI love sushi\u201d."
    )
    current, earlier = out[3]["reply"].split("earlier (replaced or removed):")
    assert "I love sushi" not in current and "I love sushi (preferences, until " in earlier


async def test_export_then_import_reproduces_the_chat_and_twice_changes_nothing(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    out = await replay(
        host,
        [
            remember("Practice is every Monday at 6pm"),
            remember("Practice moved to Tuesday at 6pm", tags=["fact-update"]),
            remember("Ken plays the trumpet", tags=["music"]),
            remember("The café accepts cards"),
        ],
        tmp_path,
    )
    cafe = out[3]["result"].split()[2].rstrip(".")
    exported = await replay(
        host, [event(message=f"!memory archive {cafe}", admin=True), event(message="!memory export l2")], tmp_path
    )
    export_file = tmp_path / "export.json"
    export_file.write_text(exported[1]["reply"], encoding="utf-8")

    def shape(document: str) -> list[tuple[object, ...]]:
        episodes = json.loads(document)["episodes"]
        content = {e["id"]: e["content"] for e in episodes}
        return sorted(
            (
                e["content"],
                e["status"],
                e["sender_id"],
                e["created_at"],
                e["tags"],
                [content[i] for i in e["supersedes"]],
                content.get(e["superseded_by"], ""),
            )
            for e in episodes
        )

    fresh = await make_host(data_dir=tmp_path / "fresh")
    imported = await replay(
        fresh,
        [
            event(message=f"!memory import l2 {export_file}", admin=True),
            event(message=f"!memory import l2 {export_file}", admin=True),
            event(message="!memory export l2"),
            event(message="when is practice?"),
        ],
        tmp_path,
    )
    assert imported[0]["reply"] == "Imported 4, skipped 0."
    assert imported[1]["reply"].startswith("Imported 0, skipped 4.")
    assert shape(imported[2]["reply"]) == shape(exported[1]["reply"])
    injected = imported[3]["prompt"][1]["content"]
    assert "Tuesday" in injected and "Monday" not in injected and "cards" not in injected


def answer_with_the_stored_id(decision: str) -> dict[str, Any]:
    """A scripted LLM step that reads the decision prompt and names the first stored statement."""

    def respond(request: dict[str, Any]) -> dict[str, Any]:
        prompt = request["messages"][-1]["content"]
        stored_id = prompt.split("<stored>\n", 1)[1].split(":", 1)[0]
        return text(json.dumps({"decision": decision, "ids": [stored_id]}))

    return {"respond": respond}


async def test_with_an_llm_it_decides_and_the_rules_stand_in_when_it_cannot(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_enabled=False, update_decision_timeout_seconds=0.5)
    first = await replay(host, [remember("Ken works at Panasonic")], tmp_path)  # nothing similar stored: no question asked
    assert first[0]["result"].startswith("Stored as") and llm.requests == []
    panasonic = first[0]["result"].split()[2].rstrip(".")

    llm.steps = [answer_with_the_stored_id("update")]  # the rules alone would keep both employers
    toyota = await replay(host, [remember("Ken works at Toyota")], tmp_path)
    assert toyota[0]["result"].endswith(f"It supersedes {panasonic}.")
    asked = llm.requests[-1]["messages"][-1]["content"]
    assert f"{panasonic}: Ken works at Panasonic" in asked and "<new>Ken works at Toyota</new>" in asked

    llm.steps = [answer_with_the_stored_id("noop")]
    again = await replay(host, [remember("Ken is employed by Toyota")], tmp_path)
    assert again[0]["result"].startswith("Not stored: duplicate of ep_")

    llm.steps = [text("I think you should update it")]  # malformed: the rules decide (new)
    sony = await replay(host, [remember("Ken works at Sony")], tmp_path)
    assert sony[0]["result"].startswith("Stored as") and "supersedes" not in sony[0]["result"]

    llm.steps = [{"delay": 2, **text('{"decision": "add", "ids": []}')}]  # too slow: the rules decide (an update)
    gone = await replay(host, [remember("Ken no longer works at Sony")], tmp_path)
    assert "It supersedes" in gone[0]["result"]
    active = await active_contents(host, tmp_path)
    assert sorted(active) == ["Ken no longer works at Sony", "Ken works at Toyota"]

    llm.steps = [text(json.dumps({"decision": "update", "ids": ["ep_000000000000"]}))]  # an id it was not shown
    await replay(host, [remember("Ken works at Toyota in Nagoya")], tmp_path)
    assert "Ken works at Toyota" in await active_contents(host, tmp_path)


async def test_the_llm_is_shown_an_update_in_other_words_that_the_cosine_alone_would_hide(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    """Under the update threshold's cosine (0.51 here), the update model puts the old employer before the LLM."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL, llm_base_url=llm.url, llm_model="m", extraction_enabled=False)
    stored = await replay(host, [remember("Ich arbeite bei Siemens"), remember("Am Wochenende spiele ich Handball")], tmp_path)
    siemens = stored[0]["result"].split()[2].rstrip(".")
    llm.steps = [answer_with_the_stored_id("update")]
    [moved] = await replay(host, [remember("Hab gekündigt, seit März bin ich bei Bosch")], tmp_path)
    asked = llm.requests[-1]["messages"][-1]["content"]
    assert f"{siemens}: Ich arbeite bei Siemens" in asked
    assert moved["result"].endswith(f"It supersedes {siemens}.")
    assert sorted(await active_contents(host, tmp_path)) == [
        "Am Wochenende spiele ich Handball",
        "Hab gekündigt, seit März bin ich bei Bosch",
    ]


async def test_without_an_llm_the_update_model_retires_a_reworded_update_and_its_speaker_can_restore_it(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """No rule pairs these words; the learned update model retires the old rent (one statement, the speaker's own)."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(
        host,
        [remember("My rent is 900 euros a month"), remember("I'm allergic to peanuts"), remember("My rent is 700", "u2", "Bob")],
        tmp_path,
    )
    rent = stored_id(stored[0]["result"])
    [raised] = await replay(host, [remember("The landlord raised my rent, I pay 1,050 now")], tmp_path)
    assert raised["result"].endswith(f"It supersedes {rent}.")
    assert sorted(await active_contents(host, tmp_path)) == [
        "I'm allergic to peanuts",
        "My rent is 700",
        "The landlord raised my rent, I pay 1,050 now",
    ]
    raised_id = stored_id(raised["result"])
    [restored, shellfish] = await replay(
        host, [event(message=f"!memory restore {rent}"), remember("I'm allergic to shellfish")], tmp_path
    )
    assert rent in restored["reply"] and "supersedes" not in shellfish["result"]
    [rents, allergies] = await replay(
        host,
        [
            event(tool="recall_memory", args={"query": "How much rent do I pay?"}),
            event(tool="recall_memory", args={"query": "What am I allergic to?"}),
        ],
        tmp_path,
    )
    found = {e["id"]: e for e in json.loads(rents["result"])["episodes"]}  # restored, both stay: the newer wins
    assert found[rent]["status"] == "earlier" and found[rent]["newer"] == raised_id
    assert found[raised_id]["status"] == "active"
    assert {e["status"] for e in json.loads(allergies["result"])["episodes"] if "allergic" in e["content"]} == {"active"}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我家附近的健身房晚上十点关门", "健身房现在改成九点关门了"),
        ("저는 카페에서 알바해요", "카페 알바 그만두고 편의점으로 옮겼어요"),
    ],
)
async def test_without_an_llm_a_change_said_about_the_thing_an_older_statement_names_retires_it(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """Both name one thing (the gym, the café job) and the newer says it changed: the model's lower bar for such a pair
    (`retire_named_at`) retires the older, under the bar for any pair; the unrelated statement stays."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember(old), remember("I'm allergic to peanuts")], tmp_path)
    older = stored_id(stored[0]["result"])
    [changed] = await replay(host, [remember(new)], tmp_path)
    assert changed["result"].endswith(f"It supersedes {older}.")
    assert sorted(await active_contents(host, tmp_path)) == sorted(["I'm allergic to peanuts", new])


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我在银行上班", "从银行辞职了，现在自己开店"),
        ("私は銀行で働いています", "銀行を辞めて、今はカフェで働いています"),
        ("trabajo de camarero", "ya no soy camarero, ahora trabajo en una fábrica"),
    ],
)
async def test_without_an_llm_a_change_of_a_slot_that_holds_one_value_retires_the_older_statement(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """Both give one slot of the speaker that holds one value at a time (a job: the slot classifier reads it from their
    vectors), and the newer says it changed: the model's bar for such a pair (`retire_slot_at`)
    retires the older, under the bars for any pair and for a pair naming one thing; the unrelated statement stays."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember(old), remember("I'm allergic to peanuts")], tmp_path)
    [changed] = await replay(host, [remember(new)], tmp_path)
    assert changed["result"].endswith(f"It supersedes {stored_id(stored[0]['result'])}.")
    assert sorted(await active_contents(host, tmp_path)) == sorted(["I'm allergic to peanuts", new])


async def test_without_an_llm_a_change_in_words_no_list_holds_retires_the_older_statement(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """No word of change is listed in "又喝回普通可乐了" ("back on regular cola"): the update model's change detector
    reads the change from the statement's vector, and the unrelated statement stays."""
    old, new = "我最近只喝无糖可乐", "又喝回普通可乐了，无糖的没意思"
    assert not says_change(new)
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember(old), remember("I'm allergic to peanuts")], tmp_path)
    [changed] = await replay(host, [remember(new)], tmp_path)
    assert changed["result"].endswith(f"It supersedes {stored_id(stored[0]['result'])}.")
    assert sorted(await active_contents(host, tmp_path)) == sorted(["I'm allergic to peanuts", new])


async def test_without_an_llm_a_price_given_anew_retires_the_older_and_another_things_price_keeps_it(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """No word of change: the club's fee is one value at a time, so its other amount retires the older
    (`gives_another_price`, backed by the update model from `UNSAID_PRICE_FLOOR`); the adult ticket beside the child
    ticket reads alike to the words, and the model keeps both."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(
        host, [remember("La cuota del club de tenis es de 40 euros."), remember("The child ticket is 6 €")], tmp_path
    )
    [fee] = await replay(host, [remember("la cuota del club de tenis: 46 euros")], tmp_path)
    assert fee["result"].endswith(f"It supersedes {stored_id(stored[0]['result'])}.")
    [ticket] = await replay(host, [remember("The adult ticket is 9 €")], tmp_path)
    assert "supersedes" not in ticket["result"]
    assert sorted(await active_contents(host, tmp_path)) == sorted(
        ["la cuota del club de tenis: 46 euros", "The child ticket is 6 €", "The adult ticket is 9 €"]
    )


@pytest.mark.parametrize(
    ("owner", "old", "teller", "new"),
    [
        # a value corrected to its speaker by name (`corrects_when_called`)
        ("Lukas", "Der Elternabend ist am 14.3.", "Sara", "Lukas, das ist der 15.3., steht so im Brief"),
        # a return from leave of one neither of them is, an end whoever tells it (`named_returns_from_leave`)
        ("Marta", "Ana está de baja hasta el lunes", "Luis", "Ana se ha reincorporado esta mañana"),
    ],
)
async def test_without_an_llm_a_change_another_member_tells_is_reported_as_kept(
    make_host: HostFactory, tmp_path: Path, owner: str, old: str, teller: str, new: str
) -> None:
    """Another member tells of a change to a statement that is its speaker's to retire: both stay, and the teller
    hears that the earlier fact was kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember(old, sender="u7", name=owner)], tmp_path)
    owners = stored_id(stored[0]["result"])
    [told] = await replay(host, [remember(new, "u4", teller)], tmp_path)
    assert told["result"].endswith(f"{owner}'s earlier fact {owners} was kept: only {owner} or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


async def test_without_an_llm_an_update_of_a_fact_another_member_told_is_reported_and_never_retired_on_a_guess(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Alice said what Coach Rivera trains; Bob says it changed without naming Alice. The update model finds the
    pair, but a member the draft does not name keeps her fact, even against an admin: Bob is told it was kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember("Coach Rivera trains the under-12s")], tmp_path)
    alices = stored_id(stored[0]["result"])
    switched = "Coach Rivera switched to the under-14s this season"
    out = await replay(
        host,
        [
            remember(switched, sender="u4", name="Bob"),
            event(sender="u5", name="Carol", admin=True, tool="remember", args={"content": switched + ", I checked"}),
        ],
        tmp_path,
    )
    assert out[0]["result"].endswith(f"Alice's earlier fact {alices} was kept: only Alice or an admin can retire it.")
    assert "earlier fact" in out[1]["result"] and "was kept: only" in out[1]["result"]  # Alice's or Bob's: none retired
    assert sorted(await active_contents(host, tmp_path)) == sorted(
        ["Coach Rivera trains the under-12s", switched, switched + ", I checked"]
    )


async def test_without_an_llm_an_update_that_names_another_member_below_the_retiring_bar_is_reported_as_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Bob names Hugo in an update of Hugo's job that the model scores under its retiring bar (0.82 against 0.90):
    nothing would be retired on Bob's word anyway, so Bob is told from the lower marking bar that Hugo's fact was kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember("je bosse chez Renault", sender="u7", name="Hugo")], tmp_path)
    hugos = stored_id(stored[0]["result"])
    said = "Hugo a changé de boîte, il est chez Peugeot maintenant"
    [told] = await replay(host, [remember(said, "u4", "Bob")], tmp_path)
    assert told["result"].endswith(f"Hugo's earlier fact {hugos} was kept: only Hugo or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


async def test_without_an_llm_hearsay_of_another_members_update_is_reported_as_kept_and_retires_nothing(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """ "…らしいよ" reports what others said: no guess, so Bob hears that Yuko's fact was kept; as a report, it would not
    retire even her own statement (a hedge to the retiring model)."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember("楽天で働いてます", sender="u7", name="Yuko")], tmp_path)
    yukos = stored_id(stored[0]["result"])
    [told] = await replay(host, [remember("ゆうこ、楽天辞めてメルカリに行ったらしい", "u4", "Bob")], tmp_path)
    assert told["result"].endswith(f"Yuko's earlier fact {yukos} was kept: only Yuko or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


async def test_without_an_llm_a_member_who_corrects_what_another_told_of_them_is_told_it_was_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Camille told the group Léa's birthday; Léa gives another date. Camille's statement is hers to retire: both stay,
    and Léa hears that it was kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember("l'anniv de Léa c'est le 2 avril", sender="u1", name="Camille")], tmp_path)
    camilles = stored_id(stored[0]["result"])
    [told] = await replay(host, [remember("c'est le 12 avril mdr 😂", "u2", "Léa")], tmp_path)
    assert told["result"].endswith(f"Camille's earlier fact {camilles} was kept: only Camille or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Ich wohne in Hamburg-Altona", "mein Zuhause ist Altona, Hamburg halt"),
        ("大阪に住んでます", "住んでるのは大阪だよ"),
        ("我在华为上班", "对，我是华为的，干了好几年了"),  # no one thing named: one slot (a job), a bar of its own
    ],
)
async def test_without_an_llm_a_restatement_in_other_words_retires_the_older_wording_of_its_speaker_only(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """The restatement model: Alice's newer wording stands for her older one, which she can restore; Bob saying
    the same is his fact, and the older statement of another slot stays."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(host, [remember(old), remember("I'm allergic to peanuts"), remember(old, "u4", "Bob")], tmp_path)
    older = stored_id(stored[0]["result"])
    [restated, bobs] = await replay(host, [remember(new), remember(new, "u4", "Bob")], tmp_path)
    assert restated["result"].endswith(f"It supersedes {older}.")
    assert bobs["result"].endswith(f"It supersedes {stored_id(stored[2]['result'])}.")  # his own older wording, not hers
    assert sorted(await active_contents(host, tmp_path)) == sorted(["I'm allergic to peanuts", new, new])
    [restored] = await replay(host, [event(message=f"!memory restore {older}")], tmp_path)
    assert older in restored["reply"]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Je joue au badminton le mardi", "toujours badminton le mardi pour moi"),
        ("우리 동호회는 토요일에 모여", "동호회 모임 여전히 토요일이야"),
    ],
)
async def test_without_an_llm_a_statement_that_says_its_fact_stands_is_a_duplicate_of_the_older(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """ "toujours", "여전히" in the first clause, about the one thing both name: the fact said to stand again
    (`update_model.restates_as_standing`, whatever the model scores), so the older wording stands and the tool says so."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember(old)], tmp_path)
    older = stored_id(first["result"])
    [restated] = await replay(host, [remember(new)], tmp_path)
    assert restated["result"] == f"Not stored: duplicate of {older}."
    assert await active_contents(host, tmp_path) == [old]


async def test_an_llm_decision_cannot_retire_another_members_fact_either(
    make_host: HostFactory, llm: Any, tmp_path: Path
) -> None:
    host = await make_host(llm_base_url=llm.url, llm_model="m", extraction_enabled=False)
    first = await replay(host, [remember("Dan works at Panasonic", sender="u2", name="Dan")], tmp_path)
    panasonic = stored_id(first[0]["result"])
    llm.steps = [answer_with_the_stored_id("update")]
    out = await replay(host, [remember("Dan works at Toyota", sender="u4", name="Bob")], tmp_path)
    assert out[0]["result"].endswith(f"Dan's earlier fact {panasonic} was kept: only Dan or an admin can retire it.")
    assert sorted(await active_contents(host, tmp_path)) == ["Dan works at Panasonic", "Dan works at Toyota"]


async def test_the_same_fact_from_another_member_is_stored_as_theirs(make_host: HostFactory, tmp_path: Path) -> None:
    """A duplicate needs the same speaker: Bob's allergy is his fact too, in any language and on any write path."""
    host = await make_host()
    said = ["I'm allergic to peanuts", "我对花生过敏", "ピーナッツアレルギーです", "Ken works at Panasonic"]
    out = await replay(
        host,
        [
            *(remember(fact) for fact in said),
            *(remember(fact, sender="u4", name="Bob") for fact in said[:3]),
            event(sender="u4", name="Bob", message=f"remember that {said[3]}"),
            remember(said[0], sender="u4", name="Bob"),  # Bob again: now a duplicate of his own
        ],
        tmp_path,
    )
    assert all(o["result"].startswith("Stored as ") for o in out[:7]), [o["result"] for o in out[:7]]
    assert out[7]["reply"].startswith("Noted:")
    bobs = stored_id(out[4]["result"])
    assert out[8]["result"] == f"Not stored: duplicate of {bobs}."
    [export] = await replay(host, [event(message="!memory export l2")], tmp_path)
    episodes = json.loads(export["reply"])["episodes"]
    assert sorted((e["content"], e["sender_id"]) for e in episodes if e["status"] == "active") == sorted(
        [(fact, "u1") for fact in said] + [(fact, "u4") for fact in said]
    )


async def test_a_fact_changed_back_is_an_update_of_the_current_one(make_host: HostFactory, tmp_path: Path) -> None:
    """Friday, Saturday, Friday again: the Saturday statement is retired by the last one, and forgetting that undoes it."""
    host = await make_host()
    chains = [
        ("The meeting is on Friday", "The meeting moved to Saturday", "The meeting is on Friday"),
        ("会议在周五", "会议改在周六", "会议在周五"),
        ("会議は金曜日です", "会議は金曜日じゃなくて土曜日です", "会議は金曜日です"),
        ("Book club is at the library", "Book club moved to the café", "remember that book club moved back to the library"),
    ]
    retired_by = {}
    for first, second, third in chains:
        last = event(message=third) if third.startswith("remember that") else remember(third)
        updated = remember(second, tags=["fact-update"])  # tagged, as the model marks an update
        out = await replay(host, [remember(first), updated, last], tmp_path)
        assert out[2].get("result", out[2].get("reply", "")).startswith(("Stored as ", "Noted:")), (first, out)
        retired_by[stored_id(out[1]["result"])] = re.findall(r"ep_[0-9a-f]+", out[2].get("result") or out[2]["reply"])[0]
    [export] = await replay(host, [event(message="!memory export l2")], tmp_path)
    status = {e["id"]: (e["status"], e["superseded_by"]) for e in json.loads(export["reply"])["episodes"]}
    assert {then: status[then] for then in retired_by} == {then: ("superseded", now) for then, now in retired_by.items()}
    assert sorted(await active_contents(host, tmp_path)) == sorted(c[2].removeprefix("remember that ") for c in chains)
    now = next(iter(retired_by.values()))  # the English chain's last statement
    await replay(host, [event(message=f"!memory forget {now}")], tmp_path)
    assert "The meeting moved to Saturday" in await active_contents(host, tmp_path)


async def test_without_an_llm_a_plan_taken_back_is_an_update_even_where_it_says_the_present_stands(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """ "still doing yoga" reads as the fact said to stand, but the plan it names is taken back
    (`taken_back.takes_back_plan`): the plan is retired, never the newer statement refused as its duplicate."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    plan, kept = "quitting my yoga class next month", "still doing yoga, quitting is off the table"
    [first] = await replay(host, [remember(plan)], tmp_path)
    [taken_back] = await replay(host, [remember(kept)], tmp_path)
    assert taken_back["result"].startswith("Stored as "), taken_back
    assert await active_contents(host, tmp_path) == [kept]
    [export] = await replay(host, [event(message="!memory export l2")], tmp_path)
    status = {e["id"]: e["status"] for e in json.loads(export["reply"])["episodes"]}
    assert status[stored_id(first["result"])] == "superseded"


@pytest.mark.parametrize("model", ["multilingual-e5-small", "all-MiniLM-L6-v2"])
async def test_a_denial_of_another_thing_keeps_the_earlier_denial(make_host: HostFactory, tmp_path: Path, model: str) -> None:
    host = await make_host(embedding_model=model)
    out = await replay(
        host,
        [remember("Inès doesn't work weekends anymore"), remember("Inès doesn't work night shifts anymore")],
        tmp_path,
    )
    assert "supersedes" not in out[1]["result"]
    assert set(await active_contents(host, tmp_path)) == {
        "Inès doesn't work weekends anymore",
        "Inès doesn't work night shifts anymore",
    }


def said_at(content: str, minutes: float, sender: str = "u1", name: str = "Alice") -> dict[str, Any]:
    """`remember`, `minutes` after 2026-11-02 12:00 UTC."""
    at = datetime(2026, 11, 2, 12, tzinfo=UTC) + timedelta(minutes=minutes)
    return {**remember(content, sender, name), "at": at.isoformat()}


async def test_without_an_llm_a_correction_retires_its_speakers_latest_statement_and_can_be_undone(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """ "Sorry, typo" names no changed thing: it corrects what its speaker said last, not their nearest statement (the
    older cabin number), nor another member's; the speaker can restore what it retired."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    stored = await replay(
        host,
        [
            said_at("Our cabin at the retreat is number 12", 0),
            said_at("The bus to the retreat leaves from gate 41", 30),
            said_at("My locker at the pool is 27", 40, "u2", "Bob"),
        ],
        tmp_path,
    )
    gate = stored_id(stored[1]["result"])
    [corrected] = await replay(host, [said_at("sorry, typo: it's 14", 45)], tmp_path)
    assert corrected["result"].endswith(f"It supersedes {gate}.")
    assert sorted(await active_contents(host, tmp_path)) == [
        "My locker at the pool is 27",
        "Our cabin at the retreat is number 12",
        "sorry, typo: it's 14",
    ]
    [restored] = await replay(host, [event(message=f"!memory restore {gate}")], tmp_path)
    assert gate in restored["reply"]
    assert "The bus to the retreat leaves from gate 41" in await active_contents(host, tmp_path)


async def test_without_an_llm_a_correction_days_after_the_statement_or_of_no_value_retires_nothing(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """A correction follows what it corrects: three days on, "I meant 14" is left to the update model, which keeps both;
    and a correction that gives no value its speaker's latest statement lacks corrects nothing (the peanuts)."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    bus = "The bus to the retreat leaves from gate 41"
    late = await replay(host, [said_at(bus, 0), said_at("oops, I meant 14", 3 * 24 * 60)], tmp_path)
    peanuts = [said_at(bus, 0), said_at("I'm allergic to peanuts", 5), said_at("sorry, typo: it's 14", 10)]
    valueless = await replay(host, [{**e, "session": "group_2"} for e in peanuts], tmp_path)
    assert all("supersedes" not in o["result"] for o in late + valueless)
    assert sorted(await active_contents(host, tmp_path)) == [bus, "oops, I meant 14"]
    assert len(await active_contents(host, tmp_path, "group_2")) == 3


async def test_without_an_llm_a_reply_that_only_gives_a_new_value_revises_its_speakers_latest_statement(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """ "make that 8pm" names no thing and no error: it gives the speaker's last statement a new value of its kind. A
    bare value of another kind ("room 12" after a time), or another member's reply, revises nothing."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    quiz = "The quiz night at the Fox starts at 7pm"
    stored = await replay(host, [said_at(quiz, 0), said_at("I'm bringing the buzzers", 5, "u2", "Bob")], tmp_path)
    [revised] = await replay(host, [said_at("make that 8pm", 20)], tmp_path)
    assert revised["result"].endswith(f"It supersedes {stored_id(stored[0]['result'])}.")
    room = await replay(
        host,
        [
            {**said_at("The workshop is on Thursday at 9", 0), "session": "group_2"},
            {**said_at("room 12", 5), "session": "group_2"},
        ],
        tmp_path,
    )
    other = await replay(
        host,
        [{**said_at(quiz, 0), "session": "group_3"}, {**said_at("make that 8pm", 5, "u2", "Bob"), "session": "group_3"}],
        tmp_path,
    )
    assert all("supersedes" not in o["result"] for o in room + other)
    assert sorted(await active_contents(host, tmp_path)) == ["I'm bringing the buzzers", "make that 8pm"]
    assert len(await active_contents(host, tmp_path, "group_2")) == 2


async def test_without_an_llm_a_correction_that_goes_on_to_say_why_or_a_birthday_retires_the_older_statement(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """An apology with the right day, then why the old one is wrong ("Dienstag hab ich Training"), corrects its
    speaker's latest statement; so does a time given with a question after it. A child who turned four replaces
    "is 3"; a day heading another plan ("Mardi, rendez-vous à la banque") replaces nothing."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    corrected = await replay(
        host,
        [
            said_at("Stammtisch ist diesmal Dienstag", 0),
            said_at("sorry, meinte Mittwoch! Dienstag hab ich Training", 5),
            said_at("mi vuelo llega a las 18:40", 10, "u2", "Bob"),
            said_at("no, llega a las 20:40, miré el de ida jaja ¿alguien me recoge?", 15, "u2", "Bob"),
            said_at("my little one's 3, absolute menace", 20, "u3", "Cleo"),
            said_at("can't believe she turned four yesterday", 25, "u3", "Cleo"),
        ],
        tmp_path,
    )
    for older, newer in ((0, 1), (2, 3), (4, 5)):
        assert corrected[newer]["result"].endswith(f"It supersedes {stored_id(corrected[older]['result'])}."), newer
    plans = [said_at("Lundi, contrôle technique de la voiture", 0), said_at("Mardi, rendez-vous à la banque", 5)]
    kept = await replay(host, [{**e, "session": "group_2"} for e in plans], tmp_path)
    assert all("supersedes" not in o["result"] for o in kept)
    assert len(await active_contents(host, tmp_path, "group_2")) == 2


async def test_without_an_llm_an_event_called_off_or_moved_a_home_moved_a_number_changed_or_a_breakup_retires(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Replayed through `remember`: "Grillen fällt aus" retires the speaker's announced barbecue, a new number said to
    have changed retires the old one, "back at 9:30" retires the move to 10am, a breakup the anniversary, a parents'
    evening moved its announcement, a move to Suzhou the home in Nanjing, "plus vegan" the vegan, two months without
    smoking the smoking; a recurring event called off once, a number of another line, another deadline moved, a
    sister's move and a second thing no longer done stay."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    ended = await replay(
        host,
        [
            said_at("Grillen am Samstag bei mir, jeder bringt was mit", 0),
            said_at("Grillen fällt aus, Unwetterwarnung fürs ganze Wochenende", 60),
            said_at("Mi móvil es 612 345 678", 0, "u2", "Bob"),
            said_at("he cambiado de número: 699 112 233", 60, "u2", "Bob"),
            said_at("Standup moved to 10am", 0, "u3", "Cleo"),
            said_at("standup is back at 9:30 like before", 60, "u3", "Cleo"),
            said_at("남친이랑 다음달 2주년🥰", 0, "u4", "Dana"),
            said_at("헤어졌어 묻지마", 60, "u4", "Dana"),
            said_at("Der Elternabend ist am Donnerstag um 19 Uhr", 0, "u5", "Eli"),
            said_at("Der Elternabend wird auf Mittwoch verlegt", 60, "u5", "Eli"),
            said_at("我住在南京鼓楼", 0, "u6", "Fang"),
            said_at("上个月搬到苏州了，通勤还行", 60, "u6", "Fang"),
            said_at("je suis vegan", 0, "u7", "Gabi"),
            said_at("je suis plus vegan, le fromage a gagné", 60, "u7", "Gabi"),
            said_at("fumo unos diez al día", 0, "u8", "Hugo"),
            said_at("llevo dos meses sin fumar 💪", 60, "u8", "Hugo"),
        ],
        tmp_path,
    )
    for older, newer in ((0, 1), (2, 3), (4, 5), (6, 7), (8, 9), (10, 11), (12, 13), (14, 15)):
        assert ended[newer]["result"].endswith(f"It supersedes {stored_id(ended[older]['result'])}."), newer
    kept = await replay(
        host,
        [
            {**said_at("yoga every Tuesday at 7", 0), "session": "group_2"},
            {**said_at("yoga cancelled this Tuesday, the teacher is ill", 60), "session": "group_2"},
            {**said_at("My mobile is 07700 900123", 0, "u2", "Bob"), "session": "group_2"},
            {**said_at("my new work number is 020 7946 0018", 60, "u2", "Bob"), "session": "group_2"},
            {**said_at("The final report is due on 30 June", 0, "u3", "Cleo"), "session": "group_2"},
            {**said_at("The travel claims deadline has been moved to 15 June", 60, "u3", "Cleo"), "session": "group_2"},
            {**said_at("ich wohne in Bremen", 0, "u4", "Dana"), "session": "group_2"},
            {**said_at("meine Schwester ist nach Kiel gezogen", 60, "u4", "Dana"), "session": "group_2"},
            {**said_at("ich arbeite nicht mehr am Wochenende", 0, "u5", "Eli"), "session": "group_2"},
            {**said_at("ich arbeite nicht mehr nachts", 60, "u5", "Eli"), "session": "group_2"},
        ],
        tmp_path,
    )
    assert all("supersedes" not in o["result"] for o in kept)
    assert len(await active_contents(host, tmp_path, "group_2")) == 10


async def test_a_taste_turned_around_in_words_no_list_holds_retires_the_old_one(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)  # its update model ships the taste model
    await replay(
        host,
        [
            remember("natto is gross"),
            remember("natto is my favourite breakfast now"),  # no word of liking a list holds
            remember("odio las aceitunas", sender="u3", name="Carla"),
            remember("ahora las aceitunas me encantan, me pongo un bol entero", sender="u3", name="Carla"),
            remember("I love hawaiian pizza now", sender="u2", name="Bob"),
            remember("still hate olives on pizza tho", sender="u2", name="Bob"),  # a taste that stands turns nothing
        ],
        tmp_path,
    )
    active = await active_contents(host, tmp_path)
    assert "natto is gross" not in active and "odio las aceitunas" not in active
    assert {"natto is my favourite breakfast now", "ahora las aceitunas me encantan, me pongo un bol entero"} <= set(active)
    assert {"I love hawaiian pizza now", "still hate olives on pizza tho"} <= set(active)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Book club is Thursday at 7", "reminder: book club thurs 7pm!"),
        ("周日下午两点踢球", "周日2点踢球，别迟到"),
        ("La chorale répète le mercredi à 20h", "Rappel : chorale mercredi 20h !"),
    ],
)
async def test_without_an_llm_another_members_restatement_with_the_same_values_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """Bob's reminder of Alice's event, in other words with the same day and time, is not stored a second time: the
    reply names hers, which stands. Another day is another fact, and so is what Bob says of himself."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember(old)], tmp_path)
    alices = stored_id(first["result"])
    [reminder] = await replay(host, [remember(new, "u4", "Bob")], tmp_path)
    assert reminder["result"] == f"Not stored: duplicate of {alices}."
    assert await active_contents(host, tmp_path) == [old]


async def test_without_an_llm_another_members_statement_of_another_day_or_of_themselves_is_stored(
    make_host: HostFactory, tmp_path: Path
) -> None:
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    await replay(host, [remember("Book club is Thursday at 7")], tmp_path)
    out = await replay(
        host,
        [remember("reminder: book club friday 7pm!", "u4", "Bob"), remember("I'm at book club thursdays at 7", "u5", "Cem")],
        tmp_path,
    )
    assert all(o["result"].startswith("Stored as ") for o in out), [o["result"] for o in out]
    assert len(await active_contents(host, tmp_path)) == 3


async def test_without_an_llm_a_move_told_again_of_its_member_with_now_is_a_duplicate_not_a_change(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Isla tells of Callum where he moved, with "now": his fact said again, not a change of it kept for his consent."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember("I moved to Glasgow in January", "u3", "Callum")], tmp_path)
    [told] = await replay(host, [remember("Callum's in Glasgow now btw", "u4", "Isla")], tmp_path)
    assert told["result"] == f"Not stored: duplicate of {stored_id(first['result'])}."
    assert await active_contents(host, tmp_path) == ["I moved to Glasgow in January"]


async def test_without_an_llm_another_member_telling_a_members_fact_again_by_name_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Bob tells Alice's fact again in the third person, naming her: hers stands. Taking a duty over from her, in the
    first person, is no retelling."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember("my dog's name is Pickles")], tmp_path)
    [told] = await replay(host, [remember("Alice's dog is called Pickles lol", "u4", "Bob")], tmp_path)
    assert told["result"] == f"Not stored: duplicate of {stored_id(first['result'])}."
    await replay(host, [remember("I coordinate the quarterly budget review")], tmp_path)
    [taken] = await replay(host, [remember("I'm taking over the quarterly budget review from Alice", "u4", "Bob")], tmp_path)
    assert taken["result"].startswith("Stored as ")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("Susan is the treasurer of the HOA.", "As a reminder, Susan serves as our HOA treasurer."),
        ("Die Mitgliederversammlung ist am 13. März um 18 Uhr.", "Zur Erinnerung: Mitgliederversammlung am 13.03., 18:00 Uhr."),
    ],
)
async def test_without_an_llm_another_members_reminder_of_the_same_thing_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path, old: str, new: str
) -> None:
    """A reminder of what Alice said, in other words, stands for nothing new: hers stands. A question about it is
    stored: it asks, and says more ("¿seguimos …? igual llego tarde")."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember(old)], tmp_path)
    [reminder] = await replay(host, [remember(new, "u4", "Bob")], tmp_path)
    assert reminder["result"] == f"Not stored: duplicate of {stored_id(first['result'])}."
    await replay(host, [remember("el pádel es los martes a las 19:00", "u5", "Diego")], tmp_path)
    [asked] = await replay(
        host, [remember("¿seguimos con el pádel a las 19 el martes? igual llego tarde", "u6", "Marta")], tmp_path
    )
    assert asked["result"].startswith("Stored as ")


async def written_in_turn(host: PluginHost, pairs: list[tuple[str, str]], tmp_path: Path) -> list[tuple[str, str]]:
    """Each pair's older statement, then its newer, through `remember`, each pair by a member of its own: the replies."""
    replies = []
    for index, (old, new) in enumerate(pairs):
        sender = f"u{index}"
        [first] = await replay(host, [remember(old, sender, sender)], tmp_path)
        [second] = await replay(host, [remember(new, sender, sender)], tmp_path)
        replies.append((first["result"], second["result"]))
    return replies


async def assert_each_supersedes(host: PluginHost, pairs: list[tuple[str, str]], tmp_path: Path) -> None:
    """Each pair's newer statement, written after its older by the same member, supersedes it."""
    for first, second in await written_in_turn(host, pairs, tmp_path):
        assert second.endswith(f"It supersedes {stored_id(first)}."), second


async def assert_each_a_duplicate(host: PluginHost, pairs: list[tuple[str, str]], tmp_path: Path) -> None:
    """Each pair's newer statement, written after its older by the same member, is not stored: a duplicate of it."""
    for first, second in await written_in_turn(host, pairs, tmp_path):
        assert second.startswith(f"Not stored: duplicate of {stored_id(first)}"), second


async def test_without_an_llm_a_search_ended_an_address_changed_and_a_time_from_now_on_retire_the_older(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Each names the older it replaces; the second cat of a member who had one retires nothing."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [
        ("still job hunting, anyone hiring?", "GOT THE OFFER from Spotify!!! starting on the 3rd 🎉"),
        ("envoyez les faire-part au 12 rue des Lilas", "attention nouvelle adresse : 5 avenue Jean Jaurès, on a déménagé"),
        (
            "Sprechstunde ist dienstags von 14 bis 16 Uhr.",
            "Die Sprechstunde findet ab dieser Woche donnerstags von 10 bis 12 Uhr statt.",
        ),
    ]
    await assert_each_supersedes(host, pairs, tmp_path)
    await replay(host, [remember("I have a cat named Biscuit", "u9", "Hannah")], tmp_path)
    [added] = await replay(
        host, [remember("we adopted a second cat! Biscuit has a brother named Waffles now", "u9", "Hannah")], tmp_path
    )
    assert "supersedes" not in added["result"]
    active = await active_contents(host, tmp_path)
    assert "I have a cat named Biscuit" in active and not {old for old, _ in pairs} & set(active)


async def test_without_an_llm_another_members_event_given_a_new_time_from_now_on_is_named_as_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Coach Mike may not retire Sarah's statement, but the structure that ends an event says it is hers he changed."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember("practice starts at 6pm sat", "u1", "Sarah")], tmp_path)
    [moved] = await replay(
        host, [remember("heads up, field's booked till 7 so saturday practice is at 7:30 going forward", "u2", "Mike")], tmp_path
    )
    sarahs = stored_id(first["result"])
    assert moved["result"].endswith(f"Sarah's earlier fact {sarahs} was kept: only Sarah or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


async def test_two_unrelated_facts_with_one_value_are_not_read_as_said_again(make_host: HostFactory, tmp_path: Path) -> None:
    """ "five" and "PS5" give one value, and no word beside it is new: a structure reads "said again in another format",
    but the restatement ensemble scores the pair under `SAID_AGAIN_FLOOR`, so both facts are kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    out = await replay(host, [remember("I have a PS5"), remember("I'm up at five a.m. daily")], tmp_path)
    assert all(o["result"].startswith("Stored as ") for o in out)
    assert sorted(await active_contents(host, tmp_path)) == ["I have a PS5", "I'm up at five a.m. daily"]


async def test_a_structure_does_not_end_an_unrelated_fact_the_update_model_reads_apart(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """ "moved to" after "I live in Bristol" reads as a move (`relocates`), but the update ensemble scores the pair under
    `ENDED_FLOOR`: a deadline moved leaves the home where it is. A move said of the home still ends it."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    out = await replay(
        host, [remember("I live in Bristol"), remember("The budget submission deadline has been moved to June 1")], tmp_path
    )
    assert all("supersedes" not in o["result"] for o in out)
    [moved] = await replay(host, [remember("moved to Leeds last week, boxes everywhere")], tmp_path)
    assert moved["result"].endswith(f"It supersedes {stored_id(out[0]['result'])}.")


async def test_without_an_llm_a_role_a_home_a_stay_and_a_plan_said_anew_retire_the_older(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """With no word of change: another holder of a role, another home in the words of living, a return home from
    hospital, a plan on again, an amount changed with its thing unnamed; each names the older it replaces."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [
        ("Our project manager is Laura Kent.", "Our project manager is Omar Haddad, please copy him on approvals."),
        ("我住在成都高新区", "我住重庆渝北，来玩找我"),
        ("Opa liegt im Krankenhaus", "Opa ist endlich wieder daheim 🙏"),
        ("On va pas à Annecy finalement", "Annecy c'est reparti !! on a trouvé un chalet"),
        ("ジムの月会費6,600円", "来月から7,700円に値上げ…つら"),
    ]
    await assert_each_supersedes(host, pairs, tmp_path)
    assert not {old for old, _ in pairs} & set(await active_contents(host, tmp_path))


async def test_without_an_llm_a_birth_another_member_tells_names_the_pregnancy_as_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Sora may not retire Lena's statement, but the birth she tells of ends the pregnancy Lena told: the reply says so."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [first] = await replay(host, [remember("Priya is 7 months pregnant!", "u1", "Lena")], tmp_path)
    [born] = await replay(host, [remember("Priya had the baby last night, a little girl 💕", "u2", "Sora")], tmp_path)
    lenas = stored_id(first["result"])
    assert born["result"].endswith(f"Lena's earlier fact {lenas} was kept: only Lena or an admin can retire it.")
    assert len(await active_contents(host, tmp_path)) == 2


async def test_without_an_llm_a_type_a_count_a_promotion_a_marriage_and_a_diet_ended_by_eating_anything_retire_the_older(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 44's structures through the host: a personality type given anew, a count of one kind said now, a rank then
    a promotion, an engagement then one's own spouse, a diet then eating anything; each names the older it replaces."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [
        ("나 ISFJ야", "다시 검사했더니 ESFJ 나왔어"),
        ("we have two rabbits", "three rabbits now, we rescued another one"),
        ("저 아직 인턴이에요", "정규직 전환됐어요!!"),
        ("verlobt mit Jonas 💍", "mein Mann kocht heute, kommt vorbei"),
        ("我在吃素", "我不挑食，啥都能吃"),
    ]
    await assert_each_supersedes(host, pairs, tmp_path)
    assert not {old for old, _ in pairs} & set(await active_contents(host, tmp_path))


async def test_without_an_llm_values_in_other_formats_beside_the_olders_words_and_a_type_in_hangul_are_duplicates(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Said again: a time read past its part of the day ("de la noche"), a personality type spelled in Hangul."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [("el concierto es a las diez de la noche", "concierto 22h"), ("나 INFP야", "인프피임 ㅋㅋ")]
    await assert_each_a_duplicate(host, pairs, tmp_path)


Told = list[tuple[tuple[str, str], str, tuple[str, str], str]]  # (writer id, name), statement, (teller id, name), change


async def assert_kept_for_their_writers(host: PluginHost, told: Told, tmp_path: Path) -> None:
    """Each writer's statement, then another member's change of it: the earlier fact is kept and named to its teller as
    its writer's to retire."""
    for (owner, name), old, (teller, teller_name), new in told:
        [first] = await replay(host, [remember(old, owner, name)], tmp_path)
        [second] = await replay(host, [remember(new, teller, teller_name)], tmp_path)
        assert second["result"].endswith(
            f"{name}'s earlier fact {stored_id(first['result'])} was kept: only {name} or an admin can retire it."
        ), second
    assert {old for _, old, _, _ in told} <= set(await active_contents(host, tmp_path))


async def test_without_an_llm_a_change_told_of_a_member_by_name_keeps_their_fact_and_names_it_as_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 45: another member tells of a member's breakup by name ("Sofi" for Sofía, "예린이" for 예린): the
    member's fact is kept, named as kept; only its own speaker may retire it."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    told: Told = [
        (("u1", "Sofía"), "Mi novio y yo nos vamos a vivir juntos en marzo 🥰", ("u2", "Valentina"), "Sofi lo dejó con el novio"),
        (("u3", "예린"), "남친이랑 다음 달에 1000일이야 ㅎㅎ", ("u4", "하은"), "예린이 헤어졌대.. 다들 모른 척해줘"),
    ]
    await assert_kept_for_their_writers(host, told, tmp_path)
    # the member told of tells the change themself: the teller's statement is kept, named as kept
    [first] = await replay(host, [remember("Andrés sigue con la novia de Sevilla", "u5", "Carmen")], tmp_path)
    [second] = await replay(host, [remember("Qué va, lo dejamos en verano", "u6", "Andrés")], tmp_path)
    assert second["result"].endswith(
        f"Carmen's earlier fact {stored_id(first['result'])} was kept: only Carmen or an admin can retire it."
    ), second


async def test_without_an_llm_a_fact_said_to_stand_after_an_assent_or_with_its_change_denied_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 45: "Sí, sigo en Lavapiés, no me he movido", "yep still 555-0177, never changed it" say the fact again;
    a change announced then kept as it was takes it back; a twin's birthday "le 8 mars aussi" after an ellipsis is a
    fact of its own."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [
        ("Vivo en Lavapiés", "Sí, sigo en Lavapiés, no me he movido"),
        ("My number is 555-0177", "yep still 555-0177, never changed it"),
    ]
    await assert_each_a_duplicate(host, pairs, tmp_path)
    kept_back = [
        ("Cambiamos la cena al sábado", "Al final se queda el viernes, que el sábado juega el Betis"),
        ("moving book club to Thursday", "scratch that, book club stays Wednesday"),
    ]
    for first, back in await written_in_turn(host, kept_back, tmp_path):
        assert back.endswith(f"It supersedes {stored_id(first)}."), back
    [(_, twin)] = await written_in_turn(
        host, [("Mon anniv c'est le 8 mars", "Et celui de ma jumelle... le 8 mars aussi 😂")], tmp_path
    )
    assert twin.startswith("Stored as") and "supersedes" not in twin, twin


async def test_without_an_llm_a_member_confirming_what_another_told_of_them_is_a_duplicate(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 45: the member another told of assents and says it again ("Oui c'est confirmé, juin à Biarritz" by Inès
    after "Inès se marie en juin à Biarritz !"): the older stands for both; another member's assent stays a fact of
    its own."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    [told] = await replay(host, [remember("Inès se marie en juin à Biarritz !", "u1", "Chloé")], tmp_path)
    [confirmed] = await replay(host, [remember("Oui c'est confirmé, juin à Biarritz 💍", "u2", "Inès")], tmp_path)
    assert confirmed["result"].startswith(f"Not stored: duplicate of {stored_id(told['result'])}"), confirmed
    [told] = await replay(host, [remember("Lea hat die Stelle bei der Sparkasse bekommen!", "u3", "Sabine")], tmp_path)
    [other] = await replay(host, [remember("Jap, hab die Stelle bei der Post 😊", "u4", "Lea")], tmp_path)
    assert other["result"].startswith("Stored as"), other


async def test_without_an_llm_round_45s_changes_of_one_slot_retire_the_older(make_host: HostFactory, tmp_path: Path) -> None:
    """Round 45's structures through the host, each pair by a member of its own: a stay counted since arriving, a rent
    set to an amount, an email or a number given anew, a class moved with "passe au", a change taken back "comme
    initialement prévu", a time only revised ("erst ab 18 Uhr"); each names the older it replaces."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    pairs = [
        ("大阪の天王寺に住んでるよ", "福岡来て3ヶ月、ご飯おいしすぎて太った"),
        ("Miete 780 warm", "Vermieter will ab Januar 840 warm"),
        (
            "My email address is p.okafor@northgatelaw.co.uk",
            "Please use p.okafor@okaforlegal.com for all correspondence going forward.",
        ),
        ("連絡先は090-1234-5678です。", "ご連絡は080-9876-5432までお願いいたします。"),
        ("Cours de danse le jeudi à 19h", "Le cours de danse passe au lundi 19h à partir de la semaine pro"),
        ("La formation a été déplacée au samedi.", "La formation se tiendra finalement vendredi, comme initialement prévu."),
        ("Grillen am Samstag bei mir, ab 17 Uhr", "Grillen erst ab 18 Uhr, muss noch arbeiten"),
    ]
    await assert_each_supersedes(host, pairs, tmp_path)


async def test_without_an_llm_round_47s_changes_and_restatements_through_the_host(make_host: HostFactory, tmp_path: Path) -> None:
    """Round 47's structures through the host, each pair by a member of its own: a home of one's own named at another
    place, a workplace of another employer, a price raised by cents, studies said finished, and a trip ended, each
    supersede the older; a price said again in words and a fact said again misspelt with an aside are duplicates."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    changed = [
        ("we live in Bristol, near the harbour", "our Cardiff flat finally has curtains 😅"),
        ("je bosse chez Orange", "la cantine de Renault c'est top, je m'y habitue"),
        ("der Kaffee kostet 1,10 €", "der Kaffee kostet jetzt 1,25 €"),
        ("Ich studiere noch in Köln", "bin seit Oktober fertig mit dem Studium"),
        ("我这周在上海出差", "回北京了，累死"),
    ]
    await assert_each_supersedes(host, changed, tmp_path)
    said_again = [
        ("la entrada cuesta 45 euros", "la entrada son cuarenta y cinco euros"),
        ("I'm allergic to penicillin", "im alergic to penicilin fyi, in case"),
        ("Ich wohne in Hamburg-Altona", "wohn in Altona, Hamburg halt"),  # a short form, then an aside of the older's
    ]
    await assert_each_a_duplicate(host, said_again, tmp_path)


async def test_without_an_llm_a_subject_who_denies_what_another_told_and_a_couple_split_keep_the_tellers_fact(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 47: Kai denies the employer another member told of him and names his own; another member tells that a
    couple split. Each earlier fact is its teller's: kept, and named as kept."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    told: Told = [
        (("u1", "Mia"), "Kai works at Google now", ("u2", "Kai"), "not Google, I'm at Meta"),
        (("u3", "Jonas"), "Felix und Sarah ziehen zusammen", ("u4", "Lena"), "Felix und Sarah haben sich getrennt"),
    ]
    await assert_kept_for_their_writers(host, told, tmp_path)


async def test_without_an_llm_another_employer_told_of_a_member_keeps_their_fact_and_names_it_as_kept(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 50: another member tells of a member's new employer by name ("Jan ist zur Volksbank gewechselt" after Jan's
    "Ich bin bei der Sparkasse"): the member's fact is kept, named as kept, for Jan to confirm."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    told: Told = [
        (("u1", "Jan"), "Ich bin bei der Sparkasse in der Kreditabteilung", ("u2", "Katrin"), "Jan ist zur Volksbank gewechselt"),
        (("u3", "지훈"), "나 삼성전자 다녀", ("u4", "민지"), "지훈이 카카오로 이직했대"),
    ]
    await assert_kept_for_their_writers(host, told, tmp_path)


async def test_without_an_llm_round_54s_changes_and_restatements_through_the_host(make_host: HostFactory, tmp_path: Path) -> None:
    """Round 54 through the host, each pair by a member of its own: a home put in order at another place, a habit let
    lapse, a notice's field given anew and a birth announced supersede the older; a fact said to stand, where one comes
    from in other words, a date with its year in short and a time beside a word written short are duplicates."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    changed = [
        ("うちは横浜住みです〜", "福岡の家やっと片付いた〜！みんな遊びに来てね"),
        ("Voy al gym todos los días a las 7", "Llevo desde enero sin pisar el gym jaja"),
        ("Opening hours: Mon-Fri 9am to 5pm", "Opening hours: Mon-Sat 10am to 6pm"),
        ("我老婆怀孕七个月了，最近不太方便出来", "母子平安！七斤二两👶🎉"),
    ]
    await assert_each_supersedes(host, changed, tmp_path)
    said_again = [
        ("楽天でエンジニアしてます", "相変わらず楽天でエンジニアやってるよ"),
        ("고향이 광주예요", "광주 출신이에요~"),
        ("Die Hochzeit ist am 6. September 2025", "06.09.25 – Save the Date 💍"),
        ("Treffen um 20 Uhr am Hbf", "8 Uhr abends, Hauptbahnhof 👍"),
    ]
    await assert_each_a_duplicate(host, said_again, tmp_path)


async def test_without_an_llm_round_54s_plans_taken_back_and_facts_kept_through_the_host(
    make_host: HostFactory, tmp_path: Path
) -> None:
    """Round 54, each pair by a member of its own: a plan to leave taken back as a whole and an old number said lost
    supersede the older; a stand-in for a while, another event sharing only a weekday's half, and a second allergy found
    "lately" keep both facts."""
    host = await make_host(embedding_model=MULTILINGUAL_MODEL)
    changed = [
        ("me voy de Erasmus a Lisboa en septiembre", "al final no me voy, me quedo a terminar la carrera aquí"),
        ("mi número es el 612 34 56 78", "apuntad este: 698 76 54 32, el otro lo perdí con el móvil"),
    ]
    await assert_each_supersedes(host, changed, tmp_path)
    kept = [
        ("Dr Evans will be on annual leave from 1 to 12 July.", "Dr Khan will cover Dr Evans's clinics during this period."),
        ("일요일 축구는 취소", "토요일 풋살은 그대로 진행해요"),
        ("スギ花粉アレルギーです", "そばアレルギーもあるって最近わかった"),
    ]
    for first, second in await written_in_turn(host, kept, tmp_path):
        assert first.startswith("Stored as ") and second.startswith("Stored as ") and "supersedes" not in second, second
