"""The answer to a security question: it resets the account it guards, so it is a password by another name.

"question secrète : nom de ta première école → Jules-Ferry", "密保问题…答案我设的是 王秀兰", "my security answer
is Rex": a name of a security question (or of its answer), then an answer word, an arrow or a copula, then what
the answer is. What follows must be a value, not a description ("the answer is case-sensitive") or a question.
"""

from __future__ import annotations

import re

from .views import Views, alternatives, bounded
from .words import stated_value

# A security question, or its answer, named in seven languages (lower case).
_QUESTION = re.compile(
    r"security (?:question|answer)s?|secret (?:question|answer)s?|"
    r"questions? (?:secrètes?|secretes?|de sécurité|de securite)|réponses? secrètes?|"
    r"preguntas? (?:de seguridad|secretas?)|respuestas? (?:de seguridad|secretas?)|sicherheits(?:frage|antwort)|"
    r"geheim(?:frage|antwort)|密保|安全问题|安全問題|秘密の質問|秘密の答え|セキュリティ(?:質問|クエスチョン)|보안\s?(?:질문|답변)|"
    r"비밀\s?질문|본인\s?확인\s?질문|비밀번호\s?찾기\s?질문|비번\s?찾기\s?질문|계정\s?찾기\s?질문"
)
# What gives the answer after the question's name: an answer word or an arrow, then at most a copula.
_ANSWER = re.compile(
    r"(?:answer|réponse|reponse|respuesta|antwort|答案|答え|回答|답변은|답변:|답은|답:|답 |→|->|=>|⇒)"
    r"\s*(?:is|was|c'est|est|es|ist|lautet|是|设的是|は|:|：|=|、)?\s*"
)
_ANSWER_NAMES = ("answer", "antwort", "respuesta", "réponse", "答え", "답변")  # a name of the answer itself
_COPULA = re.compile(r"\s*(?:is|was|c'est|est|es|ist|lautet|:|：|=|是|は)\s*")
_ANSWER_WINDOW = 120  # characters after the question's name in which its answer must be given
_NOT_GIVEN = re.compile(r"[?？]|忘|わから|잊|forgot|oublié|olvid|vergessen")
# The question itself in quotes ("秘密の質問「母親の旧姓は？」は たかはし で登録"): its question mark asks nothing.
_QUOTED_QUESTION = re.compile(r"[「『“\"‘][^」』”\"’\n]{1,30}[?？][」』”\"’]")
# The questions banks ask, by their topic (a closed set: a parent's maiden name, a first pet, school or car, a
# birthplace): after one, a name in capitals is its answer ("mother's maiden name: Okafor", "Geburtsname der Mutter
# Brandt", "premier animal Pistache").
_TOPICS = (
    "maiden name", "first pet", "first school", "first car", "first teacher", "pet's name", "pets name",
    "place of birth", "city of birth", "birthplace", "geburtsname", "mädchenname", "haustier", "erste schule",
    "erstes auto", "geburtsort", "nom de jeune fille", "premier animal", "animal de compagnie", "première école",
    "premiere ecole", "ville de naissance", "apellido de soltera", "primera mascota", "primer colegio", "primer coche",
    "ciudad natal", "lugar de nacimiento",
    "旧姓", "最初のペット", "生まれた町", "出身地", "母亲的姓", "母亲的名字", "妈妈的名字", "妈妈名字", "小学", "第一只宠物",
    "出生地", "出生城市", "어머니 성함", "첫 반려동물",
    "태어난 도시", "출생지",
    # the birthplace asked as a clause: "the city where you were born", "the city I was born in"
    "where you were born", "where i was born", "you were born in", "i was born in", "고향",
)  # fmt: skip
_TOPIC = re.compile(alternatives(_TOPICS))
# A name in capitals, of up to four parts ("Biscuit McFluff", "Saint-Ombre-sur-Lys"), that ends its clause.
_TOPIC_ANSWER = re.compile(
    r"[^,;.\n]{0,24}?(?P<v>[A-ZÀ-Þ][a-zà-ÿ]+(?:[ -][A-ZÀ-Þa-zà-ÿ][a-zà-ÿ]+){0,3})\s*(?:[,;.\n—–]|\s[-–—]\s|$)"
)
# A name in quotes after a topic ("first pet was 'Pickles' and …", "primer colegio 'San Ignacio'"): its quotes end it.
_QUOTED_TOPIC_ANSWER = re.compile(
    r"[^,;.\n]{0,24}?[«\"'„“‘]\s?(?P<v>[A-ZÀ-Þ][a-zà-ÿ]+(?:[ -][A-ZÀ-Þa-zà-ÿ][a-zà-ÿ]+){0,3})\s?[»\"'“”’]"
)
# After a question's name, a value in quotes after a copula ("密保问题：小学名字是“红星小学”"); a quoted name of a thing
# ("is 'mother's maiden name'") is the question, not its answer.
_QUOTED_AFTER_COPULA = re.compile(
    r"(?:是|为|は|が|은|는|ist|est|es|is|was|'s|=|:|：)\s*[“「『'\"‘«„](?P<v>[^”」』'\"’»“?？\n]{1,30})[”」』'\"’»“](?![a-z])"
)
# A quoted value that names a thing or asks is the question itself: "是“你的小学叫什么”", "is 'first pet name'".
_THE_QUESTION = re.compile(
    r"名字|名前|名称|이름|name|nom\b|nombre|什么|哪|谁|何|どこ|だれ|뭐|무엇|어디|누구|\b(?:what|which|where|who|quel\w*|"
    r"qu[ée]|cu[áa]l|d[óo]nde|welche\w*|wo|wie|wer)\b"
)
# In Chinese, Japanese or Korean: after the topic's closing quote and its particle, the answer in quotes or as a word
# of one to ten characters before a particle ("「生まれた町」は 鳩ヶ浜 ってことに", "성함은 '윤말순'으로", "是 王秀兰").
_CJK_TOPIC_ANSWER = re.compile(
    r"[」』'’\"]?\s?(?:は|是|は、|、|은|는|:|：)\s?[「『'‘\"]?(?P<v>[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,10})[」』'’\"]?"
    r"\s?(?:って|で|に|로|으로|야|이야|입니다|。|，|,|\s|$)"
)


# An answer said to be set somewhere: a name in capitals after "as", "als", "comme", "como" or a verb of setting
# ("set … as Kowalczyk-Brandt", "j'ai mis Lefebvre sur le site", "puse San Ignacio", "als Oberhollenzer eingetragen"), or
# a word before a verb of setting or of making it so in Chinese, Japanese or Korean ("佐々木で設定した", "통영으로 설정",
# "チョコにしてある", "초코로 해놨어", "设成王秀兰", "填的是 李桂芳").
_SET_AS = re.compile(
    r"(?:\b(?:as|als|comme|como|set|put|used|entered|chose|mis|choisi|puse|pusiste|elegí|elegi|pon|mets|type|enter)\s+"
    r"[«\"'„“‘]?\s?"
    r"[A-ZÀ-Þ][a-zà-ÿ]+(?:[ -][A-ZÀ-Þ][a-zà-ÿ]+){0,3}\b)|"
    r"(?:[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,8}\s?(?:で|に|로|으로)\s?(?:設定|登録|설정|등록))|"
    r"(?:[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,8}\s?(?:に|로|으로)\s?(?:して(?:ある|る|お)|した|しといた|해\s?(?:놨|뒀|둠)|했))|"
    r"(?:填好了|填好|设好了|設定した|登録した|설정했|등록했)\s?[:：]\s?[\u4e00-\u9fff\u3040-\u30ff\uac00-\ud7af]{1,8}|"
    r"(?:设成|设为|设置成|設定成|填的是|填了|写的是)\s?[\u4e00-\u9fff]{1,8}"
)
_SET_WINDOW = 60  # characters after a topic in which its answer must be said to be set


# An account it guards, or its recovery: with one named, a topic banks ask about is their question even unnamed
# ("for the bank recovery thing: mother's maiden name is Okonkwo", "ville de naissance du père : j'ai mis Quimper,
# pour la récupération du compte"); without, "my mother's maiden name is Okonkwo" may be family history.
_GUARDED = re.compile(
    r"recover|récupération|recuperaci[oó]n|wiederherstell|account|compte|cuenta|konto|bank|banque|banco|"
    r"sparkasse|portal|portail|login|verif|apple[ -]?id|identifiant|找回|账号|账户|银行|復旧|アカウント|銀行|복구|계정|은행"
)


def find_security_answer(views: Views) -> str | None:
    """The answer to a security question, given after its name (an answer word, an arrow or a copula) or after one of
    the topics banks ask about, named or in a message that names an account or its recovery."""
    lowered = views.lowered
    for named in bounded(_QUESTION.finditer(lowered)):
        window = lowered[named.end() : named.end() + _ANSWER_WINDOW]
        named_before = _ANSWER_TO.search(lowered, max(0, named.start() - _ANSWER_TO_READ), named.start()) is not None
        as_written = views.folded[named.end() : named.end() + _ANSWER_WINDOW]
        # "la respuesta secreta del banco es Pelusa": the answer named, a few words of whose, then a name
        qualified = any(word in named.group() for word in _ANSWER_NAMES) and _answer_given(window, named.group(), as_written)
        given = _answer_given(window, named.group(), as_written if named_before else None) or qualified
        if given or _quoted_answer(window) or _topic_answered(views, named.end()):
            return "security answer"
        said_set = views.folded[named.end() : named.end() + _ANSWER_WINDOW]  # "… j'ai mis Lefebvre", "… pon Albacete"
        if _SET_AS.search(said_set) and not _NOT_GIVEN.search(_QUOTED_QUESTION.sub(" ", said_set)):
            return "security answer"
    named_topic = any(topic in lowered for topic in _TOPICS)  # literal tests before the patterns read a long text
    if named_topic and _GUARDED.search(lowered) and _topic_answered(views, 0, len(lowered)):
        return "security answer"
    return "security answer" if named_topic and _set_as_answer(views) else None


# An answer of Chinese, Japanese or Korean letters that a space ends ("答案是 刘桂芳 上次你自己设的忘了？"): what follows
# is another clause, not the answer's.
_CJK_WORD_THEN_SPACE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]{1,10}(?=\s)")


# The answer named before its question ("la respuesta a la pregunta secreta del banco es Torrelodones", "the answer to
# my security question is …"): a copula gives it after the question's name and a few words that say whose it is.
_ANSWER_TO = re.compile(r"(?:answer|respuesta|réponse|reponse|antwort)\s+(?:to|a|à|auf)\s+(?:\w+\s+){0,2}$")
_QUALIFIED_COPULA = re.compile(r"(?:\s*[^\W\d_]+){0,4}?\s*(?:(?:ist|is|was|c'est|est|es|lautet)\b|[:：])\s*", re.IGNORECASE)
_ANSWER_TO_READ = 32  # characters before a question's name in which an answer word names its answer


def _answer_given(window: str, question: str, cased: str | None = None) -> bool:
    """An answer given in the (lower-cased) window after a question's name; `cased`: the window as written, when an
    answer word named the answer before the question, whose answer is then a name (capitalised, in digits or in
    Chinese, Japanese or Korean letters) after a copula."""
    names_the_answer = any(word in question for word in _ANSWER_NAMES)
    if cased is not None:
        window = cased
        given = _QUALIFIED_COPULA.match(window)
    else:
        given = _COPULA.match(window) if names_the_answer else _ANSWER.search(window)
    if given is None:
        return False
    value = re.split(r"[\n。.!！]", window[given.end() :], maxsplit=1)[0]
    value = word.group() if (word := _CJK_WORD_THEN_SPACE.match(value)) else value
    if cased is not None and value.strip()[:1].islower():
        return False  # "… es que no me acuerdo": a sentence, not the name an answer is
    return bool(value.strip()) and not _NOT_GIVEN.search(value) and stated_value(value)


def _quoted_answer(window: str) -> bool:
    quoted = _QUOTED_AFTER_COPULA.search(window)
    return quoted is not None and not _THE_QUESTION.search(quoted.group("v")) and not _NOT_GIVEN.search(quoted.group("v"))


# The answer given in a clause of its own after the topic's, by a copula that points back at it ("her mother's maiden
# name for the reset, it's Kowalczyk", "…, c'est Lefebvre", "…, es Gutiérrez", "…, ist Brandt").
_ANSWER_CLAUSE = re.compile(
    r"[^,;.\n]{0,30}[,;]\s*(?:it'?s|its|that'?s|c'est|es|ist|era|war|was)\s+"
    r"(?P<v>[A-ZÀ-Þ][a-zà-ÿ]+(?:[ -][A-ZÀ-Þ][a-zà-ÿ]+){0,2})\s*(?:[,;.!\n]|$)"
)


def _topic_answered(views: Views, start: int, window: int = _ANSWER_WINDOW) -> bool:
    for topic in bounded(_TOPIC.finditer(views.lowered, start, start + window)):
        answer = (
            _TOPIC_ANSWER.match(views.folded, topic.end())
            or _QUOTED_TOPIC_ANSWER.match(views.folded, topic.end())
            or _CJK_TOPIC_ANSWER.match(views.folded, topic.end())
            or _ANSWER_CLAUSE.match(views.folded, topic.end())
        )
        if answer is not None and not _NOT_GIVEN.search(answer.group()):
            return True
    return False


def _set_as_answer(views: Views) -> bool:
    """A topic banks ask about, then within `_SET_WINDOW` its answer said to be set (`_SET_AS`), nothing forgotten."""
    for topic in bounded(_TOPIC.finditer(views.lowered)):
        window = views.folded[topic.end() : topic.end() + _SET_WINDOW]
        if _SET_AS.search(window) and not _NOT_GIVEN.search(window):
            return True
    return False
