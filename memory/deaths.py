"""One named in an older statement died: "unser Hund heißt Bello", then "Bello ist letzte Woche gestorben 💔" (pure).

Dying is said in a closed class of words in each language (died, passed away, RIP, se nos fue, gestorben, nous a
quittés, 去世, 走了, 亡くなった, 虹の橋, 天国に行った, 무지개다리 건넜어, and a burial), and what it ends is what the
older statement says of the one who died, named by both (`name_one_thing`: "Bello", "초코"): that they live, their
age, that they are well.
"""

from __future__ import annotations

import re

from .text import matched_words
from .update_model import name_one_thing, newly_says

_DIED = re.compile(
    r"\b(?:died|passed away|passed on|put down|put to sleep|rest in peace|muri[óo]|falleci[óo]|se (?:nos )?fue|"
    r"gestorben|verstorben|eingeschl[äa]fert|est mort|est morte|d[ée]c[ée]d[ée]e?|nous a quitt[ée]s|"
    # a burial says the death ("ayer enterramos a Lola", "wir haben Bella begraben", "on a enterré Câline")
    r"buried|enterr(?:amos|ado|ada|é|ée)|begraben|beerdigt)\b|(?-i:\bRIP\b)"
    # "rip" in lower case when a sign of grief follows ("rip biscuit 💔"), not "rip my phone screen lol"
    r"|(?-i:\brip\b)(?=[^.!?\n]*[💔🕊🌈😢😭])"
    r"|去世|过世|(?<![搬拿带帶飞飛跑开開赶趕送抢搶偷溜逃接领領])走了|没了|離世|埋了"  # not 搬走了, 带走了: moved, taken away
    r"|亡くな|虹の橋|天国に行|見送り|旅立|"
    r"(?<![脚足腰体肩腕頭喉目耳心])(?<![脚足腰体肩腕頭喉目耳心]が)死ん|"  # not "脚死んだ" (tired legs)
    r"무지개다리|죽었|하늘나라|세상을 떠",
    re.IGNORECASE,
)
# Those whose animals and kin a member speaks of beside their own: the neighbours' dog, a friend's grandmother.
_OTHERS = re.compile(
    r"\b(?:neighbou?rs?|friends?|colleagues?|nachbar\w*|freund\w*|kolleg\w*|vecin[oa]s?|amig[oa]s?|compañer[oa]s?|"
    r"voisin\w*|amie?s?|coll[èe]gues?)\b|邻居|鄰居|朋友|同事|隣|友達|友だち|同僚|이웃|친구|동료",
    re.IGNORECASE,
)


def passes_away(old: str, new: str) -> bool:
    """`new` says one `old` names died, names no neighbour, friend or colleague `old` does not, and is a statement about no
    other slot. A short name counts ("团子", "柴犬"): a pet's name is often one pair of characters."""
    others = matched_words(_OTHERS, new) - matched_words(_OTHERS, old)
    return newly_says(_DIED, old, new) and not others and name_one_thing(old, new, short_names=True)
