"""A password dictated one character at a time: "capital M, a, n, g, o, then four four, then a dollar sign".

People read a password out as they would on the phone: one letter or digit per item, split by commas, a
case word where it matters ("großes L", "M majuscule", "大文字の A"), a letter or a digit by its name ("jota",
"ele", "에이", "nueve", "칠칠"), words for symbols between.
Structure, not phrasing: a run of short items of which at least four are a single letter or digit, in a
message that names a password or a login, or says it spells one out. A list of options ("rows A, B, C, D")
names neither. A letter given with its case needs no name: only a value typed exactly has a case that matters, so
two such letters ("capital Q, lowercase r, seven seven, hashtag"), or one in a run ("C majuscule, h, a, t"), spell
a password out.
"""

from __future__ import annotations

import re
from itertools import pairwise

from .stated import names_a_secret
from .views import Views

LEAST_SINGLE = 4  # single letters or digits in one run: three are a list of options ("a, b or c")
# A rule a password must follow, not one read out: "at least", "al menos", "mindestens", "au moins", "至少", a count of
# characters and "以上" / "이상" ("12文字以上", "8자 이상"; "以上です" alone closes a dictation: "that's all").
_RULE = re.compile(
    r"\b(?:at least|al menos|como m[íi]nimo|de m[íi]nimo|m[íi]nimo|mindestens|au moins|minimum)\b|至少|不少于|"
    r"(?<![0-9０-９])[0-9０-９]{1,3}\s*(?:文字|字|桁|位|자리|자|글자)\s*(?:以上|이상)"
)
ITEM_WORDS = 3  # an item of more words is prose, and ends the run

# What a dictated item may carry besides its character: its case, and "then" / "and" joining it on.
_CASE_OR_JOIN = re.compile(
    r"(?<!\w)(?:capital|uppercase|upper case|lowercase|lower case|small|big|then|and|großes|großer|grosses|kleines|"
    r"kleiner|groß|klein|dann|und|대문자|소문자|그리고|majuscule|minuscule|puis|et|mayúscula|minúscula|luego|y|大文字の?|小文字の?|大写的?|"
    r"小写的?|然后)(?!\w)",
    re.IGNORECASE,
)
# Letters and digits said by their names, where a name is no word of the language's prose in a list of them: the
# alphabets of Spanish, German, French and Korean ("jota", "ele", "ef", "effe", "에이", "엔") and the digits.
_SAID_AS = {
    "a": "에이", "b": "be bé 비", "c": "ce cé 씨", "d": "de dé 디", "e": "", "f": "efe ef effe 에프", "g": "ge gé 지",
    "h": "hache ha ache 에이치", "i": "아이", "j": "jota jot ji 제이", "k": "ka 케이", "l": "ele el elle 엘",
    "m": "eme em emme 엠", "n": "ene en enne 엔", "ñ": "eñe", "o": "", "p": "pe pé 피", "q": "cu ku 큐", "r": "erre er 알",
    "s": "ese es esse 에스", "t": "te té 티", "u": "유", "v": "uve vau vé 브이", "w": "we 더블유", "x": "equis ix ixe 엑스",
    "y": "ye ypsilon 와이", "z": "zeta zett zède 제트",
    "0": "zero cero null zéro 영 공", "1": "one uno eins un 일", "2": "two dos zwei deux 이", "3": "three tres drei trois 삼",
    "4": "four cuatro vier quatre 사", "5": "five cinco fünf cinq 오", "6": "six seis sechs 육",
    "7": "seven siete sieben sept 칠", "8": "eight ocho acht huit 팔", "9": "nine nueve neun neuf 구",
}  # fmt: skip
# Japanese reads the Latin letters in katakana ("エム", "オー", "ワイ").
_KATAKANA_AS = {
    "a": "エー エイ", "b": "ビー", "c": "シー", "d": "ディー", "e": "イー", "f": "エフ", "g": "ジー", "h": "エイチ エッチ",
    "i": "アイ", "j": "ジェー ジェイ", "k": "ケー ケイ", "l": "エル", "m": "エム", "n": "エヌ", "o": "オー", "p": "ピー",
    "q": "キュー", "r": "アール", "s": "エス", "t": "ティー", "u": "ユー", "v": "ブイ ヴィー", "w": "ダブリュー",
    "x": "エックス", "y": "ワイ", "z": "ゼット ズィー",
}  # fmt: skip
_NAMES = {name: character for table in (_SAID_AS, _KATAKANA_AS) for character, names in table.items() for name in names.split()}
# Letter names that are no word of prose beside a word of case: in the scripts of Korean and Japanese, or of three
# letters or more in a Latin script ("eme mayúscula", "jota", not "es" or "de").
_LETTER_NAMES = "|".join(
    sorted(
        (name for name, character in _NAMES.items() if character.isalpha() and (len(name) >= 3 or not name.isascii())),
        key=len,
        reverse=True,
    )
)
_KOREAN_DIGITS = frozenset(name for name, character in _NAMES.items() if character.isdigit() and len(name) == 1)
_ITEM_SPLIT = re.compile(r"\s*[,，、;]\s*")
# Saying that one spells or dictates, or naming a login (the password of which is what one spells).
_SPELLING = re.compile(
    r"spell|dictat|buchstabier|diktier|épel|epel|dicto|dicte|deletre|login|log in|log-in|anmeld|connexion|"
    r"iniciar sesión|ログイン|로그인|登录|登入|불러|"
    # said to be typed as one, or in one case: what only a value typed exactly needs ("todo junto y en minúsculas")
    r"todo junto|tout attach|zusammengeschrieben|alles zusammen|no spaces|without spaces|sin espacios|sans espace|"
    r"ohne leerzeichen|en min[úu]sculas|en minuscules|all lowercase|kleingeschrieben|붙여서|띄어쓰기\s?없이|连起来|スペースなし|"
    # a symbol said by its name, which a password holds ("then an exclamation mark", "Bindestrich", "arobase")
    r"exclamation (?:mark|point)|at sign|dollar sign|underscore|ampersand|asterisk|ausrufezeichen|bindestrich|"
    r"unterstrich|point d'exclamation|arobase|tiret bas|signo de exclamaci[óo]n|arroba|gui[óo]n bajo|感叹号|下划线|"
    r"ビックリマーク|アンダーバー|느낌표|언더바",
    re.IGNORECASE,
)


def _character(item: str) -> str:
    """The letter or digit an item reads out ("capital M" -> "M", "großes L" -> "L", "jota" -> "j", "에이" -> "a",
    "four four" and "칠칠" -> their first digit), or ""."""
    words = item.split()
    for candidate in (item, words[-1] if words else ""):
        bare = _CASE_OR_JOIN.sub(" ", candidate).strip(" .:!?")
        if len(bare) == 1 and bare.isalnum():
            return bare
        said = bare.casefold().split()
        if said and all(word in _NAMES for word in said):
            return _NAMES[said[0]]
        if len(bare) > 1 and all(syllable in _KOREAN_DIGITS for syllable in bare):
            return _NAMES[bare[0]]
    return ""


def _labels(characters: list[str]) -> bool:
    """Letters or digits in counting order ("a, b, c, d", "1, 2, 3, 4"): a list's labels, not a password."""
    codes = [ord(c.lower()) for c in characters]
    return all(later - earlier == 1 for earlier, later in pairwise(codes))


# A letter given with its case, before or after it ("capital S", "großes H", "대문자 K", "S majuscule", "大文字のA"): a
# case matters only to a value typed exactly, so it spells one out.
_CASED_LETTER = re.compile(
    r"(?<!\w)(?:capital|uppercase|upper case|lowercase|lower case|großes|grosses|großer|kleines|kleiner|mayúscula|"
    rf"minúscula|majuscule|minuscule)\s+(?:[a-zà-ÿ]|{_LETTER_NAMES})(?![\w'’])|(?<![\w'’])(?:[a-zà-ÿ]|{_LETTER_NAMES})\s+"
    r"(?:majuscule|minuscule|mayúscula|minúscula|en majuscule|en minuscule)(?!\w)|"
    rf"(?:대문자|소문자|大文字の?|小文字の?|大写的?|小写的?)\s*(?:[a-z](?![a-z])|(?:{_LETTER_NAMES})(?![\w]))",
    re.IGNORECASE,
)
# The parts of a value read out in turn: "then", "dann", "puis", "luego", "다음", "然后", "その後", or a list of three.
_IN_TURN = re.compile(r"(?<!\w)(?:then|dann|danach|puis|ensuite|luego|después|und dann|다음에?|그다음|然后|その後|次に)(?!\w)")


_CASE_WORDS = (
    "capital", "upper", "lower", "groß", "gross", "klein", "mayúscula", "minúscula", "majuscule", "minuscule", "대문자",
    "소문자", "大文字", "小文字", "大写", "小写",
)  # fmt: skip


def _composed(views: Views) -> bool:
    """A value described part by part, one of them a letter with its case ("großes H, dann 'und', dann
    neunzehnhundertfünfundachtzig"; "대문자 K, 소문자로 imchi, 숫자 일구구칠"): what no public name needs. (A word of
    case is looked for first: the pattern alone would cost a long message a fifth of the filter's time.)"""
    if not any(word in views.lowered for word in _CASE_WORDS):
        return False
    text = views.folded
    parts = len(_ITEM_SPLIT.split(text.strip(" .!?")))
    return bool(_CASED_LETTER.search(text)) and (parts >= 3 or bool(_IN_TURN.search(text.casefold())))


def _cased_letters(views: Views) -> int:
    """How many letters the message gives with their case ("capital Q", "eme mayúscula", "대문자 에이")."""
    if not any(word in views.lowered for word in _CASE_WORDS):
        return 0
    return len(_CASED_LETTER.findall(views.folded))


def _named(views: Views) -> bool:
    """The message names a password or a login, or says it spells one out (read after the cheaper tests: a long
    message would pay for the pattern on every write)."""
    return bool(_SPELLING.search(views.folded) or names_a_secret(views.lowered))


def find_dictated_password(views: Views) -> str | None:
    """A password read out one character per item, or part by part with a letter's case, in a message that names a
    password or spells one out, or gives two letters with their case; or read out one character per item with a
    letter's case among them."""
    text = views.folded
    if _RULE.search(views.lowered):
        return None  # "debe tener al menos 8 caracteres, una mayúscula, una minúscula": what a password must hold
    cased = _cased_letters(views)
    if _composed(views) and (cased >= 2 or _named(views)):
        return "password"
    if text.count(",") + text.count("，") + text.count("、") < LEAST_SINGLE - 1:
        return None
    run: list[str] = []
    for item in _ITEM_SPLIT.split(text):
        character = _character(item)
        if not character and len(item.split()) > ITEM_WORDS:
            run = []  # prose ends a run
        elif character:
            run.append(character)
        if len(run) >= LEAST_SINGLE and not _labels(run[-LEAST_SINGLE:]):
            return "password" if cased or _named(views) else None
    return None
