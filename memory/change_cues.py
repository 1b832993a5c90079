"""Words that say a statement changes an earlier one, in the seven languages of the corpora (pure).

A closed class, written from each language's grammar and not from cases: markers of a correction
("actually", "其实", "実は", "사실", "en realidad", "eigentlich", "en fait"), of a state that ended
("anymore", "不再", "もう", "더 이상", "ya no", "nicht mehr", "ne ... plus"), of "now" and "new",
and the verbs that change a time, a place, a price or a plan (move, postpone, cancel, raise, quit,
switch). It decides nothing alone: it is one feature the learned update model weighs
(`memory.update_model`), beside the two statements' vectors. A state that ended or a thing done
("repaired", "出院了", "退院しました", "퇴원하셨어", "vendido") is a class of its own (`says_done`): not a
feature the model was trained on, but what lets its decision retire a status the newer statement ends.

Hedges are the other closed class here: a statement that only guesses, weighs a plan or reports a
rumour ("thinking about quitting", "可能会搬家", "たぶん辞める") changes no fact yet, so the model's
decision never acts on one (when unsure, both facts are kept); nor on a statement that adds a fact
beside another with an additive particle ("also", "也", "también", "auch", "aussi").
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_EN = (
    r"\b(?:actually|correction|corrected|any ?more|no longer|now|nowadays|these days|instead|switch(?:ed|ing)?|moved?|"
    r"chang(?:e|ed)|new|postponed?|pushed|reschedul\w*|cancel+ed|called off|quit|left|stopped|(?<!born and )raised|lowered|"
    r"dropped|went (?:up|down)|increased|reduced|back to|make that|scratch that|turns out|from now on|starting|"
    r"used to|not any|bumped|delayed|promoted|brought forward|moved up|became|ha(?:s|ve) become|going forward|"
    r"with immediate effect|henceforth)\b"
    r"|(?<=\w)(?: is|'s) off(?=\s*(?:[,.!;]|$))"  # called off: "friday offsite is off, budget got cut"
)
_ZH = (
    r"其实|更正|改成|改到|改为|改在|改了|换成|换到|换了|搬到|搬去|搬家|不再|已经不|现在|如今|推迟|延期|延后|提前|取消|"
    r"辞职|跳槽|离职|涨到|涨价|降到|降价|变成|新的|戒了|分手|更改|变更|更换|改用|停用|不是.{0,12}而是|说错|纠正|不.{0,6}了|调整|调到|上调|下调|晚点|延误|升职|"
    r"从(?:下|这|本)(?:周|星期|个月|月)(?:起|开始)|改至|调至|移至|顺延|改签|涨|(?:月|周|号|日)起|推到|挪到|换.{1,2}了|脱单|分了|开荤|走了"
)
_JA = (
    r"実は|訂正|変更|変わ|変え|引っ越|移った|移り|転職|辞め|退職|延期|中止|キャンセル|前倒し|値上げ|値下げ|上がっ|下がっ|"
    r"もう|今は|今では|これからは|じゃなくて|ではなく|新しい|間違|やめ|なくなっ|早まっ|遅れ|遅らせ|ずらし|ずらす|遅延|改定|昇進|になっ(?:た|て)|になりました|"
    r"(?:来週|来月|今後|次回|明日)(?:から|より)|今後は"
)
_KO = (
    r"사실|정정|바꿨|변경|이사|옮겼|이직|그만|퇴사|연기|미뤄|미뤘|취소|앞당|올랐|인상|내렸|인하|이제|이젠|더 이상|더이상|"
    r"요즘|지금은|새로|아니라|잘못|안 해|끊었|연착|지연|승진|올렸|조정|옮겨|바꼈|연장|앞으로|끊|늘렸|늘림|줄였|줄임|"
    r"다음 주부터|다음주부터|다음 달부터|다음달부터|내일부터|됐|되었"
)
# Korean verb stems whose last syllable takes an ending's consonant ("바뀌" + "ㅁ" = "바뀜", "옮기" + "ㅁ" = "옮김").
_KO_STEMS = r"바뀌|바꾸|옮기|미루"
_ES = (
    r"\b(?:en realidad|correcci[oó]n|ya no|ahora|cambi\w*|mud\w*|nuev[oa]s?|pospu\w*|aplaz\w*|cancel\w*|suspend\w*|"
    r"subi[oó]|baj[oó]|dej[eéó]|renunci\w*|desde|en vez de|en lugar de|sino|me equivoqu[eé]|al final|retras\w*|adelant\w*|"
    r"ascend\w*|ajust\w*|a partir de|traslad\w*|ya (?:somos|son|es|está|están|tengo|tiene)|sub(?:e|en|ieron)|"
    r"subid[oa]s?|bajad[oa]s?|pasan? a (?:las?|los|ser)|[úu]ltimamente|hoy en d[íi]a)\b"
)
_DE = (
    r"\b(?:eigentlich|korrektur|nicht mehr|kein\w* \w+ mehr|jetzt|nun|stattdessen|umgezogen|gewechselt|ge(?:ä|ae)ndert|"
    r"\w*(?:ä|ae)nderung|"
    r"neu(?:e[mnrs]?|erdings|lich)?|verschoben|abgesagt|gestrichen|gek(?:ü|ue)ndigt|aufgeh(?:ö|oe)rt|erh(?:ö|oe)ht|gestiegen|(?:steig|sink)(?:t|en)(?=[^.!?\n]{0,40}\bauf\b)|gesenkt|seit|"
    r"sondern|ab sofort|k[üu]nftig|zuk[üu]nftig|doch|geworden|verleg\w*|verschieb\w*|versp[äa]t\w*|bef[öo]rdert|"
    r"angepasst|f[äa]llt aus|"
    r"entf[äa]llt|entfallen|vorgezogen|"
    # from a time on: what held before it no longer does ("ab nächster Woche", "ab Montag")
    r"ab (?:n[äa]chste[mnrs]?|kommende[mnrs]?|morgen|jetzt|(?:mon|diens|donners|frei|sams|sonn)tag|mittwoch))\b"
)
_FR = (
    r"\b(?:en fait|correction|ne \w+ plus|n['’]\w+ plus|plus de|maintenant|d[ée]sormais|[àa] la place|au lieu de|"
    r"d[ée]m[ée]nag\w*|chang\w*|nouve(?:au|l|lle)s?|report[ée]e?s?|repouss\w*|d[ée]cal\w*|d[ée]plac[ée]e?s?|annul\w*|"
    r"d[ée]missionn\w*|"
    r"quitt[ée]|arr[êe]t[ée]|augment\w*|baiss\w*|pass(?:[ée]|ent|era|eront) [àa]|depuis|finalement|"
    r"plut[ôo]t(?! (?:bien|mal|pas))|retard\w*|promue?|ajust\w*|[àa] (?:partir|compter) d[eu]|devenu\w*|r[ée]vis[ée]\w*|"
    r"ces temps-ci|ces jours-ci|derni[èe]rement"
    r")\b"
)
# A return to the earlier value, the change a fact changed back makes ("back at the Fox as usual", "又改回9点了",
# "黒に戻した", "다시 9시로 돌아갑니다", "vuelve al viernes", "zurück zur normalen Milch", "je remets « Foot du dimanche »").
# Verbs of returning, not "again" (另一次, "broken again", "다시 한번 안내드립니다" repeat a state or a notice).
_BACK = (
    r"\b(?:back (?:on|at|in|with)|(?:went|go|going|gone|switched|changed|moved) back|revert(?:ed|ing)?|vuelv[eo]n?|vuelves|"
    r"volv(?:emos|[ií]|i[óo]|imos|ieron)|vuelto a|regres[eéoó]\w*|zurück|wie früher|retour [àa]u?|reven\w* [àa]u?|"
    r"revien\w* [àa]u?|remet\w*|remis|(?:like|as) before|like it used to be|comme avant|como antes|wie vorher)\b"
    r"|换回|改回|搬回|调回|回到|恢复|像以前一样|戻|前と同じ|돌아가|돌아갔|돌아갑|돌아오|돌아옴|돌아와|돌아왔|되돌|원래대로|예전처럼"
)
# Modality that leaves a statement open: a guess, a plan being weighed, hearsay. Such a statement changes nothing yet.
_GUESSES = (
    r"\b(?:maybe|perhaps|might|probably|possibly|i think|i guess|i suppose|not sure|thinking (?:about|of)|considering|"
    r"it(?:'s| is) possible|could be|quiz[aá]s?|tal vez|a lo mejor|puede que|es posible|"
    r"posiblemente|probablemente|creo que|no s[eé] si|"
    r"pensando en|me planteo|planteando|planteándome|considerando|"
    r"vielleicht|wahrscheinlich|eventuell|evtl|m[öo]glicherweise|ich glaube|glaub|[üu]berlege|"
    r"mal sehen|kann sein|k[öo]nnte|peut-[êe]tre|probablement|possiblement|sans doute|je pense|je crois|il se peut|"
    r"il est possible|envisage|r[ée]fl[ée]chis|"
    # formal: what may yet change ("subject to change", "no se descarta", "susceptible d'être modifiée", "或将调整")
    r"subject to change|not (?:been )?ruled out|tentative(?:ly)?|no se descarta|susceptible d|il n'est pas exclu|"
    r"sous r[ée]serve|nicht ausgeschlossen|unter vorbehalt)\b"
    r"|可能|也许|或许|大概|好像|似乎|考虑|不确定|说不定|或将|或有|不排除|待定|かも|たぶん|多分|おそらく|恐らく|検討|みたい|気がする|"
    r"迷[っいう]|うかな|未定|"
    r"아마|혹시|것 같|고민|생각 중|모르겠|수도 있|가능성|미정"
)
# What was heard from others: "apparently", "听说", "らしい". A report, not a guess of the speaker's: it retires no
# statement, but may tell its writer that another member's was kept (`update_model.reportable`).
_HEARSAY = r"\b(?:supposedly|apparently|rumou?r|angeblich|apparemment|il para[îi]t)\b|听说|らしい"
_HEDGES = rf"{_GUESSES}|{_HEARSAY}"
# A state that came to its end or a thing brought to its result, the other way a fact changes: finished, repaired,
# discharged, sold, closed down, died, born, approved, graduated ("Floor 3 printer has been repaired" after "... is
# broken", "我爸昨天出院了" after "我爸在医院"). Telic verbs in their completed form, and the particles that make one
# (Chinese 好 / 完 after a verb, Japanese 終わ-, Korean 끝났-). A date before 生まれ says when one was born ("7/3生まれ").
_DONE = (
    r"\b(?:finished|completed|repaired|fixed|sold|closed (?:down|for good)|shut down|passed away|died|discharged|"
    r"passed (?:the|my|it)|"
    r"approved|graduated|retired|got married|got divorced|broke up|recovered|is over|are over|is back|got back|"
    r"came back|returned)\b"
    r"|修好|弄好|搞定|完成|结束|出院|卖掉|卖出|去世|过世|倒闭|关门了|批下来|办下来|出生|毕业|退休|结婚了|离婚|康复|痊愈|复工|回来了|"
    r"达成|过户"
    r"|終わっ|終わり|おわり|完了|直っ|退院|売れ|売っ|閉店|閉鎖|亡くな|(?<![0-9日月年])(?:生まれ|産まれ)|出産|卒業|結婚し|離婚|治っ|復帰|達成|戻っ"
    r"|끝났|끝냈|완료|고쳤|수리했|수리됐|퇴원|팔았|팔렸|폐업|문\s?닫|무지개다리|태어났|출산|졸업|은퇴|결혼했|이혼|나았|복학|복귀|"
    r"달성|찾아왔|돌아왔"
    r"|\b(?:termin[eéó]|acab[eéó]|arreglad[oa]|reparad[oa]|dieron el alta|vendid[oa]|vend[ií]|cerr[oó]|ha cerrado|"
    r"muri[oó]|falleci[oó]|naci[oó]|se (?:nos )?fue|aprobad[oa]|aprob[eéó]|jubil\w+|gradu[eéó]|nos casamos|"
    r"recuperad[oa]|devuelto)\b"
    r"|\b(?:fertig|erledigt|abgeschlossen|repariert|entlassen|verkauft|dichtgemacht|gestorben|verstorben|geboren|"
    r"bestanden|genehmigt|geheiratet|wieder (?:da|fit|gesund|zurück))\b"
    r"|\b(?:fini|finie|terminée?|réparée?|récupérée?|sortie? de l'hôpital|vendue?|fermée? (?:définitivement|pour de bon)|"
    r"décédée?|accepté|approuvée?|diplômée?|guérie?|rentrée?|réussi)\b"
)
# A sign or a notice put up where the thing is, read as news of it: "just saw the sign on the gym door", "门口贴了通知",
# "ジムの貼り紙見たら", "안내문 붙어 있던데", "el cartel de la piscina", "Schild an der Tür", "l'affiche à l'entrée".
_SIGN = (
    r"\b(?:saw (?:the|a) sign|(?:the|a) sign (?:on|at|says|said)|el cartel|un cartel|schild an|aushang|l'affiche|"
    r"le panneau)\b|贴了(?:张)?(?:通知|告示)|门口贴|貼り紙|張り紙|안내문"
)
_CHANGE = re.compile("|".join(f"(?:{p})" for p in (_EN, _ZH, _JA, _ES, _DE, _FR, _BACK, _SIGN)), re.IGNORECASE)
# Korean fuses a verb's stem and its ending into one syllable ("바뀌" + "ㅁ" = "바뀜"): its markers are read on the
# text's letters (jamo, NFD), so a stem matches however it is conjugated ("바뀌었어", "바뀜", "바뀐"), and a whole
# word only where no final consonant closes its last syllable ("이사", not "이상").
_FINAL_CONSONANT = "[\u11a8-\u11c2]"
_KO_CHANGE = re.compile(
    "|".join(
        [f"(?:{unicodedata.normalize('NFD', word)})(?!{_FINAL_CONSONANT})" for word in _KO.split("|")]
        + [unicodedata.normalize("NFD", stem) for stem in _KO_STEMS.split("|")]
    )
)
_HANGUL = re.compile("[\uac00-\ud7af]")


def _jamo(text: str) -> str:
    """The text's letters for `_KO_CHANGE`, or "" when it has no Hangul syllable (most texts: nothing to decompose)."""
    return unicodedata.normalize("NFD", text) if _HANGUL.search(text) else ""


_RETURN = re.compile(_BACK, re.IGNORECASE)
_ENDED = re.compile(_DONE, re.IGNORECASE)


# Words that say a change did not happen: "nothing changed", "没变", "変更なし", "변동 없음", "sin cambios", "nix
# geändert", "rien n'a changé". They hold a change word, and cancel it.
_NO_CHANGE = (
    r"\b(?:unchanged|nothing(?:'s| has)? changed|no changes?|sin cambios?|unver[äa]ndert|nichts ge[äa]ndert|"
    r"nix ge[äa]ndert|rien n'a chang[ée]|pas de changement|inchang[ée]e?s?|"
    # a change denied: "never changed it", "haven't moved", "no me he movido", "nix Neues", "j'ai pas bougé"
    r"(?:never|not|haven'?t|hasn'?t|didn'?t|did not|have not|has not)\s+(?:\w+\s+)?(?:changed|moved|switched)|"
    r"no (?:me |lo |la )?(?:he|ha|hemos|hab[ée]is|han) (?:cambiado|movido|mudado)|"
    r"nix neues|nichts neues|nicht (?:umgezogen|ge[äa]ndert|gewechselt)|nothing new|nada (?:de )?nuevo|"
    r"(?:pas|jamais) (?:chang[ée]|boug[ée]|d[ée]m[ée]nag[ée])|rien de (?:neuf|nouveau))\b"
    r"|没变|不变|没有变|没(?:有)?(?:换|搬|改)|変更なし|変更は?(?:ありません|ございません)|変わってない|変わらず"
    r"|(?:引っ越し|変え)て(?:い)?ない|변동\s?없|변함\s?없|변경(?:사항)?[은이]?\s?없|(?:이사|이직|퇴사|전학)\s?안\s?(?:갔|했|함|해)|안\s?(?:바꿨|바뀌었|변했)"
    # the same as before: "장소는 기존과 동일합니다", "和之前一样", "前と同じ"
    r"|기존과\s?(?:동일|같)|和之前一样|跟之前一样|前と同じ"
)
# Words that say a fact still holds: "still", "仍然", "のまま", "여전히", "sigo", "nach wie vor", "toujours". They
# cancel no change word: "moved to Sunday, the place stays the same" ("장소는 그대로") changes the day.
# "as usual", "like before" are left out: "back at the Fox as usual" says a plan changed back; "as planned" (予定通り,
# 예정대로) says a plan was kept.
_STILL = (
    r"\b(?:still|remains?|remained|todav[ií]a|a[úu]n|sigo|sigue|siguen|seguimos|se mantiene|bleibt|bleiben|"
    r"nach wie vor|immer noch|noch immer|weiterhin|toujours|reste|restent|"
    r"as (?:planned|scheduled)|según lo previsto|comme prévu|wie geplant|bleibt dabei|"  # a plan kept
    # not moving from where one is: "not going anywhere", "de aquí no me muevo", "je bouge pas d'ici"
    r"not going anywhere|(?:de aqu[ií] )?no me muevo(?: de aqu[ií])?|je (?:ne )?bouge pas(?: d'ici)?|"
    # going on with it: "je continue l'italien", "on continue le yoga", "continúo con el inglés"
    r"je continue|on continue|continúo|continuamos)\b"
    r"|仍|依然|依旧|照旧|按原计划|没挪窝|还在|のまま|引き続き|相変わらず|予定通り|그대로|여전(?:히|함|해|합니다|해요)|아직도|변함없이|예정대로|"
    # "まだ神戸だよ": still, when nothing in its clause denies ("まだ決まってない" is not yet)
    r"まだ(?![^。、，,！!？?]*(?:ない|なく|ません|ず|ぬ))"
)
# What a notice keeps while it changes another part: "改到周四，地点不变", "moved to Thursday, time unchanged",
# "時間と場所は変わらず", "Ort unverändert", "le reste inchangé". Said of a named part, no change word says that
# nothing changed: the part named stays, and the rest changed.
_PART = (
    r"(?:\b(?:time|place|location|venue|room|address|rest|everything else|hora|lugar|sitio|sala|direcci[óo]n|resto|"
    r"uhrzeit|zeit|ort|raum|adresse|heure|lieu|salle|reste)\b"
    r"|时间|地点|地址|场地|会议室|其[他它余]|時間|場所|会場|住所|その他|他|시간|장소|주소|나머지)"
)
_PART_KEPT = re.compile(
    rf"{_PART}(?:\s*(?:and|&|/|,|y|und|et|和|与|及|、|と|및)\s*{_PART})*\s*"
    rf"(?:は|는|은|:|：|\b(?:is|are|ist|sind|bleibt|bleiben|est|sont|reste|restent|es|son|sigue|siguen)\b)?\s*"
    rf"(?:{_NO_CHANGE})",
    re.IGNORECASE,
)
_HEDGED = re.compile(_HEDGES, re.IGNORECASE)
_GUESSED = re.compile(_GUESSES, re.IGNORECASE)
_NOTHING_CHANGED = re.compile(_NO_CHANGE, re.IGNORECASE)
_STILL_HOLDS = re.compile(_STILL, re.IGNORECASE)
# Particles that add a fact beside another ("I also have a dog", "我也会说法语", "también hablo alemán", "noch nen zweiten
# Hund"): the earlier fact stands.
# Korean 도 closes a word before a space or the end ("관리비도 올랐어", "고양이도 입양했어", "나도"), not "아직도" (still),
# "그래도" (even so) or "정도" (about), nor a province or an island whose name ends in 도 ("제주도 취소", "강원도"), nor
# a time ("오늘도": today again).
# Japanese も is left out: as a single syllable it is inside too many other words.
# Not a degree: 也太 / 也很 ("消息也太滞后了": far too), "too" before an adjective after a copula or before "much" /
# "many" (`_DEGREE`: "he's too shy to say it", "too many meetings"; "Sarah is too." adds).
_ADDITIVE = re.compile(
    r"\b(?:also|too|as well|another|in addition|besides|tambi[ée]n|adem[aá]s|auch|au[ßs]erdem|zus[äa]tzlich|aussi|"
    r"[ée]galement|en plus|noch (?:ein(?:e[nmr]?)?|nen|ne)|"
    # the same denied of another thing: "I don't eat coriander either", "yo tampoco", "non plus", "neither"
    r"either(?=\s*(?:[.,;!?…)]|$))|neither|tampoco|non plus|"
    # a second one of a kind: "adopted a second cat", "un segundo perro", "einen zweiten Hund", "un deuxième chat"
    r"(?:a|un|una|une|ein|eine|einen) (?:second|segund[oa]|zweite[nrs]?|deuxi[èe]me)(?= (?!(?:ago|later|or|and|to|please|"
    r"pls|que|y|o|et|ou|und|oder)\b)[^\W\d_]{2,}))\b|"
    r"第二[只隻条條台辆輛头頭个個]|[2二](?:匹|台|頭|羽)目|"
    r"也(?![太很])|亦|还有|另外|另一|额外|又(?![换換搬改跳转轉调調])[^，。,!！了]{1,4}了?[一1][只隻条條件台辆輛本张張头頭]|"
    r"にも|別途|追加で|もう[一1](?:匹|台|人|つ|個|頭|羽|冊|本)|에도|별도로|추가로|(?:한|하나|한\s?마리|한\s?대)\s?더|"
    r"(?<!아직)(?<!그래)(?<!정)(?<!제주)(?<!강원)(?<!경기)(?<!경상)(?<!전라)(?<!충청)(?<!울릉)(?<!강화)(?<!거제)"
    # nor a time the habit came again in ("이번 주말도 한강 뛰었음", "오늘도 출근"): no other thing added
    # nor the "even" of a clause made a question ("어딨는지도 모름": not "강아지도", a dog too)
    r"(?<!주말)(?<!오늘)(?<!어제)(?<!올해)(?<!이번에)(?<!아침)(?<!저녁)(?<!는지)(?<!은지)(?<!던지)(?<=[가-힣])도(?![가-힣])|"
    # the same as another thing: "Kaution für die Technik beträgt ebenfalls 750 €", "餐饮定金同样为800元"
    r"\b(?:likewise|igualmente|ebenfalls|gleichfalls|pareillement|de m[êe]me)\b|同[样樣]|同じく|마찬가지로",
    re.IGNORECASE,
)
_DEGREE = re.compile(r"(?:'s|\bis|'re|\bare|\bwas|\bwere|'m|\bam) too(?= [a-z])|\btoo (?:much|many)\b", re.IGNORECASE)


def says_return(text: str) -> bool:
    """The text says a return: to an earlier value ("back at the Fox", "又改回9点了") or home ("vuelvo el 10", "zurück am
    Sonntag"), the other end of a trip."""
    return bool(_RETURN.search(text))


# What is still to come: a future or a plan ("I'll be back in March", "voy a volver", "打算", "つもり", "할 거").
_TO_COME = re.compile(
    r"\b(?:will|'ll|gonna|going to|voy a|volver[ée]|werde|wird|vais|plan(?:ning)?)\b|要|打算|准备|つもり|予定|할\s?거|하려고",
    re.IGNORECASE,
)


def still_to_come(text: str) -> bool:
    """The text says what is still to come, a future or a plan: "I'll switch back", "打算", "つもり", "할 거야"."""
    return _TO_COME.search(text) is not None


# A word of the change denied where it stands: a negation right before it ("didn't quit", "hab nicht gekündigt", "no
# renuncié", "没辞职", "안 그만뒀") or right after it ("je démissionne pas", "辞めてない").
# A Korean 안 or 못 stands alone: not "미안" (sorry) nor "잘못" (a mistake).
_DENIED_BEFORE = re.compile(
    r"(?:\b(?:not|never|no|nicht|nie|nunca|jam[áa]s|ne|n'|pas)\s+(?:\w+\s+)?|n['’]t\s+(?:\w+\s+)?|[没沒不未别][有]?|"
    r"(?<![가-힣])(?:안|못)\s?)$",
    re.IGNORECASE,
)
_DENIED_AFTER = re.compile(r"\s*(?:pas|jamais|nicht|nie)\b|(?:て|で)?(?:ない|ません|いない)|지\s?않|지\s?못", re.IGNORECASE)
_NEAR = 16  # characters read before a word of change for its negation


def _marked(words: re.Pattern[str], text: str, before: re.Pattern[str], reach: int, after: re.Pattern[str]) -> bool:
    """A word of `words` in the text has `before` ending within `reach` characters before it, or `after` right after."""
    return any(
        before.search(text, max(0, found.start() - reach), found.start()) or after.match(text, found.end())
        for found in words.finditer(text)
    )


def denied(words: re.Pattern[str], text: str) -> bool:
    """A word of `words` in the text is denied where it stands: "nee, hab nicht gekündigt", "没有没有我没辞职", "je
    démissionne pas": the change it names did not happen."""
    return _marked(words, text, _DENIED_BEFORE, _NEAR, _DENIED_AFTER)


# A word of change inside a clause that sets the scene in the past: "when I first moved to Denver I had a roommate",
# "cuando me mudé a Sevilla", "quand j'ai déménagé", "刚搬到北京的时候", "引っ越した頃", "이사했을 때". It tells what
# happened then, not that something changed now.
_BACKGROUND_BEFORE = re.compile(r"\b(?:when|cuando|quand|lorsque)\s+(?:[\w']+\s+){0,3}$", re.IGNORECASE)
_BACKGROUND_AFTER = re.compile(r"[^，。,.!?\s]{0,8}?(?:的时候|的時候|[ただ](?:時|とき|頃|ころ)|을\s?때)")


def backgrounded(words: re.Pattern[str], text: str) -> bool:
    """A word of `words` in the text stands in a clause that sets the scene in the past ("when I first moved to …")."""
    return _marked(words, text, _BACKGROUND_BEFORE, 2 * _NEAR, _BACKGROUND_AFTER)


def hedged(text: str) -> bool:
    """The text only guesses, weighs or reports: "maybe", "thinking about", "可能", "かも", "아마", "vielleicht", "peut-être"."""
    return bool(_HEDGED.search(text))


def without_hedges(text: str) -> str:
    """The text without its words of guessing, weighing or reporting: what a hedge is said of."""
    return _HEDGED.sub(" ", text)


def guessed(text: str) -> bool:
    """The text guesses or weighs (a hedge that is no report of what others said): "maybe", "かも", "vielleicht"."""
    return bool(_GUESSED.search(text))


# German "also" says "so" ("also 35 Euro pro Person für die Hütte"): in a German sentence it adds nothing.
_GERMAN_WORDS = re.compile(r"\b(?:ich|wir|ist|sind|und|nicht|für|die|der|das|den|dem|mit|bei|noch|schon|hab|habe)\b", re.I)
_GERMAN_ALSO = re.compile(r"\balso\b", re.IGNORECASE)


# Japanese も after the subject that opens the text ("さくらも4月から大阪だって", "私も"): "… too". Not a word that ends in
# も ("いつも", "でも", "しかも", "けれども", "子ども"), nor "nothing", "nobody", "never" ("何も", "誰も", "一度も"), nor "both
# … and …" ("肉も魚も食べません"); the subject holds no particle ("金曜日はいつもリモート").
_JAPANESE_SUBJECT_TOO = re.compile(
    r"^\s*(?!いつも|でも|しかも|けれども|けども|とも|もし|子ども|何も|誰も|どこも|一度も|今でも)"
    r"(?!も)[\u3040-\u30ff\u4e00-\u9fff](?:(?![もはがを])[\u3040-\u30ff\u4e00-\u9fff]){0,5}?(?<![何誰こ度でとどし])(?<!いつ)も(?![うしのっらんちと])(?![\u3040-\u30ff\u4e00-\u9fff]{1,6}も)"
)


def adds(text: str) -> bool:
    """The text adds a fact beside another: "also", "too", "another", "a second", "也", "又领养了一只", "第二只", "にも",
    "もう一匹", "2匹目", "에도", "한 마리 더", "también", "auch", "aussi", a Japanese subject with も ("さくらも…"), and the
    same as another: "likewise", "ebenfalls", "同样", "同じく"."""
    text = _DEGREE.sub(" ", text)
    if len(_GERMAN_WORDS.findall(text)) >= 2:
        text = _GERMAN_ALSO.sub(" ", text)
    return bool(_ADDITIVE.search(text)) or _JAPANESE_SUBJECT_TOO.match(text) is not None


# A concession: "love a good horror novel though", "근데 방탈출 공포테마는 잘함", "pero", "aber", "mais", "不过", "でも". With
# no word of change, what follows is an exception beside the older fact, not a turn of it nor the fact said again (in the
# dev split, 22 such newer statements are new facts, 3 updates and no duplicate).
_CONCESSION = re.compile(
    r"\b(?:though|tho|but|however|although|pero|aunque|sin embargo|aber|allerdings|trotzdem|mais|par contre|"
    r"en revanche|pourtant|cependant)\b|但是|不过|不過|可是|でも|けど|けれど|근데|하지만|그래도|그런데",
    re.IGNORECASE,
)


def concedes(text: str) -> bool:
    """The text concedes an exception with no word of change ("love a good horror novel though" after "I hate horror
    films"): the older fact stands beside it."""
    return _CONCESSION.search(text) is not None and not says_change(text)


@lru_cache(maxsize=4096)
def says_change(text: str) -> bool:
    """The text carries a marker of change (correction, ended state, now / new, a verb of moving a plan)."""
    return bool(_CHANGE.search(text) or _KO_CHANGE.search(_jamo(text)))


# The word "new" among the markers of change: said of a thing both statements name ("la nueva sede" in each), it is
# part of the thing's name, not news of a change.
_NEW = re.compile(r"new|nuev[oa]s?|neu(?:e[mnrs]?|erdings|lich)?|nouve(?:au|l|lle)s?|新しい|新的|새로", re.IGNORECASE)


def says_change_from(old: str, new: str) -> bool:
    """`new` carries a marker of change (`says_change`) other than a "new" that `old` says as well: "Las tarjetas de
    aparcamiento para la nueva sede se entregarán en abril" names the thing "La nueva sede abrirá el 1 de mayo" does."""
    if not says_change(new):
        return False
    said = old.casefold()
    return any(not (_NEW.fullmatch(word) and word.casefold() in said) for word in change_words(new))


def change_words(text: str) -> list[str]:
    """The markers of change the text carries, each as written ("nicht mehr", "新しい", "이제")."""
    korean = [unicodedata.normalize("NFC", match.group()) for match in _KO_CHANGE.finditer(_jamo(text))]
    return [match.group() for match in _CHANGE.finditer(text)] + korean


@lru_cache(maxsize=4096)  # a write asks it of one draft beside each of its neighbours
def says_done(text: str) -> bool:
    """The text says a state ended or a thing reached its result: "repaired", "出院了", "退院しました", "퇴원", "vendido"."""
    return bool(_ENDED.search(text))


def says_no_change(text: str) -> bool:
    """The text says nothing changed: "nothing changed", "没变", "変更なし", "변동 없음", "nix geändert"; not of one part
    named beside a change ("改到周四，时间不变", "venue unchanged")."""
    return bool(_NOTHING_CHANGED.search(_PART_KEPT.sub(" ", text)))


# Words that remind the group of what it was told: "reminder:", "pour rappel", "Zur Erinnerung", "再次提醒", "リマインド",
# "再掲", "재공지". What follows says again what was said, unless it says it changed. Not "Erinnerung" as a memory
# ("schöne Erinnerung an den Urlaub").
_REMINDER = re.compile(
    r"\b(?:reminder|recordatorio|os recuerdo|les recordamos|te recuerdo|recordad que|(?:zur|als) erinnerung|"
    r"erinnerung(?=\s*[:：!])|nochmal(?=\s*[:：])|"
    r"rappel|je rappelle|je vous rappelle|"
    # said again to confirm it: "To confirm, …", "Confirmo que …", "Je confirme", "Zur Bestätigung:"
    r"to confirm|just confirming|confirmo que|les confirmo que|je (?:vous )?confirme que|zur best[äa]tigung|"
    r"ich best[äa]tige|"
    # said again, and saying so: "as mentioned", "como les comenté", "wie erwähnt", "comme indiqué"
    r"as (?:i )?(?:mentioned|said|stated|noted)|like i said|como (?:les |te |os |ya )?(?:coment[ée]|dije|mencion[ée])|"
    r"wie (?:bereits |schon )?(?:erwähnt|gesagt)|comme (?:indiqué|mentionné|dit|je (?:l'ai |vous l'ai )?dit)|"
    # a date to keep free, said to the group: "save the date", "apuntadlo ya", "bloquez la date", "nicht vergessen, Leute"
    r"save the date|mark (?:your|the) calendars?|block (?:the|your) (?:date|calendars?)|ap[úu]ntad(?:lo|la)(?: ya)?|"
    r"reservad la fecha|bloquez la date|r[ée]servez la date|notez la date|vormerken|merkt euch das|"
    r"nicht vergessen(?:,? leute)?|"
    # "don't forget": a reminder, no denial of the fact ("母さんの誕生日 3/15 忘れないように", "n'oubliez pas : …")
    r"don'?t forget|do not forget|no (?:os |te |se )?olvid(?:[ée]is|es|en)|que no se (?:os |te |les )?olvide|"
    r"n'oubliez pas|n'oublie pas|oubliez pas|recordad(?=\s*[:：])|"
    # "don't let me down", said to have the readers come: "Comunión el 18/5, no me falléis"
    r"no me fall(?:[ée]is|es)|"
    # said again for those who joined since: "for the new folks", "para los nuevos", "für die Neuen", "pour les nouveaux"
    r"for (?:the )?(?:new (?:folks|people|members|ones|peeps)|newcomers|newbies)|para (?:los|las) nuev[oa]s|"
    r"für die neuen(?: hier)?|pour les nouveaux(?: venus)?|pour les nouvelles|"
    # "don't be late": a reminder beside the time, which denies nothing of the fact
    r"don'?t be late|no llegu[ée]is tarde|sed puntuales|seid? pünktlich|soyez à l'heure|ne soyez pas en retard)\b"
    r"|提醒(?:一下|大家|各位)?|再次明确|如前所述|前面说过|之前说过|リマインド|再掲|改めて|申し上げた通り|申し上げたとおり|先述の通り|前にも言った"
    r"|别忘了|別忘了|不要忘了|忘れないように|忘れずに|忘れないでね?|잊지\s?마(?:세요|요)?"
    r"|别迟到|不要迟到|遅れないで|遅刻しないで|늦지\s*마(?:세요)?"
    r"|新来的(?:朋友|小伙伴|群友|同学)?们?好?|新しく入った(?:方|人)(?:たち|達)?(?:へ|に)?|新メンバーの(?:方|皆さん)へ|"
    r"새로\s?(?:오신|들어오신)\s?분들?(?:께)?~?"
    r"|리마인드|재공지|다시\s?(?:한번\s?)?(?:공지|안내)|말씀드린\s?(?:대로|것처럼)|말했듯이",
    re.IGNORECASE,
)


def reminds(text: str) -> bool:
    """The text reminds the group of something: "reminder:", "recordatorio", "rappel", "Zur Erinnerung", "提醒",
    "リマインド", "재공지", or says it again saying so ("as mentioned", "如前所述", "말씀드린 대로", "wie erwähnt")."""
    return _REMINDER.search(text) is not None


# "As usual", "wie immer", "いつも通り", "평소대로", "老时间": the fact is as it always was. Not among `_STILL`: beside a word
# of returning it says a plan changed back ("back at the Fox as usual"), and beside a change the part that stays
# ("moved to Thursday, 7pm as usual").
_AS_USUAL = re.compile(
    r"\b(?:as (?:usual|always|ever)|like always|same as always|wie immer|wie gewohnt|wie üblich|comme d'hab(?:itude)?|"
    r"comme toujours|como siempre|como de costumbre)\b|"
    r"いつも通り|いつもどおり|평소대로|평소처럼|老时间|照常|和往常一样|跟往常一样",
    re.IGNORECASE,
)


def says_as_usual(text: str) -> bool:
    """The text says its fact is as usual ("19:00訓練，老时间", "entreno 19:00 como siempre"), and not that it returned to
    it (`_BACK`)."""
    return _AS_USUAL.search(text) is not None and _RETURN.search(text) is None


def without_reminder(text: str) -> str:
    """The text without the words that remind of it ("Reminder:", "don't forget", "忘れないように"): what it says."""
    return _REMINDER.sub(" ", text)


def without_restating_words(text: str) -> str:
    """The text without the words that say it restates a fact: a reminder ("Zur Erinnerung:", "提醒一下"), "as usual"
    ("como siempre", "평소대로"), "still" or "nothing changed" ("sigue", "のまま", "변동 없음"). What is left says the fact."""
    for words in (_REMINDER, _AS_USUAL, _STILL_HOLDS, _NOTHING_CHANGED):
        text = words.sub(" ", text)
    return text


def says_it_stays(text: str) -> bool:
    """The text says a fact stands as it was: "still", "nothing changed", "仍然", "のまま", "그대로", "sigo", "bleibt",
    "时间不变"."""
    return bool(_STILL_HOLDS.search(text) or _NOTHING_CHANGED.search(text))
