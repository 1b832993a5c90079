"""A number that opens something, said with the verb instead of the word "code".

"the key safe opens with 2906", "press 2580 to get in", "Handy entsperren: 120463", "2906 で開く",
"잠금 해제 120463", "解锁是 120463": no word names a code, the verb of opening, unlocking or
getting in does. A number of four to eight digits (maybe spaced or dashed, maybe ending in "#")
stands right after the verb and its "with", or right before "to open" and its likes ("dial 7302
then # to get in", "7302 und dann # drücken, um ins Haus zu kommen"). After the verb it must end
the phrase ("opens with 2024 new works" counts works, opens nothing).
"""

from __future__ import annotations

import re
from itertools import chain, islice, pairwise

from .views import MAX_CANDIDATES, Views, alternatives

# A number of four to eight digits, maybe spaced or dashed, maybe with "*" or "#": each is read with its context.
_NUMBER = re.compile(r"(?<![0-9])[*#]?[0-9](?:[ \-]?[0-9]){3,7}[#*]?(?![0-9])")
_DIGITS = re.compile(r"[0-9][ \-]?[0-9]")  # a class first: scanned fast, and no number without it
BEFORE, AFTER = 48, 48  # characters read before and after each number
# The number ends its phrase: punctuation, the end, or a word that joins the next phrase.
_ENDS = re.compile(
    r"\s*(?:$|[.,;!?)\n、。，！？]|(?:and|then|btw|und|dann|auf|rein|y|luego|et|puis)(?![a-zà-ÿ])|"
    # where it is keyed in: "se abre con el 0 8 1 5 en el teclado", "s'ouvre avec 8531 sur le boîtier"
    r"(?:on|at|en|sur|an|am) (?:the|el|la|le|dem|der) (?:keypad|pad|panel|box|teclado|panel|bo[îi]tier|clavier|digicode|"
    r"tastenfeld|tableau)\b)"
)
_VERB_BEFORE = re.compile(
    r"(?<![a-zà-ÿ])(?:"
    # English: "opens with 2906", "unlock it with 4471", "punch in 4490", "disarm: 7731"
    r"(?:opens?|unlocks?|disarms?|gets? you in)(?:\s(?:it|them|the \w+))?\swith(?:\s(?:the\s)?code)?"
    r"|(?:punch|key|tap)\sin|unlock(?:ing)?\s(?:the\s|my\s|his\s|her\s)?\w+\s?:|disarm\s?:"
    # German: "geht mit 2906 auf", "öffnet mit 2906", "Handy entsperren: 120463"
    r"|(?:geht|öffnet|öffnen|entsperrt|entsperren|aufmachen)\smit|entsperren\s?:|entsperrt\s?:"
    # Spanish: "se abre con 2906", "desbloquear el móvil: 120463"
    r"|(?:se\s)?(?:abre|abren|desbloquea|desbloquear|desactiva|desactivar)(?:\s\w+){0,3}\scon(?:\sel)?"
    r"|desbloquear(?:\s\w+){0,4}\s?:"
    # French: "s'ouvre avec 2906", "déverrouiller le téléphone : 120463"
    r"|(?:s'ouvre|ouvre|déverrouille|déverrouiller|désactive|désactiver)(?:\s\w+){0,3}\savec(?:\sle)?"
    r"|déverrouiller(?:\s[\w']+){0,4}\s?:"
    r")\s{0,2}$"
)
# The number, then what it is for: "press 2580 to get in", "tape 1357 pour entrer", "marca 1357 para entrar".
_PRESS_BEFORE = re.compile(
    r"(?<![a-zà-ÿ])(?:press|enter|type|dial|punch|use|try|tape|tapez|compose|utilise|marca|marque|teclea|introduce|usa|"
    r"drück|tipp|gib|nimm|benutze)\s$"
)
_TO_OPEN_AFTER = re.compile(
    r"\s(?:(?:then|and then|und dann|puis|luego|y luego)\s[#*]\s)?"  # "dial 7302 then # to get in"
    r"(?:to (?:get in|open|unlock|disarm|enter|turn off the alarm)|pour (?:entrer|ouvrir|déverrouiller)|"
    r"para (?:entrar|abrir|desbloquear)|zum (?:öffnen|reinkommen|entsperren)|um reinzukommen)"
)
# Japanese, Korean and Chinese: the verb after the number ("2906 で開く", "2906으로 열려", "2906 就能打开"), or
# the act of unlocking before it ("ロック解除は 120463", "잠금 해제 120463", "解锁是 120463").
_CJK_OPENS_AFTER = re.compile(
    r"\s?(?:で|を押して|押して|を入れて|入れて|(?:으)?로|누르고|누르면|입력하면|就能|就可以|可以|能)\s?"
    r"(?:開(?!催|発|始|店|幕|業)|あ[くけ]|解除|解錠|開錠|入れ(?!替)|入っ|入る|열|들어|해제|开门|打开|解锁|开锁|进(?![步行化展口入]))"
)
_CJK_UNLOCK_BEFORE = re.compile(
    r"(?:ロック解除|(?:スマホ|携帯|ケータイ|iphone|アイフォン|パソコン|pc|画面)の?ロック|(?:폰|핸드폰|휴대폰|아이폰)\s?잠금|解錠|開錠|잠금\s?해제|解锁|开锁|开门)"
    r"\s?(?:は|는|은|是|:|：|用|输入|番号は?)?\s?$"
)


# The number, then the key to press and what it is for: "7302 und dann # drücken, um ins Haus zu kommen".
_PRESS_AFTER = re.compile(
    r"[^.!?\n]{0,16}?(?:drücken|eingeben|tippen|press|enter|marca|pulsa|appuie|tape)[,]?\s"
    r"(?:to get in|um (?:rein|ins \w+ )zu ?kommen|para entrar|pour entrer)"
)


def _opens(before: str, after: str) -> bool:
    """Whether the words around a number say it opens something."""
    if _VERB_BEFORE.search(before) and _ENDS.match(after):
        return True
    if (_PRESS_BEFORE.search(before) and _TO_OPEN_AFTER.match(after)) or _PRESS_AFTER.match(after):
        return True
    return not (before.isascii() and after.isascii()) and (
        _CJK_OPENS_AFTER.match(after) is not None or _CJK_UNLOCK_BEFORE.search(before) is not None
    )


def find_opening_number(views: Views) -> str | None:
    """A number of four to eight digits that the message says opens, unlocks or lets one in.

    Each number is read with a few words around it, so the cost is the numbers' (a message of many numbers, a
    table, is read for its first MAX_CANDIDATES: a list of figures is no reason to refuse it as a dump).
    """
    lowered = views.lowered
    if _DIGITS.search(lowered) is None:
        return None
    for number in islice(_NUMBER.finditer(lowered), MAX_CANDIDATES):
        if _opens(lowered[max(0, number.start() - BEFORE) : number.start()], lowered[number.end() : number.end() + AFTER]):
            return "access code"
    return None


# Four to eight single digits, each set off by one mark ("2-6-0-4", "7・3・0・9", "1·9·7·5"): how a code is read out to be
# keyed digit by digit. Phone numbers, dates, scores and ISBNs group their digits; versions use dots, left out here.
_KEYED = re.compile(r"(?<![0-9\-・·])[0-9]([\-・·])[0-9](?:\1[0-9]){2,6}(?![0-9\-・·])")


def find_keyed_code(views: Views) -> str | None:
    """Single digits set off one by one: a code read out to be keyed in (not a team's formation, 4-2-3-1)."""
    folded = views.folded
    if not any(mark in folded for mark in "-・·"):
        return None
    return "access code" if any(not _formation(m.group(0)) for m in _KEYED.finditer(folded)) else None


def _formation(run: str) -> bool:
    """Ten outfield players in lines of one to five: how football formations are written (4-2-3-1, 3-4-1-2)."""
    digits = [int(c) for c in run if c.isdigit()]
    return sum(digits) == 10 and all(1 <= d <= 5 for d in digits)


# A dial lock's combination: turns to one side and the other, each with its number ("右に15、左に32、右に8",
# "R 36 - L 12 - R 75", "derecha 10, izquierda 24, derecha 3", "rechts 12, links 30, rechts 5", "오른쪽 15 왼쪽 32 오른쪽 8",
# "좌로 15 우로 82 좌로 40"). Chinese, Japanese and Korean may say the turning between side and number ("左转三圈到28",
# "右に回して15"): up to five of their letters (no digit, no punctuation), and a step may start "then" ("再", "最后",
# "最後右で09").
_RIGHT = ("right", "r", "derecha", "dcha", "rechts", "droite", "右", "오른쪽", "우로", "우측")
_LEFT = ("left", "l", "izquierda", "izq", "links", "gauche", "左", "왼쪽", "좌로", "좌측")
_LATIN_SIDES = "|".join(side for side in (*_RIGHT, *_LEFT) if side.isascii())
_TURN = rf"(?<![a-zà-ÿ])(?:{_LATIN_SIDES})(?![a-zà-ÿ])|" + "|".join(side for side in (*_RIGHT, *_LEFT) if not side.isascii())
# A step may say how many turns before its number ("右に3回まわして47", "left 2 turns to 15", "오른쪽으로 두 바퀴 돌려 24").
_TURNS = (
    r"(?:[0-9]\s?(?:回|周|圈|바퀴|times?|turns?|vueltas?|mal|tours?)\s?[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{0,5}\s?"
    r"(?:(?:to|a|à|auf)\s)?)?"
)
_DIAL_STEP = (
    rf"(?:{_TURN})\s{{0,2}}(?:(?:to|a|à|auf|へ|に|へと|으로|로|쪽으로)\s{{0,2}}|[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{{1,5}}\s?)?"
    rf"{_TURNS}"
    r"[0-9]{1,2}(?![0-9])(?!\s?(?:st|nd|rd|th|h|e)\b)"  # a number, not an ordinal ("left at 3rd")
)
# Or each number before its side, as Spanish and French say it ("27 a la derecha, 04 a la izquierda", "15 à droite").
_NUMBER_THEN_SIDE = rf"(?<![0-9])[0-9]{{1,2}}\s{{0,2}}(?:(?:to the|a la|à|nach)\s{{1,2}})?(?:{_TURN})"
_THEN = r"\W{1,4}(?:then\s|dann\s|luego\s|puis\s|y\s|und\s|et\s|再|然后|最后|次に?|最後に?|다음|그다음|다시\s?|また)?"
# Or the turns counted before the side ("3× rechts auf 42", "2 times left to 17"), read only with a side's word in the
# text: a count's digit would open a try at every digit of a long number.
_COUNT = r"[0-9]\s?(?:×|x|mal|times?|fois|veces)\s?"
_SIDE_FIRST_DIAL, _NUMBER_FIRST_DIAL = (re.compile(rf"{step}(?:{_THEN}{step}){{2,}}") for step in (_DIAL_STEP, _NUMBER_THEN_SIDE))
_COUNTED_DIAL = re.compile(rf"{_COUNT}{_DIAL_STEP}(?:{_THEN}(?:{_COUNT})?{_DIAL_STEP}){{2,}}")
# A side said in a word of its own, tested as a substring before the number-first pattern reads a long text.
_SIDE_WORDS = (
    "right",
    "left",
    "derecha",
    "izquierda",
    "droite",
    "gauche",
    "rechts",
    "links",
    "右",
    "左",
    "오른",
    "왼",
    "우로",
    "좌로",
)


def find_dial_combination(views: Views) -> str | None:
    """Three turns or more of a dial, to alternate sides, each with its number: the combination of a lock or a safe."""
    lowered = views.lowered
    sided = any(side in lowered for side in _SIDE_WORDS)
    dials = (_SIDE_FIRST_DIAL, _NUMBER_FIRST_DIAL, _COUNTED_DIAL) if sided else (_SIDE_FIRST_DIAL,)
    for dial in dials:
        for found in dial.finditer(lowered):
            sides = re.findall(_TURN, found.group())
            if all(_side(a) != _side(b) for a, b in pairwise(sides)):
                return "access code"
    return None


def _side(turn: str) -> bool:
    return turn in _RIGHT


def _naming(latin: tuple[str, ...], other: tuple[str, ...]) -> re.Pattern[str]:
    """Any of the names: a Latin one as a word of its own, one in another script anywhere."""
    return re.compile(rf"(?<![a-zà-ÿ])(?:{alternatives(latin)})(?![a-zà-ÿ])|{alternatives(other)}")


# A lock keyed by a code, not by a key: a padlock, a keypad, a safe, a door or smart lock, a parental control. A
# closed class in each language; a locker is not among them (it has a number: "my locker is 212"), nor English
# "safe" and "lock", which are also an adjective and a verb.
_LATIN_LOCKS = (
    "padlock", "keypad", "combination lock", "door lock", "smart lock", "candado", "cerradura", "caja fuerte", "teclado",
    "zahlenschloss", "vorhängeschloss", "tresor", "tastenfeld", "türschloss", "cadenas", "coffre", "coffre-fort",
    "clavier", "digicode", "serrure", "parental control", "parental controls", "control parental", "contrôle parental",
    "kindersicherung",
)  # fmt: skip
_OTHER_LOCKS = (
    "金庫", "テンキー", "スマートロック", "ダイヤル錠", "南京錠", "도어락", "자물쇠", "금고", "번호키", "密码锁", "保险箱",
    "保险柜", "门锁", "家长模式", "家长控制", "ペアレンタルコントロール", "자녀 보호", "자녀보호", "🔒", "🔐",
)  # fmt: skip
_LOCKS = _LATIN_LOCKS + _OTHER_LOCKS
_CODE_LOCK = _naming(_LATIN_LOCKS, _OTHER_LOCKS)
# Its code as keyed: three to eight digits one by one or in pairs, set off by a dash, a space, a dot or "・"
# ("5-2-7", "0 - 4 - 9 - 1", "9 3 1 8 6", "31.08.64"), or four to eight together; not an amount, a time, a date, a
# floor, a room or a model.
_KEYED_DIGITS = re.compile(
    r"(?<![0-9.,:])(?:[0-9]{1,2}(?:\s?[\-.・]\s?[0-9]{1,2}|\s[0-9]{1,2}){2,7}|[0-9]{4,8})(?![0-9]|[.,:][0-9]|\s?(?:€|\$|%|円|元|원|유로|"
    r"yen|euros?|dollars?|kg|km|m²|cm|号室|階|층|호|번|楼|层|号|年|月|日|년|월|일|款|型|モデル|모델|h\b|uhr|時|点|시))"
)
# A year after a word of time: "the padlock I bought in 2019", "seit 2021", "depuis 2020".
_YEAR = re.compile(r"(?:in|since|en|desde|im|seit|von|depuis|de)\s(?:19|20)[0-9]{2}$")
LOCK_SPAN = 40  # how far after the lock's name its code may stand


# A way in or an alarm that a keypad beside it opens or silences: a door, a gate, an entrance, an alarm panel. Latin
# words stand alone; each is also tested as a substring before the pattern reads a long text.
_LATIN_ENTRANCES = (
    "door", "gate", "entrance", "alarm", "alarme", "garage", "barrier", "porte", "portail", "barrière", "puerta", "portal",
    "portón", "alarma", "garaje", "barrera", "tür", "haustür", "tor", "hoftor", "alarmanlage", "tiefgarage", "schranke",
)  # fmt: skip
_OTHER_ENTRANCES = (
    "门", "车库", "道闸", "ドア", "玄関", "エントランス", "オートロック", "アラーム", "車庫", "ガレージ", "현관", "대문", "경보",
    "차고", "차단기", "报警器", "警报", "警報", "セコム", "세콤", "캡스",  # an alarm, or a home security service's panel
)  # fmt: skip
_ENTRANCES = _LATIN_ENTRANCES + _OTHER_ENTRANCES
_ENTRANCE = _naming(_LATIN_ENTRANCES, _OTHER_ENTRANCES)
# A code keyed on it: a verb of keying right before the digits, in the imperatives of tú, usted and vous too ("punch
# 6620", "按 3 6 9 2", "tippe 4711 ein", "teclee 8 2 6 1"), or, in Japanese, Korean and German, right after them
# ("1234を押して", "1234 누르고", "5207 tippen").
_KEYED_BEFORE = re.compile(
    r"(?:(?<![a-zà-ÿ])(?:punch(?:\s+in)?|key\s+in|type|enter|tap|press|tapes?|tapez|compose[sz]?|tipp(?:e|st)?|"
    r"drück(?:e|st)?|marca|marque|teclea|teclee|pulsa|pulse|introduce|introduzca|entrez|saisissez)|按|输入)\s{0,2}$"
)
_KEYED_AFTER = re.compile(r"\s{0,2}(?:を|と|して)?\s{0,2}(?:押|入力|누르|눌러|입력|(?:ein)?tippen|eingeben|drücken)")
KEYED_SPAN = 12  # how far before the digits the verb of keying may end
# What is keyed into a field: "enter 2024 in the form", "tippe 1990 als Jahr ein".
_INTO_A_FIELD = re.compile(r"\s+(?:in|into|as|for|im|ins|als|en|dans|como)(?![a-zà-ÿ])")


# A door's keypad code with a letter key, as French digicodes have: "B7214", "4821A".
_LETTERED = re.compile(r"(?<![\w])(?:[a-d][0-9]{3,6}|[0-9]{3,6}[a-d])(?![\w])")


def find_keyed_entrance_code(views: Views) -> str | None:
    """Digits keyed on a door, a gate or an alarm, named anywhere in the message: "if the alarm starts beeping, punch
    6620 and hit OFF", "楼下大门按 3 6 9 2 再按井号", "玄関は 4821 を押して"; "press 1 for English" names no door, and
    "enter 2024 in the form" fills a field."""
    lowered = views.lowered
    if not any(word in lowered for word in _ENTRANCES) or not _ENTRANCE.search(lowered):
        return None
    codes = chain(_KEYED_DIGITS.finditer(lowered), _LETTERED.finditer(lowered))
    for code in islice(codes, MAX_CANDIDATES):
        before = _KEYED_BEFORE.search(lowered, max(0, code.start() - KEYED_SPAN), code.start())
        if (before or _KEYED_AFTER.match(lowered, code.end())) and not _INTO_A_FIELD.match(lowered, code.end()):
            return "access code"
    return None


# A locker has a number ("my locker is 212"); what opens one is keyed in parts: "gym locker 🔒 12-38-07",
# "ロッカー🔑 0 7 2 9", "사물함 🔢 3 9 1 7".
_LATIN_LOCKERS = ("locker", "casillero", "taquilla", "spind", "schließfach", "casier", "consigne")
_OTHER_LOCKERS = ("ロッカー", "사물함", "락커", "储物柜", "存包柜", "更衣柜")
_LOCKERS = _LATIN_LOCKERS + _OTHER_LOCKERS
_LOCKER = _naming(_LATIN_LOCKERS, _OTHER_LOCKERS)
_KEYED_IN_PARTS = re.compile(r"(?<![0-9.,:])[0-9]{1,2}(?:\s?[\-.・]\s?[0-9]{1,2}|\s[0-9]{1,2}){2,7}(?![0-9]|[.,:][0-9])")


# A locker's combination set to a number: "Spind … auf 315 gestellt", "사물함 3952로 해놨어", "ロッカー…5812 にしといた",
# "set the locker to 4471", "储物柜密码设成 2580". A locker's own number ("my locker is 212") is set to nothing.
_SET_NUMBER = re.compile(
    r"(?:\bset (?:it |the code |the combo |the lock )?(?:to|at) |\bauf |\bsur |设成|设为|设置成|改成)"
    r"\s?(?P<before>[0-9]{3,6})(?![0-9])|"
    r"(?<![0-9])(?P<after>[0-9]{3,6})\s?(?:\s(?:eingestellt|gestellt)|으?로\s?(?:해|맞춰|설정|바꿔)|\s?に\s?(?:し|設定|変え))"
)


def find_lock_code(views: Views) -> str | None:
    """A code right after the name of a lock that is keyed by one: "el buzón tiene candado de números: 5-2-7",
    "金庫の番号は 31.08.64", "도어락 비번 바꿨대. 40827 누르고"; or keyed in parts after a locker's, or set as a locker's
    combination ("Spind im Schwimmbad hab ich auf 315 gestellt")."""
    lowered = views.lowered
    for names, pattern, digits in ((_LOCKS, _CODE_LOCK, _KEYED_DIGITS), (_LOCKERS, _LOCKER, _KEYED_IN_PARTS)):
        if not any(name in lowered for name in names):  # a substring test first: fast on a long text
            continue
        for lock in islice(pattern.finditer(lowered), MAX_CANDIDATES):
            code = digits.search(lowered, lock.end(), lock.end() + LOCK_SPAN)
            if code and not _YEAR.search(lowered, max(0, code.start() - 8), code.end()):
                return "access code"
            if digits is _KEYED_IN_PARTS and _SET_NUMBER.search(lowered, lock.end(), lock.end() + LOCK_SPAN):
                return "access code"
    return None
