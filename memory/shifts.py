"""A shift changed: "i work nights mon-fri", then "switched to day shift finally, 7 to 3"; "ich hab Spätschicht", then
"endlich Frühschicht! 6 bis 14 Uhr ab jetzt" (pure).

Which shift a member works is one value at a time, and the shifts are a closed class in each language: night, day,
early (morning) and late (evening) ones (夜勤, 夜班, 야간, Nachtschicht, turno de noche, de nuit; 日勤, 白班, 주간,
Tagschicht, de jour; …). The newer statement names first a shift of another kind than the older's, and says the change
happened (a word of change, or "finally": "por fin", "endlich", "enfin", "终于", "やっと", "드디어"). Another shift
besides ("and i do a day shift at the bar on saturdays"), a swap for one day ("morgen tausch ich … ausnahmsweise") or
another member's shift ("mi compi Laura está en el turno de mañana") ends nothing (`newly_says`: an addition, no
other holder).
"""

from __future__ import annotations

import re

from .change_cues import says_change
from .update_model import newly_says

_KINDS = {
    "night": r"night shifts?|nights|night duty|夜勤|夜班|夜シフト|야간|nachtschicht\w*|nachtdienst|turnos? de noche|de noche|"
    r"de nuit|nuits|gardes? de nuit",
    "day": r"day shifts?|days|日勤|白班|주간|tagschicht\w*|tagdienst|turnos? de d[ií]a|de jour",
    "early": r"morning shifts?|early shifts?|早番|早班|오전 근무|frühschicht\w*|frühdienst|turnos? de mañana|de mañana|du matin",
    "late": r"evening shifts?|late shifts?|遅番|晚班|中班|오후 근무|spätschicht\w*|spätdienst|turnos? de tarde|de tarde|du soir",
}
_SHIFT = re.compile("|".join(rf"(?P<{kind}>{words})" for kind, words in _KINDS.items()), re.IGNORECASE)
_OF_KIND = {kind: re.compile(words, re.IGNORECASE) for kind, words in _KINDS.items()}
_FINALLY = re.compile(
    r"\b(?:finally|at last|por fin|endlich|enfin|passée?|switched|moved to|me han puesto)\b|"
    r"终于|总算|やっと|ついに|드디어|바뀜|바뀌었",
    re.IGNORECASE,
)


def _kinds(text: str) -> list[str]:
    return [found.lastgroup for found in _SHIFT.finditer(text) if found.lastgroup]


def changes_shift(old: str, new: str) -> bool:
    """`old` names one kind of shift and `new` names first another, saying the change happened."""
    old_kinds, new_kinds = set(_kinds(old)), _kinds(new)
    if len(old_kinds) != 1 or not new_kinds or new_kinds[0] in old_kinds:
        return False
    return newly_says(_OF_KIND[new_kinds[0]], old, new) and bool(says_change(new) or _FINALLY.search(new))
