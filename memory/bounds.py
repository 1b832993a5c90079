"""The two ends of one span: a start and an end, an opening and a closing (pure).

"The kids' school starts at 8" and "the kids' school ends at 3 now", "Kita macht um 7:30 auf" and "Kita
schließt jetzt um 16 Uhr", "子どもの学校は8時から" and "今は3時半終わり" share every word of their subject and
differ in a time, as an update does; yet each gives one end of the day, and both stay true. The words for
the two ends are a closed class in each language, so this is an exact rule: a statement that names only a
start beside one that names only an end is about another slot. "Until" is not among them: "the works start on
Monday" and "the works are put off until the end of the month" are one start.
"""

from __future__ import annotations

import re
from functools import lru_cache

_LATIN_START = (
    r"start|starts|started|starting|begin|begins|began|opens|opening|"
    r"empieza|empiezan|empezamos|comienza|comienzan|abre|abren|apertura|"
    r"beginnt|beginn|fängt|anfang|öffnet|öffnung|"
    r"commence|commencent|début|ouvre|ouvrent|ouverture"
)
_LATIN_END = (
    r"end|ends|ended|finish|finishes|finished|closes|closing|"
    r"acaba|acaban|termina|terminan|cierra|cierran|cierre|"
    r"endet|schließt|schliesst|schluss|feierabend|"
    r"finit|finissent|termine|terminent|fin|ferme|ferment|fermeture"
)
_START = re.compile(
    rf"\b(?:{_LATIN_START})\b|macht\b[^.!?]{{0,30}}\bauf\b|开始|开门|上课|始まり|始まる|開始|開店|から|시작|오픈|부터|등교"
)
_END = re.compile(
    rf"\b(?:{_LATIN_END})\b|macht\b[^.!?]{{0,30}}\bzu\b|结束|关门|下课|放学|終わり|終わる|終了|閉店|끝나|끝|마감|하교"
)


@lru_cache(maxsize=4096)
def _ends(text: str) -> tuple[bool, bool]:
    folded = text.casefold()
    return _START.search(folded) is not None, _END.search(folded) is not None


def other_end(old: str, new: str) -> bool:
    """One statement names only the start of a span and the other only its end: two slots, both true."""
    old_start, old_end = _ends(old)
    new_start, new_end = _ends(new)
    return (old_start and not old_end and new_end and not new_start) or (old_end and not old_start and new_start and not new_end)
