"""A job left: "ich arbeite bei Siemens in der Buchhaltung", then "seit dem 1. bin ich bei der Allianz, Siemens ist
Geschichte" or "quit target, I'm at Trader Joe's now" (pure).

Where a member works is one value at a time, said in a closed class of words in each language (work at, 在…上班,
で働いて, 에서 일해, trabajo en, arbeite bei, travaille chez). The newer statement says they left a job, done (quit,
resigned, 离职了, 辞めた, 퇴사했, dejé, gekündigt, quitté), or started a new one (first week at, joined, 入职了,
入社しました, 입사했, empecé en, angefangen bei, commencé chez); a wish or a plan ("想跳槽", "thinking of quitting")
is none, nor another member's job (`newly_says`: no other holder).
"""

from __future__ import annotations

import re

from .first_person import of_neither_speaker, speaks_of_self
from .home_and_work import LEFT_OR_STARTED, WORKS
from .other_slot import names_kin, other_slot
from .text import WEEKDAY
from .update_model import (
    judgeable,
    name_key,
    names_another,
    newly_says,
    opens_with_another_name,
    supposes,
    tells_plainly_of_its_slot,
)

_WISH = re.compile(
    r"\b(?:want|wanna|thinking|plan(?:ning)?|might|quiero|voy a|pienso|m[öo]chte|will|werde|veux|vais|pense)\b"
    r"|想|打算|准备|要不要|したい|つもり|かな|하고 싶|할까|하려고",
    re.IGNORECASE,
)


def leaves_job(old: str, new: str) -> bool:
    """`old` says where its speaker works and `new` that they left that job or started another, done."""
    return WORKS.search(old) is not None and newly_says(LEFT_OR_STARTED, old, new) and not _WISH.search(new)


# Working somewhere, in the third person or slang too: "Javi curra en el Santander", "Felix schraubt bei BMW", "Antoine
# fait des avions chez Airbus", "阿杰在字节搬砖", "ケン、トヨタで働いてる", "토스에 있습니다".
_WORKS_AT = re.compile(
    r"\b(?:works? (?:at|for)|is at|'s at|is (?:now|over) at|'s (?:now|over) at|trabaj[oa] en|curr[oa] en|anda en|est[áa] en|"
    r"arbeite[t]? (?:\w+ )?bei|schraubt (?:\w+ )?bei|(?:macht|mache|jobbt|jobbe) (?:\w+ )?bei|(?:ist|bin) (?:\w+ )?bei|"
    r"travaille (?:\w+ )?chez|bosse chez|bosse (?:à|a) (?=(?:la |l')(?-i:[A-Z]))|(?:fait|fais) (?:des|du|de la) \w+ chez|"
    r"est chez)\s*(?:the |el |la |der |die |le |l')?"
    r"(?P<latin>[A-ZÀ-Þ](?:[\w&.-]|['’](?=\w))*)|"
    # moved to a new employer, in German by the verb of changing: "Jan ist zur Volksbank gewechselt"
    r"\b(?:ist|bin|sind) (?:\w+ )?zu[rm]? (?P<switched>[A-ZÀ-Þ][\w&.-]*) gewechselt|"
    r"在(?P<zh>[^，。,\s在]{1,8}?)(?:上班|工作|搬砖|打工|干活|实习|(?:做|搞)(?=[\u4e00-\u9fff]))|"
    r"(?P<ja>[^\s、。はがの]{1,10}?)(?:で働|勤務|に勤め|で[^\s、。]{1,8}?やって(?:る|ます))|"
    # a company in katakana or Latin letters, then what one does there: "パナソニックで電池の開発してる"
    r"(?P<ja_company>[ァ-ヶーA-Za-z]{2,12})で[^\s、。]{1,8}?して(?:る|ます)|"
    r"(?P<ko>[가-힣A-Za-z]{2,10})(?:에서 일|에 다니|에 다녀|에 있습니다|에 있어|\s?다녀|\s?다닌(?:대|다)|\s?다님|\s?다니잖아)"
)


def _employers(text: str) -> set[str]:
    """Where the text says someone works, case folded."""
    return {next(g for g in m.groups() if g is not None).casefold() for m in _WORKS_AT.finditer(text)}


# A past job or another's: "I used to work at", "worked at", "trabajaba", "arbeitete", "travaillais", "以前", "前は", "했었";
# a partner's ("la femme de Hugo", "Hugos Frau", "his wife").
_NOT_THE_HOLDERS_NOW = re.compile(
    r"\b(?:used to|worked|trabajaba|trabaj[óo]|arbeitete|travaillait|travaillais|a travaill[ée]|"
    r"femme|mari|frau|mann|esposa|esposo|mujer|marido|wife|husband|partner|copine|copain|novia|novio|freundin|freund)\b|"
    r"以前|之前|曾|前は|昔|했었|老婆|老公|妻|夫|아내|남편",
    re.IGNORECASE,
)


def works_elsewhere(old: str, new: str) -> bool:
    """`old` says where someone works and `new` that they work at another place now, of the same holder, with no wish,
    plan, past job or partner's job: "Felix schraubt bei BMW" after "Felix arbeitet bei Siemens"."""
    held, holding = _employers(old), _employers(new)
    if WORKS.search(old) is None or not held or not holding or _WISH.search(new):
        return False
    if _NOT_THE_HOLDERS_NOW.search(old) or _NOT_THE_HOLDERS_NOW.search(new) or names_kin(old) or names_kin(new):
        return False
    if speaks_of_self(new) and not all(_LATIN_NAME.fullmatch(employer) for employer in held | holding):
        return False  # "我在深圳上班" then "我在华为上班": a city or an employer, each may hold
    if any(employer in new.casefold() for employer in held) or any(employer in old.casefold() for employer in holding):
        return False  # the older's employer still named, or the newer's named before
    return judgeable(new) and not supposes(new) and not other_slot(old, new) and _the_same_holder(old, new, held | holding)


_OPENING_WORD = re.compile(r"[^\W\d_]+")
_LATIN_NAME = re.compile(r"[a-zà-þ][\w&.-]*")  # an employer named in Latin letters, case folded: a company's name


_BRANCH = r"(?:,?\s+(?:de|del|of|in|en|à|von|aus)\s+(?-i:[A-ZÀ-Þ])[\w-]+)?"


def _the_same_holder(old: str, new: str, employers: set[str]) -> bool:
    """Both speak of the speaker, or both of the one the older opens with ("Felix …", "阿杰…"), and the newer names
    nobody else but an employer."""
    if speaks_of_self(old) != speaks_of_self(new):
        return False
    told = WEEKDAY.sub(" ", new)  # "started Monday" names nobody
    for employer in employers:  # with the place its branch is in: "el Carrefour de Getafe", "Siemens in Erlangen"
        told = re.sub(rf"(?<!\w){re.escape(employer)}(?!\w){_BRANCH}", " ", told, flags=re.IGNORECASE)
    opening = _OPENING_WORD.match(old.strip())
    named = opening.group() if opening and not speaks_of_self(opening.group()) else ""
    if named and not re.search(rf"(?<![^\W\d_]){re.escape(name_key(named))}", new, re.IGNORECASE):
        return False  # "Felix …" beside "Jonas …"; "阿杰" read by its first two characters
    return not names_another(old, told) and not opens_with_another_name(old, told)


def named_works_elsewhere(old: str, new: str) -> bool:
    """`works_elsewhere`, of one neither statement's speaker is: another member may tell of it."""
    return works_elsewhere(old, new) and of_neither_speaker(old, new)


# A workplace of the speaker's named by its employer, with no word of a new job: its canteen, office or onboarding
# ("Accenture onboarding is soooo boring", "我们字节食堂", "카카오 사옥 구내식당", "das beste Kantinenessen bei BMW", "la
# cantine de Decathlon").
_EMPLOYER = r"(?P<latin>(?-i:[A-ZÀ-Þ])(?:[\w&.-]|['’](?=\w))*)"
_WORKPLACE_OF = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"\b{_EMPLOYER}\s+(?:onboarding|canteen|cafeteria|office|offices|hq|induction)\b",
        rf"\b(?:cantine|caf[ée]t[ée]ria|bureaux?|locaux|kantine|büro|cafeter[ií]a|comedor|oficina)\s+(?:de|d'|du|von|der|bei)\s*"
        rf"{_EMPLOYER}",
        rf"\bbei\s+{_EMPLOYER}\b(?=[^.!?]{{0,40}}\b(?:kantine\w*|büro|kollegen|chef)\b)",
        r"我们(?P<zh>[\u4e00-\u9fffA-Za-z]{1,6}?)(?:食堂|公司|办公室|大楼|园区)",
        r"(?P<ko>[가-힣A-Za-z]{2,10})\s?(?:사옥|구내식당|본사)",
    )
)
# What only its staff have, named by the employer: its staff canteen, its onboarding, its staff card, its staff discount,
# one's own team there ("トヨタの社食", "腾讯这边…食堂", "字节这边加班", "LG 사원증", "en Iberdrola … el comedor", "bei Bosch …
# die Kantine", "KPMG onboarding", "my team at Stripe"):
# a member who speaks of one works there, new or not.
_STAFF_ONLY = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"\b{_EMPLOYER}\s+(?:onboarding|induction|staff canteen)\b",
        rf"\b(?:en|chez|bei)\s+{_EMPLOYER}\b(?=[^.!?]{{0,50}}\b(?:comedor|kantine\w*|cantine|r[ée]ducs?|CE)\b)",
        # one's own team there: "my team at Stripe", "mon équipe de chez Ubisoft", "우리 카카오 팀 회식"
        rf"\b(?:my|our) team at {_EMPLOYER}",
        rf"\bmon [ée]quipe (?:de )?chez {_EMPLOYER}",
        rf"\bmein(?:em)? team bei {_EMPLOYER}",
        rf"\bmi equipo (?:en|de) {_EMPLOYER}",
        r"(?P<ja>[ァ-ヶーA-Za-z]{2,12})の社食",
        r"(?P<zh>[一-鿿A-Za-z]{2,6})这边(?=[^。！？!?]{0,20}(?:食堂|加班))",
        r"(?P<ko>[가-힣A-Za-z]{2,10})\s?사원증",
        r"우리 (?P<ko_team>[가-힣A-Za-z]{2,10}) 팀",
    )
)
# Being new there, or one of them: "day 3", "first week", "Woche zwei", "je m'y fais", "3주차", "我们".
_NEW_THERE = re.compile(
    r"\b(?:day \d+|first (?:day|week|month)|week (?:one|two|three|\d)|woche (?:eins|zwei|drei|\d)|zweite woche|"
    r"d[íi]a \d+|semana \d+|jour \d+|semaine \d+|je m'y fais|je m'y habitue|me estoy adaptando)\b|"
    r"我们|[一二三四\d]+주차|\d+일차",
    re.IGNORECASE,
)


def _workplaces(text: str) -> set[str]:
    """The employers whose workplace the text names, case folded."""
    return {
        next(group for group in match.groups() if group).casefold()
        for pattern in _WORKPLACE_OF
        for match in pattern.finditer(text)
    }


_VISITING = re.compile(
    r"\b(?:visit\w*|zu besuch|besucht|de visite|en visite|de visita|visitando)\b|見学|参观|参觀|방문", re.IGNORECASE
)


def _staff_only_places(text: str) -> set[str]:
    """The employers the text names a thing of that only their staff have (`_STAFF_ONLY`), case folded."""
    return {
        next(group for group in match.groups() if group).casefold() for pattern in _STAFF_ONLY for match in pattern.finditer(text)
    }


def works_at_a_new_workplace(old: str, new: str) -> bool:
    """`old` says where its speaker works, and `new` names the workplace of another employer as theirs, new there or
    one of them (`_NEW_THERE`), naming no employer `old` names; `new` asks and supposes nothing and speaks of no kin."""
    held = _employers(old)
    if WORKS.search(old) is None or not held or not speaks_of_self(old) or _NOT_THE_HOLDERS_NOW.search(old) or names_kin(old):
        return False
    if _VISITING.search(new):
        return False  # "bei Bosch ist die Kantine top, war zu Besuch dort": a visit, not a job
    staff = _staff_only_places(new) - held
    holding = (_workplaces(new) - held) | staff
    if not holding or (_NEW_THERE.search(new) is None and not staff):
        return False
    if any(employer in new.casefold() for employer in held) or any(employer in old.casefold() for employer in holding):
        return False
    return tells_plainly_of_its_slot(old, new) and _NOT_THE_HOLDERS_NOW.search(new) is None


# Another employer, told of a member with their name taken out (`told_of.told_of`, which folds the text to lower case):
# what follows the name makes the member its subject ("Jan ist zur Volksbank gewechselt": " ist zur volksbank
# gewechselt", "Raj is over at KPMG", "Nico est passé chez Orange", "磊哥跳槽到阿里了", "지훈이 카카오로 이직했대").
# Verbs that also take a place ("went to", "se fue a", "去") are left out: a trip is no job.
_TOLD_AT = re.compile(
    r"^\W*(?:(?:is|'s|’s) (?:now |over )at|joined|works? (?:now )?(?:at|for)|started at|"
    r"se pas[óo] a|ficha(?:do)? por|trabaja (?:ahora )?en|ahora (?:trabaja|curra) en|"
    r"arbeitet (?:jetzt )?bei(?: der| dem)?|"
    r"est pass[ée]e? chez|a rejoint|bosse (?:maintenant )?chez|travaille (?:maintenant )?chez)\s+"
    r"(?:the |la |el |der |die |le |l')?(?P<latin>[^\W\d_][\w&.-]*)|"
    r"^\W*ist (?:jetzt )?zu[rm]? (?P<switched>[^\W\d_][\w&.-]*) gewechselt|"
    r"^\W*(?:跳槽到|跳到|换到|入职了?|进了)(?P<zh>[\u4e00-\u9fffA-Za-z]{1,8}?)(?:了|[，。,\s]|$)|"
    r"^\W*(?:이|가)?\s*(?:요즘\s|이번에\s)?(?P<ko>[가-힣A-Za-z]{2,10})(?:으로|로)\s?(?:이직|옮겼|옮김)"
)


def told_works_elsewhere(own: str, told: str) -> bool:
    """`own` is a member's word of where they work; `told`, another's statement of them with their name taken out, puts
    them at another employer, `own`'s not named, with no wish, plan, past job, partner's or kin's, asked or supposed.
    Read only of a member told of (the writer names the older as kept, for its speaker to confirm)."""
    held = _employers(own)
    if WORKS.search(own) is None or not held or not speaks_of_self(own) or _NOT_THE_HOLDERS_NOW.search(own):
        return False
    if names_kin(own):
        return False
    found = _TOLD_AT.match(told)
    if found is None or _WISH.search(told) or _NOT_THE_HOLDERS_NOW.search(told) or names_kin(told):
        return False
    employer = next(group for group in found.groups() if group).casefold()
    if employer in own.casefold() or any(held_one in told.casefold() for held_one in held):
        return False
    return judgeable(told) and not supposes(told) and not other_slot(own, told)
