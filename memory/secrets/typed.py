"""A password handed over with how to type it, in any of the seven languages.

"password is correct horse battery staple (with the spaces, all lowercase)", "WLAN-Passwort ist einfach
Kaffeetasse, großes K", "le code wifi c'est croissant, tout en minuscules", "la contraseña es mar azul gaviota
siesta, todo junto", "공유기 비번은 '하늘바다' 한글로 쳐", "パスワードは「ねこまんま」、全部小文字": a value in plain
words has no shape to find it by, but nobody says how to type what they have not just given. A word that names a
password, then a word of the value, then how to type it (the case, the spaces, the script: a closed class per
language), in one message. Not a rule about passwords ("the password must be all lowercase"), a question ("is the
wifi password all lowercase?"), or a password described with no value ("my password is all lowercase lol": between
the name and the instruction stand only a copula and fillers).
"""

from __future__ import annotations

import re

from .stated import PASSWORD_NAMES, may_name_a_secret
from .views import Views, alternatives, bounded
from .words import word_set

# How a value is typed: its case, its spaces, its script, its accents.
_HOW_TO_TYPE = re.compile(
    r"(?<![a-zà-ÿ])(?:all (?:lower ?case|lowercase|caps|upper ?case|small letters|one word|together)|lower ?case|"
    r"(?:with|no|without) (?:the )?spaces?|capital [a-z](?![a-z])|"
    r"todo junto|todo en min[úu]sculas|en min[úu]sculas|en may[úu]sculas|sin espacios?|con (?:los )?espacios|sin tildes?|"
    r"con tilde|con (?:la )?ñ|with (?:an? |the )?(?:ñ|umlaut|accent)|mit (?:ß|ä|ö|ü|umlaut|scharfem s)|"
    r"avec (?:l'|un )?(?:accent|ç|cédille)|"
    r"alles klein(?:geschrieben)?|kleingeschrieben|gro(?:ß|ss)es [a-zäöü](?![a-zäöüß])|mit leerzeichen|ohne leerzeichen|"
    r"zusammengeschrieben|alles zusammen|"
    r"tout en minuscules?|en minuscules?|en majuscules?|avec les espaces|sans espaces?|tout attach[ée]|"
    r"majuscule au d[ée]but|todo en may[úu]s|"
    # a sign at its end: "mit Ausrufezeichen am Ende", "with an exclamation mark at the end", "avec un ! à la fin"
    r"(?:mit|with|con|avec) (?:(?:an?|un|una|dem|el|le) )?(?:ausrufezeichen|exclamation (?:mark|point)|exclamaci[óo]n|"
    r"point d'exclamation|!) (?:am ende|at the end|al final|[àa] la fin))(?![a-zà-ÿ])"
    r"|全部小文字|小文字で|大文字で|ひらがなで|カタカナで|ローマ字で|スペースなし|スペース無し|"
    r"全小写|全部小写|小写|大写|不带空格|没有空格|连起来|"
    r"띄어쓰기\s?(?:없이|포함|있음)|붙여서|한글로|영타로|대문자|소문자"
)
# A rule or a question about passwords, not one handed over.
_RULE = re.compile(
    r"(?<![a-zà-ÿ])(?:must|should|(?:needs?|requires?|contains?|containing) (?:to|an?|one|both|at least|[0-9])|has to|"
    r"have to|required?|at least|enth(?:a|ä)lt|enthalten|contenir|contient|contener|contiene|muss|müssen|sollte|"
    r"mindestens|doit|doivent|"
    r"au moins|debe|deben|tiene que|al menos|requisit\w*|policy|richtlinie|politique|pol[íi]tica)(?![a-zà-ÿ])"
    r"|必须|至少|要|包含|应该|以上|必要|必須|含め|含む|べき|해야|야\s?(?:돼|해|됨|됩니다|합니다)|이상"
)
# The name is of something else that the password names ("password manager", "wifi name", "mot de passe oublié"), or a
# question ends before the instruction ("mot de passe oublié ? tape ton email en minuscules"): what follows is no value.
_OTHER_THING = re.compile(
    r"\s?(?:manager|hint|field|box|reset|polic\w*|rules?|requirements?|generator|strength|input|prompt|screen|page|"
    r"name|nombre|nom|ssid|network|red|netz|réseau|oubli[ée]e?|olvidad[oa]|vergessen|forgot(?:ten)?|"
    r"名前|名|이름|入力|입력)(?![a-zà-ÿ])"
)
_QUESTION_END = re.compile(r"[?？]")
_NAME = re.compile(rf"(?<![a-zà-ÿ])(?:{alternatives(PASSWORD_NAMES)})(?![a-zà-ÿ])")
# What may stand between the name and the instruction when no value is given: copulas, fillers, what it opens.
_FILLERS = word_set(
    """
    is its it's was the my our your his her their for of to just simply literally now also still
    es era la el mi tu su del de los las para ahora simplemente solo sólo también
    ist war der die das mein meine dein unser vom von für fürs einfach jetzt nur auch noch
    est c'est était le la les mon ma ton notre du des pour juste simplement maintenant aussi
    wifi wi-fi wlan router netflix login account cuenta compte konto
    """
)
_WORD = re.compile(r"[a-zà-ÿß][a-zà-ÿß'’-]*|[\uac00-\ud7af]{2,}|[\u3040-\u30ff\u4e00-\u9fff]{2,}|[0-9]+")
MOST_BETWEEN = 80  # characters from the name to the instruction


# A value shaped as a password, set off by spaces or punctuation: letters and digits mixed, six characters or more, or
# words joined by underscores ("croissant_du_dimanche, tout attaché"), which prose never writes.
_SHAPED_VALUE = re.compile(
    r"(?<![\w@./:-])(?:(?=[\w!#$%&*+.-]*[a-zà-ÿ])(?=[\w!#$%&*+.-]*[0-9])[\w!#$%&*+.-]{6,}|[a-zà-ÿ]{2,}(?:_[a-zà-ÿ]{2,})+)"
)
VALUE_BEFORE = 16  # characters from the end of such a value to the instruction
REPLY_CHARS = 280  # the longest reply read for a value no word names
# What is typed but no secret: a user name, a handle, an email, a gamer tag; a file, a folder or a channel, or a thing
# called so ("the channel is called game_night, all lowercase").
_TYPED_NAME = re.compile(
    r"user|usuario|benutzer|utilisateur|pseudo|handle|gamertag|nick|e-?mail|correo|ユーザー名|用户名|账号|아이디|닉네임|"
    r"(?<![a-zà-ÿ])(?:called|named|s'appelle|se llama|hei(?:ss|ß)t|files?|fichiers?|archivos?|datei|folder|dossier|"
    r"carpeta|ordner|channel|canal|kanal|salon|hashtag)(?![a-zà-ÿ])|ファイル|フォルダ|チャンネル|文件|频道|파일|폴더|채널"
)


def find_typed_value_reply(views: Views) -> str | None:
    """A value shaped as a password, then how to type it ("jaja es MORENA1990 todo en mayus", "c'est chouquette75 tout
    attaché", "Schnitzel4ever! mit Ausrufezeichen am Ende"): a reply that gives a password no word names, for nobody
    says how to type a value they have not just handed over. Not a user name or an email, a rule, or a question."""
    lowered = views.lowered
    if len(lowered) > REPLY_CHARS:  # a reply is short: a long text is read by the detectors that need a name
        return None
    instruction = _HOW_TO_TYPE.search(lowered)
    if instruction is None or _RULE.search(lowered) or _TYPED_NAME.search(lowered) or _QUESTION_END.search(lowered):
        return None
    start = max(0, instruction.start() - VALUE_BEFORE - 40)
    for value in bounded(_SHAPED_VALUE.finditer(lowered, start, instruction.start())):
        if instruction.start() - value.end() <= VALUE_BEFORE:
            return "password"
    return None


def find_typed_password(views: Views) -> str | None:
    """A password named, a word of its value, then how to type it, in one message that sets no rule and asks nothing."""
    lowered = views.lowered
    if not may_name_a_secret(lowered):  # a few substring tests before any pattern reads the text
        return None
    instruction = _HOW_TO_TYPE.search(lowered)
    if instruction is None or _RULE.search(lowered) or "?" in lowered[instruction.end() :] or "？" in lowered:
        return None
    for name in bounded(_NAME.finditer(lowered, 0, instruction.start())):
        between = lowered[name.end() : instruction.start()]
        if len(between) > MOST_BETWEEN or _OTHER_THING.match(between) or _QUESTION_END.search(between):
            continue
        if any(len(word) > 2 and word not in _FILLERS and not word.isdigit() for word in _WORD.findall(between)):
            return "password"
    return None
