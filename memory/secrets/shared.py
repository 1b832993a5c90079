"""Codes meant to be shared: what the word "code" names, and whether the message calls it public.

"Code" alone names nothing: a door's code lets one in, a friend code, a promo code, an error code
or a postcode is printed, posted and handed around. What decides is the word that qualifies it,
before it where that language puts a modifier ("promo code", "Rabattcode", "招待コード", "할인 코드")
and after it where Spanish and French do ("código de invitación", "code postal", "code de
l'événement"). A person after it is an owner, not a kind ("el código de mi amigo": a friend's door
code), so "amigo / ami" counts only bare ("código de amigo", "code ami"). A code the clause calls
public ("c'est public", "öffentlich", "公开") or open to everyone ("anyone can join", "ouvert à
tous") is public too. Only the generic word for a code is read this way: a door, a lock or a
password keeps its value whatever qualifies it.
"""

from __future__ import annotations

import re

from .views import alternatives

# The kinds of code that are handed around, by concept; Latin stems must start a word (German compounds
# start with the kind: "Rabattcode", "Einladungscode"), the others may stand anywhere before the name.
_LATIN_KINDS = (
    # promotion
    "promo", "promotion", "discount", "coupon", "rabatt", "aktion", "descuento", "cupón", "cupon", "réduction",
    "reduction", "remise",
    # invitation, referral, friend
    "invite", "invitation", "referral", "refer", "friend", "einladung", "empfehlung", "freund", "invitación",
    "invitacion", "referido", "parrainage", "parrain",
    # events, meetings, classes, games
    "event", "meeting", "webinar", "course", "class", "classroom", "quiz", "game", "room", "veranstaltung", "event",
    "kurs", "klasse", "spiel", "raum", "evento", "curso", "clase", "reunión", "reunion", "sala", "juego", "événement",
    "evenement", "cours", "classe", "réunion", "salle", "partie", "zoom", "kahoot", "trainer", "join", "joining",
    "participation", "teilnahme", "raffle", "lottery", "los", "tombola", "rifa", "webinar", "webinaire",
    # bookings, orders, references, tracking, tickets
    "booking", "reservation", "order", "reference", "tracking", "ticket", "invoice", "buchung", "reservierung",
    "bestell", "referenz", "sendung", "reserva", "pedido", "referencia", "seguimiento", "réservation", "commande",
    "référence", "suivi", "dossier", "cancellation", "storno", "cancelación", "annulation",
    # products, articles, bar and QR codes
    "product", "article", "sku", "bar", "qr", "artikel", "produkt", "producto", "artículo", "produit",
    # errors and states, sources, customers, modules, places, languages, colours, dress
    "error", "fehler", "erreur", "http", "status", "source", "quell", "customer", "kunden", "module", "modul", "zip",
    "postal", "post", "area", "country", "language", "colour", "color", "farb", "dress", "flight", "flug", "vuelo",
    "vol", "iata", "swift", "bic", "sort",
)  # fmt: skip
_OTHER_KINDS = (
    "割引", "クーポン", "紹介", "招待", "フレンド", "イベント", "会議", "授業", "講座", "予約", "注文", "追跡", "商品",
    "製品", "エラー", "トレーナー", "便", "ゲーム", "ソース", "バー", "電源", "延長", "参加", "抽選", "キャンセル",
    "优惠", "折扣", "邀请", "推荐", "好友", "活动", "会议", "课程", "预订", "预约", "订单", "商品", "产品", "错误",
    "航班", "游戏", "参加", "参与", "抽奖", "取消",
    "할인", "쿠폰", "초대", "추천인", "추천", "친구", "이벤트", "회의", "미팅", "세션", "수업", "강의", "예약", "주문", "상품",
    "제품", "에러", "오류", "게임", "참여", "참가", "추첨", "취소",
)  # fmt: skip


# The kind right before the name: a word (German with its linking "s", "es", "n"), a space or a dash at most,
# or "de / du / für" between (Spanish and French texts may name the kind first too: "promo: code ...").
_KIND_BEFORE = re.compile(
    rf"(?:(?<![a-zà-ÿ])(?:{alternatives(_LATIN_KINDS)})(?:s|es|e|n|en)?|(?:{alternatives(_OTHER_KINDS)}))"
    r"[\s\-]{0,2}(?:de |du |del |für |für die )?$"
)
# The kind right after the name, as Spanish and French qualify it: "código de invitación", "code postal",
# "code de l'événement", "código del curso"; an article is allowed before a thing, never before a person.
_ROMANCE_KINDS = (
    "invitación", "invitacion", "invitation", "referido", "referencia", "parrainage", "promo", "promocional",
    "promotionnel", "descuento", "réduction", "reduction", "remise", "cupón", "cupon", "coupon", "evento",
    "événement", "evenement", "curso", "cours", "clase", "classe", "reunión", "reunion", "réunion", "sala", "salle",
    "reserva", "réservation", "reservation", "pedido", "commande", "seguimiento", "suivi", "producto", "produit",
    "artículo", "article", "error", "erreur", "postal", "postale", "barras", "barre", "vestimenta", "vestimentaire",
    "país", "pays", "área", "vuelo", "vol", "juego", "jeu", "partie", "quiz", "kahoot", "dossier", "ticket",
    "source", "fuente", "couleur", "color", "client", "cliente", "asignatura", "materia", "matière", "módulo",
    "modulo", "module", "train", "tren", "http", "webinar", "webinaire", "rifa", "tombola", "sorteo", "loterie",
    "cancelación", "annulation", "participación", "participation", "inscripción", "inscription",
    # law codes and registers: "código civil", "code du travail", "code APE", "código CNAE"
    "civil", "civile", "penal", "pénal", "travail", "trabajo", "route", "commerce", "comercio", "ape", "naf", "cnae",
    "nace", "siret", "iata", "iso", "ean",
)  # fmt: skip
_PERSONS = ("amigo", "amiga", "ami", "amie")
_KIND_AFTER = re.compile(
    r"[\s\-]?(?:reviews?|of conduct|진행|리뷰|進行|评审|評審|审查)"
    rf"|\s?(?:(?:de |d'|du |del |des )(?:l'|la |le |les |el |los |las )?)?(?:{alternatives(_ROMANCE_KINDS)})(?![a-zà-ÿ])"
    rf"|\s?(?:de |d')?(?:{alternatives(_PERSONS)})(?![a-zà-ÿ'])"
)
# The clause calls the code public: the word ends a phrase ("c'est public", "is public: CONF24"); before a noun
# it names a place instead ("the code for the public toilet").
_CALLED_PUBLIC = re.compile(
    r"(?<![a-z])(?:public|publique|público|pública|publico|publica|öffentlich)(?=\s*(?:[.,:;!)]|$))|公开|公開|공개"
)
# The code is said to be open to everyone: "anyone can join", "abierto a todos", "ouvert à tous", "誰でも入れる".
_OPEN_TO_ALL = re.compile(
    r"anyone can|open to (?:all|everyone|anyone)|abierto a todos|abierta a todos|cualquiera puede|ouvert à tous|"
    r"ouverte à tous|tout le monde peut|offen für alle|jeder kann|誰でも|どなたでも|아무나|누구나|任何人都|"
    r"谁都(?:可以|能)|大家都(?:可以|能)|"
    # valid for everyone, or printed on what is handed out: "valable pour tous", "des flyers avec le code …"
    r"valid for (?:all|everyone)|for everyone|v[áa]lido para todos|para todo el mundo|valable pour tous|pour tout le monde|"
    # "für alle" unqualified, not "für alle Mitbewohner"
    r"gilt für alle|für alle(?=\s*(?:[.!;)]|$))|für jeden|"
    r"flyers?|prospekt|brochure|folleto|tract|チラシ|传单|전단|"
    # or posted on a website: "steht auch auf der Schulhomepage", "it's on the website"
    r"(?:auf|on|sur|en) (?:der |the |le |la |el |our |their |its |unserer |ihrer |notre |leur |nuestra |su )?"
    r"(?:[a-zäöü]*homepage|website|webseite|site web|página web|sitio web)|"
    # a shop's own site, in English ("it's on their site"); "sur le site" is as often where one logs in with a code
    r"on (?:their|its) site"
)
# The generic words for a code (the ones read this way), and Spanish "clave", which names a course's or a
# register's code as often as a password ("clave de la asignatura").
GENERIC_CODES = frozenset({"code", "código", "codigo", "codice", "コード", "코드", "clave"})


def kind_before(before: str) -> bool:
    """Whether the lower-cased text right before a word for a code names a kind of code that is handed around."""
    return _KIND_BEFORE.search(before) is not None


def shared_code(before: str, after: str, clause: str) -> bool:
    """Whether a generic word for a code names one meant to be shared: by the kind before or after it, or called public.

    `before` is the lower-cased text up to the word, `after` the lower-cased text from its end, `clause` the
    lower-cased clause that holds its value.
    """
    if kind_before(before) or _KIND_AFTER.match(after) is not None:
        return True
    return _CALLED_PUBLIC.search(clause) is not None or _OPEN_TO_ALL.search(clause) is not None
