"""Letters spelled out ("Sierra Oscar November November Echo 2 4", "S wie Siegfried, O wie Otto, N wie Nordpol", "T as
in tango, R as in Romeo, O as in Oscar"): read as the letters.

A password read out over a phone is spelled with a spelling alphabet, the international one (Alfa, Bravo, …) or the
German one of first names (Anton, Berta, …), or letter by letter with a word for each ("S comme Sophie", "B de
Barcelona"). Both are closed forms, so this is an exact rule: a run of four code words in a row (digits between them
count too), or three letters each given with its word, is rewritten as the letters it spells and the message is judged
again, as digits read out as words are (`spelled.spelled_digits`).
"""

from __future__ import annotations

import re

LEAST_CODE_WORDS = 4  # "Hotel Golf" is a weekend, "Anton, Emil und Otto" three friends
LEAST_LETTER_PAIRS = 3

_CODE_WORDS = (
    # the international spelling alphabet
    "alfa", "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet", "juliett",
    "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor",
    "whiskey", "whisky", "x-ray", "xray", "yankee", "zulu",
    # the German one of first names
    "anton", "ärger", "berta", "cäsar", "caesar", "dora", "emil", "friedrich", "gustav", "heinrich", "ida", "julius",
    "kaufmann", "konrad", "ludwig", "martha", "nordpol", "otto", "ökonom", "paula", "quelle", "richard", "samuel",
    "siegfried", "theodor", "ulrich", "übermut", "viktor", "wilhelm", "xanthippe", "ypsilon", "zacharias", "zeppelin",
)  # fmt: skip
_CODE = "|".join(sorted(map(re.escape, _CODE_WORDS), key=len, reverse=True))
_SEPARATOR = r"[\s,;\-–—/]+"
_DIGITS = r"\d{1,4}"
# A word that joins the next part on, between parts of a run ("…, Emil, dann 2 4"): no part of what is spelled.
_THEN = r"(?:and |und |y |et )?(?:then|dann|danach|puis|ensuite|luego|despu[ée]s)"
_CODE_RUN = re.compile(
    rf"(?<![\w-])(?:{_CODE}|{_DIGITS})(?:{_SEPARATOR}(?:{_THEN}{_SEPARATOR})?(?:{_CODE}|{_DIGITS}))+(?![\w-])",
    re.IGNORECASE,
)
_JOINING_WORD = re.compile(r"and|und|y|et|then|dann|danach|puis|ensuite|luego|despu[ée]s", re.IGNORECASE)
_CODE_WORD = re.compile(rf"(?:{_CODE})", re.IGNORECASE)
# One letter given with a word for it: "T as in tango", "B for bravo", "S wie Siegfried", "S comme Sophie", "B de
# Barcelona", "C como Carmen"; a digit may stand alone between them.
_LETTER_PAIR = r"\b[a-z]\s+(?:as in|like in|for|wie|comme|como|de)\s+[^\W\d_]+"
_PAIR_RUN = re.compile(rf"{_LETTER_PAIR}(?:{_SEPARATOR}(?:{_LETTER_PAIR}|\d{{1,4}}\b))+", re.IGNORECASE)
_ONE_PAIR = re.compile(rf"{_LETTER_PAIR}|\d{{1,4}}\b", re.IGNORECASE)


def spelled_letters(text: str) -> str | None:
    """`text` with each run of spelled letters written as the letters (and digits) it spells; None when it holds
    none."""
    rewritten = _PAIR_RUN.sub(_pairs_read, _CODE_RUN.sub(_code_run_read, text))
    return rewritten if rewritten != text else None


def _code_run_read(run: re.Match[str]) -> str:
    words = [word for word in re.split(_SEPARATOR, run.group()) if word and not _JOINING_WORD.fullmatch(word)]
    if sum(bool(_CODE_WORD.fullmatch(word)) for word in words) < LEAST_CODE_WORDS:
        return run.group()
    return "".join(word if word.isdigit() else word[0] for word in words)


def _pairs_read(run: re.Match[str]) -> str:
    parts = [part.group() for part in _ONE_PAIR.finditer(run.group())]
    if sum(not part.isdigit() for part in parts) < LEAST_LETTER_PAIRS:
        return run.group()
    return "".join(part if part.isdigit() else part[0] for part in parts)
