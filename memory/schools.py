"""A child moved to another school: "my daughter attends Lincoln Elementary", then "we transferred her to
Westbrook Academy" (pure).

Which school a pupil attends is one value at a time, and changing it is said in a closed class of words in each
language (transferred, switched schools, 转学, 転校, 전학, cambió de colegio, Schule gewechselt, changé d'école). The
older statement names a school (school, 小学, 中学校, 초등학교, colegio, Schule, école …) and the newer says the
pupil changed schools, done (`newly_says`: no plan, question or hedge, no other holder), and no friend of theirs
did.
"""

from __future__ import annotations

import re

from .update_model import newly_says

_SCHOOL = re.compile(
    r"\b(?:school|elementary|academy|kindergarten|daycare|pre-?school|colegio|escuela|instituto|guarder[íi]a|"
    r"\w*schule|gymnasium|kita|kindergarten|[ée]cole|coll[èe]ge|lyc[ée]e|cr[èe]che)\b"
    r"|学校|小学|中学|高中|幼儿园|学院|高校|幼稚園|保育園|학교|유치원|어린이집"
    # a Korean school by its short name: "한빛초", "새봄중" (초등학교, 중학교)
    r"|(?<![가-힣])[가-힣]{2,4}[초중](?=\s|[이가은는을를에로도]|$)",
    re.IGNORECASE,
)
_CHANGED_SCHOOL = re.compile(
    r"\b(?:transferred|switched schools|changed schools|moved (?:him|her|them) to|(?:cambi[óo]|cambiamos|hemos cambiado)"
    r" de (?:colegio|escuela|instituto)|(?:schule|kita) gewechselt|gewechselt|chang[ée]e? d'[ée]cole)\b"
    r"|转学|转校|転校|전학"
    # moved to a school named as one: "转到外国语学校了", "4月から幼稚園に移りました"
    r"|转到[^，。,]{0,12}(?:学校|小学|中学|幼儿园)|(?:学校|小学校|中学校|高校|幼稚園|保育園)に(?:移り|移っ|変わり|変わっ)"
    # moved to a school named as one, in other words: "转去外国语小学了", "we moved Leo to Oakwood Montessori", "started
    # at Oakfield Primary", "cambiamos al peque al colegio Lope de Vega"
    r"|转去[^，。,]{0,12}(?:学校|小学|中学|幼儿园|了)|\bmoved (?-i:[A-Z])\w+ to (?-i:[A-Z])|"
    r"\bstarted at \w+ (?:primary|elementary|school|academy|"
    r"montessori|high)|\bcambiamos (?:al|a la) \w+ (?:al|a la) (?:colegio|escuela|instituto)",
    re.IGNORECASE,
)

# A pupil's friend or classmate who changed schools ("her best friend transferred to Westbrook") is another pupil.
_FRIEND = re.compile(
    r"\b(?:friends?|classmates?|amig[oa]s?|compa[ñn]er[oa]s?|freund\w*|mitsch[üu]ler\w*|ami(?:e|s|es)?|copains?|"
    r"copines?|camarades?)\b|朋友|同学|友達|友人|同級生|친구|동창",
    re.IGNORECASE,
)


def changes_school(old: str, new: str) -> bool:
    """`old` names a school and `new` says its pupil, no friend or classmate, changed schools."""
    return _SCHOOL.search(old) is not None and newly_says(_CHANGED_SCHOOL, old, new) and not _FRIEND.search(new)
