"""The learned ranker's features and its ranking: pure, on hand-made pools."""

import math

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.learned_ranking import LinearRanker, rank_learned
from longtermmemory.memory.rank_features import FEATURES, RankingPool, feature_matrix, turns_around
from longtermmemory.memory.ranking import SECONDS_PER_DAY, Asker, Candidate
from longtermmemory.memory.time_expressions import TimeWindow

NOW = 1_800_000_000.0
COLUMN = {name: k for k, name in enumerate(FEATURES)}


def turn(
    sender: str = "u1",
    age_days: float = 1.0,
    length: int = 6,
    question: bool = False,
    language: str = "other",
    is_turn: bool = True,
) -> Candidate:
    created = NOW - age_days * SECONDS_PER_DAY
    return Candidate(sender, frozenset({sender}), created, created, 2, language, length, question, is_turn)  # type: ignore[arg-type]


def chat_pool(lexical: dict[str, float], vector: dict[str, float], **turns: Candidate) -> RankingPool:
    """Turns stored in the order given, every one found by the searches."""
    order = list(turns)
    neighbours = {i: [order[k + d] if 0 <= k + d < len(order) else None for d in (-2, -1, 1, 2)] for k, i in enumerate(order)}
    return RankingPool(turns, lexical, vector, frozenset(order), neighbours)


def ranker_weighing(**weights: float) -> LinearRanker:
    return LinearRanker(
        embedding_model="test",
        features=list(FEATURES),
        mean=[0.0] * len(FEATURES),
        scale=[1.0] * len(FEATURES),
        weights=[weights.get(name, 0.0) for name in FEATURES],
    )


def test_features_scale_words_by_the_best_and_read_the_turns_around() -> None:
    pool = chat_pool(
        {"ask": 4.0, "far": 2.0}, {"ask": 0.5, "answer": 0.2, "far": 0.1}, ask=turn(question=True), answer=turn(), far=turn()
    )
    ids, features, fused = feature_matrix(pool, Asker(), NOW, 30)
    row = {i: features[k] for k, i in enumerate(ids)}
    assert row["ask"][COLUMN["lexical"]] == 1.0 and row["far"][COLUMN["lexical"]] == 0.5
    assert row["answer"][COLUMN["no_lexical"]] == 1.0 and row["answer"][COLUMN["lexical_rank"]] == 0.0
    assert row["answer"][COLUMN["previous_relevance"]] == pytest.approx(fused[ids.index("ask")])
    assert row["answer"][COLUMN["next_relevance"]] == pytest.approx(fused[ids.index("far")])
    assert row["ask"][COLUMN["previous_relevance"]] == 0.0  # nothing before the first turn
    assert row["ask"][COLUMN["question"]] == 1.0 and row["answer"][COLUMN["question"]] == 0.0
    assert row["ask"][COLUMN["cosine_gap"]] == 0.0 and row["far"][COLUMN["cosine_gap"]] == pytest.approx(-0.4)
    assert row["ask"][COLUMN["length"]] == pytest.approx(math.log1p(6))


def test_equal_scores_share_their_rank() -> None:
    pool = chat_pool({"a": 2.0, "b": 2.0, "c": 1.0}, {"a": 0.3, "b": 0.3, "c": 0.3}, a=turn(), b=turn(), c=turn())
    ids, features, _ = feature_matrix(pool, Asker(), NOW, 30)
    lexical_rank = dict(zip(ids, features[:, COLUMN["lexical_rank"]], strict=True))
    assert lexical_rank == {"a": 1.0, "b": 1.0, "c": pytest.approx(1 / 3)}
    assert set(features[:, COLUMN["cosine_rank"]]) == {1.0}


def test_turns_around_a_memory_are_those_of_its_conversation() -> None:
    episodes = {"before": turn(age_days=1.01), "after": turn(age_days=0.99), "days_later": turn(age_days=0.1)}
    hit = turn(age_days=1.0)
    assert turns_around(hit, ["before", "retired", "after", "days_later"], episodes) == ["before", None, "after", None]
    episodes["remembered"] = turn(age_days=1.0, is_turn=False)  # a fact remembered on request stands alone
    assert turns_around(hit, ["remembered"], episodes) == [None]
    assert turns_around(turn(is_turn=False), ["before", "after"], episodes) == [None, None]


def test_time_features_place_each_turn_against_the_window() -> None:
    day = SECONDS_PER_DAY
    window = TimeWindow(NOW - 2 * day, NOW - day)
    pool = chat_pool({}, {}, then=turn(age_days=1.5), near=turn(age_days=2.3), long_ago=turn(age_days=40))
    ids, features, _ = feature_matrix(pool, Asker(window=window), NOW, 30)
    row = {i: features[k] for k, i in enumerate(ids)}
    assert [row["then"][COLUMN[c]] for c in ("in_time", "near_time", "off_time")] == [1.0, 0.0, 0.0]
    assert [row["near"][COLUMN[c]] for c in ("in_time", "near_time", "off_time")] == [0.0, 1.0, 0.0]
    assert [row["long_ago"][COLUMN[c]] for c in ("in_time", "near_time", "off_time")] == [0.0, 0.0, 1.0]
    _, untimed, _ = feature_matrix(pool, Asker(), NOW, 30)
    assert not untimed[:, [COLUMN["in_time"], COLUMN["near_time"], COLUMN["off_time"]]].any()


def test_words_cannot_match_across_languages() -> None:
    pool = chat_pool({"zh": 3.0, "en": 1.0}, {"zh": 0.6, "en": 0.2}, zh=turn(language="zh"), en=turn(language="other"))
    ids, features, fused = feature_matrix(pool, Asker(language="other"), NOW, 30)
    row = {i: features[k] for k, i in enumerate(ids)}
    assert row["zh"][COLUMN["lexical"]] == 0.0 and fused[ids.index("zh")] == pytest.approx(0.6)  # its vector alone
    assert row["en"][COLUMN["lexical"]] == 1.0  # scaled by the best score of its own language


def test_it_ranks_only_the_language_it_learned_from() -> None:
    ranker = ranker_weighing()  # learned from English (and other Latin-script) conversations
    english, chinese = turn(language="other"), turn(language="zh")
    assert ranker.speaks("other", [english, english])
    assert not ranker.speaks("zh", [chinese]) and not ranker.speaks("other", [english, chinese])


def test_the_turn_after_a_strong_hit_can_outrank_it() -> None:
    pool = chat_pool(
        {"ask": 5.0}, {"ask": 0.6, "answer": 0.1, "other": 0.1}, ask=turn(question=True), answer=turn(), other=turn()
    )
    ranker = ranker_weighing(previous_relevance=4.0, question=-0.5, fused=1.0)
    ranked = rank_learned(ranker, pool, Asker(), NOW, 30)
    assert [i for i, _ in ranked][:2] == ["answer", "ask"]
    assert sum(share for _, share in ranked) == pytest.approx(1.0)


def test_a_weak_turn_qualifies_only_beside_a_relevant_one() -> None:
    pool = chat_pool({"hit": 5.0}, {}, hit=turn(), beside=turn(), gap=turn(), lonely=turn())
    ranked = rank_learned(ranker_weighing(fused=1.0), pool, Asker(), NOW, 30, min_relevance=0.12)
    assert {i for i, _ in ranked} == {"hit", "beside"}


def test_the_askers_own_turns_keep_their_boost() -> None:
    pool = chat_pool({}, {"mine": 0.5, "theirs": 0.5}, theirs=turn(sender="u2"), mine=turn(sender="u1"))
    assert next(i for i, _ in rank_learned(ranker_weighing(cosine=1.0), pool, Asker("u1"), NOW, 30)) == "mine"


def test_an_empty_pool_ranks_nothing() -> None:
    assert rank_learned(ranker_weighing(), RankingPool({}, {}, {}, frozenset(), {}), Asker(), NOW, 30) == []
    assert feature_matrix(RankingPool({}, {}, {}, frozenset(), {}), Asker(), NOW, 30)[1].shape == (0, len(FEATURES))


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"features": list(reversed(FEATURES))}, "other features"),
        ({"weights": [0.0]}, "one value per feature"),
        ({"scale": [0.0] * len(FEATURES)}, "scales positive"),
        ({"mean": [math.nan] * len(FEATURES)}, "finite"),
    ],
)
def test_a_ranker_for_other_features_or_with_broken_numbers_is_refused(change: dict[str, object], problem: str) -> None:
    fields = ranker_weighing().model_dump() | change
    with pytest.raises(ValidationError, match=problem):
        LinearRanker.model_validate(fields)


def test_scores_standardise_each_feature_on_top_of_the_hand_prior() -> None:
    ranker = LinearRanker(
        embedding_model="test",
        features=list(FEATURES),
        mean=[1.0] * len(FEATURES),
        scale=[2.0] * len(FEATURES),
        weights=[1.0] + [0.0] * (len(FEATURES) - 1),
    )
    row = np.full((1, len(FEATURES)), 5.0)
    row[0, COLUMN["recency"]], row[0, COLUMN["importance"]] = 1.0, 0.0  # fresh, of usual importance: no prior
    assert ranker.scores(row).tolist() == [2.0]
    row[0, COLUMN["recency"]], row[0, COLUMN["importance"]] = 0.0, 2.0  # long ago, important
    assert ranker.scores(row)[0] == pytest.approx(2.0 + math.log(0.85) + math.log(1.1))


def test_of_two_nearly_equal_turns_the_newer_ranks_first() -> None:
    pool = chat_pool({}, {"old": 0.52, "new": 0.5}, old=turn(age_days=90), new=turn(age_days=1))
    assert [i for i, _ in rank_learned(ranker_weighing(cosine=1.0), pool, Asker(), NOW, 30)] == ["new", "old"]
