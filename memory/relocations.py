"""A home moved: "ich wohn in Hamburg", then "bin nach Leipzig gezogen, Kisten überall" (pure).

Where a member lives is one value at a time, said in a closed class of words in each language (live in, based in,
vivo en, wohne in, j'habite à, 住在, に住んでる, 살아), and having moved house is another (moved to, relocated, me
mudé, umgezogen, emménagé, 搬到…了, 引っ越しました, 이사했어). The update model leaves many such pairs under its bars:
the two statements share no word but the place's kind, and a city beside another says nothing it can weigh. The
structure is exact enough to act on alone when the older statement says where its speaker lives, the newer says they
have moved (a plan to move, a question or a hedge is no move: `newly_says`), names no place the older names (a bigger
flat in the same city leaves the city), and speaks of no kin ("my sister moved to Busan") and no place of work ("our
office moved to Porz"): their move is not the member's.
"""

from __future__ import annotations

import re

from .other_slot import main_clause, names_kin
from .text import matched_words
from .update_model import name_one_thing, newly_says

_LIVES = re.compile(
    r"\b(?:i live|i'm based|we live|i reside|live[sd]? in|vivo en|vivimos en|resido en|viv[eo]n? en|wohne?n?|wohnt|"
    r"j'habite|on habite|nous habitons|habite à|je réside|je vis à|vit à|vivent à)\b|住在|我住|住喺|家在|に住|住んで|在住|"
    r"살아|살고|사는|거주",
    re.IGNORECASE,
)
# Past and done: "moving to Berlin next month" is a plan, and the older statement holds until it happens.
_MOVED_HOME = re.compile(
    r"\b(?:moved (?:to|into|in)|relocated|me mud[ée]|nos mudamos|me he mudado|nos hemos mudado|"
    r"(?:me|nos) (?:he|hemos) ido a vivir|instalad[oa]s? en|umgezogen|gezogen|emménag[ée]e?s?|d[ée]m[ée]nag[ée]e?s?|"
    r"install[ée]e?s? à)\b|搬到.{0,12}了|已经搬|刚搬|搬完家|搬家了|搬屋|引っ越し(?:ました|た|てきた)|転居|"
    r"이사(?:했|\s?왔|\s?옴|함)",
    re.IGNORECASE,
)
_WORKPLACE = re.compile(
    r"\b(?:company|office|offices|firm|shop|store|studio|team|b[üu]ro|firma|laden|oficina|empresa|tienda|bureaux?|"
    r"soci[ée]t[ée]|entreprise|boutique|agence)\b|公司|办公室|工作室|单位|店|会社|オフィス|事務所|職場|회사|사무실|학원|가게",
    re.IGNORECASE,
)


def relocates(old: str, new: str) -> bool:
    """`new` says its speaker moved house away from where `old` says they live: no place `old` names, no kin and no
    place of work `old` does not name (in its first clause: "판교로 이사 왔어 ㅋㅋ 회사 때문에" moved for work)."""
    return (
        _LIVES.search(old) is not None
        and newly_says(_MOVED_HOME, old, new)
        and not name_one_thing(old, new)
        and not names_kin(new)
        and not matched_words(_WORKPLACE, main_clause(new)) - matched_words(_WORKPLACE, old)
    )
