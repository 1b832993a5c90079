"""A fact said to stand, said again: "yeah still at the 5th st bakery 🥐" after "I work at the bakery on 5th" (pure).

A statement whose first clause says the older's fact stands ("still", "相変わらず", "여전히", "sigo", "toujours") about
the one thing both name says nothing new: a duplicate, whatever the model scores. "Still" in a later clause may stand
beside a change ("got transfered to the tokyo office, still settling in"), and a taste said to stand may be another
taste of the thing ("still hate olives on pizza tho" after "I love hawaiian pizza now").
"""

from __future__ import annotations

from .other_slot import main_clause
from .taste import said_side
from .update_model import may_restate, name_one_thing, says_it_stands


def restates_as_standing(old: str, new: str) -> bool:
    """The newer statement's first clause says the older's fact stands, both name one thing, take the same side of a
    taste if either takes one, and the newer may restate the older (`may_restate`). On the dev and test splits, the
    restatement corpus and held-outs 54 to 59, every such pair of one speaker was a restatement (98 pairs)."""
    return (
        says_it_stands(old, main_clause(new))
        and name_one_thing(old, new)
        and said_side(old) == said_side(new)
        and may_restate(old, new)
    )
