"""An event moved to another time or place: "Elternabend ist Donnerstag 19 Uhr", then "Elternabend auf Mittwoch
verlegt" (pure).

Moving an event is said in a closed class of words in each language (postponed, pushed back, rescheduled, brought
forward, verschoben, verlegt, aplazado, se traslada, reporté, décalé, 推迟, 改到, 延期, 変更, 연기, 앞당겨; to another place:
change of venue, neuer Treffpunkt, cambio de sitio, changement de lieu, 换地方, 장소 변경), and the
newer statement names the event the older one announced ("the quarterly review", "评审会", "설명회"). The update model
weighs those words with everything else and leaves many such pairs under its bars, where plans beside their outcomes
sit too. The structure is exact enough to act on alone when the newer statement moves what both name, the older
moved nothing and does not recur ("yoga every Tuesday": one session moving leaves the habit) unless the newer moves
it from now on ("다음 주부터 수요일로 변경"), and the newer says no
part stayed the same as a whole ("変更はございません"). What both name is a thing, not a date (`_NAMES_NO_EVENT`).
"""

from __future__ import annotations

import re

from .change_cues import says_no_change
from .corrections import replaces_in_kind
from .extensions import sets_time_limit
from .other_slot import from_a_day_on, from_now_on, other_slot, recurs
from .text import WEEKDAY, clock_times, weekdays
from .update_model import judgeable, name_one_thing, names_another, newly_says, supposes

_MOVED = re.compile(
    r"\b(?:postpone?d|postponn?ed|rescheduled|pushed (?:back|out|to|a week|a day)|moved (?:to|up|forward|back)|"
    r"brought forward|pushing (?:\w+ ){0,3}(?:back|to)|"
    r"delayed (?:to|until|till|by)|bumped to|"
    r"aplaz\w*|pospuest[oa]s?|pospon\w*|pospus\w*|se (?:traslada|pasa|mueve|cambia) al?|pasa al|lo pasamos al?|"
    r"adelantad[oa]s? al?|"
    r"(?:lo |la )?(?:he|hemos|han) pasado al?|(?:me |nos |le )?(?:han|he|hemos) cambiado (?:[\wáéíóúñ]+ ){0,4}al?(?= )|"
    r"(?:se ha |ha sido )?trasladad[oa]s? al\b|"
    r"retrasad[oa]s? al?|"
    r"verschoben|verlegt|vorgezogen|"
    r"repouss[ée]e?s?|report[ée]e?s?|d[ée]cal[ée]e?s? (?:à|au)|avanc[ée]e?s? (?:à|au)|d[ée]plac[ée]e?s?|"
    # "passe au lundi 19h": to a day or a time only ("je suis passé à la boulangerie" drops by)
    r"(?:passe|pass[ée]e?s?) (?:au|à) (?=(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|\d))|"
    # another place: "change of venue", "cambio de sitio", "neuer Treffpunkt", "changement de lieu"
    r"change of (?:venue|plans?)|new venue|venue change|cambio de (?:planes|sitio|lugar|pista|local)|"
    r"neue[rs]? (?:treffpunkt|ort|veranstaltungsort)|changement de (?:lieu|salle)|nouveau lieu)\b"
    r"|换地方|换了?个?地方|换场地|改地方|場所変更|会場変更|장소\s?(?:바뀜|바뀌었|바꿨|변경)"
    r"|推迟|延期|延后|改到|改在|改成|改为|改去|改签|改至|变更为|变更到|变更至|更改为|更改到|调整为|调整到|调整至|提前到|挪到|推到|"
    r"顺延|順延|変更|前倒し|繰り上げ|繰り下げ"
    r"|推了|往后推|미뤄|미뤘|미룸|미루자|(?<=[로으] )밀(?:림|렸|려)|(?<=[로으])밀(?:림|렸|려)|연기(?=[되됐돼했해합하])|"
    r"(?<=[로으] )연기|(?<=[로으])연기|변경|앞당겨|앞당김|당겼",
    re.IGNORECASE,
)


# What names no event: a number with the word after it that counts or ranks it ("the 4th floor", "3층", "15階"), a
# month ("juin" in "le rapport final … le 30 juin" and "la date limite du budget … avancée au 15 juin") or a weekday,
# and the pairs of syllables that close a polite Korean sentence ("…입니다", "…되었습니다").
_NAMES_NO_EVENT = re.compile(
    # a number and its word ("3rd", "3시로"), or one character of Chinese or Japanese ("25日", not the clause after it)
    r"\d+(?:st|nd|rd|th|e|er|ème|º|ª|\.)?\s*(?:[^\W\d_\u3040-\u30ff\u3400-\u9fff]+|[\u3040-\u30ff\u3400-\u9fff])|"
    r"\b(?:january|february|march|april|june|july|august|september|october|november|december|enero|febrero|marzo|abril|"
    r"junio|julio|agosto|septiembre|octubre|noviembre|diciembre|januar|februar|märz|juni|juli|oktober|dezember|janvier|"
    r"février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b|"
    rf"{WEEKDAY.pattern}|[습입합됩]?니다",
    re.IGNORECASE,
)


# An event moved by name: "we moved the wedding up to 5/10", "moved our standup to 9:30"; the older names the event too.
_MOVED_BY_NAME = re.compile(r"\bmoved (?:the|our|my|their) (?P<event>\w+) (?:up |back |forward )?to\b", re.IGNORECASE)


def _moved_by_name(old: str, new: str) -> bool:
    """`new` says it moved an event by its name, which `old` names too ("wedding is June 14" / "we moved the wedding up
    to 5/10"): "moved the X to" alone would read any older statement of a venue or a time as the one moved."""
    return any(
        re.search(rf"\b{re.escape(match.group('event'))}", old, re.IGNORECASE) for match in _MOVED_BY_NAME.finditer(new)
    ) and newly_says(_MOVED_BY_NAME, old, new)


# A Korean "changed to" after a value ("금요일로 바꼈어", "3시로 바뀜"), or a Japanese one ("金曜に変えてもらった"): a move
# only when that value takes the place of one of its kind the older gives (`replaces_in_kind`); said of anything else it
# is any change ("합정점으로 바꿨어요").
_CHANGED_TO_A_VALUE = re.compile(
    r"(?<=[로으] )바(?:꼈|뀌었|뀜|꿨|꿈)|(?<=[로으])바(?:꼈|뀌었|뀜|꿨|꿈)|"
    # and its Japanese twin after に ("金曜の夕方に変えてもらった", "14時に変わりました", "再来週の水曜に延びた")
    r"(?<=に)(?:変え(?:た|て(?:もらった|もらいました|くれた))|変えました|変わ(?:った|りました)|延び(?:た|ました))"
)


def moves(old: str, new: str) -> bool:
    """`new` moves the event `old` announced to another time or place: both name it (a unit beside a number, a month
    or a weekday names none: "Our office is on the 4th floor", "The IT helpdesk has moved to the 2nd floor"), `old`
    moved nothing, sets no time limit (a deadline brought forward is as often another one's: the update model weighs
    it) and does not recur unless `new` moves it from now on ("다음 주부터"), and `new` is a statement about no other
    slot that does not say nothing changed, nor a guess ("发布会日期存在调整的可能"). Both may name it by a short name
    ("答辩", "年会", "bbq"): the word of moving binds it to an event."""
    return (
        (
            newly_says(_MOVED, old, new)
            or _moved_by_name(old, new)
            or (newly_says(_CHANGED_TO_A_VALUE, old, new) and replaces_in_kind(old, new))
        )
        and (not recurs(old) or from_now_on(new))
        and not sets_time_limit(old)
        and not says_no_change(new)
        and judgeable(new)
        and not supposes(new)
        and name_one_thing(_NAMES_NO_EVENT.sub(" ", old), _NAMES_NO_EVENT.sub(" ", new), short_names=True)
    )


def moves_from_now_on(old: str, new: str) -> bool:
    """`new` gives what both name, from now on, a value of the kind of one of `old`'s in its place, with no word of
    moving ("Die Sprechstunde findet ab dieser Woche donnerstags von 10 bis 12 Uhr statt" after "Sprechstunde ist
    dienstags von 14 bis 16 Uhr", "이번 주부터 면담은 수요일 오전 10시~12시로 운영합니다"), or from a day or a date on
    (`from_a_day_on`: "A partir del próximo lunes la reunión semanal será a las 10:30") when the older names no such day
    (two starts may be two things': "1학년 상담 주간은 4월 8일부터" / "2학년 … 4월 15일부터"): a new time that holds from a
    point on replaces the older one. Not for a statement that asks, adds, guesses or supposes (`judgeable`), nor for
    another slot."""
    return (
        (from_now_on(new) or (from_a_day_on(new) and not from_a_day_on(old)))
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
        and not says_no_change(new)
        and replaces_in_kind(old, new)
        and name_one_thing(_NAMES_NO_EVENT.sub(" ", old), _NAMES_NO_EVENT.sub(" ", new))
    )


# The words that name only the kind of an event, not which ("meeting", "会議", "회의", "réunion", "Termin"), and the
# halves of a day a time of day is said in ("오후", "下午", "午前"): "Client meeting on Friday at 2pm" and "Internal prep
# meeting on Thursday at 4pm" share a kind of event, two of them.
_KIND_OF_EVENT = re.compile(
    r"\b(?:meetings?|appointments?|reuni[oó]n(?:es)?|r[ée]unions?|besprechung(?:en)?|sitzung(?:en)?|termine?|"
    r"rendez-vous|rdv)\b|会議|会议|회의|미팅|打ち合わせ|ミーティング|例会|开会|오전|오후|上午|下午|晚上|早上|午前|午後",
    re.IGNORECASE,
)


# A journey, by what carries one or by arriving and leaving: a trip's way there and way back fall on two days at two
# times ("My flight lands at 6pm Friday" and "return is Monday at 9am", "금요일 6시 도착" and "월요일 9시 출발").
_JOURNEY = re.compile(
    r"\b(?:flights?|fl(?:y|ies|ying)|plane|trains?|coach|ferry|lands?|landing|arriv(?:e|es|ed|ing|al)|"
    r"depart(?:s|ed|ing|ure)?|"
    r"vuelos?|avi[óo]n|tren|autob[úu]s|llega\w*|sal(?:e|go|imos|ida)|vuelta|ida|"
    r"flug\w*|r[üu]ckflug|zug|bahn|(?-i:ICE)|landet|ankunft|abfahrt|abflug|r[üu]ckfahrt|"
    r"vol|avion|train|tgv|atterri\w*|arriv[ée]e?|d[ée]part|retour)\b"
    r"|航班|飞机|飛機|高铁|火车|动车|落地|到达|抵达|出发|回程|返程|飛行機|新幹線|電車|到着|出発|\d(?:時|分)?(?:着|発)|"
    r"비행기|항공편|기차|KTX|버스|도착|출발|돌아오",
    re.IGNORECASE,
)


def moves_to_another_day_and_time(old: str, new: str) -> bool:
    """`new` gives what both name a weekday and a time of day both other than `old`'s, with no word of moving: "Please
    note the quarterly review will take place on Friday at 14:00" after "The quarterly review is scheduled for Thursday
    at 10:00", "这学期钢琴课排在周日下午两点" after "钢琴课每周六上午九点". One of each in both, and both changed: a weekday
    or a time alone may be another session's ("Samstags ist das Büro bis 13 Uhr geöffnet"). What both name is more than
    a kind of event (`_KIND_OF_EVENT`): a client meeting and an internal one are two; neither is a journey (`_JOURNEY`),
    whose legs fall on two days."""
    old_days, new_days, old_times, new_times = weekdays(old), weekdays(new), clock_times(old), clock_times(new)
    return (
        _JOURNEY.search(old) is None
        and _JOURNEY.search(new) is None
        and len(old_days) == len(new_days) == len(old_times) == len(new_times) == 1
        and not old_days & new_days
        and not old_times & new_times
        and judgeable(new)
        and not supposes(new)
        and not other_slot(old, new)
        and name_one_thing(_named_event(old), _named_event(new))
    )


def _named_event(text: str) -> str:
    """The text without what names no event (`_NAMES_NO_EVENT`) nor only its kind (`_KIND_OF_EVENT`)."""
    return _KIND_OF_EVENT.sub(" ", _NAMES_NO_EVENT.sub(" ", text))


# One part of an event said to stay while the other changes: the time ("same time", "même heure", "misma hora", "gleiche
# Uhrzeit", "时间不变", "時間はそのまま", "시간은 그대로") or the place ("same place", "même endroit", "mismo sitio", "还是那家",
# "老地方", "場所は同じ", "장소는 그대로").
_SAME_TIME = re.compile(
    r"\b(?:same (?:time|hour)|même heure|(?:à )?la même heure|misma hora|a la misma hora|gleiche (?:zeit|uhrzeit)|"
    r"selbe (?:zeit|uhrzeit))\b|时间不变|时间照旧|同じ時間|時間は(?:そのまま|同じ|変わらず)|"
    r"시간은 (?:그대로|같아|동일|기존과\s?(?:동일|같))",
    re.IGNORECASE,
)
_SAME_PLACE = re.compile(
    r"\b(?:same (?:place|venue|spot|location|room|pub|bar|caf[ée]|restaurant)|même (?:endroit|lieu|salle|adresse)|"
    r"mismo (?:sitio|lugar)|"
    r"misma sala|gleiche[nr]? ort|selbe[nr]? ort|gleiche[nr]? raum)\b|还是那家|还是老地方|老地方|地点不变|地方不变|"
    r"場所は(?:同じ|そのまま|変わらず)|いつもの場所|장소는 (?:그대로|같아|동일|기존과\s?(?:동일|같))|같은 (?:곳|장소)",
    re.IGNORECASE,
)


def changes_the_other_part(old: str, new: str) -> bool:
    """`new` says one part of what both name stays and gives the other anew: the same time at a place the older does
    not name ("Quiz is at the Red Lion this Friday, same time" after "Quiz night's at the Crown, 8pm Friday"), or the
    same place, the same time or both on another day or at another hour (`replaces_in_kind`: "apéro samedi, même
    endroit" after "apéro vendredi 19h chez moi", "Stammtisch diese Woche Donnerstag, gleiche Zeit, gleicher Ort"). A
    statement that asks, guesses or adds is none."""
    if not judgeable(new) or supposes(new) or other_slot(old, new):
        return False
    if not name_one_thing(_named_event(old), _named_event(new), short_names=True):
        return False
    same_time, same_place = _SAME_TIME.search(new) is not None, _SAME_PLACE.search(new) is not None
    rest = _SAME_PLACE.sub(" ", _SAME_TIME.sub(" ", new))
    if same_time and not same_place and names_another(old, rest):
        return True
    return (same_time or same_place) and replaces_in_kind(old, rest)
