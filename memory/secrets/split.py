"""A secret split over two messages of one member: the word naming it in one, the bare value in the next.

"the storage unit code is" then "4471": neither message holds a secret, together they do. The first
message leaves a slot open when a value shaped like a password or a code, put after it, would make
it a secret; the pair is a secret when the next message, put in that slot, does. Only a short next
message counts (a value, maybe with a word or two), and only the same member's, soon after.
"""

from __future__ import annotations

from . import find_secret

# Values of the two shapes a slot may wait for: a password, and a code of digits ("padlock is" waits for digits).
PROBES = ("Qx7mLp2Vz9", "4829")
VALUE_CHARS = 80  # a next message longer than this is a sentence of its own, not the value of the one before
VALUE_TOKEN = 4  # characters: the shortest piece of the value that a later write is checked for


def leaves_a_slot(message: str) -> bool:
    """Whether `message` names a password or a code and stops before giving it."""
    return find_secret(message) is None and any(find_secret(f"{message} {probe}") for probe in PROBES)


def find_split_secret(previous: str, current: str) -> str | None:
    """The kind of secret the two messages make together (neither alone), or None."""
    current = current.strip()
    if not previous or not current or len(current) > VALUE_CHARS or find_secret(current):
        return None
    if previous.rstrip().endswith(("?", "？")) or not leaves_a_slot(previous):
        return None  # "what's the wifi password?" asks; the answer, from anyone, is judged as it is
    kind = find_secret(f"{previous.rstrip()} {current}")
    return f"{kind}, split over two messages" if kind else None


def value_pieces(current: str) -> list[str]:
    """The pieces of the second message that carry the value (tokens with a digit or a symbol, or long ones)."""
    tokens = [token.strip(".,;:!?\"'()[]「」") for token in current.split()]
    return [t for t in tokens if len(t) >= VALUE_TOKEN and (not t.isalpha() or len(t) >= 8)]


def holds_piece(text: str, pieces: list[str]) -> bool:
    """Whether `text` repeats a piece of the value (spaces and case aside)."""
    joined = "".join(text.split()).casefold()
    return any("".join(piece.split()).casefold() in joined for piece in pieces)
