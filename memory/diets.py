"""A diet given up: "I'm vegan", then "started eating fish again" or "vegan hab ich aufgegeben" (pure).

A diet (vegan, vegetarian, keto, a diet to lose weight: 吃素, 减肥, 糖質制限, 비건, 키토, vegetariana, Veganer,
végétarienne) holds until its speaker says they gave it up, in one of two closed classes of words in each language:
the diet named again with a verb of giving up ("减肥放弃了", "키토 때려침", "vegan hab ich aufgegeben"), or eating
meat or fish again ("started eating fish again", "he vuelto a comer carne", "je remange de la viande"). A wish or a
doubt ("糖質制限そろそろやめようかな") is no such statement (`newly_says`). The other way, eating anything ends when
a diet is taken up ("I eat everything" -> "went pescatarian this month", "난 가리는 거 없어" -> "요즘 고기 끊고 …").
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .update_model import judgeable, newly_says

_DIET = re.compile(
    r"\b(?:vegan\w*|vegetarian\w*|veggie|keto|pescatarian|pescetarian\w*|on a diet|low[- ]carb|dieta|vegetarier\w*|diät|"
    r"v[ée]g[ée]tarien\w*|v[ée]gan\w*|r[ée]gime)\b|吃素|素食|减肥|节食|生酮|ヴィーガン|ベジタリアン|菜食|ダイエット|糖質制限|"
    r"비건|채식|다이어트|키토",
    re.IGNORECASE,
)
_GIVEN_UP = re.compile(
    r"\b(?:gave up|given up|quit|dropped|stopped|done with|dej[ée]|he dejado|abandon[ée]|aufgegeben|aufgehört|"
    r"abandonn[ée]e?|arr[êe]t[ée]e?|fini le v[ée]g[ée]\w*|fini le r[ée]gime)\b|"
    r"放弃了|不减了|不吃素了|やめた|やめました|辞めた|卒業した|때려침|때려쳤|그만뒀|그만둠|포기했|포기함",
    re.IGNORECASE,
)
_EATS_MEAT_AGAIN = re.compile(
    r"\b(?:eat(?:ing)? (?:meat|fish|chicken) again|(?:started|back to) eating (?:meat|fish|chicken)|"
    r"(?:he |has |hemos )?vuelto a comer (?:carne|pescado|pollo)|vuelvo a comer (?:carne|pescado)|"
    r"ess\w* wieder (?:fleisch|fisch)|je remange|remange(?:r)? de la viande|remange(?:r)? du poisson)\b"
    r"|又开始吃肉|重新吃肉|开始吃肉了|开荤了|また肉を食べ|肉を食べ始め|다시 고기|고기 먹기 시작",
    re.IGNORECASE,
)

# Eating anything, the state a diet taken up ends ("I eat everything" -> "went pescatarian this month").
_EATS_ANYTHING = re.compile(
    r"\b(?:eat (?:everything|anything)|no (?:dietary )?restrictions|como de todo|ess(?:e)? alles|"
    r"(?:je )?mange de tout)\b|啥都吃|什么都吃|不忌口|不挑食|何でも食べ|好き嫌いない|가리는 (?:거|것) 없|다 잘 먹",
    re.IGNORECASE,
)
_NO_MEAT_NOW = re.compile(
    r"\b(?:no (?:meat|pork) (?:anymore|now)|fish only|only fish|kein fleisch mehr|nur noch fisch|sin carne|"
    r"plus de viande)\b|只吃鱼|不吃肉了|肉やめ|魚と野菜だけ|고기 끊",
    re.IGNORECASE,
)
# Going on a diet said with "going" alone is to come ("I'm going vegan in January").
_GOING_ON = re.compile(r"\bgoing (?:vegan|vegetarian|veggie|keto|pescatarian)\b", re.IGNORECASE)


def takes_up_diet(old: str, new: str) -> bool:
    """`old` says its speaker eats anything, and `new` that they keep a diet now, done (no plan, no wish)."""
    if _EATS_ANYTHING.search(old) is None or still_to_come(new) or _GOING_ON.search(new):
        return False
    return newly_says(_DIET, old, new) or newly_says(_NO_MEAT_NOW, old, new)


def gives_up_diet(old: str, new: str) -> bool:
    """`old` says its speaker keeps a diet, and `new` says they gave it up: the diet named with a verb of giving up,
    or meat or fish eaten again."""
    if _DIET.search(old) is None or not judgeable(new):
        return False
    named_and_given_up = _DIET.search(new) is not None and newly_says(_GIVEN_UP, old, new)
    return named_and_given_up or newly_says(_EATS_MEAT_AGAIN, old, new)
