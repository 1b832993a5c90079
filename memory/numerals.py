"""Numbers said in words and months said by name, as the digits they stand for (pure).

"I have two kids" and "I have 2 kids", "le 3 juin" and "03/06", "三点" and "3点" give one value: the
update model and the corrections compare values (`update_model.values`), and a value written in
words would otherwise be a value missing from one side. A closed class per language: the numbers
one to twelve (what chats spell out: people, children, hours, days) and the twelve months. Chinese
and Japanese numerals count only before a counter ("三点", "二人", "六月", "两百人", "十四日"), since inside a word they
are no number ("一起", "三明治"). Words that are also something else are left out: articles that are "one" ("un", "ein", "una"),
"once" (11 in Spanish, a time in English), "neuf" (9, or new, in French).
Larger numbers are read by their grammar, not listed: tens and hundreds said in words ("two hundred", "doscientas",
"zweihundert", "deux cents", "twenty-five", "veinticinco", "fünfundzwanzig", "quatre-vingt-dix"), Chinese and Japanese
numerals of any size before a counter, and Sino-Korean numerals with a ten, a hundred or a thousand in them before a
counter ("이백 명", "삼십 분").
"""

from __future__ import annotations

import re
from functools import lru_cache

_LATIN_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "eleven": 11, "twelve": 12,
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
    "doce": 12,
    "eins": 1, "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
    "elf": 11, "zwölf": 12,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "dix": 10, "onze": 11, "douze": 12,
}  # fmt: skip
_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "june": 6, "july": 7, "september": 9, "october": 10,
    "november": 11, "december": 12,
    "enero": 1, "febrero": 2, "marzo": 3, "abril": 4, "mayo": 5, "junio": 6, "julio": 7, "agosto": 8,
    "septiembre": 9, "setiembre": 9, "octubre": 10, "noviembre": 11, "diciembre": 12,
    "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "juni": 6, "juli": 7, "oktober": 10, "dezember": 12,
    "janvier": 1, "février": 2, "avril": 4, "juin": 6, "juillet": 7, "août": 8, "septembre": 9, "octobre": 10,
    "novembre": 11, "décembre": 12,
}  # fmt: skip
# Words that are a month only beside a day's number ("May 3", "3 mai", "mars 12", "Nov 2"): otherwise a verb, a
# planet, a name, a sea ("mar"), a short word.
_MONTHS_BESIDE_A_DAY = {
    "may": 5, "mai": 5, "mars": 3, "august": 8,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11,
    "dec": 12, "ene": 1, "abr": 4, "dic": 12, "okt": 10, "dez": 12, "janv": 1, "févr": 2, "avr": 4,
    "juil": 7, "déc": 12,
}  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+")
CJK_DIGITS = {
    "〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
}  # fmt: skip
_CJK_UNITS = {"十": 10, "百": 100, "千": 1000, "万": 10000, "萬": 10000}
# A Chinese or Japanese numeral before a counter: o'clock, month, day, person, age, time, thing, money, year, floor.
_CJK_COUNTED = re.compile(
    r"([〇零一二两兩三四五六七八九十百千万萬]+)(?=[点點時时月号號日人歳岁个個匹只隻回次本枚名位杯元块塊円年度件层層階台张張条條])"
)
# Sino-Korean numerals with a ten, a hundred, a thousand or ten thousand in them, before a counter (a space may part
# them): "이백 명", "삼십 분", "오천 원". A syllable alone is too often a word of its own ("이" is "this", "사" "buy").
_KO_DIGITS = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_KO_UNITS = {"십": 10, "백": 100, "천": 1000, "만": 10000}
_KO_COUNTED = re.compile(
    r"(?<![가-힣])([일이삼사오육칠팔구]*[십백천만][일이삼사오육칠팔구십백천만]*)(?=\s?(?:명|개|원|살|층|번|년|분|호|권|대|인분|달러|유로|센치|센티|킬로|키로|그램|미터|퍼센트|프로|개월|시간|초|점|매))"
)
_DAY_NUMBER = re.compile(r"\d{1,2}(?:st|nd|rd|th|er|\.)?")

# Number words of the Latin-script languages with their grammar: each adds its value, a hundred or a thousand
# multiplies what came before it ("two hundred fifty", "deux cents", "zweihundertfünfzig"). A run of them must hold a
# ten, a teen above twelve, a hundred or a thousand: a unit alone is read (or left out) as `_LATIN_NUMBERS` says.
_ADDED = {
    **_LATIN_NUMBERS,
    "un": 1, "une": 1, "ein": 1, "eine": 1, "una": 1, "once": 11, "neuf": 9,
    "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19,
    "veinte": 20, "veintiuno": 21, "veintiuna": 21, "veintidós": 22, "veintitrés": 23, "veinticuatro": 24,
    "veinticinco": 25, "veintiséis": 26, "veintisiete": 27, "veintiocho": 28, "veintinueve": 29, "treinta": 30,
    "cuarenta": 40, "cincuenta": 50, "sesenta": 60, "setenta": 70, "ochenta": 80, "noventa": 90,
    "cien": 100, "ciento": 100, "doscientos": 200, "doscientas": 200, "trescientos": 300, "trescientas": 300,
    "cuatrocientos": 400, "cuatrocientas": 400, "quinientos": 500, "quinientas": 500, "seiscientos": 600,
    "seiscientas": 600, "setecientos": 700, "setecientas": 700, "ochocientos": 800, "ochocientas": 800,
    "novecientos": 900, "novecientas": 900,
    "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15, "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19,
    "zwanzig": 20, "dreißig": 30, "vierzig": 40, "fünfzig": 50, "sechzig": 60, "siebzig": 70, "achtzig": 80,
    "neunzig": 90,
    "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40,
    "cinquante": 50, "soixante": 60,
}  # fmt: skip
_ADDED = {word.casefold(): value for word, value in _ADDED.items()}  # as the text is read: "dreißig" as "dreissig"
_MULTIPLIERS = {"hundred": 100, "hundert": 100, "cent": 100, "cents": 100, "thousand": 1000, "tausend": 1000, "mil": 1000,
                "mille": 1000}  # fmt: skip
_JOINERS = frozenset({"and", "y", "und", "et"})
_GERMAN_PART = re.compile(
    "|".join(sorted((w for w in [*_ADDED, "hundert", "tausend", "und"] if w.isalpha()), key=len, reverse=True))
)
_PART_GAP = re.compile(r"[\s-]+")  # what parts the words of one number


@lru_cache(maxsize=4096)
def _months_beside_a_day(folded: str) -> set[int]:
    """The months said by a word that is a month only beside a day's number ("May 3", "3 mai", "Nov 2")."""
    return {
        month
        for match in _WORD.finditer(folded)
        if (month := _MONTHS_BESIDE_A_DAY.get(match.group()))
        and (_DAY_NUMBER.fullmatch(_neighbour(folded, match, -1)) or _DAY_NUMBER.fullmatch(_neighbour(folded, match, 1)))
    }


def spelled_numbers(text: str) -> frozenset[str]:
    """The digits of the numbers and months the text says in words ("two", "juin", "三点"), as `str(int)`."""
    folded = text.casefold()
    composed = _composed(folded)
    words = [w.group() for w in _WORD.finditer(folded) if not any(start <= w.start() < end for _, start, end in composed)]
    found = {str(_LATIN_NUMBERS.get(word) or _MONTHS[word]) for word in words if word in _LATIN_NUMBERS or word in _MONTHS}
    if any(word in _MONTHS_BESIDE_A_DAY for word in words):
        found.update(str(month) for month in _months_beside_a_day(folded))
    for match in _CJK_COUNTED.finditer(text):
        found.update(str(value) for value in _cjk_numbers(match.group(1)))
    for match in _KO_COUNTED.finditer(text):
        if (value := _positional(match.group(1), _KO_DIGITS, _KO_UNITS)) is not None:
            found.add(str(value))
    return frozenset(found | {str(value) for value, _, _ in composed})


# A month written by its counter ("10月", "十月", "10월").
_COUNTED_MONTH = re.compile(r"(\d{1,2}|[一二三四五六七八九十]{1,3})\s?[月월]")
# A date written in digits, whose either part may be its month ("21.6.", "6/21", "3.10.2025"), or in ISO order.
_NUMERIC_DATE = re.compile(r"(?<![\d.])(\d{1,2})[./](\d{1,2})(?![\d])|(?<!\d)\d{4}-(\d{1,2})-\d{1,2}(?!\d)")
LAST_MONTH = 12


def months_named(text: str) -> frozenset[int]:
    """The months the text names by a word ("Oktober", "May 3") or by its counter ("10月", "十月", "10월")."""
    folded = text.casefold()
    named = {_MONTHS[w.group()] for w in _WORD.finditer(folded) if w.group() in _MONTHS} | _months_beside_a_day(folded)
    for match in _COUNTED_MONTH.finditer(text):
        said = match.group(1)
        month = int(said) if said.isdigit() else (_cjk_numbers(said) or [0])[0]
        if 1 <= month <= LAST_MONTH:
            named.add(month)
    return frozenset(named)


def months_dated(text: str) -> frozenset[int]:
    """`months_named`, and every month a date written in digits may give (both parts of "6/7")."""
    dated = {int(part) for match in _NUMERIC_DATE.finditer(text) for part in match.groups() if part}
    return months_named(text) | frozenset(month for month in dated if 1 <= month <= LAST_MONTH)


# Digits before a Chinese or Japanese unit ("5千円", "2.5万", "1万2千"): one number, not "5" beside "1000".
_DIGITS_TIMES_UNIT = re.compile(r"(?<![\d.,])(?:\d+(?:\.\d+)?[百千万萬])+\d*(?![\d.,])")
_DIGITS_AND_UNIT = re.compile(r"(\d+(?:\.\d+)?)([百千万萬]?)")


def _digits_times_units(said: str) -> str:
    """The value of digits said with Chinese or Japanese units ("1万2千" 12000, "3千5百" 3500, "2.5万" 25000)."""
    total, section = 0.0, 0.0
    for number, unit in _DIGITS_AND_UNIT.findall(said):
        if unit in ("万", "萬"):
            total, section = (total + section + float(number)) * 10000, 0.0
        else:
            section += float(number) * _CJK_UNITS.get(unit, 1)
    return str(round(total + section))


def spelled_in_digits(folded: str) -> str:
    """The (folded) text with the numbers and months it says in words written in digits, as `spelled_numbers` reads
    them ("sept cent cinquante" 750, "juillet" 7, "七月四日" 7月4日, "5千円" 5000円): what is left beside a number is its
    words."""
    folded = _DIGITS_TIMES_UNIT.sub(lambda match: _digits_times_units(match.group()), folded)
    for value, start, end in reversed(_composed(folded)):
        folded = f"{folded[:start]}{value}{folded[end:]}"

    def in_digits(word: re.Match[str]) -> str:
        said = word.group()
        value = _LATIN_NUMBERS.get(said) or _MONTHS.get(said)
        return str(value) if value else said

    folded = _WORD.sub(in_digits, folded)
    return _CJK_COUNTED.sub(lambda match: " ".join(str(value) for value in _cjk_numbers(match.group(1))), folded)


# Two digits in a row inside a numeral with units ("一百二一张": 120, then one ticket): no positional numeral writes
# them so (a zero keeps a place: "一百零五"), so the second starts a count of its own.
_CJK_DIGITS_IN_A_ROW = re.compile(r"(?<=[一二两兩三四五六七八九])(?=[一二两兩三四五六七八九])")


def _cjk_numbers(run: str) -> list[int]:
    """The numbers a run of Chinese or Japanese numeral characters says: one, or, in a numeral with units, one more
    for each count that starts in it (`_CJK_DIGITS_IN_A_ROW`)."""
    parts = _CJK_DIGITS_IN_A_ROW.split(run) if any(c in _CJK_UNITS for c in run) else [run]
    return [value for part in parts if (value := cjk_numeral(part)) is not None]


def cjk_numeral(numeral: str) -> int | None:
    """A Chinese or Japanese numeral's value ("十二" 12, "三十" 30, "两百" 200, "一百二" 120 as said for 一百二十), or None
    for what holds other characters."""
    return _positional(numeral, CJK_DIGITS, _CJK_UNITS, abbreviated=True)


def _positional(numeral: str, digits: dict[str, int], units: dict[str, int], abbreviated: bool = False) -> int | None:
    """A Chinese, Japanese or Sino-Korean numeral's value: digits times the units after them ("两百" 200, "十四" 14,
    "三千五百" 3500, "이백" 200); digits alone are read one by one ("二〇二四" 2024). `abbreviated`: a last digit right
    after a hundred or more counts the unit below it, as Chinese says a price ("一百二" 120, "两千五" 2500, "三万五"
    35000; "一百零五" is 105)."""
    if not any(c in units for c in numeral):
        return int("".join(str(digits[c]) for c in numeral)) if all(c in digits for c in numeral) else None
    total, section, digit = 0, 0, 0
    for char in numeral:
        if char in digits:
            digit = digits[char]
        elif units[char] == 10000:
            total += (section + digit or 1) * 10000
            section, digit = 0, 0
        else:
            section += (digit or 1) * units[char]
            digit = 0
    if abbreviated and len(numeral) >= 2 and numeral[-1] in digits and units.get(numeral[-2], 0) >= 100:
        digit *= units[numeral[-2]] // 10
    return total + section + digit


def _composed(folded: str) -> list[tuple[int, int, int]]:
    """The numbers said in words of more than a unit (`_ADDED`, `_MULTIPLIERS`): "two hundred" 200, "twenty-five" 25,
    "quatre-vingt-dix" 90 (four twenties), "zweihundertfünfzig" 250; each with the span of the words that said it."""
    found: list[tuple[int, int, int]] = []
    run: list[tuple[re.Match[str], list[str]]] = []  # number words parted only by spaces or hyphens, and their parts
    for word in [*_WORD.finditer(folded), None]:
        parts = _number_parts(word.group()) if word is not None else []
        if (
            parts
            and run
            and word is not None
            and _PART_GAP.fullmatch(folded, run[-1][0].end(), word.start())
            and not _starts_another(run[-1][1][-1], parts[0])
        ):
            run.append((word, parts))
            continue
        if run and (said := _read_number([part for _, word_parts in run for part in word_parts])) is not None:
            found.append((said, run[0][0].start(), run[-1][0].end()))
        run = [(word, parts)] if word is not None and parts else []
    return found


def _starts_another(last: str, first: str) -> bool:
    """A number word after another that cannot add to it: a larger one with no joiner between ("twelve fifty" is 12 and
    50, a price or a time said in two numbers, not 62), but four twenties ("quatre-vingts")."""
    if last not in _ADDED or first not in _ADDED or (last == "quatre" and first in ("vingt", "vingts")):
        return False
    return _ADDED[first] > _ADDED[last]


def _number_parts(word: str) -> list[str]:
    """The number words a word is made of ("zweihundertfünfzig": "zwei", "hundert", "fünfzig"), or none."""
    if word in _ADDED or word in _MULTIPLIERS or word in _JOINERS:
        return [word]
    parts = _GERMAN_PART.findall(word)
    return parts if parts and "".join(parts) == word else []


def _read_number(words: list[str]) -> int | None:
    """The number a run of number words composes, or None when it says no more than a unit."""
    total, current, larger = 0, 0, False
    for before, word in zip(["", *words], words, strict=False):
        if word in _MULTIPLIERS:
            if _MULTIPLIERS[word] >= 1000:
                total, current = total + max(current, 1) * _MULTIPLIERS[word], 0
            else:
                current = max(current, 1) * _MULTIPLIERS[word]
            larger = True
        elif word in ("vingt", "vingts") and current % 100 == 4:  # "quatre-vingt(s)": four twenties
            current, larger = current + 76, True
        elif word in _ADDED:
            current += _ADDED[word]
            larger = larger or _ADDED[word] > 12 or before == "dix"  # "dix-huit": ten and eight, 18
    return total + current if larger and total + current else None


def _neighbour(text: str, match: re.Match[str], side: int) -> str:
    """The word next to the match on one side (-1: before, 1: after), or ""."""
    if side < 0:
        before = text[: match.start()].rsplit(maxsplit=1)
        return before[-1] if before else ""
    after = text[match.end() :].split(maxsplit=1)
    return after[0] if after else ""
