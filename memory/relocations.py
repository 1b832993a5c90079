"""A home moved: "ich wohn in Hamburg", then "bin nach Leipzig gezogen, Kisten überall" (pure).

Where a member lives is one value at a time, said in a closed class of words in each language (live in, based in,
vivo en, wohne in, j'habite à, 住在, に住んでる, 살아), and having moved house is another (moved to, relocated, me
mudé, umgezogen, emménagé, 搬到…了, 引っ越しました, 이사했어). The update model leaves many such pairs under its bars:
the two statements share no word but the place's kind, and a city beside another says nothing it can weigh. The
structure is exact enough to act on alone when the older statement says where its speaker lives, the newer says they
have moved (a plan to move, a question or a hedge is no move: `newly_says`), names no place the older names (a bigger
flat in the same city leaves the city), and speaks of no kin ("my sister moved to Busan") and no place of work ("our
office moved to Porz"): their move is not the member's. A home of one's own named by another place is a move said
with no word of moving ("Manchester flat is finally unpacked", "Unsere Hamburger Wohnung ist endlich eingerichtet",
"desde mi balcón en Triana se ve la Giralda"): `names_a_new_home`.
"""

from __future__ import annotations

import re

from .home_and_work import LIVES, MOVED_HOME
from .other_slot import main_clause, names_kin, other_slot
from .text import matched_words
from .update_model import judgeable, name_one_thing, newly_says, supposes, tells_plainly_of_its_slot

_WORKPLACE = re.compile(
    r"\b(?:company|office|offices|firm|shop|store|studio|team|b[üu]ro|firma|laden|oficina|empresa|tienda|bureaux?|"
    r"soci[ée]t[ée]|entreprise|boutique|agence|clinic|cl[íi]nica|praxis|cabinet|academia)\b|公司|办公室|工作室|单位|店|"
    r"会社|弊社|本社|当社|オフィス|事務所|職場|회사|당사|사옥|사무실|학원|가게",
    re.IGNORECASE,
)


def relocates(old: str, new: str) -> bool:
    """`new` says its speaker moved house away from where `old` says they live: no place `old` names, no kin and no
    place of work `old` does not name (in its first clause: "판교로 이사 왔어 ㅋㅋ 회사 때문에" moved for work)."""
    return (
        LIVES.search(old) is not None
        and newly_says(MOVED_HOME, old, new)
        and not name_one_thing(old, new)
        and not names_kin(new)
        and not matched_words(_WORKPLACE, main_clause(new)) - matched_words(_WORKPLACE, old)
    )


# Where a place of work is: its address named ("公司地址：", "事務所所在地", "사무실 주소는") or a copula of place ("our
# office is at", "está en", "befindet sich", "se trouve", "位于", "にあります", "에 있").
_SITED = re.compile(
    r"\b(?:address|is at|are at|located|est[áa] en|est[áa]n en|direcci[óo]n|adresse|befindet sich|sitzt in|ist in|"
    r"se trouve|situ[ée]e?s?)\b|地址|位于|在[^，。,]{1,12}(?:路|街|号|大厦|楼)|所在地|住所|にあります|にある|にございます|주소|"
    r"에 있",
    re.IGNORECASE,
)
# A place of work moved, done: "we have relocated to", "已搬迁至", "へ移転いたしました", "로 이전했습니다", "nos hemos
# trasladado a", "sind umgezogen", "a déménagé".
_MOVED_SITE = re.compile(
    r"\b(?:relocated|moved (?:to|into)|nos hemos trasladado|se ha trasladado|(?:nos )?hemos mudado|se ha mudado|"
    r"umgezogen|d[ée]m[ée]nag[ée]e?s?|transf[ée]r[ée]e?s?|our new address|nuestra nueva direcci[óo]n|unsere neue adresse|"
    r"notre nouvelle adresse)\b|搬迁至|迁至|迁到|搬到.{0,20}了|已搬|移転(?:しました|いたしました|した)|"
    r"이전(?:했|하였|됐|되었)",
    re.IGNORECASE,
)


# A unit of an organisation, with its name: "人事部", "the sales department", "Abteilung Einkauf", "営業部", "인사팀".
_UNIT = re.compile(
    r"\b(?:\w+ (?:department|dept|team|division)|(?:abteilung|departamento|d[ée]partement|service|[ée]quipe) \w+)\b|"
    r"[\u4e00-\u9fff]{1,4}(?:部门|部|科|课|課|組|组)|[가-힣]{1,4}(?:팀|부서|부)(?![가-힣])",
    re.IGNORECASE,
)


def relocates_workplace(old: str, new: str) -> bool:
    """`old` says where a place of work is and `new` that it moved, done, naming no place of work or unit `old` does
    not (in its first clause: "the Berlin branch moved" beside "our office is at …" is another office, "人事部已搬至五楼"
    beside "公司财务部在三楼" another department) and no kin."""
    workplaces, first = matched_words(_WORKPLACE, old), main_clause(new)
    return (
        bool(workplaces)
        and _SITED.search(old) is not None
        and newly_says(_MOVED_SITE, old, new)
        and not names_kin(new)
        and not matched_words(_WORKPLACE, first) - workplaces
        and not matched_words(_UNIT, first) - matched_words(_UNIT, old)
    )


# A home no longer or not yet the speaker's, or a stay: "I used to live in", "lived in Paris for years", "viví en",
# "wohnte", "habitais", "住过", "住んでた", "살았", "planning to live", "quiero vivir", "will live", "this week I'm staying".
_NOT_NOW = re.compile(
    r"\b(?:used to|lived|living with|grew up|will|gonna|going to|want to|plan(?:ning)? to|hope to|would|viv[ií]a|viv[íi]|"
    r"vivimos durante|viviremos|quiero|quisiera|wohnte|gewohnt|werde|m[öo]chte|habitais|habitait|ai habit[ée]|"
    r"habiterai|veux|voudrais|temporarily|for now|por ahora|vorerst|pour l'instant)\b|"
    r"住过|住過|想住|要住|暂住|以前|之前|住んでた|住んでいた|住みたい|住む予定|前は|昔は|살았|살 거|살고 싶|살 예정|예전에",
    re.IGNORECASE,
)


# Another's home, or a home shared with kin: "Andrés vive en Bilbao", "母は京都に住んでる", "j'habite chez mes parents".
_ANOTHERS_HOME = re.compile(
    r"\b(?:lives|vive|viven|wohnt|vit|vivent|(?<!j')(?<!j’)habite|habitent|resides|chez (?:mes|mon|ma)|"
    r"bei (?:meinen|meiner|meinem)|con mis|with my)\b|"
    r"(?:母|父|兄|姉|弟|妹|両親|祖母|祖父)(?:は|が|も)|他|她|彼は|彼女は|걔|그 사람",
    re.IGNORECASE,
)


# Korean words that name no place beside a home: the speaker, and the polite ending left once "살아" is read.
_KOREAN_NO_PLACE = re.compile(r"(?<![가-힣])(?:저|나|난|저는|나는|제가|내가)(?![가-힣])|(?<![가-힣])요(?![가-힣])")


def _place_words(text: str) -> str:
    """The text without its words of living and the Korean words that name no place: what names the home is left."""
    return _KOREAN_NO_PLACE.sub(" ", LIVES.sub(" ", text))


def lives_elsewhere(old: str, new: str) -> bool:
    """Both say, in the words of living somewhere, where the speaker lives, and the newer names no place, kin or place
    of work the older does not share ("我住杭州滨江" then "我住深圳南山", "Ich wohn in Köln" then "Wohne in Leipzig"): one
    home at a time, so the newer is where they live now. A past, a plan, a wish or a stay is no home now (`_NOT_NOW`)."""
    said = main_clause(new)
    return (
        LIVES.search(main_clause(old)) is not None
        and LIVES.search(said) is not None
        and _NOT_NOW.search(old) is None
        and _NOT_NOW.search(said) is None
        and _ANOTHERS_HOME.search(old) is None
        and _ANOTHERS_HOME.search(said) is None
        and judgeable(new)
        and not supposes(said)
        and not other_slot(old, new)
        and not name_one_thing(_place_words(old), _place_words(new), short_names=True)
        and not names_kin(old)
        and not names_kin(new)
        and not matched_words(_WORKPLACE, said) - matched_words(_WORKPLACE, old)
    )


# A home of one's own named with its place, in Latin script (the place a capitalised word): "our Manchester flat",
# "Unsere Hamburger Wohnung", "Sheffield flat finally …", "notre appart à Nantes", "mi balcón en Triana", "el piso de
# Zaragoza", "aus unserem Küchenfenster in Altona", "my home address in Leeds", "mon domicile d'Arcachon".
_PLACE = r"(?P<place>[A-ZÀ-Þ][\wÀ-ÿ'-]+)"
_HOME = (
    r"(?:flat|apartment|apt|house|piso|apartamento|depa|casa|balc[óo]n|appart|appartement|maison|wohnung|balkon|"
    r"küchenfenster|wg|bude|butze|place|home address|domicilio|domicile|wohnsitz)"
)
_OURS = r"(?:our|my|mi|nuestr[oa]|unser\w*|mein\w*|notre|mon|ma)"
_HOME_AT_A_PLACE = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"\b{_OURS}\s+(?:new\s+)?{_PLACE}(?:er)?\s+{_HOME}\b",
        rf"(?:^|[.!?]\s*)(?:the\s+|die\s+|der\s+|das\s+)?{_PLACE}(?<!er)(?:er)?\s+{_HOME}\b",
        rf"\b{_OURS}\s+(?:new\s+)?{_HOME}\s+(?:(?:in|en|à|au|a|de|in der|im)\s+|d['’]){_PLACE}",
        rf"\b(?:el|la)\s+{_HOME}\s+de\s+{_PLACE}",
        rf"\b(?:unserem|meinem|unserer|meiner)\s+{_HOME}\s+in\s+{_PLACE}",
        # new, with an article: "settled into the new flat in Bristol", "in der neuen Bude in Leipzig"
        rf"\b(?:the|der|die|la|le|el)\s+(?:new|neuen?|nouvel(?:le)?|nuev[oa])\s+{_HOME}\s+"
        rf"(?:in|en|à|au|a|de|in der|im)\s+{_PLACE}",
    )
)
# A new home of one's own at a place, in Chinese, Japanese or Korean: "成都的新房子", "博多の新居", "판교 원룸 계약함"; one's
# residence, said formally ("我在苏州的住所", "鎌倉の自宅", "세종시 자택").
_CJK_HOME_AT_A_PLACE = re.compile(
    r"(?P<zh>[\u4e00-\u9fff]{2,4})的新(?:房子|家|公寓|住处|出租屋)|我在(?P<zh_home>[\u4e00-\u9fff]{2,4})的(?:住所|住处)|"
    r"(?P<ja>[\u4e00-\u9fff\u30a0-\u30ff]{2,5})の(?:新居|自宅|新しい(?:家|部屋|アパート|マンション))|"
    r"(?P<ko>[가-힣]{2,4})\s?(?:원룸|투룸|아파트|오피스텔|빌라|집)\s?(?:계약|입주)|(?P<ko_home>[가-힣]{2,4})\s?자택|"
    # a home at a place put in order at last: "南山这套房子终于收拾好了", "福岡の家やっと片付いた", "대전 집 정리 드디어 끝났다"
    r"(?P<zh_done>[\u4e00-\u9fff]{2,4}?)(?:这套|那套|的)?(?:房子|新家|公寓)(?:终于|总算)?(?:收拾|布置|装修)(?:好|完)|"
    r"(?P<ja_done>[\u4e00-\u9fff\u30a0-\u30ff]{2,5}?)の(?:家|部屋|アパート|マンション)(?:が|、)?\s?(?:やっと|ようやく)?(?:片付|片づ)い|"
    r"(?P<ko_done>[가-힣]{2,4}?)\s?(?:원룸|투룸|아파트|오피스텔|빌라|집)\s?정리\s?(?:(?:드디어|다)\s?)?(?:끝|완료)"
)
# Capitalised words that name no place: articles, possessives, "new" ("Die Wohnung hat 3 Zimmer").
_NO_PLACE = frozenset(
    {
        "die", "der", "das", "den", "dem", "the", "la", "le", "el", "les", "los", "las", "mi", "my", "our", "unsere",
        "unser", "notre", "ma", "mon", "eine", "ein", "a", "an", "una", "un", "une", "this", "that", "diese", "dieser",
        "cette", "ce", "esta", "este", "new", "neue", "neuen",
    }
)  # fmt: skip


_BEFORE_A_PLACE = "我你他她们在住到去是的了"  # what a run of Chinese characters before a place may open with: "我在成都"


def _homes_named(text: str) -> set[str]:
    """The places the text names a home of one's own at."""
    latin = {
        place.casefold()
        for pattern in _HOME_AT_A_PLACE
        for match in pattern.finditer(text)
        if (place := match.group("place"))[0].isupper() and place.casefold() not in _NO_PLACE
    }
    cjk = {next(group for group in match.groups() if group) for match in _CJK_HOME_AT_A_PLACE.finditer(text)}
    return latin | {place for found in cjk if len(place := found.lstrip(_BEFORE_A_PLACE)) >= 2}


def names_a_new_home(old: str, new: str) -> bool:
    """`old` says where its speaker lives, and `new` names a home of their own at another place, with no word of
    moving; `new` asks, supposes and hopes nothing, speaks of no kin, and `old` names none of its places."""
    if LIVES.search(main_clause(old)) is None or _NOT_NOW.search(old) or _ANOTHERS_HOME.search(old) or names_kin(old):
        return False
    homes = _homes_named(new)
    if not homes or any(place in old.casefold() for place in homes):
        return False
    return tells_plainly_of_its_slot(old, new) and _NOT_NOW.search(new) is None
