"""A pregnancy that ended in a birth: "Emma is 6 months pregnant!!", then "Emma had the baby! little girl, 3.2kg" (pure).

Being pregnant is a state with an end, said in a closed class of words in each language (pregnant, expecting,
embarazada, schwanger, enceinte, 怀孕, 妊娠, 임신), and so is its end (had the baby, gave birth, was born, dio a luz,
geboren, a accouché, 生了, 出産, 순산). The older statement says someone is pregnant, the newer that the baby came,
done (`newly_says`: no plan, question, hedge or other slot), naming nobody the older does not (`names_another`,
`opens_with_another_name`): "my sister had her baby" or "Sora had the baby" leaves "Emma is pregnant".
"""

from __future__ import annotations

import re

from .first_person import of_neither_speaker
from .update_model import names_another, newly_says, opens_with_another_name

_PREGNANT = re.compile(
    r"\b(?:pregnant|expecting (?:a |our |their |her |his )?(?:baby|boy|girl|twins|first|second|little)|embarazada|"
    r"schwanger|enceinte)\b|怀孕|懷孕|妊娠|임신",
    re.IGNORECASE,
)
_BORN = re.compile(
    r"\b(?:had (?:the|her|a|their|our) (?:bab(?:y|ies)|little|twins)|gave birth|(?:baby|little one) (?:is|was|'s) (?:here|born)|"
    r"(?:was|were) born|dio a luz|ha dado a luz|naci[óo]|ha nacido|geboren|(?:ist|sind) da\b|entbunden|"
    r"a accouch[ée]|(?:est|sont) n[ée]e?s?)\b|"
    # mother and child well, as a birth is announced: "母子平安", "母子ともに元気", "산모와 아기 모두 건강" ("mum and baby are
    # well" is not read: "mum" is a word of kin, another holder to `other_slot`)
    r"生了(?![病气氣锈])|出生了|生下|(?:生|産)まれ(?:た|まし)|出産し|낳았|순산|출산했|태어났|母子平安|母子(?:ともに)?(?:健康|元気)|"
    r"산모(?:와|랑|도) 아기(?:도)? (?:모두 )?건강",
    re.IGNORECASE,
)


# The baby's own name, which names no other parent ("un petit Léo", "a little girl named Ava", "se llama Lucía"), and
# the German nouns for the baby, capitalised as names are ("Meikes Baby", "die Kleine").
_BABYS_NAME = re.compile(
    r"\b(?:(?:little (?:boy|girl|one)|petite?|named|called|se llama|llamad[oa]|namens|hei(?:ß|ss)t|pr[ée]nomm[ée]e?)\s+\w+|"
    r"baby|kleine|kind|sohn|tochter|junge|mädchen)\b",
    re.IGNORECASE,
)


def gives_birth(old: str, new: str) -> bool:
    """`old` says someone is pregnant and `new` that the baby was born, naming nobody `old` does not (but the baby)."""
    if _PREGNANT.search(old) is None or not newly_says(_BORN, old, new):
        return False
    told = _BABYS_NAME.sub(" ", _as_named(old, new))
    return not names_another(old, told) and not opens_with_another_name(old, told)


def _as_named(old: str, new: str) -> str:
    """`new` with a German or Dutch possessive of a name `old` gives read as the name ("Meikes Baby": "Meike Baby")."""
    for name in set(re.findall(r"\b[A-ZÀ-Þ][a-zà-ÿ]+\b", old)):
        new = re.sub(rf"\b{re.escape(name)}s\b", name, new)
    return new


def birth_of_the_one_named(old: str, new: str) -> bool:
    """`gives_birth`, of someone neither statement's speaker is: another member may tell of it."""
    return gives_birth(old, new) and of_neither_speaker(old, new)
