"""A role handed over: "経費精算の窓口は私です", then "来週から経費精算は総務の鈴木さんに引き継ぎます" (pure).

Handing a task or a role to someone else is said in a closed class of words in each language (taking over, handed
over, übernimmt, reprend, lo coge, 交给, 交接, 引き継ぐ, 인계, 넘겼어), and the newer statement names the task the older
one gave as the speaker's own ("vendor onboarding", "报销", "Urlaubsanträge"). The structure is exact enough to act on
alone when the older statement speaks of its speaker (I, 我, 私, 저, moi, mich) and the newer hands over what both name:
the speaker no longer holds it.
"""

from __future__ import annotations

import re

from .update_model import name_one_thing, newly_says

_HANDED_OVER = re.compile(
    r"\b(?:tak(?:e|es|ing) over|handed (?:over|off)|hand(?:ing)? (?:over|off)|übernimmt|übernehmen|übergeben|reprend|"
    r"reprendra|lo coge|lo lleva|se encarga|passe la main|pass(?:é|e) (?:la|le) \w+ à)\b"
    r"|交给|接手|移交|交接|引き継|맡으|인계|넘겼|넘겨",
    re.IGNORECASE,
)
_SPEAKER = re.compile(
    r"\b(?:i|i'm|me|my|je|j'|moi|ich|mich|mir|yo|mí|llevo)\b|我|本人|私|僕|俺|저|제가|나|내가|난", re.IGNORECASE
)


def hands_over(old: str, new: str) -> bool:
    """`old` speaks of its speaker, and `new` hands what both name (in a short name too: "报销") to someone else."""
    return _SPEAKER.search(old) is not None and newly_says(_HANDED_OVER, old, new) and name_one_thing(old, new, short_names=True)
