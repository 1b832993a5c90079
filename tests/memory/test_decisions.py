"""Duplicate, update or new: the pure decision the write pipeline carries out."""

from longtermmemory.memory.decisions import (
    Neighbour,
    Thresholds,
    WriteDecision,
    decide,
    is_correction,
    judged_candidates,
    of_speaker_or_named,
    with_consent,
)

LIMITS = Thresholds(dedupe=0.92, supersede=0.55)


def near(
    episode_id: str, content: str, similarity: float = 0.8, sender: str = "u1", name: str = "Sora", active: bool = True
) -> Neighbour:
    return Neighbour(episode_id, similarity, sender, content, name, active)


def test_an_identical_text_is_a_duplicate_only_from_the_same_speaker() -> None:
    same = [near("ep_bob", "Sora lives in Sendai", 1.0, sender="u2"), near("ep_same", "Sora lives in Sendai", 1.0)]
    decision = decide("Sora lives in Sendai", ("correction",), "u1", same, [], [], LIMITS)
    assert decision.kind == "duplicate" and decision.duplicate_of == "ep_same"
    assert decide("Sora lives in Sendai", (), "u1", same[:1], same[:1], [], LIMITS).kind == "new"  # Bob's is his, this is u1's


def test_the_same_text_said_again_after_an_update_replaces_the_update() -> None:
    """Friday, Saturday, Friday: the first is retired, so the third is no duplicate; it retires the current one."""
    friday = Neighbour("ep_fri", 1.0, "u1", "The meeting is on Friday", "Sora", active=False, superseded_by="ep_sat")
    saturday = near("ep_sat", "The meeting moved to Saturday", 0.8)
    decision = decide("The meeting is on Friday", (), "u1", [friday], [friday, saturday], [], LIMITS)
    assert decision == WriteDecision("update", supersedes=("ep_sat",))
    sunday = near("ep_sun", "The meeting moved to Sunday", 0.8)
    chain = [friday, Neighbour("ep_sat", 0.8, "u1", saturday.content, active=False, superseded_by="ep_sun"), sunday]
    assert decide("The meeting is on Friday", (), "u1", [friday], chain, [], LIMITS).supersedes == ("ep_sun",)
    assert decide("The meeting is on Friday", (), "u1", [friday], [friday], [], LIMITS).kind == "new"  # the chain's end unseen
    bobs = near("ep_sat", "The meeting moved to Saturday", 0.8, sender="u2", name="Bob")
    assert decide("The meeting is on Friday", (), "u1", [friday], [friday, bobs], [], LIMITS).kind == "new"  # not u1's to retire
    imported = decide("The meeting is on Friday", (), "u1", [friday], [friday, saturday], [], LIMITS, reads_wording=False)
    assert imported.duplicate_of == "ep_fri"  # importing twice changes nothing


def test_a_restatement_by_the_same_speaker_is_a_duplicate() -> None:
    stored = [near("ep_a", "Sora teaches maths at Hikari High School", 0.99)]
    assert decide("Sora teaches maths at the Hikari High School", (), "u1", [], stored, [], LIMITS).duplicate_of == "ep_a"
    batch = [near("ep_batch", "Ken rides a blue road bike", 0.94)]
    assert decide("Ken rides a blue road bike!", (), "u1", [], [], batch, LIMITS).duplicate_of == "ep_batch"


def test_a_number_grouped_another_way_is_a_duplicate_whatever_the_cosine() -> None:
    stored = [near("ep_a", "my number is 090-1234-5678", 0.81), near("ep_b", "Le loyer est de 1 200 €", 0.85)]
    assert decide("my number is 09012345678", (), "u1", [], stored, [], LIMITS).duplicate_of == "ep_a"
    assert decide("Le loyer est de 1200 €", (), "u1", [], stored, [], LIMITS).duplicate_of == "ep_b"
    bobs = [near("ep_a", "my number is 090-1234-5678", 0.81, sender="u2")]
    assert decide("my number is 09012345678", (), "u1", [], bobs, [], LIMITS).kind == "new"  # another member's is theirs


def test_a_long_number_said_again_in_other_words_is_a_duplicate_of_its_speakers() -> None:
    stored = [near("ep_a", "my mobile is 07700 900123", 0.4), near("ep_b", "携帯は080-2222-3333です", 0.5)]
    assert decide("+44 7700 900123 (mobile)", (), "u1", [], stored, [], LIMITS).duplicate_of == "ep_a"
    population = [near("ep_c", "the population was 1,234,567,890 in 2000", 0.4)]
    assert decide("DHL tracking 1234567890", (), "u1", [], population, [], LIMITS).kind != "duplicate"  # a count, no id
    assert decide("08022223333", (), "u1", [], stored, [], LIMITS).duplicate_of == "ep_b"
    assert decide("new mobile: +44 7700 900123", (), "u1", [], stored, [], LIMITS).kind != "duplicate"  # says it changed
    assert decide("07700 900123, call after 6", (), "u1", [], stored, [], LIMITS).kind != "duplicate"  # adds a number
    assert decide("my wife's mobile is 07700 900123", (), "u1", [], stored, [], LIMITS).kind != "duplicate"  # her slot
    assert decide("my mobile is 07700 900321", (), "u1", [], stored, [], LIMITS).kind != "duplicate"


def test_a_changed_value_or_negation_is_never_a_duplicate_however_close() -> None:
    for old, new in [
        ("The bus to the venue leaves at 7:15", "The bus to the venue leaves at 7:45"),
        ("Raid night is every Friday", "Raid night is every Saturday"),
        ("Sora is allergic to peanuts", "Sora is allergic to shellfish"),
        ("Sora rented a flat in Kobe", "Sora bought a flat in Kobe"),
    ]:
        assert decide(new, (), "u1", [], [near("ep_old", old, 0.99)], [], LIMITS).kind == "new", new


def test_another_speakers_or_a_retired_statement_is_never_a_duplicate() -> None:
    stored = [near("ep_b", "Ken drinks tea", 0.99, sender="u2"), near("ep_old", "Ken drinks tea", 0.99, active=False)]
    assert decide("Ken drinks tea", (), "u1", [], stored, [], LIMITS).kind == "new"


def test_a_tagged_correction_retires_only_the_corrected_slot() -> None:
    stored = [
        near("ep_home", "Sora lives in Sendai", 0.76),
        near("ep_trip", "Sora is planning a ski trip to Niseko on February 8", 0.6),
        near("ep_swim", "Sora swims on Saturdays", 0.6),
        near("ep_other", "Sora lives in Sendai", 0.9, sender="u2", name="Ken"),
    ]
    decision = decide("Sora actually moved to Yokohama, not Sendai", ("correction",), "u1", [], stored, [], LIMITS)
    assert decision.kind == "update" and decision.supersedes == ("ep_home",)


def test_wording_alone_announces_an_update_in_english_and_japanese() -> None:
    english = decide(
        "choir practice moved to Fridays at 7pm",
        (),
        "u1",
        "",
        [near("ep_a", "choir practice is every Thursday at 7pm")],
        [],
        LIMITS,
    )
    assert english.supersedes == ("ep_a",)
    japanese = decide("練習は月曜日から水曜日に変わった", (), "u1", [], [near("ep_ja", "練習は毎週月曜日", 0.9)], [], LIMITS)
    assert japanese.supersedes == ("ep_ja",)


def test_an_update_never_retires_another_owners_fact_or_one_without_the_named_old_value() -> None:
    stored = [near("ep_sora", "Sora's birthday is June 2", 0.95), near("ep_ken", "Ken's birthday is June 8", 0.6)]
    assert decide("Sora's birthday is actually June 3", (), "u1", [], stored, [], LIMITS).supersedes == ("ep_sora",)
    stall = [near("ep_osaka", "Sora runs a ramen stall in Osaka", 0.6), near("ep_hours", "Sora's stall opens at 11am", 0.94)]
    assert decide("Sora's stall opens at noon, not 11am", ("correction",), "u1", [], stall, [], LIMITS).supersedes == (
        "ep_hours",
    )


def test_an_update_that_names_a_speaker_reaches_their_statement() -> None:
    stored = [near("ep_bob", "my flight is on May 1", 0.7, sender="u2", name="Bob")]
    assert decide("Correction: Bob's flight is on May 6", (), "u1", [], stored, [], LIMITS).supersedes == ("ep_bob",)
    assert decide("Correction: the flight is on May 6", (), "u1", [], stored, [], LIMITS).kind == "new"


def test_a_plain_negation_of_the_same_statement_replaces_it() -> None:
    decision = decide("Ken does not drink coffee", (), "u1", [], [near("ep_a", "Ken drinks coffee", 0.91)], [], LIMITS)
    assert decision.supersedes == ("ep_a",)
    assert decide("Ken does not drink tea", (), "u1", [], [near("ep_a", "Ken drinks coffee", 0.7)], [], LIMITS).kind == "new"


def test_a_denial_retires_an_earlier_denial_only_when_it_repeats_its_values() -> None:
    weekends = near("ep_a", "Inès doesn't work weekends anymore")
    assert decide("Inès doesn't work night shifts anymore", (), "u1", [], [weekends], [], LIMITS).kind == "new"
    assert decide("Inès doesn't work weekends at all anymore", (), "u1", [], [weekends], [], LIMITS).supersedes == ("ep_a",)


def test_similar_candidates_below_the_supersede_threshold_are_left_alone() -> None:
    stored = [near("ep_a", "Ken works at Panasonic", 0.5)]
    assert decide("Ken now works at Toyota", ("fact-update",), "u1", [], stored, [], LIMITS).kind == "new"


def test_correction_tags() -> None:
    assert is_correction(["note", "CORRECTION"]) and is_correction(["fact_update"])
    assert not is_correction(["note", "plan"]) and not is_correction([])


def test_imported_transcripts_are_updated_by_tags_only() -> None:
    stored = [near("ep_a", "Ken drinks coffee", 0.91), near("ep_b", "choir practice is every Thursday at 7pm")]
    assert decide("Ken does not drink coffee", (), "u1", [], stored, [], LIMITS, reads_wording=False).kind == "new"
    moved = "choir practice moved to Fridays at 7pm"
    assert decide(moved, (), "u1", [], stored, [], LIMITS, reads_wording=False).kind == "new"
    assert decide(moved, ("correction",), "u1", [], stored, [], LIMITS, reads_wording=False).supersedes == ("ep_b",)


def test_an_update_retires_only_what_its_writer_may_retire_and_keeps_the_rest() -> None:
    update = WriteDecision("update", supersedes=("ep_own", "ep_bobs"))
    mine = with_consent(update, lambda i: i == "ep_own")
    assert mine == WriteDecision("update", supersedes=("ep_own",), kept=("ep_bobs",))
    nothing = with_consent(WriteDecision("update", supersedes=("ep_bobs",)), lambda i: False)
    assert nothing == WriteDecision("new", kept=("ep_bobs",))
    assert with_consent(update, lambda i: True) == update
    duplicate = WriteDecision("duplicate", duplicate_of="ep_bobs")
    assert with_consent(duplicate, lambda i: False) == duplicate


def test_a_likely_update_under_the_cosine_threshold_is_a_candidate_only_when_the_speaker_may_replace_it() -> None:
    own, bobs = near("ep_own", "Ich wohne in Köln", 0.5), near("ep_bob", "Ich wohne in Bonn", 0.5, sender="u2", name="Bob")
    far = near("ep_far", "I'm allergic to peanuts", 0.3)
    assert judged_candidates("Bin nach Hamburg umgezogen", "u1", [own, bobs, far], 0.55, 5) == []
    likely = {"ep_own", "ep_bob"}
    assert judged_candidates("Bin nach Hamburg umgezogen", "u1", [own, bobs, far], 0.55, 5, likely) == [own]


def test_a_statement_may_be_judged_for_an_update_when_it_is_the_speakers_own_or_its_speaker_is_named() -> None:
    dans = Neighbour("e1", 0.4, "u2", "I work at Panasonic", sender_name="Dan")
    assert of_speaker_or_named(dans, "u2", "I moved to Toyota")
    assert of_speaker_or_named(dans, "u1", "Dan moved to Toyota")
    assert not of_speaker_or_named(dans, "u1", "I moved to Toyota")
    assert of_speaker_or_named(dans, "", "moved to Toyota")  # no speaker known: any statement


def test_words_of_change_in_a_statement_that_adds_retire_nothing() -> None:
    added = decide(
        "also doing pickup soccer at 5 on sundays now, same field",
        (),
        "u1",
        [],
        [near("ep_a", "pickup soccer is at 5 on thursdays", 0.9)],
        [],
        LIMITS,
    )
    assert added.kind == "new"


def test_the_same_price_of_the_same_thing_said_again_is_a_duplicate_whatever_the_cosine() -> None:
    said_again = decide("再说一遍，门票每人80元", (), "u1", [], [near("ep_a", "门票一人80块", 0.3)], [], LIMITS)
    assert said_again == WriteDecision("duplicate", duplicate_of="ep_a")
    child = decide(
        "the child ticket is 25 dollars", (), "u1", [], [near("ep_a", "the adult ticket is 25 dollars", 0.3)], [], LIMITS
    )
    assert child.kind == "new"  # another thing at the same price
    changed = decide("会費は4千円になりました", (), "u1", [], [near("ep_a", "会費は一人4,000円です", 0.3)], [], LIMITS)
    assert changed.kind != "duplicate"  # a word of change
