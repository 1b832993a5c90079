"""A newer statement about another slot than the older one's, by words of closed classes (pure).

A pair can share its thing and differ in a value, as an update does, and still be two true facts:
- the other end of a span ("school starts at 8" / "school ends at 3 now", `bounds.other_end`);
- another holder, named by a word of kinship the older statement lacks ("Emma's phone number is
  555-0111" / "Emma's husband's number is 555-0177", "姉の結婚式は5月" / "いとこの結婚式が6月に延期");
- another occasion, named by a word for a gathering the older statement lacks ("Hana's birthday is
  on Thursday" / "Hana's birthday dinner moved to Saturday", "생일 목요일이야" / "생일 파티는 토요일로 옮겼어");
- one occurrence of a recurring event ("yoga every Tuesday" / "yoga cancelled this Tuesday");
- a time of life that is over, childhood, named by the older statement only ("de pequeña viví en Granada" /
  "este puente volví a Granada": what held then holds of then);
- a place of work beside a home ("兄は大阪に住んでいます" / "兄は大阪の法律事務所に勤めています", `home_and_work`).

Kinship and gatherings are closed classes in each language, so these are exact rules: no rule or
model retires, restates or shows as earlier a statement of another slot. A word the older statement
holds too ("my sister moved" / "my sister moved again") changes nothing; a word of either kind only
the older holds ("my sister lives in Lyon" / "she moved to Nantes") is no other slot either. A word that is
also another word elsewhere is a kin only after a possessive ("my son", not Spanish "son" or French "son";
"mi prima", not "la prima del seguro"; "ma fille", not "soirée filles").
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from .bounds import other_end
from .home_and_work import home_and_work_apart
from .text import EMAIL_ADDRESS, WEEKDAY, WEEKDAY_NAMES, long_numbers, matched_words, weekday_name, weekdays

_LATIN_KIN = (
    r"sisters?|brothers?|sis|bro|mother|father|mom|mum|dad|husband|wife|(?:(?<=my )|(?<=his )|(?<=her )|(?<=our ))sons?|"
    r"daughters?|cousins?|aunt|uncle|"
    r"grandma|grandpa|grandmother|grandfather|boyfriend|girlfriend|fianc[ée]e?|kids?|child|children|in-laws?|"
    r"herman[oa]s?|madre|padre|mam[áa]|pap[áa]|marido|espos[oa]|hij[oa]s?|(?:(?<=mi )|(?<=tu )|(?<=su ))(?:prim|t[íi])[oa]s?|"
    r"abuel[oa]s?|"
    r"novi[oa]|suegr[oa]s?|"
    r"schwester|bruder|mutter|vater|mamas?|papas?|ehemann|ehefrau|sohn|tochter|cousine?|tante|onkel|omas?|opas?|"
    r"freundin|schwieger\w+|"
    r"s(?:œ|oe)ur|fr[èe]re|m[èe]re|p[èe]re|maman|mari|fils|"
    r"(?:(?<=ma )|(?<=sa )|(?<=ta )|(?<=notre )|(?<=votre )|(?<=leur ))filles?|oncle|grand-m[èe]re|grand-p[èe]re|"
    r"copain|copine|belle-\w+|beau-\w+|"
    # neighbours hold their own homes and pets as kin do ("邻居家新养了一只柯基", "옆집 고양이가")
    r"neighbou?r(?:'s|s(?='))|(?:del|de la|de los|de las) vecin[oa]s?|nachbars|(?:vom|von den|der) nachbarn|"
    r"(?:du|de la|des) voisine?s?"
)
_CJK_KIN = (
    r"お?姉|お?兄|妹|弟|(?<!丈)夫|妻|息子|娘|いとこ|従兄弟|従姉妹|叔母|叔父|伯母|伯父|祖母|祖父|彼氏|義母|義父|"
    r"姐姐|哥哥|妹妹|弟弟|妈妈|爸爸|老公|老婆|儿子|女儿|[表堂][哥姐妹弟]|奶奶|爷爷|外婆|外公|男朋友|女朋友|男友|女友|"
    r"婆婆|公公|岳母|岳父|(?<=[我你他她])[哥姐妹弟妈爸]|邻居|鄰居|隣の家|隣んち|お隣さん|"
    r"(?<![가-힣])(?:누나|언니|오빠|형(?![태식편광성])|동생|엄마|아빠|어머니|아버지|남편|아내|와이프|아들|딸(?!기)|사촌|"
    r"이모|고모|삼촌|할머니|할아버지|남친|여친|남자친구|여자친구|시어머니|장모|옆집|이웃)"
)
_LATIN_OCCASION = (
    r"party|parties|dinner|lunch|brunch|drinks|rehearsal|celebration|reception|"
    r"fiesta|cena|comida|almuerzo|merienda|celebraci[óo]n|"
    r"feier|abendessen|umtrunk|"
    r"soir[ée]e|f[êe]te|d[îi]ner|d[ée]jeuner|repas|ap[ée]ro"
)
_CJK_OCCASION = (
    r"パーティー?|飲み会|食事会|会食|打ち上げ|二次会|送別会|歓迎会|誕生日会|ディナー|ランチ|ご飯会|ごはん会|"
    r"派对|聚会|聚餐|饭局|晚宴|生日会|生日饭|生日宴|庆功宴|酒会|"
    r"파티|회식|뒤풀이|저녁\s?식사"
)
# An event that comes back ("yoga every Tuesday", "Stammtisch jeden Freitag", "毎週の定例"), and one occurrence of it
# ("this Tuesday", "diese Woche", "今週", "이번 주"): what happens to one leaves the others, unless from now on.
_RECURRING = re.compile(
    r"\b(?:every|each|weekly|daily|(?:mon|tues|wednes|thurs|fri|satur|sun)days|jede[ns]?|wöchentlich|"
    r"(?:mon|diens|donners|frei|sams|sonn)tags|mittwochs|cada|todos los|todas las|los (?:lunes|martes|mi[ée]rcoles|"
    r"jueves|viernes|s[áa]bados|domingos)|chaque|tous les|toutes les|hebdomadaire)\b|"
    r"每周|每星期|每个?礼拜|每天|每晚|毎週|毎月|毎朝|毎晩|毎日|매주|매달|매일",
    re.IGNORECASE,
)
_ONE_OCCURRENCE = re.compile(
    r"\b(?:this (?:week|weekend|time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|today|tonight|"
    r"diese[nrs]? (?:woche|mal)|diesmal|heute|esta (?:semana|vez)|este (?:lunes|martes|mi[ée]rcoles|jueves|viernes|"
    r"s[áa]bado|domingo)|hoy|cette (?:semaine|fois)|ce (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|"
    r"aujourd'hui)\b|这周|本周|这次|今天|今晚|今週|今回|今日|今晩|今夜|이번\s?주|이번에|오늘",
    re.IGNORECASE,
)
MONTH_NAMES = (
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"januar|februar|märz|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|"
    r"octubre|noviembre|diciembre|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre"
)
# From a coming period on, said as its start, "next" and the period in either order ("as of next month", "a partir de la
# próxima semana", "à compter de la semaine prochaine", "ab kommender Woche"), or the period and its "from" ("来週より",
# "来年から", "明年起", "내년부터").
_STARTS_FROM = r"from|starting|as of|effective|beginning|ab|desde|a partir del?|[àa] partir d[eu]|[àa] compter d[eu]|d[èe]s"
_COMING = r"next|coming|following|pr[óo]xim[oa]|siguiente|n[äa]chste[nmr]?|kommende[nmr]?|prochaine?"
_PERIOD = r"week|month|year|term|semester|semana|mes|año|curso|woche|monat|jahr|semaine|mois|année|an"
_NEXT_PERIOD = rf"(?:{_COMING}) (?:{_PERIOD})|(?:{_PERIOD}) (?:{_COMING}|que viene)"  # "next month", "mes que viene"
_FROM_COMING_PERIOD = (
    rf"\b(?:{_STARTS_FROM}) (?:(?:the|la|le|el|der|dem|l') ?)?(?:{_NEXT_PERIOD})\b|"
    r"(?:来週|来月|来年度?|来期|翌週|翌月|次回)(?:から|より|以降)|(?:下周|下星期|下礼拜|下个?月|明年|下学期)(?:起|开始)|"
    r"(?:다음\s?(?:주|달|학기)|내년|내달)부터"
)
_COMING_PERIOD = re.compile(
    rf"\b(?:{_NEXT_PERIOD})\b|"
    r"下个?月|下周|下星期|明年|来週|来月|来年|다음\s?(?:주|달)|내년",
    re.IGNORECASE,
)
_FROM_NOW_ON = re.compile(
    rf"{_FROM_COMING_PERIOD}|"
    r"\b(?:from now on|going forward|ab jetzt|ab sofort|künftig|desde ahora|a partir de ahora|en adelante|d[ée]sormais|"
    r"dor[ée]navant|(?:from|starting) next (?:week|month)|ab n[äa]chste[nr]? (?:woche|monat)|"
    r"a partir de la (?:semana|mes) que viene|[àa] partir de la semaine pro(?:chaine)?|[àa] partir du mois prochain|"
    # from this one on: "from this week on", "今週から", "이번 주부터", "ab dieser Woche", "à partir de cette semaine"
    r"from this (?:week|month) on|starting this (?:week|month)|ab (?:dieser|diesem) (?:woche|monat)|ab heute|"
    r"a partir de (?:esta semana|este mes|hoy)|desde esta semana|[àa] partir de (?:cette semaine|ce mois|aujourd'hui)|"
    r"d[èe]s cette semaine|(?:from|starting) (?:tomorrow|tmrw)|(?:tomorrow|tmrw) onwards?|ab morgen|"
    # from a month on: "ab Juli sind's 520 warm", "from March", "desde julio", "à partir de juillet"
    rf"(?:from|starting(?: in)?|ab|desde|a partir de|[àa] partir de) (?:{MONTH_NAMES})|"
    r"(?:a partir de|desde) mañana|[àa] partir de demain|d[èe]s demain)\b|"
    r"以后|今后|从此|(?:自|从)[^，。]{0,4}(?:起|开始)|下周起|下个?月起|本周起|这周起|今後|これから|来週から|来月から|"
    r"今週(?:から|より)|今月(?:から|より)|今日から|明日(?:から|より)|明天(?:起|开始)|\d{1,2}月(?:から|より)|\d{1,2}월부터|"
    r"从\d{1,2}月(?:份)?(?:起|开始)|앞으로|다음\s?(?:주|달)부터|"
    r"이번\s?(?:주|달)부터|오늘부터|내일부터",
    re.IGNORECASE,
)
# From a day or a date on: "As of Monday, our office is located at …", "A partir del próximo lunes la reunión será a las
# 10:30", "Ab Montag finden Sie uns …", "来週月曜より…へ移転", "从下周一起"; not the first day of a range ("from Monday to
# Friday", "月曜から金曜まで", "월요일부터 금요일까지"), which says when, not since when.
_RANGE_END = (
    r"(?!\s?(?:to|till|until|through|thru|bis|au|jusqu\w*|al|hasta)\b|\s?[-–~〜])"
    r"(?![^。、，,]{0,3}(?:曜日?|周[一二三四五六日天]|요일)(?:まで|까지|止))"
)
_FROM_A_DAY = re.compile(
    r"\b(?:as of|effective|starting|beginning|from) (?:next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b"
    rf"{_RANGE_END}|"
    r"\bab (?:nächste[nm] |kommende[nm] |diese[nm] )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\b"
    rf"{_RANGE_END}|"
    r"\b(?:à compter d[eu]|à partir d[eu]|dès) (?:ce |la semaine prochaine, )?(?:lundi|mardi|mercredi|jeudi|vendredi|"
    rf"samedi|dimanche)\b(?: prochain)?{_RANGE_END}|"
    r"\b(?:a partir del?|desde el) (?:próximo |este )?(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b"
    rf"{_RANGE_END}|"
    rf"[月火水木金土日]曜日?(?:から|より){_RANGE_END}|요일부터{_RANGE_END}|"
    rf"(?:从|自)?(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天](?:起|开始){_RANGE_END}|"
    # from a month on, formally ("à compter de septembre", "as of March")
    rf"\b(?:as of|effective|[àa] compter de) (?:{MONTH_NAMES})\b|"
    # from a date on: "ab dem 1. Juni", "à partir du 1er juillet", "a partir del 1 de junio", "5月1日より", "6월 1일부터"
    rf"\b(?:as of|effective|starting|from|ab|à compter du|à partir du|dès le|a partir del|desde el) (?:the |dem )?"
    rf"\d{{1,2}}(?:st|nd|rd|th|er|\.)?\s?(?:of |de )?(?:{MONTH_NAMES})\b|"
    rf"\b(?:as of|effective|starting|from) (?:{MONTH_NAMES}) \d{{1,2}}(?:st|nd|rd|th)?\b|"
    r"\bab (?:dem )?\d{1,2}\.\s?\d{1,2}\.|\d{1,2}月\d{1,2}[日号](?:から|より|起)|\d{1,2}월\s?\d{1,2}일부터",
    re.IGNORECASE,
)
# Childhood, a time of life that is over, in the words each language names it with.
_CHILDHOOD = re.compile(
    r"\b(?:as (?:a )?(?:kids?|child|children|teens?|teenagers?)|when (?:i|we|he|she|they) (?:was|were) (?:little|small|"
    r"young|a kid|kids|a child|children|a teen|a teenager)|growing up|in my childhood|"
    r"de (?:pequeñ[oa]s?(?! tamaño| formato)|niñ[oa]|crí[oa])|cuando (?:era|éramos) (?:pequeñ|niñ|chic|crí)[oa]s?|"
    r"en mi infancia|als kind(?:er)?|als (?:ich|wir) (?:klein|(?:ein )?kind(?:er)?) (?:war|waren)|in meiner kindheit|"
    r"quand (?:j'étais|on était|nous étions) (?:petite?s?|enfants?|gamine?s?)|dans mon enfance|étant (?:petite?|enfant))\b|"
    r"小时候|小的时候|童年|子供の頃|子どもの頃|子供のころ|子どものころ|小さい頃|小さいころ|幼い頃|幼少期|"
    r"어렸을\s?때|어릴\s?때|어릴\s?적|어렸을\s?적|어린\s?시절",
    re.IGNORECASE,
)
_KIN = re.compile(rf"\b(?:{_LATIN_KIN})\b|{_CJK_KIN}", re.IGNORECASE)
_OCCASION = re.compile(rf"\b(?:{_LATIN_OCCASION})\b|{_CJK_OCCASION}", re.IGNORECASE)


# Kin words that call the whole group ("戒烟三个月了兄弟们", "姐妹们我脱单了", "家人们"): no one's kin.
_GROUP_CALLED_KIN = re.compile(r"(?:兄弟|姐妹|家人)[们們]")


# One kin called by words of other registers ("ma mère" and "maman", "Mutter" and "Mamas", "mom" and "mother"): one
# holder. A word not listed is its own.
_KIN_ROLES = {
    **dict.fromkeys(("mother", "mom", "mum", "mama", "mamas", "madre", "mamá", "mutter", "mère", "mere", "maman"), "mother"),
    **dict.fromkeys(("妈妈", "妈", "엄마", "어머니"), "mother"),
    **dict.fromkeys(("father", "dad", "papa", "papas", "padre", "papá", "vater", "père", "pere"), "father"),
    **dict.fromkeys(("爸爸", "爸", "아빠", "아버지"), "father"),
    **dict.fromkeys(("grandma", "grandmother", "omas", "oma", "grand-mère", "grand-mere", "할머니"), "grandmother"),
    **dict.fromkeys(("grandpa", "grandfather", "opas", "opa", "grand-père", "grand-pere", "할아버지"), "grandfather"),
    **dict.fromkeys(("sister", "sis"), "sister"),
    **dict.fromkeys(("brother", "bro"), "brother"),
    **dict.fromkeys(("男朋友", "男友", "남친", "남자친구"), "boyfriend"),
    **dict.fromkeys(("女朋友", "女友", "여친", "여자친구"), "girlfriend"),
    **dict.fromkeys(("wife", "ehefrau"), "wife"),
    **dict.fromkeys(("husband", "ehemann"), "husband"),
}  # fmt: skip


def _kin(text: str) -> set[str]:
    """The kin the text names, one word for each (`_KIN_ROLES`)."""
    return {_KIN_ROLES.get(word, word) for word in matched_words(_KIN, _GROUP_CALLED_KIN.sub(" ", text))}


# Where a clause ends: a comma (not the decimal comma of "34,99 €" or "1,500"), a dash between spaces, a full stop
# (not the point of "18.40", of a German ordinal before a word in lower case or a month, "am 7. abends", "am 8. Juni",
# or of a title, "Prof. Braun"), a question or exclamation mark, a new line, or Korean laughter or tears, which close a
# sentence as a full stop does ("7명으로 바꿈ㅋㅋ 동생들도 온대"). What comes after the first clause says why or where
# ("se cancela la cena del 20, mi madre está con gripe"), and a kin named there holds nothing of the older statement.
_TITLE = "".join(rf"(?<!\b{title})" for title in ("Prof", "Dr", "Mr", "Mrs", "Ms", "St", "Hr", "Nr", "Sr", "Sra", "Jr", "Mme"))
_FULL_STOP = (
    rf"{_TITLE}(?:(?<!\d)\.(?=\s|$)|"
    r"(?<=\d)\.(?=$|\s+(?![a-zäöüß]|(?:Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez))))"  # not an ordinal's
)
CLAUSE_END = re.compile(rf"(?<!\d),|,(?!\d)|\s[–—]\s|[，、;；。!！?？\n…]|{_FULL_STOP}|[ㅋㅎㅠㅜ]{{2,}}")


def main_clause(text: str) -> str:
    """The text up to the end of its first clause that has words."""
    for clause in CLAUSE_END.split(text):
        if any(char.isalnum() for char in clause):
            return clause
    return text


def another_holder(old: str, new: str) -> bool:
    """The newer statement's first clause (`main_clause`) names a kin the older does not: the value belongs to someone
    else."""
    return not _kin(main_clause(new)) <= _kin(old)


# A member named first as Chinese names a friend or a colleague ("小宇…", "老王…", "阿杰…").
_CHINESE_NAME_FIRST = re.compile(r"\s*(?:小|老|阿)[\u4e00-\u9fff]")


def opens_with_a_chinese_name(text: str) -> bool:
    """The text opens with a member named as Chinese names a friend or a colleague ("小陈升组长了"): their fact."""
    return _CHINESE_NAME_FIRST.match(text) is not None


def names_kin(text: str) -> bool:
    """The text names a kin ("my sister", "我姐", "お兄ちゃん", "엄마"): what it says may be theirs."""
    return bool(_kin(text))


def another_occasion(old: str, new: str) -> bool:
    """The newer statement's first clause (`main_clause`) names a gathering the older does not: a party is no birthday,
    a dinner no wedding. A later clause goes on to something else ("c'est fini avec Antoine… soirée filles ce week-end")."""
    return not matched_words(_OCCASION, main_clause(new)) <= matched_words(_OCCASION, old)


def recurs(text: str) -> bool:
    """The text speaks of an event that comes back: "every Tuesday", "dienstags", "todos los lunes", "每周", "매주"."""
    return _RECURRING.search(text) is not None


def names_coming_period(text: str) -> bool:
    """The text names a week, month or year to come ("next month", "la semaine prochaine", "下个月", "다음 주")."""
    return _COMING_PERIOD.search(text) is not None


def from_now_on(text: str) -> bool:
    """The text says what it says holds from now on, or from tomorrow or a coming week or month ("from next week",
    "다음 주부터", "明日から")."""
    return _FROM_NOW_ON.search(text) is not None


def from_a_day_on(text: str) -> bool:
    """The text says what it says holds from a day or a date on ("from Monday", "a partir del próximo lunes", "ab dem 1.
    Juni", "月曜から"), not from the first day of a range ("from Monday to Friday")."""
    return _FROM_A_DAY.search(text) is not None


def one_occurrence(old: str, new: str) -> bool:
    """The older statement gives a recurring event and the newer one occurrence of it, not from now on: "yoga every
    Tuesday" / "yoga cancelled this Tuesday, the teacher is ill" leaves every other Tuesday."""
    return recurs(old) and not recurs(new) and bool(_ONE_OCCURRENCE.search(new)) and not from_now_on(new)


# A stretch of the past told as ended, with its length or its time of life: "I lived in Boston for 5 years" (not "I've
# lived here for 5 years", which goes on), "Ich hab zehn Jahre in München gewohnt", "j'ai vécu 6 ans à Montréal", "Viví 8
# años en Buenos Aires", "大阪に5年住んでた", "대구에서 20년 살았어", Korean's ended past ("피웠었어요"), "我以前在深圳待了五年",
# "新卒の時の月給".
_COUNT = (
    r"(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|"
    r"deux|trois|quatre|cinq|sept|huit|neuf|dix|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)"
)
_FINISHED_STRETCH = re.compile(
    r"(?<!'ve )(?<!have )(?<!has )\b(?:lived|worked|smoked|studied|stayed|spent)\b[^.!?]{0,40}\bfor "
    rf"{_COUNT} (?:years?|yrs?|months?)\b|"
    rf"\b{_COUNT} (?:jahre|monate)\b[^.!?]{{0,40}}\b(?:gewohnt|gelebt|gearbeitet|geraucht|studiert|verbracht)\b|"
    r"\b(?:j'ai|on a|nous avons) (?:vécu|habité|travaillé|fumé|étudié|passé)\b[^.!?]{0,30}\b"
    rf"{_COUNT} (?:ans|années|mois)\b|"
    rf"\b(?:viví|vivimos|trabajé|fumé|estudié|estuve|pasé)\b[^.!?]{{0,40}}\b{_COUNT} (?:años|meses)\b|"
    rf"\b{_COUNT} (?:años|meses)\b[^.!?]{{0,30}}\b(?:viví|trabajé|fumé|estudié|estuve)\b|"
    r"\d+年(?:間)?[^。！？]{0,20}(?:住んでた|住んでいた|住んでました|働いてた|働いていた|吸ってた|通ってた)|"
    r"(?:学生|新卒|大学|高校|中学)(?:の)?(?:時|頃|ころ)|"
    r"[었았였]었|\d+년[^.!?]{0,20}(?:살았|일했|피웠|다녔)|"
    r"(?:以前|之前|曾经)[^，。]{0,12}[住待呆干抽做]了?[^，。]{0,6}年|(?:大学|上学|读书|刚毕业)的?时候",
    re.IGNORECASE,
)


def another_time_of_life(old: str, new: str) -> bool:
    """The older statement is set in childhood, or in a stretch of the past it tells as ended (`_FINISHED_STRETCH`),
    and the newer is not: "de pequeña viví en Granada" and "Ich hab zehn Jahre in München gewohnt" stay true whatever
    their speaker does now."""
    return any(told.search(old) is not None and told.search(new) is None for told in (_CHILDHOOD, _FINISHED_STRETCH))


# What joins two weekdays into a span: "du lundi au vendredi", "Monday to Friday", "周一至周五", "월요일부터 금요일".
_DAY_SPAN_JOIN = re.compile(r"\s*(?:-|–|—|~|〜|～|to|through|thru|till|until|à|au|a|al|bis|至|到|から|부터)\s*", re.IGNORECASE)


def _days_spanned(text: str) -> frozenset[int]:
    """The days of the week (0 for Monday) of each span of weekdays the text names ("du lundi au vendredi": 0 to 4)."""
    found = list(WEEKDAY.finditer(text))
    days: set[int] = set()
    for first, last in pairwise(found):
        if _DAY_SPAN_JOIN.fullmatch(text, first.end(), last.start()):
            start, end = (WEEKDAY_NAMES.index(weekday_name(match.group())) for match in (first, last))
            days |= {day % 7 for day in range(start, start + (end - start) % 7 + 1)}
    return frozenset(days)


def another_weekday(old: str, new: str) -> bool:
    """The older statement gives a span of weekdays and the newer names only days outside it, and no span of its own:
    "Le samedi, le cabinet est ouvert de 9h à 12h." beside "ouvert du lundi au vendredi de 9h à 19h" is another day's."""
    spanned = _days_spanned(old)
    named = {WEEKDAY_NAMES.index(day) for day in weekdays(new)}
    return bool(spanned) and bool(named) and not named & spanned and not _days_spanned(new)


# A leg of a trip: the way there or the way back ("行きの新幹線" / "帰りの新幹線", "el vuelo de ida" / "de vuelta").
_LEG = re.compile(
    r"\b(?:outbound|inbound (?:flight|train)|return (?:flight|trip|train|leg|journey|ticket)|"
    r"(?:vuelo|viaje|billete|tren|trayecto) de (?:ida|vuelta)|la (?:ida|vuelta) (?:es|sale|será)|"
    r"(?:vol|trajet|billet|train) (?:aller|retour)|le retour est|l'aller est|"
    r"hinflug|r[üu]ckflug|hinfahrt|r[üu]ckfahrt|hinweg|r[üu]ckweg)\b|"
    r"去程|回程|往程|返程|行きの|帰りの|往路|復路|가는 편|오는 편|출국편|귀국편",
    re.IGNORECASE,
)


def another_leg(old: str, new: str) -> bool:
    """The newer statement names in its first clause a leg of a trip the older does not ("帰りの新幹線は20時発" after
    "行きの新幹線は8時発", "the return flight leaves at 8pm" after "our flight leaves at 8am"); a leg named later is
    where a correction was read ("error mío, a las 19:05, miré el billete de ida")."""
    named = {leg.casefold() for leg in _LEG.findall(old)}
    return any(leg.casefold() not in named for leg in _LEG.findall(main_clause(new)))


# A line other than the member's own phone: work, home, a landline, a fax. A number of such a line is another slot
# beside a mobile ("my new work number is …" leaves "my mobile is …"); the mobile is the default and is not listed.
_OTHER_LINE = re.compile(
    r"\b(?:work|office|business|home|landline|fax|b[üu]ro\w*|dienstlich\w*|festnetz\w*|gesch[äa]ftlich\w*|oficina|trabajo|"
    r"fijo|casa|bureau|fixe|travail|domicile|pro)\b|座机|办公|公司|工作|单位|單位|家里|会社|職場|仕事用|自宅|固定|회사|사무실|업무용|"
    r"집\s?전화",
    re.IGNORECASE,
)
# The kinds of mailbox a member keeps beside their own: work, personal, school.
_OTHER_MAILBOX = re.compile(
    r"\b(?:work|office|business|personal|private|school|uni|b[üu]ro|dienstlich\w*|privat\w*|gesch[äa]ftlich\w*|"
    r"trabajo|perso|pro|travail)\b|工作|私人|会社|個人|회사|개인",
    re.IGNORECASE,
)


def another_line_or_mailbox(old: str, new: str) -> bool:
    """Both give an email address and the newer names a kind of mailbox the older does not ("my new work email is …"
    beside "my email is …"), or both a long number and one names a kind of line the other does not ("Büro: 030 …"
    beside "meine Nummer ist 0151 …", "私人手机 186 …" beside "我工作电话 0571 …": the member's own phone is the line
    no word names)."""
    if EMAIL_ADDRESS.search(old) and EMAIL_ADDRESS.search(new):  # the kind said in words, not in an address's name
        said, told = EMAIL_ADDRESS.sub(" ", old), EMAIL_ADDRESS.sub(" ", new)
        return bool(matched_words(_OTHER_MAILBOX, told) - matched_words(_OTHER_MAILBOX, said))
    if long_numbers(old) and long_numbers(new):
        return matched_words(_OTHER_LINE, new) != matched_words(_OTHER_LINE, old)
    return False


@lru_cache(maxsize=4096)  # recall asks it of one newer statement beside each older one
def other_slot(old: str, new: str) -> bool:
    """The newer statement is about another slot than the older: the other end of a span, another holder, another
    occasion, one occurrence of a recurring event, another time of life, a place of work beside a home, another leg
    of a trip, or another kind of mailbox or phone line."""
    return (
        other_end(old, new)
        or another_leg(old, new)
        or another_weekday(old, new)
        or another_holder(old, new)
        or another_occasion(old, new)
        or one_occurrence(old, new)
        or another_time_of_life(old, new)
        or home_and_work_apart(old, new)
        or another_line_or_mailbox(old, new)
    )
