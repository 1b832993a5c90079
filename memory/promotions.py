"""A member promoted: "나 아직 사원이야", then "대리 달았다!! 🎉"; "Je suis stagiaire chez Ubisoft", then "Ubisoft m'a
embauché en CDI 🎉" (pure).

A member's rank at work is one value at a time. The older statement gives a rank (an intern, a trainee, a junior, a
team lead: "becario", "Praktikant", "实习", "平社員", "인턴", "사원", "组长"); the newer says they were promoted or made
permanent, done, in a closed class of words in each language ("promoted", "ascendido", "befördert", "promu", "embauché
en CDI", "升主管了", "转正", "昇進", "課長になった", "승진", "대리 달았다"). A hope or a plan ("hoping to get promoted") is none
(`still_to_come`), nor another's promotion (kin, an honorific, `opens_with_another_name`, `names_another`,
`other_slot`).
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .other_slot import names_kin, opens_with_a_chinese_name, other_slot
from .update_model import judgeable, names_another, opens_with_another_name

_RANK = re.compile(
    r"\b(?:intern|trainee|junior|apprentice|associate|team lead|supervisor|praktikant\w*|azubi|werkstudent\w*|"
    r"becari[oa]|en pr[áa]cticas|stagiaire|alternant\w*|en cdd)\b|"
    r"实习|初级|中级|组长|主管|平社員|インターン|見習い|係長|主任|인턴|사원|수습|신입|대리|과장",
    re.IGNORECASE,
)
_PROMOTED = re.compile(
    r"\b(?:promoted|got (?:a|the) promotion|made (?:senior|lead|manager|partner|permanent)|ascendid[oa]|me (?:han )?ascendi\w*|"
    r"me han hecho fij[oa]|hecho fij[oa]|bef[öo]rdert|festangestellt|fest angestellt|promue?|embauch[ée]e? en cdi|"
    r"pass[ée]e? en cdi|(?:prennent|pris|prend) en cdi)\b|"
    r"升职|晋升|转正|升(?:了|为|到)?(?:高级|主管|经理|组长|总监|主任)|昇進|昇格|正社員になった|(?:課長|部長|係長|主任)になった|"
    r"승진|(?:대리|과장|차장|부장|팀장)\s?(?:달았|됐|되었)|정규직(?:으로)?\s?(?:전환|됐)",
    re.IGNORECASE,
)

# A promotion hoped for ("hoping to get promoted", "希望升职", "昇進したい", "승진하고 싶다"), and another named with an
# honorific ("高橋さん", "민수 씨", "김과장님").
_HOPED = re.compile(r"\b(?:hop\w*|wish\w*|want\w*|ojal[áa]|espero|hoffe|j'esp[èe]re)\b|希望|想|したい|싶", re.IGNORECASE)
_HONORIFIC = re.compile(r"さん|くん|ちゃん|\s?씨|님")


def is_promoted(old: str, new: str) -> bool:
    """`old` gives its speaker's rank at work (or says they are still at one), and `new` says they were promoted or made
    permanent, done, of the same holder."""
    if _RANK.search(old) is None or _PROMOTED.search(new) is None or _PROMOTED.search(old) is not None:
        return False
    if still_to_come(new) or _HOPED.search(new) or not judgeable(new) or other_slot(old, new):
        return False
    if any(names_kin(text) or _HONORIFIC.search(text) or opens_with_a_chinese_name(text) for text in (old, new)):
        return False  # "my sister got promoted", "高橋さん課長に昇進", "小陈升组长了": another's
    return not opens_with_another_name(old, new) and not names_another(old, _PROMOTED.sub(" ", new))
