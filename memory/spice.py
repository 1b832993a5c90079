"""Spicy food taken up: "我不吃辣", then "在成都待了一年，现在无辣不欢" (pure).

Not eating spicy food is said in a closed class of words in each language (不吃辣, 怕辣, 辛いの無理, 매운 거 못 먹어,
"can't handle spicy", "no soporto el picante", "vertrage nichts Scharfes", "je supporte pas le piquant"), and so is
eating or loving it now (无辣不欢, 激辛にハマ, 불닭, 매운맛도 먹음, "love spicy now", "me encanta el picante"). The two
share no word a model could weigh ("不吃辣" and "无辣不欢"), and "辛い" alone is as often "hard" ("夜勤ばっかりで辛い").
"""

from __future__ import annotations

import re

from .update_model import names_another, newly_says

_NO_SPICE = re.compile(
    r"\b(?:(?:can'?t|cannot|don'?t|do not) (?:handle|do|eat|take|stand) (?:spicy|spice|hot food)|no spicy|"
    r"not good with spicy|no (?:soporto|aguanto|tolero|como) (?:el |lo )?picante|no puedo con (?:el|lo) picante|"
    r"(?:vertrag|ess|mag)e? (?:kein|nichts) scharf\w*|(?:supporte|mange) pas (?:le |de )?(?:piquant|épicé))\b|"
    r"不(?:能|太能|敢)?吃辣|吃不了辣|怕辣|辛いの(?:は|が)?(?:無理|苦手|ダメ|だめ)|辛い(?:もの|物)(?:は|が)?(?:無理|苦手|ダメ|だめ)|"
    r"매운\s?(?:거|것|음식)(?:은|는)?\s?(?:못 먹|잘 못 먹|싫어|안 먹)",
    re.IGNORECASE,
)
_EATS_SPICE = re.compile(
    r"\b(?:love (?:spicy|spice)|spicy (?:food )?(?:lover|now)|(?:can|could) (?:handle|take) (?:spicy|the heat)|"
    r"(?:eat|eating) spicy|hooked on spicy|the spicier the better|me encanta (?:el|lo) picante|"
    r"(?:como|aguanto) (?:el |lo )?picante|(?:ess|mag|liebe)e? (?:jetzt )?(?:alles )?scharf\w*|"
    r"(?:adore|aime|mange) (?:le |du )?(?:piquant|épicé))\b|"
    r"无辣不欢|爱(?:上)?吃辣|能吃辣|离不开辣|越辣越好|嗜辣|激辛|辛いの(?:が|も)?(?:好き|ハマ|食べ(?:れる|られる)|いける|平気)|"
    r"매운\s?(?:맛|거|것)(?:도)?\s?(?:먹|잘 먹|좋아)|불닭|엽떡|맵부심",
    re.IGNORECASE,
)


def takes_up_spice(old: str, new: str) -> bool:
    """`old` says its speaker eats no spicy food, and `new` that they eat or love it now, of no one else named."""
    refused = _NO_SPICE.sub(" ", old)  # "no aguanto el picante" names no eating of it
    return (
        refused != old and _NO_SPICE.search(new) is None and newly_says(_EATS_SPICE, refused, new) and not names_another(old, new)
    )
