"""A statement told of a member by name, read as if of its speaker: "heads up, Chloe and Tyler broke up last week"
beside Chloe's "Me and Tyler have been together 3 years"; "예린이 헤어졌대" beside 예린's "남친이랑 다음 달에 1000일이야"
(pure).

The structures that end a member's own statement (a breakup, a move, a job left) read the speaker's words, and a name
they do not hold reads as another person's fact. Told by another member, the same change names the member instead: with
that name taken out, what is left is read as the member's own. Names are found as words in alphabets with spaces
("Chloe"), and as the run of characters itself in Chinese, Japanese and Korean, which write a name with its honorific
or particle attached ("りなちゃん", "예린이", "小林的"). Nothing here retires: the writer only names the older statement
as kept, for its own speaker to confirm; and when that member confirms it ("Oui c'est confirmé, juin à Biarritz" by
Inès after "Inès se marie en juin à Biarritz !"), the older stands for both.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .assent import after_assent
from .change_cues import says_change, says_it_stays, still_to_come, without_restating_words
from .corrections import replaces_in_kind
from .diets import restates_diet
from .facts import key_terms
from .home_and_work import MOVED_HOME
from .other_slot import names_kin, other_slot
from .text import fold, name_words, unaccented
from .update_model import (
    FUNCTION_TERMS,
    adds_no_value,
    asks,
    gives_the_same_values,
    judgeable,
    name_one_thing,
    names_nothing_new,
    says_it_changes,
    swaps_terms,
    values,
)

# A name in Chinese, Japanese or Korean characters: two at least (one is a word as often as a name).
_CJK_NAME = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]{2,}")
_LATIN_NAME_PART = 3  # letters at least of a name's part read as a word (`name_words`)
_SHORT_NAME = 4  # letters a name called short keeps of it


def _cjk_names(name: str) -> list[str]:
    """The runs of Chinese, Japanese or Korean characters in a display name ("김예린" also as "예린": a given name is
    called alone), longest first."""
    runs = _CJK_NAME.findall(name)
    given = [run[1:] for run in runs if len(run) == 3 and re.fullmatch(r"[\uac00-\ud7a3]{3}", run)]  # Korean: family first
    return sorted({*runs, *given}, key=len, reverse=True)


def told_of(name: str, text: str) -> str | None:
    """`text` without the member's name where it names them ("Chloe and Tyler broke up" for Chloe: " and Tyler broke
    up"; "예린이 헤어졌대" for 예린: "이 헤어졌대"), or None when it does not name them."""
    folded = fold(text)
    for cjk in _cjk_names(name):
        if cjk in folded:
            return folded.replace(cjk, " ")
    pattern = _called(name)
    if pattern is None or pattern.search(folded) is None:
        return None
    return pattern.sub(" ", folded)


@lru_cache(maxsize=1024)  # a write reads each neighbour's speaker's name: a chat has few members
def _called(name: str) -> re.Pattern[str] | None:
    """The ways a display name's Latin words are called, whole or short ("Sofi" for Sofía, "Matt" for Matthew: four
    letters of it at least, its accents typed or not), as one pattern; None for a name with none."""
    latin = [word for word in name_words(name) if len(word) >= _LATIN_NAME_PART and not _CJK_NAME.search(word)]
    called = {
        spelled[:end]
        for word in latin
        for spelled in (word, unaccented(word))
        for end in range(min(_SHORT_NAME, len(spelled)), len(spelled) + 1)
    }
    if not called:
        return None
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(called, key=len, reverse=True)))})(?:'s|’s|s)?\b")


def confirms_as_its_subject(told: str, new: str) -> bool:
    """The member another member told of (`told`: that statement with their name taken out, `told_of`) assents and
    says it again ("Oui c'est confirmé, juin à Biarritz" after "Inès se marie en juin à Biarritz !", "Jap, hab die Stelle
    bei der Sparkasse" after "Lea hat die Stelle bei der Sparkasse bekommen!"): after the word of assent, the newer names the
    older's thing or gives its values, adds no value, says nothing changed and asks nothing, or says it stands and names
    nothing ("ㅇㅇ 그대로 있음"); or says the diet told of them in words of their own (`restates_diet`: "저 비건이에요~"
    after "예린이 비건이래"). The older stands for both."""
    if restates_diet(told, new):
        return True
    said = after_assent(new)
    if said is None or asks(said) or not judgeable(said):
        return False
    if says_it_stays(said) and not key_terms(_AS_IT_WAS.sub(" ", without_restating_words(said))) - FUNCTION_TERMS:
        return True  # "ㅇㅇ 그대로 있음", "yep, still the same": it stands, naming nothing
    said = _SPEAKERS_OWN.sub(" ", _CONFIRMED.sub(" ", said))
    if _confirms_where(told, said):
        return True
    kanji = bool(_CJK_NAME.search(told) and _CJK_NAME.search(said))
    same = name_one_thing(told, said, short_names=kanji) or gives_the_same_values(told, said)
    return (
        same
        and names_nothing_new(told, said)  # "Jap, hab die Stelle bei der Post" names another employer
        and adds_no_value(told, said)
        and not says_it_changes(told, said)
        and not swaps_terms(told, said)
    )


# The subject's own words for what was told of them by name: "我家柯基叫可乐" after "浩子养了只柯基叫可乐" ("my" where the
# teller said the name), "うちの柴", "우리 집 강아지", "my", "mi", "mein", "mon".
_SPEAKERS_OWN = re.compile(
    r"\b(?:my|mine|mi|mis|mein\w*|mon|ma|mes)\b|我家|我的|我们家|うちの|私の|僕の|俺の|우리\s?집|(?<![가-힣])(?:우리|제|내)(?=\s)",
    re.IGNORECASE,
)


# What says it is as it was, beside a word that says it stands: "그대로 있음", "sigue igual", "toujours pareil".
_AS_IT_WAS = re.compile(r"\b(?:the same|same|igual|pareil|gleich|so)\b|있음|있어|있어요|一样|那样|同じ", re.IGNORECASE)


# Words that confirm what was told, naming nothing: "c'est confirmé", "confirmed", "bestätigt", "确认", "確定", "확정".
_CONFIRMED = re.compile(
    r"\b(?:confirmed|confirm[ée]e?|confirmado|confirmada|best[äa]tigt|offiziell|official|officiel|oficial)\b|确认|確認|確定|확정",
    re.IGNORECASE,
)


# Where someone lives or is, told of them: "Lucie habite à Bordeaux", "小林住在成都", "수빈이 인천 살아".
_DWELLS = re.compile(
    r"\b(?:lives?|living|is (?:in|at|based in)|habite|vit|est (?:à|a|en)|vive|está en|wohnt|lebt|ist in)\b|"
    r"住|在|살아|살고|살아요|사는",
    re.IGNORECASE,
)
# The subject's own words of being or living there, which name no place: "je suis à", "vivo en", "我在", "京都住み",
# "나 인천", "wohne in"; and Korean laughter.
_BEING_THERE = re.compile(
    r"\b(?:i|i'?m|am|in|at|live|living|still|je|suis|à|a|au|en|habite|j'habite|vis|toujours|estoy|vivo|sigo|ich|bin|"
    r"wohne|lebe|immer noch|noch)\b|"
    r"我|住在|在|还|住み|住んで(?:る|ます)?|に|で|です|だよ|だ|まだ|나|저|에|살아|살아요|살고|있어|삼|이에요|예요|아직|"
    r"[ㄱ-ㅎᄀ-ᇿ]+",
    re.IGNORECASE,
)
_NAMING = re.compile(r"[^\W\d_]+")
_PLACE_PART = re.compile(r"[a-zà-ÿ]{4,}|[\u4e00-\u9fff]{2,}|[\uac00-\ud7a3]{2,}")


def _confirms_where(told: str, said: str) -> bool:
    """The subject, after assenting, says they are or live where `told` says they live, naming nothing else ("Ouais
    je suis à Bordeaux" after "Lucie habite à Bordeaux", "对，我在成都" after "小林住在成都", "ㅇㅇ 나 인천ㅋㅋ" after
    "수빈이 인천 살아"): what is left of it but its words of being there names the place and is all `told`'s."""
    if not _DWELLS.search(told):
        return False
    rest = _BEING_THERE.sub(" ", fold(said))
    words = _NAMING.findall(rest)
    return bool(_PLACE_PART.findall(rest)) and not values(rest) and all(word in told for word in words)


# A subject's denial: opening the statement ("not Google, I'm at Meta", "nee, bei Vodafone", "不对，…"), or right before a
# word of what was told of them ("no es BBVA, es Santander", "我不在腾讯哈，在网易").
_OPENS_DENYING = re.compile(
    r"^\W*(?:(?:no|not|nope|nah|non|nee|nö|nein)\b|不是|不对|いや|いえ|違う|ちがう|아니|아뇨)", re.IGNORECASE
)
_DENIES = re.compile(
    r"\b(?:not|no es|no está en|n'est pas|nicht)\s+(?P<word>[^\W\d_]+)|不(?:在|是)(?P<han>[\u4e00-\u9fff]{2})", re.IGNORECASE
)


def _denies_as_its_subject(told: str, new: str) -> bool:
    """The member told of denies it and names another thing: the newer opens with a denial or denies a word of `told`,
    and, the opening denial aside, names a thing of `told` and one it does not ("not Google, I'm at Meta" after
    "Oliver's at Google in Dublin")."""
    folded = told.casefold()
    denied = any((m.group("word") or m.group("han")).casefold() in folded for m in _DENIES.finditer(new))
    if not denied and _OPENS_DENYING.search(new) is None:
        return False
    rest = _OPENS_DENYING.sub(" ", new)
    return name_one_thing(told, rest, short_names=True) and not names_nothing_new(told, rest)


# The present set against what was told: "Meta since Jan", "Volksbank mittlerweile", "いま保険会社だよ", "지금 투썸임".
_NOW_OR_SINCE = re.compile(
    r"\b(?:now|nowadays|these days|since|ya|ahora|desde|mittlerweile|inzwischen|jetzt|seit|maintenant|depuis|d[ée]sormais)\b"
    r"|いま|今は|現在|现在|早就|早跳|已经|지금|요즘|이제",
    re.IGNORECASE,
)


# Living there, or being there now, told of another: "Callum's in Glasgow now", "小杨人现在在苏州", "翼くん今名古屋だよ",
# "태민이 지금 대전 살아", "Niklas wohnt jetzt in Hamburg", "Max habite à Rennes maintenant"; not a visit ("in Glasgow
# this weekend").
_LIVES_OR_NOW = re.compile(
    r"\b(?:lives in|living in|now|these days|vive|viviendo|ya|wohnt|jetzt|habite|vit|maintenant)\b|"
    r"住在|现在|住み|住んで|今|いま|살아|살고|지금",
    re.IGNORECASE,
)


def retells_a_move(own: str, told: str) -> bool:
    """Another member tells of the speaker of `own` ("I moved to Glasgow in January") that they are where `own` says
    they moved (`told`: the newer statement with the speaker's name taken out, `told_of`: "'s in Glasgow now btw"): the
    place named again, being there now, no change, no kin and no other holder. The same fact said again by someone
    else; the speaker's own statement stands for both."""
    if MOVED_HOME.search(own) is None or still_to_come(own) or _LIVES_OR_NOW.search(told) is None:
        return False
    if names_kin(told) or names_kin(own) or says_change(_NOW_OR_SINCE.sub(" ", told)):
        return False
    kanji = bool(_CJK_NAME.search(own) and _CJK_NAME.search(told))
    return (
        judgeable(told)
        and not other_slot(own, told)
        and name_one_thing(own, told, short_names=kanji)
        and adds_no_value(own, told)
    )


def _gives_its_present(told: str, new: str) -> bool:
    """The member told of says what holds now and names another thing, none of `told`'s ("Meta since Jan 🙃" after
    "Chloe works at Google", "En el Santander ya jajaja" after "Paula trabaja en el BBVA", "지금 투썸임ㅋㅋ" after "유나
    스타벅스에서 알바해")."""
    if _NOW_OR_SINCE.search(new) is None:
        return False
    rest = _NOW_OR_SINCE.sub(" ", new)
    kanji = bool(_CJK_NAME.search(told) and _CJK_NAME.search(rest))
    return not name_one_thing(told, rest, short_names=kanji) and not names_nothing_new(told, rest)


def corrects_as_its_subject(told: str, new: str) -> bool:
    """The member another member told of (`told`: that statement with their name taken out, `told_of`) gives a value of
    the kind of one it holds in that one's place ("c'est le 12 avril mdr" after "l'anniv de Léa c'est le 2 avril", "나 5월
    13일이야ㅋㅋ" after "민지 생일 5월 3일", "Hausnummer 15, nicht 5" after "Max wohnt in der Bergstraße 5"), or denies
    it and names another thing (`_denies_as_its_subject`: "nee, bei Vodafone" after "Lukas ist bei der Telekom"), or says
    what holds now, another thing (`_gives_its_present`: "Volksbank mittlerweile 😅" after "Sophie ist doch bei der
    Sparkasse"), and asks nothing and speaks of no other slot. The older is another member's: the writer names it as
    kept, and nothing is retired."""
    changed = replaces_in_kind(told, new) or _denies_as_its_subject(told, new) or _gives_its_present(told, new)
    return changed and judgeable(new) and not asks(new) and not other_slot(told, new)
