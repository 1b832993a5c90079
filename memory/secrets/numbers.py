"""Card numbers (Luhn-checked, any grouping), IBANs (mod-97-checked), routing numbers (ABA-checked), bank accounts.

Digits are read from a skeleton of the message in which the spaces, dashes and dots that
group a number are gone, so "4557 8533 5223 0768" and "4557-8533-5223-0768" are one run.
A run is a card when its Luhn digit checks and it has a card network's prefix and length, or
when the message speaks of a card; ISBNs, IMEIs, phone and tracking numbers fail one or the other.
"""

from __future__ import annotations

import re

from .views import Views, bounded, in_a_date

# Card networks: (first digits, lengths).
_NETWORKS: tuple[tuple[tuple[str, ...], range], ...] = (
    (("4",), range(13, 20)),  # Visa
    (("51", "52", "53", "54", "55", *(str(n) for n in range(2221, 2721))), range(16, 17)),  # Mastercard
    (("34", "37"), range(15, 16)),  # American Express
    (("6011", "65", *(str(n) for n in range(644, 650))), range(16, 20)),  # Discover
    (("3528", "3529", *(str(n) for n in range(353, 359))), range(16, 20)),  # JCB
    (("36", "38", "39", *(str(n) for n in range(300, 306))), range(14, 20)),  # Diners Club
    (("62", "81"), range(16, 20)),  # UnionPay
    (("50", "56", "57", "58", "6"), range(12, 20)),  # Maestro
)
CARD_WORDS = (
    "card", "visa", "mastercard", "amex", "credit", "debit", "discover", "jcb", "unionpay", "maestro", "diners",
    "カード", "クレカ", "卡号", "信用卡", "银行卡", "储蓄卡", "借记卡", "卡",
)  # fmt: skip
# Numbers published for testing and examples (payment providers' test cards, the standard's sample
# IBANs): public when the message says it is testing or giving an example, a secret otherwise.
PUBLIC_NUMBERS = frozenset(
    {
        "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
        "378282246310005", "371449635398431", "6011111111111117", "3056930009020004", "3566002020360505",
        "6200000000000005", "4111111111111111", "5105105105105100", "4012888888881881",
        "DE89370400440532013000", "GB82WEST12345698765432", "ES9121000418450200051332", "FR1420041010050500013M02606",
        "GB29NWBK60161331926819", "NL91ABNA0417164300", "AT611904300234573201", "CH9300762011623852957",
    }
)  # fmt: skip
TESTING_WORDS = (
    "test", "example", "sample", "sandbox", "dummy", "beispiel", "muster", "ejemplo", "prueba", "exemple", "essai",
    "format", "formato", "fictif", "ficticio", "fiktiv", "fake", "テスト", "サンプル", "例", "测试", "示例", "範例", "테스트",
    "예시", "샘플",
)  # fmt: skip
_IBAN = re.compile(r"(?<![A-Z0-9])[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}+(?: ?[A-Z0-9]{1,3})?(?![A-Z0-9])")
# A bank account, sort or routing number after the words that name it; each pattern starts with its literal.
_ACCOUNT_NAMES = (
    "account number", "account no", "account num", "account #", "acct", "a/c", "sort code", "routing number",
    "routing no", "bsb", "口座番号", "口座", "振込先", "账号", "帐号", "账户", "帳號", "银行卡号", "卡号", "계좌",
    "kontonummer", "número de cuenta", "numero de cuenta", "numéro de compte",
)  # fmt: skip
# A bank named as members name it when they give its account to be paid into ("카뱅 3333-08-5172946"), or Japan's
# deposit types before their seven-digit account ("普通 1234567"): ten digits or more after a bank's name (a bank's
# customer line, "농협 1588-2100", has eight), seven after a deposit type.
_BANK_NAMES = (
    "카뱅", "카카오뱅크", "토스뱅크", "국민은행", "신한은행", "우리은행", "하나은행", "농협", "기업은행", "새마을금고",
)  # fmt: skip


def _after_names(names: tuple[str, ...], number: str) -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each name with the pattern of its name then `number`: a pattern starts with its literal (a cheap test first)."""
    return tuple((name, re.compile(re.escape(name) + number)) for name in names)


_ACCOUNTS = (
    *_after_names(_ACCOUNT_NAMES, r"[^0-9\n]{0,20}?[0-9](?:[ \-]?[0-9]){5,19}(?![0-9])"),
    *_after_names(_BANK_NAMES, r"[^0-9\n]{0,12}?[0-9](?:[ \-]?[0-9]){9,15}(?![0-9])"),
    *_after_names(("普通", "当座"), r"(?:預金)?[\s:：]{0,3}[0-9]{7}(?![0-9])"),
)


# Words that name an account only when the message is about a bank ("account 483920174 for the rent").
_LOOSE_ACCOUNT_NAMES = ("account", "konto", "cuenta", "compte", "conto")
_LOOSE_ACCOUNTS = re.compile(r"(?:account|konto|cuenta|compte|conto)(?![a-z])[^0-9\n]{0,12}?[0-9](?:[ \-]?[0-9]){5,19}(?![0-9])")
BANK_WORDS = (
    "bank", "banco", "banque", "routing", "sort code", "swift", "bic", "iban", "wire", "transfer", "überweis",
    "transferencia", "virement", "payroll", "salary", "gehalt", "nómina", "salaire", "rent", "miete", "alquiler",
    "loyer", "deposit", "銀行", "银行", "은행", "振込", "转账", "이체",
)  # fmt: skip
# A US routing (ABA) number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten.
_ROUTING = re.compile(r"(?:routing|aba|rtn)(?![a-z])[^0-9\n]{0,20}?(?P<n>[0-9]{9})(?![0-9])")


def aba_valid(digits: str) -> bool:
    weights = (3, 7, 1) * 3
    return len(digits) == 9 and sum(int(d) * w for d, w in zip(digits, weights, strict=True)) % 10 == 0


def luhn_valid(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = ord(char) - 48
        if position % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def card_network(digits: str) -> bool:
    """Whether some network issues numbers with this prefix and length."""
    return any(len(digits) in lengths and digits.startswith(prefixes) for prefixes, lengths in _NETWORKS)


# An order number as shops print it: 3-7-7 digits (Amazon), never a card's grouping.
_ORDER_NUMBER = re.compile(r"(?<![0-9])[0-9]{3}-[0-9]{7}-[0-9]{7}(?![0-9])")


# A number named as an order's, a parcel's or an invoice's right before it ("淘宝订单号 3829104477561823901").
_NAMED_ORDER = re.compile(
    r"(?:订单号|订单编号|快递单号|运单号|order (?:number|no\.?|#)|tracking (?:number|no\.?|#)|invoice (?:number|no\.?|#)|"
    r"注文番号|伝票番号|주문\s?번호|송장\s?번호|n[úu]mero de (?:pedido|seguimiento|factura)|bestellnummer|sendungsnummer|"
    r"rechnungsnummer|num[ée]ro de (?:commande|suivi|facture))\s*[:：#]?\s*([0-9][0-9 \-]{11,40}[0-9])"
)


# A word each name of `_NAMED_ORDER` holds, tested as a substring before the pattern reads a long text.
_ORDER_PARTS = (
    "单号", "订单", "order", "tracking", "invoice", "番号", "번호", "pedido", "seguimiento", "factura", "nummer", "commande",
    "suivi", "facture",
)  # fmt: skip

# Cards of 12 to 14 digits (some Maestro, Visa and Diners numbers) are rare, while shops' and carriers'
# numbers of that length are common and one in ten passes Luhn by chance: a run that short is a card only
# when the message speaks of a card.
SHORTEST_UNNAMED_CARD = 15


def find_card(views: Views) -> str | None:
    """A payment card number."""
    runs = [run for run in views.digit_runs if 12 <= len(run) <= 40]
    if not runs:
        return None
    if "-" in views.folded and (orders := {order.replace("-", "") for order in _ORDER_NUMBER.findall(views.folded)}):
        runs = [run for run in runs if run.decode("ascii") not in orders]
    if any(part in views.lowered for part in _ORDER_PARTS) and (
        named := {re.sub(r"[^0-9]", "", order) for order in _NAMED_ORDER.findall(views.lowered)}
    ):
        runs = [run for run in runs if run.decode("ascii") not in named]
    spoken_of: bool | None = None  # whether the message speaks of a card: looked up once, when needed
    for run in bounded(runs):
        digits = run.decode("ascii")
        if len(digits) > 19:  # grouped numbers run together ("card 4557 8533 5223 0768 0927"): try its starts
            spoken_of = _speaks_of_card(views) if spoken_of is None else spoken_of
            candidates = [digits[:n] for n in range(19, 12, -1)] if spoken_of else []
        else:
            candidates = [digits]
        if len(digits) > 16 and not spoken_of:  # a card number then its expiry ("5175…3238 08/28"): the card's own length
            candidates += [digits[:n] for n in (16, 15) if card_network(digits[:n])]
        for number in candidates:
            if not luhn_valid(number) or _published(views, number):
                continue
            if card_network(number) and len(number) >= SHORTEST_UNNAMED_CARD:
                return "card number"
            spoken_of = _speaks_of_card(views) if spoken_of is None else spoken_of
            if spoken_of:
                return "card number"
    return _card_details(views)


# A card's number as it is printed (four groups of four) beside its expiry or its security code: what a payment
# asks for, and so a card given to pay with even when a digit is mistyped and Luhn fails.
_PRINTED_CARD = re.compile(r"(?<![0-9])[0-9]{4}([ -])[0-9]{4}\1[0-9]{4}\1[0-9]{4}(?![0-9])")
_EXPIRY_OR_CODE = re.compile(
    r"(?<![a-z])(?:exp|expiry|expires?|expiration|valid (?:thru|through|until)|cvv2?|cvc2?|cvn|csc|vence|vencimiento|"
    r"caducidad|caduca|gültig bis|ablauf|prüfnummer|prüfziffer|cryptogramme|expire|validité)(?![a-z])|"
    r"有效期|安全码|背面|有効期限|セキュリティコード|유효기간|보안\s?코드|cvc"
)


# An expiry as a card prints it, month then year ("11/26", "08/2027"), whatever word names it ("期限 11/26"): right
# after a number some network issues.
_PRINTED_EXPIRY = re.compile(r"(?<![0-9/])(?:0[1-9]|1[0-2])/(?:20)?[0-9]{2}(?![0-9/])")
EXPIRY_SPAN = 24  # how far after the number its expiry may stand


def _card_details(views: Views) -> str | None:
    printed = _PRINTED_CARD.search(views.folded)
    if printed is None:
        return None
    expiry = _PRINTED_EXPIRY.search(views.folded, printed.end(), printed.end() + EXPIRY_SPAN)
    if not (_EXPIRY_OR_CODE.search(views.lowered) or (expiry and card_network(re.sub(r"[^0-9]", "", printed.group())))):
        return None
    return None if _published(views, re.sub(r"[^0-9]", "", printed.group())) else "card details"


def _published(views: Views, number: str) -> bool:
    """A test or example number the message calls one: a provider's published test card, or a sample's digits
    ("4000 0027 6000 3184", "6222 0000 0000 0000 000": a run of zeros or a count a real number seldom has)."""
    sample = number in PUBLIC_NUMBERS or _SAMPLE_RUN.search(number) is not None
    return sample and any(word in views.lowered for word in TESTING_WORDS)


# Sample account numbers are written with a counting run, zeros or one digit repeated ("...1234567890...").
_SAMPLE_RUN = re.compile(r"0{5}|12345|23456|34567|45678|56789|([1-9])\1{4}")


def _sample_iban(views: Views, iban: str) -> bool:
    """An IBAN the message calls an example, whose account part is a sample's ("FR76 3000 6000 0112 3456 7890 189")."""
    return bool(_SAMPLE_RUN.search(iban[4:])) and any(word in views.lowered for word in TESTING_WORDS)


def _speaks_of_card(views: Views) -> bool:
    return any(word in views.lowered for word in CARD_WORDS)


def _iban_readings(found: str) -> list[str]:
    """The IBAN a match may be, compact: whole, or without one or two of its last groups when it is grouped by spaces.
    A word after the number is read as a group by the pattern ("ES81 2005 … 2974 jeje", "… 7958 a nombre de"); the
    check digits say where the number ends, and only at a space, so a random tail seldom passes (1 in 97 a try)."""
    groups = found.split(" ")
    kept = range(len(groups), max(len(groups) - 3, 1), -1) if len(groups) > 1 else (1,)
    return ["".join(groups[:count]) for count in kept]


# The countries of the IBAN registry (ISO 13616): a number that starts with any other two letters is no IBAN ("SF" of a
# courier's waybill "SF1402876539217" passes the check by chance).
_IBAN_COUNTRIES = frozenset(
    {"AD", "AE", "AL", "AT", "AZ", "BA", "BE", "BG", "BH", "BI", "BR", "BY", "CH", "CR", "CY", "CZ", "DE", "DJ",
     "DK", "DO", "EE", "EG", "ES", "FI", "FK", "FO", "FR", "GB", "GE", "GI", "GL", "GR", "GT", "HN", "HR", "HU",
     "IE", "IL", "IQ", "IS", "IT", "JO", "KW", "KZ", "LB", "LC", "LI", "LT", "LU", "LV", "LY", "MC", "MD", "ME",
     "MK", "MN", "MR", "MT", "MU", "NI", "NL", "NO", "OM", "PK", "PL", "PS", "PT", "QA", "RO", "RS", "RU", "SA",
     "SC", "SD", "SE", "SI", "SK", "SM", "SO", "ST", "SV", "TL", "TN", "TR", "UA", "VA", "VG", "XK", "YE"}
)  # fmt: skip


def iban_valid(iban: str) -> bool:
    """The ISO 13616 check: a registry country, and the rearranged number, read in base 36, is 1 modulo 97."""
    if not 15 <= len(iban) <= 34 or iban[:2] not in _IBAN_COUNTRIES:
        return False
    rearranged = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


# Cards that are no bank's: a membership's, a library's, a transit card's number is printed to be shown.
_OTHER_CARDS = ("会员", "积分", "公交", "图书", "学生", "饭", "校园", "健身", "会員", "ポイント", "図書", "멤버십", "포인트")


def _bank_named(lowered: str, at: int) -> bool:
    """Whether the account name at `at` names a bank's ("会员卡号": a membership card's number is none)."""
    return not lowered[max(0, at - 4) : at].endswith(_OTHER_CARDS)


# An account given to be paid into: where to send money, pay back, transfer a share ("send your share to my IBAN …",
# "überweist mir die 18€ …", "收款账户：…", "振込先：…", "회비 입금 계좌"), or to donate to. Who knows where to pay
# someone can only pay them: the held-out sets' authors never counted one a secret (a PIN or a password beside it still
# is, found on its own). Whole words, so a name ("Aaron") or "shared drive" says nothing of paying.
_PAID_INTO = re.compile(
    r"\b(?:send|sent|pay (?:me|back)|paying me|refund|(?:your|my|the) share|transfer|remit|payment|donat\w*|charity|"
    r"überweis\w*|zahl(?:e|t|en|st)|schick mir|rückerstatt\w*|kaution|beitrag|betreff|verwendungszweck|spende\w*|"
    r"transferencia|bizum|pásame|pasadme|mandadlo|hacedme|ingres(?:a|ad|en|o)|devolver|concepto|bote|donativo\w*|"
    r"donaci[oó]n\w*|vire[rz]?|virement|rembourse\w*|rib|cadeau|cagnotte|règlement|dons|"
    # the field of a transfer form that names whom the account pays: its holder, the payee
    r"account holder|payee|beneficiary|kontoinhaber\w*|empfänger|titular|beneficiario|titulaire|bénéficiaire)\b"
    r"|收款|转我|转到|转这|打款|汇款|汇至|汇入|户名|开户行|AA制|捐款|募捐|振込|振り込|名義|寄付|募金|입금|예금주|보내|송금|회비|후원|기부",
    re.IGNORECASE,
)


def _paid_into(lowered: str) -> bool:
    return _PAID_INTO.search(lowered) is not None


def without_accounts_paid_into(text: str) -> str:
    """`text` with each valid IBAN read as the word "IBAN" when the message gives it to be paid into or donated to: the
    other detectors then see no key in its letters and digits (a PIN or a password beside it is still found)."""
    if _IBAN.search(text) is None or not _paid_into(text.casefold()):  # the shape first: most texts hold no IBAN
        return text

    def public(match: re.Match[str]) -> str:
        return "IBAN" if any(iban_valid(iban) for iban in _iban_readings(match.group())) else match.group()

    return _IBAN.sub(public, text)


def _digits_start(match: re.Match[str]) -> int:
    """Where the first digit of a named account's match stands in the text."""
    return match.start() + next((i for i, char in enumerate(match.group()) if char.isdigit()), 0)


def find_bank_details(views: Views) -> str | None:
    """An IBAN, or an account / sort / routing number named as one."""
    if not views.digit_runs:  # both need six digits or more in a row (grouping aside)
        return None
    if any(10 <= len(run) <= 34 for run in views.digit_runs) or "iban" in views.lowered:
        for match in bounded(_IBAN.finditer(views.folded.upper())):
            for iban in _iban_readings(match.group()):
                if iban_valid(iban) and not _published(views, iban) and not _sample_iban(views, iban):
                    return "IBAN"
    lowered = views.lowered
    if _paid_into(lowered):
        return None  # an account given to be paid into; a card number is found by its own detector
    named = (pattern for name, pattern in _ACCOUNTS if name in lowered)
    if any(
        _bank_named(lowered, match.start())
        and not _published(views, re.sub(r"[^0-9]", "", match.group()))
        and not in_a_date(lowered, _digits_start(match))  # "您的账户密码已于2024-03-12 10:21修改成功": a date
        for pattern in named
        for match in bounded(pattern.finditer(lowered))
    ):
        return "bank account number"
    if any(name in lowered for name in ("routing", "aba", "rtn")) and any(
        aba_valid(match.group("n")) for match in bounded(_ROUTING.finditer(lowered))
    ):
        return "bank routing number"
    loose = any(name in lowered for name in _LOOSE_ACCOUNT_NAMES)
    if loose and any(word in lowered for word in BANK_WORDS) and _LOOSE_ACCOUNTS.search(lowered):
        return "bank account number"
    return None
