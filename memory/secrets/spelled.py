"""Digits said as words ("two five eight zero", "cuatro siete uno uno", "一 三 五 七 九 零", "칠 삼 공 구"): read as digits.

A PIN read out word by word is the PIN: the run is rewritten as the digits it says and the message is
judged again. The digit words of the seven languages are a closed class, so this is an exact rule; a run
needs three of them in a row, split by spaces, commas, dashes (en and em dashes too) or middle dots ("よん・いち・
きゅう・さん"), and may end before a Japanese particle ("ゼロ・ナナ・イチ・ゴね"); a Chinese, Japanese or Korean digit
counts only set apart ("周一三五" is Monday, Wednesday and Friday; "이" and "구" are words too). Korean digits written
together count as a word of their own of four or more ("구팔칠이일공", "칠삼오일이야" before its copula): no Korean word
is four digit syllables and nothing else; so do Chinese ones ("一零零八六六", "幺洞洞八六六") and Japanese ones in
hiragana ("いちきゅうはちなな").
"""

from __future__ import annotations

import re

LEAST_DIGITS = 3  # digit words in a row: two are a count or a score ("two five-minute breaks")

_DIGIT_WORDS = {
    "0": "zero oh cero null zéro zero 零 〇 영 공 ぜろ れい ゼロ レイ",
    "1": "one uno eins un une 一 일 いち イチ",
    "2": "two dos zwei deux 二 이 に ニ",
    "3": "three tres drei trois 三 삼 さん サン",
    "4": "four cuatro vier quatre 四 사 よん し ヨン",
    "5": "five cinco sinco fünf funf cinq 五 오 ご ゴ",
    "6": "six seis sechs 六 육 ろく ロク",
    "7": "seven siete sieben sept 七 칠 なな しち ナナ",
    "8": "eight ocho acht huit 八 팔 はち ハチ",
    "9": "nine nueve neun neuf 九 구 きゅう く キュウ",
}
_DIGIT_OF = {word: digit for digit, words in _DIGIT_WORDS.items() for word in words.split()}
_WORD = "|".join(sorted(map(re.escape, _DIGIT_OF), key=len, reverse=True))
_BETWEEN = r"[\s,、，\-–—・·]+"
_KOREAN_DIGITS = "".join(word for word in _DIGIT_OF if "\uac00" <= word <= "\ud7a3")  # the Hangul digit words above
# A copula or a particle closing Korean digits written together ("칠삼오일이야", "구팔칠이일공입니다"): the fewest digits
# before one are read, so the 이 of 이야 is the copula's, not a two.
_KOREAN_ENDING = "이야|야|이에요|예요|입니다|이고|고|임|이요|요|이라고|라고|인데|이니까|니까|으로|로|을|를|은|는"
# Chinese digits read one by one and written together, four or more: "一零零八六六", and as said over a phone or a
# radio, 幺 for one and 洞 for zero ("幺洞洞八六六"). Counting words (十, 百, 两) are no digit reading.
_CHINESE_DIGITS = "零〇一二三四五六七八九幺洞"
_CHINESE_DIGIT_OF = {**{word: digit for word, digit in _DIGIT_OF.items() if word in _CHINESE_DIGITS}, "幺": "1", "洞": "0"}
_RUN = re.compile(
    rf"(?<![\w])(?:{_WORD})(?:{_BETWEEN}(?:{_WORD})){{{LEAST_DIGITS - 1},}}(?![^\W\u3040-\u309f])|"
    rf"(?<![\w])[{_KOREAN_DIGITS}]{{4,}}?(?=(?:{_KOREAN_ENDING})?(?![\w]))|"
    rf"(?<![{_CHINESE_DIGITS}十百千万两])[{_CHINESE_DIGITS}]{{4,}}(?![{_CHINESE_DIGITS}十百千万两])",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(_BETWEEN)
# Japanese digits read out in hiragana and written together ("いちきゅうはちなな"): a run of hiragana that is four digit
# words or more and nothing else (no Japanese word is; "いちご", "にし", "ごご" are two).
_KANA_DIGITS = sorted((word for word in _DIGIT_OF if re.fullmatch(r"[ぁ-ゖ]+", word)), key=len, reverse=True)
_KANA_RUN = re.compile(r"[ぁ-ゖ]{4,}")
_KANA_WORD = re.compile("|".join(_KANA_DIGITS))


def spelled_digits(text: str) -> str | None:
    """`text` with each run of digit words written as its digits; None when it holds no such run."""
    kana = _KANA_RUN.sub(_kana_digits, text)
    if not _RUN.search(kana):
        return kana if kana != text else None
    return _RUN.sub(lambda run: "".join(map(_digits_of, _SEPARATOR.split(run.group()))), kana)


def _kana_digits(run: re.Match[str]) -> str:
    """A run of hiragana as its digits when it is four digit words or more and nothing else, else as it is."""
    words = _KANA_WORD.findall(run.group())
    return "".join(_DIGIT_OF[word] for word in words) if len(words) >= 4 and "".join(words) == run.group() else run.group()


def _digits_of(word: str) -> str:
    """The digits one word of a run says: one, or one per syllable of Korean digits written together."""
    folded = word.lower()
    if folded in _DIGIT_OF:
        return _DIGIT_OF[folded]
    return "".join(_DIGIT_OF.get(character) or _CHINESE_DIGIT_OF[character] for character in folded)
