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
# Five to eight digits, or three and three ("771 204"), standing alone (no decimal, unit or id before or after).
_CODE = re.compile(
    r"(?<![\w.,:/+#€$£¥-])(?:[0-9]{5,8}|[0-9]{3} [0-9]{3})"
    r"(?![\w%€$£¥-]|[.,:/][0-9]|\s?(?:€|\$|円|元|원|yen|kb|mb|gb|km|kg))"
)
# A number named as something else just before it: an order, a room, a phone, a ticket.
_NAMED_NUMBER = re.compile(
    r"(?:order|room|call|phone|tel|no\.?|number|flight|ticket|invoice|pedido|commande|bestell|nummer|número|numéro|"
    r"zimmer|habitación|chambre|注文|订单|주문|電話|电话|전화)\s?[:#]?\s?$"
)
# What comes with a one-time code: a warning not to share it, or a request to type it in.
_ONE_TIME_CUES = re.compile(
    r"don'?t share|do not share|never share|not share|no lo compart|no la compart|ne le partagez|ne partagez|"
    r"nicht weiter|niemandem|誰にも|教えないで|他人に|알려주지|타인에게|不要告诉|请勿泄露|勿泄露|不要泄露|"
    r"enter it|type it|put it in|input it|tape-le|entre-le|saisis-le|mételo|introdúcelo|ingrésalo|eingeben|eintippen|"
    r"入れて|入力して|넣어|입력해|输入|填一下|帮我填|one-time|one time|un solo uso|usage unique|ワンタイム|一次性|일회용"
)


def find_one_time_code(views: Views) -> str | None:
    """A pasted one-time code: a standalone number of four to eight digits beside a warning or a request to enter it."""
    folded = views.folded
    if len(folded) > SHORT_MESSAGE or not _ONE_TIME_CUES.search(views.lowered):
        return None
    for code in bounded(_CODE.finditer(folded)):
        if not _NAMED_NUMBER.search(views.lowered[max(0, code.start() - 12) : code.start()]):
            return "one-time code"
    return None
