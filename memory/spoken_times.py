"""Times of day said in words, written in digits so that the clock reads them one way (pure).

"half past seven", "las diez y media", "huit heures et demie", "halb acht", "Viertel nach acht", "三点半", "세 시 반" say
what a clock writes "7:30", "10:30", "8:30", "7:30", "8:15", "3点半", "3시 반": the hour said in words becomes its digits
and the part of the hour said in words its minutes, so `text.clocks_one_way` reads each as one value. The words are a
closed class of each language's grammar of the clock: German "halb acht" is half an hour before eight, as "quarter to",
"menos cuarto", "moins le quart" and "Viertel vor" are a quarter before. The hour said in words is one of the twelve
a clock face has; Chinese and Japanese hours are read before 点 or 時, Korean native hours before 시 ("세 시", not "세
시간": hours counted).
"""

from __future__ import annotations

import re

from .numerals import cjk_numeral

_HOUR_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12,
    "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "once": 11, "doce": 12,
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwölf": 12,
    "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11,
    "douze": 12,
}  # fmt: skip
_HOUR = r"(?P<hour>1[0-2]|[1-9]|" + "|".join(sorted(_HOUR_WORDS, key=len, reverse=True)) + r")"
# Each way of saying a part of the hour, with the minutes it adds and whether it counts toward the next hour.
_SAID: tuple[tuple[re.Pattern[str], int, bool], ...] = (
    (re.compile(rf"\bhalf past {_HOUR}\b"), 30, False),
    (re.compile(rf"\b(?:a )?quarter past {_HOUR}\b"), 15, False),
    (re.compile(rf"\b(?:a )?quarter to {_HOUR}\b"), 45, True),
    (re.compile(rf"\b{_HOUR} y media\b"), 30, False),
    (re.compile(rf"\b{_HOUR} y cuarto\b"), 15, False),
    (re.compile(rf"\b{_HOUR} menos (?:cuarto|quince)\b"), 45, True),
    (re.compile(rf"\b{_HOUR}(?: heures?| ?h)? et demie?\b"), 30, False),
    (re.compile(rf"\b{_HOUR}(?: heures?| ?h)? et quart\b"), 15, False),
    (re.compile(rf"\b{_HOUR}(?: heures?| ?h)? moins (?:le )?quart\b"), 45, True),
    (re.compile(rf"\bhalb {_HOUR}\b"), 30, True),
    (re.compile(rf"\bviertel nach {_HOUR}\b"), 15, False),
    (re.compile(rf"\b(?:viertel vor|dreiviertel) {_HOUR}\b"), 45, True),
)
# An hour said in words before a part of the day ("cinco de la tarde", "seven o'clock", "cinq heures de l'après-midi")
# or, after "at", "um", "à", "vers", before "Uhr" / "heures" ("um fünf Uhr", "à dix heures"): its digits, which the clock
# then reads. Not a part of a number ("dix-huit", "vingt et une") or minutes ("nueve y diez"), and "trois heures" alone
# may be hours counted.
_JOINED = r"(?<![\w-])(?<!y )(?<!et )(?<!und )(?<!and )"
_HOUR_BEFORE_A_PART = re.compile(
    rf"{_JOINED}{_HOUR}(?=(?:\s+(?:heures?|uhr))?\s+(?:de la (?:tarde|noche|mañana|madrugada)|por la (?:tarde|noche|mañana)|"
    r"in the (?:afternoon|evening|morning)|du (?:soir|matin)|de l'apr[èe]s-midi|nachmittags|abends|morgens)\b|\s+o'?clock\b)"
)
_HOUR_AFTER_AT = re.compile(rf"(?P<at>\b(?:à|a|um|vers|avant|dès|bis|gegen|ab)\s+){_HOUR}(?=\s+(?:uhr|heures?)\b)")
# An hour of the afternoon or the evening in digits after "a las", which says a time of day in Spanish with no mark of
# the clock ("quedamos a las 18"): written as the clock writes it, "18h". A bare hour of twelve or less ("a las 8")
# stays a number, as "at 8" does: morning or evening, it does not say.
_SPANISH_HOUR = re.compile(r"\b(?P<at>a las\s+)(?P<hour>1[3-9]|2[0-3])(?![\d:.,])(?!\s*(?:h|hs|horas?|y|menos)\b)")
# A word of every way above, looked for first: most texts hold none.
_PART_WORDS = re.compile(r"half|quarter|media|cuarto|quince|demi|quart|halb|viertel")
# An hour of a clock face in Chinese or Japanese numerals before 点 or 時, not hours counted ("三時間") nor "一時的".
_CJK_HOUR = re.compile(
    r"(?<![〇零一二两兩三四五六七八九十百千])(十[一二]?|[一二两兩三四五六七八九]|十)(?=[点點時时](?![間间的期停]))"
)
# The minutes of such an hour in numerals before 分 ("九点三十分", "三時十五分"), or tens of minutes with no 分 after them
# ("七点四十", "八点二十五走"), a numeral of their own.
_CJK_MINUTES = re.compile(
    r"(?<=[点點時时])(?:([一二三四五六七八九]?十[一二三四五六七八九]?|[一二三四五六七八九])(?=分)|"
    r"([一二三四五]十[一二三四五六七八九]?|十[一二三四五六七八九]?)(?![〇零一二两兩三四五六七八九十百千万萬个個分]))"
)
_KO_HOURS = {
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9, "열": 10, "열한": 11, "열두": 12,
}  # fmt: skip
_KO_HOUR = re.compile(r"(?<![가-힣])(열한|열두|다섯|여섯|일곱|여덟|아홉|한|두|세|네|열)\s?(?=시(?![간작장계절험청민설도키켜인]))")


def _hour(said: str) -> int:
    return int(said) if said.isdigit() else _HOUR_WORDS[said]


def _in_digits(pattern: re.Pattern[str], minutes: int, toward_next: bool, text: str) -> str:
    def written(match: re.Match[str]) -> str:
        hour = _hour(match["hour"])
        if toward_next:
            hour = 12 if hour == 1 else hour - 1
        return f"{hour}:{minutes:02d}"

    return pattern.sub(written, text)


def _cjk_digits(match: re.Match[str]) -> str:
    """A Chinese or Japanese numeral the patterns above matched (an hour of a clock face, its minutes) in digits."""
    return str(cjk_numeral(next(group for group in match.groups() if group)))


def times_in_digits(folded: str) -> str:
    """The (folded) text with each time of day said in words written in digits, as a clock writes it."""
    text = folded
    if _PART_WORDS.search(text):
        for pattern, minutes, toward_next in _SAID:
            text = _in_digits(pattern, minutes, toward_next, text)
    text = _HOUR_BEFORE_A_PART.sub(lambda match: str(_hour(match["hour"])), text)
    text = _HOUR_AFTER_AT.sub(lambda match: match["at"] + str(_hour(match["hour"])), text)
    text = _CJK_MINUTES.sub(_cjk_digits, _CJK_HOUR.sub(_cjk_digits, text))
    text = _SPANISH_HOUR.sub(lambda match: f"{match['at']}{match['hour']}h", text)
    return _KO_HOUR.sub(lambda match: str(_KO_HOURS[match.group(1)]), text)
