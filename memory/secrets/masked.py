"""Values shown masked: "010-****-5521", "ma****@gmail.com", "••••4821". A run of three mask characters or more hides
what the value was; the rest of it (a phone's last digits, an address's domain) is what apps print to say where a
code was sent, and opens nothing.
"""

from __future__ import annotations

import re

# A token with a run of three mask characters or more in it or at its start, with what it is joined to ("010-****-5521",
# "••••4821"); not stars closing a value ("hunter2***": typed after it, they hide nothing of it).
_MASKED = re.compile(r"[^\s,;:()（）]*(?:\*{3,}|•{3,}|●{3,}|＊{3,})[^\s,;:()（）*•●＊]+")


def without_masked_values(text: str) -> str:
    """`text` with each masked value taken out."""
    return _MASKED.sub(" ", text) if ("*" in text or "•" in text or "●" in text or "＊" in text) else text
