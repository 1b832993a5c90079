"""A head count that changed: "聚餐目前报名12个人", then "又有4个人退出了，现在11个人", or "wir sind 8 Leute für die
Hütte", then "2 haben abgesagt, sind jetzt nur noch 6" (pure).

How many people come is one value at a time for an event, given as a number with a unit of people (people, 人, 名,
명, Leute, personas, personnes) or as "we are N" (sind, somos, on est). The newer statement says it changed (a marker
of change: "now", "现在", "jetzt", "になりました") and ends on a count none of the older's (added or gone ones may
come before it: "3명 빠져서 15명으로 줄었어"). A total alone is none ("die Abteilung insgesamt hat 25 Leute" counts
another group), nor a question, a hedge or an addition (`judgeable`), nor a count of another holder or occasion
(`other_slot`).
"""

from __future__ import annotations

import re

from .change_cues import hedged, says_change
from .numerals import spelled_numbers
from .other_slot import other_slot
from .update_model import asks, judgeable, supposes

_PEOPLE = re.compile(
    r"(\d+)\s?(?:people|persons|guests|attendees|ppl|个人|个|人|名|명|leute|personen|g[äa]ste|personas|invitados|"
    r"personnes|invit[ée]s)(?![a-zà-ÿ])"
    # "we are N": the group counts itself ("sind jetzt nur noch 6", "ya somos 8", "on n'est plus que 8")
    r"|\b(?:we're|we are|we'll be|sind(?: wir)?|somos|seremos|on (?:n'|ne )?(?:est|sera)|nous sommes|"
    r"nous serons)\s+(?:(?:now|jetzt|nur|noch|ya|plus|que|"
    r"qu'|only|just)\s+)*(\d+)\b",
    re.IGNORECASE,
)


_NUMBER = re.compile(r"(?<![\d.,:/-])\d{1,4}(?![\d.,:/-]?\d)")
# A last number that is a count by its place: it ends the statement, but for a word ("donc 9 finalement"), and no
# preposition of time stands before it ("we leave at 9").
_ENDS_ON = re.compile(r"\s*[^\W\d_]*[\s!.。！~…]*$")
_OF_TIME = re.compile(r"\b(?:at|by|until|um|ab|bis|à|vers|a las?|hasta|alle)\s*$", re.IGNORECASE)
# Money or a share: a sum of those is no head count ("3 more, so 15 euros").
_NOT_PEOPLE = re.compile(r"[€$£¥%]|\b(?:euros?|dollars?|bucks|pounds)\b|円|元|块|원|달러")


# A count said to be the latest or the final one ("MT 최종 인원 22명", "最新统计，报名的有120人", "final headcount is 40"):
# it replaces the one before as a marker of change does.
_RECOUNTED = re.compile(
    r"최종|最新|最终|最終|確定|\b(?:final|latest|updated) (?:count|headcount|numbers?|tally)\b|"
    r"\b(?:recuento final|cifra final|endgültige? (?:zahl|anzahl)|décompte final|chiffre final)\b",
    re.IGNORECASE,
)


def _counts(text: str) -> list[str]:
    return [(unit or we).lstrip("0") for unit, we in _PEOPLE.findall(text)]


def changes_headcount(old: str, new: str) -> bool:
    """`old` gives a count of people and `new` says it changed to another (a marker of change, or a count called the
    latest or the final one): its last count is none of `old`'s."""
    old_counts, new_counts = set(_counts(old)), _counts(new)
    if not old_counts or not new_counts or new_counts[-1] in old_counts:
        return False
    return (says_change(new) or _RECOUNTED.search(new) is not None) and judgeable(new) and not other_slot(old, new)


def recounts_headcount(old: str, new: str) -> bool:
    """`old` gives one count of people and `new` ends on a number that is it less or more another number `new` names
    first, in digits or words ("MT 12명 간다", then "3명 빠져서 9명임"; "wir sind 12 Leute", then "3 haben abgesagt, also nur
    noch 9"; "两个人退出了，现在10个人"): the sum is the evidence, in any wording. Not a question, a hedge or a
    supposition, nor a count of another holder or occasion; a sum that gives back the older count changes nothing."""
    old_counts = set(_counts(old))
    if len(old_counts) != 1 or _NOT_PEOPLE.search(new) or asks(new) or hedged(new) or supposes(new) or other_slot(old, new):
        return False
    count = int(old_counts.pop())
    found = list(_NUMBER.finditer(new))
    if not found or not _counted_last(new, found[-1]):
        return False
    last = int(found[-1].group())
    before = [int(number.group()) for number in found[:-1]] + [int(n) for n in spelled_numbers(new[: found[-1].start()])]
    return last != count and any(
        0 < moved < count and moved != last and last in (count - moved, count + moved) for moved in before
    )


def _counted_last(text: str, number: re.Match[str]) -> bool:
    """The last number counts people: it has their unit or "we are" before it, or ends the statement, not as a time."""
    counts = _counts(text)
    if counts and counts[-1] == number.group().lstrip("0"):
        return True
    return bool(_ENDS_ON.match(text, number.end())) and not _OF_TIME.search(text, 0, number.start())
