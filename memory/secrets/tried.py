"""A value handed over to try on a login: "try kiwi2024!! for the guest one", "prueba con gatito88 para el wifi",
"versuch's mal mit sonne2023 fürs WLAN", "essaie loulou75 pour la box", "와이파이 haneul99로 해 봐", "ルーターは
natsu2024で試してみて" (pure).

Nothing names a password, but the verb of trying does, with what is tried on: a login, a network, "the guest one" (a
closed class per language; a device is left out: software is tried on one, "try windows11 on the laptop"), after the
value in the languages that put it there, where what it is tried on may stand anywhere in the message, or a service by
its capitalised name ("essaie framboise42 pour Pronote"). The value has
the shape chosen passwords have: letters and digits, six characters or more (`password_value`), lower case but for a
first capital (a product's name has capitals inside it: "iPhone15"). What is tried for dinner or a game ("try route66
for lunch") names no login.
"""

from __future__ import annotations

import re

from .following import chosen_password
from .stated import password_value
from .views import Views

# What a password is tried on: a network, a login, a device, "the guest one".
_TRIED_ON = (
    r"(?:guest(?: one| wifi| network)?|wi-?fi|router|login|account|admin(?: page| panel)?|network|netflix|invitados|red|cuenta|"
    r"wlan|gäste(?:-?wlan)?|konto|box|réseau|compte|invités)"
)
# The same in Chinese, Japanese and Korean, anywhere in the message: "wifi haneul99로 해 봐", "ルーター natsu2024で試してみて".
_TRIED_ON_CJK = re.compile(
    r"wi-?fi|와이파이|공유기|로그인|계정|ルーター|ログイン|アカウント|パスワード|路由器|登录|登錄|账号|帳號|无线|無線",
    re.IGNORECASE,
)
_TRY_THEN_VALUE = re.compile(
    r"\b(?:try|prueba(?: con)?|pruebe(?: con)?|prob[áa] con|intenta con|probier(?:'s)?(?: mal)? mit|versuch(?:'s)?(?: mal)? mit|"
    r"essaie(?: avec)?|essaye(?: avec)?|essayez(?: avec)?|tente(?: avec)?)\s+(?P<value>\S{6,32}?)[,!.]*\s+"
    rf"(?:for|on|para|en|f(?:ü|ue)r|fürs|pour|sur)\s+(?:the|el|la|le|l'|das|den|die|dem|ton|ta|tu|mon|ma)?\s?{_TRIED_ON}\b",
    re.IGNORECASE,
)
# Or tried on a service named by its capitalised name: "essaie framboise42 pour Pronote", "try kiwi2024 for Hulu"; not
# after German "für", before which every noun is capitalised ("probier mal route66 für Mittag").
_TRY_ON_A_SERVICE = re.compile(
    r"\b(?:try|prueba(?: con)?|pruebe(?: con)?|intenta con|essaie(?: avec)?|essaye(?: avec)?|essayez(?: avec)?)\s+"
    r"(?P<value>\S{6,32}?)[,!.]*\s+(?:for|para|pour)\s+(?-i:[A-Z][a-zà-ÿ]{2,})\b",
    re.IGNORECASE,
)
# Chinese, Japanese and Korean put the verb after the value: "natsu2024で試してみて", "haneul99로 해 봐", "用 xiaoyu88 试试".
_VALUE_THEN_TRY = re.compile(
    r"(?<![\w@.])(?P<value>[A-Za-z][A-Za-z0-9!#$%&*_.-]{5,31})\s?(?:で試して|で入れてみて|でいけるかも|로 해\s?봐|으로 해\s?봐|"
    r"(?:로|으로) 쳐\s?봐|넣어\s?봐|试试|试一下)"
)


# Something said to be locked, before the value to try on it: "the tax docs zip is locked, try Henderson_TAX23".
_LOCKED = re.compile(
    r"\b(?:locked|password[- ]protected|encrypted|verrouill[ée]e?|chiffr[ée]e?|bloquead[oa]|cifrad[oa]|gesperrt|"
    r"passwortgesch[üu]tzt|verschl[üu]sselt)\b|ロックされ|鍵がかか|加密|锁住|잠겨",
    re.IGNORECASE,
)
_TRY_LAST = re.compile(
    r"\b(?:try|prueba(?: con)?|probier(?:'s)?(?: mal)?(?: mit)?|essaie(?: avec)?)\s+(?P<value>\S{6,32}?)[.!]*\s*$", re.I
)


def _shaped(value: str) -> bool:
    bare = value.rstrip("!?.,")
    tail = bare[1:]
    return (
        any(c.isdigit() for c in bare)
        and any(c.isalpha() for c in bare)
        and not any(c.isupper() for c in tail)
        and password_value(bare)
    )


# Literals one of the verbs of trying holds, read first: a text with none is not scanned (the worst case stays fast).
_TRYING_LITERALS = ("try", "prueb", "prob", "intenta", "versuch", "essa", "tent")
_CJK_TRYING_LITERALS = ("試して", "入れてみて", "いけるかも", "해", "봐", "试")


def find_value_to_try(views: Views) -> str | None:
    """A value shaped like a password, given to try on a login or a network."""
    lowered = views.lowered
    trying = any(word in lowered for word in _TRYING_LITERALS)
    last = _TRY_LAST.search(views.folded) if trying and _LOCKED.search(lowered) else None
    if last and (_shaped(last.group("value")) or chosen_password(last.group("value"))):
        return "password"  # "the zip is locked, try Henderson_TAX23": what is tried on a lock ends the message
    tried = (match for pattern in (_TRY_THEN_VALUE, _TRY_ON_A_SERVICE) for match in pattern.finditer(views.folded))
    if trying and any(_shaped(match.group("value")) for match in tried):
        return "password"
    if not any(word in lowered for word in _CJK_TRYING_LITERALS) or _TRIED_ON_CJK.search(views.folded) is None:
        return None
    return "password" if any(_shaped(match.group("value")) for match in _VALUE_THEN_TRY.finditer(views.folded)) else None
