"""A member's relationship ended or began: "me and Jordan are going on 2 years", then "jordan and i called it quits";
"我还是单身", then "脱单了！"; "婚約しました", then "入籍しました！" (pure).

A breakup is said in a closed class of words in each language (broke up, split up, called it quits, 分手, 別れた,
헤어졌어, nos separamos, getrennt, on a rompu), and what it ends is the speaker's statement of being with someone: a
partner named by a word of that class (boyfriend, 男朋友, 彼氏, 남친, novia, Freundin, copine) or by being together,
dating, an anniversary. The update model leaves most such pairs under its bars: a breakup shares few words with an
anniversary. One of someone else's ("Ken and Mia broke up", "他们分手了") ends nothing of the speaker's. Being single
is a closed class too (single, soltera, ledig, célibataire, 单身, 彼氏いない, 모쏠), which a partner found ends; so
are being engaged and being married, which a wedding moves from one to the other.
"""

from __future__ import annotations

import re

from .first_person import of_neither_speaker
from .other_slot import main_clause, names_kin, other_slot
from .update_model import judgeable, name_key, names_another, newly_says, opens_with_another_name

_BROKE_UP = re.compile(
    r"\b(?:broke up|broken up|split up|(?:we|and i|and me|n me) split|called it quits|not together anymore|"
    r"no longer together|(?:\w+ et moi|nous deux),? c'est fini|c'est fini entre nous|"
    r"nos separamos|lo dejamos|lo hemos dejado|lo he dejado con|lo dej[ée] con|rompimos|hemos roto|ya no estamos juntos|"
    # told of others too: "Sofi lo dejó con el novio", "se separaron", "ils ont rompu"
    r"lo dej[óo] con|lo dejaron|lo han dejado|rompieron|han roto|ha roto con|se separaron|se han separado|"
    r"ya no est[áa]n juntos|"
    r"getrennt|schluss gemacht|nicht mehr zusammen|"
    r"on a rompu|nous avons rompu|on s'est s[ée]par[ée]s|plus ensemble|ont rompu|a rompu avec|se sont s[ée]par[ée]s|"
    r"c'est fini (?:avec|entre))\b|分手|分了|別れ|婚約(?:を)?解消|헤어졌|헤어짐|헤어져|파혼",
    re.IGNORECASE,
)
_TOGETHER = re.compile(
    r"\b(?:boyfriend|girlfriend|bf|gf|partner|fianc[ée]e?|novi[oa]|pareja|freund(?:in)?|copain|copine|mec|"
    r"together|dating|seeing someone|in a relationship|vergeben|en couple|saliendo con|"
    r"zusammen|ensemble|juntos|anniversary|aniversario|jahrestag|me and \w+ are|\w+ and i are|"
    r"going on \d+ years?)\b|"
    # a couple who count their years ("me n sarah hit 2 years", "Emma et moi on fête nos 2 ans"): not an age
    r"\b(?:me (?:n|and|&) \w+|\w+ (?:and|&|n) (?:i|me)|\w+ et moi|\w+ y yo|\w+ und ich)\b.{0,30}\b(?:years|ans|años|jahre)\b|"
    # or count them with someone ("llevo dos años con Irene", "ça fait 4 ans avec Clara")
    r"\b(?:years?|ans|años|jahren?)\s+(?:with|avec|con|mit)\s+(?-i:[A-ZÀ-Þ])|"
    # or with someone since a time ("je suis avec Maxime depuis 2 ans", "estoy con Lucas desde marzo")
    r"\b(?:with|avec|con|mit)\s+(?-i:[A-ZÀ-Þ])\w+\s+(?:since|for|depuis|desde|hace|seit)\b|"
    r"男朋友|女朋友|男友|女友|对象|在一起|周年|彼氏|彼女|付き合|年目|남친|여친|남자친구|여자친구|애인|사귀|주년",
    re.IGNORECASE,
)
_SINGLE = re.compile(
    r"\b(?:single(?![- ](?:handed\w*|minded|room|bed|ticket|malt|player|file|line|day|use|page|digit|person|parent|mum|mom|dad))|"
    r"forever alone|solter[oa]|ledig|c[ée]libataire|c[ée]lib)\b"
    r"|单身|單身|母胎|独身|独り身|ひとり身|彼氏いない|彼女いない|恋人いない|모쏠|모솔|솔로",
    re.IGNORECASE,
)
# Single, told in chat: "我还单着呢", "大輔フリーだよ" (not "フリーランス"), "Mia ist wieder solo" (not "solo trip").
_SINGLE_TOLD = re.compile(
    rf"{_SINGLE.pattern}|单着|單著|フリー(?!ランス)|\b(?:ist|is|est|está|es) (?:wieder |jetzt |de nuevo |again |now )?solo\b",
    re.IGNORECASE,
)
_PARTNERED = re.compile(
    r"\b(?:boyfriend|girlfriend|my (?:bf|gf)|seeing someone|dating|in a relationship|novi[oa]|saliendo con|freund(?:in)?|"
    r"vergeben|copain|copine|en couple|(?:je )?vois quelqu'un|sors avec|conociendo a alguien|"
    # being single said to hold no more: "not single anymore", "plus vraiment célibataire", "nicht mehr Single"
    r"(?:not|no longer) single|single no more|plus (?:vraiment )?c[ée]libataire|ya no (?:estoy )?solter[oa]|"
    r"nicht mehr (?:single|ledig))\b"
    r"|男朋友|女朋友|男友|女友|对象|脱单|脫單|在一起|彼氏|彼女|付き合|恋人|남친|여친|남자친구|여자친구|애인|사귀",
    re.IGNORECASE,
)
_ENGAGED = re.compile(
    r"\b(?:engaged|fianc[ée]e?s?|prometid[oa]s?|comprometid[oa]s?|verlobt)\b|订婚|訂婚|婚約|약혼", re.IGNORECASE
)
_MARRIED = re.compile(
    r"\b(?:got married|just married|we'?re married|married now|nos casamos|casad[oa]s|geheiratet|verheiratet|"
    r"mari[ée]s|on s'est mari[ée]s)\b|结婚了|领证|領証|结婚啦|結婚しました|入籍|결혼했",
    re.IGNORECASE,
)
# Others as the ones who split, with no word of the speaker's beside them ("they broke up", "他们分手了", "あの二人別れた").
_OTHERS = re.compile(
    r"\b(?:they|ils|elles|ellos|ellas)\b|他们|她们|他俩|她俩|あの二人|あいつら|彼ら|걔네|걔들|그 둘", re.IGNORECASE
)
_SPEAKER = re.compile(r"\b(?:i|me|we|us|je|moi|on|nous|yo|nosotros|ich|wir)\b|我|私|俺|僕|나|저|우리", re.IGNORECASE)


def ends_relationship(old: str, new: str) -> bool:
    """`new` says a relationship ended, or that its speaker is single and with nobody, and `old` is its speaker's
    statement of being with someone; `new` names nobody `old` does not (`names_another`), speaks of no others who
    split, and is a statement about no other slot."""
    if _TOGETHER.search(old) is None or _BROKE_UP.search(old) or _about_others(old, new):
        return False  # an old statement that already says it ended ("남친이랑 헤어졌어") has nothing left to end
    return newly_says(_BROKE_UP, old, new) or (
        newly_says(_SINGLE, old, new) and not _PARTNERED.search(_SINGLE.sub(" ", new))
    )  # "single again lol", "célib et je le vis très bien"


# A proposal accepted, or a couple's first day: "HE ASKED 💍", "求婚成功", "Me lo ha pedido", "Il a fait sa demande",
# "오늘부터 1일", "Mara und ich sind jetzt offiziell zusammen". A ring is a proposal's sign in every language.
_PROPOSED = re.compile(
    r"\b(?:proposed|popped the question|(?:he|she) asked(?=\s*(?:[!.]|$))|said yes|me lo (?:ha|han) pedido|"
    r"me pidi[óo] (?:matrimonio|casarme)|(?:il|elle) a fait sa demande|demande en mariage|heiratsantrag|"
    r"(?:wir|und ich) (?:sind|sind jetzt) (?:\w+ )?zusammen|we'?re (?:\w+ )?together now)\b"
    r"|求婚|プロポーズ|청혼|프러포즈|프로포즈|오늘부터\s?1일|💍",
    re.IGNORECASE,
)
# Being with someone now, in any of its steps: a partner, an engagement, a wedding, a proposal.
_TAKEN = re.compile(rf"{_PARTNERED.pattern}|{_ENGAGED.pattern}|{_MARRIED.pattern}|{_PROPOSED.pattern}", re.IGNORECASE)


def starts_relationship(old: str, new: str) -> bool:
    """`old` says its speaker is single ("我还单着呢") and `new` that they are with someone now ("脱单了", "plus vraiment
    célibataire"), engaged or married ("💍 HE ASKED", "入籍しました"), naming nobody `old` does not."""
    if not _SINGLE_TOLD.search(old) or not _TAKEN.search(new) or _SINGLE.search(_TAKEN.sub(" ", new)):
        return False  # "彼氏いないよ〜" names a partner too: being single is what `new` must not say
    told = _SINGLE_TOLD.sub(" ", _PARTNERED.sub(" ", old))  # "彼氏いない" names no kin
    if _BROKE_UP.search(new) or _ANOTHERS_HOLDER.search(old) or names_kin(told) or _FRIEND.search(new):
        return False  # "彼氏と別れた": a breakup; "Raj is single", "田中さん独身"; "내 친구 의사랑 사귀어": another's
    return _the_speakers_own(old, new)


# Another holder named first as the subject, or with an honorific ("Raj is single", "Hugo est célibataire", "田中さん独身",
# "민수 씨"); a friend ("my friend", "내 친구", "友達", "闺蜜"; not "여자친구", "男朋友": a partner), whose relationship is
# theirs.
_ANOTHERS_HOLDER = re.compile(
    r"^\s*(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:['’]s\b|\s+(?:is|has|got|was|ist|est|es|está|sigue)\b)|さん|ちゃん|くん|\s씨",
    re.IGNORECASE,
)
_FRIEND = re.compile(r"\b(?:my friend|mi amig[oa])\b|(?<!남자)(?<!여자)친구|友達|友だち|闺蜜|(?<![男女])朋友", re.IGNORECASE)
# The speaker's own spouse named ("my husband Mark says hi", "我老公说下次他请客", "旦那がよろしくって", "mein Mann lässt
# grüßen"): the speaker is married.
_OWN_SPOUSE = re.compile(
    r"\b(?:my (?:husband|wife|hubby)|mi (?:marido|esposo|esposa)|mein mann|meine frau|mon mari|ma femme)\b|"
    r"我(?:老公|老婆|丈夫|妻子)|^(?:老公|老婆)|旦那|(?:울|우리|내)\s?(?:남편|아내|와이프)",
    re.IGNORECASE,
)


def marries(old: str, new: str) -> bool:
    """`old` says its speaker is engaged and `new` that they married, or names their own spouse, naming nobody `old`
    does not."""
    if not _ENGAGED.search(old) or not (_MARRIED.search(new) or _OWN_SPOUSE.search(new)):
        return False  # "订婚了💍 明年领证" names the wedding to come: being engaged is what `old` must say
    if names_kin(old) or _OTHERS.search(old):
        return False  # "my sister got engaged": another's engagement, which the speaker's own spouse says nothing of
    return _the_speakers_own(old, _OWN_SPOUSE.sub(" ", new))


def _the_speakers_own(old: str, new: str) -> bool:
    """`new` is a statement (`judgeable`) of the speaker's own about `old`'s slot: not another's (`_about_others`). A
    partner it names ("I have a girlfriend now") is what it says, not another holder."""
    return judgeable(new) and not other_slot(old, _TAKEN.sub(" ", new)) and not _about_others(old, new)


# The partner's name given ("her name's Claire", "se llama Irene", "elle s'appelle Julie", "sie heißt Mia"): who the
# speaker is with, not another holder.
_PARTNERS_NAME = re.compile(r"\b(?:(?:her|his|their) name(?:'s| is)|se llama|s'appelle|hei(?:ß|ss)t)\s+\w+", re.IGNORECASE)


# The partner's name after the word ("my gf Priya") or before it, set off ("je vous présente Sarah, ma copine").
_PARTNER_AND_NAME = re.compile(
    rf"(?:(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+,?\s+(?:my|ma|mon|mi|mein|meine)\s+)?(?:{_PARTNERED.pattern})(?:\s+(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+)?",
    re.IGNORECASE,
)


# The partner named beside the speaker as one couple: "Mara und ich sind jetzt offiziell zusammen", "Jordan and I".
_PARTNER_AND_SPEAKER = re.compile(r"(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+ (?:and i|and me|und ich|et moi|y yo)\b", re.IGNORECASE)


def _about_others(old: str, new: str) -> bool:
    """`new` names someone `old` does not, opens with another's name as its subject, or speaks of others only."""
    # "Freundin", "Single": no names; nor the partner's name after the word ("my gf Priya") or beside the speaker's
    said = _SINGLE.sub(" ", _PARTNER_AND_NAME.sub(" ", _PARTNERS_NAME.sub(" ", _PARTNER_AND_SPEAKER.sub(" ", new))))
    return (
        names_another(old, said)
        or opens_with_another_name(old, said.lstrip())
        or bool(_OTHERS.search(new) and not _SPEAKER.search(new))
    )


# A couple's news told of someone: marrying, a wedding set, a relationship made official ("Diego y Laura se casan",
# "Julien et Inès se marient", "小李下个月结婚", "大輔、来月入籍", "Dave and Chloe made it official").
_COUPLED = re.compile(
    rf"{_PARTNERED.pattern}|{_MARRIED.pattern}|"
    r"\b(?:made it official|are together|getting married|se casan|se casa|se marient|se marie|heiraten|heiratet)\b|"
    r"结婚|結婚|婚礼|婚禮|결혼",
    re.IGNORECASE,
)


def named_starts_relationship(old: str, new: str) -> bool:
    """`old` says one it names is single, and `new`, opening with that name, that they are with someone or marrying
    (their partner may be named): neither statement's speaker's own, so another member may tell of it."""
    opening = re.match(r"\s*([A-ZÀ-Þ][a-zà-ÿ]+|[\u4e00-\u9fff\u30a0-\u30ff\uac00-\ud7af]{2,3})", old)
    if opening is None or not _SINGLE_TOLD.search(old) or _SINGLE_TOLD.search(new) or not _COUPLED.search(new):
        return False
    return (
        re.match(rf"\s*{re.escape(name_key(opening.group(1)))}(?![a-zà-ÿ])", new) is not None
        and of_neither_speaker(old, new)
        and judgeable(new)
        and not other_slot(old, new)
    )


_JOINED_NAMES = re.compile(r"\s+(?:and|&|und|y|e|et)\s+")
# The one or two a statement opens with, by name: "Felix und Sarah", "Pablo e Irene", "Dave and Mia", "수진이".
_OPENING_NAMES = re.compile(
    r"\s*(?P<names>(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+(?:\s+(?:and|&|und|y|e|et)\s+(?-i:[A-ZÀ-Þ])[a-zà-ÿ]+)?|"
    r"[\u4e00-\u9fff\u30a0-\u30ff\uac00-\ud7af]{2,3}?(?=이|가|는|은|和|跟|と|は|\s))"
)


def named_ends_relationship(old: str, new: str) -> bool:
    """`old` says the one or two it opens with by name are together, and `new`, opening with the same names, that they
    split, or opening with the first of them, that they are single: neither statement's speaker's own, so another
    member may tell of it ("Felix und Sarah haben sich getrennt" after "Felix und Sarah ziehen zusammen", "수진이
    파혼했대" after "수진이 남친이랑 결혼 준비 중이래", "Laura está soltera" after "Laura sale con Rubén")."""
    opening = _OPENING_NAMES.match(old)
    if opening is None or _TOGETHER.search(old) is None or _BROKE_UP.search(old) or _SINGLE_TOLD.search(old):
        return False
    names = opening.group("names")
    first = _JOINED_NAMES.split(names)[0]
    split = _BROKE_UP.search(new) is not None and re.match(rf"\s*{re.escape(names)}", new) is not None
    single = _SINGLE_TOLD.search(main_clause(new)) is not None and re.match(rf"\s*{re.escape(first)}", new) is not None
    return (
        (split or single)
        and of_neither_speaker(old, new)
        and judgeable(main_clause(new))  # what follows may ask the group something ("…, also bitte Feingefühl")
        and not other_slot(old, new)
    )
