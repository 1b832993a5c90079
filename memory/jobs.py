"""A job left: "ich arbeite bei Siemens in der Buchhaltung", then "seit dem 1. bin ich bei der Allianz, Siemens ist
Geschichte" or "quit target, I'm at Trader Joe's now" (pure).

Where a member works is one value at a time, said in a closed class of words in each language (work at, 在…上班,
で働いて, 에서 일해, trabajo en, arbeite bei, travaille chez). The newer statement says they left a job, done (quit,
resigned, 离职了, 辞めた, 퇴사했, dejé, gekündigt, quitté), or started a new one (first week at, joined, 入职了,
入社しました, 입사했, empecé en, angefangen bei, commencé chez); a wish or a plan ("想跳槽", "thinking of quitting")
is none, nor another member's job (`newly_says`: no other holder).
"""

from __future__ import annotations

import re

from .update_model import newly_says

_WORKS = re.compile(
    r"\b(?:i work|i'm working|work (?:at|for)|works (?:at|for)|i'm an? \w+ at|employed (?:at|by)|trabajo (?:en|de|como)|"
    r"curro (?:en|de)|estoy de \w+ en|arbeite(?:t)? (?:bei|als|im|in der)|bin (?:\w+ )?bei|travaille (?:chez|à|comme)|"
    r"bosse (?:chez|à|comme))\b"
    r"|在[^，。,]{1,12}(?:上班|工作|做|实习)|就职于|で働い|でバイト|に勤め|勤務|에서 일해|에서 일하|에 다녀|에 다니|"
    r"(?<![가-힣])[가-힣A-Za-z]{2,8}\s?다녀(?![왔오])|다닙니다",
    re.IGNORECASE,
)
_LEFT_OR_STARTED = re.compile(
    r"\b(?:quit|resigned|left my job|got a new job|new job at|first (?:week|day) (?:as|at)|just joined|joined|started at|"
    r"bin seit \w+ (?:bei|im|in der)|"
    r"last day at|handed in my (?:notice|resignation|badge)|[úu]ltimo d[íi]a en|letzter tag bei|dernier jour chez|"
    r"dej[ée] (?:el|la|mi)|renunci[ée]|he dejado|empec[ée] (?:en|a trabajar)|nuevo (?:curro|trabajo)|"
    r"gek[üu]ndigt|aufgeh[öo]rt|angefangen (?:bei|als)|neuen job|ist geschichte|"
    # "commencé à" a place, not "je commence à 7h" (a time: when a shift starts)
    r"quitt[ée]|d[ée]missionn[ée]|commenc[ée] chez|commencé à(?!\s*\d)|nouveau (?:boulot|taf|job))\b"
    r"|离职了|辞职了|离职|辞职|跳槽到|跳槽了|入职了|入职|最后一天在|报到了|辞めた|辞めました|退職し|転職し|入社し|働き始め|最終出社|퇴사했|"
    r"퇴사함|그만뒀|이직했|입사했|마지막 출근",
    re.IGNORECASE,
)
_WISH = re.compile(
    r"\b(?:want|wanna|thinking|plan(?:ning)?|might|quiero|voy a|pienso|m[öo]chte|will|werde|veux|vais|pense)\b"
    r"|想|打算|准备|要不要|したい|つもり|かな|하고 싶|할까|하려고",
    re.IGNORECASE,
)


def leaves_job(old: str, new: str) -> bool:
    """`old` says where its speaker works and `new` that they left that job or started another, done."""
    return _WORKS.search(old) is not None and newly_says(_LEFT_OR_STARTED, old, new) and not _WISH.search(new)
