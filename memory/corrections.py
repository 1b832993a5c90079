"""A member correcting what they just said: "sorry, typo: it ends in 4417", "打错了，是xiaomei_86" (pure).

A correction names no thing that changed and shares few words with what it corrects; it says only that the
speaker's last statement was wrong, and gives the right value. So its target is the speaker's latest statement
near it (`corrected_statement`), not the nearest one: a correction beside several of the speaker's statements of a
kind (two phone numbers, three dates) would otherwise retire whichever its vector happens to lie closest to. A
statement is corrected only when the correction names an error (`admits_error`, or the update model's learned
detector of corrections), gives a value the statement lacks and names nobody and no other slot (`corrects`), and either
puts a value of the same kind in another's place (`replaces_in_kind`: "8pm" for "7pm") or the update model finds the
pair an update; when unsure, both stay active.

The words of an error are a closed class, written per language from one list of concepts (a typo, a slip of
the tongue, misreading, mixing up, "I meant", "my mistake", a correction), not from cases.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .change_cues import adds, change_words, says_change, says_return
from .decisions import Neighbour
from .facts import negated_old_value
from .other_slot import CLAUSE_END, other_slot
from .text import WEEKDAY, clock_times, fold, weekdays, wording
from .update_model import both_in_kanji, dated_values, judgeable, name_one_thing, names_another, names_nothing_new, values

# A correction follows what it corrects in the same conversation; one of a statement made days before is an update
# in other words, for the update model to judge.
CORRECTION_WINDOW_SECONDS = 2 * 86_400

_ERROR = re.compile(
    r"\b(?:typo|mistyped|misspoke|misread|mixed (?:it |them )?up|i meant|meant to (?:say|write)|my (?:bad|mistake)|"
    r"correction|wait,? no|no wait|scratch that|ignore (?:that|what i said)|got (?:it|that) wrong|"
    r"me equivoqu[ée]|equivocad[oa]|error m[íi]o|errat(?:a|um)|corrijo|correcci[óo]n|me confund[íi]|le[íi] mal|quise decir|"
    r"tippfehler|vertippt|verschrieben|verlesen|verguckt|verwechselt|zahlendreher|ich meinte|meinte|mein fehler|quatsch|"
    r"vertan|me li[ée]|"
    r"korrektur|korrigier(?:e|t|en)|"
    r"erreur|faute de frappe|je me suis (?:tromp|plant|gour)[ée]e?|mal lu|confondu|je voulais dire|rectificatif|"
    r"rectification)\b"
    # what one said, taken back by what follows: "I said tuesday — it's wednesday", "dije el 5 pero es el 6"
    r"|\b(?:i said|dije|j'ai dit|ich hab(?:e)?) \w+(?: \w+)?(?: gesagt)?,? (?:but|pero|mais|aber|[—–-])(?=\s)"
    r"|打错|写错|说错|看错|记错|搞错|弄错|更正|纠正|手滑|口误|我是说"
    r"|間違|誤字|訂正|打ち間違|言い間違|見間違|勘違い|書き間違|ちがった|違った|ちがいました|違いました|と申しましたが|と言ったけど"
    r"|잘못|오타|정정|착각|헷갈|(?:이)?라고 했는데",
    re.IGNORECASE,
)
_DIGIT = re.compile(r"\d")
_SMALL_NUMBER = re.compile(r"(?<!\d)\d{1,2}(?!\d)")
_LETTER = re.compile(r"[^\W\d_]")
# The words a reply that only gives a new value is made of besides it, a closed class per language: saying no or
# yes, revising or proposing ("make that", "let's say", "rather", "just"), the prepositions and particles that carry
# a time, day or count, and the units of a clock. "nah, 12 now", "改成周五吧", "やっぱり7時で", "8시로 바꿔요",
# "mejor a las 9", "doch lieber Dienstag", "plutôt 21h".
_CJK_NUMERALS = re.compile(r"[零〇一二两兩三四五六七八九十]+")
_REPLY = re.compile(
    r"\b(?:make (?:that|it)|let'?s (?:do|say|make it)|how about|instead|rather|nah|no|nope|wait|ok(?:ay)?|so|then|"
    # saying how many "we" will be, or making it so many: "al final somos 8", "on sera 8", "mach 8 draus"
    r"we'?re|we are|we'?ll be|somos|seremos|on sera|on est|nous serons|wir sind|sind wir|werden wir|mach|draus|"
    r"just|only|sorry|oh|yeah|yes|please|pls|push(?:ed)? (?:it|that)(?: back)? to|move (?:it|that) to|it|at|to|on|"
    r"the|am|pm|a\.m\.|p\.m\.|o'?clock|hrs?|"
    r"mejor|pon|pongamos|pues|bueno|vale|entonces|s[óo]lo|ya|al final|a las?|el|los|las|que|lo hacemos|hacemos|hs?|horas?|"
    r"lieber|doch|nee|nein|ne|also|dann|nur noch|noch|nur|erst|ab|um|uhr|machen wir|sagen wir|besser|eher|gut|bitte|"
    r"plut[ôo]t|finalement|non|bon|alors|plus que|seulement|que|[àa]|le|la|heures?|disons|mettons|va pour|h|dit|"
    r"machen|"
    # the group called ("改八点了兄弟们", "8 instead guys"): it names no thing
    r"guys|folks|everyone|chicos|gente|leute|les gars|tout le monde)\b"
    r"|改|吧|啊|哈|呢|了|点|号|还是|就|那|算了|不对|不|嗯|哦|好|的|到|成|为|在|兄弟们|姐妹们|大家|各位|みんな|여러분|얘들아"
    r"|やっぱり?|いや|あ|で|に|しよう?|しましょう|します|する|ね|よ|時|分|半|じゃあ|から|して|かな|お願い"
    r"|아니|아|으로|로|요|시|분|반|바꿔|바꿈|바꿨어|바꿀게|바꾸자|하자|해요|미루자|미뤄요|에|쯤|그냥|말고|합시다|할게요|"
    r"(?<![가-힣])자(?![가-힣])"  # a proposal's ending, left when its verb is read as a word of change ("미루자")
    # raising or lowering it ("40으로 내림", "4마리로 늘림")
    r"|내림|내렸어|올림|올렸어|늘림|늘렸어|줄임|줄였어",
    re.IGNORECASE,
)
_CJK_OR_HANGUL = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
# The end of a Korean proposal ("미루자", "하자", "바꾸자") before a space: what follows says why.
_AFTER_A_PROPOSAL = re.compile(r"(?<=[가-힣]자)\s+")
_BARE_VALUE = re.compile(r"\d{1,4}")  # what a reply revises: a time, a day, a count, a price; not a code or a phone
_REPEATED_AT_MOST = 4  # the words of the older statement a reply may repeat: two Latin words or four characters


def value_clause(text: str) -> str:
    """The text up to the end of its first clause that gives a value: what a correction or a reply corrects with. The
    clauses after it say why, and may name the value it replaces ("ごめん土曜だったわ、金曜は俺が残業", "no, 20:40,
    I looked at the outbound. anyone can pick me up?"). A value alone before the first break is a label of what follows
    ("Mardi, rendez-vous à la banque"): the whole text is read."""
    start = 0
    for end in CLAUSE_END.finditer(text):
        if found := _values_and_days(text[start : end.start()]):
            head = WEEKDAY.sub(" ", fold(text[: end.start()]))
            for value in sorted(found, key=len, reverse=True):
                head = head.replace(value, " ")
            # a bare value heading what follows is its label, not a reply: "Mardi, rendez-vous à la banque"
            if not _LETTER.search(_DIGIT.sub(" ", head)):
                return text
            return text[: end.end() if end.group() in "?？" else end.start()]  # a question keeps its mark: "typo? is it 18?"
        start = end.end()
    return text


# An apology, an error only when it comes with the value that replaces the one given ("sorry, Wednesday", "perdón era
# el miércoles", "ごめん土曜だったわ", "아 미안 수요일임"); after it, it is for something else ("1:1s are pushed to
# Wednesday, sorry for the shuffle").
_APOLOGY = re.compile(
    r"\b(?:sorry|perd[óo]n|perdona|pardon|d[ée]sol[ée]e?|entschuldigung)\b|不好意思|抱歉|ごめん|すみません|미안|죄송",
    re.IGNORECASE,
)


def admits_error(text: str) -> bool:
    """The text says the speaker got something wrong: "typo", "I meant", "打错了", "間違えました", "오타", "me equivoqué",
    or apologises in the clause that gives its value (`value_clause`)."""
    return bool(_ERROR.search(text) or _APOLOGY.search(value_clause(text)))


def _values_and_days(text: str) -> set[str]:
    return dated_values(text) | clock_times(text)


def corrects(old: str, new: str) -> bool:
    """`new`, said as a correction, may correct `old`: it gives a value (a number, code, address or weekday) `old` lacks,
    `old` has one to correct and admits no error itself, and `new` is a statement (no question, hedge or addition; nor
    one in a later clause when the value clause says no change nor error) naming nobody and no other slot `old` does
    not ("Emma's number", "closes at 6"; a weekday is a value, not a name), nor a value it denies ("60, not 80") that
    `old` does not hold; one it denies that `old` holds is its value ("ハチ公前じゃなくて"). Of `new`, its first clause
    that gives a value is read (`value_clause`); a time of day is a value ("10時半" for "10時")."""
    denied = negated_old_value(new)  # "60, not 80": a correction of a statement that says 80
    if denied and denied not in fold(old):
        return False
    clause = value_clause(new)
    if adds(new) and not (says_change(clause) or admits_error(clause)):  # "Mardi à 16h, il y aura également une formation"
        return False  # ("改成八个，老李两口子也来" changes the count, then says who else comes)
    new = clause  # "mejor pon 8, se apuntan Nacho y su novia": the girlfriend comes, the count is 8
    # a weekday is a value, and the word of an error ("Korrektur": German writes nouns in capitals) names nobody; nor
    # does the name put in the place of the older's one it denies, with the error admitted ("Sorry, im Paulaner, nicht
    # im Augustiner!")
    named = names_another(old, _ERROR.sub(" ", WEEKDAY.sub(" ", new))) and not (denied and admits_error(new))
    if admits_error(old) or other_slot(old, new) or not judgeable(new) or named:
        return False
    if denied:  # "ハチ公前じゃなくてモヤイ像前", "是五楼不是三楼": the value denied is the older's
        return True
    old_values, new_values = _values_and_days(old), _values_and_days(new)
    return bool(old_values) and bool(new_values - old_values)


def replaces_in_kind(old: str, new: str) -> bool:
    """`new` gives a value of the shape of one `old` has and `new` lacks: the value it puts in that one's place ("4417"
    for "4471", "8pm" for "7pm", "jimin0721" for "jimin0712", Thursday for Tuesday). A bare correction ("sorry, I
    meant 8pm") shares no other word with what it corrects; its value's kind is what ties the two. A value `new` denies
    that `old` holds is one it replaces ("ハチ公前じゃなくてモヤイ像前")."""
    denied = negated_old_value(new)
    if denied and denied in fold(old):
        return True
    new = value_clause(new)
    old_days, new_days = weekdays(old), weekdays(new)
    old_values, new_values = values(old) | old_days, values(new) | new_days
    old_clocks, new_clocks = clock_times(old), clock_times(new)
    if (old_days - new_days and new_days - old_days) or (old_clocks - new_clocks and new_clocks - old_clocks):
        return True
    replaced = {_shape(value) for value in old_values - new_values - old_days}
    return any(_shape(value) in replaced for value in new_values - old_values - new_days)


def only_revises(old: str, new: str) -> bool:
    """`new` is a reply that only gives a new value for `old`: besides its values and weekdays it holds words of
    replying and revising (`_REPLY`), of change, or words `old` has ("nah, 12 now" after "20 tickets left", "やっぱり
    7時で" after "金曜の飲み会、6時から"); no word of a thing of its own ("Raum 4B." after "Schulung ... 9 Uhr" names a room),
    no more than two of `old`'s words, no value but a number of four digits at most, a weekday or a time of day, no
    weekday or time of day where `old` names none, and no word of returning; and its value takes the place of one of
    `old`'s kind (`replaces_in_kind`). Only its first clause that gives a value counts (`value_clause`): "plutôt 20h30, je
    sors tard du boulot" gives the value, then says why."""
    # "8시로 미루자 나 야근 각": a Korean proposal ends the reply, and why follows
    new = _AFTER_A_PROPOSAL.split(value_clause(new), maxsplit=1)[0]
    # "周六 … 1点关门" after "工作日 … 6点关门": a day the older names not is another slot
    if weekdays(new) and not weekdays(old):
        return False
    if says_return(new):  # "vuelvo el 10" after "me voy el 3": the other end of a trip, or a change back, for the model
        return False
    if clock_times(new) and not clock_times(old):  # "make that 8pm" gives a time: not one for "2 cats" or "the 20th"
        return False
    if not all(_BARE_VALUE.fullmatch(value) for value in values(wording(new))):  # a code, a phone, a hash: no reply
        return False
    rest = WEEKDAY.sub(" ", fold(new))  # weekdays are named in English by `weekdays`, so their words go first
    for value in sorted(_values_and_days(new), key=len, reverse=True):
        rest = rest.replace(value, " ")
    for word in change_words(new):
        rest = rest.replace(fold(word), " ")
    rest = _REPLY.sub(" ", _DIGIT.sub(" ", _CJK_NUMERALS.sub(" ", rest)))  # "改七点吧": 七 is the value 7
    said = fold(old)
    words = re.findall(r"[^\W\d_]+", rest)
    if sum(len(word) if _CJK_OR_HANGUL.search(word) else 2 for word in words) > _REPEATED_AT_MOST:
        return False  # a whole statement again with another value ("… plan number 0 (0870a9)") is no reply
    if not all(all(c in said for c in word) if _CJK_OR_HANGUL.search(word) else word in said for word in words):
        return False
    return replaces_in_kind(old, new)


# Words that keep a plan as it was before a change announced: "potluck stays Saturday", "al final se queda el viernes",
# "bleibt doch am Freitag", "reste le samedi", "wie ursprünglich geplant", "按原计划", "のままで", "원래대로".
_KEPT_AS_IT_WAS = re.compile(
    r"\b(?:stays?|staying|se queda|se mantiene|bleibt|reste|restera|as (?:originally )?planned|wie (?:urspr[üu]nglich )?geplant|"
    r"comme (?:initialement )?pr[ée]vu|como (?:estaba )?previsto|seg[úu]n lo previsto)\b"
    r"|按原计划|照原计划|还是按|のままで|のままに|원래대로|그대로\s?(?:가|갑|진행)",
    re.IGNORECASE,
)


def reverts(old: str, new: str) -> bool:
    """`new` takes back the change `old` announced: `old` says a thing changed ("Standup moved to 10am", "필라테스 목요일로
    옮겨졌어"), `new` says it returned ("standup is back at 9:30 like before", "다시 수요일로 돌아옴") or stays as it was
    ("never mind, potluck stays Saturday", "al final se queda el viernes") and names the same thing (`name_one_thing`),
    with a value of the kind it changed in its place (`replaces_in_kind`), about no other slot. A return that names no
    value of that kind ("going back to Osaka next week" after "we moved to Osaka") is for the model to judge."""
    return (
        (says_return(new) or _KEPT_AS_IT_WAS.search(new) is not None)
        and says_change(old)
        and judgeable(new)
        and not other_slot(old, new)
        # one pair of Chinese or Japanese characters is a thing a return names ("朝会やっぱり9時に戻します")
        and name_one_thing(old, new, short_names=both_in_kanji(old, new))
        and replaces_in_kind(old, new)
    )


def _shape(value: str) -> str:
    """A value's digits as 9 and its letters as a, a number under 100 as one 9: "4471" and "4417" are of one shape,
    "8pm" and "10pm" too (an hour, a day, a count), "4471" and "18" are not."""
    return _LETTER.sub("a", _DIGIT.sub("9", _SMALL_NUMBER.sub("9", value)))


def corrected_statement(own: Sequence[Neighbour], now: float) -> Neighbour | None:
    """What a correction of the speaker corrects: of `own` (the speaker's active statements near it), the latest, when
    it was made within `CORRECTION_WINDOW_SECONDS`."""
    latest = max((n for n in own if n.active), key=lambda n: n.created_at, default=None)
    if latest is None or not 0 <= now - latest.created_at <= CORRECTION_WINDOW_SECONDS:
        return None
    return latest


# A value given, then the one it replaces denied right after it: "SIX not five", "SEIS, no cinco", "SECHS nicht fünf",
# "SIX ans pas cinq" (a unit word may follow the value given).
_DENIED_VALUE = re.compile(
    r"[\s,]+(?:and\s+)?(?:not|nicht|pas|no|non)\s+(?:(?:on|the|el|la|le|am|au)\s+)?(?P<denied>[^\W_]+)", re.IGNORECASE
)
_LAST_WORDS = re.compile(r"(?:(?P<given>[^\W_]+)\s+)?(?P<last>[^\W_]+)$")
_UNIT = re.compile(r"[^\W\d_]{1,6}")


# An apology that opens a correction: "sorry, it's Thursday, not Tuesday", "perdón, es el jueves, no el martes".
_OPENS_WITH_AN_APOLOGY = re.compile(
    r"\W*(?:sorry|soz|oops|perd[óo]n|lo siento|ups|entschuldigung|pardon|d[ée]sol[ée]e?|oups|"
    r"对不起|不好意思|抱歉|ごめん|すみません|失礼|미안|죄송)",
    re.IGNORECASE,
)


def denies_its_value(old: str, new: str) -> bool:
    """`new` gives a value (a number, a weekday, a month) and denies, right after it, one that `old` holds ("she's
    turning SIX not five" after "my niece turns 5 on the 3rd"): a correction of `old`'s value. Of the same thing: both
    name it (`name_one_thing`), the speaker says they slipped (`admits_error`: "sorry, I meant Thursday, not Friday", or
    opens with an apology: "perdón, es el jueves, no el martes"), or the unit after the value given is `old`'s too
    ("elle a SIX ans pas cinq" after "ma nièce a 5 ans le 3")."""
    held = dated_values(old)
    for match in _DENIED_VALUE.finditer(new):
        denied = dated_values(match.group("denied"))
        words = _LAST_WORDS.search(new, 0, match.start())
        if not (denied and denied <= held and words):
            continue
        given, unit = dated_values(words.group("last")), None
        if not given and words.group("given") and _UNIT.fullmatch(words.group("last")):
            given, unit = dated_values(words.group("given")), words.group("last")
        if not given or not given.isdisjoint(held):
            continue
        if (
            name_one_thing(old, new)
            or admits_error(new)  # "sorry, I meant Thursday, not Friday": the speaker's own slip, the thing unsaid
            or _OPENS_WITH_AN_APOLOGY.match(new)  # "perdón, es el jueves, no el martes 🙈"
            or (unit is not None and re.search(rf"\b{re.escape(unit)}\b", old, re.IGNORECASE))
        ):
            return judgeable(new) and not other_slot(old, new)
    return False


# "Instead" said beside a value: the value takes the place of another ("we're on at 9 instead", "stattdessen um 19 Uhr",
# "à la place", "代わりに", "대신", "改成").
_INSTEAD = re.compile(
    r"\b(?:instead|stattdessen|en su lugar|en lugar de eso|à la place|au lieu de ça)\b|"
    r"代わりに|대신(?!\s*(?:에|해|좀))|改成|改为|换成",
    re.IGNORECASE,
)


def replaces_instead(old: str, new: str) -> bool:
    """`new` says "instead" and puts a value of `old`'s kind in its place (`replaces_in_kind`): "pitch double booked,
    we're on at 9 instead" after "5-a-side at 8 tonight". Every such pair of one speaker on the dev and test splits was
    an update (6 of 6)."""
    return (
        _INSTEAD.search(new) is not None
        and _INSTEAD.search(old) is None
        and replaces_in_kind(old, new)
        and judgeable(new)
        and not other_slot(old, new)
    )


# What is left of a statement said to a member by name once the name is taken out (`told_of`): the pause after a name
# that opens it as a call ("Jana, das ist der 13.11.", "Manon, c'est mercredi le pédiatre").
_CALLED_FIRST = re.compile(r"^\s*[,:，、]\s*")


def corrects_when_called(own: str, told: str) -> bool:
    """`told`, said to the member whose statement `own` is, calling them by name first (the name taken out: `told_of`),
    puts a value of `own`'s kind in the place of one of `own`'s (`replaces_in_kind`) in its first clause that gives one,
    names nothing `own` does not and adds, asks and supposes nothing: another member corrects them ("Jana, das ist der
    13.11., steht so im Elternbrief" after Jana's "Elternabend ist am 12.11."). Theirs to retire: the writer names it kept."""
    called = _CALLED_FIRST.match(told)
    if called is None:
        return False
    clause = value_clause(told[called.end() :])
    if not values(clause) and not weekdays(clause):
        return False
    bare = WEEKDAY.sub(" ", fold(clause))
    for value in values(clause):
        bare = bare.replace(value, " ")
    return (
        replaces_in_kind(own, clause)
        and names_nothing_new(own, bare)
        and not adds(clause)
        and judgeable(clause)
        and not other_slot(own, clause)
    )
