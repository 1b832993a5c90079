"""Secrets in configuration: `.env` / YAML / JSON assignments (or setter calls) of secret-named variables, and
connection strings.

`DB_PASSWORD=hunter2` is a secret; `DB_PASSWORD=changeme`, `API_KEY=<your key>` and
`TOKEN=${GITHUB_TOKEN}` are placeholders. A bare word as the name ("Token: Sir Reginald",
"Secret: buttermilk") is prose, not configuration: its value must look like a key to count.
"""

from __future__ import annotations

import re

from .views import Views, bounded
from .words import PUBLIC_KEY_VALUE, QUANTITY_UNITS, is_placeholder, stated_value

# "NAME= value" in a .env or a shell assigns nothing ("NAME = value" in an INI file, or a quoted value, does).
# A quoted name, a comma and a quoted value are a call that sets it: `define('DB_PASSWORD', 'x')`, `setenv("TOKEN", "x")`.
_SEPARATOR = (
    r"[\"']?\s{0,3}(?:=>|:=|(?<=\s)=|=(?![ \t]+[^\s\"'`])|:|(?<=[\"'])(?P<call>,)(?=\s{0,3}[\"']))\s{0,3}"
    r"(?P<q>[\"'`]?)(?P<v>[^\s\"'`,;)]{1,200}+)"
)


def _name(root: str, suffix: str = "", joined: tuple[str, ...] = ()) -> re.Pattern[str]:
    """A secret variable's name: `root` as a word or after `_-.`, or run together after one of `joined`."""
    boundaries = [rf"(?<![a-z0-9]{root})", *(rf"(?<={word}{root})" for word in joined)]
    return re.compile(rf"{root}(?:{'|'.join(boundaries)})(?P<suffix>{suffix})" + _SEPARATOR)


# Each name is found from a literal (its root), so prose without the root costs one substring test.
_NAMES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("pass", _name("pass", r"(?:word|wd|phrase)?s?")),
    ("pwd", _name("pwd")),
    # the other languages' names of a password, as configuration spells them ("mot_de_passe:", "PASSWORT=")
    ("passe", _name("passe")),
    ("mdp", _name("mdp")),
    ("passwort", _name("passwort")),
    ("kennwort", _name("kennwort")),
    ("contraseña", _name("contraseña")),
    ("contrasena", _name("contrasena")),
    ("secret", _name("secret", r"(?:s|_?key|_?access_?key)?")),
    ("token", _name("token", "s?", ("access", "auth", "refresh", "api", "bot", "session", "bearer"))),
    (
        "key",
        _name(
            "key",
            "s?",
            ("api", "access", "secret", "private", "account", "sharedaccess", "signing", "master", "encryption", "license"),
        ),
    ),
    ("credential", _name("credential", "s?")),
    ("auth", _name("auth", r"(?:_?token|_?key|_?pass)?")),
    # session cookies: laravel_session, sessionid, JSESSIONID, PHPSESSID, connect.sid
    ("session", _name("session", r"(?:_?id)?", ("j",))),
    ("sessid", _name("sessid", "", ("php",))),
    ("sid", _name("sid")),
)
# Passes that are tickets ("boarding pass: seat 14C", "day pass: 12 €").
_PASSES = tuple(
    f"{kind} "
    for kind in ("boarding", "day", "week", "season", "bus", "ski", "museum", "festival", "rail", "backstage", "vip", "press")
)
# What opens a call before its quoted first argument ("define('DB_", "setenv(\"API_"): a list of quoted words is none.
_CALL_OPENED = re.compile(r"\(\s{0,3}[\"'][a-z0-9_.\-]{0,40}$")
_WEAK_ROOTS = frozenset({"secret", "token", "key", "auth", "credential", "session", "sid"})
_IDENTIFIER_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
# The authority of a URL ("user:pass@host:port"): read whole, so a password may hold "@", ":" or "#" (pasted as
# typed, "redis://:Yq8#mT2vLp@10.12.3.45", though a browser would read a fragment there).
_URL_AUTHORITY = re.compile(r"://(?<=[a-z0-9+.\-]://)(?P<authority>[^\s/?]{3,300}+)")
_URL_PLACEHOLDERS = frozenset({"password", "pass", "pwd", "passwd", "secret", "pw"})
# A template's authority names its parts in capitals, in any language: "USUARIO:CONTRASEÑA@HOST", "USER:PASS@HÔTE".
_TEMPLATE_AUTHORITY = re.compile(r"[A-ZÀ-Þ_]{2,}:[A-ZÀ-Þ_Ñ]{2,}@[A-ZÀ-Þ_]{2,}(?![a-z0-9.])")


def find_assignment(views: Views) -> str | None:
    """A secret-named variable assigned a real value, in code, config or a connection string."""
    lowered = views.lowered
    if "=" not in lowered and ":" not in lowered and "," not in lowered:
        return None
    matches = ((root, match) for root, name in _NAMES if root in lowered for match in name.finditer(lowered))
    for root, match in bounded(matches):
        value = views.folded[match.start("v") : match.end("v")]
        if is_placeholder(value) or PUBLIC_KEY_VALUE.match(value):
            continue
        if match.group("call") and not _CALL_OPENED.search(lowered, max(0, match.start() - 48), match.start()):
            continue  # "the 'password', 'username' fields": quoted words in a list, no call
        prefixed = match.start() > 0 and lowered[match.start() - 1] in _IDENTIFIER_CHARS  # DB_PASSWORD, apiKey
        bare = not prefixed and root in _WEAK_ROOTS and not match.group("suffix") and not match.group("q")
        if bare and not _looks_like_key(value):
            continue  # "Token: Sir Reginald", "Secret: buttermilk"
        if root == "pass" and not match.group("suffix") and lowered[max(0, match.start() - 12) : match.start()].endswith(_PASSES):
            continue  # "Boarding pass: seat 14C": a ticket, not a password
        if not prefixed and not match.group("q") and not stated_value(value):
            continue  # "password: required."
        if value.isdigit() and _word_after(views.folded, match.end("v")) in QUANTITY_UNITS:
            continue  # "mdp : 12 caractères min", "Passwort: 8 Zeichen": a length, not a value
        return "credential assignment"
    return None


def _word_after(text: str, at: int) -> str:
    """The word right after `at`, case folded, without the punctuation after it ("" at the end)."""
    following = text[at:].split(maxsplit=1)
    return following[0].casefold().strip(".,;:!?") if following else ""


def _looks_like_key(value: str) -> bool:
    return len(value) >= 8 and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


# A Wi-Fi network as a QR code writes it: "WIFI:T:WPA;S:Casa-Nube;P:mango-tango-77;;" (P: is its password).
_WIFI_PAYLOAD = re.compile(r"wifi:(?:[^;\n]{0,100};){0,4}?p:(?P<v>(?:\\.|[^;\\\n]){1,100});", re.IGNORECASE)


def find_wifi_payload(views: Views) -> str | None:
    """The text of a Wi-Fi QR code with its password in it."""
    if "wifi:" not in views.lowered:
        return None
    found = _WIFI_PAYLOAD.search(views.folded)
    return "Wi-Fi password" if found is not None and not is_placeholder(found.group("v")) else None


def find_connection_string(views: Views) -> str | None:
    """A URL with a password in it (postgres://user:pass@host)."""
    lowered = views.lowered
    if "://" not in lowered or "@" not in lowered:
        return None
    for match in bounded(_URL_AUTHORITY.finditer(lowered)):
        user_info, at, _host = match.group("authority").rpartition("@")
        _user, colon, password = user_info.partition(":")
        if at and colon and password and password not in _URL_PLACEHOLDERS and not is_placeholder(password):
            typed = views.folded[match.start("authority") : match.end("authority")]
            if not _TEMPLATE_AUTHORITY.match(typed):
                return "connection string with a password"
    return None
