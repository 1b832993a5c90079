"""A one-time code pasted from a text message, when no word names it as a code.

Banks and apps text a code of five to eight digits with a warning not to share it; people paste
it with "enter it", "type it in". A standalone number of that shape in a short message that also
carries such a warning or such a request is that code. A price, a decimal, a number named as an
order's or a phone's, is no such number, and a long message is prose, not a pasted text.
"""

from __future__ import annotations

import re

from .views import Views, bounded

SHORT_MESSAGE = 280  # characters: a pasted text message, or a line about one
# Five to eight digits, or as read out in groups (three and three: "771 204", "284-117"; twos: "37 59 12"; one by one:
# "6 0 4 4 1 7"), standing alone (no decimal, unit, id or more digits before or after).
_CODE = re.compile(
    r"(?<![\w.,:/+#€$£¥-])(?<![0-9][ -])(?:[0-9]{5,8}|[0-9]{3}[ -][0-9]{3}|[0-9]{2}(?: [0-9]{2}){2}|[0-9](?: [0-9]){3,7})"
    r"(?![\w%€$£¥-]|[.,:/][0-9]|\s[0-9]|\s?(?:€|\$|円|元|원|yen|kb|mb|gb|km|kg))"
)
# A number named as something else just before it: an order, a room, a phone, a ticket.
_NAMED_NUMBER = re.compile(
    r"(?:order|room|call|phone|tel|no\.?|number|flight|ticket|invoice|pedido|commande|bestell|nummer|número|numéro|"
    r"zimmer|habitación|chambre|注文|订单|주문|電話|电话|전화)\s?[:#]?\s?$"
)
# What comes with a one-time code: a warning not to share it, a request to type it in, or what it confirms.
_ONE_TIME_CUES = re.compile(
    r"don'?t share|do not share|never share|not share|no lo compart|no la compart|ne le partagez|ne partagez|"
    r"nicht weiter|niemandem|誰にも|教えないで|他人に|알려주지|타인에게|不要告诉|请勿泄露|勿泄露|不要泄露|"
    r"enter it|type it|put it in|input it|tape-le|entre-le|saisis-le|mételo|introdúcelo|ingrésalo|eingeben|eintippen|"
    r"入れて|入力して|넣어|입력해|输入|填一下|帮我填|one-time|one time|un solo uso|usage unique|ワンタイム|一次性|일회용|"
    r"punch it in|vas-y valide|"
    # that it is about to lapse: only a live one-time code does ("quick before it times out", "avant qu'il expire")
    r"before it (?:times out|expires|runs out)|(?:expires in|times out in|expire dans|caduca en|läuft in) "
    r"(?:[0-9]+|a|one|two|five|ten|une?|cinq|dix|uno|una|cinco|diez|einer|fünf|zehn) ?(?:min|sec|s\b)|"
    r"avant qu'il (?:expire|n'expire)|"
    r"antes de que (?:caduque|expire)|bevor er abläuft|läuft gleich ab|过期之前|失效之前|要过期了|切れる前に|"
    r"만료되기 전"
)
# What a one-time code confirms ("the bank texted 661203 to confirm the transfer"): a cue only in a message that
# names no order, invoice, ticket or phone, whose numbers are also quoted to confirm things.
_CONFIRM_CUES = re.compile(
    r"to confirm|to verify|zur bestätigung|zum bestätigen|pour confirmer|pour valider|para confirmar|para verificar|"
    r"確認のため|確認用|확인용|인증용|确认转账|确认付款|用于确认|用来确认"
)
# That a number was just sent to the speaker ("it sent 829 316 to my phone", "Doctolib m'a envoyé 37 59 12", "lo acabo de
# recibir"): a cue only in a message that names no order, invoice, ticket or phone, as `_CONFIRM_CUES`.
_SENT_CUES = re.compile(
    r"it sent|they sent|texted me|sent to my phone|just (?:came|arrived|texted)|it texted|came to (?:my|ur|your|the)|"
    r"m'a envoyé|me ha llegado|me llegó|acabo de recibir|hab ich bekommen|"
    r"grad bekommen|送られてきた|届いた|발송된|문자로 온|发来的|刚收到"
)
# Where the code went ("to the shared phone", "on ur phone"), not a phone's number.
_TO_A_PHONE = re.compile(r"\b(?:to|on) (?:my|your|ur|the|our|his|her) (?:[a-z]+ )?phone\b")
_NAMED_ANYWHERE = re.compile(
    r"order|invoice|ticket|booking|call|phone|pedido|factura|reserva|llam|commande|facture|réservation|appel|"
    r"bestell|rechnung|buchung|anruf|telefon|注文|予約|電話|주문|예약|전화|订单|预订|电话|发票"
)


def find_one_time_code(views: Views) -> str | None:
    """A pasted one-time code: a standalone number of four to eight digits beside a warning or a request to enter it."""
    folded = views.folded
    lowered = views.lowered
    if len(folded) > SHORT_MESSAGE:
        return None
    cued = _CONFIRM_CUES.search(lowered) or _SENT_CUES.search(lowered)
    if not _ONE_TIME_CUES.search(lowered) and not (cued and not _NAMED_ANYWHERE.search(_TO_A_PHONE.sub("", lowered))):
        return None
    for code in bounded(_CODE.finditer(folded)):
        if not _NAMED_NUMBER.search(lowered[max(0, code.start() - 12) : code.start()]):
            return "one-time code"
    return None
