"""A smoker who quit: "I smoke like half a pack a day", then "3 months without a cigarette today 💪" (pure).

Smoking is said in a closed class of words in each language (smoke, cigarette, 烟, タバコ, 담배, fumar, rauchen,
fumer, clope), and so is having quit it: quit, 戒烟, 禁煙, 금연, "N months without", "sin fumar", "rauchfrei", "sans
clope". The two statements share no word a model could weigh ("smoke" and "cigarette", "fumo" and "sin fumar"). The
structure is exact enough to act on alone when the older statement says its speaker smokes (not that they quit, nor
that they used to) and the newer says they have quit, not that they tried ("made it 36 hours", "坚持了两天", "intenté
dejarlo"), nor that they smoke something else now ("전자담배만").
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .update_model import newly_says

_SMOKES = re.compile(
    r"\b(?:smoke|smoking|cigs?|cigarettes?|fumo|fumar|fumador|rauch\w*|fume|fumer|clopes?|tabac)\b|烟|タバコ|喫煙|吸って|"
    r"담배|피워|피움|펴",
    re.IGNORECASE,
)
_QUIT = re.compile(
    r"\b(?:quit|stopped smoking|without (?:a )?(?:single )?(?:cig\w*|smok\w*)|smoke[- ]free|no cigs|sin fumar|dej[ée] de fumar|"
    r"he dejado (?:de fumar|el tabaco)|ya no fumo|(?:don't|do not|no longer) smoke|ne fume plus|"
    r"rauchfrei|aufgeh[öo]rt|rauche? (?:\w+ )*nicht mehr|sans (?:clope|fumer|tabac)|"
    r"arr[êe]t[ée] (?:de fumer|la clope|le tabac))\b|戒烟|戒了|禁煙|タバコ(?:を)?やめ|금연|끊[었은음]",
    re.IGNORECASE,
)
# A quit tried and given up ("made it 36 hours"), or another thing smoked now ("전자담배만"): no quit
_NOT_QUIT = re.compile(
    r"\b(?:tried|trying|try|attempt\w*|intent[ée]|intentando|versuch\w*|essay[ée]|tent[ée]|only|solo|nur)\b|"
    r"试着|试了|尝试|チャレンジ|試し|보려|해보|전자담배|아이코스|만\s",
    re.IGNORECASE,
)
# A quit said before, or smoking in the past ("I quit in January", "예전엔 … 피웠어요"): no smoking now to retire
_QUIT_BEFORE = re.compile(
    r"\b(?:used to|quit|ya no|dejado|nicht mehr|arrêté|plus)\b|戒烟了|戒了|禁煙|やめ|끊었|예전엔",
    re.IGNORECASE,
)


def quits_smoking(old: str, new: str) -> bool:
    """`old` says its speaker smokes, and `new` that they have quit, not merely tried to or for something else."""
    return (
        _SMOKES.search(old) is not None
        and _QUIT_BEFORE.search(old) is None
        and newly_says(_QUIT, old, new)
        and _NOT_QUIT.search(new) is None
    )


# Smoking as a verb said again or begun anew: "また吸い始めちゃった", "다시 피기 시작함", "smoking again", "volví a fumar",
# "rauche wieder", "je refume", "又抽上了"
_SMOKES_AGAIN = re.compile(
    r"\b(?:(?:smoking|smoke|smokes)\s+again|started smoking|back (?:on|to) (?:the )?(?:cigs?|cigarettes|smoking)|"
    r"volv[íi] a fumar|vuelvo a fumar|"
    r"(?:he|ha) vuelto a fumar|fumo otra vez|fumo de nuevo|rauche? wieder|wieder (?:angefangen )?(?:zu )?rauchen|"
    r"refume|re-?fumer|recommenc[ée] (?:à|a) fumer|fume (?:à nouveau|de nouveau))\b|"
    r"又抽|又开始抽|复吸|また吸|吸い始め|再び吸|다시 (?:피|펴|담배)|피기 시작",
    re.IGNORECASE,
)


def smokes_again(old: str, new: str) -> bool:
    """`old` says its speaker quit smoking ("タバコやめた", "담배 끊었다"), and `new` that they smoke again, not merely that
    they want to: the quit no longer holds."""
    return (
        _SMOKES.search(old) is not None
        and _QUIT.search(old) is not None
        and _NOT_QUIT.search(old) is None
        and newly_says(_SMOKES_AGAIN, old, new)
        and not still_to_come(new)
    )
