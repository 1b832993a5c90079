"""An account's e-mail address and its password side by side, joined by "and" or "with" as people give a login in
a sentence: "Netflix: familie.huber@posteo.de und Bergsee1998", "log in as thebrennans@fastmail.com with
Otter-Paddle-41", "maria.kowalski@outlook.com and Lighthouse_04", or only a space apart ("邮箱 lxy88@163.com  Lxy_1212aa").

The address says an account; the word after the joint is its password only when it has the shape chosen passwords
have (`following.chosen_password`: letters with digits, and capitals inside or a joining symbol; or lower-case letters
with digits, `answers_with_a_value`) and ends its clause, so "write to anna@example.org and Tom", "… and 0171
2345678" or "cc bob@acme.com with Q3_report attached" give none.
"""

from __future__ import annotations

import re

from ..text import EMAIL_ADDRESS
from .following import answers_with_a_value, chosen_password
from .views import Views, bounded

_ADDRESS_THEN_VALUE = re.compile(
    rf"{EMAIL_ADDRESS.pattern}(?:\s*(?:,|/|\b(?:and|with|und|mit|y|con|et|avec|e)\b|和|跟|と|랑|하고|그리고)\s*|\s+)"
    r"(?P<v>[^\s,;]{6,64}?)(?=[.!?;,)]*(?:\s*$|\s*\n|[.!?;,)]\s|\s+[–—-]\s))",
    re.IGNORECASE,
)


def find_address_and_password(views: Views) -> str | None:
    """An e-mail address joined to a password-shaped value: a login given in a sentence."""
    if "@" not in views.folded:
        return None
    for match in bounded(_ADDRESS_THEN_VALUE.finditer(views.folded)):
        if chosen_password(match.group("v")) or answers_with_a_value(match.group("v")):
            return "login and password"
    return None
