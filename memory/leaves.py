"""Back from leave or from a trip: "I'm on parental leave until March", then "back at work full-time as of Monday";
"在上海出差呢", then "回北京了👌"; "Bin grad auf Dienstreise in Stuttgart", then "Wieder in Berlin 👍" (pure).

Being on leave (parental, maternity, sick: 产假, 育休, 육아휴직, baja, Elternzeit, congé) or away on a trip (出差, 出張,
출장, de viaje, Dienstreise, en déplacement) is a state with an end, and being back after it (返岗, 復帰, 복직,
reincorporado, wieder im Büro, de retour, 回北京了, 서울 복귀, ya en Donosti, rentré à Paris) is that end come. The two
share no word the update model can weigh. A closed class of each in seven languages, in the forms of something done
("back at work", "已返岗", "復帰しました", "복직했습니다", "me he reincorporado"); a return still to come ("I'll be back
in March") is a plan, and the absence holds until then.
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .first_person import of_neither_speaker
from .other_slot import names_coming_period
from .update_model import newly_says

_ON_LEAVE = re.compile(
    r"\b(?:on (?:\w+ )?leave|(?:parental|maternity|paternity|sick) leave|de baja|excedencia|elternzeit|mutterschutz|"
    r"krankgeschrieben|beurlaubt|en cong[ée]|cong[ée] (?:maternit[ée]|paternit[ée]|parental|maladie)|en arr[êe]t)\b"
    r"|休假|产假|陪产假|病假|休产假|育休|育児休業|産休|休職|病休|육아\s?휴직|출산\s?휴가|병가|휴직"
    # away on a trip
    r"|\b(?:on (?:a |my |the )?(?:business |work )?trip|de viaje|en viaje|en d[ée]placement|en voyage|"
    r"auf (?:dienst|geschäfts)?reise|dienstlich unterwegs)\b|出差|出張|旅行中|출장|여행\s?중|"
    # away in military service ("군복무 중", "服兵役"), back when discharged ("전역했다")
    r"군복무|군\s?복무|입대|군대\s?(?:있|가\s?있)|服兵役|在部队",
    re.IGNORECASE,
)
_BACK_AT_WORK = re.compile(
    r"\b(?:(?:i'm|i am|i've been|we're) back|back (?:at|to) work|back in the office|returned to work|"
    r"(?:me he|me|se ha|se) reincorpor\w+|(?:he|hemos|ha) vuelto al trabajo|(?:ya )?estoy de vuelta|"
    r"(?:bin|sind) (?:\w+ ){0,3}(?:wieder|zurück) (?:im büro|da|an bord|bei der arbeit)|"
    r"(?:je suis|nous sommes) de retour|j'ai repris|a repris (?:ses fonctions|son poste|le travail|le boulot|le taf)|"
    r"wieder im büro|(?:he|she|they)(?:'s|'re| is| are) back(?! from)|"
    r"wieder bei der arbeit)\b"
    r"|已[^，。,]{0,6}返岗|返岗了|复工了|复职了|回来上班了|销假"
    r"|復帰(?:いたしました|しました|した)|復職(?:いたしました|しました|した)|職場に戻(?:りました|った)"
    r"|복직(?:했|함|하셨|하였)|복귀(?:했|함|하셨|하였)|전역(?:했|함|하셨|하였)|退伍了"
    # back where one lives: "back in Leeds", "ya en Donosti", "Wieder in Berlin", "Rentré à Paris", "回北京了", "東京に戻った"
    r"|\b(?:back (?:in|home)|got back|ya en|de vuelta (?:en|a)|(?:he|hemos) vuelto|wieder (?:in|zu hause|daheim)|"
    r"zurück (?:in|zu hause|daheim)|(?<!la )rentré(?:e|s|es)? (?:à|a|au|en|chez|de)|de retour (?:à|a|en|au|chez))\b"
    r"|回(?:到)?[^\s，。,!！?？来]{1,3}了|(?:^|[我已])回来了|戻(?:りました|った|ってきた)|帰(?:ってきた|ってきました|りました|った)|帰宅",
    re.IGNORECASE,
)


def returns_from_leave(old: str, new: str) -> bool:
    """`old` says its speaker is on leave or away on a trip, not in a week or month to come, and `new` that they are
    back, a return done, not to come."""
    return (
        _ON_LEAVE.search(old) is not None
        and not names_coming_period(old)
        and newly_says(_BACK_AT_WORK, old, new)
        and not still_to_come(new)
    )


def named_returns_from_leave(old: str, new: str) -> bool:
    """`returns_from_leave`, of one neither statement's speaker is ("Dña. Pilar Ruiz se ha reincorporado hoy" after
    "Dña. Pilar Ruiz estará de baja hasta el 30 de junio"): another member may tell of it."""
    return returns_from_leave(old, new) and of_neither_speaker(old, new)
