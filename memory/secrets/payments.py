"""A PIN given with what it pays or draws cash with, not named as a PIN.

"debit card is 3318 if you need to pull cash", "EC-Karte liegt im Flur, 8204, hol bitte 100 € am Automaten",
"卡在电视柜抽屉里，要取钱的话是 417729", "토스 여섯 자리 그거 140628, 대신 좀 보내줘": nothing says "PIN", yet a card or a
payment app, the act of paying or drawing cash with it, and a number of four to six digits standing alone say it. A
closed class of instruments and of acts in each language. The number is none of an amount ("100 €", "40 balles"), a
time, a count of units, a year after a word of time, or the digits a masked card leaves in view ("ending 4242",
"尾号 3391"); a message that is about an order or a bill keeps its numbers.
"""

from __future__ import annotations

import re
from itertools import islice

from .views import MAX_CANDIDATES, Views, alternatives

_LATIN_INSTRUMENTS = (
    "card", "debit card", "bank card", "credit card", "cb", "carte bleue", "carte bancaire", "carte", "ec-karte",
    "bankkarte", "girokarte", "karte", "tarjeta", "bizum", "paypal", "apple pay", "google pay", "venmo", "lydia",
)  # fmt: skip
_OTHER_INSTRUMENTS = (
    "银行卡", "卡", "支付宝", "微信支付", "微信", "キャッシュカード", "カード", "ペイペイ", "paypay", "카드", "체크카드",
    "토스", "카카오페이", "페이",
)  # fmt: skip
_LATIN_ACTS = (
    "pull cash", "get cash", "take out cash", "withdraw", "atm", "cash machine", "pay", "buy", "retire", "retirer",
    "retirar", "dab", "distributeur", "payer", "paye", "abheben", "automat", "automaten", "geldautomat",
    "geldautomaten", "bezahlen", "zahlen",
    "sacar", "saca", "cajero", "pagar", "paga", "compra", "kaufen", "acheter", "achète",
)  # fmt: skip
_OTHER_ACTS = (
    "取钱", "取款", "提现", "付款", "支付", "付钱", "买", "刷", "下ろ", "引き出", "払", "買", "인출", "뽑아", "결제", "보내",
    "송금", "出金",
)  # fmt: skip
_INSTRUMENTS = _LATIN_INSTRUMENTS + _OTHER_INSTRUMENTS
_INSTRUMENT = re.compile(
    rf"(?<![a-zà-ÿ])(?:{alternatives(_LATIN_INSTRUMENTS)})(?![a-zà-ÿ])|{alternatives(_OTHER_INSTRUMENTS)}", re.IGNORECASE
)
_ACT = re.compile(rf"(?<![a-zà-ÿ])(?:{alternatives(_LATIN_ACTS)})(?![a-zà-ÿ])|{alternatives(_OTHER_ACTS)}", re.IGNORECASE)
# A number of four to six digits standing alone: not part of a longer number, a decimal, a time, a date or a code.
_NUMBER = re.compile(r"(?<![\w/])(?<![0-9][.,:\-])[0-9]{4,6}(?![0-9]|[.,:/\-][0-9]|\w)")
# What the number counts or prices when a unit follows it, or what masks or names it when a word comes before it.
_UNIT_AFTER = re.compile(
    r"\s?(?:€|\$|£|¥|%|円|元|块|원|엔|달러|유로|yen|euros?|dollars?|bucks|balles|pesos|won|kr|km|kg|mb|gb|steps|pasos|"
    r"schritte|pas|points?|puntos|punkte|번|층|호|号|年|月|日|년|월|일|時|点|시|h\b|uhr|am\b|pm\b)",
    re.IGNORECASE,
)
_NAMED_BEFORE = re.compile(
    r"(?:ending(?: in)?|ends in|last (?:4|four)(?: digits)?|terminant par|finissant par|acabada en|termina en|endet auf|"
    r"endend auf|尾号|末尾|下[4四]桁|后[4四]位|後[4四]位|끝자리|뒷자리|"
    r"order|pedido|commande|bestellung|invoice|factura|facture|rechnung|ref|tracking|订单号?|单号|注文番号|주문번호|"
    r"n[°ºo]\.?|#|total|montant|importe|betrag|summe|合计|总共|合計|총|in|since|en|desde|im|seit|depuis|de|von)\W{0,3}$",
    re.IGNORECASE,
)
SPAN = 60  # how far from the number the instrument and the act may stand


def find_payment_pin(views: Views) -> str | None:
    """A number of four to six digits standing alone near a card or a payment app and an act of paying or drawing cash
    with it."""
    lowered = views.lowered
    if not any(word in lowered for word in _INSTRUMENTS):  # a substring test first: fast on a long text
        return None
    if _INSTRUMENT.search(lowered) is None or _ACT.search(lowered) is None:
        return None
    for number in islice(_NUMBER.finditer(lowered), MAX_CANDIDATES):
        start, end = number.span()
        if _UNIT_AFTER.match(lowered, end) or _NAMED_BEFORE.search(lowered, max(0, start - 24), start):
            continue
        around = lowered[max(0, start - SPAN) : end + SPAN]
        if _INSTRUMENT.search(around) and _ACT.search(around):
            return "card PIN"
    return None
