"""Explicit "remember this" requests, in English, Japanese and Chinese, without an LLM."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, replace
from typing import Literal

IntentKind = Literal["episode", "preference", "trait", "name"]


@dataclass(frozen=True)
class RememberIntent:
    """What the user asked to be remembered, and where it belongs."""

    content: str
    kind: IntentKind
    said: str = ""  # the whole message, as typed: the secret filter reads it before anything is cleaned off


_LEAD = r"^(?:(?:ok(?:ay)?|hey|so|and|also|bot|please|pls|plz)[,!\s]+)*(?:(?:can|could|would|will) you\s+)?(?:please\s+)?"
_EN_PATTERNS = (
    re.compile(
        _LEAD + r"(?:remember|memori[sz]e|commit to memory|keep in mind)\b\s*(?:this|that)?\s*[:,-]?\s*(?:that\s+)?(?P<c>.+)$"
    ),
    re.compile(_LEAD + r"(?:make a note|take note|note)(?: of this| of that)?(?:\s*:\s*|\s+that\s+)(?P<c>.+)$"),
    re.compile(_LEAD + r"(?:do not|don't|dont|never) forget\b\s*(?:this|that)?\s*[:,-]?\s*(?:that\s+)?(?P<c>.+)$"),
    re.compile(_LEAD + r"commit (?:this|it|that) to memory\s*[:,-]?\s*(?:that\s+)?(?P<c>.+)$"),
    re.compile(r"^for (?:future reference|future conversations|the future|later)\s*[:,-]?\s*(?P<c>.+)$"),
    re.compile(
        r"^(?P<c>.+?)[,.;\s-]+(?:for future reference|for future conversations|please remember(?: (?:that|this))?|"
        r"remember (?:that|this)|don't forget (?:that|this)|keep that in mind)[.!\s]*$"
    ),
)
_EN_QUESTION = re.compile(
    r"^(?:(?:do|did|don't|can't|didn't|will|would) you (?:still )?remember|remember when|i remember|we remember|"
    r"you remember|if you remember|(?:do|did) you (?:forget|note)|what do you remember|who remembers)\b"
)
_ASKS_ABOUT_MEMORY = re.compile(r"^(?:where|what|when|who|whom|whose|why|how|which|whether|if)\b")
_JA_REQUEST = re.compile(
    r"(?P<c>.+?)(?:ということ|ってこと|のこと|こと)?(?:を|って|と|は)?\s*"
    r"(?:覚えて(?:おいて|おいてね|おいてください|おいて下さい|てね|て|ておいて|ておいてね|ておいてください|おけ|てください|て下さい|といて|といてね)|"
    r"覚えといて(?:ね|ください)?|忘れないで(?:ね|ください|下さい|ほしい|欲しい)?|記憶して(?:おいて|ください|ね)?|メモして(?:おいて|ください)?)"
    r"[。!！.\s]*$"
)
_JA_LEAD = re.compile(
    r"^(?:(?:これ|それ|次のこと|以下)を)?(?:覚えておいて|覚えといて|忘れないで|記憶して)(?:ください|ね)?[:：、,\s]+(?P<c>.+)$"
)
_ZH_VERB = r"(?:记住|记一下|记下来|记下|记着|记好|别忘了|别忘记|不要忘了|不要忘记)"
_ZH_LEAD = re.compile(r"^(?:请|麻烦你?|帮我|你)*" + _ZH_VERB + r"(?:一下|了)?[：:，,、\s]*(?P<c>.+)$")
_ZH_TRAIL = re.compile(r"^(?P<c>.+?)[，,。、\s]*(?:请|帮我|你)*" + _ZH_VERB + r"(?:一下|了|哦|啊|吧|喔)*[。!！.\s]*$")
_ZH_QUESTION = re.compile(r"(?:吗|么|嗎|麼|呢)?[？?]$|吗$|嗎$")
_NAME = re.compile(r"^(?:my name is|my name's|call me|i am called|i'm called)\s+(?P<v>[^.,!?]{1,60})$")
_PREFERENCE = re.compile(
    r"^(?:i(?: am|'m)\s+(?:a\s+)?(?:vegetarian|vegan|pescatarian|allergic to .+|lactose intolerant|gluten.free|"
    r"teetotal|not a fan of .+|a fan of .+)"
    r"|i (?:really )?(?:like|love|prefer|enjoy|hate|dislike|can't stand|don't like|do not like|don't eat|"
    r"do not eat|can't eat) .+)$"
)
_TRAIT = re.compile(r"^i(?: am|'m)\s+(?:a|an)\s+(?P<v>[a-z][a-z -]{1,40})$")
_FIRST_PERSON = ((r"\bi'm\b", "I'm"), (r"\bi am\b", "I am"), (r"\bi\b", "I"))


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text)).strip()


def _clean(content: str) -> str:
    return content.strip(" \t:,;-\"'「」『』、，").rstrip(".!。！、").strip()


def _classify(content: str) -> RememberIntent:
    low = content.casefold()
    if name := _NAME.match(low):
        return RememberIntent(content[name.start("v") : name.end("v")].strip(), "name")
    if _PREFERENCE.match(low):
        return RememberIntent(_capitalise_i(content), "preference")
    if trait := _TRAIT.match(low):
        return RememberIntent(content[trait.start("v") : trait.end("v")].strip(), "trait")
    return RememberIntent(content, "episode")


def _capitalise_i(text: str) -> str:
    for pattern, replacement in _FIRST_PERSON:
        text = re.sub(pattern, replacement, text, count=1, flags=re.IGNORECASE)
    return text


def detect_intent(message: str) -> RememberIntent | None:
    """The content of an explicit request to remember, or None for anything else (questions too)."""
    intent = _intent(message)
    return None if intent is None else replace(intent, said=message)


def _intent(message: str) -> RememberIntent | None:
    text = _fold(message)
    if not text or len(text) > 4000:
        return None
    low = text.casefold()
    if _EN_QUESTION.match(low):
        return None
    for pattern in _EN_PATTERNS:
        match = pattern.match(low)
        if match:
            content = _clean(text[match.start("c") : match.end("c")])
            told = low[: match.start("c")].rstrip(" :,-").endswith(("that", "this"))
            if not content or (not told and _ASKS_ABOUT_MEMORY.match(content.casefold())):
                return None  # "can you remember where Alice lives?" asks memory, it tells it nothing
            if content.endswith("?") and not low.startswith(("can you", "could you", "would you", "will you")):
                return None
            return _classify(content.rstrip("?").strip())
    for pattern in (_JA_LEAD, _JA_REQUEST):
        match = pattern.match(text)
        if match:
            content = _clean(match.group("c"))
            return RememberIntent(content, "episode") if content else None
    if _ZH_QUESTION.search(text):
        return None  # "你记住了吗？" asks, it tells nothing
    for pattern in (_ZH_LEAD, _ZH_TRAIL):
        match = pattern.match(text)
        if match:
            content = _clean(match.group("c"))
            return RememberIntent(content, "episode") if content else None
    return None
