"""A role given to another holder: "Your contact is Mr. Becker", then "Your contact for the project is now Ms. Schulz";
"담당자는 이지현 대리입니다", then "해당 건 담당자는 최민호 주임입니다" (pure).

Who holds a role for someone (a manager, a contact, a person in charge, a teacher, a doctor) is one value at a time,
and the roles are a closed class of words in each language (manager, contact, 负责人, 对接人, 担当, 窓口, 담당자,
responsable, Ansprechpartner, interlocuteur). When both statements name the same role and each names its holder (a
name with a title or an honorific, or two capitalised words: `_HOLDER`; in Japanese the name where the two statements
part), and the newer names another holder and not the older's, the older no longer holds. Unlike
`handovers.hands_over`, no word of handing over is needed: the role's new holder is the change. Nobody else's role
(`names_another` on the rest) and no addition ("also", `judgeable`).
"""

from __future__ import annotations

import re

from .other_slot import other_slot
from .update_model import judgeable, names_another, opens_with_another_name, supposes

_ROLE = re.compile(
    r"\b(?:(?:line |project |account )?manager|boss|supervisor|(?:point of )?contact|coordinator|coach|teacher|tutor|"
    r"doctor|landlord|responsable|encargad[oa]|jef[ea]|tutora?|interlocut(?:eur|rice)|r[ée]f[ée]rent(?:e)?|"
    r"ansprechpartner(?:in)?|betreuer(?:in)?|leiter(?:in)?|vorgesetzte[rn]?|chef(?:in)?)\b|"
    r"负责人|对接人|联系人|班主任|担当(?:者)?|窓口|上司|主治医|責任者|담당자|담당|책임자|주치의|담임",
    re.IGNORECASE,
)
# A holder named with a title or an honorific, or by two capitalised words that are no possessive and a noun.
_HOLDER = re.compile(
    r"(?i:mr|mrs|ms|dr|herrn?|frau|m|mme|mlle|sr|sra|srta|dña|don|doña)\.?\s+(?P<latin>[A-ZÀ-Ý][\w-]+)|"
    r"\b(?!(?i:the|my|your|our|his|her|their|ihre?|meine?|unsere?|deine?|seine?|der|die|das|el|la|le|les|mon|ma|votre|notre|"
    r"mi|su|nuestr[oa])\b)(?P<full>[A-ZÀ-Ý][a-zà-ÿ]+ [A-ZÀ-Ý][a-zà-ÿ]+)\b|"
    r"(?P<han>[\u4e00-\u9fff])(?:老师|经理|主管|工|总|さん|様|氏|先生)|"
    r"(?P<hangul>[가-힣]{2,4})\s?(?:님|씨|책임|과장|대리|주임|차장|실장|팀장|부장|선생님)"
)
# A German noun after its article is capitalised and names no one ("für das Projekt").
_NOUN_AFTER_ARTICLE = re.compile(r"\b(?:das|der|die|den|dem|des|ein|eine|einen|einem|einer)\s+\w+")
_KANJI_NAME = re.compile(r"[\u4e00-\u9fff]{1,4}")


def _holders(text: str) -> set[str]:
    """The names of the holders the text gives, titles and honorifics left out."""
    found = set()
    for match in _HOLDER.finditer(text):
        found.add(next(group for group in match.groups() if group is not None).casefold())
    return found


def _parting_names(old: str, new: str) -> tuple[str, str]:
    """In Japanese or Chinese, the names in Chinese characters where the two statements part after a shared start
    ("本件の担当は営業部の" then "山本" and "中村"), or two empty strings."""
    start = next((i for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), 0)
    if start < 2:
        return "", ""
    old_name, new_name = _KANJI_NAME.match(old, start), _KANJI_NAME.match(new, start)
    return (old_name.group(), new_name.group()) if old_name and new_name else ("", "")


def _role(text: str) -> str | None:
    match = _ROLE.search(text)
    return match.group().casefold()[:6] if match else None


def replaces_the_holder(old: str, new: str) -> bool:
    """Both name the same role, each a holder of it, and `new` names another and not `old`'s."""
    role = _role(old)
    if role is None or _role(new) != role or not judgeable(new) or supposes(new) or other_slot(old, new):
        return False
    held, holding = _holders(old), _holders(new)
    if not (held and holding):  # in Japanese the holder may bear no honorific: the name where the two part
        old_name, new_name = _parting_names(old, new)
        held, holding = {old_name} - {""}, {new_name} - {""}
    if not (held and holding) or held & holding:
        return False
    if any(name in new.casefold() for name in held) or any(name in old.casefold() for name in holding):
        return False
    rest_old, rest_new = (_NOUN_AFTER_ARTICLE.sub(" ", _ROLE.sub(" ", _HOLDER.sub(" ", text))) for text in (old, new))
    return not names_another(rest_old, rest_new) and not opens_with_another_name(old, new)
