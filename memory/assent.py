"""A reply that opens by assenting to what was said: "yeah, Sam's in Boston", "对，小王在北京", "맞아 태현이 대구에 있어" (pure).

Members confirm what another said by opening with a word of assent, a closed class in each language, and saying it
again. What follows the word is read as the statement; the word itself says no more. A word that is also another word
("right now", Spanish "si" (if), "Jo" (a name), Chinese 对 (towards), Korean 그래도 (even so)) counts only set apart by a
mark ("right, …", "jo, …", "对，…").
"""

from __future__ import annotations

import re

_ASSENT = re.compile(
    r"^\W*(?:(?:oh\s+)?(?:yeah|yep|yup|yes|exactly|indeed|sí|exacto|claro|efectivamente|genau|stimmt|jap|japp|jep|jupp|oui|ouais|"
    r"exactement|effectivement|tout à fait|c'est ça)\b|(?:right|true|correct|cierto|eso es|ja|jo|richtig|exact|vrai)\s*[,!.:]"
    r"|对对|对[，,！!]|是的|没错|确实|嗯[，,]|そうそう|そうだね|そう[、,]|うん[、,]|確かに|"
    r"はい[、,。!！\s]|ええ[、,]|"
    r"맞아요?|[ㅇᄋ]{2}|응[ ,]|네[ ,!.]|넵|그래(?!도)[ ,])",
    re.IGNORECASE,
)
_MARKS = re.compile(r"^[\W_]+")


def after_assent(text: str) -> str | None:
    """What the text says after a word of assent it opens with ("yeah, Sam's in Boston": "Sam's in Boston"), or None
    when it opens with none."""
    opened = _ASSENT.match(text)
    if opened is None:
        return None
    return _MARKS.sub("", text[opened.end() :]) or None


# A word of assent that closes a statement ("toujours à la SNCF oui", "still at Google yep", "まだ仙台だよ、うん").
_CLOSING_ASSENT = re.compile(
    r"[\s,、，]+(?:oui|ouais|yes|yep|yeah|yup|sí|si|ja|jo|jap|jep|genau|claro|네|응|ㅇㅇ|うん|はい|对|嗯|是的)[\s!.！。~〜]*$",
    re.IGNORECASE,
)


def without_closing_assent(text: str) -> str:
    """The text without a word of assent that closes it: it says no more than the statement before it."""
    return _CLOSING_ASSENT.sub("", text)
