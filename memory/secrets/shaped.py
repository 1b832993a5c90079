"""A password given with no word for one: a token built the way only chosen passwords are.

"j'ai passé la box sur Chouquette_Rose88", "爱奇艺用我手机号登，后面那串是 Hupo#2023", "공용 PC 관리자 admin, 나머지는
Sesame_open4": nothing names a password, and no list of the words around it could hold every way to give one. The
token itself does: a word joined to digits or to another word by a password's symbol ("Hupo#2023", "Cw@Sep0921",
"sojuBeer!33"), or by an underscore with a capital in it ("Gazpacho_77", "Vercors_Neige31"). What else is built that
way is a public name, and the words right before it say so ("Steam-Name ist Brotbaron_88", "LINE ID は mei_0315",
"wifi 名字叫 TP-LINK_5G_3F"); a network's name joined by an underscore alone is as likely as its password, so it is
left alone. A lower-case handle ("xiaoyu_2000"), a hyphenated name ("Blink-182"), a product ("iPhone15",
"ThinkPad_X1"), a file ("Budget_2024.xlsx"), a numbered thing ("issue#4821"), an amount ("US$1500"), a time
("dinner@7pm"), an e-mail address, a link or a random key (judged by the key detectors) is none. A product named
with an underscore and a capital ("Yoga_Slim7") is built like a password and refused.

Two more shapes say a password with no word for one: a message that is nothing but a chosen value ("miku3939!", a
reply to whoever asked), and a word run into a number where one logs in ("compte de papa, et ensuite mimosa1987").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .views import Views, bounded

_PART = r"A-Za-zÀ-ÿ0-9_!#$%&*@\-"  # what a token is made of: Latin letters, digits, a password's symbols, hyphens
_RUN = re.compile(rf"[{_PART}]+")
_SHORTEST, _LONGEST = 7, 40
# A password's symbol inside the token: not "$" before digits (an amount), not "@" before a time of day or a
# digest ("nginx@sha256").
_SYMBOL = re.compile(r"(?<=\w)(?:[#&*!]|%(?=\D)|\$(?!\d)|@(?!sha[0-9]|[0-9]{1,2}(?::[0-9]{2})?(?:am|pm|h)?$))(?=\w)", re.I)
# A word, an underscore, then digits or another word ("Gazpacho_77", "Sesame_open4"); not a code ("ThinkPad_X1").
_UNDERSCORE_JOINED = re.compile(r"[^\W\d_]{3,}_(?:[0-9]|[A-Za-zÀ-ÿ]*[a-zà-ÿ])")
_WORD = re.compile(r"[a-zà-ÿ]{3}")  # a word's lower-case letters: not a network's code in capitals ("KT_GiGA_5G_3F21")
# Words joined by a hyphen, then a password's symbol to end it ("Gr8-Sunset!", "Sonnen-Uhr7!"); not "Blink-182", nor
# a compound that opens with a code of a letter and a digit, a level or a size, and ends a sentence ("C1-Zertifikat!",
# "5G-Vertrag!").
_HYPHENED_THEN_SYMBOL = re.compile(
    r"(?![A-Za-z][0-9]-|[0-9][A-Za-z]-)[A-Za-zÀ-ÿ0-9]{2,}-[A-Za-zÀ-ÿ]{2,}[A-Za-zÀ-ÿ0-9-]*[!#$%&*@]+"
)
_HYPHENED_SHORTEST = 8  # characters at least: not "Wi-Fi6!"
# Two words or more in lower case joined by hyphens, then a number of two or three digits ("casita-azul-77",
# "igel-fahrrad-gewitter-91"): a passphrase. Not a year ("team-offsite-2024"), an id ("acme-prod-381204"), a machine's
# number ("web-server-01"), words alone ("state-of-the-art") or a placeholder ("your-password-here").
_PASSPHRASE = re.compile(r"(?:[a-zà-ÿ]{3,}-){2,}[1-9][0-9]{1,2}")
_JOINERS = frozenset("_#&*!%$@")
_REFERENCE = re.compile(r"[a-z]+#[0-9]+")  # a numbered thing ("issue#4821", "order#5521"), not "Hupo#2023"
_PART_OF_A_NAME = re.compile(r"[./:][A-Za-z0-9]")  # a file's, a host's or a path's name goes on after it
_RANDOM_RUN = re.compile(r"(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])(?=[A-Za-z0-9]*[0-9])[A-Za-z0-9]{12,}")
# Words that make the next token a public name: an id, a user or screen name, a network's or a project's name; also
# as a compound's last word ("gamertag", "Steam-Name"), "id" as a word of its own ("said" is none).
NAMING_WORDS = (
    r"name|nick|handle|user|usuario|benutzer|identifiant|pseudo|account|compte|cuenta|konto|tag|project|projet|proyecto|"
    r"projekt|called|named|heißt|llama|s'appelle|ssid|branch|host|server|repo|channel|slug|bucket|号|名|이름|아이디|닉네임|ユーザー|ニックネーム"
)
_NAMED_BEFORE = re.compile(  # the naming word, then at most two short words ("gamertag c'est", "ID は")
    r"(?:(?<![a-z])id|" + NAMING_WORDS + r")[^\w\n]{0,3}(?:(?:[a-zà-ÿ']{1,5}|[^\W\d_a-zà-ÿ]{1,2})[^\w\n]{0,3}){0,2}$",
    re.IGNORECASE,
)
_NETWORK = re.compile(r"wi-?fi|wlan|와이파이|network|réseau|\bred\b|netz|网络|ネット|ssid", re.IGNORECASE)
_LOOK_BACK = 16  # characters before the token read for a word that names it


def password_built(token: str) -> bool:
    """Letters (one lower-case) and digits, joined by a password's symbol or by an underscore with a capital, or a
    passphrase of words and digits joined by hyphens."""
    if _PASSPHRASE.fullmatch(token):
        return True
    if not _JOINERS.intersection(token) or not any(c.isdigit() for c in token) or not any(c.islower() for c in token):
        return False
    if _RANDOM_RUN.search(token):
        return False
    if _REFERENCE.fullmatch(token):
        return False
    if _SYMBOL.search(token) is not None:
        return True
    if len(token) >= _HYPHENED_SHORTEST and _HYPHENED_THEN_SYMBOL.fullmatch(token) and any(c.isupper() for c in token):
        return True
    return _UNDERSCORE_JOINED.search(token) is not None and any(c.isupper() for c in token) and _WORD.search(token) is not None


def _built_tokens(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the tokens built like a password: runs of a token's characters, without the hyphens at its ends,
    that are not part of a dotted name, an address or a path ("Budget_2024.xlsx", "wang1980@qq.com", "/Report_v2")."""
    for run in _RUN.finditer(text):
        start, end = run.span()
        if not _LONGEST >= end - start >= _SHORTEST or (not _JOINERS.intersection(run.group()) and "-" not in run.group()):
            continue
        while text[start] == "-":
            start += 1
        while text[end - 1] == "-":
            end -= 1
        inside_a_name = _PART_OF_A_NAME.match(text, end) or (start > 0 and text[start - 1] in "./:@")
        if text[start].isalnum() and not inside_a_name and password_built(text[start:end]):
            yield start, end


def named_before(text: str, start: int) -> bool:
    """The words right before `start` name what follows as a public name ("gamertag c'est", "LINE ID は")."""
    return _NAMED_BEFORE.search(text[max(0, start - _LOOK_BACK) : start]) is not None


def find_password_built_token(views: Views) -> str | None:
    """A token built like a chosen password that the words before it do not name as a public name."""
    if not _JOINERS.intersection(views.folded) and "-" not in views.folded:
        return None
    text = views.folded
    names_a_network: bool | None = None  # read once, and only for a token joined by an underscore alone
    for start, end in bounded(_built_tokens(text)):
        if named_before(text, start):
            continue
        if _SYMBOL.search(text, start, end) is None and not _PASSPHRASE.fullmatch(text, start, end):
            names_a_network = bool(_NETWORK.search(text)) if names_a_network is None else names_a_network
            if names_a_network:
                continue
        return "password"
    return None


# A message that is a chosen value and next to nothing else: a reply with the password someone asked for ("miku3939!",
# "chouquette2019", "就是 kkk778899 啊"). Letters (one in lower case) run into three digits or more, a symbol or two may
# end it; around it at most a filler word ("it's", "c'est", "就是…啊"). Storing such a message keeps no memory worth
# having, and the reply it answers is not seen here.
_VALUE_ALONE = re.compile(r"(?=[A-Z]*[a-z])[A-Za-z]{3,}[0-9]{3,}[!#$%&*@?.]{0,3}")
# Or a value that mixes small letters, digits and a capital or a symbol, in any order ("Otter-Lamp-6615", "Sx_2023abc",
# "Qkrwlals12!", "Manzana.77"), 8 to 24 long: a chosen password's classes, which a word, a number or a code in capitals
# lacks (a platform's user id is longer: "ou_7d8a6e6df7621556ce0d21922b676706"). Not a handle, a hashtag, a path, an
# address (web or mail: "panyu88@mail.example"), a version ("v2.3.1"), a file ("report_v7.xlsx"), an assignment nor an
# id in hexadecimal ("123e4567-e89b-…").
_MIXED_ALONE = re.compile(r"(?=\S*[a-z])(?=\S*\d)(?=\S*[A-Z_\-.!#$%&*@?])[A-Za-z0-9_\-.!#$%&*@?]{8,24}")
_PUBLIC_SHAPE = re.compile(r"^[#@/]|://|\d\.\d|\.[a-z]{2,4}$|=|^[0-9a-f-]+$|\w@[\w-]+\.\w")
_FILLER_AT_MOST = 4  # letters or characters of other words around the value
_WORD_CHARACTER = re.compile(r"[^\W_]")


def find_value_alone(views: Views) -> str | None:
    """A password-shaped value (`_VALUE_ALONE`, `_MIXED_ALONE`) that is the whole message but for a filler word."""
    if len(views.folded) > _LONGEST + 12:  # read before splitting: a long text is no value alone
        return None
    tokens = views.folded.split()
    if not 1 <= len(tokens) <= 3:
        return None
    at = [i for i, token in enumerate(tokens) if _alone_value(token, alone=len(tokens) == 1 and views.as_written)]
    if len(at) != 1:
        return None
    rest = "".join(tokens[: at[0]] + tokens[at[0] + 1 :])
    return "password" if len(_WORD_CHARACTER.findall(rest)) <= _FILLER_AT_MOST and not any(c.isdigit() for c in rest) else None


def _alone_value(token: str, alone: bool) -> bool:
    """`token` is a chosen password's shape: `_VALUE_ALONE`, or, when it is the whole message as written (`alone`: not
    "bin Typ-1-Diabetiker", not words of four letters joined up as a key's groups), `_MIXED_ALONE`."""
    if _VALUE_ALONE.fullmatch(token):
        return len(token) >= _SHORTEST
    return alone and bool(_MIXED_ALONE.fullmatch(token)) and not _PUBLIC_SHAPE.search(token)


# A chosen word run into a number ("mimosa1987", "churros2019", "Tor2Freude!") given where one logs in to an account or
# a service: the commonest password there is, with no word that names one. Not where a network is named (its name is
# built so too), nor after a word that names a public name ("username mimosa1987").
_WORD_AND_NUMBER = re.compile(
    r"(?<![\w@#./:-])(?:[A-Za-zÀ-ÿ]{3,}[0-9]{2,4}|[A-Za-zÀ-ÿ]{2,}[0-9][A-Za-zÀ-ÿ]{2,})[!?#*$%&]{0,3}(?![\w@./:-])"
)
_LOG_IN = re.compile(
    r"\b(?:log ?in|logon|sign ?in|account|acct|entra|entrar|entras|cuenta|inicia sesi[oó]n|connecte|connexion|compte|"
    r"identifiants?|anmelden|einloggen|login|netflix|disney\+?|prime video|hbo|spotify|canal\+|crunchyroll|steam)(?![\w])|"
    r"(?:konto|zugang|portal)(?![\w])|登录|登入|账号|帳號|ログイン|アカウント|로그인|계정",  # German compounds end in them
    re.IGNORECASE,
)
# The words of `_LOG_IN` as substrings, looked for before the pattern is read over a long text.
_LOG_IN_WORDS = (
    "log", "sign", "account", "acct", "entra", "cuenta", "sesi", "connect", "connex", "compte", "identifiant", "anmeld",
    "einlogg", "konto", "zugang", "portal", "netflix", "disney", "prime video", "hbo", "spotify", "canal+", "crunchyroll",
    "steam", "登录", "登入", "账号", "帳號", "ログイン", "アカウント", "로그인", "계정",
)  # fmt: skip


def find_login_token(views: Views) -> str | None:
    """A word run into a number (`_WORD_AND_NUMBER`) in a message about logging in to an account (`_LOG_IN`) that names
    no network."""
    text = views.folded
    lowered = views.lowered
    if not any(word in lowered for word in _LOG_IN_WORDS):  # a substring test first: fast on a long text
        return None
    if _LOG_IN.search(text) is None or _NETWORK.search(text) is not None:
        return None
    for token in bounded(_WORD_AND_NUMBER.finditer(text)):
        value = token.group().rstrip("!?#*$%&")
        if any(c.islower() for c in value) and not named_before(text, token.start()):
            return "password"
    return None
