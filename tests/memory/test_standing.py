"""A fact said to stand in the first clause, about the one thing both name, is said again; a change or a taste is not."""

from longtermmemory.memory.standing import restates_as_standing


def test_the_fact_said_to_stand_in_the_first_clause_about_one_thing_is_restated() -> None:
    assert restates_as_standing("I work at the Hilton downtown", "still at the Hilton, same desk")
    assert restates_as_standing("ソニーで働いてる", "相変わらずソニーだよ")
    assert restates_as_standing("I live in Leeds", "still in leeds, not going anywhere")  # no negation of the fact
    assert not restates_as_standing("I'm at the Osaka office", "transferred to the Kobe office, still unpacking")
    assert not restates_as_standing("I work at the Hilton downtown", "still love my job lol")  # names no one thing
    assert not restates_as_standing("I love hawaiian pizza now", "still hate olives on pizza tho")  # another taste


def test_a_fact_said_to_stand_of_unsure_holder_restates_nothing() -> None:
    assert not restates_as_standing("Mein Sohn wohnt in Köln", "immer noch Köln")  # the son's, or the speaker's?
    assert not restates_as_standing("我在读研", "小宇还在读研")  # a member named first
