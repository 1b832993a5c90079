"""A passphrase given in quotes: a phrase of ordinary words is its whole strength, so no shape gives it away.

"la frase de paso del gestor es 'gato naranja duerme en tejado'", "die Passphrase ist 'grüner Igel tanzt im Regen'",
"금고 암호문은 '바다거북이춤춘다'야": only a name that means a secret phrase (not "password", whose quoted value is as
often a description, "'the usual one'"), then within its clause a quoted phrase of two words or more, or of five
characters or more of a script written without spaces.
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


def find_quoted_passphrase(views: Views) -> str | None:
    """A name of a secret phrase, then in its clause a quoted phrase (not a hint's)."""
    lowered = views.lowered
    for name in bounded(_PASSPHRASE.finditer(lowered)):
        rest = views.folded[name.end() : name.end() + WINDOW + 90]
        end = _CLAUSE_END.search(rest)
        clause = rest[: end.start() if end else len(rest)]
        quoted = _QUOTED.search(clause)
        if quoted is None or quoted.start() > WINDOW or _HINT.search(clause[: quoted.start()].lower()):
            continue
        phrase = quoted.group("phrase").strip()
        if len(phrase.split()) >= 2 or _SPACELESS_SCRIPT.fullmatch(phrase):
            return "passphrase"
    return None
