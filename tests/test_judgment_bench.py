"""The pure helpers of the judgment benchmarks: the corpora's split, the content comparison, the outcome of a pair,
the cross pairs of the update model."""

from __future__ import annotations

import json

import numpy as np
import pytest

from longtermmemory.bench.judgment import KEPT, NOT_STORED, pair_outcome
from longtermmemory.bench.judgment_data import comparable, corpus_files, load, split_of, spread, worst_kinds
from longtermmemory.bench.update_cross_pairs import cross_pairs
from longtermmemory.memory.update_model import Ensemble, Tree, UpdateModel


def test_split_follows_the_first_byte_of_the_ids_sha256() -> None:
    # first bytes of sha256: id-191 -> 101, id-251 -> 102, sec-0003 -> 82, sec-0001 -> 155
    assert split_of("id-191") == "test"
    assert split_of("id-251") == "dev"
    assert split_of("sec-0003") == "test"
    assert split_of("sec-0001") == "dev"


@pytest.mark.parametrize(("name", "test_items"), [("secrets", 1642), ("intents", 2023), ("updates", 2046)])
def test_the_two_splits_partition_each_corpus(name: str, test_items: int) -> None:
    every_id = [item["id"] for path in corpus_files(name) for item in json.loads(path.read_text(encoding="utf-8"))]
    test, dev = [item["id"] for item in load(name, "test")], [item["id"] for item in load(name, "dev")]
    assert len(test) == test_items
    assert sorted(test + dev) == sorted(every_id)


def test_contents_compare_without_case_width_punctuation_spaces_or_emoji() -> None:
    assert comparable("I'm moving to Berlin in August.") == comparable("i'm moving to berlin in august")
    assert comparable("場地没停车位，大家要拼车") == comparable("場地没停车位, 大家要拼车 ")
    assert comparable("ＢＯＴ　test 😅") == comparable("bot test")
    assert comparable("哈,场地没停车位") != comparable("场地没停车位")
    assert comparable("the 9th") != comparable("the 8th")


def test_spread_takes_items_evenly_over_the_file() -> None:
    items = [{"id": str(n)} for n in range(10)]
    assert [i["id"] for i in spread(items, 5)] == ["0", "2", "4", "6", "8"]
    assert spread(items, None) == items
    assert spread(items, 20) == items


def test_worst_kinds_rank_by_failures_then_share() -> None:
    records = [
        *({"id": f"a{n}", "kind": "a", "label": "secret", "bad": n < 2} for n in range(4)),
        *({"id": f"b{n}", "kind": "b", "label": "benign", "bad": True} for n in range(2)),
        *({"id": f"c{n}", "kind": "c", "label": "secret", "bad": n < 3} for n in range(9)),
        {"id": "d0", "kind": "d", "label": "secret", "bad": False},
    ]
    worst = worst_kinds(records, lambda r: bool(r["bad"]), top=2, examples=2)
    assert [(k["kind"], k["failed"], k["of"], k["examples"]) for k in worst] == [
        ("c", 3, 9, ["c0", "c1"]),
        ("b", 2, 2, ["b0", "b1"]),
    ]


def test_an_update_is_right_only_when_the_old_is_retired_and_the_new_active() -> None:
    assert pair_outcome("update", "superseded", "active") == {"correct": True, "lost": False}
    assert pair_outcome("update", "active", "active") == {"correct": False, "lost": False}  # stale, nothing lost
    assert pair_outcome("update", NOT_STORED, "active") == {"correct": False, "lost": False}
    assert pair_outcome("update", "superseded", NOT_STORED) == {"correct": False, "lost": True}


def test_a_duplicate_leaves_one_and_a_new_fact_both() -> None:
    assert pair_outcome("duplicate", "active", NOT_STORED) == {"correct": True, "lost": False}
    assert pair_outcome("duplicate", "active", "active") == {"correct": False, "lost": False}
    assert pair_outcome("duplicate", "superseded", NOT_STORED) == {"correct": False, "lost": True}
    assert pair_outcome("new", "active", "active") == {"correct": True, "lost": False}
    assert pair_outcome("new", "superseded", "active") == {"correct": False, "lost": True}
    assert pair_outcome("new", "active", NOT_STORED) == {"correct": False, "lost": True}


def test_an_update_its_writer_may_not_retire_is_right_when_both_stay_and_the_reply_says_so() -> None:
    assert pair_outcome("update", "active", "active", needs_consent=True, kept=True) == {"correct": True, "lost": False}
    assert pair_outcome("update", "active", "active", needs_consent=True, kept=False) == {"correct": False, "lost": False}
    assert pair_outcome("update", "superseded", "active", needs_consent=True, kept=False) == {"correct": False, "lost": False}
    assert pair_outcome("update", "active", NOT_STORED, needs_consent=True, kept=True) == {"correct": False, "lost": True}


def test_the_kept_note_of_a_reply_is_recognised() -> None:
    assert KEPT.search("Stored as ep_2. Dan's earlier fact ep_1 was kept: only Dan or an admin can retire it.")
    assert KEPT.search("Stored as ep_3. Dan's earlier facts ep_1, ep_2 were kept: only Dan or an admin can retire them.")
    assert not KEPT.search("Stored as ep_2.")


def test_cross_pairs_set_each_new_statement_beside_every_other_old_statement_of_its_language() -> None:
    sure = Ensemble(baseline=5.0, trees=[Tree(feature=[0], threshold=[0.0], left=[0], right=[0], value=[0.0])], threshold=0.5)
    model = UpdateModel(embedding_model="m", mean=[0.0] * 4, components=[[1.0, 0.0, 0.0, 0.0]], update=sure, retire_at=0.9)
    items = [
        {"lang": "en", "old": {"text": "My rent is 900"}, "new": {"text": "the landlord raised my rent to 1050"}},
        {"lang": "en", "old": {"text": "I live in Osaka"}, "new": {"text": "I moved to Kyoto"}},
        {"lang": "en", "old": {"text": "I like tea"}, "new": {"text": "I like green tea"}},
        {"lang": "fr", "old": {"text": "j'habite à Lyon"}, "new": {"text": "j'ai déménagé à Lille"}},
    ]
    vector = {item[w]["text"]: np.ones(4, dtype=np.float32) / 2 for item in items for w in ("old", "new")}
    found = cross_pairs(model, items, vector)
    assert found.pairs == 6  # three English new statements beside two old ones each; the French one has none
    # the two that say something changed pass beside both other old statements; "I like green tea" says nothing changed
    assert sorted((old, new) for _, old, new in found.retiring) == [
        ("I like tea", "I moved to Kyoto"),
        ("I like tea", "the landlord raised my rent to 1050"),
        ("I live in Osaka", "the landlord raised my rent to 1050"),
        ("My rent is 900", "I moved to Kyoto"),
    ]
    assert found.single_bar == 4 and found.restating == []
