"""A code said to be spent: expired, or already used up. It opens nothing any more, so the message shares no secret.

"the code they sent was 551203 but it already expired", "取件码 6-2-3017 用过了", "택배함 비번 4471 이미 썼어". Read
only where it is exact: the message holds one code of digits (four to eight, grouped or not), and after it says, in
the past, that it expired or was already used. A code still to expire ("expires in 5 min", "马上过期了", "곧
만료돼") or not expired yet, a code used to get in that still works ("I used 4471 to get in": no "already"), a code
beside another that was spent ("4471, the old one expired"), or a password of letters (a spent password may still open
another account) stay for the detectors.
"""

from __future__ import annotations

import re
from itertools import islice

# Four to eight digits, as typed or read out in groups ("551203", "6-2-3017", "862 014"), standing alone (a letter
# of Chinese, Japanese or Korean may touch it: "番号4417は").
_CODE = re.compile(r"(?<![A-Za-z0-9_.,:/+#-])[0-9](?:[ -]?[0-9]){3,7}(?![A-Za-z0-9_%:/-]|[.,][0-9]|\s?[0-9])")
_DIGIT = re.compile(r"[0-9]")
# A code that expired or was used up, said in the past tense; a future or an imminent expiry is not one.
_SPENT = re.compile(
    r"\b(?:(?:has|had|already|just|it's|is)\s+)?expired\b|\balready (?:been )?used\b|\bused (?:it )?already\b|"
    r"\bno longer (?:valid|works)\b|"
    r"(?<![快要就将上])(?:过期了|過期了)|已过期|已經過期|已经过期|已失效|失效了|用过了|用過了|用掉了|用完了|已使用|已经用了|作废了|"
    r"已经取了|已經取了|取过了|取過了|已取件|取走了|"  # a pickup code whose parcel was picked up
    # a code that stopped working: "(4412) stopped working Monday", "funktioniert nicht mehr", "不能用了"
    r"\bstopped working\b|\bno longer works\b|\bfunktioniert nicht mehr\b|\bne (?:marche|fonctionne) plus\b|"
    r"不能用了|用不了了|使えなくなった|"
    r"期限切れ|切れてた|使用済み|もう使った(?!ら)|使ったから|無効(?:だ|に|です)|"
    r"만료됐|만료되었|만료돼서|만료됨|(?:이미|벌써|다) (?:썼|사용했)|시간(?:이)? 지나서|시간\s?초과|"
    # a card with nothing left on it: "no tiene saldo", "kein Guthaben mehr", "余额为0"
    r"\bno tiene saldo\b|\bsin saldo\b|\bno balance left\b|\bkein guthaben\b|\bplus de solde\b|余额为0|잔액\s?(?:0|없)|"
    r"\bcaduc[oó]\b|\bha caducado\b|\bya caducado\b|\bexpir[oó]\b|\bha expirado\b|\bya (?:est[aá] )?usad[oa]\b|"
    r"\bya no (?:vale|sirve|funciona)\b|\bya (?:lo|la) (?:us[ée]|he usado)\b|\babgelaufen\b|"
    r"\b(?:schon|bereits) (?:benutzt|verwendet|verbraucht|eingel[öo]st)\b|"
    r"\bverfallen\b|\balready redeemed\b|\bya (?:est[aá] )?canjead[oa]\b|\bd[ée]j[àa] (?:[ée]chang[ée]|encaiss[ée])\b|"
    r"\bnicht mehr g[üu]ltig\b|\ba expir[ée]\b|\bd[ée]j[àa] (?:servi|utilis[ée])\b|\bp[ée]rim[ée]\b|"
    r"\bn'est plus valable\b",
    re.IGNORECASE,
)
# Between the code and the words that spend it: what makes them not about this code having been spent ("not expired
# yet", "noch nicht abgelaufen", "还没过期", "곧 만료돼"), or about another code ("4471, the old one expired"). A denial
# inside those words is theirs ("no longer valid", "no tiene saldo").
_NOT_THIS_SPENT = re.compile(
    r"\b(?:not|never|nicht|nie|no|pas|soon|bald|pronto|bientôt|old|previous|other|last|alte|alter|vorherige|ancien|"
    r"l'ancien|autre|viejo|antiguo|anterior|otro)\b|n't|没|沒|未|旧|舊|之前|上次|前の|古い|아직|곧|거의|이전|예전|안\s",
    re.IGNORECASE,
)
_DENIED_AFTER = re.compile(r"\s*(?:じゃない|ではない|じゃなかった|ていない|てない)")
_NEAR = 32  # characters at most from the code to the word that spends it: one clause ("… von der Packstation ist …")
_LONGEST_SPENT = 24  # characters of the longest word that spends a code ("n'est plus valable", "ya está usado")


def without_spent_code(text: str) -> str:
    """`text` without its one code of digits when the words right after it say it expired or was used up; else `text`.
    Only the characters right after the code are read for those words: a long text costs one scan for codes."""
    codes = list(islice(_CODE.finditer(text), 2))
    if len(codes) != 1:
        return text
    code = codes[0]
    spent = _SPENT.search(text, code.end(), code.end() + _NEAR + _LONGEST_SPENT)
    if spent is None or spent.start() - code.end() > _NEAR or _DIGIT.search(text, code.end(), spent.start()):
        return text
    if _NOT_THIS_SPENT.search(text[code.end() : spent.start()]) or _DENIED_AFTER.match(text, spent.end()):
        return text
    return text[: code.start()] + text[code.end() :]
