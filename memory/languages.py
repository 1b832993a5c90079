"""Which language a chat message is written in, by its script: enough to tell Chinese, Japanese and the rest.

Kana means Japanese; Han characters without kana mean Chinese; anything else is "other" (the
multilingual embedder treats English and the other Latin-script languages alike).
"""

from __future__ import annotations

import re
from typing import Literal

Language = Literal["zh", "ja", "other"]

_KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def language_of(text: str) -> Language:
    if _KANA.search(text):
        return "ja"
    if _HAN.search(text):
        return "zh"
    return "other"
