"""A stay in hospital or a repair that ended: "我爸在医院住着呢", then "我爸昨天出院了"; "my car is at the garage",
then "got the car back, runs great" (pure).

Being in hospital and being broken or in for repair are states with an end, and each end is said in a closed class
of words in each language (discharged, 出院, 退院, 퇴원, le dieron el alta, sortie de l'hôpital, entlassen; repaired,
修好, 直った, 고쳤, arreglado, réparé, repariert, got it back). The older statement gives the state, the newer says it
ended, done (`newly_says`: no plan, question or hedge, and about the same holder: "my mom was discharged" leaves
"my dad is in hospital"). A repair must name the thing repaired that the older names (`name_one_thing`).
"""

from __future__ import annotations

import re

from .update_model import name_one_thing, newly_says

_IN_HOSPITAL = re.compile(
    r"\b(?:in (?:the )?hospital|hospitali[sz]ed|ingresad[oa]|en el hospital|hospitalis[ée]e?|à l'hôpital|"
    r"im krankenhaus)\b|住院|在医院|入院|입원",
    re.IGNORECASE,
)
_DISCHARGED = re.compile(
    r"\b(?:discharged|(?:home|out) (?:from|of) (?:the )?hospital|(?:le|la|me|les) (?:dieron|han dado) el alta|"
    r"sortie? de l'hôpital|entlassen|"
    # home again after the stay: "Mum's home and doing better", "Oma ist wieder zuhause", "Mamie est rentrée chez elle"
    r"(?:is|'s|are) (?:back )?home|(?:wieder|endlich) (?:zu ?hause|daheim)|"
    r"(?:est|sont) (?:rentr[ée]e?s?|de retour) (?:chez (?:elle|lui|eux|nous|moi)|à la maison)|"
    r"(?:ya )?(?:est[áa]n?|volvi[óo]|ha vuelto) (?:en|a) cas(?:a|ita))\b|出院|退院|퇴원|家に帰れ|回家了|到家了|帰宅し|家に戻|"
    r"집에 (?:왔|돌아왔|오셨)",
    re.IGNORECASE,
)
_IN_REPAIR = re.compile(
    r"\b(?:broken|in the shop|at the (?:garage|mechanic)|in for repairs?|en el taller|averiad[oa]|au garage|en panne|"
    r"in der werkstatt|kaputt)\b|故障|修理中|在修|修理厂|壊れ|고장|수리\s?중|정비소|카센터",
    re.IGNORECASE,
)
_REPAIRED = re.compile(
    r"\b(?:repaired|fixed|got (?:it|the \w+|my \w+) back|back from the (?:shop|garage)|devuelto|arreglad[oa]|"
    r"r[ée]cup[ée]r[ée]e?|r[ée]par[ée]e?|wieder da|repariert)\b|修好|修理が完了|直った|直りました|고쳤|수리\s?완료|수리됐",
    re.IGNORECASE,
)


def leaves_hospital(old: str, new: str) -> bool:
    """`old` says someone is in hospital and `new` that they were discharged, the same holder."""
    return _IN_HOSPITAL.search(old) is not None and newly_says(_DISCHARGED, old, new)


def is_repaired(old: str, new: str) -> bool:
    """`old` says a thing is broken or in for repair and `new`, naming it, that it was repaired or got back."""
    return _IN_REPAIR.search(old) is not None and newly_says(_REPAIRED, old, new) and name_one_thing(old, new)
