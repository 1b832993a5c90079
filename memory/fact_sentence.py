"""A fact asked to be kept is said in one sentence: the chat in the sentences after it, or before it, is cut (pure).

What a request's cue leaves often runs on into chat: "the cabin wifi pw is pinecone42. anyway who's driving",
"老李欠我两百块！！都半年了😤", "mi cumple es el 3 de marzo? 🎂 no es indirecta eh", "War grad beim Tierarzt. Bello kriegt
jetzt Diätfutter, merk dir das". Of the 2,634 facts the authors of the intent corpora and held-out sets copied out of
their requests, two run over a sentence break; the chat beside a fact nearly always sits in a sentence of its own. So a
cue before the content keeps its first sentence and a cue after it its last, and the sentence the cue points at is the
fact whatever its words: a list of chat phrases would miss the next one. A sentence holding a digit is never cut (a value
is what a fact is about: "소희랑 건우 결혼 날짜 잡았대. 내년 4월 12일"), nor one inside a quotation.
"""

from __future__ import annotations

import re
from typing import Literal

from .text import quotations, spans_between

# Where a sentence ends: a question or exclamation mark, a full stop, a new line. Not the point of an abbreviation
# ("Dr. Feld", "Mrs. Lee") nor one after a number of one or two digits (a date or an ordinal: "am 13.12. im", "am 28.
# fällig"); one after a code or a year is ("the pw is pinecone42. anyway", "seit 2019. lol").
#
# A word that turns away from what was said ("anyway", "bref", "jedenfalls", "아무튼") after a comma ends one too:
# "Hugo atterrit samedi à 6h40, bref le concert...", "my timezone is UTC+9 btw, I moved to Seoul".
#
# So does an instruction to the others in Chinese ("别", "以后", "下次", "所以"): "小王不吃香菜，下次点菜注意". What
# turns away is never the fact, on either side of the cue. ("Tom is vegan, so no bacon": the authors of the first
# corpora keep the consequence of "so", "donc" with the fact; six held-out sets' authors cut what it rules out for an
# occasion, "no meat at the bbq", and so does `_RULED_OUT`.)
_TURNING = (
    r"anyway|anyways|anyhow|btw|by the way|bref|enfin|jedenfalls|egal|wie auch immer|en fin|bueno|总之|反正|とにかく|암튼|아무튼"
)
_INSTRUCTING = r"所以|因此|别|不要|以后|下次"  # Chinese words run on into the next without a space
# A thing ruled out for an occasion or a person after a comma: "no meat at the bbq", "nada de asado pa él", "also kein
# Fleisch beim Grillen", "donc pas de viande au barbecue". Not a value denied ("…, not Oct 21", "no en el del cole") nor a
# bare attribute ("black, no sugar"): the words ruled out are followed by where or for whom.
_RULED_OUT = (
    r"(?:(?:so|also|así que|entonces|donc|alors|du coup)\s+)?(?:no|nada de|pas de|plus de|kein\w*)\s+[^\W\d_]+"
    r"[^,.;!?\n]*?\s(?:at|on|for|in|en|para|pa|pour|au|aux|beim|bei|zum|zur|für|im)\b"
)
_SENTENCE_END = re.compile(
    r"\s*(?:[?？!！。\n]+|(?<![A-Z][a-z])(?<![A-Z][a-z]{2})(?<!\b\d)(?<!\b\d\d)(?<!\b[A-Z])\.(?:\s|$))\s*|"
    rf"(?P<turn>(?i:\s*(?:[,，、]|\s[–—-])\s*(?=(?:y |and |et |und )?(?:{_TURNING})(?![^\W\d_])|{_INSTRUCTING}|{_RULED_OUT})|"
    r"\s+(?:y )?(?:btw|by the way|bueno)\s*[,，]\s*))"
)
_DIGIT = re.compile(r"\d")
SENTENCE_CHARACTERS = 4  # letters or digits a sentence needs to be one: "ok.", "lol", "记下来！", "ぼっと。" are chat


def _says_something(sentence: str) -> bool:
    return sum(char.isalnum() for char in sentence) >= SENTENCE_CHARACTERS


def fact_sentence(content: str, cue_at: Literal["lead", "tail"]) -> str:
    """The content from the sentence its cue points at (the first after a cue that leads, the last before one that
    trails; a sentence of fewer than `SENTENCE_CHARACTERS` letters is chat, never that one) through every sentence up to
    the farthest holding a digit; the content itself when it is one sentence."""
    quoted = quotations(content)
    found = [end for end in _SENTENCE_END.finditer(content) if not any(o < end.start() < c for o, c in quoted)]
    turned = {end.end() for end in found if end.group("turn")}  # where a sentence that turns away starts
    spans = spans_between(content, (end.span() for end in found))
    sentences = [span for span in spans if any(c.isalnum() for c in content[span[0] : span[1]])]
    said = [
        index
        for index, (start, end) in enumerate(sentences)
        if _says_something(content[start:end]) and not (index and start in turned)
    ]
    if len(sentences) < 2 or not said:
        return content
    valued = [index for index, (start, end) in enumerate(sentences) if _DIGIT.search(content[start:end])]
    if cue_at == "lead":
        first, last = said[0], max([said[0], *valued])
    else:
        first, last = min([said[-1], *valued]), max([said[-1], *valued])
    return content[sentences[first][0] : sentences[last][1]]
