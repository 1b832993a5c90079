"""A password sent in pieces inside one message: on lines of their own, or as its first and second half.

"Passwort für die Steuersoftware:\nHerbst\nlaub_88\nalles zusammen", "前半段 Yun_Shan / 后半段 #6619",
"first half is Moss7, second half: _Lantern#22": no piece alone is shaped like a password, the pieces
put together are. Structure, not phrasing: pieces that stand alone on their lines under a word that names
a password or an instruction to join them, or that follow the words "first" and "second" part in any of
the seven languages (a closed class); their concatenation must be shaped like a password (`password_value`).
"""

from __future__ import annotations

import re

from .stated import names_a_secret, password_value
from .views import Views

# A piece: letters, digits and the symbols passwords take, nothing else on its line.
_PIECE = re.compile(r"[\w#!@$%&*.+=~-]{2,40}")
# Words that ask to join what was sent apart: "all together", "no spaces", "连起来", "つなげて", "붙여서", "todo junto",
# "zusammen", "sans espace".
_JOIN = re.compile(
    r"together|no spaces?|without spaces?|joined|in one word|连起来|连在一起|拼起来|合起来|接起来|つなげ|繋げ|くっつけ|続けて|"
    r"붙여|이어서|띄어쓰기\s*없이|junt[oa]s?|todo junto|sin espacios?|pegad[oa]|zusammen|ohne leerzeichen|hintereinander|"
    r"coll[ée]s?|attach[ée]s?|sans espaces?|à la suite|d'un seul tenant",
    re.IGNORECASE,
)
# The first and the second part of something, then (after a copula or a colon) its piece.
_FIRST = (
    r"first half|first part|前半段|前半部分|前半|前面|第一段|第一部分|앞부분|앞\s*부분|primera parte|primera mitad|la primera|"
    r"primero|erste h[äa]lfte|erster teil|erste teil|premi[èe]re partie|premi[èe]re moiti[ée]|d[ée]but"
)
_SECOND = (
    r"second half|second part|other half|other part|后半段|后半部分|后半|後半|后面|後ろ|뒷부분|뒤\s*부분|"
    r"segunda parte|segunda mitad|la segunda|la otra mitad|zweite h[äa]lfte|zweiter teil|zweite teil|"
    r"deuxi[èe]me partie|seconde partie|seconde moiti[ée]|l'autre moiti[ée]|the rest|第二段|第二部分|segunda|"
    r"y luego|(?<![a-z])puis|(?<![a-z])fin(?![a-z])"
)
_AFTER_PART = r"\s*(?:is|es|est|ist|c'est|は|是|는|은|:|：|=)?\s*[\"'「“]?(?P<{}>[\w#!@$%&*.+=~-]{{2,40}})"
_HALVES = re.compile(
    rf"(?:{_FIRST}){_AFTER_PART.format('first')}.{{0,60}}?(?:{_SECOND}){_AFTER_PART.format('second')}",
    re.IGNORECASE | re.DOTALL,
)
MAX_LINES = 12  # a message of more lines is a text of its own, not a password sent in pieces


def find_pieced_password(views: Views) -> str | None:
    """A password sent in pieces in one message: lines that are each one piece, or its first and second half."""
    text = views.folded
    halves = _HALVES.search(text)
    if halves and password_value(halves.group("first") + halves.group("second")):
        return "password"
    if "\n" not in text:
        return None
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    if len(lines) > MAX_LINES:
        return None
    pieces = [line for line in lines if _PIECE.fullmatch(line)]
    others = " ".join(line for line in lines if not _PIECE.fullmatch(line))
    if len(pieces) < 2 or not (_JOIN.search(others) or names_a_secret(others.lower())):
        return None
    return "password" if password_value("".join(pieces)) and not all(password_value(p) for p in pieces) else None
