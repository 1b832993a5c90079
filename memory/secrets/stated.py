"""A password or an access code handed over in words, in any of the seven languages the corpus speaks.

Structure, not phrasings: a word that names a password or a code (the concept's few names per
language), then within a short stretch of the same clause a value shaped like one. A password
value mixes letters with digits or symbols ("girasol2023", "Paris2024!"); a code is three to ten
digits, maybe spaced or dashed ("3-7-1-9", "771 204", "*4417"). What follows is no value when it
is a quantity ("8 Zeichen"), a date, a time, a price, or when the clause names something
instead ("das WLAN heißt FRITZ!Box 7590": a network's name, not its password).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from itertools import pairwise

from ..text import EMAIL_ADDRESS
from .groups import SERIAL_NUMBER
from .shared import GENERIC_CODES, kind_before, shared_code
from .views import UUID, Views, alternatives, bounded, in_a_date
from .words import PUBLIC_KEY_VALUE, is_placeholder

# The names of a password, per language (lower case; "pw" and "mdp" as whole words).
PASSWORD_NAMES = (
    "password", "passwd", "passcode", "passphrase", "pass", "pwd", "pw", "pin", "psk", "pre-shared key", "shared key",
    "wpa", "wpa2", "wifi", "wi-fi", "wlan", "contraseña", "contrasena", "contra", "clave", "passwort", "kennwort", "mot de passe",
    "mdp", "ぱすわーど",
    "비밀번호", "비번", "암호", "패스워드", "와이파이", "시크릿", "핀번호", "핀 번호", "잠금 핀",
    "シークレット", "パスワード", "パス", "パスコード",
    "暗証番号", "合言葉", "密码", "密碼", "口令", "geheimzahl", "requirepass", "masterauth",
    "蜜码", "密马", "秘码",  # 密码 typed as a word that sounds the same (mìmǎ; not 密吗, the end of "秘密吗")
    "mm",  # 密码 by its pinyin's initials, as a label in a Chinese message ("mm：tt520520"); else millimetres
)  # fmt: skip
# The names of a code that opens something or proves who one is.
CODE_NAMES = (
    "code", "código", "codigo", "codice", "nip", "tan", "pushtan", "otp", "2fa", "mfa", "totp", "sms", "combinación",
    "combinacion", "combination", "combo", "combinaison", "kombination", "padlock", "candado", "cadenas", "antivol",
    "schloss", "lock", "safe",
    "caja fuerte", "tresor", "coffre", "keybox", "key safe", "keysafe", "schlüsselbox", "schlüsselsafe", "zimmersafe",
    "boîte à clés", "portal", "gate", "alarm", "alarma", "alarme", "alarmanlage", "door", "puerta", "porte", "tür",
    "haustür", "garage", "garaje",
    "코드", "인증번호", "자물쇠", "금고", "현관", "도어락", "コード", "暗証", "南京錠", "金庫", "ロッカー", "鍵", "验证码",
    "認証", "驗證碼", "取件码", "取货码", "卡码", "开门码", "门禁码", "锁", "保险箱", "门禁",
    "lockbox", "lock box", "保险柜", "密码锁", "문자", "短信", "ショートメール",
    "keypad", "tastenfeld", "teclado", "clavier", "キーボックス", "ダイヤルロック", "ダイヤル錠", "オートロック",
    "スマートロック", "schlüsselfach", "schlüsselkasten", "caja de llaves", "키박스", "키패드", "钥匙盒", "テンキー",
    "kombi", "locker", "taquilla", "casillero", "spind", "schließfach", "casier", "사물함",
    "解除番号", "撤防码", "해제 번호", "해제번호",
    # a phone's or a screen's unlock: "unlock is 147258", "手机锁屏 520131", "画面ロック 0713", "잠금화면 비번"
    "unlock", "screen lock", "lock screen", "锁屏", "解锁", "画面ロック", "ロック解除", "잠금화면", "잠금 해제", "desbloqueo",
    "잠금 숫자", "잠금 번호", "잠금번호", "スマホのロック", "携帯のロック", "ケータイのロック", "手机的锁", "폰 잠금",
    "entsperrcode", "déverrouillage",
    "puk", "提取码", "恢复码", "授权码", "復元コード", "复原码", "복구 코드", "복구코드", "动态码", "動態碼", "校验码", "安全码",
)  # fmt: skip
# German compounds end in the name ("Fahrradschloss", "Bestätigungscode"): these are read without a word start.
COMPOUND_NAMES = ("code", "schloss", "passwort", "kennwort", "tan", "tresor")
# Names of a thing that is opened, not of its code ("door 214" is a door's number): a value after one alone
# must be a code of four digits or more, or spaced or dashed digits.
OBJECT_NAMES = frozenset(
    {
        "padlock", "candado", "cadenas", "antivol", "schloss", "lock", "safe", "caja fuerte", "tresor", "coffre",
        "keybox", "key safe", "keysafe", "schlüsselbox", "schlüsselsafe", "zimmersafe", "boîte à clés", "portal", "gate",
        "alarm", "alarma", "alarme",
        "alarmanlage", "door", "puerta", "porte", "tür", "haustür", "garage", "garaje", "자물쇠", "금고", "현관",
        "도어락", "南京錠", "金庫", "ロッカー", "鍵", "锁", "保险箱", "门禁", "lockbox", "lock box", "保险柜", "密码锁",
        "keypad", "tastenfeld", "teclado", "clavier", "キーボックス", "ダイヤルロック", "ダイヤル錠", "オートロック",
        "スマートロック", "schlüsselfach", "schlüsselkasten", "caja de llaves", "키박스", "키패드", "钥匙盒", "テンキー",
        "locker", "taquilla", "casillero", "spind", "schließfach", "casier", "사물함",
    }
)  # fmt: skip
# Names that are also words for other things ("a day pass", "wifi 6", "WLAN 5GHz"): the value must hold a letter.
# Things whose only number is their combination, often of three digits ("cadenas du casier : 735"): a locker, a door or a
# safe has a number of its own, and theirs is read from four digits.
_COMBINATION_ONLY = frozenset(
    {"padlock", "candado", "cadenas", "antivol", "南京錠", "자물쇠", "密码锁", "ダイヤルロック", "ダイヤル錠"}
)
LOOSE_NAMES = frozenset({"pass", "wifi", "wi-fi", "wlan", "wpa", "wpa2"})
GAME_WORDS = ("kahoot", "quiz", "game", "spiel", "juego", "jeu ", "partie", "ゲーム", "游戏", "게임")
_OWN_KEYS = ("公開", "秘密")  # "公開鍵": a public key, not a door key
# The message says there is no password ("ohne Passwort", "パスワードなし", "비번 없이", "无需密码"): the name it
# denies, and a network's name beside it ("WLAN Bahnhof_Free, ohne Passwort"), give no password.
_NO_PASSWORD = re.compile(
    r"(?:(?<![a-z])(?:without|no|ohne|kein|keine|keinen|sans|sin|pas de)\s(?:a\s|any\s|un\s|una\s|de\s)?|"
    r"无需|無需|不需要|不用|没有|沒有|免)"
    r"(?:password|passwort|kennwort|mot de passe|mdp|contraseña|clave|密码|密碼|pw)(?![a-z])"
    r"|(?:パスワード|パス|비밀번호|비번|암호)\s?(?:なし|無し|不要|いらない|없이|없는|없음|없어)"
)
_OWNED = ("la ", "mi ", "tu ", "su ", "nuestra ", "vuestra ", "nueva ")  # "la contra", "mi contra": the password
_SLANG_LABEL = re.compile(r"\s*(?:(?:de|del)\s+\S+\s*)?[:：=]")
_LABEL = re.compile(r"\s*[:：=]")
_CHINESE = re.compile(r"[\u4e00-\u9fff]")
_VERB_PIN = re.compile(r"\s(?:the|a|an|it|this|that|these|those|down|up)(?![a-z])")  # "pin the image to ...": to pin


# A name of a Latin word starts a word; one in another script may follow Latin letters ("SMTP授权码", "QQ密码").
_NAME = re.compile(
    rf"(?:(?:(?<![a-zà-ÿ0-9_])|(?=[^\x00-\u024f]))(?:(?P<password>{alternatives(PASSWORD_NAMES)})|(?P<code>{alternatives(CODE_NAMES)}))"
    rf"|(?<=[a-zäöüß])(?P<compound>{alternatives(COMPOUND_NAMES)}))(?![a-zà-ÿ])"
)
_UUID = re.compile(UUID)
# A name that starts a longer word of its script: pasta, a code review, encryption, cryptography.
_KATAKANA = re.compile(r"[ァ-ヶー]+")
_LONGER_WORDS = {"암호": "화학", "密码": "学", "密碼": "學"}


def _longer_word(name: str, following: str) -> bool:
    """Whether `name` is only the start of a longer word ("パスタ", "コードレビュー", "암호화폐", "密码学"), or of a
    compound joined by hyphens whose last word names something else ("Passwort-Reset-Link", "Passwort-Hinweis",
    "password-protected"; "WLAN-Schlüssel" and "PIN-Code" still name a secret); `following` is the text after it."""
    if _KATAKANA.fullmatch(name):
        return _KATAKANA.fullmatch(following[:1]) is not None
    if name[-1:].isascii():
        head = _compound_head(following)
        return head is not None and head not in _SECRET_HEADS
    return following[:1] != "" and following[:1] in _LONGER_WORDS.get(name, "")


# The words a hyphened compound may end in and still name a secret: "WLAN-Schlüssel", "PIN-Code", "Wi-Fi-Passwort".
_HYPHENED = re.compile(r"(?:-[^\W\d_]+)*-(?P<head>[^\W\d_]+)(?![\w-])")
_SECRET_HEADS = frozenset(
    {"schlüssel", "key", "clave", "clé", "cle", "code", "código", "codigo", "pin", "pw", "passwort", "password",
     "kennwort", "contraseña", "passe", "zugang", "nummer", "number", "número", "numéro", "nip", "psk"}
)  # fmt: skip


def _compound_head(following: str) -> str | None:
    """The last word of the hyphened compound a name opens ("-Schlüssel" in "WLAN-Schlüssel"), or None."""
    compound = _HYPHENED.match(following)
    return compound.group("head") if compound is not None else None


_ALL_NAMES = (*PASSWORD_NAMES, *CODE_NAMES)
_NAME_WORDS = frozenset(_ALL_NAMES)
# The literals a text must hold for any name to be in it: a text without one costs a few substring tests.
_CUES = tuple(name for name in _ALL_NAMES if not any(other != name and other in name for other in _ALL_NAMES))
WINDOW = 48  # characters after the name in which its value must start
_GERMAN_MONTHS = "januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember"
# A clause ends at a sentence break; a value is looked for only before it.
# (A dot set apart between digits splits a code read out, "39 . 02 . 7", and ends nothing.)
# (Nor does the dot of a number's abbreviation: "Schließfach Nr. 42", "trastero n.º 12", "No. 7".)
# (Nor a German date's ordinal dot before its month: "lautet ab 1. April 6724".)
# (Nor the dot of an initial: "die mTAN für die Überweisung an M. Schneider … lautet: 739104".)
_CLAUSE_END = re.compile(
    rf"(?<![0-9] )(?<!\bnr)(?<!\bno)(?<!\bn)(?<!\s[A-ZÀ-Þ])\.(?!º)(?!\s+(?:{_GERMAN_MONTHS})\b)\s|[!?。！？\n]\s|[;；]|"
    r",\s*(?:y|and|und|et|but|pero|aber|mais)\s",
    re.IGNORECASE,
)
# The clause names something rather than giving a secret: a network's or a file's name, a quantity, a rule.
_NAMING = re.compile(
    r"(?:name|named|called|heißt|heisst|nennt|se llama|llamad|s'appelle|appel|nom|名前|名字|叫|이름|ssid|"
    r"length|long|digits|chars|characters|zeichen|stellen|caract|dígitos|digitos|자리|글자|文字|桁|位|"
    # "valid for 10 minutes", not "code de validation"
    r"expires|expire|valid(?![a-zà-ÿ])|válido|gültig|有効|有效|유효|after|nach|après|después|minutes|minuten|分|분|(?<![a-z])min\b)"
)
# A length said right before the value names its size, not something else: "비번 네자리 1129", "6-digit code 482913".
_LENGTH_THEN_VALUE = re.compile(r"(?:digits?|stellig|stellen|chiffres|dígitos|자리|桁|位)\s{0,2}[:：]?\s{0,2}$")
# A code whose clause says it takes money off ("code SPRING20 for 20% off", "código VERANO15 para el descuento") or is
# given at a shop's till ("use code SUMMER25 at checkout").
DISCOUNT = re.compile(
    r"[0-9] ?%|promo|discount|coupon|descuento|cup[óo]n|rebaja|remise|réduction|rabais|rabatt|割引|クーポン|优惠|折扣|"
    # a gift on a flyer: "le code PIZZA2X, deuxième pizza offerte"
    r"offert|gratuit|flyers?|prospectus|"
    r"할인|쿠폰|円引き|円オフ|满\d+减\d+|滿\d+減\d+|"
    # where a shop takes it: "use code SUMMER25 at checkout"
    r"at checkout|en caja|à la caisse|an der kasse|结账时|結帳時|レジで|결제 시"
)
DISCOUNT_BEFORE = 60  # characters before a code's name in which a discount is read
_SENTENCE_BREAK = re.compile(r"[.!?\n。！？]")
# What joins a thing to its code: nothing, a colon, a copula, "with / set to", "code" or "combination" ("the safe in
# room 12: 1984", "the padlock is 0427", "Alarmanlage aus mit 6047", "금고 비번 4471"); another verb says something
# else of the thing ("Schloss Neuschwanstein hat 2024 ...", "the alarm goes off at 0630").
_BRIDGE = re.compile(
    r"^[\s\-]*$|[:：=]|(?<![a-z])(?:it'?s|is|was|'s|are|ist|war|sind|es|est|son|era|c'est|opens|takes|uses|nimmt|"
    r"with|mit|con|avec|sur|auf|on|to|set|code|combo|combination|"
    r"kombination|combinaison|combinación|pin|number|nummer|número|numéro|"
    # a verb of keying a code in: "la alarma del local mete 6381", "门禁按 #2580"
    r"mete|marca|teclea|introduce|enter|punch in|key in|type in|tippe|tipp|tape|tapez|compose)(?![a-z])|"
    r"按|は|는|은|이|가|是|为|為|번호|番号|号码|密码|"
    r"暗証|비번|비밀번호|코드|コード|码|"
    # a dial's lock: "チャリの鍵ダイヤル式で3915", "자물쇠 다이얼 0427"
    r"ダイヤル|다이얼|dial"
)
# Right after the value, a change to it: "オートロック、今月から 7708 に変わった", "도어락 비번 2580으로 바꿨어".
_CHANGED_TO = re.compile(r"\s?(?:に(?:変わ|変更|変え|な[っり]|し[たま])|(?:으)?로\s?(?:바뀌|바꼈|바꿨|변경)|了)")
# Right after the value, that it opens the thing: "ロッカー「1735」で開くはず", "사물함 3618로 열려".
_OPENS_WITH = re.compile(
    r"[」』\"'”]?\s?(?:で(?:開|あ[きくけ])|(?:を\s?)?押(?:せば|したら|すと|して)\s?(?:開|あ[きくけ])|(?:으)?로\s?열|(?:을|를)?\s?누르면\s?열)"
)
# Right before the value: a preposition of place and its article (the value says where the secret is), or the
# word for a product's model.
_PLACE_OR_MODEL = re.compile(
    r"(?<![a-zà-ÿ])(?:(?:in|on|at|im|auf|an|am|dans|sur|en)\s(?:the|der|dem|den|die|das|einem|einer|le|la|les|l'|el|los|"
    r"las|un|une|una)\s?|model|modelo|modèle|modell)\s*:?\s*$|(?:型番|型号|모델)\s*:?\s*$"
)
# A wifi standard's generation after its name ("Wi-Fi 6E", "WLAN 5 GHz").
_STANDARD = re.compile(r"\s?[4-7]e?(?![0-9a-z])(?!\s?[:=])")
_WIFI_NAMES = frozenset({"wifi", "wi-fi", "wlan", "와이파이"})
_NETWORK_OR_LOOSE = LOOSE_NAMES | _WIFI_NAMES
# A network named as the one to join: "…ってやつに繋いで", "…에 연결해", "连上…", "connect to …", "verbinde dich mit …".
_JOINED_NETWORK = re.compile(
    r"に(?:繋|つな|接続)|에\s?(?:연결|접속)|连上|连接到|連上|\b(?:connect (?:to|with)|join|verbinde? dich mit|con[ée]ctate a|"
    r"connecte-toi à)\b",
    re.IGNORECASE,
)
_NUMBERED = re.compile(r"number|nummer|número|numéro|\bno\b|\bnr\b|nº|#|号码")
VALUE = re.compile(r"(?<![A-Za-zÀ-ɏ])[*#]?[0-9A-Za-zÀ-ɏ][0-9A-Za-zÀ-ɏ!@#$%^&*_+=.\-~/€£]{2,63}[#*]?")
# Digits in groups split by a space, a dash, or a dot set apart as one reads a code out ("39 . 02 . 7"), or by a dash or
# an arrow with spaces around it, as a dial's turns are written ("18 - 42 - 07", "29 ➡️ 03 ➡️ 17").
_SPACED_DIGITS = re.compile(
    r"(?<![0-9A-Za-z])[*#]?[0-9]{1,4}(?:(?: \. | ?[\-–—→➡]\ufe0f? ?| )[0-9]{1,4}){1,5}[#*]?(?![0-9A-Za-z])"
)
# A copula with a colon right before the value, which hands it over however far its name stands ("das Passwort für das
# verschlüsselte PDF (Lohnabrechnung) lautet: Ahorn-Linde-72", "le mot de passe du fichier zip … est : Tilleul-Cerise-19").
_COPULA_COLON = re.compile(
    r"(?<![a-zà-ÿ])(?:lautet|lauten|ist|is|are|est|es|son|sont|c'est|sera|será|wird)\s?[:：]\s*$", re.IGNORECASE
)
_DATE_OR_TIME = re.compile(r"[0-9]{1,4}[/:][0-9]{1,2}(?:[/:][0-9]{1,4})?|(?:19|20)[0-9]{2}-[0-9]{2}-[0-9]{2}")
_UNIT_AFTER = re.compile(
    r"\s?(?:%|€|\$|円|元|원|kb|mb|gb|ms|km|kg|cm|mm|h\b|min|sec|s\b|x\b|times|veces|mal\b|fois|번째|回|次|"
    r"zeichen|stellen|chars?|characters|digits|dígitos|caract|文字|桁|位|자리|글자|minutes|minuten|分|분|"
    r"€|euros?|dollars?|yen|won|人|名|個|个|개|件|号室|호|층|階|楼|floor|stock|étage|piso|st\b|nd\b|rd\b|th\b|"
    r"年|년|月|월|日|일|款)"
)
# The fields of a Wi-Fi QR code after its "WIFI" ("WIFI:S:Cafe;T:nopass;;"): `find_wifi_payload` reads its password.
_QR_FIELD = re.compile(r":[STPH]:")
YEAR = re.compile(r"(?:19|20)[0-9]{2}")
# A month or a quarter right before a year: "Q3 2025", "Mai 2024", "enero de 2025", "mars 2024".
_MONTH_BEFORE = re.compile(
    r"(?<![a-zà-ÿ])(?:q[1-4]|h[12]|jan\w*|feb\w*|fév\w*|mar\w*|mär\w*|apr\w*|avr\w*|abr\w*|ma[iy]|mayo|jun\w*|"
    r"juin|jul\w*|juil\w*|aug\w*|ago\w*|août|sep\w*|oct\w*|okt\w*|nov\w*|dec\w*|dez\w*|déc\w*|dic\w*|ene\w*|"
    r"janv\w*|enero|febrero|marzo|abril|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\s(?:de\s)?$"
)
# A year after a word of time: "built in 2019", "seit 2021", "depuis 2020".
_DATED_BEFORE = re.compile(rf"{_MONTH_BEFORE.pattern}|(?<![a-zà-ÿ])(?:in|since|en|desde|im|seit|depuis)\s$")
_VERSIONISH = re.compile(r"v?[0-9]+(?:\.[0-9]+){1,3}")
# A configuration or source file's name: where a password is set, not the password ("set the password in redis.conf").
_FILE_NAME = re.compile(
    r"[\w-]+\.(?:conf|cfg|ini|ya?ml|json|env|toml|xml|txt|md|py|js|ts|sh|php|rb|go|java|properties)", re.IGNORECASE
)
_QUANTITY = re.compile(
    r"[0-9]+-?(?:chars?|characters?|digits?|letters?|stellig|zeichen|chiffres?|caract\w*|d[íi]gitos?|lettres?)", re.IGNORECASE
)
# The clause says where the secret is before any value: "wifi pw is on the fridge, yellow post-it", "le code wifi est
# sur le frigo": what follows describes the place, unless a colon or a copula hands a value over after it.
_WHERE_FIRST = re.compile(
    r"\s*(?:(?:pw|pwd|password|passwort|mdp|mot de passe|contraseña|clave|code|código|wifi|wi-fi|wlan)\s+)?"  # "wifi pw is on"
    r"(?:(?:is|are|'s|est|sont|se trouve|está|están|es|ist|sind|liegt|steht|hängt|klebt)\s+)?"
    r"(?:on|in|at|under|behind|inside|auf|im|in|unter|an|am|hinter|sur|dans|sous|derrière|en|sobre|bajo|debajo de|detrás de)"
    r"\s(?:the|der|dem|den|die|das|einem|einer|le|la|les|l'|el|los|las|un|une|una|my|our|mi|mon|ma|meinem|meiner)(?![a-zà-ÿ])"
)
_HANDED_OVER = re.compile(r"[:：=]|(?<![a-zà-ÿ])(?:is|es|est|ist)(?![a-zà-ÿ])")
_PUBLIC_NAME = re.compile(r"\s?(?:p[úu]blic|publique|public|öffentlich|公開|公开|공개)")


def password_value(token: str) -> bool:
    bare = token.strip("*#")
    has_digit = any(c.isdigit() for c in bare)
    has_letter = any(c.isalpha() for c in bare)
    has_symbol = any(not c.isalnum() for c in bare.strip(".-").rstrip("!?,;:"))  # "anyone!" ends a sentence
    if len(bare) < 4 or is_placeholder(bare) or _VERSIONISH.fullmatch(bare) or _DATE_OR_TIME.fullmatch(bare):
        return False
    if _FILE_NAME.fullmatch(bare.rstrip(".,;:!?")):
        return False
    if _QUANTITY.fullmatch(bare) or PUBLIC_KEY_VALUE.match(bare) or bare.lower() == "1password":
        return False
    return (has_letter and (has_digit or has_symbol)) or (bare.isdigit() and 4 <= len(bare) <= 12) or _random_letters(bare)


_KEYED = re.compile(r"[0-9]+(?:[#*][0-9]+)+")  # digits with a keypad's # or * between them
_KEY_DIGITS = re.compile(r"[0-9]{13,63}")  # a password of digits longer than a code: a network key (WPA: up to 63)


_CODE_SEPARATOR = re.compile(r"[ \-–—→➡\ufe0f]")  # what `_SPACED_DIGITS` lets between a code's groups, but " . "


def _code_value(token: str, least_digits: int = 3) -> bool:
    plain = token.strip("*#").rstrip("!?")  # "528307!!": the exclamation ends the sentence, not the code
    bare = _CODE_SEPARATOR.sub("", plain.replace(" . ", ""))
    if _KEYED.fullmatch(bare):
        bare = bare.replace("#", "").replace("*", "")  # "4#1958": a keypad's keys between the digits
    if _DATE_OR_TIME.fullmatch(token) or _VERSIONISH.fullmatch(token):
        return False
    if bare.isdigit():
        return (least_digits if bare == plain else 3) <= len(bare) <= 10
    return 4 <= len(bare) <= 12 and any(c.isdigit() for c in bare) and any(c.isalpha() for c in bare) and bare.isalnum()


# A label of its own right after a token: "api_key: …", "user=…" name what follows, they are no value.
_LABELS_NEXT = re.compile(r"\s?[:=]\s")


# A thing's number, after the sign that numbers it: "Schließfach Nr. 42", "trastero n.º 12", "room No. 7".
_NUMBERED_BY_SIGN = re.compile(r"(?:\bnr|\bno|\bn\.?\s?[º°o]|\bnº|\bnum)\.?\s*$", re.IGNORECASE)
_NUMBER_SIGN = re.compile(r"n\.[º°o]|nº|nr\.|no\.", re.IGNORECASE)  # the sign itself ("n.º", folded "n.o")


def _spaced_digits(clause: str) -> re.Match[str] | None:
    """The clause's first run of digits read out in groups that is no thing's number after its sign."""
    return next((m for m in _SPACED_DIGITS.finditer(clause) if not _NUMBERED_BY_SIGN.search(clause, 0, m.start())), None)


def _valued_at(clause: str, token: re.Match[str]) -> bool:
    """`_valued`, no label of what follows it ("leave password: <your password> and api_key: YOUR_API_KEY"), no
    thing's number after the sign that numbers it ("die PIN für das Schließfach Nr. 42 … lautet jetzt 7160"), and not
    what the secret is of (`_names_what_it_is_of`)."""
    return (
        _valued(token.group())
        and not _NUMBER_SIGN.fullmatch(token.group())
        and not _LABELS_NEXT.match(clause, token.end())
        and not _NUMBERED_BY_SIGN.search(clause, 0, token.start())
        and not _names_what_it_is_of(clause, token)
        and not _DAY_BEFORE_MONTH.match(clause, token.start())
    )


# A day before its month's name ("ab 15. Mai 3918", "le 3 mars"): a date, and the value comes after it.
_DAY_BEFORE_MONTH = re.compile(
    rf"[0-9]{{1,2}}\.?\s+(?:{_GERMAN_MONTHS}|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|"
    r"décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b",
    re.IGNORECASE,
)


# Right after the secret's name, what it is of: "la contraseña de Cl@ve", "das Kennwort vom ELSTER-Zertifikat", "the
# password for admin", a site ("mot de passe impots.gouv"); and a network's name ("와이파이 이름 KT_GiGA_5G_7F3A", "SSID
# Home-5G"): the value, if any, comes after.
_OF_OR_FOR = re.compile(
    r"^\s*(?:de|del|de la|of|for|vom|von|für|du|des|zu|from)(?:\s+(?:the|my|la|el|mi|die|der|das|mein|meine|le|mon|ma))?\s+$",
    re.IGNORECASE,
)
_SITE = re.compile(r"[a-z][a-z0-9-]*(?:\.[a-z][a-z0-9-]*)*\.(?:gouv|gov|com|net|org|fr|de|es|io|jp|kr|cn|uk|co)", re.IGNORECASE)
_NETWORK_NAME = re.compile(
    r"(?:\b(?:ssid|name|nom|nombre|netzname|netzwerkname)|이름|名前|名称|网络名|ネットワーク名)\s*(?:[:：]|is|es|est|ist|은|는|は)?\s*$",
    re.IGNORECASE,
)
# A hyphened word of two parts in small letters ("peut-être", "rendez-vous", "week-end"): a word of the sentence.
_HYPHENED_WORD = re.compile(r"[a-zß-ÿ]{2,}-[a-zß-ÿ]{2,}")


def _names_what_it_is_of(clause: str, token: re.Match[str]) -> bool:
    """The token names what the secret is of, not its value: a site or a service right after the name, one after "of"
    or "for" there, a network's name, or a hyphened word of the sentence."""
    before = clause[: token.start()]
    value = token.group().rstrip(".-")
    return (
        bool(_OF_OR_FOR.match(before))
        or (not before.strip() and _SITE.fullmatch(value) is not None)
        or _NETWORK_NAME.search(before) is not None
        or _HYPHENED_WORD.fullmatch(value) is not None
    )


_FRENCH_CLITIC = re.compile(r"^[^\W\d_]+-(?:le|la|les|moi|toi|lui|nous|vous|leur|y|en|là|ci)$", re.IGNORECASE)


# A length, not a value: "6-stellig", "8-digit", "12-character". A word compounded of a letter and a word: "E-Mail",
# "T-Shirt", "U-Bahn".
_LENGTH = re.compile(r"[0-9]{1,2}-?(?:stellig\w*|digits?|characters?|chars?|zeichen|chiffres?|caract[èe]res?|d[íi]gitos?)", re.I)
_LETTER_COMPOUND = re.compile(r"[^\W\d_]-[^\W\d_]{3,}")


def _valued(token: str) -> bool:
    """A token shaped like a value (a digit or a symbol in it, or capitals inside), not a plain word of the sentence.

    Nor a word that names a secret itself ("le code Wi-Fi ?": the code of the wifi, not its value), a length ("der
    Code ist 6-stellig"), a letter's compound ("erhalten Sie per E-Mail"), or a French verb with its pronoun
    ("demande-le", "donne-moi").
    """
    bare = token.strip(".-")
    if bare.lower() in _NAME_WORDS or _FRENCH_CLITIC.search(bare) or _LENGTH.fullmatch(bare) or _LETTER_COMPOUND.fullmatch(bare):
        return False
    return any(not c.isalpha() for c in bare) or _random_letters(bare)


RANDOM_RUN = 16  # letters at least, as providers print app passwords: a word that long has a third of them vowels or more


def _random_letters(word: str) -> bool:
    """Letters only, but capitals scattered inside ("bWEPvMXFYr") or a long run with few vowels ("qxbnmzktwpfhgaie",
    as a mail provider prints an app password): a generated password, not a word or a name."""
    inner_capitals = sum(c.isupper() for c in word[1:])
    if len(word) >= 8 and inner_capitals >= 3 and any(c.islower() for c in word) and not word[1:].isupper():
        return True
    return (
        len(word) >= RANDOM_RUN
        and word.isascii()
        and word.isalpha()
        and sum(c in _VOWELS for c in word.lower()) <= len(word) // 4
    )


# Four groups of four random letters, as Google and Apple print an app password ("xkcq wpmz tfao lrbn").
_LETTER_GROUPS = re.compile(r"(?<![a-z])[a-z]{4}(?: [a-z]{4}){3}(?![a-z])")
_VOWELS = frozenset("aeiou")


def _letter_groups(clause: str) -> bool:
    """An app password in groups of letters starting within `WINDOW`: random ones, with few vowels (words have twice
    as many)."""
    groups = _LETTER_GROUPS.search(clause, 0, WINDOW + 19)  # four groups of four and their spaces: 19 characters
    return groups is not None and groups.start() <= WINDOW and sum(c in _VOWELS for c in groups.group()) <= 4


# Four digits that read as a time of day, after a preposition of time: "the gate opens at 0800", "Tor ab 0630 offen".
_CLOCK = re.compile(r"(?:[01][0-9]|2[0-3])[0-5][0-9]")
_AT_A_TIME = re.compile(r"\b(?:at|from|until|till|um|ab|bis|à|dès|jusqu'à|a las|desde|hasta)\s*$")


def _first_value(clause: str, name: str, password: bool) -> bool:
    """Whether the clause's first value-shaped token is a password (or a code) rather than a quantity or a date."""
    spaced = _spaced_digits(clause)
    word = next((m for m in VALUE.finditer(clause) if _valued_at(clause, m)), None)
    found = [m for m in (spaced, word) if m is not None]
    if not found:
        return False
    first = min(found, key=lambda m: (m.start(), -len(m.group())))
    token = first.group().rstrip(".-")
    if in_a_date(clause, first.start()):
        return False  # "密码已于2024-03-12 10:21修改成功", "营业时间8:00-21:00": a date, opening hours
    if not password and name in token.casefold():
        return False  # "die TAN kommt über die pushTAN-App": the name's own compound, no value
    if _UNIT_AFTER.match(clause, first.end()) and any(c.isdigit() for c in token[-1:]):
        return False  # "8 Zeichen", "30 €", "5 minutes"
    if YEAR.fullmatch(token) and _DATED_BEFORE.search(clause[: first.start()].lower()):
        return False  # "el Q3 2025", "Mai 2024", "the garage was built in 2019": a date
    if _CLOCK.fullmatch(token) and _AT_A_TIME.search(clause[: first.start()].lower()):
        return False  # "the gate opens at 0800": a time of day
    if (password or name == "password") and _KEY_DIGITS.fullmatch(_CODE_SEPARATOR.sub("", token)):
        return True  # "WLAN-Schlüssel: 6314 6567 5955 3547 4284": a router's printed key, all digits
    if " " in token or (token.replace("-", "").isdigit() and "-" in token):
        return _code_value(token)
    if name in LOOSE_NAMES:
        return len(token) >= 6 and any(c.isalpha() for c in token) and password_value(token)
    if name in OBJECT_NAMES:
        return token.strip("*#").isdigit() and _code_value(token, least_digits=3 if name in _COMBINATION_ONLY else 4)
    return password_value(token) if password else _code_value(token) or password_value(token)


# After a question or an exclamation, the answer to it: a copula and a value, or digits at once
# ("código de verificación? es 662019", "SMSきた! 771204 入れて").
_ANSWER = re.compile(r"\s*(?:(?:it'?s|its|is|es|est|c'est|ist|是|就是|は|는|:)\s*[*#]?[0-9A-Za-z]|[*#]?[0-9])")


# Dots right after the name: a pause before its value ("je te lis le code… 8 4 1 0 2 6"), not the clause's end.
_PAUSE = re.compile(r"\s*(?:\.{2,}|…)")


def _clause(rest: str) -> str:
    """The clause that `rest` starts, running on past a pause right after the name, and past a question or an
    exclamation its answer follows."""
    pause = _PAUSE.match(rest)
    end = _CLAUSE_END.search(rest, pause.end() if pause else 0)
    if end and end.group()[0] in "?!" and _ANSWER.match(rest, end.end()):
        end = _CLAUSE_END.search(rest, end.end())
    return rest[: end.start() if end else len(rest)][: WINDOW + 64]


# The value first, then the word that names it: "308115 as the one-time code", "uses 1947 for every PIN",
# "Sonne77 ist mein Passwort". Between them a copula or "as / for", "the" or a possessive (not "a": "password123
# is a terrible password" judges a choice), and one more word.
_NAMED_AFTER = re.compile(
    r"(?<![\w.-])(?P<v>[*#]?[0-9A-Za-z][0-9A-Za-z!@#$%^&*_+=.\-~/]{2,63})\s+"
    r"(?:is|was|as|es|era|est|c'est|ist|war|sera|will be|for (?:literally )?(?:every|all|his|her|my|the|each))\s+"
    r"(?:(?:my|the|our|your|his|her|their|mi|tu|su|el|la|mon|ma|le|mein|meine|der|die|das|unser|unsere|notre)\s+)?"
    r"(?:[\w-]+\s+)?$"
)
_USES = re.compile(r"\b(?:use[sd]?|using|usa|utilise|nutzt|benutzt)\s+\S+\s+(?:for|as|como|para|comme|pour|als|für)\s")


# "it's 'qwerty123' for the printer login", "it's Tortellini!88 for the upstairs router": a value handed
# over for a thing one logs into, named after it.
_GIVEN_FOR = re.compile(
    r"(?:it'?s|its|is|just|literally)\s+['\"“‘]?(?P<v>[0-9A-Za-z][0-9A-Za-z!@#$%^&*_+=.\-~]{3,63}?)['\"”’]?\s+for\s+"
    r"(?:the|my|our|your|his|her|their)\s+(?:[\w-]+\s+){0,2}"
    r"(?:login|log-in|router|wifi|wi-fi|network|account|laptop|computer|pc|ipad|tablet|phone|printer|nas|server|vpn)"
    r"(?![a-z])"
)


# "use kiwi-melon-41 to get into the staff portal", "usa Luna#77 para entrar", "nimm Tanne42 zum Einloggen", "try
# sunflower88 for the router": a value handed over with what it lets one into.
_USE_TO_ENTER = re.compile(
    r"(?:use|try|enter|type|usa|usad|prueba|utilise|utilisez|essaie|nimm|nehmt|benutze|gib)\s+['\"“‘]?"
    r"(?P<v>[0-9A-Za-z][0-9A-Za-z!@#$%^&*_+=.\-~]{3,63}?)['\"”’]?\s+"
    r"(?:to (?:get in|get into|log in|login|sign in|unlock)|para (?:entrar|acceder|conectarte)|"
    r"pour (?:entrer|te connecter|vous connecter|se connecter)|zum (?:einloggen|anmelden)|"
    r"um (?:reinzukommen|dich anzumelden)|"
    # or for the device or the account it opens: "try sunflower88 for the router", "essaie lapinblanc_37 pour la Livebox"
    r"(?:for|pour|para|f[üu]r)\s+(?:(?:the|my|our|la|le|l'|el|mi|die|den|das|mein\w*|ma|mon)\s*)?(?:[\w-]+\s+)?"
    r"(?:router|routeur|wifi|wi-fi|wlan|network|r[ée]seau|red|modem|m[óo]dem|(?:live|free|b|fritz!?)?box|laptop|computer|"
    r"ordi|ordinateur|pc|ipad|tablet|phone|printer|nas|server|vpn|portal|account|login|compte|cuenta|konto))(?![a-z])"
)
_MEASURE = re.compile(r"[0-9]+(?:[.,][0-9]+)?[A-Za-z]{1,4}")


def find_given_for(views: Views) -> str | None:
    """A password-shaped value handed over "for the printer login" or "to get into the portal": the value, then what it opens."""
    lowered = views.lowered
    if not any(word in lowered for word in (" for ", " to ", " para ", " pour ", " zum ", " um ")):
        return None
    matches = (match for pattern in (_GIVEN_FOR, _USE_TO_ENTER) for match in pattern.finditer(lowered))
    for match in bounded(matches):
        token = views.folded[match.start("v") : match.end("v")]
        plain_word = token.isalpha() and not _random_letters(token)
        if len(token) < 7 or token.upper() == token or _MEASURE.fullmatch(token) or plain_word:
            continue  # a word, a number, a model ("RTX4090") or a measure ("2.4GHz"), not a password
        if password_value(token):
            return "password"
    return None


# The same in Japanese, Korean and Chinese: the value, a particle or copula, a few characters ("natsu2024がWi-Fiの",
# "haneul2024가 내 ", "xiaomao2023就是我的"), then the name.
_CJK_NAMED_AFTER = re.compile(
    r"(?<![\w.-])(?P<v>[0-9A-Za-z][0-9A-Za-z!@#$%^&*_+=.\-~]{3,63})\s?(?:が|は|가|이(?!고)|는|은|就是|才是|是)\s?[^\s、。，,.!?！？]{0,8}\s?$"
)

# A value first, then an arrow, a dash or a comma pointing back at it and a demonstrative that names it: "T1ger$Lily99
# — that's the password for …", "dubu_love_33 <- 이게 넷플릭스 비번임", "tanuki_pon_77 ←これが…のパスワード".
_POINTED_BACK = re.compile(
    r"(?<![\w.-])(?P<v>[*#]?[0-9A-Za-z][0-9A-Za-z!@#$%^&*_+=.\-~/]{3,63})\s*(?:[—–←,，]|<-+|&lt;-+)\s*"
    r"(?:that'?s|this is|it'?s|c'?est|ça c'?est|das ist|dies ist|eso es|esa es|esto es|これが|これは|それが|이게|이건|"
    r"这是|这个是|这就是|就是)\s?[^\n.!?。！？,，]{0,40}$",
    re.IGNORECASE,
)


# Never to be given or asked of the one addressed, in the clause before a name: advice about a secret, which gives
# none ("never share your PIN", "fragt Sie niemals nach PIN"; not "I never told anyone my password: …").
_NEVER = r"(?:\bnever\b|\bniemals\b|\bnie\b|\bjamais\b|\bnunca\b|绝不|決して|절대)"
_ADDRESSED = r"(?:\b(?:your|you|ihre[nm]?|ihr|sie|votre|vous|vos|ton|ta|tes|tu|tus|su|sus|usted)\b|你的|您的|あなたの)"
_NEVER_GIVEN = re.compile(
    rf"(?:{_NEVER}[^.!?\n。！？]{{0,40}}{_ADDRESSED}|{_ADDRESSED}\s+{_NEVER})[^.!?\n。！？]{{0,20}}$", re.IGNORECASE
)
# German puts the "never" after the name, and the name may be the second of two: "Geben Sie Ihre PIN oder TAN niemals
# telefonisch weiter".
_ADDRESSED_NAME = re.compile(rf"{_ADDRESSED}\s*(?:\S+\s+(?:oder|or|ou|o|und|and|et|y)\s+)?$", re.IGNORECASE)
_NEVER_AFTER = re.compile(rf"[^.!?\n。！？]{{0,40}}{_NEVER}", re.IGNORECASE)
_DIGIT = re.compile(r"[0-9]")
_DENIED = re.compile(r"\b(?:no|not|never|kein\w*|nicht|pas|sans|sin|ohne|without)\b|없|没|沒|無|ない")


def _named_after(before: str, password: bool, following: str = "") -> bool:
    """Whether a value shaped like a password (or a code) comes right before the word naming it, in one clause,
    or is pointed back at from it ("…, c'est le mot de passe")."""
    named = _NAMED_AFTER.search(before) or (None if before.isascii() else _CJK_NAMED_AFTER.search(before))
    pointed = _POINTED_BACK.search(before)
    around = (before[pointed.end("v") :] + " " + following).lower() if pointed else ""
    if pointed and (_NAMING.search(around) or _DENIED.search(around)):
        pointed = None  # "Tokyo2020, das ist der Name vom WLAN", "Router-5G, 这是wifi的名字", "…, that's not my password"
    return any(_names_a_value(before, found, password) for found in (named, pointed) if found is not None)


def _names_a_value(before: str, found: re.Match[str], password: bool) -> bool:
    if _CLAUSE_END.search(before, found.start()):
        return False
    token = found.group("v").rstrip(".-")
    if not _valued(token) or _DATE_OR_TIME.fullmatch(token) or _VERSIONISH.fullmatch(token):
        return False
    if _NETWORK_NAME.search(before, 0, found.start("v")):
        return False  # "와이파이 이름 KT_GiGA_5G_7F3A 이거고 비번은 …": a network's name, then where its password is
    if " for " in found.group() and not _USES.search(before):
        return False  # "1947 for every PIN" names it only after "uses"
    return password_value(token) if password else _code_value(token) or password_value(token)


def find_stated_secret(views: Views) -> str | None:
    """A password or an access code stated after a word that names it, in the same clause (one in a game or a story,
    "the escape room password was 'sunflower'", is left out by `secrets._scan`)."""
    lowered = views.lowered
    if not may_name_a_secret(lowered):
        return None
    denied = [m.span() for m in bounded(_NO_PASSWORD.finditer(lowered))]
    ids = [m.span() for m in bounded(_UUID.finditer(lowered))] if "-" in lowered else []
    for match in bounded(_NAME.finditer(lowered)):
        if any(a <= match.start() < b for a, b in ids):
            continue  # "…-41d2-2fa1-…": a UUID's hex digits, no "2fa"
        rest = views.folded[match.end() : match.end() + 2 * WINDOW]
        if denied and (match.group() in _NETWORK_OR_LOOSE or any(a <= match.start() < b for a, b in denied)):
            continue  # "ホテルのWi-Fiは「HOTEL_FREE」で、パスワードなし": a network with no password, and its name
        if match.group() in _NETWORK_OR_LOOSE and _JOINED_NETWORK.search(_clause(rest)):
            continue  # "Wi-Fiは「Buffalo-G-3A7C」ってやつに繋いで": the network one joins is named, not its password
        if match.group() == "pin" and _VERB_PIN.match(lowered, match.end()):
            continue
        if _PUBLIC_NAME.match(rest.lower()) or rest[:1] == "@":
            continue  # "clave pública", "public key": what follows is meant to be shared; "PASSWORD@HOST" is a template
        before = lowered[max(0, match.start() - 12) : match.start()]
        if (match.group() == "鍵" and before.endswith(_OWN_KEYS)) or (match.group() == "パス" and rest.startswith("ポート")):
            continue  # "公開鍵": a public key; "パスポート": a passport
        if match.group() == "clave" and before.endswith("palabra "):
            continue  # "palabra clave": a keyword
        if match.group() == "contra" and not (before.endswith(_OWNED) or _SLANG_LABEL.match(rest)):
            continue  # "contra" is "against" unless owned or a label: "la contra Alevines2024!", "contra de Netflix: ..."
        if match.group() == "mm" and not (_CHINESE.search(lowered) and _LABEL.match(rest)):
            continue
        if _longer_word(match.group(), lowered[match.end() : match.end() + 40]):
            continue  # "パスタ", "コードレビュー", "암호화폐", "密码学", "Passwort-Reset-Link": a longer word
        if (match.group("password") is None or match.group() == "pin") and any(word in lowered for word in GAME_WORDS):
            continue  # "Raumcode für Kahoot: 284119": a game's code is shared to let people in
        never = _NEVER_GIVEN.search(lowered, max(0, match.start() - 48), match.start()) or (
            _ADDRESSED_NAME.search(lowered, max(0, match.start() - 24), match.start()) and _NEVER_AFTER.match(rest.lower())
        )
        if never and not _DIGIT.search(_clause(rest)):
            continue  # "never share your PIN with anyone", "fragt Sie niemals nach PIN oder TAN": advice, no value
        if match.group("password") is None and kind_before(lowered[max(0, match.start() - 24) : match.start()]):
            continue  # "meeting code 8472 9910", "Rabattcode", "招待コード": a kind of code that is handed around
        password = match.group("password") is not None or match.group("compound") in ("passwort", "kennwort")
        preceding = views.folded[max(0, match.start() - WINDOW) : match.start()]
        if match.group() not in OBJECT_NAMES and _named_after(preceding, password, rest[:12]):
            return "password" if password else "access code"
        clause = _clause(rest)
        if password and _letter_groups(clause):
            return "password"
        # a discount said in the clause after the code's name, or in the sentence before it ("50% off with code PIZZA50")
        lead = _SENTENCE_BREAK.split(lowered[max(0, match.start() - DISCOUNT_BEFORE) : match.start()])[-1]
        discount = match.group("password") is None and (DISCOUNT.search(clause.lower()) or DISCOUNT.search(lead)) is not None
        shared = match.group() in GENERIC_CODES and shared_code(before, rest.lower(), clause.lower())
        if _given_after_hint(clause, match.group(), password) and not (discount or (shared and match.group("password") is None)):
            return "password" if password else "access code"  # a discount or a shared code is handed around
        # the first value, a token or digits read out in groups ("ist 4 7 1 1, … 200 € abheben": not the 200)
        token = next((m for m in VALUE.finditer(clause) if _valued_at(clause, m)), None)
        found = [m for m in (token, _spaced_digits(clause)) if m is not None]
        value = min(found, key=lambda m: m.start()) if found else None
        if value is None or (value.start() > WINDOW and not _COPULA_COLON.search(clause, 0, value.start())):
            continue  # far from its name, a value is its own unless a copula and a colon hand it over ("… lautet: …")
        named = _NAMING.search(lead := clause[: value.start()].lower())
        if named and not (_LENGTH_THEN_VALUE.search(lead) and named.end() == len(lead.rstrip(" :："))):
            continue
        where = _WHERE_FIRST.match(lead)
        if _PLACE_OR_MODEL.search(lead) or (where and not _HANDED_OVER.search(lead, where.end())):
            continue  # "das Passwort steht in der Willkommens-Mail", "router model AX5400": a place, a product
        if match.group() in OBJECT_NAMES and _NUMBERED.search(lead):
            continue  # "my locker is number 1024": the thing's number, not its code
        if match.group() in OBJECT_NAMES and SERIAL_NUMBER.search(lowered, 0, match.start()):
            continue  # "Seriennummer vom Geschirrspüler steht innen an der Tür: FD 0312 004581": where a serial is printed
        if match.group() in OBJECT_NAMES and not (
            _BRIDGE.search(lead) or _CHANGED_TO.match(clause, value.end()) or _OPENS_WITH.match(clause, value.end())
        ):
            continue  # "Schloss Neuschwanstein hat 2024 ...", "the alarm goes off at 0630": no code is given
        if match.group() in _WIFI_NAMES and (_STANDARD.match(rest.lower()) or _QR_FIELD.match(rest)):
            continue  # "Wi-Fi 6E router, model AX5400": a standard's generation; "WIFI:S:...": a QR code's fields
        if match.group() in _WIFI_NAMES and _password_named_after(rest.lower(), value.end()):
            continue  # "Wi-Fiは「aterm-7c3e2a-g」、パスはルーターの裏": the network's name; its password is named apart
        if discount:
            continue  # a discount code is printed on flyers to be shared
        if shared:
            continue  # "código de invitación", "code postal", "le code de l'événement ..., c'est public"
        if clause[value.start() - 1 : value.start()] in ("{", "$", "<", "%"):
            continue  # "${DB_PASSWORD}", "<password>": a template
        if any(start <= match.end() + value.start() < end for start, end in views.fingerprints):
            continue  # "Huella de mi clave PGP: 4D8A 71C2 ...": a public key's fingerprint
        if _first_value(clause, _named(match.group(), rest.lower()), password=password):
            return "password" if password else "access code"
    return None


def _password_named_after(rest: str, start: int) -> bool:
    """Whether a password's own name (not a network's) follows the value read after a network's name: that value is
    the network's name, and the password's name is read for its own value."""
    after = next(bounded(_NAME.finditer(rest, start, start + WINDOW)), None)
    return after is not None and after.group("password") is not None and after.group() not in _WIFI_NAMES


def _named(name: str, rest: str) -> str:
    """The name a value is read after: a network's word that heads a compound of a secret ("WLAN-Schlüssel",
    "wifi-password") names the network's key, which may be all digits (a router's printed key), not the network."""
    return "password" if name in LOOSE_NAMES and _compound_head(rest) in _SECRET_HEADS else name


# "admin / HQhnFG4e7oGNRQ9", "lucia.fam@gmail.com / palomitas2020": a user name, a spaced slash, a password.
_LOGIN_PAIR = re.compile(r"(?<![\w/.@])(?P<user>[\w.@+\-]{2,64}) / (?P<v>[^\s/]{4,64}?)[.,;!?]?(?=\s|$)")


def find_login_pair(views: Views) -> str | None:
    """A user name and a password side by side, split by " / " as people write a login."""
    if " / " not in views.folded:
        return None
    for match in bounded(_LOGIN_PAIR.finditer(views.folded)):
        user, value = match.group("user"), match.group("v")
        if any(c.isalpha() for c in user) and not value.isalpha() and password_value(value):
            return "login and password"
        if EMAIL_ADDRESS.fullmatch(user) and _INNER_CAPITAL.search(value) and len(value) >= _LONGEST_BRAND:
            return "login and password"  # "flat12.kingsroad@gmail.com / popcornTuesday!": an account's address, then its password
    return None


# A login given a line each, under what it opens: "ルーターの管理画面\nadmin\nbuff4lo_77\nでログインできるよ", "공유기
# 관리자\nadmin\nipTIME_9f2": a user name alone on its line, then a password alone on the next, in a message that
# names a login, an admin page or a router.
_USER_LINE = re.compile(r"[\w.@+\-]{2,40}")
_VALUE_LINE = re.compile(r"\S{4,64}")
_LOGIN_NAMED = re.compile(
    r"\b(?:log ?in|sign ?in|admin|router|account|compte|cuenta|konto|anmeld\w*|connexion|acceso)\b|"
    r"ログイン|管理画面|ルーター|アカウント|登录|登錄|账号|帳號|管理|路由器|로그인|관리자|공유기|계정",
    re.IGNORECASE,
)


def find_login_lines(views: Views) -> str | None:
    """A user name alone on a line and a password alone on the next, in a message that names a login
    (`_LOGIN_NAMED`)."""
    if "\n" not in views.folded or _LOGIN_NAMED.search(views.folded) is None:
        return None
    lines = (line.strip() for line in views.folded.split("\n"))
    for user, value in pairwise(lines):  # linear in the lines; no candidate counts toward a dump
        if not (_USER_LINE.fullmatch(user) and _VALUE_LINE.fullmatch(value)) or value == user:
            continue
        if any(c.isalpha() for c in user) and any(c.isdigit() for c in value) and password_value(value):
            return "login and password"
    return None


_INNER_CAPITAL = re.compile(r"[a-z][A-Z]")
_LONGEST_BRAND = 10  # letters beyond a brand written with a capital inside ("WhatsApp", "LinkedIn", "PayPal")


@lru_cache(maxsize=8)  # several detectors ask it of one message in turn
def may_name_a_secret(lowered: str) -> bool:
    """Whether a lower-cased text holds the letters of a word that names a password or a code: a few substring
    tests, before any pattern reads the text."""
    return any(cue in lowered for cue in _CUES)


def _names_standing(lowered: str) -> Iterator[re.Match[str]]:
    """The words of a lower-cased text that name a password or a code, not as the start of a longer word, one by one
    (a caller that needs one stops there)."""
    if not may_name_a_secret(lowered):
        return
    for m in bounded(_NAME.finditer(lowered)):
        if not _longer_word(m.group(), lowered[m.end() : m.end() + 40]):
            yield m


def names_a_password(lowered: str) -> bool:
    """Whether a lower-cased text holds a word that names a password (not a code, nor the start of a longer word)."""
    return any(m.group("password") for m in _names_standing(lowered))


def names_a_secret(lowered: str) -> bool:
    """Whether a lower-cased text holds a word that names a password or a code (not as the start of a longer word)."""
    return any(True for _ in _names_standing(lowered))


# After a hint, the words that give its answer (the value may stand past WINDOW): "… my dog's name + 2019, so
# Biscuit2019", "…, o sea Michi1991", "…, also Borussia1909", "…, donc Manon2007", "…の下4桁、つまり 0034", "…, 그러니까
# 4418", "…，也就是 0921".
_THAT_IS = re.compile(
    r"(?:[,:;]\s*|\s)(?:so|i\.?e\.?|that is|which is|meaning|o sea|osea|es decir|donc|soit|c'est-à-dire|also|d\.h\.|"
    r"das heißt|sprich)[\s:,]+|(?:つまり|すなわち|要するに|그러니까|즉|也就是说?|就是说|即)\s*[:：,，、]?\s*"
)


def _given_after_hint(clause: str, name: str, password: bool) -> bool:
    """Whether the clause after a name gives its value after a hint: "…, so Biscuit2019", "…、つまり 0034"."""
    answer = _THAT_IS.search(clause.lower())
    if answer is None:
        return False
    start = len(clause) - len(clause[answer.end() :].lstrip("'\"“”‘’「」"))  # past an opening quote
    value = VALUE.match(clause, start) or _SPACED_DIGITS.match(clause, start)
    if value is None:
        return False
    token = value.group().rstrip(".-")
    if YEAR.fullmatch(token):
        return False  # "…, so 2019 was the year": a year, not a PIN
    if name in OBJECT_NAMES:
        return token.replace(" ", "").isdigit() and _code_value(token, least_digits=4)
    return password_value(token) if password else _code_value(token) or password_value(token)
