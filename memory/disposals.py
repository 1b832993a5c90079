"""A thing its speaker had, sold or given away: "still driving my old civic lol", then "said goodbye to the civic, picked
up a used tacoma" (pure).

Having or using a thing (a car, a bike, a console, a piano) is said in a closed class of verbs in each language (have,
drive, ride, use, sigo con, fahre, roule en, 开, 骑, 乗って, 타), and so is parting with it (sold, got rid of, said goodbye
to, traded in, 卖了, 手放した, 팔았, vendí, verkauft, vendu). The newer statement names the thing the older one does (in
a short name too: "civic", "フィット", `name_one_thing`) and says it was parted with, done (`newly_says`: no plan,
question or hedge, no other holder, no other's thing: "Ben sold his PS5"); a name it gives besides is what was got
instead when the speaker speaks of themselves; the older holds one thing alone (no "and": "I have a car and a bike" keeps the
bike) and the newer calls it no former one unless the older does ("mon ancien vélo" is another bike), so what is
retired is that thing's fact and no other.
"""

from __future__ import annotations

import re

from .facts import key_terms
from .first_person import speaks_of_self
from .text import fold
from .update_model import name_one_thing, names_another, newly_says

_HAS = re.compile(
    r"\b(?:i have|i've got|i got|i own|i drive|i ride|i use|driving|riding|tengo|conduzco|llevo|sigo con|uso|"
    r"ich habe|hab(?:e)? (?:ein|einen|eine)|fahre|(?:ich )?fahr (?:ein|einen|eine)|j'ai|je conduis|je roule en)\b"
    r"|我(?:有|开|骑|用)|开的是|骑的是|持って|乗って|使って|타고\s?다녀|타고\s?있|몰고|몰아|있어|"
    # "(차는) 아반떼 타": a car or a bike ridden, the verb closing the sentence
    r"(?<=[가-힣A-Za-z0-9] )타(?:요)?(?=\s*(?:[.!~]|$))",
    re.IGNORECASE,
)
_PARTED = re.compile(
    r"\b(?:sold|got rid of|said goodbye to|gave away|traded in|scrapped|totaled|totalled|vend[íi]|he vendido|me deshice de|"
    r"regal[ée]|verkauft|abgegeben|verschrottet|vendue?s?|revendue?s?|m'en suis s[ée]par[ée]e?|me suis d[ée]barrass[ée]e?)\b"
    r"|卖了|卖掉|出掉了|处理掉|送人了|报废|手放|売った|売却|売りました|廃車|譲った|팔았|팔고|처분|폐차|넘겼",
    re.IGNORECASE,
)
# Another's thing: "Ben sold his PS5", "Marco sold his civic to me".
_ANOTHERS = re.compile(r"\b(?:his|her|their|sein\w*|ihr\w*|son|sa|ses|leur)\b|他的|她的|他们的|彼の|彼女の|그의", re.IGNORECASE)
# The newer calls the thing it parted with a former one, which the older does not: "J'ai acheté mon vélo 1 500 €" and
# "J'ai revendu mon ancien vélo 400 €" are two bikes.
_FORMER = re.compile(
    r"\b(?:old|former|previous|ancien(?:ne)?|viej[oa]|antigu[oa]|anterior|alte[nmrs]?|frühere[nmrs]?)\b"
    r"|旧的|以前的|前の|古い|예전|전에 쓰던",
    re.IGNORECASE,
)
_TWO_THINGS = re.compile(r"\b(?:and|y|e|und|et)\b|和|跟|与|と|や|하고|이랑|랑|과 |와 ", re.IGNORECASE)


_NEAR = 16  # characters around the verb of parting in which the thing is named ("卡罗拉卖了", "sold the civic")


def parts_with(old: str, new: str) -> bool:
    """`old` says its speaker has or uses one thing and `new` that they sold it or gave it away, done."""
    parted = _PARTED.search(new)
    if parted is None:
        return False
    around = fold(new[max(0, parted.start() - _NEAR) : parted.end() + _NEAR])
    return (
        any(term in around for term in key_terms(old) & key_terms(new))
        and _HAS.search(old) is not None
        and _TWO_THINGS.search(old) is None
        and name_one_thing(old, new, short_names=True)
        and (not names_another(old, new) or speaks_of_self(new))  # "vendí el Ibiza y me pillé un León": a name bought
        and _ANOTHERS.search(new) is None
        and (_FORMER.search(new) is None or _FORMER.search(old) is not None)
        and newly_says(_PARTED, old, new)
    )
