"""A notice's field given anew: "Sprechzeiten: Montag bis Freitag 8 bis 12 Uhr.", then "Unsere Sprechzeiten: Mo, Mi, Fr
8–12 Uhr sowie Do 15–18 Uhr."; "营业时间：周一至周五 9:00-18:00", then "营业时间：周一至周六 10:00-20:00" (pure).

A notice names its field before a colon and gives its value after. When both statements open with one field, named in
the same words (an "our" or an article before it says nothing), and give other values after it, the newer gives the
field anew: a notice's field holds one value at a time. A heading that names no field of its own ("Note:", "Reminder:",
"Update:", "提醒：", "お知らせ：", "공지:") heads notices of any field, as a greeting does ("各位同事：", "Liebe Eltern:"),
and an event's part ("Date:", "場所：") is a field of every event's notice.
"""

from __future__ import annotations

import re

from .facts import fact_terms
from .text import fold
from .update_model import judgeable, supposes, values

_FIELD = re.compile(r"^\s*(?P<field>[^:：\n]{2,40}?)\s*[:：]\s*(?P<value>\S.*)$", re.DOTALL)
_OURS = re.compile(
    r"^(?:(?:our|the|my|unsere?|die|der|das|nuestr[oa]s?|el|la|los|las|notre|nos|le|les|mon|ma|mes)\s+|"
    r"(?:我们的?|本店的?|弊社の?|当店の?|저희)\s*)",
    re.IGNORECASE,
)
_NO_FIELD = re.compile(
    r"^(?:note|nb|n\.b|ps|p\.s|fyi|reminder|update|info|important|attention|heads up|psa|edit|correction|aviso|"
    r"recordatorio|nota|importante|actualizaci[óo]n|hinweis|erinnerung|wichtig|achtung|rappel|remarque|"
    r"information|mise à jour|提醒|通知|注意|更新|公告|补充|お知らせ|連絡|追記|리마인드|공지|알림|참고|업데이트|"
    # an event's parts, which every event's notice names: "Date: 3/14" of one and "Date: 3/20" of another
    r"date|time|when|where|venue|place|location|deadline|price|cost|fecha|hora|lugar|plazo|precio|datum|uhrzeit|zeit|"
    r"ort|frist|preis|heure|lieu|prix|日期|时间|時間|地点|截止|价格|日時|日程|場所|締切|締め切り|料金|일시|날짜|시간|장소|마감|가격)$",
    re.IGNORECASE,
)
# A greeting before the colon names the readers, not a field: "各位同事：", "Dear parents:", "Liebe Eltern:".
_GREETING = re.compile(
    r"\b(?:dear|hi|hello|hey|all|everyone|team|liebe|hallo|chers?|ch[èe]res|bonjour|hola|estimad[oa]s|queridos|"
    r"buenas|equipo)\b|各位|大家|同事们|皆様|皆さん|みなさん|みんな|여러분|안녕",
    re.IGNORECASE,
)


def _field_and_values(text: str) -> tuple[str, set[str]] | None:
    """The field a notice opens with, read as words, and the values given after it; None when it opens with none."""
    found = _FIELD.match(text)
    if found is None:
        return None
    field = _OURS.sub("", fold(found.group("field")).strip())
    if not field or _NO_FIELD.match(field) or _GREETING.search(field) or not fact_terms(field):
        return None
    return field, values(found.group("value"))


def gives_the_field_anew(old: str, new: str) -> bool:
    """Both open with one field and give values after it, and the newer's differ: it tells, asks and supposes nothing
    else."""
    said, given = _field_and_values(old), _field_and_values(new)
    if said is None or given is None or not judgeable(new) or supposes(new):
        return False
    (old_field, old_values), (new_field, new_values) = said, given
    return old_field == new_field and bool(old_values) and bool(new_values) and old_values != new_values
