"""A statement said again word for word inside a longer message: "I'm allergic to peanuts", then "reminder that I'm
allergic to peanuts, so no satay for me pls" (pure).

When the older statement's words all come again, in order, as a clause of the newer (a short lead such as "reminder
that" before it, and a clause break or the end after it), the newer says the fact again and adds only why it is said
("so no satay for me"). A value the older lacks is more than a reason (`_adds_no_value`: "…, since March 3rd"), a
change anywhere or a negation before it ("not true that …") turns it around, and a short older statement ("yes",
"ok") is found inside any message: it takes three words, or six characters of Chinese, Japanese or Korean.
"""

from __future__ import annotations

import re
import unicodedata

from .change_cues import says_change
from .facts import negated
from .other_slot import other_slot
from .update_model import adds_no_value, judgeable, supposes

_LEAD_WORDS_AT_MOST = 4  # words before the older's own: "reminder that", "just so you know,", "nochmal:"
_WORDS_AT_LEAST = 3
_CJK_AT_LEAST = 6
_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
_CLAUSE_BREAK = re.compile(r"\s*(?:$|[,，、;；.。!！?？:：\n…]|[-–—]\s|(?:so|because|since|tho|though)\b)")


def _words(text: str) -> tuple[str, list[int]]:
    """The text's words, case folded and NFKC, every run of other characters one space; and for each character of
    them, where it ends in `text`."""
    out: list[str] = []
    ends: list[int] = []
    for index, char in enumerate(text.replace("’", "'")):
        for folded in unicodedata.normalize("NFKC", char).casefold():
            if folded.isalnum() or folded == "'":
                out.append(folded)
                ends.append(index + 1)
            elif out and out[-1] != " ":
                out.append(" ")
                ends.append(index + 1)
    while out and out[-1] == " ":
        out.pop()
        ends.pop()
    return "".join(out), ends


def repeats_verbatim(old: str, new: str) -> bool:
    """`new` holds `old`'s words whole as one of its clauses, after a short lead that negates nothing, and says no
    change and no value `old` lacks."""
    said = _words(old)[0]
    saying, ends = _words(new)
    if len(said.split()) < _WORDS_AT_LEAST and len(_CJK.findall(said)) < _CJK_AT_LEAST:
        return False
    at = saying.find(said)
    if at < 0 or (at > 0 and saying[at - 1] != " " and not _CJK.match(saying, at - 1)):
        return False
    lead = saying[:at]
    if len(lead.split()) > _LEAD_WORDS_AT_MOST or negated(lead):
        return False
    if not _CLAUSE_BREAK.match(new, ends[at + len(said) - 1]):
        return False  # "I'm allergic to peanuts and shellfish": the clause goes on
    return judgeable(new) and not supposes(new) and not says_change(new) and not other_slot(old, new) and adds_no_value(old, new)
