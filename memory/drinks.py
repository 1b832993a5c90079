"""A drink taken up: "I don't drink coffee at all", then "on my third flat white of the day ☕☕☕" (pure).

Whether a member drinks coffee or alcohol is one value at a time, and each drink is a closed class of words in every
language (coffee, flat white, café, Kaffee, 咖啡, 瑞幸, コーヒー, 커피, 아아; beer, wine, 酒, お酒, 술). An older statement that
denies drinking one ("我从来不喝咖啡", "Ich trink keinen Kaffee") is ended by a newer one that counts the cups or glasses
drunk ("3e café de la matinée", "瑞幸一天两杯", "아아 벌써 세 잔째") with no denial of its own: the member drinks it now. A
habit kept on some days, or a drink said as an exception ("heute gibt's aber nen Wein"), ends nothing.
"""

from __future__ import annotations

import re

from .other_slot import other_slot
from .update_model import judgeable, supposes

_COFFEE = re.compile(
    r"\b(?:coffees?|caf[ée]s?|cafecitos?|cafelitos?|kaffee|cappuccinos?|lattes?|e[sx]pressos?|flat whites?|cortados?|americanos?|"
    r"caffeine|koffein|caf[ée]ine|cafe[íi]na)\b|"
    r"咖啡|拿铁|美式|卡布奇诺|瑞幸|星巴克|コーヒー|カフェラテ|カフェイン|スタバ|커피|카페인|아아|라떼|아메리카노",
    re.IGNORECASE,
)
_ALCOHOL = re.compile(
    r"\b(?:alcohol|beers?|wine|booze|cervezas?|ca[ñn]as?|vino|alkohol|bier|wein|ma[ßs]s?|alcool|bi[èe]res?|vin)\b|啤酒|喝酒|お酒|ビール|술|맥주|소주",
    re.IGNORECASE,
)
_DENIED = re.compile(
    r"\b(?:don'?t|do not|never|no|not|can'?t stand|hate|nunca|jam[aá]s|kein\w*|nie|jamais|pas|ne)\b|不|没|ない|ません|안\s|"
    r"못\s|않",
    re.IGNORECASE,
)
# Cups or glasses counted, or had today: "third", "2杯", "세 잔째", "segundo", "Dritter", "3e", "today", "今天".
_COUNTED = re.compile(
    r"\b(?:\d+(?:st|nd|rd|th|e|er|º|ª|\.)?|first|second|third|fourth|segundo|tercer\w*|cuarto|zweite\w*|dritte\w*|"
    r"vierte\w*|deuxi[èe]me|troisi[èe]me|today|hoy|heute|aujourd'hui|de la (?:matin[ée]e|journ[ée]e))\b|"
    r"[一二两三四五\d]杯|今天|今日|잔째|잔\s?째|[두세네]\s?잔|오늘|"
    # cans, bottles and pints: "맥주 한 캔씩", "two pints"
    r"\b(?:\d+|a|one|two)\s(?:cans?|bottles?|pints?)\b|[한두세]\s?(?:캔|병)|[一两\d](?:罐|瓶)|"
    # cups counted in words, before the drink: "Tres cafés al día", "Deux expressos le matin", "two lattes"
    r"\b(?:two|three|four|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier)\s(?:caf[ée]s?|coffees?|kaffee|lattes?|"
    r"e[sx]pressos?|beers?|bi[eè]re?s?|cervezas?|wines?|weine?|vins?|vinos?)\b(?!\s(?:shops?|bars?|makers?|machines?))",
    re.IGNORECASE,
)


_NEAR = 24  # characters at most between a denial and the drink it denies
# "커피 안 마셔", "술 거의 안 마셔" (hardly), "コーヒー飲まない"
_DENIED_AFTER = re.compile(r"\S{0,3}\s?(?:(?:거의|별로|잘)\s?)?(?:안|못|飲まない|飲めない|は飲まない|ない)")


def _denies(text: str, drink: re.Pattern[str]) -> bool:
    """A denial stands right before the drink ("never drink coffee", "不喝咖啡") or right after it ("커피 안 마셔"): not
    "a coffee person, black, no sugar"."""
    denials = [m.end() for m in _DENIED.finditer(text)]
    for found in drink.finditer(text):
        if any(0 <= found.start() - end <= _NEAR for end in denials) or _DENIED_AFTER.match(text, found.end()):
            return True
    return False


# A habit kept on some days only ("unter der Woche", "on weekdays", "平日は"), or an exception to it ("aber", "but",
# "pero", "mais", "但是", "でも", "근데"): a drink on one day ends no rule.
_SCOPE_OR_EXCEPTION = re.compile(
    r"\b(?:on weekdays|during the week|weekdays|unter der woche|werktags|entre semana|en semaine|but|aber|pero|mais|"
    r"except|au?sser|excepto|sauf)\b|平日|工作日|但是|不过|でも|けど|주중|평일|근데|하지만",
    re.IGNORECASE,
)


# Drinking it every day, said with the verb of drinking: "a latte every day, drinking it on the way", "매일 마심".
_HABITUALLY = re.compile(
    r"\b(?:every (?:day|night|evening|morning)|daily|jeden (?:tag|abend|morgen)|tous les (?:jours|soirs|matins)|"
    r"todos los d[íi]as|cada d[íi]a)\b|매일|요즘|每天|天天|毎日|毎晩",
    re.IGNORECASE,
)
_DRINKING = re.compile(
    r"\b(?:drink\w*|drank|trink\w*|bois|boire|bu|bebo|beber|tomo|tomar)\b|喝|飲|마시|마심|마셔",
    re.IGNORECASE,
)


def drinks_now(old: str, new: str) -> bool:
    """`old` denies drinking coffee or alcohol, and `new` counts the cups or glasses of it drunk, or says drinking it
    every day, denying nothing."""
    if _SCOPE_OR_EXCEPTION.search(old) or _SCOPE_OR_EXCEPTION.search(new):
        return False
    for drink in (_COFFEE, _ALCOHOL):
        if (
            _denies(old, drink)
            and drink.search(new)
            and not _DENIED.search(new)
            and (_COUNTED.search(new) or (_HABITUALLY.search(new) and _DRINKING.search(new)))
            and judgeable(new)
            and not supposes(new)
            and not other_slot(old, new)
        ):
            return True
    return False


def drink_kinds(text: str) -> set[str]:
    """The kinds of drink the text names: "coffee" (a latte, 瑞幸, 아아, caffeine), "alcohol" (a beer, お酒, 소주)."""
    return {kind for kind, words in (("coffee", _COFFEE), ("alcohol", _ALCOHOL)) if words.search(text)}
