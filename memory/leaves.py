"""Back from leave: "I'm on parental leave until March", then "back at work full-time as of Monday" (pure).

Being on leave (parental, maternity, sick: 产假, 育休, 육아휴직, baja, Elternzeit, congé) is a state with an end, and
being back at work after it (返岗, 復帰, 복직, reincorporado, wieder im Büro, de retour) is that end come. The two
share no word the update model can weigh. A closed class of each in seven languages, in the forms of something done
("back at work", "已返岗", "復帰しました", "복직했습니다", "me he reincorporado"); a return still to come ("I'll be back
in March") is a plan, and the leave holds until then.
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .update_model import newly_says

_ON_LEAVE = re.compile(
    r"\b(?:on (?:\w+ )?leave|(?:parental|maternity|paternity|sick) leave|de baja|excedencia|elternzeit|mutterschutz|"
    r"krankgeschrieben|beurlaubt|en cong[ée]|cong[ée] (?:maternit[ée]|paternit[ée]|parental|maladie)|en arr[êe]t)\b"
    r"|休假|产假|陪产假|病假|休产假|育休|育児休業|産休|休職|病休|육아\s?휴직|출산\s?휴가|병가|휴직",
    re.IGNORECASE,
)
_BACK_AT_WORK = re.compile(
    r"\b(?:(?:i'm|i am|i've been|we're) back|back (?:at|to) work|back in the office|returned to work|"
    r"(?:me he|me) reincorpor\w+|(?:he|hemos) vuelto al trabajo|(?:ya )?estoy de vuelta|"
    r"(?:bin|sind) (?:\w+ ){0,3}(?:wieder|zurück) (?:im büro|da|an bord|bei der arbeit)|"
    r"(?:je suis|nous sommes) de retour|j'ai repris)\b"
    r"|已[^，。,]{0,6}返岗|返岗了|复工了|复职了|回来上班了|销假"
    r"|復帰(?:いたしました|しました|した)|復職(?:いたしました|しました|した)|職場に戻(?:りました|った)"
    r"|복직(?:했|함)|복귀(?:했|함)",
    re.IGNORECASE,
)


def returns_from_leave(old: str, new: str) -> bool:
    """`old` says its speaker is on leave and `new` that they are back at work, a return done, not to come."""
    return _ON_LEAVE.search(old) is not None and newly_says(_BACK_AT_WORK, old, new) and not still_to_come(new)
