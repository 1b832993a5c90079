"""A password or a code sent in pieces inside one message: on lines of their own, or as its first and second part.

"Passwort für die Steuersoftware:\nHerbst\nlaub_88\nalles zusammen", "前半段 Yun_Shan / 后半段 #6619",
"first half is Moss7, second half: _Lantern#22": no piece alone is shaped like a password, the pieces
put together are. Structure, not phrasing: pieces that stand alone on their lines under a word that names
a password or an instruction to join them, or that follow the words "first" and "second" part in any of
the seven languages (a closed class); their concatenation must be shaped like a password (`password_value`).
A code given by its digits' places ("门锁密码前三位 482，后三位… 917", "les deux premiers chiffres c'est 58, les
deux derniers 21") or begun and then given whole further on ("commence par 52… bon je donne tout : 52-19-86") is read
again with its pieces joined right after the words before the first part (`parts_joined`), as a code said whole.
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
_AFTER_PART = r"\s*(?:is|es|est|ist|c'est|は|が|是|는|은|이|가|:|：|=)?\s*[\"'「“]?(?P<{}>[\w#!@$%&*.+=~-]{{2,40}})"
_HALVES = re.compile(
    rf"(?:{_FIRST}){_AFTER_PART.format('first')}.{{0,60}}?(?:{_SECOND}){_AFTER_PART.format('second')}",
    re.IGNORECASE | re.DOTALL,
)
# The places of a code's first and last digits, or its start: "first two (digits)", "前三位", "上2桁", "앞 두자리", "los
# dos primeros", "erste zwei Ziffern", "les deux premiers", "commence par"; "last two", "后三位", "下2桁", "el último".
_FIRST_DIGITS = (
    r"first (?:two|three|four|[2-4])(?: digits| numbers)?|starts with|begins with|"
    r"前[一二两三四2-4]位|开头是?|上[一二三四2-4]桁|最初の[2-4二三四]桁|앞\s?(?:[두세네2-4]\s?)?자리|"
    r"(?:los|las) (?:dos|tres|cuatro|[2-4]) primer[oa]s|empieza (?:por|con)|"
    r"erste[nr]? (?:zwei|drei|vier|[2-4])(?: ziffern| zahlen| stellen)?|(?:beginnt|anf[äa]ngt) mit|"
    r"(?:les )?(?:deux|trois|quatre|[2-4]) premiers(?: chiffres)?|commence par"
)
_LAST_DIGITS = (
    r"last (?:two|three|four|[2-4])(?: digits| numbers)?|后[一二两三四2-4]位|下[一二三四2-4]桁|뒤\s?(?:[두세네2-4]\s?)?자리|"
    r"(?:los|las) (?:dos|tres|cuatro|[2-4]) [úu]ltim[oa]s|el [úu]ltimo|"
    r"letzte[nr]? (?:zwei|drei|vier|[2-4])(?: ziffern| zahlen| stellen)?|"
    r"(?:les )?(?:deux|trois|quatre|[2-4]) derniers(?: chiffres)?|le dernier"
)
_PART = re.compile(rf"{_FIRST_DIGITS}|{_LAST_DIGITS}|{_FIRST}|{_SECOND}", re.IGNORECASE)
_OPENS = re.compile(rf"{_FIRST_DIGITS}|{_FIRST}", re.IGNORECASE)
# What a part gives: the first token that holds a digit, up to 30 characters past the part's name ("后三位我私聊发你…
# 算了 917"), never the decimals of an amount (no dot or comma right before it: "24,10").
_VALUE_WITH_DIGIT = r"(?<![\w.,])[\w#!@$%&*+=~-]*\d[\w#!@$%&*+=~-]*"
_PART_VALUE = re.compile(rf"[^\d\n]{{0,30}}?(?P<value>{_VALUE_WITH_DIGIT})")
_LATER_VALUE = re.compile(_VALUE_WITH_DIGIT)
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


def parts_joined(text: str) -> str | None:
    """`text` up to its first part with the pieces the parts give joined after it ("门锁密码 482917"), or with the
    value given whole further on that starts with the first piece ("le code du coffre 52-19-86"); None when no part
    opens the pieces."""
    opening = _OPENS.search(text)
    if opening is None:
        return None
    pieces, taken = [], -1
    for part in _PART.finditer(text, opening.start()):
        given = _PART_VALUE.match(text, part.end())
        if given is not None and given.start("value") > taken:
            pieces.append(given.group("value").strip("-"))
            taken = given.start("value")
    if not pieces:
        return None
    later = pieces[1:] + _LATER_VALUE.findall(text, taken + 1)
    whole = [v for v in later if v.startswith(pieces[0]) and len(v) > len(pieces[0])]
    value = whole[-1] if whole else "".join(pieces)
    return f"{text[: opening.start()].rstrip()} {value}"
