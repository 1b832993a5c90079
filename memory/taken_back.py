"""A plan taken back: "moving to Bristol in September!!", then "scrap Bristol, the job fell through, staying in London";
"4月から名古屋転勤になります", then "転勤の話なくなりました！東京残留です"; "다음 달에 제주도로 이사 가", then "제주 이사 없던
일로 했어 서울에 그냥 있기로" (pure).

What a member planned stops being true when they take it back, and the words of taking a plan back are a closed class
in each language ("scrap", "fell through", "拒了", "話がなくなった", "없던 일", "zurückgezogen"), as are those of staying
where one is ("staying in London", "还是留北京", "東京残留", "je reste à Paris"). The newer statement says one of them and
names, outside those words, what the older planned ("Bristol", "上海", "転勤", "제주 이사"): the place one stays in is no
name of the plan ("ich bleib in München" takes back nothing a statement about München said). Not in a question, nor a
statement about another slot, nor after an older that took something back itself.
"""

from __future__ import annotations

import re

from .facts import key_terms
from .other_slot import other_slot
from .update_model import FUNCTION_TERMS, asks, judgeable, name_one_thing

_TAKEN_BACK = re.compile(
    r"\b(?:scrap(?:ped)?|fell through|not happening|off the table|not \w+ing after all|"
    r"c'est annulé|tombé à l'eau|al final no|al final nada|se ha caído|se cae|se cayó|doch nicht|zurückgezogen|geplatzt)\b"
    r"|话没了|不去了|拒了|黄了|泡汤|話(?:が|は)?なくな|なくなりました|なくなった|白紙|없던 일|무산|취소됐|안 가기로|철회|"
    r"(?<=[\u3040-\u30ff\u4e00-\u9fff])なし(?=で|[！!。、]|$)",
    re.IGNORECASE,
)
# Staying where one is, with the place: "staying in London", "je reste à Paris", "还是留北京", "東京残留", "서울에 그냥 있기로".
_STAYING = re.compile(
    r"\b(?:staying (?:in|at|put)|(?:finalement )?je reste (?:à|a|en)|me quedo en|bleib(?:e)? (?:doch )?(?:in|hier|bei))\s*\S*"
    r"|还是留\S{0,4}|留在\S{0,4}|\S{0,4}残留|\S{0,4}(?:에|서) 그냥 있기로",
    re.IGNORECASE,
)
# Staying said alone, after a plan to leave a home or a job: "Finalement je reste", "Bleib doch", "staying put",
# "今の会社残ることにした", "me quedo al final", "想了想还是不走了".
_STAYING_ALONE = re.compile(
    r"\b(?:staying put|i'?m staying|finalement je reste|je reste finalement|bleib(?:e)? doch|ich bleib(?:e)? doch|"
    r"me quedo al final|al final me quedo|me quedo)\b|残ることにした|残ることになった|残ります|还是不走了|不走了|留下来了",
    re.IGNORECASE,
)
# A plan to leave a home or a job: "moving to", "je démissionne", "ich kündige", "転職するつもり", "下个月辞职".
_LEAVING_PLAN = re.compile(
    r"\b(?:moving to|move to|quitting|going to quit|handing in my notice|me mudo|me voy a mudar|dimito|voy a dejar el curro|"
    r"ziehe? (?:\w+ )?(?:nach|um)|kündige|je d[ée]m[ée]nage|je d[ée]missionne|je quitte mon (?:job|boulot|poste)|"
    r"switching to|me voy de \w+)\b|"
    r"搬去|搬到|辞职|离职|引っ越す|引っ越し予定|転職する|辞める|退職する|이사\s?가|퇴사할|퇴사함|이직할",
    re.IGNORECASE,
)
# A plan taken back as a whole at the newer statement's start, naming nothing ("Doch nicht, hab ein Gegenangebot
# angenommen", "al final no me voy", "scrap that, staying on days after all"): what it takes back is the plan just told.
_TAKEN_BACK_WHOLE = re.compile(
    r"^\W*(?:doch nicht|al final no|scrap that|scratch that|finalement non|finalement pas)\b", re.IGNORECASE
)
# A plan to give a pastime or a club up: "J'arrête le foot à la fin de la saison", "dejo el coro", "ich höre mit dem
# Chor auf", "今月で部活辞めます", "quitting the choir".
_QUITTING_PLAN = re.compile(
    r"\b(?:quitting|(?:i'?m|i am) going to quit|i'?ll quit|j'arr[êe]te|je vais arr[êe]ter|dejo|voy a dejar|"
    r"h[öo]re? (?:\w+ ){0,4}auf)\b|"
    r"辞め(?:る|ます)|やめ(?:る|ます)|不(?:干|练|学|去)了|그만\s?(?:둘|두기로|둘게|할)",
    re.IGNORECASE,
)
# Going on with it, said of the pastime the plan named: "je continue le foot", "sigo con el coro", "mach weiter mit dem
# Chor", "keep going with choir", "继续踢球", "계속 다닐게".
_CONTINUING = re.compile(
    r"\b(?:(?:i'?ll|i will|gonna) (?:keep|stay|carry on)|keep going|carrying on|continuing|je continue|on continue|"
    r"sigo (?:con|en)|seguiré (?:con|en)|mach(?:e)? (?:\w+ )?weiter)\b|続け(?:ます|る)|继续|계속",
    re.IGNORECASE,
)
# The plan's own verb given up in Japanese: "辞めるのやめた" after "今月で部活辞めます" (to quit is what stopped).
_JA_PLAN_DROPPED = re.compile(r"(?P<verb>[\u4e00-\u9fff])[ぁ-ゖ]{0,3}の(?:を)?(?:やめ|止め)(?:た|ました|る|ます)")
_CHINESE_OR_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_HANGUL_TERMS_SHARED = 2  # a Hangul word alone is as often a verb ("온대") as a plan's name


def _says_it(text: str) -> bool:
    """The text takes a plan back or says its speaker stays where they are."""
    return _TAKEN_BACK.search(text) is not None or _STAYING.search(text) is not None


# The plan's own verb denied as no longer meant, in Chinese: "不辞了" after "我打算下个月辞职", "不搬了" after "下个月搬去深圳".
_NOT_ANY_MORE = re.compile(r"(?:^|[，,。！!、\s]|算了|还是)(?:我|那就|就)?不(?P<verb>[\u4e00-\u9fff])了")
# A taking back that points at what was just said ("scrap that", "scratch that"): a short name of the plan is enough.
_POINTS_BACK = re.compile(r"\b(?:scrap|scratch|forget) (?:that|this)\b", re.IGNORECASE)


# The plan named right before the Korean word that withdraws it: "퇴사 철회함", "자퇴를 취소했어".
_KO_WITHDRAWN = re.compile(r"(?P<plan>[\uac00-\ud7a3]{2,})\s?(?:을|를)?\s?(?:철회|취소)")


def _denies_its_verb(old: str, new: str) -> bool:
    """`new` says in Chinese that it no longer does the verb of a two-character word `old` plans with ("不辞了": 辞职),
    in Korean withdraws what `old` names ("퇴사 철회함" after "…퇴사함"), or in Japanese stops doing the verb `old`
    planned ("辞めるのやめた")."""
    if any(match.group("plan") in old for match in _KO_WITHDRAWN.finditer(new)):
        return True
    if any(match.group("verb") in old for match in _JA_PLAN_DROPPED.finditer(new)):
        return True
    return any(re.search(rf"{match.group('verb')}[\u4e00-\u9fff]", old) for match in _NOT_ANY_MORE.finditer(new))


def takes_back_plan(old: str, new: str) -> bool:
    """`new` takes back the plan `old` announced, or stays where it was to move from: a word of taking back or of
    staying, and, outside them, a name of what `old` planned (a short one after a word that points back: "scrap that,
    staying at the gym"); or goes on with the pastime `old` planned to quit, naming it ("je continue le foot"); or denies
    the plan's own verb (`_denies_its_verb`: "算了不辞了"), or takes back a plan to leave a home or a job as a whole
    (`_TAKEN_BACK_WHOLE`: "Doch nicht, …" after "Ich kündige zum 30.6."); `new` asks nothing and is of no other slot."""
    if _says_it(old) or not judgeable(new) or asks(new) or other_slot(old, new):
        return False
    if _denies_its_verb(old, new):
        return True
    staying = _STAYING_ALONE.search(new) or (_STAYING.search(new) and _POINTS_BACK.search(new))
    if _LEAVING_PLAN.search(old) and (staying or _TAKEN_BACK_WHOLE.match(new)):
        return True  # "Finalement je reste, ils m'ont proposé un CDI" after "Je démissionne le mois prochain"
    if _QUITTING_PLAN.search(old) and _CONTINUING.search(new):  # "je continue le foot" after "J'arrête le foot …"
        return name_one_thing(old, _CONTINUING.sub(" ", new), short_names=bool(_CHINESE_OR_JAPANESE.search(old)))
    if not _says_it(new):
        return False
    rest = _STAYING.sub(" ", _TAKEN_BACK.sub(" ", new))
    if _HANGUL.search(old) and _HANGUL.search(rest):
        return len((key_terms(old) & key_terms(rest)) - FUNCTION_TERMS) >= _HANGUL_TERMS_SHARED
    short = bool(_CHINESE_OR_JAPANESE.search(old + rest)) or _POINTS_BACK.search(new) is not None
    return name_one_thing(old, rest, short_names=short)
