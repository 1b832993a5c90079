"""A password that is a plain word, given after a copula in Spanish, German, French or Korean.

"la contraseña del wifi es girasol", "das WLAN-Passwort ist Sonnenblume", "le mdp c'est tournesol",
"비밀번호는 하늘바다야": nothing in the value's shape marks it (no digit, no symbol), so only the
sentence's structure can: a word that names a password, maybe what it opens ("del wifi", "für das
Gäste-WLAN"), a copula, then one word that ends the clause. English, Chinese and Japanese have theirs
in `words`. What such a word is not: a word that describes a password (a closed class per language:
"incorrecta", "abgelaufen", "obligatoire", "비밀"), a participle ("cambiada", "geändert", "expiré"),
a pronoun or a question ("quoi", "뭐"), or the start of a longer clause ("est sur le frigo": a
preposition follows the copula, so no single word ends the clause).
"""

from __future__ import annotations

import re

from ..text import EMOJI
from .views import Views, bounded
from .words import is_placeholder

# The name, what it opens in at most three words, the copula; then the value and the end of its clause.
_OPENS = (
    r"(?:\s(?:del?|de la|de l'|de mi|de tu|de su|du|des|für|fürs|vom|von|zum|zur|im|of|pour|para)"
    r"\s[^\s,.;:!?]{1,30}(?:\s[^\s,.;:!?]{1,30}){0,2}?)?"
)
_LATIN = re.compile(
    r"(?<![\w-])(?P<name>contraseña|contrasena|clave|[\w-]*passwort|[\w-]*kennwort|mot de passe|mdp)"
    + _OPENS
    + r"\s?,?\s(?P<copula>es|era|será|sigue siendo|ist|lautet|war|ist jetzt|lautet jetzt|est|c'est|c’est|était|sera)"
    r"\s(?:(?:einfach|nur|juste|tout simplement|simplement|simplemente|solo|sólo)\s)?"  # "ist einfach 'gummibaer'"
    # a value in quotes is set off by them ("es 'mariposa' tal cual"); one without ends its clause
    r"(?P<value>[«“\"'‘][^\W\d_][\w-]{3,30}[»”\"'’](?=[\s.,;!?…)]|$)|"
    rf"[^\W\d_][\w-]{{3,30}}(?=\s*(?:$|[.,;!?…)\n]|[{EMOJI}])))"
)
_HANGUL = re.compile(
    r"(?:비밀번호|비번|암호|패스워드)(?:(?P<topic>는|은|:)\s?|(?:이|가)\s?|\s)(?P<value>[가-힣]{2,10}?)"
    rf"(?P<copula>이야|야|예요|이에요|에요|입니다|이다|임|이고|이니까|이니)?(?P<end>\s*(?:$|[.,;!?…~)\n]|[ㅋㅎ]|[{EMOJI}]))"
)

# Words that describe a password or say where it is, not a value: a closed class per language.
_DESCRIBING_WORDS = """
    incorrecta incorrecto correcta correcto errónea erronea falsa nueva nuevo vieja viejo antigua larga corta fácil facil
    difícil dificil segura seguro débil debil fuerte obligatoria obligatorio necesaria secreta privada igual misma mismo
    otra otro distinta válida valida inválida invalida temporal provisional larguísima cortísima complicada sencilla
    buena mala rara esta ésta aquella cual cuál esa ésa siempre ahora aquí allí abajo arriba todo nada ninguna
    falsch richtig korrekt neu alt lang kurz einfach schwer sicher unsicher schwach stark geheim privat gleich dieselbe
    dasselbe derselbe anders gültig ungültig nötig notwendig abgelaufen leer vorläufig temporär kompliziert
    welches welcher welche dieses diese immer jetzt hier dort unten oben alles nichts keins keine pflicht
    faux fausse incorrect incorrecte correct correcte nouveau nouvelle ancien ancienne long longue court courte facile
    difficile sécurisé sûr faible fort forte obligatoire nécessaire secret secrète privé privée pareil même différent
    différente valide invalide temporaire provisoire compliqué simple quoi lequel laquelle celui celle toujours
    maintenant ici dessous dessus tout rien aucun
"""
_DESCRIBING = frozenset(_DESCRIBING_WORDS.split())
_PARTICIPLE = re.compile(r"(?:ad[oa]s?|id[oa]s?|ée?s?|iert|ert|ge\w+(?:t|en))$")
_HANGUL_DESCRIBING_WORDS = (
    "비밀 생일 뭐 뭔지 모름 몰라 공지 동일 똑같 그대로 기억 변경 변경됨 초기화 틀림 틀렸 맞아 같아 같음 없음 없어 있음 있어 "
    "아래 위에 여기 저기 거기 카톡 문자 메일 단톡 단톡방 설명 참고 필수 영문 숫자 특수문자 자리"
)
_HANGUL_DESCRIBING = tuple(_HANGUL_DESCRIBING_WORDS.split())
# How a Korean verb or adjective ends its clause ("바뀌었어", "잊어줘", "바뀌었대", "몰라"): a value given bare (no copula)
# ends in none of these. A syllable before a final 다 that is closed or a verb's stem makes a verb ("있다", "한다").
_HANGUL_VERB_END = re.compile(r"[어아요지네죠줘려대래해자까냐니게고서며면군걸데봐와라세함됨음]$")
_VERB_BEFORE_DA = frozenset("하되이주보나가오그났르")
# A case particle closes a noun that the clause goes on from ("냉장고에", "문자로"): no value ends there.
_HANGUL_PARTICLE_END = re.compile(r"(?:에|에서|으로|로|를|을|의|와|과|도|만|랑|이랑|한테|께)$")
_JONGSEONG_MIEUM = 16  # a syllable closed by ㅁ: a verb made a noun ("바꿈", "까먹음"), no value
# "clave" is also "the key to" something ("la clave es paciencia"): a password only where an account or a network is named.
_CLAVE_CONTEXT = (
    "wifi", "wi-fi", "red ", "router", "cuenta", "correo", "acceso", "app", "banco", "portátil", "ordenador", "móvil",
)  # fmt: skip


def find_plain_word_password(views: Views) -> str | None:
    """A password that is one plain word after a copula: "mi contraseña es girasol", "비번은 하늘바다야"."""
    lowered = views.lowered
    if any(name in lowered for name in ("contrase", "clave", "passwort", "kennwort", "mot de passe", "mdp")):
        for match in bounded(_LATIN.finditer(lowered)):
            if match.group("name") == "clave" and not any(word in lowered for word in _CLAVE_CONTEXT):
                continue
            if _plain_value(match.group("value"), views.folded[match.start("value") : match.end("value")]):
                return "password"
    if any(name in lowered for name in ("비밀번호", "비번", "암호", "패스워드")):
        for match in bounded(_HANGUL.finditer(lowered)):
            value = match.group("value")
            if value.startswith(_HANGUL_DESCRIBING) or _HANGUL_PARTICLE_END.search(value):
                continue
            if (match.group("copula") or match.group("topic")) and not _verb_like(value):
                return "password"
    return None


def _plain_value(value: str, as_typed: str) -> bool:
    """A word that can be a password: not a describing word, a participle or a template's blank."""
    bare = value.strip("«»“”\"'‘’")
    if bare in _DESCRIBING or is_placeholder(bare):
        return False
    quoted = bare != value
    capitalised = as_typed.strip("«»“”\"'‘’")[:1].isupper()
    return quoted or capitalised or not _PARTICIPLE.search(bare)


def _verb_like(word: str) -> bool:
    """A Korean word that ends as a verb or an adjective does, or as a verb made a noun ("바꿈")."""
    if _HANGUL_VERB_END.search(word) or _final_consonant(word[-1]) == _JONGSEONG_MIEUM:
        return True
    return word.endswith("다") and len(word) > 1 and (_final_consonant(word[-2]) != 0 or word[-2] in _VERB_BEFORE_DA)


def _final_consonant(syllable: str) -> int:
    return (ord(syllable) - 0xAC00) % 28
