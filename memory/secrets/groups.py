"""Codes written in groups: authenticator setup keys, redeem, gift card and licence codes, sets of backup codes.

An authenticator (TOTP) setup key is base32 (A-Z and 2-7), usually 16 or 32 characters shown in
groups of four ("RZOH W4PQ MQIJ 7N2T ..."). Hex groups (a PGP fingerprint, 0-9 and A-F) are public
and never base32 with its letters past F and no 0, 1, 8 or 9. Backup codes come as a set: three or
more codes of one shape ("9839-4535 2063-2479 ...") in one message.
"""

from __future__ import annotations

import re

from .views import Views, after_each, bounded

_BASE32 = re.compile(r"[A-Z2-7]{16,64}")
_HEX = re.compile(r"[0-9A-F]+")
_BACKUP_CODE = re.compile(r"[0-9a-z]{4,5}-[0-9a-z]{4,5}(?![\w-])")  # its start is checked apart (a look-behind costs a scan)
_RECOVERY_KEY = re.compile(r"(?<![0-9-])[0-9]{6}(?:-[0-9]{6}){7}(?![0-9-])")  # a BitLocker recovery key: 8 groups of 6 digits
# A gift card's or a product's redeem code, or an account's recovery key: three to eight dashed groups of capitals and
# digits ("AQ7K-H2MNP3-8RZTX", "Z72E-HNP5-DP5C-DV8A-2LZA-9C7A-5HBJ").
_REDEEM_CODE = re.compile(r"(?<![\w-])[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,7}(?![\w-])")
_HEX_GROUPS = re.compile(r"[0-9A-F-]+")
_YEARS = re.compile(r"(?:19|20)[0-9]{2}-(?:19|20)[0-9]{2}")
# A device's serial or model number, printed on it for repairs and warranties: no code that unlocks anything (a "serial
# key" does, and is a gift cue).
SERIAL_NUMBER = re.compile(
    r"serial (?:number|no)|\bs/?n\b|seriennummer|num[ée]ro de s[ée]rie|n[úu]mero de serie|製造番号|シリアル番号|型番|"
    r"序列号|序列號|型号|일련번호|시리얼 번호|모델명"
)
# A key said to be published, to be used by anyone ("the public KMS client key from Microsoft's docs"): it unlocks nothing
# that is anyone's.
_PUBLISHED = re.compile(
    r"\b(?:public|publicly|published|documented|from (?:the|their|microsoft's|[a-z]+'s) docs|in the docs|"
    r"documentation|p[úu]blic[ao]|publique|öffentlich|dokumentiert|documentad[ao]|document[ée]e?)\b|公开|公開|공개|ドキュメント|文档"
)
SERIAL_READ = 24  # characters before a code in which its serial number's name is read
BACKUP_CODES = 3  # codes of one shape in a message that make a set
NAMED_BACKUP_CODES = 2  # after a word that names backup codes, two codes of one shape are the set ("3850 2917 / 6174 0382")
# Words naming a card or code that holds money or unlocks a purchase: its code is spent by whoever reads it.
GIFT_CUES = (
    "gift", "voucher", "redeem", "redemption", "prepaid", "itunes", "google play", "psn", "eshop", "gutschein",
    "geschenkkarte", "guthaben", "regalo", "recarga", "cadeau", "bon d'achat", "ギフト", "プリペイド", "チャージ",
    "礼品卡", "礼物卡", "兑换码", "卡密", "充值", "기프트", "상품권", "충전",
    # a paid licence's key: whoever types it in has the licence
    "license key", "licence key", "product key", "serial key", "activation key", "activation code", "lizenzschlüssel",
    "produktschlüssel", "aktivierungsschlüssel", "clé de licence", "clé de produit", "clé d'activation",
    "clave de licencia", "clave de producto", "código de activación", "シリアルキー", "プロダクトキー", "ライセンスキー",
    "製品キー", "激活码", "产品密钥", "许可证密钥", "라이선스 키", "제품 키", "시리얼 키", "인증 키",
)  # fmt: skip
GIFT_READ = 80  # characters after the cue in which the code must start
# A gift card's code: 10 to 25 capitals and digits, whole, in dashed groups of 3 to 6 or in spaced groups of 4.
_GIFT_CODE = re.compile(
    r"(?<![\w-])(?:[A-Z0-9]{3,6}(?:-[A-Z0-9]{3,6}){1,5}|[A-Z0-9]{4}(?: [A-Z0-9]{4}){2,5}|[A-Z0-9]{10,25})(?![\w-])"
)
# Words that make a code public: a discount printed on flyers, an order or a tracking number.
_SHARED = re.compile(
    r"[0-9] ?%|promo|discount|coupon|descuento|remise|rabatt|order|pedido|commande|bestell|tracking|注文|订单|주문|"
    # a code handed to everyone: "gilt für alle", "valid for everyone", "from the newsletter"
    r"newsletter|f[üu]r alle|for (?:all|everyone)|para todos|pour tous|누구나|모두|大家都|誰でも"
)


# Words naming a set of one-time backup or recovery codes; after one, any two codes of one shape are that set.
BACKUP_CUES = (
    "backup code", "recovery code", "backup-code", "reserve code", "codes de secours", "code de secours",
    "codes de récupération", "codes de sauvegarde", "códigos de respaldo", "código de respaldo", "códigos de recuperación",
    "códigos de seguridad", "wiederherstellungscode", "sicherungscode", "notfallcode", "ersatzcode", "バックアップコード",
    "リカバリーコード", "復旧コード", "予備コード", "备用码", "备用验证码", "恢复码", "救援码", "备份码", "백업 코드",
    "백업코드", "복구 코드", "복구코드",
)  # fmt: skip
_BACKUP_WORDS = ("code", "códig", "コード", "码", "코드")
BACKUP_READ = 400  # characters after the cue read for the codes
# One code of a set: 6 to 12 letters and digits with a digit, maybe split once by a dash or a space ("1234 5678").
_ONE_CODE = re.compile(r"(?<![\w-])(?=[\w -]{0,6}[0-9])[A-Za-z0-9]{3,6}[- ]?[A-Za-z0-9]{3,6}(?![\w-])")


def _named_backup_codes(views: Views) -> bool:
    for window in after_each(views, BACKUP_CUES, BACKUP_READ):
        shapes: dict[tuple[int, bool], set[str]] = {}
        for code in bounded(_ONE_CODE.finditer(window)):
            text = code.group()
            if _YEARS.fullmatch(text) or not any(c.isdigit() for c in text):
                continue
            shapes.setdefault((len(text), text.isdigit()), set()).add(text)
        if any(len(codes) >= NAMED_BACKUP_CODES for codes in shapes.values()):
            return True
    return False


def _gift_code(code: str) -> bool:
    joined = code.replace("-", "").replace(" ", "")
    digits = sum(c.isdigit() for c in joined)
    if not 10 <= len(joined) <= 25:
        return False
    if digits == len(joined):
        return 12 <= digits <= 20  # a gift card's PIN number ("상품권 핀번호 1234-5678-9012-3456")
    return (digits >= 2 and len(joined) - digits >= 2) or (digits == 0 and code.count("-") >= 2)


def find_gift_code(views: Views) -> str | None:
    """The code of a gift card or a voucher, after the words that name one, unless it is a discount or an order."""
    lowered = views.lowered
    for cue in GIFT_CUES:
        at = lowered.find(cue)
        if at < 0:
            continue
        window = views.folded[at : at + len(cue) + GIFT_READ]
        if any(_gift_code(code.group()) for code in bounded(_GIFT_CODE.finditer(window))):
            return None if _SHARED.search(lowered) else "gift card code"  # the message read whole only for a code
    return None


def find_grouped_code(views: Views) -> str | None:
    """An authenticator setup key in groups of four, a redeem code, a recovery key or a set of backup codes."""
    for joined in views.grouped_runs:
        if _BASE32.fullmatch(joined) and any(c.isdigit() for c in joined) and not _HEX.fullmatch(joined):
            return "authenticator setup key"
    for found in _REDEEM_CODE.finditer(views.folded):
        code = found.group()
        mixed = sum(any(c.isdigit() for c in group) and any(c.isalpha() for c in group) for group in code.split("-"))
        named = views.folded[max(0, found.start() - SERIAL_READ) : found.start()].lower()
        if mixed >= 2 and not _HEX_GROUPS.fullmatch(code) and not SERIAL_NUMBER.search(named):
            return None if _PUBLISHED.search(views.lowered) else "redeem code"
    lowered = views.lowered
    coded = any(word in lowered for word in _BACKUP_WORDS)  # one of these is in every cue: a cheap test first
    if coded and any(cue in lowered for cue in BACKUP_CUES) and _named_backup_codes(views):
        return "backup codes"
    if lowered.count("-") < BACKUP_CODES:  # every code below is dashed
        return None
    if views.digit_runs and _RECOVERY_KEY.search(lowered):
        return "recovery key"
    codes = [
        code.group()
        for code in _BACKUP_CODE.finditer(lowered)
        if not (code.start() and (lowered[code.start() - 1].isalnum() or lowered[code.start() - 1] in "_-"))
        and any(c.isdigit() for c in code.group())
        and not _YEARS.fullmatch(code.group())
    ]
    for length in {len(code) for code in codes}:
        heads = {code.split("-")[0] for code in codes if len(code) == length}
        if len(heads) >= BACKUP_CODES:
            return "backup codes"  # three random codes of one length, not years ("2021-2022") or one exchange's numbers
    return None
