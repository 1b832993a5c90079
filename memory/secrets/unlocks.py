"""A number that opens something, said with the verb instead of the word "code".

"the key safe opens with 2906", "press 2580 to get in", "Handy entsperren: 120463", "2906 で開く",
"잠금 해제 120463", "解锁是 120463": no word names a code, the verb of opening, unlocking or
getting in does. A number of four to eight digits (maybe spaced or dashed, maybe ending in "#")
stands right after the verb and its "with", or right before "to open" and its likes. After the
verb it must end the phrase ("opens with 2024 new works" counts works, opens nothing).
"""

from __future__ import annotations

import re

from .views import Views, bounded

_VALUE = r"(?P<v>[*#]?[0-9](?:[ \-]?[0-9]){3,7}[#*]?)(?![0-9])"
# The number ends its phrase: punctuation, the end, or a word that joins the next phrase.
_ENDS = r"(?=\s*(?:$|[.,;!?)\n、。，！？]|(?:and|then|btw|und|dann|auf|rein|y|luego|et|puis)(?![a-zà-ÿ])))"
_LATIN_VERB_FIRST = (
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
)
_VERB_FIRST = re.compile(rf"(?<![a-zà-ÿ])(?:{_LATIN_VERB_FIRST})\s{{0,2}}{_VALUE}{_ENDS}")
# The number, then what it is for: "press 2580 to get in", "tape 1357 pour entrer", "marca 1357 para entrar".
_VALUE_FIRST = re.compile(
    r"(?:press|enter|type|dial|punch|use|try|tape|tapez|compose|utilise|marca|marque|teclea|introduce|usa|drück|tipp|"
    rf"gib|nimm|benutze)\s{_VALUE}\s"
    r"(?:to (?:get in|open|unlock|disarm|enter|turn off the alarm)|pour (?:entrer|ouvrir|déverrouiller)|"
    r"para (?:entrar|abrir|desbloquear)|zum (?:öffnen|reinkommen|entsperren)|um reinzukommen)"
)
# Japanese, Korean and Chinese: the verb after the number ("2906 で開く", "2906으로 열려", "2906 就能打开"), or
# the act of unlocking before it ("ロック解除は 120463", "잠금 해제 120463", "解锁是 120463").
_CJK_AFTER = re.compile(
    rf"{_VALUE}\s?(?:で|を押して|押して|を入れて|入れて|(?:으)?로|누르고|누르면|입력하면|就能|就可以|可以|能)\s?"
    r"(?:開(?!催|発|始|店|幕|業)|あ[くけ]|解除|解錠|開錠|入れ(?!替)|入っ|入る|열|들어|해제|开门|打开|解锁|开锁|进(?![步行化展口入]))"
)
_CJK_BEFORE = re.compile(
    rf"(?:ロック解除|解錠|開錠|잠금\s?해제|解锁|开锁|开门)\s?(?:は|는|은|是|:|：|用|输入|番号は?)?\s?{_VALUE}"
)
_CUES = (
    "with", " in", "unlock", "disarm", " mit", "entsperr", " con", "desbloque", "avec", "déverrouill", " to ",
    " pour ", " para ", " zum ", " um ", "開", "あ", "解除", "解錠", "入", "열", "들어", "해제", "开", "解锁", "进",
)  # fmt: skip


def find_opening_number(views: Views) -> str | None:
    """A number of four to eight digits that the message says opens, unlocks or lets one in."""
    lowered = views.lowered
    if not any(cue in lowered for cue in _CUES):
        return None
    patterns = (_VERB_FIRST, _VALUE_FIRST) if lowered.isascii() else (_VERB_FIRST, _VALUE_FIRST, _CJK_AFTER, _CJK_BEFORE)
    for pattern in patterns:
        for match in bounded(pattern.finditer(lowered)):
            digits = match.group("v").strip("*#").replace(" ", "").replace("-", "")
            if 4 <= len(digits) <= 8:
                return "access code"
    return None
