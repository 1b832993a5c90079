"""A price that changed: "La cuota mensual del gimnasio es de 35 euros", then "A partir de marzo, la cuota mensual
del gimnasio pasa a 39,90 euros"; or said again: "门票一人80块", then "再说一遍，门票每人80元" (pure).

What a thing costs is one value at a time. The two statements name one thing (`name_one_thing`: "the membership",
"月会費", "Monatsbeitrag") and each an amount in one currency (a sign or a word: $, €, 円, 元, 원, euros, Euro), the
newer none of the older's, and the newer says it changed: a marker of change ("改定", "raised") or the day it takes
effect ("as of January", "4月より", "ab Juli", "à partir de mars"); or, with no word of change, another amount of the
same unit (`gives_another_price`), which the writer asks the update model to back. A question, a hedge, an addition
or another slot is none (`newly_says`'s checks: `judgeable`, `other_slot`). The same amount of the same thing, with no
word of change and no term put in another's place (`swaps_terms`: "the adult ticket" beside "the child ticket"), is a restatement.
"""

from __future__ import annotations

import re

from .change_cues import adds, change_words, says_change
from .measures import in_one_number
from .numerals import spelled_in_digits
from .other_slot import MONTH_NAMES, main_clause, other_slot
from .text import stem
from .update_model import FUNCTION_TERMS, judgeable, name_one_thing, names_nothing_new, swaps_terms

# A currency by its name, and by its sign.
_CURRENCY_NAMES = r"euros?|eur|dollars?|usd|円|元|块|원|yuan|yen|francs?|pounds?"
# As a word, or after the number it counts: "eur" in "teurer", 元 in "元気" and 원 in "회원" are none.
_CURRENCY = re.compile(
    r"[$€£¥₩]|(?<![a-zà-ÿ])(?:euros?|eur|dollars?|usd|yuan|yen|francs?|pounds?|bucks?|quid|balles?|pavos?|pelas?)(?![a-zà-ÿ])|"
    r"(?<=[\d千万萬만천백十百])\s?(?:円|元|块|원)",
    re.IGNORECASE,
)
# One currency however named: its sign, its word, its slang ("9 balles" and "7 €", "25 bucks" and "$20").
_ONE_CURRENCY = {
    "euro": "€", "eur": "€", "balle": "€", "pavo": "€", "pela": "€", "dollar": "$", "usd": "$", "buck": "$",
    "pound": "£", "quid": "£", "yen": "¥", "円": "¥", "yuan": "元", "块": "元", "원": "₩",
}  # fmt: skip


def _currencies(text: str) -> set[str]:
    """The currencies the text names, each one way ("balles" as "€")."""
    named = (found.strip().casefold().rstrip("s") for found in _CURRENCY.findall(text))
    return {_ONE_CURRENCY.get(currency, currency) for currency in named}


_AMOUNT = re.compile(
    rf"(?:[$€£¥₩]\s?(?P<before>\d[\d.,]*))|(?:(?P<after>\d[\d.,]*)\s?(?:{_CURRENCY_NAMES}|€|만\s?원)(?![a-zà-ÿ]))",
    re.IGNORECASE,
)
# An amount said with its multiplier or in slang ("4千円", "3만원", "25 bucks", "60 balles", "20 pavos"): its value.
_SAID_AMOUNT = re.compile(
    r"[$€£¥₩]\s?(?P<before>\d[\d.,]*)|(?P<after>\d[\d.,]*)\s?(?P<times>千|万|만|k)?\s?(?:euros?|eur|€|dollars?|usd|bucks|"
    r"円|元|块|원|yuan|yen|francs?|pounds?|quid|balles|pavos|pelas|mäuse|kröten)(?![a-zà-ÿ])",
    re.IGNORECASE,
)
# What an amount is paid for, right after it: "$40 a month" and "$40 a session", "35 € al mes", "25 € par mois", "30
# Euro pro Ticket", "/month", "每人": one amount for two units is two prices.
_PER_UNIT = re.compile(
    r"\s*(?:(?:a|an|per|each|every|por|al|el|la|par|pro|im|je|the)\s+|/\s*)(?P<unit>[a-zà-ÿ]{3,})|\s*每(?P<each>\w)",
    re.IGNORECASE,
)
_TIMES = {"千": 1000, "万": 10000, "만": 10000, "k": 1000}
_OTHER_NUMBER = re.compile(r"\d+")
_TAKES_EFFECT = re.compile(
    r"\b(?:as of|from|starting|effective|a partir de|desde|ab|seit|à partir de|d[èe]s|"
    # a new period's price: "Este año la cuota será de 25 €", "pour la saison 2025-2026"
    r"this (?:year|season)|for the season|este año|esta temporada|cette (?:année|saison)|pour la saison|"
    r"dieses jahr|diese saison)\b|より|から|부터|起|开始|今年|올해",
    re.IGNORECASE,
)


# A price with no currency written, as euros are said where the comma marks cents ("la caña está a 1,50", "Döner 7,50
# inzwischen"); a time is written with a colon or a point ("19.30 Uhr"), a count has no cents.
_BARE_CENTS = re.compile(r"(?<![\d.,:])\d{1,3},\d{2}(?![\d.,%:])")
# Ten thousand won said alone ("거기 이제 만원임"), with no digit before it.
_TEN_THOUSAND_WON = re.compile(r"(?<![\d천백십만])만\s?원")


# What costs so now, as against before: "あそこ今980円だよ", "거기 이제 만원임", "ya a 2 €", "7,50 inzwischen".
_NOW = re.compile(
    r"\b(?:now|nowadays|these days|ya|ahora|inzwischen|mittlerweile|jetzt|maintenant|d[ée]sormais)\b|今|现在|現在|이제|요즘",
    re.IGNORECASE,
)


def _amounts(text: str) -> set[str]:
    """The amounts the text gives, as written but for a number said in parts, read as one ("2만 5천원": "25000원"), in
    slang too ("9 balles"), with bare cents (`_BARE_CENTS`) and ten thousand won alone."""
    read = in_one_number(text)
    found = {
        (match.group("before") or match.group("after")).rstrip(".,")
        for pattern in (_AMOUNT, _SAID_AMOUNT)
        for match in pattern.finditer(read)
    }
    return found | set(_BARE_CENTS.findall(read)) | ({"10000"} if _TEN_THOUSAND_WON.search(read) else set())


def changes_price(old: str, new: str) -> bool:
    """`old` and `new` name one thing and an amount each, `new` none of `old`'s, and `new` says it changed; or `new`
    changes the one amount `old` gives to another in its currency (`_one_amount_moved`) and names no thing of its own
    (`_names_nothing`: "4月から8,800円に値上げ…つら" after "ジム月会費7,700円"), or only a short name both share ("FC会費、
    来年から5,500円" after "推しのFC年会費4,000円"), or both give a share each member pays (`_SHARE`)."""
    old_amounts, new_amounts = _amounts(old), _amounts(new)
    if not old_amounts or not new_amounts or new_amounts & old_amounts:
        return False
    said = says_change(new) or _TAKES_EFFECT.search(new) is not None or _NOW.search(new) is not None
    if not said or not judgeable(new) or other_slot(old, new):
        return False
    if name_one_thing(_without_amounts(old), _without_amounts(new)):  # "만원" in both names no one thing
        return True
    return _one_amount_moved(old, new) and (
        _names_nothing(new)
        or name_one_thing(_without_amounts(old), _without_amounts(new), short_names=True)
        or (_SHARE.search(old) is not None and _SHARE.search(new) is not None)
    )


# A share each person pays, in both: "£7 a head", "1人800円", "6 € por cabeza", "每人", "1인". One group's share raised,
# told with why ("コート代上がったので来月から1人1,000円", "Han subido la pista, son 8 € por cabeza"): the cause names a
# thing of its own, the share is the older's. Not "each", "cada uno", "씩", which count items too ("boots at £9 each").
_SHARE = re.compile(
    r"\b(?:a head|per (?:person|head)|pp|por (?:persona|cabeza)|pro (?:person|kopf|nase)|par (?:personne|tête))\b|"
    r"每人|[1一]人|ひとり|인당|1인",
    re.IGNORECASE,
)


def _without_amounts(text: str) -> str:
    """The text without its amounts of money, their currency words with them ("20만 원", "7만원", "$40")."""
    return _SAID_AMOUNT.sub(" ", in_one_number(text))


# What a newer statement that only changes an amount may hold besides it, in its first clause: the words of raising or
# lowering and of when it takes effect, months, words that bind ("nos", "elle", "the", "is"), and kana ("Ab Mai 34,90 €,
# Frechheit", "Elle passe à 34,99 € en septembre", "4月から8,800円に値上げ…つら"). A word of its own names a thing ("from
# June the gym is 15 €", "ジム、9000円に値上げ"): the amount is that thing's.
_ENGLISH_BINDING = frozenset({"the", "is", "are", "was", "it", "its", "they", "now", "up", "to", "at", "for", "per", "and"})
_BINDING = _ENGLISH_BINDING | FUNCTION_TERMS
_NAMING_CHARACTER = re.compile(r"[\u30a0-\u30ff\u4e00-\u9fff]")
_HIRAGANA_ONLY = re.compile(r"[\u3040-\u309f]+")
_NAMING_CHARACTERS_AT_MOST = 1
# A month, also cut short after the word that starts it ("from Jan", "ab Okt."): alone, "Jan" may be a member.
_MONTH = re.compile(
    rf"(?:{MONTH_NAMES})|\d*月|(?:(?<=from )|(?<=since ))(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b\.?|"
    r"(?<=ab )(?:jan|feb|mär|apr|jun|jul|aug|sep|okt|nov|dez)\b\.?",
    re.IGNORECASE,
)
_RAISED_AT_MOST = 2.0  # times the older amount, either way: a rent is no haircut's price raised


def _one_amount_moved(old: str, new: str) -> bool:
    """`old` gives one amount and `new` another in the same currency, within a factor of two either way."""
    old_values, new_values = _values(old), _values(new)
    if len(old_values) != 1 or len(new_values) != 1:
        return False
    (before,), (after,) = old_values, new_values
    if min(before, after) <= 0 or max(before, after) / min(before, after) > _RAISED_AT_MOST:
        return False
    old_currency, new_currency = _currencies(old), _currencies(new)
    if _BARE_CENTS.search(old) or _BARE_CENTS.search(new):  # cents with no currency written: the other's, or none
        return not old_currency or not new_currency or old_currency == new_currency
    return bool(old_currency) and old_currency == new_currency


def _names_nothing(new: str) -> bool:
    """`new`'s first clause holds few words besides its amount, its change and when it takes effect: it names no thing
    of its own, so the amount it changes is the older's."""
    clause = main_clause(new)
    amounts_out = _BARE_CENTS.sub(" ", _SAID_AMOUNT.sub(" ", _TEN_THOUSAND_WON.sub(" ", clause)))
    rest = _TAKES_EFFECT.sub(" ", _MONTH.sub(" ", amounts_out))
    rest = _NOW.sub(" ", rest)
    for word in change_words(clause):
        rest = rest.replace(word, " ")
    words = [w for w in re.findall(r"[^\W\d_]+", rest) if not _HIRAGANA_ONLY.fullmatch(w)]
    naming = sum(len(_NAMING_CHARACTER.findall(w)) for w in words)
    own = [w for w in words if not _NAMING_CHARACTER.search(w) and len(w) >= 3 and stem(w.casefold()) not in _BINDING]
    return naming <= _NAMING_CHARACTERS_AT_MOST and not own


def _units(text: str) -> set[str]:
    """What the text's amounts are paid for ("month", "session", "人"), where it says."""
    found = set()
    for match in _SAID_AMOUNT.finditer(text):
        per = _PER_UNIT.match(text, match.end())
        if per is not None:
            found.add((per.group("unit") or per.group("each")).casefold().rstrip("s"))
    return found


def _values(text: str) -> set[int]:
    """The amounts of money the text gives, in hundredths of their unit ("4,000円", "4千円" and "四千円": 400000;
    "cuarenta y cinco pavos": 4500; "1,10 €" and "1,25 €" are two amounts, not one euro twice)."""
    found = set()
    for match in _SAID_AMOUNT.finditer(in_one_number(spelled_in_digits(text.casefold()))):
        digits = (match.group("before") or match.group("after")).rstrip(".,")
        whole = re.sub(r"[.,](?=\d{3}(?!\d))", "", digits).replace(",", ".")
        try:
            value = float(whole) * _TIMES.get((match.group("times") or "").lower(), 1)
        except ValueError:
            continue
        found.add(round(value * 100))
    found.update(round(float(cents.replace(",", ".")) * 100) for cents in _BARE_CENTS.findall(text))
    if _TEN_THOUSAND_WON.search(text):
        found.add(1000000)
    return found


def gives_another_price(old: str, new: str) -> bool:
    """`old` and `new` name one thing and one amount each, in one currency and for one unit, `new` another amount
    within a factor of two and no word of change ("La cuota anual es de 40 euros." / "la cuota anual: 45 euros"): what
    a thing costs is one value at a time. Another thing's price in the same words is not (`swaps_terms`, `other_slot`,
    or each naming a thing the other does not: "de loyer" and "d'électricité"), and as the words alone cannot tell every
    other thing apart, the writer asks the update model to lean toward an update too (`UNSAID_PRICE_FLOOR`)."""
    old_values, new_values = _values(old), _values(new)
    if not old_values or not new_values or old_values & new_values or _amounts(old) & _amounts(new):
        return False
    if changes_price(old, new) or not _one_amount_moved(old, new) or _units(old) != _units(new):
        return False
    bare_old, bare_new = _without_amounts(old), _without_amounts(new)
    # one names nothing the other does not: "the rent" and "the electricity", "전기요금" and "가스요금", each naming a
    # thing of its own, are two bills
    kept_to_one_thing = names_nothing_new(bare_old, bare_new) or names_nothing_new(bare_new, bare_old)
    return (
        judgeable(new)
        and not other_slot(old, new)
        and not swaps_terms(bare_old, bare_new)
        and name_one_thing(bare_old, bare_new)
        and kept_to_one_thing
    )


def restates_price(old: str, new: str) -> bool:
    """`old` and `new` name one thing and one amount, the same ("tickets are 25 bucks each" / "it's $25 a ticket"),
    paid for no other unit ("a month", "a session"), `new` no other number, no change and nothing added ("the catering
    deposit is likewise 800": another thing's price)."""
    amount = _values(old)
    if len(amount) != 1 or _values(new) != amount:
        return False
    old_units, new_units = _units(old), _units(new)
    if old_units and new_units and old_units.isdisjoint(new_units):
        return False  # "$40 a month" and "$40 a session": two prices
    numbers = set(_OTHER_NUMBER.findall(_SAID_AMOUNT.sub(" ", new)))
    return (
        numbers <= set(_OTHER_NUMBER.findall(old))
        and not says_change(new)
        and not adds(new)
        and judgeable(new)
        and not other_slot(old, new)
        and not swaps_terms(old, new)
        and name_one_thing(old, new, short_names=True)
    )
