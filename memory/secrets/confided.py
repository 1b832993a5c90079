"""A code handed over with a request to keep it from others: "入室番号は月曜より 3917# に変更となります。口外しないでく
ださい。", "출입 번호가 월요일부터 6048#으로 변경됩니다. 외부 유출 금지.", "Ihr Code lautet ab Montag 58209. Bitte behandeln
Sie ihn vertraulich." (pure).

Nobody asks a group to keep a number to itself unless the number opens something: a message that says so (a closed
class per language: "don't tell anyone", "请勿外传", "口外しないで", "외부 유출 금지", "no se lo digas a nadie", "nicht
weitersagen", "ne le dis à personne", "confidential") and gives a keypad code (four to eight digits with the # or *
that enters them, or digits alone where it names a code) shares a secret whatever word names the door. A secret
recipe or news kept quiet gives no such number ("the secret ingredient is cocoa, don't tell anyone", "まだ内緒ね"); nor
does a year, a date, a time, a sum, a phone number or an order's number, which a code's digits are not.
"""

from __future__ import annotations

import re

from .views import Views

# Asking to keep it from others, as literals a message must hold (a cheap test first).
_CONFIDED = (
    "don't tell", "dont tell", "do not tell", "don't share", "dont share", "do not share", "do not disclose",
    "keep it secret", "keep this secret", "keep it to yourself", "between us", "confidential", "not to be shared",
    "请勿外传", "别外传", "不要外传", "勿外传", "别告诉", "不要告诉", "保密",
    "口外しないで", "口外禁止", "他言無用", "内緒", "ないしょ", "外部に漏らさ",
    "유출 금지", "유출금지", "공유 금지", "공유하지 마", "말하지 마", "비밀로 해", "비밀로 하",
    "no se lo digas", "no lo digas", "no lo compartas", "no lo difundas", "confidencial", "discreción",
    "nicht weitersagen", "nicht weitergeben", "vertraulich", "unter uns",
    "ne le dis à personne", "ne le dis a personne", "ne le partage", "ne pas diffuser", "ne pas divulguer",
    "ne pas le communiquer", "ne pas le diffuser", "ne pas le partager", "no compartir", "nicht teilen",
    "confidentiel", "entre nous",
)  # fmt: skip
# A keypad code: four to eight digits, with the # or * that enters it, or alone; not inside a longer run of digits and
# separators or spaces (a phone, a date, a sum, a time, a meeting's number).
_KEYPAD_CODE = re.compile(r"(?<![\d.,:/\-])(?<!\d )[#*]?(?P<digits>\d{4,8})(?:[#*]|[a-d](?![a-zà-ÿ]))?(?![\d,:/\-]|\.\d)(?! \d)")
# Digits with no # or * beside them are a code only where the message names a code ("room 4021", "paid 2500", "order
# number 48213" are other things).
_CODE_WORDS = (
    "code", "pin", "combination", "kombination", "combinación", "combinaison", "密码", "暗証", "코드", "コード", "码",
    "비밀번호", "비번",
)  # fmt: skip
# What makes the digits something else: a unit or a currency right after them, a year alone.
_UNIT_AFTER = re.compile(r"\s?(?:€|\$|£|¥|円|元|块|원|%|km|kg|m²|年|月|日|年度|번지|号室|호실|호|번 ?출구)", re.IGNORECASE)
_YEAR = re.compile(r"(?:19|20)\d\d")


def find_confided_code(views: Views) -> str | None:
    """A keypad code in a message that asks to keep it from others."""
    lowered = views.lowered
    if not any(marker in lowered for marker in _CONFIDED):
        return None
    named = any(word in lowered for word in _CODE_WORDS)
    for match in _KEYPAD_CODE.finditer(lowered):
        keyed = "#" in match.group() or "*" in match.group()  # "3917#", "*2468#"; "2604A" is keyed only where named
        if keyed or (named and not _YEAR.fullmatch(match.group("digits")) and not _UNIT_AFTER.match(lowered, match.end())):
            return "access code"
    return None
