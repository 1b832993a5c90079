"""A taste turned around: "I can't stand sushi", then "tried sushi again and now I'm obsessed" (pure).

Disliking and liking are each a closed class of words in every language (hate, can't stand, 讨厌, 無理, 싫어, odio,
hasse, déteste; love, obsessed, 真香, 好き, 좋아, me encanta, liebe, adore). A newer statement of one side about the
thing an older statement of the other side names (`name_one_thing`, in a short name too: "sushi", "香菜", "パクチー")
turns the older one around, when it names nobody the older does not and holds no word of the older side: "I hate
Mondays" and "Mia loves Mondays" are two people's tastes. A taste said to stand ("still hate olives on pizza") turned
nothing: it was held beside the older one all along.
"""

from __future__ import annotations

import re

from .change_cues import concedes, says_it_stays
from .other_slot import other_slot
from .update_model import judgeable, name_one_thing, names_another, supposes

_DISLIKE = re.compile(
    r"\b(?:hate|can'?t stand|cannot stand|not a fan|disgusting|gross|odio|no soporto|no me gusta|asco|hasse|"
    r"mag (?:kein\w*|nicht)|eklig|ekelhaft|d[ée]teste|horreur|pas pour moi|beurk)\b"
    r"|讨厌|受不了|恶心|不喜欢|吃不了|無理|嫌い|苦手|むり|싫어|극혐|(?<!없으면 )(?<!없으면 밥 )못 먹|별로",
    re.IGNORECASE,
)
_LIKE = re.compile(
    r"\b(?:love|loving|obsessed|addicted|come round|converted|hooked|me encanta|encanta|me gusta|enganchad[oa]|liebe|"
    r"s[üu]chtig|bekehrt|adore|accro|convertie?|fan|grown on (?:me|us)|geliebt|can'?t get enough)\b"
    r"|爱上|真香|喜欢|上瘾|好き|ハマ|克服|はまっ|좋아|입문|맛있|존맛|없으면 (?:밥 )?못 (?:먹|살)",
    re.IGNORECASE,
)


def said_side(text: str) -> str | None:
    """The side of a taste the text says in words of one closed class, "like" or "dislike" (None for both or neither:
    "I used to hate it, now I love it" says both)."""
    liked, disliked = _LIKE.search(text) is not None, _DISLIKE.search(text) is not None
    return None if liked == disliked else "like" if liked else "dislike"


def turns_around(old: str, new: str) -> bool:
    """`old` dislikes what `new` likes, or likes what `new` dislikes, in the words of each side (`may_turn` says
    whether the two may be one taste)."""
    flipped = (_DISLIKE.search(old) and _LIKE.search(new) and not _DISLIKE.search(new)) or (
        _LIKE.search(old) and _DISLIKE.search(new) and not _LIKE.search(new)
    )
    return bool(flipped) and may_turn(old, new)


# A taste named by one character, in Chinese or Japanese: the five tastes ("辣", "辛い", "甜", "甘い"), which a pair of
# characters never names ("我超爱吃辣" / "现在吃不了辣了").
_ONE_CHARACTER_TASTE = re.compile(r"[辣甜酸咸鹹苦辛甘]")


def _one_taste(old: str, new: str) -> bool:
    """Both name one of the five tastes by its character, and no other."""
    tastes = set(_ONE_CHARACTER_TASTE.findall(old))
    return len(tastes) == 1 and tastes == set(_ONE_CHARACTER_TASTE.findall(new))


def may_turn(old: str, new: str) -> bool:
    """The newer statement may turn the older's taste around, whatever words each side takes (`turns_around` reads
    them from a closed class, the taste model from the vectors): both name one thing (in a short name too: "我最讨厌吃香菜"
    / "我现在居然爱上香菜了", or one taste by its character: "辣"), the newer names nobody else, says no taste stands
    ("still hate olives"), supposes nothing ("if ryan proposes this year I will scream"), concedes no exception ("love a
    good horror novel though") and is a statement about no other slot."""
    return (
        (name_one_thing(old, new, short_names=True) or _one_taste(old, new))
        and not names_another(old, new)
        and not says_it_stays(new)
        and not concedes(new)
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
    )
