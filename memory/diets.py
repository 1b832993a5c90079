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
from .no_longer import CLAUSE_BREAK
from .update_model import judgeable, may_restate_in_kind, newly_says, opens_with_another_name

_DIET = re.compile(
    r"\b(?:vegan\w*|vegetarian\w*|veggie|keto|pescatarian|pescetarian\w*|on a diet|low[- ]carb|dieta|vegetarier\w*|diät|"
    r"v[ée]g[ée]tarien\w*|v[ée]gan\w*|r[ée]gime|gluten[- ]free|sin gluten|glutenfrei|sans gluten|intermittent fasting|"
    r"intervallfasten|je[uû]ne intermittent|ayuno intermitente)\b|吃素|素食|减肥|节食|生酮|无麸质|ヴィーガン|ベジタリアン|菜食|"
    r"ダイエット|糖質制限|グルテンフリー|断食|비건|채식|다이어트|키토|글루텐\s?프리|간헐적\s?단식",
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
    r"ess\w* (?:[\w-]+ ){0,4}wieder (?:fleisch|fisch)|je remange|remange(?:r)? de la viande|remange(?:r)? du poisson|"
    r"mange (?:à|de) nouveau (?:de la viande|du poisson))\b"
    r"|又开始吃肉|重新吃肉|开始吃肉了|开荤了|また[^。！!]{0,6}肉[^。！!]{0,2}食べ|肉を食べ始め|다시 고기|고기 먹기 시작",
    re.IGNORECASE,
)
# Not eating meat, said of oneself: a vegetarian diet in other words ("I don't eat meat", "不吃肉", "肉は食べません",
# "고기를 먹지 않", "no como carne", "ich esse kein Fleisch", "je mange pas de viande").
_NO_MEAT = re.compile(
    r"\b(?:(?:don'?t|do not|never) eat meat|no meat for me|no como carne|(?:esse?|ess) kein(?:en)? fleisch|"
    r"(?:ne )?mange (?:pas|jamais) de viande|pas de viande pour moi)\b|"
    r"不吃肉|肉(?:と魚|も魚も)?(?:は|を)?(?:食べ(?:ない|ません|られない)|ダメ)|"
    r"고기(?:랑|나|도)?\s?생선(?:도)?\s?(?:둘 다\s?)?안 먹|"
    r"고기(?:를|는)? ?(?:안 먹|먹지 않)",
    re.IGNORECASE,
)
_VEGETARIAN = re.compile(
    r"\b(?:vegetarian\w*|veggie|vegetarier\w*|v[ée]g[ée]tarien\w*|v[ée]g[ée])(?![\w-])|素食|吃素|ベジタリアン|菜食|채식",
    re.IGNORECASE,
)
_VEGAN = re.compile(
    r"\b(?:vegan\w*|v[ée]gan\w*|veganer\w*|"
    # no food of animals at all, in other words
    r"(?:don'?t|do not|never) eat (?:any )?animal products|no animal products|(?:nada|nothing) de origen animal|"
    r"no como (?:nada de origen animal|productos animales)|(?:nix|nichts) tierisches|keine tierischen produkte|"
    r"(?:rien|pas de produits?) d'origine animale)\b|"
    r"纯素|不吃任何动物|ヴィーガン|動物性(?:食品|のもの)(?:は|を)?食べ(?:ない|ません)|"
    r"비건|동물성\s?(?:음식|식품)(?:은|는)?\s?안 먹",
    re.IGNORECASE,
)
# A diet denied ("I'm not vegetarian", "no soy vegana", "kein Vegetarier", "pas végé", "不是素食", "じゃない", "아니"), or said
# to hold no longer or no more ("kein Fleisch mehr", "plus de viande"): no diet restated
_NOT_THE_DIET = re.compile(
    r"\b(?:not|no soy|no es|kein\w*|nicht|pas|plus|mehr|anymore|ya no|no longer)\b|不是|不再|じゃない|ではない|아니|않았",
    re.IGNORECASE,
)

# Eating anything, the state a diet taken up ends ("I eat everything" -> "went pescatarian this month").
_EATS_ANYTHING = re.compile(
    r"\b(?:eat (?:literally )?(?:everything|anything)|no (?:dietary )?restrictions|(?:como|comer) de todo|ess(?:e)? alles|"
    r"(?:je )?mange de tout)\b|啥都(?:能)?吃|什么都(?:能)?吃|不忌口|不挑食|何でも食べ|好き嫌いない|"
    r"食べ(?:れ|られ)ないもの(?:は)?(?:特に)?ない|가리는 (?:거|것) 없|다 잘 먹",
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
    """`old` says its speaker keeps a diet (or eats no meat), and `new` says they gave it up: the diet named with a verb
    of giving up, meat or fish eaten again, or anything eaten."""
    if (_DIET.search(old) is None and _NO_MEAT.search(old) is None) or not judgeable(new):
        return False
    if opens_with_another_name(old, new):
        return False  # "Rosa's eating meat again": another member's diet
    kept = _families(old) | ({"meat"} if _NO_MEAT.search(old) else set())
    named_and_given_up = bool(_families(new) & kept) and newly_says(_GIVEN_UP, old, new)
    # or eating anything now ("dont stress about food for me, I eat literally anything", "我不挑食，啥都能吃")
    eats_anything = newly_says(_EATS_ANYTHING, old, new) and _EATS_ANYTHING.search(old) is None
    meat_again = "meat" in kept and newly_says(_EATS_MEAT_AGAIN, old, new)  # not "sin gluten" ended by meat
    return named_and_given_up or eats_anything or meat_again


# The families of diets: one given up ends only a diet of its family ("断食やめた" ends no "ヴィーガン").
_FAMILIES = {
    "meat": re.compile(
        r"v[ée]gan|vegetari|veggie|pesc[ae]tarian|v[ée]g[ée]|吃素|素食|ヴィーガン|ベジタリアン|菜食|비건|채식", re.IGNORECASE
    ),
    "carbs": re.compile(r"keto|low[- ]carb|生酮|糖質制限|키토", re.IGNORECASE),
    "weight": re.compile(r"on a diet|dieta|diät|r[ée]gime|减肥|节食|ダイエット|다이어트", re.IGNORECASE),
    "gluten": re.compile(r"gluten|无麸质|グルテン|글루텐", re.IGNORECASE),
    "fasting": re.compile(r"fasting|fasten|je[uû]ne|ayuno|断食|단식", re.IGNORECASE),
}


def _families(text: str) -> set[str]:
    return {family for family, named in _FAMILIES.items() if named.search(text)}


def _diet_kept(text: str) -> str | None:
    """Which diet the statement says its speaker keeps, vegan or vegetarian (not eating meat is one), or None: none,
    or one denied, given up or said to hold no more. A denial counts in a clause that names a diet: "ich ess vegan,
    bringt mir bitte keinen Käse mit" keeps one."""
    if _GIVEN_UP.search(text) or _EATS_MEAT_AGAIN.search(text):
        return None
    named = [clause for clause in CLAUSE_BREAK.split(text) if any(p.search(clause) for p in (_VEGAN, _VEGETARIAN, _NO_MEAT))]
    if not named or any(_NOT_THE_DIET.search(_NO_MEAT.sub(" ", clause)) for clause in named):
        return None
    if _VEGAN.search(text):
        return "vegan"
    return "vegetarian"


def restates_diet(old: str, new: str) -> bool:
    """`new` says again the diet `old` says, in other words ("vegetarian here, fyi for the bbq" after "I don't eat meat",
    "我不吃肉哈" after "我是素食者"), with no word of change, of another slot or another holder (`may_restate_in_kind`)."""
    kept = _diet_kept(old)
    return (
        kept is not None and _diet_kept(new) == kept and may_restate_in_kind(old, new, _VEGAN if kept == "vegan" else _VEGETARIAN)
    )
