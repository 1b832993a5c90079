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


# What a member studies: "I'm studying nursing", "我学会计的", "看護学科だよ", "경영학 전공이야", "estudio Derecho",
# "studier BWL", "je suis en droit".
_STUDIES = re.compile(
    r"\b(?:i'?m studying|i study|studying|my major|majoring in|i'?m doing a degree in|estudio|estudiando|hago la carrera|"
    r"studiere?|studier|studium|j'[ée]tudie|je fais (?:du|de la|des) \w+ (?:à la fac|en licence)|je suis en \w+$|je suis en)\b"
    r"|学\w{0,4}的$|学(?:的是|专业)|专业是|我学|学科|専攻|学部|전공|학과",
    re.IGNORECASE,
)
# Its field changed, done, in words that say so of studies alone ("switched majors", "转专业了", "心理学科に転科した",
# "전과했어", "cambié de carrera", "Studiengang gewechselt", "je me suis réorienté en info") or in words of any change
# beside a word of studies ("switched to psych this semester", "me pasé a Periodismo en segundo de carrera").
_CHANGED_FIELD = re.compile(
    r"\b(?:switched majors|switched my major|changed (?:my )?majors?|cambi[ée] de carrera|(?:fach|studiengang) gewechselt|"
    r"umgesattelt|r[ée]orient[ée]e?|chang[ée]e? de fili[èe]re)\b"
    r"|转专业|換專業|换专业|转到[^，。,]{0,8}专业|転科|転部|専攻を変え|전과|전공(?:을)?\s?바꿨",
    re.IGNORECASE,
)
_SWITCHED_TO = re.compile(
    r"\b(?:switched to|changed to|transferred to|me (?:he )?pas[ée] a|me cambi[ée] a|(?:zu|auf) \w+ gewechselt|"
    r"pass[ée]e? en)\b",
    re.IGNORECASE,
)
_STUDIES_SAID = re.compile(
    r"\b(?:semester|term|major|degree|course|college|uni|carrera|grado|facultad|curso|semestre|studium|studiengang|fach|"
    r"fac|licence|fili[èe]re|master)\b|学期|大学|专业|学部|大学院|학기|대학|전공",
    re.IGNORECASE,
)


def changes_field_of_study(old: str, new: str) -> bool:
    """`old` says what its speaker studies and `new` that they changed fields, done (`newly_says`), no friend of theirs."""
    if _STUDIES.search(old) is None or _FRIEND.search(new):
        return False
    return newly_says(_CHANGED_FIELD, old, new) or (_STUDIES_SAID.search(new) is not None and newly_says(_SWITCHED_TO, old, new))
