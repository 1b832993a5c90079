"""A password with emoji inside it: "🍙onigiri🍙55", "⚽realmadrid⚽14", "🐯tiger🐯77", "tonkatsu🐷LOVE".

Sites and consoles take emoji in a password, and people who chose one say so ("ゲームのパス絵文字入りなんだよ",
"la contraseña de la play lleva emoji"). The value is no word the other detectors read: its letters and digits are
split by the emoji. An emoji set between letters and digits of one token, with no space, is that shape; prose puts a
space around an emoji ("I love ⚽ and 🍕"), and a hashtag or a name glued to one has no digits and one case
("🎉party🎉"). It is a password only where the message names one (`names_a_password`).
"""

from __future__ import annotations

import re

from .stated import names_a_password, password_value
from .views import Views, bounded

# Pictographs, dingbats and arrows, with the selector that asks for their emoji form.
_EMOJI = "[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]\ufe0f?"
_JOINED = re.compile(rf"(?:{_EMOJI})*[A-Za-zÀ-ÿ0-9]+(?:(?:{_EMOJI})+[A-Za-zÀ-ÿ0-9]+)+(?:{_EMOJI})*")
_EMOJI_ONLY = re.compile(_EMOJI)
SHORTEST = 6  # letters and digits at least, the emoji left out


def _built(token: str) -> bool:
    """Letters with digits, or with both cases, once the emoji are left out."""
    plain = _EMOJI_ONLY.sub("", token)
    letters = [c for c in plain if c.isalpha()]
    if len(plain) < SHORTEST or not letters:
        return False
    both_cases = any(c.islower() for c in letters) and any(c.isupper() for c in letters)
    return any(c.isdigit() for c in plain) or both_cases


def find_emoji_joined_password(views: Views) -> str | None:
    """A token of letters and digits that emoji split, in a message that names a password."""
    text = views.folded
    if text.isascii():
        return None
    built = any(_built(token.group()) for token in bounded(_JOINED.finditer(text)))
    return "password" if built and names_a_password(views.lowered) else None


# A key emoji as a password's label: "🔑 kk_lab_2024! 实验室那台电脑开机用的", "📶 Buffalo-G-3A2C / 🔑 hmx9r4kt7wpd5"; the
# value in printable ASCII up to a slash (not "🔑 ボット覚えとけよ〜").
_KEY_LABEL = re.compile(r"(?:🔑|🗝)\ufe0f?\s*[:：=]?\s*(?P<value>[!-.0-~]{4,64})")


def find_key_emoji_value(views: Views) -> str | None:
    """A value of a password's shape (`password_value`) right after a key emoji, which labels it as a password's name
    does; one ending a sentence's words ("then the star button 🔑") labels nothing after it."""
    if "🔑" not in views.folded and "🗝" not in views.folded:
        return None
    for match in bounded(_KEY_LABEL.finditer(views.folded)):
        if password_value(match.group("value").rstrip(".,;:")):
            return "password"
    return None
