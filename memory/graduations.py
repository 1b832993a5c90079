"""A course of study finished: "I'm a junior at Ohio State", then "walked across the stage last weekend 🎓"; "我在读大三",
then "毕业典礼终于结束了" (pure).

Being a student in some year is one state at a time, said in a closed class of words in each language (a year of
study: junior, 大三, 大学3年, 3학년, tercero de, 5. Semester, L3, "je suis en master"), and its end is another
(graduated, 毕业, 卒業, 졸업, me gradué, título, Abschluss, Examen bestanden, diplômé). The newer says it is done
(`newly_says`: no plan, question or hedge, not denied, no other holder: "my brother graduated" is his), not still to
come ("明年就毕业了", "I graduate next year").
"""

from __future__ import annotations

import re

from .change_cues import still_to_come
from .update_model import newly_says

_STUDYING = re.compile(
    r"\b(?:freshman|sophomore|junior|senior) (?:at|in)|\b(?:junior|senior|final|last) year (?:at|of)\b|"
    r"\b(?:i'm|i am) (?:a )?(?:student|in (?:my )?(?:first|second|third|"
    r"final|last) year)|(?:first|second|third|fourth|final)[- ]year (?:student|at|of)|\bstudying\b|"
    r"\b(?:estoy en|estudio|sigo en) (?:primero|segundo|tercero|cuarto|quinto|[1-6]º)|\bestudiante de|"
    r"\b(?:bin )?noch im (?:master|bachelor|studium)\b|"
    r"\b(?:\d+\.|erste[ns]?|zweite[ns]?|dritte[ns]?) semester|\bstudiere\b|\bbin (?:im|in der) \w+ (?:semester|klasse)|"
    r"\b(?:je suis )?en (?:l[1-3]|m[12]|licence|master|premi[èe]re ann[ée]e|deuxi[èe]me ann[ée]e|troisi[èe]me ann[ée]e)\b|"
    r"大[一二三四]|在读|读大|研[一二三]|大学\d年|大学[一二三四]年|\d年生|학년|재학|"
    # still a student, said of anyone: "Fatima's still at uni", "studiert noch", "encore en fac", "まだ学生", "아직 학생"
    r"\bstill (?:at uni(?:versity)?|in college|a student)\b|\bstudiert\b|\bencore (?:en|à la) fac\b|"
    r"\b(?:sigue|todavía|aún) (?:en la uni(?:versidad)?|estudiando)\b|まだ学生|아직 학생|还在上学|还是学生"
    # a degree under way: "Mark's doing his masters in Glasgow", "está haciendo el máster", "fait son master", "macht
    # seinen Master"
    r"|\b(?:doing|haciendo|fait|fais|macht|mache) (?:a |an |his |her |my |their |el |un |su |mi |son |sa |mon |ma |"
    r"seinen |ihren |meinen |den |einen )?(?:masters?|master's|máster|phd|doctorado|doctorat|promotion|mba|bachelor)\b",
    re.IGNORECASE,
)
_GRADUATED = re.compile(
    r"\b(?:graduated|walked across the stage|got my (?:degree|diploma)|me gradu[ée]|me he graduado|tengo el t[íi]tulo|"
    r"(?:examen|staatsexamen|bachelor|master|abschluss) (?:bestanden|geschafft|gemacht)|dipl[ôo]m[ée]e?s?|"
    r"j'ai eu mon (?:dipl[ôo]me|master|licence)|(?:master|bachelor)?zeugnis (?:ist )?da|"
    # studies finished, done: "finished uni", "bin seit Oktober fertig", "j'ai fini en juin", "acabé la carrera"
    r"finished (?:uni|university|college|my degree)|done with uni|(?:bin|ist) (?:seit \w+ )?fertig|"
    r"j'ai (?:fini|terminé)(?: mes études| la fac)?|acab[ée] (?:la carrera|la uni)|termin[ée] la carrera)\b|"
    r"社会人(?:です|になりました|になった|になります)(?!予定)|"
    r"毕业[了啦咯喽]|毕业典礼|拿到(?:了)?(?:学位证|毕业证)|卒業(?:式|しました|した)|졸업(?:식|했|함)",
    re.IGNORECASE,
)


_NEXT = re.compile(
    r"\bnext (?:year|month|semester|term|spring|summer)|\bel (?:año|mes) que viene|\bel pr[óo]ximo|\bn[äa]chste[ns]? "
    r"(?:jahr|monat|semester)|\bl'(?:an|ann[ée]e) prochaine?|明年|下个月|下学期|来年|来月|내년|다음 (?:달|학기)",
    re.IGNORECASE,
)


def graduates(old: str, new: str) -> bool:
    """`old` says its speaker studies in some year and `new` that they graduated, done."""
    return (
        _STUDYING.search(old) is not None
        and newly_says(_GRADUATED, old, new)
        and not still_to_come(new)
        and not _NEXT.search(new)
    )
