"""What a member says holds no longer: "je suis vegan", then "je suis plus vegan, le fromage a gagné"; or what they
did they quit: "ヨガ教室に週2で通ってる", then "ヨガ辞めてボルダリング始めた" (pure).

"No longer", "not … anymore", "ya no", "nicht mehr", "ne … plus", "不再", "不…了", "もう…ない", "더 이상", "이제 … 안"
are a closed class in each language, and what they deny is named in their own clause: when that clause names the
thing the older statement said ("vegan", "picante", "恐怖片", "町内会の役員"), the older no longer holds. The update model
weighs the denial with the rest of the message ("…, tea only now", "…, le fromage a gagné") and leaves many such pairs
under its bars. Not when the older statement denies something itself ("ich arbeite nicht mehr am Wochenende" beside
"ich arbeite nicht mehr nachts": two things no longer done), nor of another slot, nor in a question or a hedge.
"""

from __future__ import annotations

import re

from .facts import negated
from .other_slot import other_slot
from .update_model import judgeable, name_one_thing

# French "plus" denies only after a verb or before a state ("je suis plus vegan", "je prends plus la voiture"), not in
# "plus que", "plus de", "en plus", "non plus".
_NO_LONGER = re.compile(
    r"\b(?:any ?more|no longer|ya no|nicht mehr|kein\w* (?:\w+ )?mehr|"
    r"(?:ne|n'|suis|est|c'est|fais|mange|bois|prends|travaille|supporte|vais)\s+(?:\w+\s+)?"
    r"plus(?! que| de| tard| tôt| loin| jamais| d')|plus (?:végé\w*|vegan\w*|célibataire|fumeu\w+))\b"
    r"|不再|不.{1,4}了|もう.{0,12}(?:ない|ません|じゃない|やめ)|더\s?이상|이제(?:\s?\S{1,6}){0,2}\s?안",
    re.IGNORECASE,
)
# What ends a clause inside one message: what a structure says must be said in one clause.
CLAUSE_BREAK = re.compile(r"[,，、;；.。!！?？\n]")


def no_longer_holds(old: str, new: str) -> bool:
    """`new` says in one clause that what `old` names holds no longer; `old` denies nothing itself, and `new` is a
    statement about no other slot."""
    if negated(old) or _NO_LONGER.search(old) or other_slot(old, new) or not judgeable(new):
        return False
    return any(_NO_LONGER.search(clause) and name_one_thing(old, clause) for clause in CLAUSE_BREAK.split(new))


# Quitting done, not planned: "quit", "dropped out of", "gave up", "辞めた", "やめて", "退出了", "放弃了", "그만뒀어",
# "dejé", "aufgehört", "j'ai arrêté". What is quit is named in the same clause.
_QUIT = re.compile(
    r"\b(?:(?:i|i've|i have|just|finally|we|we've) quit|dropped out of|gave up(?: on)?|stopped going to|"
    r"dej[ée] (?:el|la|los|las|de)|he dejado|abandon[ée]|lo dej[ée]|"
    r"aufgehört|aufgegeben|hingeschmissen|abgebrochen|(?:i'm|i am) done with|"
    r"j'ai (?:arrêté|abandonné|lâché)|on a arrêté)\b"
    r"|退出了|放弃了|退坑了|不去了|戒了|戒掉了|(?:辞|や)め(?:た(?!い|く|かっ|ら|方|ほう)|て(?!な|み|お|よ)|ました|ちゃった)|退会し|그만뒀|그만둠|그만두고|관뒀|관둠|접었|접음",
    re.IGNORECASE,
)


def quits(old: str, new: str) -> bool:
    """`new` says in one clause that its speaker quit what `old` names (a club, a class, a race: short names read,
    "ヨガ"); `old` quits nothing itself, and `new` is a statement about no other slot."""
    if _QUIT.search(old) or other_slot(old, new) or not judgeable(new):
        return False
    return any(_QUIT.search(clause) and name_one_thing(old, clause, short_names=True) for clause in CLAUSE_BREAK.split(new))
