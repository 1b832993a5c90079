"""A postal address that changed: "send the invitations to 12 rue des Lilas", then "attention nouvelle adresse : 5
avenue Jean Jaurès, on a déménagé" (pure).

Where to send a member's post is one value at a time. A postal address has a shape in each language: a number beside a
word for a street (Street, Ave, calle, Av., -straße, rue, avenue, 路, 号, 丁目), or in Japanese and Korean a ward or a
road beside numbers joined by dashes ("目黒区中目黒1-4-8", "테헤란로 123"). The newer statement says the address is new or
changed, in a closed class of words in each language (new address, nueva dirección, neue Adresse, nouvelle adresse, 新地
址, 住所変わった, 새 주소), or holds from a day on ("As of Monday", "ab Montag", "来週月曜より"), and gives an address the
older does not. The update model leaves such pairs under its bars:
two addresses share no word it can weigh. Not a question, a hedge, an addition or a supposition (`judgeable`,
`supposes`), nor another holder's address (`other_slot`: "my mom's new address is …").
"""

from __future__ import annotations

import re

from .other_slot import from_a_day_on, from_now_on, other_slot
from .update_model import judgeable, supposes, values

_POSTAL = re.compile(
    r"\b\d+[a-z]?,? (?:[\w.'-]+ ){0,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|"
    r"place|pl|close|crescent|terrace|gardens|grove|mews|square|sq)\b|"
    # a postcode of four or five digits before its town: "68163 Mannheim", "33000 Bordeaux", "28014 Madrid"
    r"(?<![\d-])\d{4,5}\s+[A-ZÀ-Þ][a-zà-ÿ]+|"
    r"\b(?:calle|c/|av(?:da)?\.|avenida|plaza|paseo|camino|carrer)\s+[^,\n]{1,40}?\d+|"
    r"\b\w+(?:stra(?:ß|ss)e|str\.|weg|platz|gasse|allee|ring|damm)\s*\d+|"
    r"\b\d+(?:\s?(?:bis|ter))?,? (?:rue|avenue|av\.|boulevard|bd|all[ée]e|place|chemin|impasse|quai|cours)\b|"
    r"[\u4e00-\u9fff]{1,8}[路街道巷弄]\s?\d+\s?号|"
    r"[\u4e00-\u9fff\u30a0-\u30ff]{1,6}[区市町村]\S{0,8}?\d+[-−－丁]\d+|"
    r"[가-힣]{1,8}(?:로|길|동)\s?\d+",
    re.IGNORECASE,
)
_NEW_ADDRESS = re.compile(
    r"\b(?:new address|address (?:has )?changed|changed (?:my|our) address|nueva direcci[óo]n|direcci[óo]n nueva|"
    r"(?:he|hemos) cambiado de direcci[óo]n|neue adresse|adresse (?:hat sich )?ge[äa]ndert|nouvelle adresse|"
    r"adresse a chang[ée]|chang[ée] d'adresse)\b|新地址|地址(?:变|改|换)了|住所(?:が)?変わ|新住所|新しい住所|"
    r"새\s?주소|주소(?:가|를)?\s?(?:바뀌|바꿨|변경)",
    re.IGNORECASE,
)


def changes_address(old: str, new: str) -> bool:
    """`old` gives a postal address and `new` says the address is new or changed, or holds from a day on
    (`from_now_on`, `from_a_day_on`), and gives another one, a statement about no other holder."""
    said_new = _NEW_ADDRESS.search(new) is not None or from_now_on(new) or from_a_day_on(new)
    return (
        _POSTAL.search(old) is not None
        and _POSTAL.search(new) is not None
        and said_new
        and _NEW_ADDRESS.search(old) is None
        and not from_now_on(old)
        and values(old) != values(new)
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
    )


# Where the speaker's own post goes: "my address is", "post for me goes to", "send me …", "mandadme … a", "Meine Adresse",
# "Post bitte an", "mon adresse", "envoyez-moi", "我的地址", "快递地址", "寄给我".
_OWN_POST = re.compile(
    r"\b(?:(?:my|our) (?:postal |home |mailing |new )?address|(?:post|mail|parcels?|packages?) for (?:me|us)|send (?:me|us)\b|"
    r"(?:parcels?|packages?|deliveries) (?:to|go to|can go to)|"
    r"(?:mi|nuestra) direcci[óo]n|m[áa]nd(?:a|ad|en)(?:me|nos)|env[íi](?:a|ad|en)(?:me|nos)|"
    r"(?:los )?paquetes m[áa]nd(?:a|ad|en)(?:los|melos|noslos)|"
    r"(?:meine|unsere) (?:post)?adresse|(?:post|briefe|pakete) (?:bitte )?an|schick(?:t)? (?:mir|uns)|"
    r"(?:mon|notre) adresse|envoye[zr]-(?:moi|nous)|"
    # where post for an occasion goes: "Address for the party invites:", "send cards to", "Para los regalos:", "Adresse für
    # die Karte:", "Pour les colis :", "Envoyez plutôt au …", "快递寄…", "年賀状は…にお願いします", "택배는 …로 보내줘"
    r"address for (?:the |my |our )?(?:\w+ )?(?:invites?|invitations?|cards?|post|mail|parcels?|packages?|gifts?|presents?)|"
    r"send (?:the )?(?:\w+ )?(?:cards?|invites?|invitations?|post|mail|parcels?|packages?|gifts?|presents?) to|"
    r"para (?:los |las )?(?:regalos|paquetes|cartas|invitaciones|env[íi]os)|direcci[óo]n para|adresse f[üu]r|"
    r"(?:karten?|einladung(?:en)?|geschenke) (?:bitte )?an|pour (?:le |les )(?:colis|cartes|invitations|cadeaux|faire-part)|"
    r"adresse pour|envoye[zr](?: (?:le|la|les) (?:faire-part|colis|cartes?|invitations?|cadeaux))?(?: plut[ôo]t)?"
    r"(?= (?:au|à|a)\b))\b|"
    r"我的地址|我家地址|快递地址|收货地址|寄给我|寄到我|快递(?:寄|送)(?:到|给)?|年賀状は|年賀状の宛先|郵便物は|荷物は|送り先|"
    r"お届け先|宛先|住所[はを:：]|"
    r"택배(?:는)?\s",
    re.IGNORECASE,
)
# Another slot of post: a place of work's, or kin's.
_ANOTHER_POST = re.compile(
    r"\b(?:work|office|company|b[üu]ro|arbeit|firma|travail|bureau|oficina|trabajo|empresa|parents?|eltern|padres)\b|"
    r"公司|单位|会社|実家|회사|본가",
    re.IGNORECASE,
)


def gives_another_address(old: str, new: str) -> bool:
    """Both give the speaker's own postal address (`_OWN_POST`, `_POSTAL`), another one in the newer, with no word of
    change: one address for one's post at a time ("post for me goes to 3 Hazel Close" after "My address is 14 Elm
    Road"). Not a place of work's or kin's beside a home (`_ANOTHER_POST`), a question, a hedge or a supposition."""
    return (
        _OWN_POST.search(old) is not None
        and _OWN_POST.search(new) is not None
        and _POSTAL.search(old) is not None
        and _POSTAL.search(new) is not None
        and _ANOTHER_POST.search(old) is None
        and _ANOTHER_POST.search(new) is None
        and values(old).isdisjoint(values(new))
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
    )
