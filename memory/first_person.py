"""Whether a statement speaks of its own speaker, in the first person singular, in any of the seven languages
(Spanish drops its pronoun: "soy", "estoy", "tengo" say it).

A member's statement about themselves is their own fact even when another member said the same of themselves ("I'm
vegetarian" from two members is two facts); a statement about an event or about someone else ("book club thurs 7pm",
"Nina's a data scientist at Google") may restate another member's. "We" is not the speaker alone.
"""

from __future__ import annotations

import re

_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|im|i've|ive|i'd|i'll|me|my|mine|yo|mi|mis|conmigo|soy|estoy|tengo|ich|mich|mir|mein|meine|meinen|meinem|meiner|"
    r"je|j|moi|mon|ma|mes)\b|"
    r"我(?!们|們)|私|僕|俺|わたし|あたし|うち(?:の|は|も)|"
    r"(?<![가-힣])(?:나|난|내|내가|나는|나도|저|제|제가|저는|저도)(?![가-힣0-9])",
    re.IGNORECASE,
)


def speaks_of_self(text: str) -> bool:
    """The statement has a first-person singular word: "I'm", "my", "我" (not "我们"), "私", "내가", "yo", "mein", "j'"."""
    return _FIRST_PERSON.search(text.replace("\u2019", "'")) is not None


def of_neither_speaker(old: str, new: str) -> bool:
    """Neither statement speaks of its speaker (`speaks_of_self`): what they tell is of someone else, whom another
    member may tell of ("Raj was at standup this morning" after "Raj is on paternity leave till March")."""
    return not speaks_of_self(old) and not speaks_of_self(new)


# An English statement that opens on its verb, with no subject: chat drops "I" ("moving to Berlin in June!!", "found a flat
# in Neukölln", "just started a new job"): the speaker's own doing.
_SUBJECTLESS_SELF = re.compile(
    r"^\W*(?:(?:just|finally|officially|also|so)\s+)?(?:[a-z]{3,}(?:ing|ed)|got|found|bought|left|took|began|went|came|made|sold|quit)"
    r"\s+(?:to|in|into|a|an|the|my|out|up|back|for|from|at|on)\b",
    re.IGNORECASE,
)


def tells_of_self(text: str) -> bool:
    """`speaks_of_self`, or an English statement that opens on its verb with no subject (`_SUBJECTLESS_SELF`): a second
    member who says "moving to Berlin in June!!" after another said the same moves too."""
    return speaks_of_self(text) or _SUBJECTLESS_SELF.match(text) is not None
