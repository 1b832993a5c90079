"""A pet that went to live elsewhere: "my cat Caramel sleeps all day", then "Caramel vit chez ma mère maintenant"
(pure).

What the older statement says of a member's pet holds while the pet lives with them. The newer names the same pet
(`name_one_thing`, short names read: "Bruno", "旺财", "코코") and says it lives elsewhere now or was given away, in
a closed class of words in each language (lives with … now, 送回老家, 実家で暮らす, 부모님 댁에서 살아, vive ahora con,
wohnt jetzt bei, vit chez). Whom it went to ("my mom") is where it lives, not another holder of the older fact, so
kin do not stop it; a question, a hedge, an addition or a supposition does (`judgeable`, `supposes`).
"""

from __future__ import annotations

import re

from .update_model import judgeable, name_one_thing, supposes

_PET = re.compile(
    r"\b(?:cat|dog|kitten|puppy|hamster|rabbit|bunny|parrot|budgie|bird|gat[oa]|perr[oa]|conejo|h[áa]mster|loro|"
    r"hund|katze|kater|kaninchen|hasen?|meerschweinchen|wellensittich|chat|chatte|chien|chienne|lapin|perruche)\b"
    r"|猫|狗|金毛|柴|犬|鹦鹉|仓鼠|兔|インコ|ハムスター|うさぎ|고양이|강아지|냥이|댕댕이|앵무새|햄스터|토끼"
    # or a pet by its counting word, whatever its breed ("养了只柯基", "一匹", "한 마리")
    r"|养了?一?[只隻]|一[只隻]|[一二三1-3]匹|한\s?마리|두\s?마리",
    re.IGNORECASE,
)
_LIVES_ELSEWHERE = re.compile(
    r"\b(?:lives (?:with|at) [^.!?]{0,30}now|now lives (?:with|at)|went to live with|rehomed|gave (?:him|her|it) away|"
    r"vive ahora con|ahora vive con|vive con [^.!?]{0,30}ahora|se qued[óa] con|lo regal[ée]|la regal[ée]|"
    r"wohnt (?:jetzt|nun|inzwischen) bei|lebt (?:jetzt|nun|inzwischen) bei|abgegeben|"
    r"vit (?:maintenant )?chez|habite (?:maintenant )?chez|donn[ée]e? [àa]|confi(?:er|[ée]e?s?) (?:\w+ )?[àa]|"
    r"parti(?:e)? (?:vivre )?chez|rehom(?:e|ed|ing)|(?:se ha ido|se fue) a vivir con|"
    r"(?:ist|sind|lebt|leben|wohnt|wohnen) (?:jetzt|nun|inzwischen) bei)\b"
    r"|送回|接回[^，。]{0,6}养|带回老家|送人了|送给|给[^，。]{0,8}养了|送[去到][^，。]{0,12}养|被[^，。]{1,8}领养|実家で暮らす|実家に預け|引き取ってもら|"
    r"引き取られ|里親|에서 살아|에서 지내|입양 보냈|(?:으로|로) 보냈|"
    r"(?:댁|집)으로 보냈",
    re.IGNORECASE,
)


def rehomes_pet(old: str, new: str) -> bool:
    """`old` speaks of its speaker's pet and `new`, naming the same pet, says it lives elsewhere now."""
    return (
        _PET.search(old) is not None
        and _LIVES_ELSEWHERE.search(new) is not None
        and _LIVES_ELSEWHERE.search(old) is None
        and judgeable(new)
        and not supposes(new)
        and name_one_thing(old, new, short_names=True)
    )
