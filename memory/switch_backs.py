"""A switch taken back: "bin auf Hafermilch umgestiegen", then "wieder normale Milch, Hafermilch war nix für mich"
(pure).

A member who says they switched to something (switched to, 换成, にした, 바꿨어, me he pasado al, umgestiegen, passé
au) and later that they went back (back to, again, 又…回, 戻した, 다시, wieder, zurück, he vuelto, revenu) names
the same thing in both (`name_one_thing`, short names read: "可乐", "디카페인"): the switch no longer holds. Unlike
`corrections.reverts`, which takes back an event moved and needs a value of its kind, this reads a habit or a thing
used, and names no value. Going somewhere is no switch ("I went to Lisbon last summer" / "can't wait to go back to
Lisbon"), nor is a move of home ("we moved to Osaka" / "going back to Osaka next week" is a trip), and a return still
to come ("I'll switch back") is none.
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .update_model import name_one_thing, newly_says

_SWITCHED = re.compile(
    r"\b(?:switched (?:\w+ ){0,2}(?:to|over)|changed to|went over to|me he pasado al?|me pas[ée] al?|cambi[ée] al?|"
    r"umgestiegen|umgestellt|gewechselt|pass[ée]e? (?:au|à la|aux|à)|suis pass[ée]e?)\b"
    r"|换成|换了|换[^回，。,\s]{1,6}了|改喝|改用|にした|に変えた|に変更した|に乗り換え|바꿨|바꿈|갈아탔|으로 바꿔",
    re.IGNORECASE,
)
_WENT_BACK = re.compile(
    r"\b(?:back (?:to|on)|switched back|went back|again|like before|as before|vuelvo al?|he vuelto al?|de nuevo|otra vez|"
    r"wieder|zur[üu]ck zu[mr]?|revenu[e]? (?:à|au)|reviens (?:à|au)|retour (?:au|à|chez)|de nouveau|comme avant)\b"
    r"|又[^，。,]{0,6}回|换回|改回|回到|戻した|戻った|戻りました|다시|원래대로",
    re.IGNORECASE,
)


def switches_back(old: str, new: str) -> bool:
    """`old` says its speaker switched to something, `new` that they went back, done, and both name the thing ("retour
    chez Orange, Free c'était la galère" after "je suis passée chez Free"). Going back to another thing named
    ("换回苹果了" after "我换安卓了") is left to the model: without one thing named, "戻した" reads any older switch as the
    one taken back ("普通のコーヒーに戻した" beside "髪ピンクにした")."""
    return (
        _SWITCHED.search(old) is not None
        and newly_says(_WENT_BACK, old, new)
        and not still_to_come(new)
        and name_one_thing(old, new, short_names=True)
    )
