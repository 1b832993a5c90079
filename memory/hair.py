"""Hair cut or dyed: "髪はずっと黒のロング", then "ばっさりボブにして金髪にした"; "머리 장발로 기르는 중", then "결국 투블럭으로
밀었다ㅋㅋ"; "I've had long hair since uni", then "chopped it all off, pixie cut now" (pure).

How a member wears their hair is one look at a time. The older statement says it (a closed class of words for hair in
each language: hair, 髪, 머리, pelo, Haare, cheveux, 头发); the newer says it was cut, shaved or dyed, done (cut, chopped,
dyed, 切った, 染めた, 잘랐, 밀었다, me corté, geschnitten, gefärbt, coupé, teint, 剪了, 染了), and names hair or a
hairstyle (bob, pixie, buzz cut, ボブ, ショート, 투블럭, 단발, flequillo, Pony, frange). A plan, a question or another's
hair ("my sister cut her hair") is none.
"""

from __future__ import annotations

import re

from .other_slot import names_kin, other_slot
from .update_model import judgeable, supposes

_HAIR = re.compile(
    r"\b(?:hair|pelo|cabello|melena|haare?n?|frisur|cheveux|coupe)\b|髪|ヘア|머리|헤어|头发|頭髮|发型",
    re.IGNORECASE,
)
_STYLE = re.compile(
    r"\b(?:bob|pixie|buzz ?cut|undercut|fringe|bangs|mullet|flequillo|media melena|pony|kurzhaar\w*|frange|"
    r"carr[ée])\b|ボブ|ショート|ベリーショート|坊主|前髪|투블럭|단발|숏컷|삭발|앞머리|短发|寸头|刘海|齐耳",
    re.IGNORECASE,
)
_CUT_OR_DYED = re.compile(
    r"\b(?:cut|chopped|shaved|buzzed|dyed|bleached|went (?:blonde|red|pink|short)|me (?:cort[ée]|rap[ée]|te[ñn][íi])|"
    r"(?:ab)?geschnitten|abrasiert|gef[äa]rbt|blondiert|coup[ée]s?|ras[ée]s?|teint)\b|"
    r"切った|切りました|染めた|染めました|ばっさり|잘랐|밀었|염색했|剪了|染了|剃了",
    re.IGNORECASE,
)
_PLAN = re.compile(r"\b(?:want|wanna|thinking|gonna|will|quiero|voy a|möchte|werde|veux|vais)\b|したい|予定|할까|想", re.I)


def changes_hair(old: str, new: str) -> bool:
    """`old` says how the speaker wears their hair, `new` that it was cut, shaved or dyed into a look it names."""
    if _HAIR.search(old) is None or names_kin(old) or names_kin(new):
        return False
    if _CUT_OR_DYED.search(new) is None or (_HAIR.search(new) is None and _STYLE.search(new) is None):
        return False
    return _PLAN.search(new) is None and judgeable(new) and not supposes(new) and not other_slot(old, new)
