"""A duty handed over: "I'm the point of contact for the Henderson account", then "Going forward, Michael will be
handling the Henderson account"; "经费报销请联系我", then "从下周一起，报销事宜由财务部小林负责" (pure).

Who does a duty is one value at a time. The older statement gives it to its speaker: it is said in the first person (a
closed class of pronouns and first-person verbs in each language: I, me, 我, 私, 제가, 저에게, yo, soy, ich, bin, je,
moi). The newer statement names the same duty (`name_one_thing`) and hands it on, in a closed class of words in each
language (will be handling, takes over, handed … to, 交给, 由…负责, 引き継, 交代, 맡게, 넘겼, la gestionará, übernimmt,
sera suivi par, j'ai passé … à). One more duty taken on ("I'm also handling the donations", "另外…也由我来负责",
"zusätzlich betreue ich") is an addition (`judgeable`), and a duty kept ("差旅审批仍由我负责") is said by the speaker of
themselves: the newer statement must not give the duty back to its speaker in the first person.
"""

from __future__ import annotations

import re

from .update_model import name_one_thing, newly_says

_FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|i am|me|yo|soy|llevo|gestiono|coordino|mí|ich|mich|mir|bin|je|j'|moi|m')(?![\w'])|"
    r"我|私|俺|僕|わたくし|제가|저에게|저한테|저는|내가|나야|나한테|난\s",
    re.IGNORECASE,
)
_HANDED_ON = re.compile(
    r"\b(?:will be (?:handling|coordinating|running|managing|leading|covering|in charge of|taking care of)|"
    r"will (?:handle|coordinate|run|manage|lead|cover|take over)|takes over|has taken over|is taking over|"
    r"hand(?:ed|ing)? (?:\S+ ){0,6}(?:over )?to|passed (?:\S+ ){0,4}to|"
    r"(?:la|lo|las|los) (?:gestiona|gestionará|lleva|llevará|coordina|coordinará)|coordinará|gestionará|"
    r"se encargará|le pas[ée] (?:\S+ ){0,3}a|"
    r"übernimmt|übernommen|abgegeben|übergeben|macht jetzt|ist (?:ab sofort|jetzt) zuständig|"
    r"(?:ab sofort|jetzt) ist (?:\S+ ){1,6}zuständig|"
    r"gérée?s? par|suivie? par|reprend|c'est \S+ (?:\S+ )?qui (?:gère|s'occupe|suit)|j'ai passé (?:\S+ ){0,3}à)(?![\w'])|"
    r"交给|由(?!我)[^，。,]{1,8}(?:负责|担任|来管|对接)|换成|接手|转给|接任|接替|"  # "由我担任" holds it
    r"引き継|交代|に代わ|後任|に譲|(?:担当|窓口)は[^、。]{1,12}(?:に変更|となり|が担当)|"
    r"맡(?:기로|게|으시게)|넘겼|인계|(?:님|씨)이?\s?담당",
    re.IGNORECASE,
)
# A stand-in for a while, which hands nothing over: "Dr Khan will cover Dr Evans's clinics during this period",
# "在他休假期间由小王代管", "お休みの間は佐藤が対応します", "휴가 기간 동안", "pendant son absence", "während seiner
# Abwesenheit".
_FOR_A_WHILE = re.compile(
    r"\b(?:during (?:this|that|the|his|her|their) (?:period|time|absence|leave|holiday)|in the meantime|meanwhile|"
    r"while (?:\w+ )?(?:is|are) (?:away|off|out|on leave)|until (?:\w+ )?(?:returns?|is back|gets back|comes back)|"
    r"pendant (?:cette période|son absence|ce temps|ses congés)|en attendant|in der zwischenzeit|vertretungsweise|"
    r"während (?:dieser zeit|seiner abwesenheit|ihrer abwesenheit|des urlaubs)|bis (?:zu )?(?:seiner|ihrer) rückkehr|"
    r"mientras (?:tanto|esté fuera|dure)|durante (?:ese|este) (?:periodo|tiempo)|en su ausencia|hasta que vuelva)\b|"
    r"期间|不在的时候|の間|不在中|동안|부재\s?중|기간\s?중",
    re.IGNORECASE,
)
# The speaker keeps the duty or takes it back in the newer statement: "差旅审批仍由我负责", "I'll be handling it myself".
_KEPT_BY_THE_SPEAKER = re.compile(
    r"\b(?:i'll|i will|i'm still|i still|myself|yo (?:sigo|seguiré)|ich (?:bleibe|mache weiter)|je (?:reste|garde)|"
    r"par mes soins|por m[íi] misma?|von mir selbst)\b|"
    r"由我|仍由我|还是我|私が(?:担当|対応)|제가 (?:계속|담당)",
    re.IGNORECASE,
)


# One named with a title or an honorific, who holds a duty in a notice ("dirigirse a Jorge Sánchez", "an Frau Wagner",
# "総務の斎藤さん", "à M. Girard", "한지성 책임", "张工").
_HOLDER = re.compile(
    r"\b(?i:mr|mrs|ms|dr|herrn?|frau|hr|fr|m|mme|mlle|sr|sra|srta|d|dña|don|doña)\.?\s+[A-ZÀ-Ý][\w-]+|"
    r"\b[A-ZÀ-Ý][a-zà-ÿ]+ [A-ZÀ-Ý][a-zà-ÿ]+\b|"
    r"[\u4e00-\u9fff\u30a0-\u30ff]{1,4}(?:さん|様|氏)|[\u4e00-\u9fff]{1,3}(?:老师|经理|主管|工|总)|"
    r"[가-힣]{2,4}\s?(?:님|씨|책임|과장|대리|팀장|부장|선생님)",
)


def hands_over(old: str, new: str) -> bool:
    """`old` gives a duty to its speaker in the first person, or to one it names with a title or an honorific
    ("Urlaubsanträge bitte an Frau Wagner richten"), and `new` hands the duty it names to someone else ("Ab sofort ist
    Herr Krüger für Urlaubsanträge zuständig"), not for a while (`_FOR_A_WHILE`)."""
    return (
        (_FIRST_PERSON.search(old) is not None or _HOLDER.search(old) is not None)
        and newly_says(_HANDED_ON, old, new)
        and not _KEPT_BY_THE_SPEAKER.search(new)
        and not _FOR_A_WHILE.search(new)
        and name_one_thing(old, new)
    )
