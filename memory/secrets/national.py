"""National identity and tax numbers, found by their published formats and check digits.

Unnamed, a number is taken only when its format's check digit holds: a Spanish DNI's or NIE's letter (mod 23), a
Chinese resident id's last character (ISO 7064 mod 11-2), a Korean resident number's (mod 11), a Chilean RUT's (mod
11, written with its dots), a French social security number's key (mod 97); a number of that length that fails its
check is something else (an order, a phone number). A Canadian social insurance number needs both its name and its
Luhn digit (nine digits in threes are as often a Spanish phone number). After the format's name ("身份证号", "주민번호",
"NIE", "numéro de sécu", "マイナンバー", "Steuer-ID", "SSN", "CURP"), its shape is enough: a digit mistyped or made up still
says what the number stands for. A passport's or an identity card's number (no check digit to read) is found only
after its name.
"""

from __future__ import annotations

import re

from .numbers import luhn_valid
from .views import Views, after_each, bounded

_DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
_DNI = re.compile(r"(?<![A-Za-z0-9])(?P<prefix>[XYZxyz]?)(?P<digits>[0-9]{7,8})[- ]?(?P<letter>[A-Za-z])(?![A-Za-z0-9])")
_NIE = re.compile(r"(?<![A-Za-z0-9])[XYZxyz][0-9]{7}[- ]?[A-Za-z](?![A-Za-z0-9])")
_CN_ID = re.compile(r"(?<![0-9])[1-9][0-9]{16}[0-9Xx](?![0-9])")
_CN_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
# not glued to letters: "SF1409283746551" is a waybill's number
_KR_RRN = re.compile(r"(?<![0-9A-Za-z])[0-9]{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12][0-9]|3[01])-?[1-8][0-9]{6}(?![0-9])")
_KR_WEIGHTS = (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5)
_FR_NIR = re.compile(
    r"(?<![0-9])[12] ?[0-9]{2} ?(?:0[1-9]|1[0-2]|[2-9][0-9]) ?(?:[0-9]{2}|2[AB]) ?[0-9]{3} ?[0-9]{3} ?[0-9]{2}(?![0-9])"
)
_DIGITS_12 = re.compile(r"(?<![0-9])[0-9]{4} ?[0-9]{4} ?[0-9]{4}(?![0-9])")
_DIGITS_11 = re.compile(r"(?<![0-9])[0-9]{2} ?[0-9]{3} ?[0-9]{3} ?[0-9]{3}(?![0-9])")
_CURP = re.compile(r"(?<![A-Za-z0-9])[A-Z]{4}[0-9]{6}[HMX][A-Z]{5}[A-Z0-9][0-9](?![A-Za-z0-9])", re.IGNORECASE)
_RFC = re.compile(r"(?<![A-Za-z0-9])[A-ZÑ&]{4}[0-9]{6}[A-Z0-9]{3}(?![A-Za-z0-9])", re.IGNORECASE)
# A Canadian social insurance number: nine digits in threes, its last a Luhn check digit; named by its acronym in
# capitals ("SIN", "NAS": "sin" is Spanish for "without") or in words. A Spanish phone number is nine digits in threes
# too, and one in ten passes Luhn: the name is what tells them apart.
_SIN = re.compile(r"(?<![0-9])[1-9][0-9]{2}[- ]?[0-9]{3}[- ]?[0-9]{3}(?![0-9])")
_SIN_ACRONYM = re.compile(r"\b(?:SIN|NAS)\b")
_SIN_WORDS = re.compile(r"social insurance|assurance sociale")
# A UK National Insurance number: two letters of the published prefixes, six digits, a letter A to D, grouped or not.
_NINO = re.compile(
    r"(?<![A-Za-z0-9])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D](?![A-Za-z0-9])", re.IGNORECASE
)
# A Chilean RUT/RUN as written with its dots and its check digit ("15.482.317-4"): the dotted form is the RUT's own.
_RUT = re.compile(r"(?<![0-9.])(?P<body>[0-9]{1,2}\.[0-9]{3}\.[0-9]{3})-(?P<check>[0-9Kk])(?![0-9A-Za-z])")
_SSN = re.compile(r"(?<![0-9])(?!000|666|9)[0-9]{3}[- ](?!00)[0-9]{2}[- ](?!0000)[0-9]{4}(?![0-9])")
# Each format's names: a number of its shape after its name is that number, whether or not its check digit holds (a
# digit mistyped or made up still tells everyone what it stands for); the formats that check little (a US SSN, a My
# Number, a tax id) are found only so.
_NAMED_FORMATS = (
    (re.compile(r"\b(?:dni|nif)\b"), _DNI),
    (re.compile(r"\bnie\b"), _NIE),  # German "nie" (never) is common: an NIE's letter prefix is asked too
    (re.compile("身份证|身份證|身分证|身分證"), _CN_ID),
    (re.compile(r"주민\s?(?:등록\s?)?번호"), _KR_RRN),
    (re.compile(r"s[ée]cu\b|s[ée]curit[ée] sociale|carte vitale"), _FR_NIR),
    (re.compile("マイナンバー|個人番号|my number"), _DIGITS_12),
    (re.compile("steuer-?id|steuer id|(?:steuer)?identifikationsnummer"), _DIGITS_11),
    (re.compile("ssn|social"), _SSN),
    (re.compile(r"national insurance|\bnino\b|\bni (?:number|no)\b"), _NINO),
    (re.compile(r"\bcurp\b"), _CURP),  # Mexico's population registry key
    (re.compile(r"\brfc\b"), _RFC),  # and a person's tax id (a company's, of three letters, is printed on its invoices)
    (re.compile(r"\brut\b"), re.compile(r"(?<![0-9.])[0-9]{1,2}\.?[0-9]{3}\.?[0-9]{3}-[0-9Kk](?![0-9A-Za-z])")),  # Chile's
)


# Identity documents whose number is printed on them, not computed: the document named, then its number.
DOCUMENT_NAMES = (
    "passport", "pasaporte", "passeport", "reisepass", "personalausweis", "ausweisnummer", "carte d'identité",
    "carte d'identite", "driver's license", "drivers license", "driving licence", "führerschein", "permis de conduire",
    "licencia de conducir", "パスポート", "旅券", "免許証", "护照", "護照", "驾照", "驾驶证", "여권", "면허증",
)  # fmt: skip
DOCUMENT_READ = 40  # characters after the name in which the number must start
_DOCUMENT_NUMBER = re.compile(r"(?<![\w-])[A-Z0-9]{6,12}(?![\w-])")


def _document_number(views: Views) -> bool:
    for window in after_each(views, DOCUMENT_NAMES, DOCUMENT_READ):
        if any(sum(c.isdigit() for c in number) >= 3 for number in _DOCUMENT_NUMBER.findall(window)):
            return True
    return False


def dni_valid(digits: str, letter: str, prefix: str = "") -> bool:
    number = int(str("XYZ".index(prefix.upper())) + digits if prefix else digits)
    return _DNI_LETTERS[number % 23] == letter.upper()


def rut_valid(body: str, check: str) -> bool:
    """The RUT's check digit: its digits from the last, weighted 2 to 7 over and over, mod 11 (10 is K)."""
    total = sum(int(d) * (2 + i % 6) for i, d in enumerate(reversed(body.replace(".", ""))))
    return "0123456789K"[(11 - total % 11) % 11] == check.upper()


def cn_id_valid(number: str) -> bool:
    total = sum(int(d) * w for d, w in zip(number[:17], _CN_WEIGHTS, strict=True))
    return "10X98765432"[total % 11] == number[17].upper()


def kr_rrn_valid(number: str) -> bool:
    total = sum(int(d) * w for d, w in zip(number[:12], _KR_WEIGHTS, strict=True))
    return (11 - total % 11) % 10 == int(number[12])


def fr_nir_valid(number: str) -> bool:
    body = number[:13].replace("2A", "19").replace("2B", "18")
    return body.isdigit() and 97 - int(body) % 97 == int(number[13:])


# Words that name a product's barcode: a 13-digit run whose EAN check digit holds is that barcode.
BARCODE_WORDS = (
    "barcode", "bar code", "ean", "jan", "product", "sku", "código de barras", "producto", "code barre", "code-barre",
    "produit", "strichcode", "artikel", "produkt", "商品", "バーコード", "製品", "条码", "条形码", "产品", "상품", "바코드",
    "제품",
)  # fmt: skip


def ean13_valid(digits: str) -> bool:
    """The EAN-13 (JAN) check: digits weighted 1, 3, 1, 3, ... sum to a multiple of ten."""
    return len(digits) == 13 and sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10 == 0


def _product_barcode(number: str, lowered: str) -> bool:
    """A run of 13 digits (no dash: a Korean resident number has one) that checks as an EAN and is named as a product's."""
    return number.isdigit() and ean13_valid(number) and any(word in lowered for word in BARCODE_WORDS)


def find_national_id(views: Views) -> str | None:
    """A national identity or tax number whose check digit holds, or of its format's shape after its name."""
    folded, lowered = views.folded, views.lowered
    if _document_number(views):
        return "identity document number"
    if not views.digit_runs:  # every format below holds six digits or more in a row (spacing aside)
        return None
    for match in bounded(_DNI.finditer(folded)):
        if dni_valid(match.group("digits"), match.group("letter"), match.group("prefix")) and len(match.group("digits")) == (
            7 if match.group("prefix") else 8
        ):
            return "national id"
    dotted = "." in folded and "-" in folded  # a RUT's dots and dash, read first: most texts hold neither
    if dotted and any(rut_valid(match.group("body"), match.group("check")) for match in bounded(_RUT.finditer(folded))):
        return "national id"
    checks = ((_CN_ID, cn_id_valid), (_KR_RRN, kr_rrn_valid), (_FR_NIR, fr_nir_valid))
    for pattern, valid in checks:
        for match in bounded(pattern.finditer(folded)):
            if valid(match.group().replace(" ", "").replace("-", "")) and not _product_barcode(match.group(), lowered):
                return "national id"
    for names, pattern in _NAMED_FORMATS:
        if names.search(lowered) and pattern.search(folded) is not None:
            return "national id"
    sin_named = _SIN_ACRONYM.search(folded) is not None or _SIN_WORDS.search(lowered) is not None
    if sin_named and any(luhn_valid(re.sub(r"[- ]", "", match.group())) for match in bounded(_SIN.finditer(folded))):
        return "national id"
    return None
