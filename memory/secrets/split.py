"""A secret split over two messages of one member: the word naming it in one, the bare value in the next.

"the storage unit code is" then "4471": neither message holds a secret, together they do. The first
message leaves a slot open when it stops on "is" or a colon and a value shaped like a password or a
code, put after it, would make it a secret; the pair is a secret when a value of the next message, put in that
slot, does. Only a short next
message counts (a value, maybe with a word or two), and only the same member's, soon after.
"""

from __future__ import annotations

import re

from . import find_secret
from .public import is_sample_key
from .words import is_placeholder

# Values of the two shapes a slot may wait for: a password, and a code of digits ("padlock is" waits for digits).
PROBES = ("Qx7mLp2Vz9", "4829")
VALUE_CHARS = 80  # a next message longer than this is a sentence of its own, not the value of the one before
VALUE_TOKEN = 4  # characters: the shortest piece of the value that a later write is checked for


# The message stops on a copula or a colon: "… code is", "… password:", "…パスワードは", "…密码是", "…비번은".
_DANGLING = re.compile(r"(?:\b(?:is|are|was|es|est|ist|lautet|sind|era|c'est)|[:=：]|は|是|는|은|가|이)$")


def leaves_a_slot(message: str) -> bool:
    """Whether `message` names a password or a code and stops, on "is" or ":", before giving it."""
    message = message.rstrip()
    if not _DANGLING.search(message[-8:].lower()) or find_secret(message):
        return False
    return any(find_secret(f"{message} {probe}") for probe in PROBES)


def find_split_secret(previous: str, current: str) -> tuple[str, str] | None:
    """The kind of secret the two messages make together (neither alone) and the piece of `current` that is its value."""
    current = current.strip()
    if not previous or not current or len(current) > VALUE_CHARS or find_secret(current):
        return None
    if previous.rstrip().endswith(("?", "？")) or not leaves_a_slot(previous):
        return None  # "what's the wifi password?" asks; the answer, from anyone, is judged as it is
    for piece in value_pieces(current):
        kind = find_secret(f"{previous.rstrip()} {piece}")
        if kind:
            return f"{kind}, split over two messages", piece
    return None


def value_pieces(message: str) -> list[str]:
    """The tokens of a message that may carry a value: with a digit or a symbol, not a placeholder or a sample."""
    tokens = [token.strip(".,;:!?\"'()[]「」") for token in message.split()]
    return [t for t in tokens if len(t) >= VALUE_TOKEN and not t.isalpha() and not is_placeholder(t) and not is_sample_key(t)]


def holds_piece(text: str, piece: str) -> bool:
    """Whether `text` repeats the value (spaces and case aside)."""
    return "".join(piece.split()).casefold() in "".join(text.split()).casefold()
