"""Secrets stated in words: passwords, PINs and codes (EN / JA / ZH), auth headers, seed phrases, key headers.

"My password is sunshine" is a secret whatever the password looks like; "my password is too
short" is not. Each pattern finds the word that names a secret, a verb or colon, and where the
value starts; `stated_value` then decides whether what follows is a value or a description.
EN patterns run on the leet-folded text ("p@ssw0rd") and read the value from the plain one.
"""

from __future__ import annotations

import re
from itertools import islice

from ..languages import language_of
from .views import Views, bounded, in_a_date

MENTIONS_READ = 64  # "password" without a verb: the first mentions are read for "X is my password" forms

# ---- what follows "password is" ------------------------------------------------------------


def word_set(words: str) -> frozenset[str]:
    """The words of a closed class written one after another."""
    return frozenset(words.split())


DESCRIPTIVE = word_set(
    """
    a an the my your his her our their its this that these those it which what who whom whose there here
    same different too very so really quite pretty rather no not never always still also just only even already
    expired changed reset wrong incorrect invalid correct required mandatory optional needed necessary
    long longer short shorter weak strong stronger secure insecure safe unsafe hard easy simple complicated
    complex random saved stored written kept hidden protected encrypted hashed managed shared remembered
    forgotten lost known unknown private secret confidential generated sent emailed texted set updated
    in on at for from with by of about into under over inside somewhere something anything nothing
    empty blank missing due going being getting case-sensitive case sensitive more less enough
    fine ok okay good bad great terrible obvious common popular new old default temporary
    asking asked like such supposed meant all lowercase uppercase lower upper capitalized capitalised caps
    see check ask use look refer call contact try provided available attached below above n/a na tbd
    """
)
QUANTITY_UNITS = word_set(
    "characters character chars char letters letter digits digit symbols symbol words word long "
    "caractères caractère caracteres caracter chiffres lettres letras dígitos digitos zeichen stellen buchstaben ziffern"
)
PLACEHOLDER_VALUES = word_set(
    "none null nil undefined true false empty string str int value password pass passwd pwd secret token key "
    "changeme change_me changeit example sample dummy placeholder redacted hidden masked todo tbd fixme test "
    "yourpassword your_password mypassword my_password xxx passwort kennwort contraseña contrasena mot_de_passe motdepasse mdp "
    "changezmoi changemoi change_moi cambiame cámbiame cambiar_esto aendern ändern aendermich ändermich bitte_aendern"
)
_PLACEHOLDER = re.compile(
    r"(?:<[^>]*>|\$\{[^}]*\}|\$\([^)]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\{\{[^}]*\}\}|%\([^)]*\)s?|\[[^\]]*\]|"
    r"[*•●x×.…_#?-]{3,}|.*(?:your|_here|example|ejemplo|beispiel|exemple|placeholder|redacted|os\.environ|getenv|process\.env|env\(|"
    r"environ|settings\.|config\.|secrets\.|你的|您的|あなたの|你自己|自分の|당신의|본인의|在这里填|ここに入れ|여기에\s?입력).*|"
    # a blank that says to type the value ("비밀번호입력", "パスワードを入力", "请输入密码")
    r".*(?:を?入力|입력)|(?:请输入|输入).*|"
    # a value that is the secret's own name in Korean, Chinese or Japanese ("PASSWORD=본인비번"): a description
    r".*(?:비번|비밀번호|密码|密碼|パスワード|暗証番号)|"
    # "your" and "here" in the other languages, as a blank's words joined up: "tu_clave_aqui", "dein-api-schluessel"
    r"(?:tu|tus|su|dein|deine|ton|ta|votre|vos)[_-].*|.*_(?:aqui|aquí|hier|ici))$",
    re.IGNORECASE,
)
JA_DESCRIPTIONS = (
    "文字", "桁", "以上", "以下", "忘れ", "変更", "変え", "必要", "英数", "大文字", "小文字", "記号", "長い", "短い",
    "簡単", "複雑", "安全", "秘密", "何", "教え", "同じ", "違", "間違", "設定", "覚え", "わから", "分から", "不明",
    "ない", "内緒", "ひみつ", "どこ", "どれ", "いつ",
)  # fmt: skip
ZH_DESCRIPTIONS = (
    "什么", "多少", "几位", "位数", "保密", "秘密", "忘", "错", "对", "一样", "相同", "不", "很", "太", "至少",
    "最少", "以上", "字符", "长", "短", "简单", "复杂", "安全", "需要", "要求", "哪", "怎么", "谁", "吗", "呢", "么",
    "那个", "那個", "这个", "這個",
)  # fmt: skip
# A password or a code inside a game, a puzzle or a story is its answer, not a way into anything real.
FICTION_WORDS = (
    "escape room", "escape game", "escaperoom", "sala de escape", "密室逃脱", "密室", "脱出ゲーム", "脱出", "방탈출",
    "riddle", "puzzle", "rätsel", "énigme", "acertijo", "adivinanza", "なぞなぞ", "谜语", "수수께끼", "人狼", "werewolf",
    "brain teaser", "脑筋急转弯", "謎解き", "넌센스 퀴즈", "in my story", "in the story", "en mi historia", "dans mon histoire",
    "in meiner geschichte", "webtoon", "웹툰", "漫画里", "マンガで", "漫画で", "in the comic", "in the manga",
    "in the movie", "in the film", "in the show", "in the book", "dans le film", "en la película", "im film", "im tatort",
    "ドラマ", "드라마", "电视剧", "剧里", "剧中", "电影里", "映画で", "영화에서", "en la peli", "게임에서", "게임 속",
    # inside a game or a series: its vault, its quest, its episode
    "in the game", "in-game", "ingame", "en el juego", "dans le jeu", "im spiel", "游戏里", "ゲームの金庫", "게임 금고",
    "クエスト", "퀘스트", "in the series", "en la serie", "dans la série", "in der serie",
    # inside a novel or a crime story: its safe, its vault
    "the novel", "novela", "小説", "小说", "소설", "le roman", "ce roman", "le polar", "ce polar", "im roman", "im krimi",
    "im buch", "en el libro", "dans le livre", "mystery novel", "whodunit", "ミステリー", "推理小説", "推理小说", "미스터리",
    # a chapter, an anime, a scene
    "in chapter", "the chapter", "en el capítulo", "dans le chapitre", "im kapitel", "アニメ", "anime", "애니", "动漫",
    "动画里", "シーン", "名场面",
)  # fmt: skip


# A word of `FICTION_WORDS` as a word of its own: "in the show", not "in the shower".
_FICTION = re.compile(
    "|".join(
        rf"(?<![a-zà-ÿ]){re.escape(word)}(?![a-zà-ÿ])" if word.isascii() else re.escape(word)
        for word in sorted(FICTION_WORDS, key=len, reverse=True)
    )
)


def in_fiction(lowered: str) -> bool:
    """The message speaks of a game, a puzzle or a story (`FICTION_WORDS`): a password in it is the answer, no secret."""
    return any(word in lowered for word in FICTION_WORDS) and _FICTION.search(lowered) is not None


# A game's room or lobby, and a call to come in: its code is handed to everyone the message invites ("among us lobby code
# QXKVBF, hop in", "スプラのプラベ部屋、合言葉 4477 で入って！", "código de sala de fortnite: 7QK2-M9PL-W4RT, entren ya").
_GAME_ROOM = re.compile(
    r"\b(?:lobby|room code|game[ -]?pin|c[óo]digo de (?:la )?sala|code (?:de la partie|du salon)|raumcode|lobby-code)\b|"
    r"プラベ|ルームid|ルーム番号|房间号|방\s?번호|내전|커스텀",
    re.IGNORECASE,
)
_COME_IN = re.compile(
    r"\b(?:hop in|get in|jump in|join|come in|entrad|entren|entra|únete|unanse|venez|rejoignez|rejoins|rein|kommt)\b|"
    r"入って|入れて|で入|来て|はよ|速来|快进|快来|进来|들어와|ㄱㄱ",
    re.IGNORECASE,
)


# A word each name of `_GAME_ROOM` holds, tested as a substring before the pattern reads a long text.
_GAME_ROOM_PARTS = (
    "lobby",
    "room code",
    "pin",
    "sala",
    "code d",
    "raumcode",
    "プラベ",
    "ルーム",
    "房间号",
    "방",
    "내전",
    "커스텀",
)


def invites_into_a_game_room(lowered: str) -> bool:
    """The message names a game's room or lobby and calls people in: the code it gives is shared to let them in."""
    if not any(part in lowered for part in _GAME_ROOM_PARTS):
        return False
    return _GAME_ROOM.search(lowered) is not None and _COME_IN.search(lowered) is not None


# Public key material is no secret, whatever names it ("mi clave pública: ssh-ed25519 AAAA...", "age1...").
PUBLIC_KEY_VALUE = re.compile(
    r"ssh-(?:ed25519|rsa|dss)|ecdsa-sha2|sk-ssh-|AAAA[A-Za-z0-9+/]{16}|age1[02-9ac-hj-np-z]{20}|npub1|pk_(?:live|test)_"
)
_QUOTE_MARKS = "\"'`“”‘’「」『』"  # a word quoted, not a template's slot in brackets
_QUOTES = _QUOTE_MARKS + "()（）[]【】<>《》"
_VALUE_END = re.compile(r"[\s,;。、，！!？?]")
_JA_TAILS = ("ですよ", "ですね", "でした", "です", "だよ", "だね", "だ", "よ", "ね", "に変更", "にしました", "にした")


# A slot's name in capitals joined by underscores ("HIER_EINTRAGEN", "YOUR_TOKEN", "VOTRE_MDP"): a template's blank.
_SLOT_NAME = re.compile(r"[A-ZÀ-Þ]{2,}(?:_[A-ZÀ-Þ]{2,})+")
# Punctuation, folded or not, before Chinese or Japanese ends a value typed with no space after it ("******，真的值").
_CJK_PUNCTUATION = re.compile(r"[，。、！？；：）」』]|[,.;:!?)](?=[^\x00-\x7f])")


def is_placeholder(value: str) -> bool:
    if value.lstrip("\"'`")[:1] in ("<", "{", "[", "$") and not any(c.isdigit() for c in value):
        return True  # a template ("<insert here>", "${TOKEN}", "{{ key }}"), even when cut at a space
    bare = _CJK_PUNCTUATION.split(value.strip(_QUOTES), maxsplit=1)[0].strip(_QUOTES)
    return not bare or bare.lower() in PLACEHOLDER_VALUES or bool(_PLACEHOLDER.match(bare) or _SLOT_NAME.fullmatch(bare))


# An English adverb of manner in lower case, by its suffix ("successfully", "automatically", "permanently"): six letters
# at least, so a name that ends alike is no adverb ("Sally", "rally").
_ADVERB = re.compile(r"[a-z]{2,}(?:ally|fully|ently|antly|ately|ively|ously|edly|arily|ingly)")


def stated_value(after: str, *, digits_only: bool = False, phrase: bool = False) -> bool:
    """Whether `after` (the text after "password is") starts with a value rather than a description."""
    after = after.lstrip(" \t:=：-")
    if not after:
        return False
    quoted = after[0] in _QUOTES
    words = after.split()
    if len(words) <= 3 and after.split("\n", 1)[0].rstrip().endswith("?"):
        return False  # "is it sunshine?" asks, it does not tell
    first = words[0].strip(_QUOTES).rstrip(".,;:!?。、")
    if not first or is_placeholder(first) or is_placeholder(words[0]):
        return False  # "<DEIN_PASSWORT>", "<비밀번호 입력>": a template's slot, whatever its brackets hold
    if digits_only:
        return first.replace("-", "").isdigit() and 3 <= len(first.replace("-", "")) <= 12
    if quoted:
        return True
    lowered = first.lower()
    if _ADVERB.fullmatch(words[0]):  # "was successfully changed": how; "is literally 'password'": what follows is read
        rest = after[len(words[0]) :]
        return rest.lstrip()[:1] in _QUOTE_MARKS or stated_value(rest, digits_only=digits_only, phrase=phrase)
    if first[0].isdigit() and len(words) > 1 and words[1].lower().strip(".,") in QUANTITY_UNITS:
        return False  # "16 characters"
    japanese = language_of(first) == "ja"  # Chinese words of description are a Japanese name's parts ("ポチ太郎")
    if any(part in first for part in JA_DESCRIPTIONS) or (not japanese and any(part in first for part in ZH_DESCRIPTIONS)):
        return bool(re.search(r"[A-Za-z0-9]{3}", first)) and not re.search(r"[0-9]+(?:文字|桁|位)", first)
    if lowered in DESCRIPTIVE:
        return phrase and lowered not in {
            "a",
            "an",
            "the",
            "my",
            "your",
            "his",
            "her",
            "our",
            "their",
            "its",
            "this",
            "that",
            "it",
            "which",
            "what",
            "not",
            "too",
            "very",
            "so",
            "in",
            "on",
            "at",
        }
    return True


# ---- the words that name a secret ----------------------------------------------------------

# English, on the leet-folded text: the name, an optional "for the NAS", then a verb or a colon.
_EN_NAME = re.compile(
    r"p(?<![a-z]p)(?P<name>ass(?:word|wd|code|phrase)?s?|wd|w)(?![a-z])"
    r"(?:\s{1,3}(?:for|to|of|at|on)\s{1,3}[^\n.,;:!?=]{1,40}?)?"
    r"(?:'s|’s|\s{0,3}(?P<verb>(?<![a-z])"  # a verb is a word of its own: "for the 3rd time this" holds no "is"
    r"(?:is now|is still|is set to|was changed to|has been changed to|is|was|are|to)|->|=>|=|:|-))"
    r"(?![a-z])"
)
_EN_REVERSED = re.compile(  # "hunter2 is my password" (but "password123 is a terrible password" is talk)
    r"(?P<v>\S{3,60})\s+(?:is|was)\s+(?:my|the|our|your|his|her|their)\s+(?:[\w-]+\s+){0,2}$"
)
_EN_USE_AS = re.compile(r"use\s+(?P<v>\S{3,60})\s+as\s+(?:(?:my|the|our|your|a)\s+)?(?:[\w-]+\s+)?$")
_SETS = re.compile(r"\b(?:set|sets|setting|change|changed|changing|reset|update|updated|made|make)\b")
_EN_NAME_ONLY = re.compile(r"p(?<![a-z]p)(?:ass(?:word|wd|code|phrase)|wd)(?![a-z])")
_PIN = re.compile(  # "PIN 7351", "my pin's 2580", "the alarm PIN? it's 4455"
    r"pin(?<![a-z]pin)(?:\s?(?:code|number|no\.?))?(?![a-z])[^0-9\n]{0,15}?(?P<v>[0-9](?:[ -]?[0-9]){3,7})(?![0-9])"
)
_CODE = re.compile(
    r"code(?:(?<=door code)|(?<=alarm code)|(?<=gate code)|(?<=lock code)|(?<=safe code)|(?<=garage code)|"
    r"(?<=entry code)|(?<=access code)|(?<=security code)|(?<=keypad code)|(?<=unlock code)|(?<=login code)|"
    r"(?<=verification code)|(?<=2fa code)|(?<=otp code)|(?<=building code))(?![a-z])"
    r"\s{0,3}(?:is|was|:|=|-)?\s{0,3}(?P<v>[0-9](?:[ -]?[0-9]){2,7})(?![0-9])"
)
# "Netflix login: anna@mail.com / Sunflower!": a login, then a user and a password split by "/" or ":".
_LOGIN = re.compile(
    r"(?:login|log-in|log in|credentials|creds|sign-in|username)(?![a-z])\s{0,3}(?:->|=>|[:=-])?\s{0,3}"
    r"[^\s/|:]{1,80}\s{0,2}[/|:]\s{0,2}(?P<v>[^\s]{4,64})"
)
_CODE_TO = re.compile(
    r"code\s(?:to|for|of)\s(?:the\s|my\s|our\s)?(?:front\s|back\s)?"
    r"(?:door|gate|alarm|safe|garage|building|lock|lockbox|padlock|house|apartment|flat|office|locker|vault|"
    r"storage unit|bike lock|router|phone|front gate)"
    r"\s{0,3}(?:is|was|:|=|-)\s{0,3}[0-9](?:[ -]?[0-9]){2,7}(?![0-9])"
)
_COMBINATION = re.compile(r"comb(?:o|ination)(?![a-z])\s{0,3}(?:is|was|:|=)\s{0,3}[0-9]{1,3}(?:[ -][0-9]{1,3}){1,5}(?![0-9])")
_CARD_CODE = re.compile(
    r"c(?<![a-z]c)(?:vv|vc|sc)2?(?![a-z])\s{0,3}(?:code|number)?\s{0,3}(?:is|:|=|-)?\s{0,3}[0-9]{3,4}(?![0-9])"
)
_JA_NAME = re.compile(r"(?:パスワード|パスコード|暗証番号|合言葉|ピン番号)(?:\s{0,3}(?:は|:|=|を「)|の番号は)\s{0,3}")
_LATIN_RUN = re.compile(r"[0-9A-Za-z]{6}")
_LATIN_OR_DIGIT = re.compile(r"[0-9A-Za-z]")
_KANA_WORD = re.compile(r"[\u3041-\u30ffー]{2,16}")
_CJK_NEAR_VALUE = re.compile(
    r"(?:パスワード|パスコード|暗証番号|密码|密碼|口令)[^\n0-9A-Za-z]{0,12}(?P<v>[0-9A-Za-z!@#$%^&*._\-]{6,64})"
)
_ZH_NAME = re.compile(r"(?:密码|密碼|口令|暗码)(?P<verb>是|为|為|:|=|就是|改成|改为|设为|设置为|设成)?\s{0,3}")
_AUTH_HEADER = re.compile(
    r"authorization(?<![a-z]authorization)\s{0,3}[:=]\s{0,3}(?:(?P<scheme>basic|bearer|token|digest|negotiate|apikey)\s{1,3})?"
    r"(?P<v>[a-z0-9._~+/=\-]{8,}+)"
)
_BEARER = re.compile(r"bearer(?<![a-z]bearer)\s{1,3}(?P<v>[a-z0-9._~+/=\-]{16,}+)")
_SEED = re.compile(
    r"(?:phrase|words)(?:"
    + "|".join(
        rf"(?<={kind}{gap}{noun})"
        for kind in ("seed", "recovery", "mnemonic", "backup", "wallet")
        for gap in ("", " ")
        for noun in ("phrase", "words")
    )
    + r")(?:\s{0,3}(?:is|are|:|=|-))?\s{0,3}(?:[a-z]{3,8}[ ,]{1,2}){11}[a-z]{3,8}"
)
_SEED_CJK_CUES = ("助记词", "シードフレーズ", "リカバリーフレーズ")
_PEM = re.compile(r"begin(?<![a-z]begin)\s(?:[a-z0-9]{1,12}\s){0,3}private\skey")
PRIVATE_KEY_NAMES = (
    "private key", "privkey", "priv key", "wallet", "clave privada", "clé privée", "cle privee", "privater schlüssel",
    "private schlüssel", "privaten schlüssel", "秘密鍵", "プライベートキー", "私钥", "私鑰", "秘钥",
    "개인키", "개인 키", "프라이빗 키",
)  # fmt: skip
_WALLET_KEY = re.compile(r"(?:0x)?[0-9a-fA-F]{64}")


def find_password(views: Views) -> str | None:
    """A password, passphrase or PIN stated in words, in English, Japanese or Chinese."""
    kind = _stated_password(views)
    if kind and in_fiction(views.lowered):
        return None  # "the escape room password was 'sunflower'": a puzzle's answer (keys and cards are read elsewhere)
    return kind


def _stated_password(views: Views) -> str | None:
    leet, lowered = views.leet, views.lowered
    if "p" in leet:
        for match in bounded(_EN_NAME.finditer(leet)):
            after = lowered[match.end() : match.end() + 120]
            if match.group("verb") == "to" and not _SETS.search(lowered[max(0, match.start() - 40) : match.start()]):
                continue
            if match.group("verb") == "=" and after[:1] in (" ", "\t") and leet[match.start() - 1 : match.start()] == "_":
                continue  # "DB_PASSWORD= leave empty": a shell or .env assignment of nothing
            if match.group("name") == "ass" and not _password_like(after.split(maxsplit=1)[0], quoted_ok=True):
                continue  # "the pass was closed": a bare "pass" names a password only with a password-like value
            if stated_value(after, phrase="phrase" in match.group()):
                return "password"
        for match in islice(_EN_NAME_ONLY.finditer(leet), MENTIONS_READ):
            before = lowered[max(0, match.start() - 80) : match.start()]
            reversed_ = _EN_REVERSED.search(before) or _EN_USE_AS.search(before)
            if reversed_ and stated_value(reversed_.group("v")):
                return "password"
            following = lowered[match.end() : match.end() + 60].split(maxsplit=1)
            if following and _password_like(following[0]):
                return "password"
    if any(cue in lowered for cue in ("login", "log in", "log-in", "creds", "credentials", "sign-in", "username")):
        for match in bounded(_LOGIN.finditer(lowered)):
            if stated_value(views.folded[match.start("v") : match.end("v")]):
                return "login and password"
    if "pin" in lowered and _PIN.search(lowered) and not any(word in lowered for word in ("kahoot", "quiz", "game pin")):
        return "PIN"  # a game's PIN is shared to let players in
    if "code" in lowered and (_CODE.search(lowered) or _CODE_TO.search(lowered)):
        return "access code"
    if "comb" in lowered and _COMBINATION.search(lowered):
        return "access code"
    if "c" in lowered and _CARD_CODE.search(lowered):
        return "card security code"
    return _find_cjk_password(views)


def _password_like(word: str, quoted_ok: bool = False) -> bool:
    """A word right after "password" with no verb: only when it looks like one (letters and digits, or symbols)."""
    if quoted_ok and word[:1] in _QUOTES and len(word.strip(_QUOTES)) >= 3:
        return True
    word = word.strip(_QUOTES + ".,;!?")
    has_digit = any(c.isdigit() for c in word)
    has_other = any(not c.isdigit() for c in word)
    return len(word) >= 6 and has_digit and has_other and not is_placeholder(word) and not in_a_date(word, 0)  # "2024-05-02"


def _find_cjk_password(views: Views) -> str | None:
    folded = views.folded
    if folded.isascii():
        return None
    if any(name in folded for name in ("パスワード", "パスコード", "暗証番号", "合言葉", "ピン番号")):
        for match in bounded(_JA_NAME.finditer(folded)):
            if _cjk_value(folded[match.end() : match.end() + 60], JA_DESCRIPTIONS, quoted=match.group().endswith("「")):
                return "password"
    if any(name in folded for name in ("密码", "密碼", "口令", "暗码")):
        for match in bounded(_ZH_NAME.finditer(folded)):
            after = folded[match.end() : match.end() + 60]
            if match.group("verb") is None and not (after[:1].isascii() and after[:1].isalnum()):
                continue  # "密码忘了": no verb, and no value right after it
            if _cjk_value(after, ZH_DESCRIPTIONS):
                return "password"
    if _LATIN_RUN.search(folded):  # only then can a password follow the word without a verb
        for match in bounded(_CJK_NEAR_VALUE.finditer(folded)):  # "パスワード教えるね、hanako2001"
            if _password_like(match.group("v")):
                return "password"
    return None


# A count or a range of characters right after the name: a rule of length ("密码 8–20 位", "パスワードは8〜16文字"), no value.
_LENGTH = re.compile(r"[0-9０-９]+(?:\s*[–—~〜～\-至到]\s*[0-9０-９]+)?\s*(?:文字|桁|位|字符|个字)")


def _cjk_value(after: str, descriptions: tuple[str, ...], quoted: bool = False) -> bool:
    after = after.strip()
    if _LENGTH.match(after):
        return False
    if after[:1] in "「『\"“'":
        closing = re.search(r"[」』\"”']", after[1:])
        value, quoted = (after[1 : closing.start() + 1] if closing else after[1:]), True
    else:
        value = _VALUE_END.split(after, maxsplit=1)[0]
        for tail in _JA_TAILS:
            value = value.removesuffix(tail)
    value = value.strip(_QUOTES)
    if not value or is_placeholder(value):
        return False
    if quoted:
        return True
    if re.search(r"[0-9]+(?:文字|桁|位)", value) or any(part in value for part in descriptions):
        return False
    if descriptions is JA_DESCRIPTIONS:  # typed in Latin letters, digits or kana ("ひまわり"); "冷蔵庫に貼ってある" says where
        return bool(_LATIN_OR_DIGIT.search(value) or _KANA_WORD.fullmatch(value))
    return len(value) >= 2 or value.isdigit()


def find_auth_header(views: Views) -> str | None:
    """An Authorization header or bearer token with a credential in it."""
    lowered = views.lowered
    if "authorization" in lowered:
        for match in bounded(_AUTH_HEADER.finditer(lowered)):
            value = match.group("v")
            if is_placeholder(value):
                continue  # "Authorization: Bearer TU_TOKEN_AQUI": a template
            if match.group("scheme") or (len(value) >= 16 and any(c.isdigit() for c in value)):
                return "authorization header"
    if "bearer" in lowered:
        for match in bounded(_BEARER.finditer(lowered)):
            if any(c.isdigit() for c in match.group("v")):
                return "bearer token"
    return None


def find_key_material(views: Views) -> str | None:
    """A private key header (with or without its dashes), a wallet key or a seed phrase."""
    lowered = views.lowered
    if "begin" in lowered and _PEM.search(lowered):
        return "private key"
    if "putty-user-key-file" in lowered or "private-lines:" in lowered:
        return "private key"
    if any(cue in lowered for cue in PRIVATE_KEY_NAMES) and any(
        _WALLET_KEY.fullmatch(run) for run in views.key_runs if 64 <= len(run) <= 66
    ):
        return "private key"
    if ("phrase" in lowered or "words" in lowered) and _SEED.search(lowered):
        return "seed phrase"
    if any(cue in lowered for cue in _SEED_CJK_CUES) and re.search(r"(?:[a-z]{3,8}[ ,]{1,2}){11}[a-z]{3,8}", lowered):
        return "seed phrase"
    return None
