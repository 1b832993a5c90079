"""A statement said again with its words misspelt, shortened or written without accents (pure).

"i'm moving to chicago next month" / "moving to chciago next mnth", "me mudo a Málaga el mes que viene" / "me mudo a
malaga el mes q viene", "nach München" / "nach Muenchen": every word of the newer is a word of the older, or that word
one slip away (a letter added, dropped, changed or two swapped: one in a word of four letters or more, two in one of
seven or more; not another last letter, "hermana" for "hermano"), or its first three letters or more, half of it at
most ("pro" for "prochain", "q" for "que"). Accents and umlauts are folded first ("ü" and "ue" alike). The same numbers,
the same negation, no other holder (`other_slot`), and one word at least written otherwise. Latin script only: one
character changed in a Chinese or Japanese name is another name.
"""

from __future__ import annotations

import re
import unicodedata

from .change_cues import adds, says_change, without_restating_words
from .facts import negated
from .other_slot import names_kin, other_slot
from .text import edit_distance
from .update_model import adds_no_value, judgeable, names_another, supposes

_WORD = re.compile(r"[^\W\d_]+|\d+")
_JOINED = re.compile(r"(?<=[^\W\d_])['’](?=[^\W\d_])")  # an apostrophe inside a word: "I'm", "l'arachide"
_OTHER_SCRIPT = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
# A laugh typed after a line says nothing of the fact: "still at barclasy lol", "sigo en Sebilla jaja".
_LAUGH = re.compile(r"\b(?:lol|lmao|rofl|a?ha(?:ha)+h?|he(?:he)+|ja(?:ja)+|je(?:je)+|mdr|ptdr|xd+|hihi)\b", re.IGNORECASE)
_SHORTEST_CUT = 3  # letters a shortened word keeps ("pro" for "prochain")
_MOST_WORDS = 40  # a statement said again misspelt is a chat line; each word is weighed against each of the older's


def _folded(word: str) -> str:
    word = word.lower().replace("ß", "ss").replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    return "".join(char for char in unicodedata.normalize("NFD", word) if unicodedata.category(char) != "Mn")


def _one_word(written: str, meant: str) -> bool:
    """`written` is `meant`, misspelt or shortened."""
    if written == meant:
        return True
    if written.isdigit() or meant.isdigit():
        return False
    if _SHORTEST_CUT <= len(written) <= len(meant) // 2 and meant.startswith(written):
        return True  # "pro" for "prochain"; not "Freund" for "Freundin"
    if len(written) == 1 and len(meant) <= _SHORTEST_CUT and meant.startswith(written):
        return True  # "q" for "que", "k" for "ke"
    if len(written) == len(meant) and written[:-1] == meant[:-1]:
        return False  # another ending: "hermana" is no slip of "hermano", nor "Paula" of "Paulo"
    shorter = min(len(written), len(meant))
    slips = 2 if shorter >= 7 else 1 if shorter >= 4 else 0
    return edit_distance(written, meant) <= slips


def restates_misspelt(old: str, new: str) -> bool:
    """`new` says `old` again misspelt (`_all_words_misspelt`), or its first clause does and the rest adds nothing: no
    value, change, addition, supposition, kin or name ("im alergic to penicilin fyi, in case anyone's first aider",
    "bin allergish gegen haselnüse, also bitte keine Nutella-Torte")."""
    if _all_words_misspelt(old, new):
        return True
    first, *rest = _FIRST_CLAUSE_ENDS.split(new, maxsplit=1)
    if not rest or len(first.split()) < _FIRST_CLAUSE_WORDS or not _all_words_misspelt(old, first):
        return False
    return (
        judgeable(first)
        and not supposes(new)
        and not says_change(new)
        and not adds(new)
        and adds_no_value(old, new)
        and not names_kin(new)
        and not other_slot(old, new)
        and not names_another(old, new)
    )


# Where a first clause ends: a break, a laugh, or a word that brings in an aside ("so", "fyi", "pls", "ojo", "bitte").
_FIRST_CLAUSE_ENDS = re.compile(
    r"[,，;.!?…]+|\s[-–—]\s|\b(?:so|because|since|also|lol|lmao|haha+|jaja+|mdr|fyi|btw|pls|please|ojo|attention|bitte|"
    r"porfa|stp)\b",
    re.IGNORECASE,
)
_FIRST_CLAUSE_WORDS = 2


def _all_words_misspelt(old: str, new: str) -> bool:
    """Every word of `new` is one of `old`'s, misspelt, shortened or as written, and one at least is not as written;
    words that say it is said again ("reminder", "rappel :", `without_restating_words`) and a laugh ("lol", "jaja")
    aside, and an apostrophe inside a word dropped ("im" for "I'm")."""
    if _OTHER_SCRIPT.search(old) or _OTHER_SCRIPT.search(new):
        return False
    old, new = _JOINED.sub("", old), _JOINED.sub("", _LAUGH.sub(" ", without_restating_words(new)))
    old_words = [_folded(word) for word in _WORD.findall(old)]
    new_words = [_folded(word) for word in _WORD.findall(new)]
    if not 2 <= len(new_words) <= _MOST_WORDS or len(old_words) > _MOST_WORDS:
        return False
    if {w for w in old_words if w.isdigit()} != {w for w in new_words if w.isdigit()}:
        return False
    if negated(old) != negated(new) or other_slot(old, new):
        return False  # "mi hermana" is another holder than "mi hermano"
    respelt = [word for word in new_words if word not in old_words]
    if not respelt:  # the same words: restated only if one is written otherwise ("Muenchen", "malaga")
        return bool({word.lower() for word in _WORD.findall(new)} - {word.lower() for word in _WORD.findall(old)})
    return all(any(_one_word(word, meant) for meant in old_words) for word in respelt)
