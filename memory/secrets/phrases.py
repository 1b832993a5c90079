"""A passphrase given in quotes: a phrase of ordinary words is its whole strength, so no shape gives it away.

"la frase de paso del gestor es 'gato naranja duerme en tejado'", "die Passphrase ist 'grüner Igel tanzt im Regen'",
"금고 암호문은 '바다거북이춤춘다'야": only a name that means a secret phrase (not "password", whose quoted value is as
often a description, "'the usual one'"), and within its clause a quoted phrase of two words or more, or of five
characters or more of a script written without spaces, after the name or right before it ("«tres gatos comen pizza
fría» es la frase de paso"); or after the name and a colon, three words or more joined by hyphens ("phrase secrète :
les-chats-dorment-sous-la-pluie").
"""

from __future__ import annotations

import re

from .stated import WINDOW  # characters after the name in which the quoted phrase must start
from .views import Views, bounded

_PASSPHRASE = re.compile(
    r"pass ?phrase|passsatz|frase (?:de paso|secreta|de contraseña)|phrase (?:secrète|secrete|de passe)|"
    r"パスフレーズ|암호문|密码短语|口令短语"
)
_QUOTED = re.compile(r"['\"‘“„‚「『«]\s?(?P<phrase>[^'\"’”“‘」』»\n]{5,80}?)\s?['\"’”“‘」』»]")
_CLAUSE_END = re.compile(r"[.!?。！？\n]\s")
_HINT = re.compile(r"hint|pista|indice|hinweis|tipp|ヒント|힌트|提示")
_SPACELESS_SCRIPT = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{5,}")
_HYPHENED_AFTER_COLON = re.compile(r"^[^:：\n]{0,40}[:：]\s*[a-zà-ÿ]{2,}(?:-[a-zà-ÿ]{2,}){2,}(?![\w-])")
# A phrase quoted first, the name at most a copula and an article after it ("«…» es la frase de paso", "'…' is the").
_QUOTED_FIRST = re.compile(_QUOTED.pattern + r"[^\n'\"’”“‘」』»]{0,15}$")
_BEFORE = 100  # characters before the name read for a phrase quoted first


def find_quoted_passphrase(views: Views) -> str | None:
    """A name of a secret phrase, then in its clause a quoted phrase (not a hint's)."""
    lowered = views.lowered
    for name in bounded(_PASSPHRASE.finditer(lowered)):
        rest = views.folded[name.end() : name.end() + WINDOW + 90]
        end = _CLAUSE_END.search(rest)
        clause = rest[: end.start() if end else len(rest)]
        if _HYPHENED_AFTER_COLON.search(clause):
            return "passphrase"
        quoted = _QUOTED.search(clause)
        hinted = quoted is not None and _HINT.search(clause[: quoted.start()].lower()) is not None
        if quoted is not None and quoted.start() <= WINDOW and not hinted and _a_phrase(quoted.group("phrase")):
            return "passphrase"
        before = _CLAUSE_END.split(views.folded[max(0, name.start() - _BEFORE) : name.start()])[-1]
        if (quoted := _QUOTED_FIRST.search(before)) is not None and _a_phrase(quoted.group("phrase")):
            return "passphrase"
    return None


def _a_phrase(quoted: str) -> bool:
    """Two words or more, or five letters or more of a script written without spaces."""
    phrase = quoted.strip()
    return len(phrase.split()) >= 2 or _SPACELESS_SCRIPT.fullmatch(phrase) is not None
