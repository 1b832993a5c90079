"""A count of one kind of thing that changed: "We have two cats", then "three cats now 🙈 we took in another one";
"우리 집 고양이 두 마리", then "이제 세 마리야" (pure).

How many of a thing a member has is one value at a time. A count is a number, in digits or in words
(`spelled_in_digits`; Korean native numbers before a counter: "두 마리"), with what it counts right after it: a noun
in Latin letters ("2 cats", "deux chats", "zwei Katzen", "dos perros", read by its stem), or in Chinese, Japanese
and Korean a counter, which names the kind ("只", "匹", "마리", "台", "대"). The older statement gives one count, the
newer ends on a count of the same kind that is another, and says a change (`says_change`: "now", "现在", "이제",
"maintenant"), that the count holds now ("今3匹います", "ya van tres gatos"), or which one has just come ("3匹目");
the word of an addition ("another", "又") is how a count grows. People are counted apart (`headcounts`); a question, a
hedge, a supposition or another holder or slot (`other_slot`: "my sister has three cats") changes nothing.
"""

from __future__ import annotations

import re

from .change_cues import hedged, says_change
from .numerals import spelled_in_digits
from .other_slot import other_slot
from .text import fold, stem
from .update_model import asks, supposes

# Korean native numbers, as said before a counter ("두 마리", "세 대").
_KOREAN = {
    "한": "1", "두": "2", "세": "3", "네": "4", "다섯": "5", "여섯": "6", "일곱": "7", "여덟": "8", "아홉": "9", "열": "10",
}  # fmt: skip
_KOREAN_NUMBER = re.compile(rf"(?<![가-힣])({'|'.join(sorted(_KOREAN, key=len, reverse=True))})\s?(?=마리|대|개|채|그루)")
# Counters of things (not of people, not of times): animals, machines, objects, houses, plants.
_COUNTER = r"只|匹|頭|羽|台|辆|輛|本|冊|枚|마리|대|개|채|그루"  # not 个, which counts anything ("一个半小时", "15个人")
_COUNT = re.compile(
    rf"(?<![\d.,:/])(\d{{1,3}})(?![\d.,:/])\s?(?:(?P<counter>{_COUNTER})(?P<counted>[\u4e00-\u9fff])?|(?P<noun>[a-zà-ÿ]{{3,}}))"
)
# Words after a number that count no thing: units of time, measure, money, ordinals, people (`headcounts`).
_NO_THING = re.compile(
    r"(?:years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?|am|pm|times?|euros?|dollars?|bucks|pounds|kg|km|"
    r"cm|people|persons|ppl|guests|años|meses|semanas|días|horas|veces|personas|jahren?|monaten?|wochen|tagen?|stunden|minuten|uhr|mal|"
    r"leute|personen|ans|mois|semaines|jours|heures|fois|personnes|percent|prozent|por|pour|pro|per|de|of|von|und|and|"
    r"et|y|en|in|at|um|à|a|st|nd|rd|th|er|ème|eme|º|ª|te|ten|now|maintenant|jetzt|ahora|ya|heute|today|aujourd'hui|hoy)"
)

# A number after "to", "auf", "à" is the value a thing is set to ("Miete wurde auf 720 erhöht"), not a count of things.
_TO_A_VALUE = re.compile(r"\b(?:to|at|on|by|from|auf|um|bis|von|zu|à|a|sur|de|para|por|hasta)\s*$")


# A count of the past: "used to", "以前", "曾经", "昔", "예전에", "früher", "antes", "avant".
_PAST = re.compile(
    r"\b(?:used to|had|once|früher|hatte\w*|antes|ten[íi]a|avant|avais|avait)\b|以前|曾经|曾|过(?=一|两|[0-9])|昔|前は|예전|전에",
    re.IGNORECASE,
)


# A count said to hold now: "今3匹います", "ya van tres gatos", "이제 세 마리" (a count in the present is the count).
_COUNTED_NOW = re.compile(r"今(?![日度回週月年朝晩夜])|\bya (?:van|son|somos|tenemos|tengo)\b", re.IGNORECASE)
_ORDINAL = "目"  # after a counter: "3匹目", "2台目"
_ORDINAL_COUNT = re.compile(rf"\d\s?(?:{_COUNTER}){_ORDINAL}")


def _one_kind(one: str, other: str) -> bool:
    """Two counts' kinds are one: the same noun, or the same counter with the same counted thing after it where both name
    one ("只" and "只猫" are one kind; "只兔" and "只猫" are two)."""
    if one == other:
        return True
    counted = not one[:1].isascii() and not other[:1].isascii()  # a counter's kind, not a noun's stem ("car", "cart")
    return counted and len(one) != len(other) and (one.startswith(other) or other.startswith(one))


def _counts(text: str) -> list[tuple[str, int]]:
    """Each count of a thing the text gives, in order: (the kind, the number)."""
    read = _KOREAN_NUMBER.sub(lambda m: _KOREAN[m.group(1)], spelled_in_digits(fold(text)))
    found = []
    for match in _COUNT.finditer(read):
        noun = match.group("noun")
        if noun is not None and (_NO_THING.fullmatch(noun) or _TO_A_VALUE.search(read, 0, match.start())):
            continue
        counted = "" if match.group("counted") == _ORDINAL else match.group("counted") or ""  # "3羽目": the third, no thing
        kind = f"{match.group('counter')}{counted}" if noun is None else stem(noun)
        found.append((kind, int(match.group(1))))  # "只兔" and "只猫": a rabbit and cats, counted alike
    return found


def changes_count(old: str, new: str) -> bool:
    """`old` gives one count of a kind of thing, and `new` says a change and ends on another count of that kind."""
    old_counts = _counts(old)
    if len(old_counts) != 1 or _PAST.search(old):
        return False  # "我以前养过一只兔子": a past count, which a count now leaves true
    kind, count = old_counts[0]
    new_counts = [(counted, number) for counted, number in _counts(new) if _one_kind(counted, kind)]
    if not new_counts or new_counts[-1][1] == count:
        return False
    ordinal = _ORDINAL_COUNT.search(new) is not None  # "3匹目きました": the third has come, so there are three
    if not (says_change(new) or _COUNTED_NOW.search(new) or ordinal):
        return False
    # an addition is how a count grows ("we took in another one", "又捡了一只"): only a question or a hedge judges nothing
    return not asks(new) and not hedged(new) and not supposes(new) and not other_slot(old, new)
