"""A password named in one sentence and given in the next: "changed the wifi pw again. it's now blueHeron88",
"와이파이 비번 바꿨어. 이제 haneul_bada99 임", "cambié la clave del wifi. ahora es GarzaAzul_88"; or a question that names
one, answered by the value alone ("> wifi pw?" then "kimchi2580!!") or first ("> wifi?" then "haneul_2024 전부 소문자"); or a
reply to the member who asked, which need not name what it gives ("@mike yeah it's Tr0mb0ne_88 for the shared netflix").

`find_stated_secret` looks for a value in the name's own clause only, since a value further on is as often
something else's. Across the sentence break it takes structure from both sides: the next sentence brings a
value in with a copula or a "now" (`_BRINGS_IN`), the value has the shape only generated or chosen passwords
have (letters with digits, and capitals inside or a joining symbol: "blueHeron88", "GarzaAzul_88"; not a
word, a number, an id in capitals or a file's name), and the sentence names nothing else (a network, a model).
"""

from __future__ import annotations

import re
from itertools import pairwise

from .shaped import NAMING_WORDS
from .stated import _CLAUSE_END, _NAME, _NAMING, LOOSE_NAMES, VALUE, may_name_a_secret, password_value
from .views import Views, bounded

NEXT_SENTENCE = 100  # characters after the name in which the next sentence must start
READ = 60  # characters of that sentence read for the value
SHORTEST = 6  # characters of a password given in its own sentence, at least
# What brings a value in: a copula or "now" / "new", one or two of them right before it ("it's now", "ahora es").
_BRINGS_IN = re.compile(
    r"(?:(?:(?<![a-zà-ÿ])(?:it'?s|its|is|now|new|es|ahora|nueva|est|c'est|maintenant|nouveau|ist|jetzt|neu|neues|lautet)"
    r"|이제|지금|새|现在|新的?|是|今は|新しいの?は)\s*[:：]?\s*){1,2}$",
    re.IGNORECASE,
)
_JOINED = re.compile(r"[a-zà-ÿ0-9][_!@#$%&*+=~.-]+[a-zà-ÿ0-9]", re.IGNORECASE)
_FIRST_TOKEN = re.compile(r"[^\s，、,]+")  # a reply's first token, up to a space or a comma
_NETWORK = re.compile(r"network|netz|red\b|réseau|ssid|网络|ネットワーク|네트워크|router|routeur", re.IGNORECASE)


def _bare(token: str) -> str:
    """The token without the quotes and the punctuation around it."""
    return token.strip("\"'“”‘’.,;:!?()")


def chosen_password(token: str) -> bool:
    """Letters and digits, with capitals inside a lower-case word or a symbol joining its parts: "blueHeron88",
    "haneul_bada99"; never a plain word, a number, an id in capitals ("AB12345"), an e-mail address or a file."""
    bare = _bare(token)
    if len(bare) < SHORTEST or "@" in bare or "/" in bare or not password_value(bare):
        return False
    letters = [c for c in bare if c.isalpha()]
    if not letters or not any(c.isdigit() for c in bare):
        return False
    inner_capital = any(a.islower() and b.isupper() for a, b in pairwise(bare))
    return inner_capital or (_JOINED.search(bare) is not None and any(c.islower() for c in letters))


def answers_with_a_value(sentence: str) -> bool:
    """The reply to a question that names a password is the value alone: one token of lower-case letters and digits,
    six characters or more ("> wifi pw?" then "kimchi2580!!"); "ask Tom", "same as before" or an id in capitals is
    no value."""
    bare = _bare(sentence.strip())
    return (
        len(bare) >= SHORTEST
        and VALUE.fullmatch(bare) is not None
        and any(c.isdigit() for c in bare)
        and any(c.islower() for c in bare)
        and password_value(bare)
    )


def answers_first_with_a_value(sentence: str) -> bool:
    """The reply gives the value first and then says how to type it ("chenjia_1688，后面没空格", "Schneeflocke_17,
    großes S", "haneul_2024 전부 소문자"): its first token is a value the reply alone would be, and it names no network
    ("Hotel_1206 is the network's name")."""
    reply = sentence.strip()
    first = _FIRST_TOKEN.match(reply)
    if first is None or first.end() == len(reply) or _NETWORK.search(reply):
        return False
    return answers_with_a_value(first.group()) or chosen_password(first.group())


def find_password_in_next_sentence(views: Views) -> str | None:
    lowered = views.lowered
    if not may_name_a_secret(lowered):
        return None
    for match in bounded(_NAME.finditer(lowered)):
        if match.group("password") is None:
            continue
        rest = views.folded[match.end() : match.end() + NEXT_SENTENCE + READ]
        end = _CLAUSE_END.search(rest)
        if end is None or end.start() > NEXT_SENTENCE:
            continue
        asked = rest[: end.start() + 1].rstrip().endswith(("?", "？"))
        if match.group() in LOOSE_NAMES and not asked:
            continue  # "the wifi is slow. it's now …" names no password; "what's the wifi?" asks for one
        sentence = rest[end.end() :][:READ]
        stop = _CLAUSE_END.search(sentence)
        sentence = sentence[: stop.start() if stop else len(sentence)]
        if asked:
            if answers_with_a_value(sentence) or answers_first_with_a_value(sentence):
                return "password"
            continue
        if _NAMING.search(sentence.lower()) or _NETWORK.search(sentence):
            continue
        for value in VALUE.finditer(sentence):
            if chosen_password(value.group()) and _BRINGS_IN.search(sentence[: value.start()]):
                return "password"
    return None


# A reply opens by calling the member it answers ("@Lucía es Madrid.2019! la de Disney").
_REPLY = re.compile(r"\s*@[^\s,:：]+")
REPLY_READ = 80  # characters of the reply read for its value
LETTERS = 3  # in the value at least: not a version ("v2.3.1")
_NAMES_A_PUBLIC_VALUE = re.compile(
    rf"(?<![a-zà-ÿ])(?:{NAMING_WORDS}|id(?![a-z])|wi-?fi|wlan|network|réseau|red(?![a-z])|netz|ssid|router|routeur)|"
    r"网络|ネット|와이파이",
    re.IGNORECASE,
)


def find_password_in_reply(views: Views) -> str | None:
    """A reply to a member that gives, after a copula, a value built as a chosen password whose parts a symbol joins
    ("@Nacho lo que preguntaste antes: es Tortilla.89 con el punto"): the member asked for it, so the reply need not
    name it. A reply that names a network, a user or an id gives a public name ("@ana it's juan.perez88, my user")."""
    reply = _REPLY.match(views.folded)
    if reply is None:
        return None
    text = views.folded[reply.end() : reply.end() + REPLY_READ]
    if _NAMES_A_PUBLIC_VALUE.search(text):
        return None
    for value in bounded(VALUE.finditer(text)):
        bare = _bare(value.group())
        if (
            _JOINED.search(bare)
            and sum(c.isalpha() for c in bare) >= LETTERS
            and chosen_password(bare)
            and _BRINGS_IN.search(text[: value.start()])
        ):
            return "password"
    return None


# Words that point back at a value the chat already asked about, as the same one or the one now: "la de siempre",
# "toujours la même", "still", "same as always", "지금은", "前と同じ", "还是那个". A reply so worded answers a question
# for a secret that it need not name.
_THE_SAME_ONE = re.compile(
    r"\b(?:still|same (?:one|as (?:always|before|ever|usual))|the usual|la de siempre|el de siempre|la misma de siempre|"
    r"sigue siendo|toujours la m[êe]me|toujours le m[êe]me|c'est la m[êe]me|immer noch|wie immer|die alte|das alte)\b"
    r"|还是那个|还是原来|跟以前一样|和以前一样|いつもの|前と同じ|同じやつ|지금은|똑같|예전\s?그대로",
    re.IGNORECASE,
)
# A chosen word run into a number, its closing marks kept ("Luna2019", "sky12345!!", "chouchou2018").
_WORD_RUN_INTO_A_NUMBER = re.compile(r"(?<![\w@#./:-])[A-Za-zÀ-ÿ]{3,}[0-9]{2,6}[!?#*$%&.]{0,3}(?![\w@/:-])")
SAME_ONE_READ = 100  # characters at most of a reply that points back at its value


def find_the_same_one_again(views: Views) -> str | None:
    """A short reply that points back at the value asked about as the same one or the one now, then gives a chosen word
    run into a number ("jajaja la de siempre: Luna2019 😅", "lol toujours la même : chouchou2018", "ㄴㄴ 그건 옛날거고
    지금은 sky12345!!"); none where it names a public value (a user, an id, a network)."""
    text = views.folded
    if len(text) > SAME_ONE_READ or _NAMES_A_PUBLIC_VALUE.search(text):
        return None
    pointed = _THE_SAME_ONE.search(text)
    if pointed is None:
        return None
    value = _WORD_RUN_INTO_A_NUMBER.search(text, pointed.end())
    return "password" if value is not None and password_value(value.group().rstrip(".")) else None
