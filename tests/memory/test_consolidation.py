"""Consolidation's pure part: which episodes fold, the structured summary, and the verbatim check of a model's."""

import json

from longtermmemory.memory.consolidation import is_candidate, structured_summary, verified_summary
from longtermmemory.memory.models import Episode

DAY = 86_400.0
MAY_1 = 1_777_593_600.0  # 2026-05-01 00:00 UTC


def episode(content: str, at: float, name: str = "Alice", importance: int = 2, tags: list[str] | None = None) -> Episode:
    return Episode(
        episode_id=f"ep_{abs(hash(content)) % 10**12:012d}",
        content=content,
        scope="group_1",
        session_name="group_1",
        sender_id=name.lower(),
        sender_name=name,
        created_at=at,
        last_accessed_at=at,
        importance=importance,
        tags=tags or [],
        content_hash="h",
    )


def test_only_old_active_low_value_secret_free_episodes_that_are_not_summaries_fold() -> None:
    old = episode("Alice had ramen", MAY_1)
    assert is_candidate(old, MAY_1 + DAY, secret_free=True)
    assert not is_candidate(old, MAY_1, secret_free=True)  # not older than the cut
    assert not is_candidate(old, MAY_1 + DAY, secret_free=False)
    assert not is_candidate(episode("Alice's wedding is in June", MAY_1, importance=4), MAY_1 + DAY, True)
    assert not is_candidate(old.model_copy(update={"status": "pending"}), MAY_1 + DAY, True)
    assert not is_candidate(episode("Summary of 3", MAY_1, tags=["consolidated"]), MAY_1 + DAY, True)


def test_the_structured_summary_keeps_every_original_by_speaker_oldest_first() -> None:
    episodes = [
        episode("Bob watched a film.", MAY_1 + 2 * DAY, "Bob"),
        episode("Alice had ramen", MAY_1),
        episode("Alice went to the gym", MAY_1 + DAY),
    ]
    assert structured_summary(episodes, 0) == (
        "Summary of 3 older memories, from 2026-05-01 to 2026-05-03. "
        "Alice: Alice had ramen; Alice went to the gym. Bob: Bob watched a film."
    )
    assert "on 2026-05-01." in structured_summary(episodes[1:2], 8)  # a day in the chats' time zone


def test_a_models_summary_is_kept_only_when_every_line_quotes_an_original_verbatim() -> None:
    episodes = [episode("Alice had ramen in Sapporo", MAY_1), episode("Bob watched a film", MAY_1 + DAY, "Bob")]
    quoted = {"lines": [{"text": "Alice ate ramen; Bob saw a film.", "evidence": "had ramen in Sapporo"}]}
    assert verified_summary(json.dumps(quoted), episodes, 8, 0) == (
        "Summary of 2 older memories, from 2026-05-01 to 2026-05-02: Alice ate ramen; Bob saw a film."
    )
    invented = {"lines": [*quoted["lines"], {"text": "Bob owns a yacht.", "evidence": "Bob owns a yacht"}]}
    assert verified_summary(json.dumps(invented), episodes, 8, 0) is None
    assert verified_summary(json.dumps(quoted), episodes, 0, 0) is None  # more lines than asked for
    assert verified_summary("ramen and films {broken", episodes, 8, 0) is None
    assert verified_summary('{"lines": []}', episodes, 8, 0) is None
