"""A password hinted at, then given anyway: "hint: the dog's name + the year we moved in... ok fine it's Biscuit2019".

People start with a riddle and give up on it: "提示一下：我生日加上你名字拼音……算了直接说吧 wangfang0815", "Tipp:
Lieblingsverein plus Gründungsjahr… okay okay, es ist Schalke1904!". Structure, not phrasing: a word that names a
hint (a closed class: hint, clue, 提示, ヒント, 힌트, pista, Tipp, Hinweis, indice), or a password's name and then a
formula ("wifi pw is the dog's name + the year", "Wi-Fiのパスは猫の名前＋誕生日", "contraseña: nombre del perro + año"),
or an arrow from either ("the cat's name + the year we moved in → biscuit2016"), then, further on, a value shaped
like a password (letters with digits or symbols, or a number of four to twelve digits) that is no year and no
discount code. A hint that gives nothing ("hint: it's on the back of the box") has
no such value.
"""

from __future__ import annotations

import re

from .stated import DISCOUNT, PASSWORD_NAMES, VALUE, YEAR, password_value
from .views import Views, bounded

HINT_READ = 240  # characters read after the word that names the hint
_LATIN_HINTS = ("hint", "clue", "pista", "tipp", "hinweis", "indice")  # words of their own
_OTHER_HINTS = ("提示", "ヒント", "힌트")
_HINT = re.compile(rf"(?<![a-zà-ÿ])(?:{'|'.join(_LATIN_HINTS)})(?![a-zà-ÿ])|{'|'.join(_OTHER_HINTS)}")
FORMULA_READ = 80  # characters after a password's name in which its formula must start
# A login made by a formula is its password ("the router login is our cat's name + the year"): a name here only.
_FORMULA_NAMES = (*PASSWORD_NAMES, "login")
_PASSWORD_NAME = re.compile(
    rf"(?<![a-zà-ÿ])(?:{'|'.join(re.escape(name) for name in sorted(_FORMULA_NAMES, key=len, reverse=True))})(?![a-zà-ÿ])"
)
# A formula joins two things ("name + year", "猫の名前＋誕生日"); a count ("12+ chars") is none.
_FORMULA = re.compile(r"(?<![0-9+])[+＋](?![+])|(?<![a-zà-ÿ])(?:plus|más)(?![a-zà-ÿ])|加上|더하기")
_FORMULA_SIGNS = ("+", "＋", "plus", "más", "加上", "더하기")  # read before the pattern: most texts join nothing
# What a formula with no password's name joins are things said in words ("the cat's name + the year"), not values
# ("C6H12O6 + 6O2 → 6CO2 + 6H2O", "2 + 3 → 5"): the word before its sign holds no digit.
_WORD_BEFORE = re.compile(r"[^\W\d_]+\s*$")
# What a formula's second term says in words, up to the value it comes to: "Name vom Hund plus Jahr: Bello2019",
# "강아지 이름+생일 coco1107", "le prénom du chien + son année, Filou2016".
_SAID_IN_WORDS = re.compile(r"\s*[^\W\d_][^\W\d_\s']*(?:['\s][^\W\d_]+){0,4}\s*[:：,，]?\s*(?=[^\W_])")
# What a password is built of: a name, a year, a birthday or another date, a number, initials.
_BUILDING_BLOCK = re.compile(
    r"name|nombre|\bnom\b|pr[ée]nom|名前|名字|(?<=[狗猫])名|이름|year|a[ñn]o\b|ann[ée]e|jahr|年|생일|birthday|cumplea|"
    r"anniversaire|geburtstag|生日|誕生日|\bdate\b|fecha|datum|number|n[úu]mero|nummer|番号|号码|门牌号?|번호|initial|"
    r"iniciales"
)
# A literal of each building block: a message with none names no block, and the slower pattern is not run over it.
_BLOCK_WORDS = (
    "name", "nom", "名前", "名字", "이름", "year", "año", "ano", "annee", "année", "jahr", "年", "생일", "birthday",
    "cumplea", "anniversaire", "geburtstag", "生日", "date", "fecha", "datum", "number", "numero", "número", "nummer",
    "番号", "号码", "门牌", "狗名", "猫名", "번호", "initial", "inicial",
)  # fmt: skip


def names_a_block(lowered: str) -> bool:
    """The (lowered) message names a building block of a password (`_BUILDING_BLOCK`)."""
    return any(word in lowered for word in _BLOCK_WORDS) and _BUILDING_BLOCK.search(lowered) is not None


# Two building blocks joined by "and" after a password's name are its formula too: "la contra es el nombre del perro
# y el año, Thor2018", "password is the street name and my birth year".
_JOINED_BLOCKS = re.compile(
    rf"(?:{_BUILDING_BLOCK.pattern})[^.!?\n。！？]{{0,30}}?(?:(?<![a-zà-ÿ])(?:and|y|und|et|e)(?![a-zà-ÿ])|和|跟|加|と|랑|하고)"
    rf"[^.!?\n。！？]{{0,16}}?(?:{_BUILDING_BLOCK.pattern})"
)
# The value two joined parts come to, right after them: a particle, a pause or nothing between ("생일 choco0427",
# "誕生日で momo0611", "生日，liuyang0917").
# Or a few words on and a colon ("el nombre del perro y el número de la casa: Lola17").
_RESULT_RIGHT_AFTER = re.compile(r"(?:[^\W\d_]{0,2}[\s,，、:：]*|(?:\s+[^\W\d_]{1,10}){1,4}\s*[:：]\s*)(?=[a-z]+\d{2,}(?![\d]))")
# An arrow to what a formula or a password's name comes to ("the cat's name + the year → biscuit2016", "비번 … 생일
# 붙인 거 → choco0923", "密码跟以前一样……就是 doudou0815"): the formula's result, named or not.
_ARROW = re.compile(r"→|->|=>|⇒|就是")
# A network's name said as its name ("wifi名", "WLAN-Name", "wifi name", "와이파이 이름"): what it comes to is no password.
_NETWORK_NAMES = frozenset({"wifi", "wi-fi", "wlan", "와이파이"})
_NETWORK_NAMED = re.compile(r"[\s-]?(?:名|の名前|名字|名称|이름|name|ssid|heißt|se llama|s'appelle|nom)")
# A value given as an example is no password ("e.g. nothing like Summer2024", "z.B. Hund+Jahr wie Bello2019").
_EXAMPLE = re.compile(
    r"e\.g\.|\blike\b|such as|z\.\s?b\.|\bwie\b|por ejemplo|\bcomo\b|par exemple|\bcomme\b|比如|例如|例えば|예를"
)
EXAMPLE_READ = 30  # characters before a value in which an example's word is looked for


def find_hinted_value(views: Views) -> str | None:
    """A value shaped like a password given after a word that names a hint, after a password's formula or an arrow
    from its name, or right after a formula of words (after an arrow, a colon or nothing)."""
    lowered = views.lowered
    hints = (
        [hint.end() for hint in bounded(_HINT.finditer(lowered))]
        if any(word in lowered for word in (*_LATIN_HINTS, *_OTHER_HINTS))
        else []
    )
    named = any(name in lowered for name in _FORMULA_NAMES)
    if named and (_FORMULA.search(lowered) or _ARROW.search(lowered) or names_a_block(lowered)):
        for name in bounded(_PASSWORD_NAME.finditer(lowered)):
            if name.group() in _NETWORK_NAMES and _NETWORK_NAMED.match(lowered, name.end()):
                continue  # "酒店wifi名就是房间号 Hotel_1206": the network's name, not its password
            formula = _FORMULA.search(lowered, name.end(), name.end() + FORMULA_READ)
            arrow = _ARROW.search(lowered, name.end(), name.end() + FORMULA_READ)
            joined = _JOINED_BLOCKS.search(lowered, name.end(), name.end() + FORMULA_READ)
            hints += [found.end() for found in (formula, arrow, joined) if found is not None]
    # two parts joined with no password's name, and the value right after them: "우리 강아지 이름이랑 생일 choco0427",
    # "うちの猫の名前と誕生日で momo0611", "就是我名字拼音加生日，liuyang0917"
    blocks = _JOINED_BLOCKS.finditer(lowered) if names_a_block(lowered) else iter(())
    hints += [joined.end() for joined in bounded(blocks) if _RESULT_RIGHT_AFTER.match(lowered, joined.end())]
    formulas = _FORMULA.finditer(lowered) if any(sign in lowered for sign in _FORMULA_SIGNS) else iter(())
    for formula in bounded(formulas):
        if not _WORD_BEFORE.search(lowered, max(0, formula.start() - FORMULA_READ), formula.start()):
            continue
        arrow = _ARROW.search(lowered, formula.end(), formula.end() + FORMULA_READ)
        said = _SAID_IN_WORDS.match(lowered, formula.end())
        if said is not None and not _BUILDING_BLOCK.search(lowered, max(0, formula.start() - FORMULA_READ), said.end()):
            said = None  # "rice + beans: Menu3": a formula of no password's parts
        hints += [arrow.end()] if arrow is not None else [said.end()] if said is not None else []
    for end in hints:
        read = views.folded[end : end + HINT_READ]
        if DISCOUNT.search(read.lower()):
            continue  # "Tipp: mit dem Code SOMMER15 gibt's Rabatt": handed around
        for value in VALUE.finditer(read):
            if _EXAMPLE.search(read.lower(), max(0, value.start() - EXAMPLE_READ), value.start()):
                continue
            token = value.group().rstrip(".-!?")
            if not YEAR.fullmatch(token) and password_value(token) and any(c.isdigit() for c in token):
                return "password"
    return None
