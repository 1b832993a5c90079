"""What a request to remember keeps of its content: segments, and which edge segments may be cut (pure)."""

from __future__ import annotations

import numpy as np
import pytest
from pydantic import ValidationError

from longtermmemory.memory.request_content import PLACE_FEATURES, SegmentModel, kept, segment_features, segments


def pieces(content: str) -> list[str]:
    return [content[start:end] for start, end in segments(content)]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ("恐れ入りますが、先方の担当者は佐藤様", ["恐れ入りますが", "先方の担当者は佐藤様"]),
        ("the folder is called Alpha. Please save that", ["the folder is called Alpha", "Please save that"]),
        ("the shop is at number 5. Ask Ana", ["the shop is at number 5. Ask Ana"]),  # after a digit: an ordinal ("am 28. fällig")
        ("Hammer News!! Mila hat abgegeben 🎓", ["Hammer News", "Mila hat abgegeben 🎓"]),
        ("Para futuras referencias: prefiero pasillo", ["Para futuras referencias", "prefiero pasillo"]),
        ("note — the bins go out on Thursday", ["note", "the bins go out on Thursday"]),
        # the point of an abbreviation or of a date ends no segment
        ("Dr. Feld will be on leave", ["Dr. Feld will be on leave"]),
        ("Tel. 0221 3345, ask for Mrs. Lee", ["Tel. 0221 3345", "ask for Mrs. Lee"]),
        ("die Feier ist am 13.12. im Brauhaus", ["die Feier ist am 13.12. im Brauhaus"]),
        ("one segment only", ["one segment only"]),
        # a quotation is one thing, whatever its punctuation
        ("Spruch: „Wer zuerst kommt, mahlt zuerst“, sagt Oma", ["Spruch", "„Wer zuerst kommt, mahlt zuerst“", "sagt Oma"]),
        ('the motto is "work hard, play hard". Thanks', ['the motto is "work hard, play hard"', "Thanks"]),
        ("合言葉は「山、川」です", ["合言葉は「山、川」です"]),
    ],
)
def test_a_content_is_segmented_where_punctuation_sets_a_part_off(content: str, expected: list[str]) -> None:
    assert pieces(content) == expected


def test_only_edge_segments_at_the_bar_are_cut() -> None:
    content = "Good morning all. the gym closes at nine, the pool at ten. Thank you"
    spans = segments(content)
    assert len(spans) == 4
    assert kept(content, spans, [0.9, 0.9, 0.9, 0.9], 0.8) == content  # all would go: nothing is cut
    assert kept(content, spans, [0.9, 0.1, 0.9, 0.9], 0.8) == "the gym closes at nine"
    assert kept(content, spans, [0.9, 0.1, 0.2, 0.9], 0.8) == "the gym closes at nine, the pool at ten"
    assert kept(content, spans, [0.1, 0.9, 0.1, 0.1], 0.8) == content  # a segment between kept ones stays
    assert kept(content, spans, [0.79, 0.1, 0.1, 0.8], 0.8) == "Good morning all. the gym closes at nine, the pool at ten"


def test_a_segment_holding_a_digit_is_never_cut() -> None:
    content = "room 4, the key is with Nadia"
    assert kept(content, segments(content), [0.99, 0.1], 0.5) == content


def test_what_is_left_must_still_say_something() -> None:
    content = "the spare key is under the pot, please"
    spans = segments(content)
    assert kept(content, spans, [0.99, 0.1], 0.5) == content  # "please" alone is nothing to store


def test_segment_features_read_both_vectors_and_the_place() -> None:
    content = "Hello, the bins go out on 3 days"
    spans = segments(content)
    vectors = np.eye(2, 3, dtype=np.float32)
    whole = np.full(3, 0.5, dtype=np.float32)
    rows = segment_features(content, spans, vectors, whole)
    assert rows.shape == (2, 3 + 3 + PLACE_FEATURES)
    assert rows[0, :3].tolist() == [1.0, 0.0, 0.0] and rows[1, 3:6].tolist() == [0.5, 0.5, 0.5]
    assert rows[0, 6:8].tolist() == [1.0, 0.0] and rows[1, 6:8].tolist() == [0.0, 1.0]  # first, last
    assert rows[0, -1] == 0.0 and rows[1, -1] == 1.0  # a digit


def test_the_model_needs_two_vectors_and_the_place() -> None:
    model = SegmentModel(weights=[0.0] * (2 * 3 + PLACE_FEATURES), bias=2.0, drop_at=0.7)
    assert model.dimension == 3
    assert model.drops(np.zeros((1, 2 * 3 + PLACE_FEATURES)))[0] == pytest.approx(1 / (1 + np.exp(-2.0)))
    with pytest.raises(ValidationError):
        SegmentModel(weights=[0.0] * (3 + PLACE_FEATURES), bias=0.0, drop_at=0.7)
    with pytest.raises(ValidationError):
        SegmentModel(weights=[float("nan")] * (2 * 3 + PLACE_FEATURES), bias=0.0, drop_at=0.7)
