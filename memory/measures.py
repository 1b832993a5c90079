"""A height in metres and centimetres, or a sum counted in ten thousands, written as the one number it is (pure).

"1m80", "1,80 m", "mido 1,80", "一米八" and "180 cm" are one height; "2만 원", "3万円" and "20,000원", "30000円" one
sum each. `update_model.values` reads them in this form, so a statement said again in another format gives the same
value. Exact forms only: metres with two digits of centimetres after them (a height, not "1,5 km"), a decimal height
after a verb of measuring or before "groß" / "de alto", a Chinese height in 米 and tenths, a number of 万 / 萬 / 만 or
of 千 / 천, or of both ("6万2千" 62000).
"""

from __future__ import annotations

import re

from .numerals import CJK_DIGITS

# "1m80", "1 m 80": metres, then two digits of centimetres
_METRES_AND_CENTIMETRES = re.compile(r"(?<![\d.,])([12])\s?m\s?(\d{2})(?![\d.,])")
# "1,80", "1.80": a height when its unit follows, or "groß" / "de alto", or a verb of measuring comes before it
_DECIMAL_METRES = re.compile(r"(?<![\d.,])([12])[.,](\d{2})(?![\d.,])")
_MEASURED_BEFORE = re.compile(r"(?<![a-zà-ÿ])(?:mido|mide|mides|mesure|mesures|mesurait|misst|messe)\s+$")
_HEIGHT_AFTER = re.compile(r"\s?(?:m|metros?|mètres?|meter)(?![a-zà-ÿ])|\s(?:groß|gross|de alto|de altura|tall)(?![a-zà-ÿ])")
_CJK_METRES = re.compile(r"([一两二])米([一二三四五六七八九])([一二三四五六七八九])?(?![〇零一二三四五六七八九十])")
_COUNTED_IN_THOUSANDS = re.compile(r"(?<![\d.,])(\d+(?:\.\d+)?)\s?(万|萬|만|千|천)(?!\d)")
# Ten thousands and thousands said together: "6万2千" (62000), "8만 5천" (85000).
_TEN_THOUSANDS_AND_THOUSANDS = re.compile(r"(?<![\d.,])(\d+)\s?(?:万|萬|만)\s?(\d)\s?(?:千|천)(?![\d万萬만])")
_THOUSANDS = {"万": 10000, "萬": 10000, "만": 10000, "千": 1000, "천": 1000}


def _decimal_height(match: re.Match[str], text: str) -> str:
    if _HEIGHT_AFTER.match(text, match.end()) or _MEASURED_BEFORE.search(text, 0, match.start()):
        return match[1] + match[2]
    return match.group()


# A year of a Japanese era, and the western year before its first ("令和6年" is 2024, "平成元年" 1989).
_ERA_YEAR = re.compile(r"(令和|平成)\s?(\d{1,2}|元)\s?年")
_ERA_START = {"令和": 2018, "平成": 1988}


def in_one_number(folded: str) -> str:
    """The (folded) text with each height in metres and centimetres and each sum in ten thousands or thousands written as
    the one number it is, and each year of a Japanese era as its western year."""
    text = _ERA_YEAR.sub(lambda m: f"{_ERA_START[m[1]] + (1 if m[2] == '元' else int(m[2]))}年", folded)
    text = _METRES_AND_CENTIMETRES.sub(lambda match: match[1] + match[2], text)
    text = _DECIMAL_METRES.sub(lambda match: _decimal_height(match, text), text)
    if "米" in text:
        text = _CJK_METRES.sub(
            lambda m: str(100 * CJK_DIGITS[m[1]] + 10 * CJK_DIGITS[m[2]] + (CJK_DIGITS[m[3]] if m[3] else 0)), text
        )
    text = _TEN_THOUSANDS_AND_THOUSANDS.sub(lambda m: str(int(m[1]) * 10000 + int(m[2]) * 1000), text)
    return _COUNTED_IN_THOUSANDS.sub(lambda m: str(round(float(m[1]) * _THOUSANDS[m[2]])), text)
