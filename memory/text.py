"""Text normalisation, hashing and tokenising shared by the write and read paths."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Callable, Iterable
from itertools import pairwise

from .characters import strip_invisible
from .spoken_times import times_in_digits

_CONTROL = re.compile(r"[\u0000-\u001f\u007f-\u009f\u2028\u2029]+")  # control characters and line separators
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
# The pictographs and dingbats chat writes as emoji, as the body of a character class ("[{EMOJI}]").
EMOJI = "\u2600-\u27bf\U0001f300-\U0001faff"

STOPWORDS = frozenset(
    [
        "a",
        "about",
        "above",
        "after",
        "again",
        "against",
        "all",
        "am",
        "an",
        "and",
        "any",
        "are",
        "as",
        "at",
        "be",
        "because",
        "been",
        "before",
        "being",
        "below",
        "between",
        "both",
        "but",
        "by",
        "can",
        "could",
        "did",
        "do",
        "does",
        "doing",
        "down",
        "during",
        "each",
        "few",
        "for",
        "from",
        "further",
        "had",
        "has",
        "have",
        "having",
        "he",
        "her",
        "here",
        "hers",
        "herself",
        "him",
        "himself",
        "his",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "itself",
        "just",
        "me",
        "more",
        "most",
        "my",
        "myself",
        "no",
        "nor",
        "not",
        "now",
        "of",
        "off",
        "on",
        "once",
        "only",
        "or",
        "other",
        "our",
        "ours",
        "ourselves",
        "out",
        "over",
        "own",
        "same",
        "she",
        "should",
        "so",
        "some",
        "such",
        "than",
        "that",
        "the",
        "their",
        "theirs",
        "them",
        "themselves",
        "then",
        "there",
        "these",
        "they",
        "this",
        "those",
        "through",
        "to",
        "too",
        "under",
        "until",
        "up",
        "very",
        "was",
        "we",
        "were",
        "what",
        "when",
        "where",
        "which",
        "while",
        "who",
        "whom",
        "why",
        "will",
        "with",
        "would",
        "you",
        "your",
        "yours",
        "yourself",
        "yourselves",
        "s",
        "t",
        "don",
        "ll",
        "re",
        "ve",
        "m",
        "d",
        "also",
        "get",
        "got",
        "really",
        "yeah",
        "oh",
        "hey",
        "hi",
    ]
)


# A quotation is one thing, whatever its punctuation: „Wer zuerst kommt, mahlt zuerst“, «Lancement T3», 「また明日、ね」,
# and in straight single quotes set apart by spaces ("vimos '¡Olvídate de mí!' en la tele"; an apostrophe stands inside
# a word: "don't", "l'appart").
_QUOTATION = re.compile(
    r'„[^“”"]*[“”"]|“[^”]*”|"[^"]*"|«[^»]*»|「[^」]*」|『[^』]*』|‘[^’]*’|'
    r"(?:(?<=\s)|^)'[^'\n]{2,60}'(?=[\s.,;:!?)]|$)"
)


def quotations(text: str) -> list[tuple[int, int]]:
    """The spans of the text's quotations, in order."""
    return [match.span() for match in _QUOTATION.finditer(text)]


def spans_between(text: str, boundaries: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """The non-empty spans of `text` between the `boundaries` (spans in order, not overlapping), in order."""
    spans, start = [], 0
    for boundary_start, boundary_end in boundaries:
        if boundary_start > start:
            spans.append((start, boundary_start))
        start = boundary_end
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def normalise(text: str) -> str:
    """What every stored text becomes: control and invisible characters are spaces (no hidden joins inside
    words), variation selectors are gone, whitespace collapses."""
    return " ".join(_CONTROL.sub(" ", strip_invisible(text)).split())


def unaccented(word: str) -> str:
    """The word without its accents ("sofía": "sofia", "Nüsse": "Nusse")."""
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def fold(text: str) -> str:
    """NFKC + casefold: the form used for matching and hashing."""
    return unicodedata.normalize("NFKC", text).casefold()


# A separator between groups of one number: a space, a dash, or a thousands mark before exactly three digits.
_DIGIT_GROUPING = re.compile(r"(?<=\d)(?:[ \-‐‑–]|[,.'’](?=\d{3}(?!\d)))(?=\d)")


# A time of day as members write it: "3pm", "3:30 p.m.", "15h", "15h30", "15 Uhr", "18 heures", "19 horas", "15時半",
# "下午3点", "오후 3시 30분".
# An evening word makes an hour from 5 to 11 one after noon ("夜8時", "晚上7点45", "저녁 7시"), not "夜中の2時".
_AFTERNOON = r"(?:(?P<pm_word>下午|午後|오후)\s*|(?P<evening>夜|晚上|傍晚|저녁|밤)\s*(?=(?:[5-9]|1[01])(?!\d)))?"
# A part of the day said after the hour ("7 Uhr abends", "8h du soir", "9 de la noche", "7 in the evening"): late ones
# make an hour before noon one after it, as an evening word before it does; early ones ("6h du mat") leave it. With
# one, a bare hour is a time of day ("a las 9 de la noche").
_LATE_PART = (
    r"(?:in the (?:afternoon|evening)|at night|abends|am abend|nachmittags|am nachmittag|du soir|de l'apr[èe]s-midi|"
    r"de la (?:tarde|noche)|por la (?:tarde|noche))"
)
_EARLY_PART = r"(?:in the morning|morgens|früh|am morgen|vormittags|du mat(?:in)?|de la (?:mañana|madrugada)|por la mañana)"
_PART_OF_DAY = rf"\s+(?:(?P<late>{_LATE_PART})|{_EARLY_PART})(?![a-z])"
_PART_OF_DAY_AHEAD = rf"(?=\s+(?:{_LATE_PART}|{_EARLY_PART})(?![a-z]))"
_CLOCK = re.compile(
    _AFTERNOON + r"(?<![\d:])(?:(?P<h>[01]?\d|2[0-3])"
    r"(?:(?::(?P<m>[0-5]\d))?\s*(?P<ap>[ap])\.?m\.?(?![a-z])|:(?P<m2>[0-5]\d)(?!\d)|\s?h(?P<m3>[0-5]\d)?(?![a-z\d])|"
    r"\s?(?:uhr|heures?|horas?|hrs?|o'?clock)(?:\s?(?P<m4>[0-5]\d))?(?![a-z])|\s?[時点시](?:\s?(?P<m5>[0-5]?\d)\s?[分분]|(?P<half>半|\s?반(?=$|[^가-힣]|에|까지|부터|쯤|으로|이))|(?<=点)(?P<m6>[0-5]\d)(?![\d万元块]))?"
    rf")|(?P<bare>1[0-2]|[1-9])(?!\d){_PART_OF_DAY_AHEAD})(?:{_PART_OF_DAY})?"
)


def _clock(match: re.Match[str]) -> str:
    hour = int(match["h"] or match["bare"])
    minute = next(
        (int(m) for m in (match["m"], match["m2"], match["m3"], match["m4"], match["m5"], match["m6"]) if m),
        30 if match["half"] else 0,
    )
    if (match["ap"] == "p" or match["pm_word"] or match["evening"] or match["late"]) and hour < 12:
        hour += 12
    elif match["ap"] == "a" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}"


def clocks_one_way(text: str) -> str:
    """The folded text with each time of day it writes with a mark of the clock as "HH:MM" ("5 PM", "17:00", "17 Uhr",
    "17時", "下午5点", "下午五点": "17:00"; "9h30", "9時半", "half past nine": "09:30"): one value, whichever way it is
    written (`spoken_times`). A bare hour ("at 5")
    stays a number: morning or afternoon, it does not say."""
    return _CLOCK.sub(_clock, times_in_digits(fold(text)))


def clock_times(text: str) -> set[str]:
    """The times of day the text writes with a mark of the clock ("8pm", "15h", "19:00", "7時", "下午3点"), as "HH:MM"."""
    return {_clock(match) for match in _CLOCK.finditer(times_in_digits(fold(text)))}


EMAIL_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")  # an email address as written


def wording(text: str) -> str:
    """The text as its words say it: folded, whitespace collapsed, a number's groups joined ("090-1234-5678",
    "090 1234 5678" and "09012345678"; "1,200" and "1 200" and "1200"; not "1.5" and "15"), a time of day written one
    way ("3pm", "15h", "15:00", "15時", "下午3点": "15:00")."""
    return _CLOCK.sub(_clock, _DIGIT_GROUPING.sub("", times_in_digits(fold(normalise(text)))))


# A number of seven digits or more once its groups are joined: a phone, an account, an id ("+44 7700 900123").
_LONG_NUMBER = re.compile(r"\+?\d{7,}")
_ANY_NUMBER = re.compile(r"\d+")
_QUANTITY = re.compile(r"(?<![\d.,])\d{1,3}(?:[,.]\d{3}){2,}(?![\d.,])")  # thousands marked: a quantity, not an id


def restates_numbers(old: str, new: str) -> bool:
    """`new` gives the long number `old` gives, written another way ("090-1234-5678" / "09012345678", "07700 900123"
    / "+44 7700 900123": a trunk 0 or a country code of three digits at most set apart), and no other number `old`
    lacks: the same phone or account said again, whatever the words around it. Not a quantity whose thousands are
    marked ("the population was 1,234,567,890" beside "DHL tracking 1234567890")."""
    new_said = wording(new)
    new_long = _long_numbers_said(new, new_said)
    if not new_long:
        return False  # most drafts hold no long number: no neighbour is read
    old_said = wording(old)
    old_long = _long_numbers_said(old, old_said)
    if not all(any(one_number(a, b) for a in old_long) for b in new_long):
        return False
    return set(_ANY_NUMBER.findall(_LONG_NUMBER.sub(" ", new_said))) <= set(_ANY_NUMBER.findall(_LONG_NUMBER.sub(" ", old_said)))


def long_numbers(text: str) -> set[str]:
    """The numbers of seven digits or more the text gives, their groups joined ("090-1234-5678": "09012345678"); none
    when it marks thousands ("1,234,567,890 people" counts, it names nothing)."""
    return _long_numbers_said(text, wording(text))


def _long_numbers_said(text: str, said: str) -> set[str]:
    """`long_numbers` of `text`, whose `wording` is `said` (worked out once where the caller needs it too)."""
    return set() if _QUANTITY.search(text) else set(_LONG_NUMBER.findall(said))


def one_number(a: str, b: str) -> bool:
    """One number, maybe with a trunk 0, or a country code where it is marked with "+"."""
    (longer, marked), (shorter, _) = sorted(
        ((a.lstrip("+0"), a[0] == "+"), (b.lstrip("+0"), b[0] == "+")), key=lambda n: -len(n[0])
    )
    extra = len(longer) - len(shorter)
    return len(shorter) >= 7 and longer.endswith(shorter) and (extra == 0 or (marked and extra <= 3))


def matched_words(pattern: re.Pattern[str], text: str) -> set[str]:
    """Each distinct match of `pattern` in `text`, case folded: the words of a closed class a statement holds."""
    return {match.group().casefold() for match in pattern.finditer(text)}


def content_hash(text: str) -> str:
    return hashlib.sha256(fold(normalise(text)).encode("utf-8")).hexdigest()


def cap_length(text: str, limit: int) -> str:
    """Cut text to `limit` characters at a word boundary, marking the cut."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space > limit // 2:
        cut = cut[:space]
    return cut.rstrip() + "…"


def preview(text: str, limit: int = 160) -> str:
    """The text, or its first `limit - 1` characters and an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def stem(word: str) -> str:
    """A light English suffix stripper (plural, -ing, -ed, -ly), enough to match word forms."""
    if len(word) <= 3 or not word.isascii():
        return word
    for suffix, keep in (("ies", "y"), ("sses", "ss"), ("ing", ""), ("edly", ""), ("ed", ""), ("ly", ""), ("es", ""), ("s", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith("ss"):
                return word
            base = word[: len(word) - len(suffix)] + keep
            if suffix in ("ing", "ed", "edly") and len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz":
                base = base[:-1]
            return base
    return word


def tokenize(text: str, stemmer: Callable[[str], str] = stem) -> list[str]:
    """Lexical terms: folded words without stop-words, stemmed (by `stemmer`); CJK runs as character bigrams."""
    terms: list[str] = []
    for word in _WORD.findall(fold(text)):
        if _CJK.search(word):
            chars = [c for c in word if not c.isspace()]
            terms.extend(a + b for a, b in pairwise(chars))
            if len(chars) == 1:
                terms.append(chars[0])
        elif word not in STOPWORDS:
            terms.append(stemmer(word))
    return terms


def words(text: str) -> frozenset[str]:
    """The folded, unstemmed words of a text."""
    return frozenset(_WORD.findall(fold(text)))


def name_words(name: str) -> frozenset[str]:
    """The words of a display name that can identify its speaker in a question."""
    return frozenset(w for w in words(name) if len(w) >= 3 and w not in STOPWORDS)


def nested_deeper_than(value: object, limit: int) -> bool:
    """Whether lists and dicts inside `value` nest deeper than `limit` (walked without recursion)."""
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return False


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance with a swap of two neighbours counted as one edit (optimal string alignment)."""
    rows = [list(range(len(b) + 1))]
    for i, x in enumerate(a, 1):
        row = [i]
        for j, y in enumerate(b, 1):
            row.append(min(rows[-1][j] + 1, row[j - 1] + 1, rows[-1][j - 1] + (x != y)))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                row[j] = min(row[j], rows[-2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


# A weekday named in any of the seven languages, also as a habit ("mondays", "mittwochs", "los sábados") or shortened
# ("thurs", "토욜", "（金）"): a value, as a date or a time is, not a word that names a thing.
WEEKDAY = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:tues|thurs|weds)\b"
    # a weekday cut short before a date or a time ("Fri 7pm", "mié 20h", "jeu. 19h"); not "sun", "mon", "mar", "son",
    # words of their own
    r"|\b(?:tue|wed|thu|thur|fri|sat|lun|mi[ée]|jue|vie|s[áa]b|dom|mer|jeu|ven)\.?(?=\s*\d)"
    r"|\b(?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados?|domingos?)\b"
    r"|\b(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi|"
    r"samedi|dimanche)s?\b|[月火水木金土日]曜|[（(][月火水木金土日][）)]|周[一二三四五六日天]|星期[一二三四五六日天]"
    r"|礼拜[一二三四五六日天]|[월화수목금토일]요일|[월화수목금토일]욜"
    # a Korean weekday cut to its syllable before a time ("목 8시 신도림 풋살"); not 일, also a word of its own
    r"|(?<![가-힣])[월화수목금토](?=\s?\d{1,2}(?:\s?시|:\d\d))",
    re.IGNORECASE,
)
WEEKDAY_NAMES = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# The first three letters of a weekday in the Latin-script languages (English, Spanish, German, French), its index.
_LATIN_DAY = {
    **dict.fromkeys(("mon", "lun"), 0),
    **dict.fromkeys(("tue", "mar", "die"), 1),
    **dict.fromkeys(("wed", "mie", "mié", "mit", "mer"), 2),
    **dict.fromkeys(("thu", "jue", "don", "jeu"), 3),
    **dict.fromkeys(("fri", "vie", "fre", "ven"), 4),
    **dict.fromkeys(("sat", "sab", "sáb", "sam"), 5),
    **dict.fromkeys(("sun", "dom", "son", "dim"), 6),
}
_CJK_DAY = re.compile(r"([月火水木金土日])(?:曜|[）)])|[周期拜]([一二三四五六日天])|([월화수목금토일])(?:요일|욜|$)")


def weekdays(text: str) -> set[str]:
    """The weekdays the text names, in any of the seven languages and however written, by their English names:
    "Friday", "viernes", "freitags", "金曜", "（金）", "周五", "星期五", "금요일" and "금욜" are all "friday"."""
    return {weekday_name(match.group()) for match in WEEKDAY.finditer(text)}


def weekday_name(day: str) -> str:
    """The English name of one weekday as written ("viernes", "金曜", "금욜")."""
    cjk = _CJK_DAY.search(day)
    if cjk is None:
        return WEEKDAY_NAMES[_LATIN_DAY[fold(day)[:3]]]
    japanese, chinese, korean = cjk.groups()
    if japanese:
        return WEEKDAY_NAMES["月火水木金土日".index(japanese)]
    if chinese:
        return WEEKDAY_NAMES["一二三四五六日".index(chinese.replace("天", "日"))]
    return WEEKDAY_NAMES["월화수목금토일".index(korean)]


# A day named by its distance from today, in the seven languages; the longer names first ("明後日" before "明日",
# "pasado mañana" before "mañana", "übermorgen" before "morgen"). "la mañana" and "am Morgen" are a time of day, and
# German "hier" is "here".
_RELATIVE_DAYS = (
    (r"\bday after tomorrow\b|后天|後天|明後日|あさって|모레|\bpasado mañana\b|\bübermorgen\b|\baprès-demain\b", "day+2"),
    (
        r"\b(?:tomorrow|tmrw|tmr)\b|明天|明晚|明早|明日|あした|내일|(?<!la )(?<!una )\bmañana\b"
        r"|(?<!am )(?<!guten )(?<!jeden )(?<!heute )(?<!den )\bmorgen\b|\bdemain\b",
        "day+1",
    ),
    (r"\b(?:today|tonight)\b|今天|今晚|今日|きょう|今夜|今晩|오늘|\bhoy\b|\bheute\b|\baujourd'hui\b|\bce soir\b", "day+0"),
    (r"\byesterday\b|昨天|昨晚|昨日|きのう|어제|\bayer\b|\bgestern\b|\bhier (?:soir|matin|midi|aprem)", "day-1"),
)
_RELATIVE_DAY = [(re.compile(pattern, re.IGNORECASE), day) for pattern, day in _RELATIVE_DAYS]


def relative_days(text: str) -> set[str]:
    """The days the text names by their distance from today ("tomorrow", "明日", "내일", "mañana", "demain" are "day+1"):
    values, as weekdays are."""
    found = set()
    for pattern, day in _RELATIVE_DAY:
        if pattern.search(text):
            found.add(day)
            text = pattern.sub(" ", text)
    return found
