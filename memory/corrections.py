"""A member correcting what they just said: "sorry, typo: it ends in 4417", "打错了，是xiaomei_86" (pure).

A correction names no thing that changed and shares few words with what it corrects; it says only that the
speaker's last statement was wrong, and gives the right value. So its target is the speaker's latest statement
near it (`corrected_statement`), not the nearest one: a correction beside several of the speaker's statements of a
kind (two phone numbers, three dates) would otherwise retire whichever its vector happens to lie closest to. A
statement is corrected only when the correction names an error (`admits_error`, or the update model's learned
detector of corrections), gives a value the statement lacks and names nobody and no other slot (`corrects`), and either
puts a value of the same kind in another's place (`replaces_in_kind`: "8pm" for "7pm") or the update model finds the
pair an update; when unsure, both stay active.

The words of an error are a closed class, written per language from one list of concepts (a typo, a slip of
the tongue, misreading, mixing up, "I meant", "my mistake", a correction), not from cases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .decisions import Neighbour
from .facts import negated_old_value
from .other_slot import other_slot
from .text import fold
from .update_model import judgeable, names_another, values

# A correction follows what it corrects in the same conversation; one of a statement made days before is an update
# in other words, for the update model to judge.
CORRECTION_WINDOW_SECONDS = 2 * 86_400

_ERROR = re.compile(
    r"\b(?:typo|mistyped|misspoke|misread|mixed (?:it |them )?up|i meant|meant to (?:say|write)|my (?:bad|mistake)|"
    r"correction|wait,? no|"
    r"me equivoqu[ée]|equivocad[oa]|error m[íi]o|errata|corrijo|correcci[óo]n|me confund[íi]|le[íi] mal|quise decir|"
    r"tippfehler|vertippt|verschrieben|verlesen|verguckt|verwechselt|zahlendreher|ich meinte|mein fehler|"
    r"korrektur|"
    r"erreur|faute de frappe|je me suis tromp[ée]e?|mal lu|confondu|je voulais dire|rectificatif|rectification)\b"
    r"|打错|写错|说错|看错|记错|搞错|弄错|更正|纠正|手滑|口误|我是说"
    r"|間違|誤字|訂正|打ち間違|言い間違|見間違|勘違い|書き間違"
    r"|잘못|오타|정정|착각|헷갈",
    re.IGNORECASE,
)
_WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)\b"
    r"|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi|"
    r"samedi|dimanche)\b|[月火水木金土日]曜|周[一二三四五六日天]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|[월화수목금토일]요일",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")


def admits_error(text: str) -> bool:
    """The text says the speaker got something wrong: "typo", "I meant", "打错了", "間違えました", "오타", "me equivoqué"."""
    return bool(_ERROR.search(text))


def _values_and_days(text: str) -> set[str]:
    return values(text) | _days(text)


def corrects(old: str, new: str) -> bool:
    """`new`, said as a correction, may correct `old`: it gives a value (a number, code, address or weekday) `old` lacks,
    `old` has one to correct and admits no error itself, and `new` is a statement (no question, hedge or addition)
    naming nobody and no other slot `old` does not ("Emma's number", "closes at 6"; a weekday is a value, not a name),
    nor a value it denies ("60, not 80") that `old` does not hold."""
    if admits_error(old) or not judgeable(new) or other_slot(old, new) or names_another(old, _WEEKDAY.sub(" ", new)):
        return False
    denied = negated_old_value(new)  # "60, not 80": a correction of a statement that says 80
    if denied and denied not in fold(old):
        return False
    old_values, new_values = _values_and_days(old), _values_and_days(new)
    return bool(old_values) and bool(new_values - old_values)


def replaces_in_kind(old: str, new: str) -> bool:
    """`new` gives a value of the shape of one `old` has and `new` lacks: the value it puts in that one's place ("4417"
    for "4471", "8pm" for "7pm", "jimin0721" for "jimin0712", Thursday for Tuesday). A bare correction ("sorry, I
    meant 8pm") shares no other word with what it corrects; its value's kind is what ties the two."""
    old_days, new_days = _days(old), _days(new)
    old_values, new_values = values(old) | old_days, values(new) | new_days
    if old_days - new_days and new_days - old_days:
        return True
    replaced = {_shape(value) for value in old_values - new_values - old_days}
    return any(_shape(value) in replaced for value in new_values - old_values - new_days)


def _days(text: str) -> set[str]:
    return {match.group().casefold() for match in _WEEKDAY.finditer(text)}


def _shape(value: str) -> str:
    """A value's digits as 9 and its letters as a: "4471" and "4417" are of one shape, "4471" and "18" are not."""
    return _LETTER.sub("a", _DIGIT.sub("9", value))


def corrected_statement(own: Sequence[Neighbour], now: float) -> Neighbour | None:
    """What a correction of the speaker corrects: of `own` (the speaker's active statements near it), the latest, when
    it was made within `CORRECTION_WINDOW_SECONDS`."""
    latest = max((n for n in own if n.active), key=lambda n: n.created_at, default=None)
    if latest is None or not 0 <= now - latest.created_at <= CORRECTION_WINDOW_SECONDS:
        return None
    return latest
