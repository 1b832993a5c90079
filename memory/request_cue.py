"""Where a chat message asks to be remembered, and what is left to store: structure, no judgment (pure).

A request is a cue (a verb of remembering or noting, in any of seven languages, a typo of it, or a
"note:" label) at the start of the message, after an address ("@bot", "hey bot", "pls", "could you"),
or at its end. What to store is the message minus the cue and the words that only carry the request:
the address, a "that" / "que" / "dass" after the cue, a "this" / "ça" / "das" object, a quoting
particle before a final Japanese or Korean verb. A cue whose own words speak to someone else (a
name called before it, the group or colleagues, a notice's "veuillez", someone's duty) or that
asks whether the bot can ("Kannst du dir Sachen merken?") is no request. Whether the rest really
is a request (not a song title or a reminder said to nobody in particular) is the request
classifier's call; this module only finds the span, so it may find one in a message that asks nothing.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from .cancellations import calls_off
from .change_cues import hedged
from .first_person import speaks_of_self
from .forget_words import forget_verb
from .text import EMOJI, edit_distance

MAX_REQUEST_CHARS = 4000  # longer requests are refused with a reason, never stored cut
_HEAD_CHARS = 200  # how much of an over-long message is read for a cue

Position = Literal["lead", "tail"]


@dataclass(frozen=True)
class RequestCue:
    """A request cue and the content the message leaves around it ("" for none)."""

    content: str
    position: Position
    question: bool  # ends with a question mark: "can you remember that?" may ask, not tell
    too_long: bool = False  # over MAX_REQUEST_CHARS: not read further, refused with a reason
    told: bool = False  # the cue points at its content: "remember that ...", "note: ...", "... merk dir das"
    told_by: str = ""  # the word or colon that points at it ("that", ":", "que", "dass"), folded to lower case
    favour: bool = False  # a question asking a favour ("能帮我记一下…吗", "기억해 주실 수 있나요"), not whether it can


@dataclass(frozen=True)
class Addressee:
    """Who a message speaks to, as far as its words show: the bot, other people, "you" in what it says."""

    bot: bool  # "bot", "@bot", "ボット", "봇", "机器人"
    others: bool  # an @mention of someone else, or the group: "everyone", "大家", "みんな", "다들"
    you_in_content: bool  # the content speaks to someone ("you owe me 10 €"): a message to a person, not a fact


_BOT = re.compile(
    r"(?:^|[^\w@])@?(?:(?!robot\b)[a-zà-ÿ]{2,12})?bot(?![a-z0-9_])|@\S*bot|ボット|봇|机器人|小助手|機器人", re.IGNORECASE
)
_MENTION = re.compile(r"(?<![\w.])@(?P<who>[^\s,:;、，]+)")
_GROUP = re.compile(
    r"\b(?:everyone|everybody|folks|guys|y'all|lads|people|todos|todas|chicos|gente|vosotros|vosotras|alle|leute|ihr|euch|"
    r"tout le monde|les gars|vous tous)\b|大家(?!さん)|各位|同事们|みんな|皆さん|皆様|다들|여러분",
    re.IGNORECASE,
)
_SECOND_PERSON = re.compile(
    r"\b(?:you|your|yours|u|ur|du|dein\w*|dich|dir|tu|toi|ton|ta|tes|vos|votre|vous|tú|tus|os|vuestr\w*)\b|"
    r"你|너|네가|あなた|君|お前",
    re.IGNORECASE,
)


# The speaker pointing at what they said before: "what I said about", "我说的", "言ったこと", "lo que dije".
_OWN_WORDS = re.compile(
    r"\b(?:what|everything|anything|the (?:stuff|thing)s?|all)\s+(?:i|i've)\s+(?:just\s+|ever\s+)?"
    r"(?:said|told|mentioned|wrote|gave)|\bi (?:said|told you|mentioned)\b|\b(?:lo que|todo lo que) (?:te )?(?:dije|conté)|"
    r"\bce que (?:je t'ai|j'ai) (?:dit|raconté)|\bwas ich (?:dir )?(?:gesagt|erzählt)|\bdas mit\b|"
    r"我(?:刚才|之前|刚刚|以前)?说的|我说过|言った|話した|話は|件|내가 (?:말한|했던)|제가 (?:말한|말씀드린)|얘기",
    re.IGNORECASE,
)


# A clause that only calls the bot: "Bot", "hey memory bot", "@bot", "ボットさん", "봇아", "机器人". It asks nothing
# and holds no fact: a reading of the message by its clauses neither offers it as the request nor stores it.
_ONLY_CALLS_THE_BOT = re.compile(
    r"(?:(?:hey|hi|yo|ok|oye|hola|hallo|salut|ねえ|嘿)\W*)?(?:[^\W\d_]+\s)?"
    r"(?:@?bot|@\S+bot|ボット(?:くん|さん|ちゃん)?|봇(?:아|님)?|机器人|機器人|小助手)\W*",
    re.IGNORECASE,
)


def names_the_bot(text: str) -> bool:
    """Whether a message calls the bot by a word for "bot" (or by its `bot_names`, read as one by `calling_the_bot`)."""
    return _BOT.search(text) is not None


def only_calls_the_bot(clause: str) -> bool:
    """Whether a clause does nothing but call the bot ("hey memory bot", "ボットさん")."""
    return _ONLY_CALLS_THE_BOT.fullmatch(clause.strip()) is not None


def points_at_own_words(message: str) -> bool:
    """Whether the speaker points at something they said before: what a request to forget names."""
    return bool(_OWN_WORDS.search(unicodedata.normalize("NFKC", message)))


def addressee(message: str, content: str) -> Addressee:
    """Who the message speaks to, from its words alone."""
    text = unicodedata.normalize("NFKC", message)
    content = unicodedata.normalize("NFKC", content)
    others = any(not _BOT.search("@" + m.group("who")) for m in _MENTION.finditer(text)) or bool(_GROUP.search(text))
    return Addressee(names_the_bot(text), others, bool(_SECOND_PERSON.search(content)))


# Interjections that open a Chinese, Japanese or Korean message ("あのさ、", "그니까", "话说"), and the hesitations a
# voice typed into text keeps ("嗯", "就是", "えーと"): an address word before a cue, and chat cut from the front of a
# fact (`_OPENING_CHAT`).
_CJK_INTERJECTIONS = (
    r"あのさ|あのね|えっと|えーっと|えーと|ちなみに|ところで|そういえば|그니까|그러니까|아\s?맞다|아\s?참|话说|"
    r"(?<![\u4e00-\u9fff])(?:嗯+|呃+|额|就是)"
)
# Hesitations of speech in a voice-typed message, before a cue: "um", "uh", "ähm", "euh", "えー", "うーん", "음", "어", "그".
# Each stands as a word of its own ("어 그 메모해줘"), not as the end of one ("끊었음", "있어", "金额", "まあー").
_HESITATIONS = r"u+m+|u+h+m*|ä+h+m*|euh+|eh|(?<![\u3040-\u30ff])(?:えー|あー|うーん)|(?<![\uac00-\ud7a3])(?:음+|어+|그)(?=\s)"
# An address or a softener before the cue: to the bot, please, a laugh, an interjection.
_ADDRESS_WORD = (
    r"@\S+|bot(?:さん|くん|ちゃん|님|아)?|robot|[a-zà-ÿ]{2,12}bot|[\uac00-\ud7a3]{1,6}봇(?:아|님)?|ボット(?:くん|さん)?|봇(?:아|님)?|机器人|小助手|hey|hé|hi|ok(?:ay)?|okk|so|and|also|oh|"
    r"please|pls|plz|kindly|porfa|por favor|bitte|mal|stp|svp|s'il te pla[iî]t|s'il vous pla[iî]t|veuillez|mdr|lol|jaja|haha|"
    r"vale|güey|wey|che|yo|ja|alors|pues|bueno|hola|hallo|haha ok|oye|oiga|ey|dis|dites|écoute|sag mal|hör mal|"
    r"anyway|anyways|bref|en fin|egal|jedenfalls|psst|"
    # said in confidence: "just between us, remember …", "ここだけの話、覚えといて", "悄悄告诉你，帮我记住…"
    r"(?:just )?between (?:us|you and me)|entre nous|entre nosotros|entre tú y yo|unter uns|"
    r"悄悄(?:告诉|跟)你(?:说)?|偷偷(?:告诉|跟)你(?:说)?|ここだけの話|内緒(?:だけど|なんだけど|の話)|우리끼리 얘긴데|비밀인데|"
    r"喂|嘿|ねえ|ねぇ|저기|[ㅇᄋ]{2}|"
    r"(?<!\w)야(?=\s)|"
    rf"{_CJK_INTERJECTIONS}|{_HESITATIONS}|"
    r"bro|dude|tío|tía|digga|alter|wesh|(?:le|el|the|der) bot|"
    r"您好|你好|请问|请务?必?|麻烦(?:你|您|助手)?|帮我|帮忙|帮个忙|给我|你要|你得|你|您|那个|顺便|另外|对了|"
    r"(?:can|could|would|will) (?:you|u)|能不能|可不可以|能|可以|烦请|这个|这些|这条|"
    r"tu peux|vous pouvez|puedes|podrías|kannst du|könntest du|(?:would|could) (?:you|u) kindly|"
    r"ser[ií]as? tan amable de|ser[ií]a posible|pourriez-vous|pourrais-tu|"
    # a request framed to one addressee, singular: "le ruego que tome nota", "te pido que apuntes", "je te prie de noter"
    r"(?:(?:le|te) )?(?:ruego|pido|agradecer[ií]a|agradezco) que|(?:le |te )?ruego|quisiera pedirle que|"
    r"je te (?:prie|demande) de|"
    r"könnten sie|zur info(?: für dich)?|pour info|fyi|btw|"
    r"혹시 모르니까|혹시|대신|좀|꼭|念のため|以防万一|"
    r"(?:이것|이거|이건|다음\s*내용|아래\s*내용)(?:을|를)?(?:\s*(?:좀|꼭))?|(?:나\s*|내가\s*)?(?:까먹지|잊지|잊어버리지)\s*않게"
)
_ADDRESS = rf"(?:[¡¿]?(?:(?<![a-z])|(?=[^a-z]))(?:{_ADDRESS_WORD})(?:[\s,!:;、，。~]+|$|(?=[^\x00-\x7f])))*"

# Verbs of remembering, noting and saving by their inflection rules rather than by phrase, so that a form no
# example showed is still found. Japanese: a stem, its て-form chain (覚えて, 覚えておいて, 覚えといて, 覚えてて,
# 覚えとけ, 覚えろ), then a favour (ください, ほしい, もらえますか); not 覚えてる / 覚えてた / 覚えておきます (the
# speaker's own memory or promise). Or a noun asked for: メモお願い, 記録よろしく.
_JA_STEM = (
    r"(?:覚え|おぼえ|記憶し|メモし|メモっ|記録し|保存し|控え|書き留め|登録し|頭に入れ|頭の片隅に(?:置い|入れ)|念頭に置い|"
    r"心に留め)"
)
_JA_TE = r"(?:ておいて|ておけ|といて|とけ|てて|て(?:おいて)?いただ(?:け|き)|て(?![るいたまおなし])|ろ)"
_JA_FAVOUR = r"(?:[ぁ-ゖー〜]|下さ){0,10}"
_JA_VERB = (
    rf"{_JA_STEM}{_JA_TE}{_JA_FAVOUR}|(?:メモ|記録|記憶|保存)を?(?:お願い|よろしく|よろ|頼む|たのむ){_JA_FAVOUR}|"
    r"お含みおき(?:ください|下さい|願います|いただけ[ぁ-ゖ]{0,6})"  # keep in mind, in keigo
)
# Korean: a noun of remembering or noting with 하다 in a request form (기억해, 기억해 줘 / 주세요 / 둬 / 놔,
# 기억하세요), or 적어 / 외워 with a helper verb or two (적어놔 줄래); not 기억해서 / 기억해야 / 기억하고 (because, must, and).
_KO_HELPER = (
    # 조, 졈: how 줘 is often typed ("기억해조", "기억해졈"); not 죠, an ending of its own ("기억하죠?": you remember, right?)
    r"(?:\s*(?:주(?:세요|십시오|시겠어요|시겠습니까|실래요|라|렴)|(?:주실|줄|두실|둘)\s*수\s*있[가-힣]{0,3}|줘요?|조|졈|줄래요?|"
    # a formal request: "기록해 주시기 바랍니다", "기억해 두시기 바랍니다"
    r"[주두]시기\s*바랍니다|"
    r"둬요?|두(?:세요|십시오)|놔요?|놓(?:으세요|아\s*줘)|"
    # asked as a wish: "기억해 두시면 감사하겠습니다", "메모해 주시면 좋겠어요"
    r"[주두]시면\s*(?:감사|좋겠|고맙)[가-힣]*))"
)
_KO_VERB = (
    rf"(?:기억|기엌|메모|저장|기록|킵|세이브)\s*(?:좀\s*)?(?:해{_KO_HELPER}{{0,2}}(?:요|라)?|하(?:세요|십시오|시오|라))(?![가-힣])|"
    rf"(?:적어|외워|(?:(?:머릿속|머리|마음)에\s*)?새겨|(?:머릿속|머리)에\s*넣어){_KO_HELPER}{{1,2}}(?:요|라)?(?![가-힣])|"
    # keep in mind: "염두에 둬", "알아 둬", "참고해 두세요"
    r"(?:염두에|알아|참고해)\s*(?:둬요?|두(?:세요|십시오)|두시기\s*바랍니다)(?![가-힣])|"
    rf"(?:기억|기록|메모|저장)\s*(?:좀\s*)?부탁[가-힣]{{0,6}}|"
    r"체크해\s*둬요?(?![가-힣])"  # "check it" kept: noted ("체크해 줘" asks to check something)
)
# Spanish: an imperative of tú or usted with its clitics (recuerda, recuerde, recuérdalo, apúntamelo, guárdame,
# acuérdate); not recuerdo / recuerdas (the speaker's or a question).
_ES_STEM = r"(?:recu[eé]rd|ap[uú]nt|an[oó]t|gu[aá]rd|gr[aá]b|reg[ií]str|memor[ií]z)"
_ES_VERB = (
    rf"{_ES_STEM}[aeáé](?:me|te|nos)?(?:lo|la|los|las)?|acu[eé]rd[aeáé](?:te|se)(?: de)?|no (?:te |se )?olvides?|"
    r"(?:que |q )?no se te olvide|"
    # "agendar" (to put in the diary) only in a form no noun has: "agendá que …", "agéndalo" (not "la agenda que …")
    r"agend[áé]|ag[eé]nd[ae](?:me|te|nos)?l[oa]s?"
)
# French: tu and vous imperatives, alone or with a clitic (retiens, retenez, note-le, notez-le, garde-le,
# souvenez-vous, rappelle-toi).
_FR_VERB = (
    r"(?:retiens|retenez|note|notez|garde|gardez|enregistre|enregistrez|mémorise|mémorisez|sauvegarde|sauvegardez)"
    r"-(?:le|la|les|moi|nous)(?:-(?:le|la))?|souvien[st][- ]toi|souvenez[- ]vous|"
    r"rap?pelle[- ]toi|rap?pelez[- ]vous|"
    r"(?:veuillez )?garde[rsz]? (?:en (?:mémoire|tête)|ça(?: en (?:mémoire|tête))?)(?: dans un coin de (?:ta|votre) tête)?|"
    r"enregistrez|mémorisez|sauvegardez|"
    r"notez? (?:bien|ça(?: quelque part)?)|"
    # keep in mind that: "(merci de) garder à l'esprit que …", "gardez à l'esprit que …"
    r"garde[rz]? (?:bien )?(?:à|a) l'esprit(?= que\b| qu')"
)
# German: du, ihr and Sie forms of merken, speichern, notieren, aufschreiben, behalten (merk dir, merke dir,
# merken Sie sich, speichere das, notieren Sie, schreib dir auf, behalte im Kopf). Not the ihr forms ("merkt euch",
# "vergesst nicht"): they speak to several people, the group, not the bot.
_DE_TAIL_WORDS = r"(?:\s+(?:das|es|bitte|mal|ma|doch))*"
_DE_VERB = (
    rf"merke?\s*(?:dir|d\w{{1,3}}){_DE_TAIL_WORDS}|merkt\s+dir{_DE_TAIL_WORDS}|merken sie sich{_DE_TAIL_WORDS}|"
    rf"speicher(?:e|n)?(?:\s+(?:dir|sie))?{_DE_TAIL_WORDS}(?:\s+ab)?|notier(?:e|en)?(?:\s+(?:dir|sie))?{_DE_TAIL_WORDS}|"
    r"schreib(?:e|en)?(?:\s+(?:dir|sie|das|es|bitte|mal))*\s+auf|"
    r"behalt(?:e|en)?(?:\s+(?:das|es|bitte|mal|sie))*\s+im (?:hinter)?kopf|"
    r"vergiss (?:ja |bloß |bloss )?nicht|vergessen sie nicht|"
    # "trag ein, dass ich Tee statt Kaffee trinke"
    r"trag(?:e)?(?:\s+(?:das|es|mal|bitte))*\s+ein(?=,?\s+dass\b|\s*[:：])"
)

# The label of a notice to the group, a closed class: a reminder, an announcement, a rule, a poll.
_NOTICE_LABEL = (
    r"(?i:reminders?|notice|announcements?|psa|rules?|poll|recordatorio|aviso|anuncio|normas?|erinnerung|hinweis|"
    r"ank(?:ü|ue)ndigung|regeln?|umfrage|rappel|annonce|avis|r[èe]gles?|sondage)\b"
    r"|提醒|通知|公告|规则|群规|投票|请注意|温馨提示|注意事项|お知らせ|告知|リマインド|ルール|アンケート|ご注意|공지|알림|리마인드|규칙|투표|"
    r"참고\s*(?:바랍니다|하세요|해\s*주세요)"
)
# "Add to (your) memory" in Chinese, Japanese and Korean: the memory, the verb of adding or putting in, a request form.
_ADD_TO_MEMORY = (
    r"(?:请|帮我)?(?:加到|加进|加入|存到|存进|放进|添加到)(?:你的)?(?:记忆(?:库)?|备忘录)里?|记忆(?:库)?里(?:加|添)(?:一条|一下|上)?|"
    r"(?:メモリー?|記憶|備忘録)に(?:追加|入れ|登録)(?:して|しといて|しておいて|お願い)?(?:ください|くれ)?|"
    r"(?:기억|메모리)에\s*(?:추가|넣어|저장)(?:\s*해)?(?:\s*[줘둬]|\s*주세요)?"
)
# Cue words, matched once spelling slips of the commonest are written right (see `_spelled_right`).
_LEAD_CUES = (
    # English
    r"remember|memori[sz]e|commit (?:this |that |it )?to memory|keep in mind|add (?:this )?to (?:your )?memory|"
    r"save(?: (?:this|it))? to (?:your )?memory|save(?=\s+(?:this|that|it|ça|das|esto|eso)\b)|"
    r"note to self|notes? to the bot|noting for the bot|"
    r"make a note(?: of (?:this|that|it))?|put (?:(?:this|that|it) )?in(?:to)? your memory|"
    r"take (?:a )?note(?: of (?:this|that))?|note (?:this|that)(?: down)?|note down|"
    r"(?:save|record|note|remember|log|store) the following(?:\s+for (?:the |my |our )?\w+)?(?:\s*[:：])?|"
    r"note(?:\s+quelque\s+part)?(?=\s*(?:[:：,]|that\b|que\b|qu'))|memo(?=\s*:)|"
    # a bare "note" right after a call of the bot: "@bot pls note Dana is vegetarian"
    r"(?:(?<=bot )|(?<=bot, )|(?<=bot pls )|(?<=bot plz )|(?<=bot please ))note(?=\s+[^\W\d_])(?![^:：\n]{0,24}[:：])|"
    r"(?:store|record|log)(?=\s*(?:[:：,]|that\b|this(?:\s+(?:pls|please|plz|for me))?\s*(?:[:：,\-–—→]|->|=>)))|"
    r"keep track of (?:this|that)(?=\s*[:：,\-–—])|"
    r"(?:would|do) (?:you|u) mind (?:remembering|noting(?: down)?|saving|recording|storing|"
    r"(?:jotting|writing)(?: (?:this|that|it))? down|making a note of|keeping track of)|"
    r"for (?:future reference|future conversations|the future|later)|jot (?:this |that |it )?down|"
    r"write (?:this |that |it )?down|for the record|f(?:ü|ue)rs protokoll|(?:para )?que conste|"
    r"lock (?:this|that|it) in(?:\s+(?:fr|pls|please|plz))?(?=\s*[:：])|no te olvides de (?:esto|eso)(?=\W*(?:bot\W*)?[:：])|"
    r"don'?t let me forget(?=\s+that\b)|don'?t forget|do not forget|never forget|"
    # French
    r"(?:ajoute|ajoutez|mets|mettez|garde|gardez|enregistre|enregistrez|inscris)(?:-le|-la)?(?: ça)? (?:à|dans|en) "
    r"(?:(?:ta|votre|la) mémoire|(?:tes|vos) notes|(?:ton|votre) carnet)|"
    rf"{_FR_VERB}|retiens(?: bien)?|retenez(?: bien)?|retient|à retenir(?: pour moi)?|"
    r"(?:notez|consigne|consignez|inscris|inscrivez)(?=\s*(?:[:：,]|que\b|qu'))|enregistre|sauvegarde|pren(?:ds|ez) note|"
    # formal, to one addressee: "Pourriez-vous retenir qu'…" ("veuillez prendre note que …" is a notice's)
    r"(?:pourriez|pouvez)-vous (?:retenir|noter)(?= que\b| qu')|"
    r"(?:veuillez |merci de )consigner(?= )|"
    # "Veuillez enregistrer que …", "Veuillez conserver cette information : …" ("veuillez noter que …" is a notice's)
    r"veuillez (?:enregistrer|conserver|retenir|mémoriser)(?= que\b| qu'|\s*[:：]| cette information)|"
    r"ne me laisse pas oublier(?= que\b| qu')|no me dejes olvidar(?= que\b)|"
    # formal, with an infinitive: "Je vous prie d'enregistrer mon adresse : …" ("veuillez noter que …" is a notice's)
    r"je (?:vous|te) (?:prie|demande) d(?:e |')(?:enregistrer|conserver|retenir|noter|mémoriser|garder en mémoire)(?=\s)|"
    r"merci d(?:e |')(?:enregistrer|conserver|retenir|mémoriser|garder en mémoire)(?=\s)|"
    # "mets dans un coin de ta tête que …", "mets-toi ça dans un coin de la tête : …"
    r"(?:mets|mettez)(?:-toi|-vous)?(?: ça)? dans un coin de (?:ta|la|votre) t[êe]te(?=\s*(?:[:：]|que\b|qu'))|"
    r"mémorise|pour mémoire|n'oublie pas|oublie pas|n'oubliez pas|(?:écris|écrivez)(?=\s+que\b|\s+qu')|"
    r"(?:est-ce que )?(?:tu (?:peux|pourrais)|pourrais-tu|peux-tu) (?:bien )?garder (?:ça |cela )?en (?:mémoire|tête)|"
    # Spanish
    r"(?:mete|met[ée]|guarda|guard[áa]|añade|añad[ií]|agrega|agreg[áa]|pon|apunta)(?:lo|la)? (?:en|a) (?:tu|la) memoria|"
    rf"(?:{_ES_VERB})(?: esto)?|(?:te )?(?:puedes|podrías|podrias) acordar(?:te)? de|apuntá|toma nota|tome nota|tomar nota|"
    r"ten(?:me)? en cuenta|ten(?:me)? presente(?= que)|m[ée]tete(?: bien)? en la cabeza(?= que\b)|"
    r"tenga(?: usted)? (?:en cuenta|presente)(?=(?:,? por favor,?)? que)|"  # "tengan": said to everyone
    r"(?:podr[íi]a|puede)(?: usted)? tener (?:en cuenta|presente)(?= que)|"
    r"(?:ser[íi]as?|podr[íi]as?) (?:tan )?amable de (?:registrar|anotar|apuntar|recordar|guardar)|"
    r"(?:registr|apunt|anot|guard)aras?(?= que)|(?<=que )(?:record|memoriz)aras?(?= que)|ponlo en tu memoria|"
    r"llévame la cuenta|qu[eé]date con esto|dej(?:a|ar|es|e) (?:registrado|anotado)|toma(?:ra|se) nota|acord[aá]te|"
    r"dej(?:a|ar|e|en) constancia(?:,? por favor,?)? de(?= que)|tom(?:e|a|en) nota de(?= que)|"
    # German
    # formal: "Ich bitte Sie festzuhalten, dass …", "halten Sie bitte fest, dass …"
    r"(?:ich bitte sie,? )?festzuhalten(?=,? dass)|halten sie (?:bitte )?fest(?=,? dass)|"
    rf"{_DE_VERB}|merken|merk(?: dir)? mal|bitte merken|vermerken|"
    r"halte?(?:n sie)?(?:\s+(?:das|es|bitte|mal|doch))*\s+fest|notiz an mich|notiz bitte(?=\s*[:：])|für mich merken|"
    r"vergiss (?:das|es) nicht|(?:ich bitte sie,?\s*)?folgendes\s+festzuhalten|"
    r"protokollier(?:e|en sie)?(?:\s+(?:mal|bitte|das))*(?=\s*[:：])|"
    r"f[üu]ge? (?:zu )?(?:deinem|dem) ged[äa]chtnis hinzu|zum ged[äa]chtnis hinzuf[üu]gen|"
    # Chinese
    r"(?:你要|你)?记得[啊哦哈]*(?=[\s,，:：!！]|我|他|她)|(?:请|帮我|给我)?(?:记住|牢记|记牢|mark一下|jz一下|记一下下?|记一记|记一哈|记下来|记下|记[着著]|记好了?|记一笔|记录一下|记[到在]?小本本上|备忘(?!录[里上中])(?:一下|录\+1|录)?|"
    r"备注一下|备注(?=\s*[:：])|记录(?=\s*[:：,，])|保存(?:一下|下来|下)|存一下|存下来|别忘了|不要忘了|不要忘记|别忘记|记(?=[:：]))(?:一下|下|哈|哦|了|啊)*|"
    # Japanese
    rf"(?:これ|以下)?(?:を|は)?(?:{_JA_VERB})|📝\s*メモ|メモ(?=\s*[:：、,])|忘れないで(?:ね|よ|な)?|"
    r"忘れないように(?:しといて|しておいて|して(?:ね|ください|くれ))|"
    # add to memory, in Chinese, Japanese and Korean ("加到记忆里", "メモリーに追加して", "기억에 추가해 줘")
    rf"{_ADD_TO_MEMORY}|"
    # Korean
    rf"(?:잊지 말고\s*)?(?:{_KO_VERB})|킵\s*해\s*[줘둬]|박제\s*해\s*[놔둬줘]|"
    rf"메모(?=\s*[:：])|(?:메모|저장|기억|기록)\s*[ㄱᄀ]+|잊지\s*마(?:라|요|세요)?|"
    # a label asked for with a colon or a laugh: "봇 이거 저장 좀: …", "뽀삐야 메모 좀: …", "저장 좀 ㅎㅎ …"
    r"(?:기억|기록|메모|저장)\s*좀(?=\s*(?:[:：]|[ㅋㅎᄏᄒ]{2,}\s))|"
    # any language: a note emoji as a label; not over a notice to the group ("📝 Reminder: bring water", "📝 公告：…").
    # A floppy disk (💾) saves, a notepad (🗒) or a notebook (📒, 📓) notes as a memo (📝) does; a pin (📌) or a
    # bookmark (🔖) opening the message pins what follows, a notice to the group aside: a labelled one is turned down
    # first (`_NOTICE_OPENING`), and one over what holds today (`_notice_for_now`).
    rf"(?:📝|💾|🗒|📒|📓)\ufe0f?\s*(?:note|nota|notiz|メモ|备忘)?(?!\s*(?:[^\s:：]+\s+)?(?:{_NOTICE_LABEL}))|"
    rf"(?:(?<=^)|(?<=^\s))(?:📌|🔖)\ufe0f?(?!\s*(?:[^\s:：]+\s+)?(?:{_NOTICE_LABEL}))|"
    # a pin put before a call of the bot pins the fact for it ("📌 @bot Priya lands at 6:40pm")
    rf"📌\ufe0f?(?=\s*(?:@\S+|bot\b|ボット|봇|机器人|小助手)(?!\s*(?:[^\s:：]+\s+)?(?:{_NOTICE_LABEL})))|"
    # or put right after a call that opens the message ("@bot 📌 standup moves to 9:15", "봇 📌 회비는 매달 10일까지"), as a
    # writing hand is, which there asks the bot to write it down ("bot ✍️ la cena de empresa es el 20")
    rf"(?:^@?(?:bot|ボット|봇|机器人|小助手)[\s,，、]*)(?:📌|✍)\ufe0f?(?!\s*(?:[^\s:：]+\s+)?(?:{_NOTICE_LABEL}))"
)
# A cue with an object that points back ("remember that", "merk dir das", "recuérdalo"): the content is before it,
# and a few words may follow ("..., remember that so people can find me").
_BACK_CUES = (
    r"(?:please )?remember (?:that|this|it)(?: for me)?|worth remembering|don'?t forget (?:that|this|it)|"
    # "don't forget it" in Spanish, German and French ("… se llama Canela, no lo olvides bot", "vergiss das nicht, Bot")
    r"no l[oa] olvides|(?:que|q) no se te olvide|vergiss (?:das|es)(?: (?:bitte|ja|bloß|bloss))? nicht|"
    r"(?:n')?oublie pas (?:ça|cela)|(?<![\w'’])(?<!\bje )(?<!\bon )(?:n')?oublie pas(?=\W*(?:hein|stp|bot)?\W*$)|"
    # asked formally after the fact: "Le ruego que lo guarde.", "Merci de le conserver."
    r"le (?:ruego|rogamos|pido|pedimos) que l[oa] (?:guarde|anote|recuerde|registre|tenga presente)|"  # "les": to all
    r"merci de (?:le |la |l')(?:conserver|garder|noter|retenir|enregistrer|mémoriser)|"
    # asked as a question after the fact: "¿me lo apuntas?", "tu peux le noter ?", "souviens-t'en"
    r"(?:me )?l[oa] (?:apuntas|anotas)|(?:tu peux|tu pourrais|peux-tu|pourrais-tu) (?:le |la |l')"
    r"(?:sauvegarder|noter|retenir|enregistrer|mémoriser)|souviens[- ]t'en|"
    # "remember" alone closing the message, but for a please: "…, acuérdate porfa", "…, souviens-toi stp"
    r"acu[ée]rdate(?: de es[oa])?(?=\W*(?:porfa|por favor|pls)?\W*$)|"
    r"souviens-toi(?: de ça)?(?=\W*(?:stp|svp|s'il te pla[iî]t)?\W*$)|"
    # "don't let me forget (it)": the speaker asks to be kept from forgetting what they just said
    r"don'?t let me forget(?: (?:it|that|this))?|no me dejes olvidarl[oa]|"
    r"lass mich (?:das |es )?(?:bloß |bitte |ja )?nicht vergessen|fais en sorte que je (?:ne )?l'oublie pas|"
    r"keep (?:that|this|it) in mind|keep (?:that|this|it) on file|(?:note|save) (?:that|this|it)|"
    r"(?:store|log|record) (?:that|this)|"
    r"(?:tu peux|tu pourrais|peux-tu|pourrais-tu) garder (?:ça|cela) en (?:mémoire|tête)|[àa] garder en (?:mémoire|tête)|"
    r"jot (?:that|this|it) down|lock (?:that|this|it) in|tenlo (?:en cuenta|presente)|"
    r"behalte? (?:das|es)(?: mal| bitte| doch)? im (?:hinter)?kopf|garde[sz]? (?:ça|le|la) en (?:tête|mémoire)|mémorise ça|"
    r"(?:retiens|retenez|note|notez|garde|gardez|enregistre|enregistrez|mémorise|mémorisez|sauvegarde|sauvegardez)-"
    r"(?:le|la)(?: en mémoire)?|"
    rf"retiens(?: bien)? ça|retiens bien(?=\W*$)|retenez bien(?=\W*$)|{_ES_STEM}[aeáé](?:me|te)?l[oa]|"
    r"ag[eé]nd[ae](?:me|te)?l[oa]|"
    r"(?:merke?\s+dir|speichere?|notiere?(?:\s+dir)?|schreibe?(?:\s+dir)?)\s+(?:das|es)(?:\s+auf)?|"
    # a bare infinitive asks only closing the message ("Namen merken ist nicht meine Stärke" speaks of it)
    # (not after a word that says how well one can: "der Typ kann sich nix merken")
    r"bitte (?:ver)?merken(?: bitte)?|(?:ver)?merken bitte|"
    r"(?<!\bsich )(?<!\bnix )(?<!\bnichts )(?<!\bkaum )(?:ver)?merken(?=\W*$)|bitte notieren(?: bitte)?|notieren bitte|"
    r"notieren(?=\W*$)|(?:bitte )?abspeichern(?: bitte)?|"
    r"(?:merkst|notierst|speicherst) du (?:dir )?(?:das|es)|kannst du dir (?:das|es) merken"
)
# A final verb whose content is everything before it (Chinese, Japanese, Korean; French "enregistre"). A verb's ending
# (`_ENDING`: "ください", "줘요") runs to a clause break or a colon at most: "…メモして、車は月曜に車検" and "おはよう
# @ボット 覚えておいて：来週の会議は水曜" go on with a fact after the verb, so they have no final verb. An ending is
# written in kana or Hangul (or "下さい", "幸いです", "助かります", "願います", a laugh, an exclamation):
# "覚えててちょっと感動した" goes on with another verb.
_ENDING = r"[ぁ-ゖァ-ヺー〜~!！?？w笑下幸助願\uac00-\ud7a3ㅋㅎᄏᄒㅠㅜᅲᅮ]"
# Whether the bot can keep a fact told before it ("健太が甘いもの好きって覚えられる？", "지훈이 민트초코 극혐하는 거 기억할 수
# 있어?"): asked of the bot by name, a request; a quoted clause (って) or one made a noun (는 거) is the fact.
_ABILITY_ASKED = (
    r"(?<=って)\s*(?:覚え|おぼえ)(?:られる|てられる|ておける|とける)(?:かな|の)?|"
    r"(?<=[는던인한] 거)\s*기억할\s*수\s*있(?:어요|어|나요|나|니|을까요|을까|겠어)"
)
_ABILITY_VERB = re.compile(r"\s*(?:(?:覚え|おぼえ)(?:られる|てられる|ておける|とける)|기억할\s*수\s*있)")
_TAIL_CUES = (
    r"(?:please|pls) remember|for future reference|for future conversations|enregistre|m[ée]morise|m[ée]morisez|merk dir|"
    rf"{_ADD_TO_MEMORY}|a[ñn][áa]de(?:lo|la)? a (?:tu|la) memoria|agr[ée]ga(?:lo|la)? a (?:tu|la) memoria|"
    r"f[üu]ge? (?:das|es) (?:deinem|dem) ged[äa]chtnis hinzu|ajoute[- ]?(?:le|la|ça)? (?:à ta|en|dans ta) mémoire|"
    r"(?:bitte )?einpr[äa]gen|[àa] m[ée]moriser|"
    r"(?<![会远都没不])(?<!(?<!帮)我)(?:你)?(?:给我)?(?:记住|记牢|记一下|记一笔|记下来|记下|记[着著]|记好|记好了|别忘了|[别不]要?让我忘了?)"
    r"(?:这件事|这事|这个|这些|这条)?"
    r"点?(?:哦|哈|啊|吧|了|吗|咯|呀|呗|喔|哟|嘛)?|"
    rf"(?:(?:だから|なので)?\s*忘れない(?:よう)?に\s*)?(?:覚え|おぼえ)(?:ておいて|といて|てて|ておけ|とけ|て(?![るいなたま])){_ENDING}{{0,10}}|{_JA_STEM}{_JA_TE}{_ENDING}{{0,10}}|"
    rf"記憶(?:して(?!い[るまたて])|しといて|しておいて){_ENDING}{{0,10}}|"
    rf"メモ(?:して(?!い[るまたて])|っといて|っておいて|しといて|お願い|よろしく){_ENDING}{{0,10}}|(?:記録|保存)(?:を?お願い|よろしく|よろ){_ENDING}{{0,10}}|"
    rf"控えて{_ENDING}{{0,12}}|ご記憶{_ENDING}{{0,6}}|忘れないで{_ENDING}{{0,6}}|"
    # bare, not the end of a compound ("聊天记录", "通话记录")
    r"(?:请|麻烦|帮我|帮忙)(?:记录|保存)(?:一下|下来)?|(?:记录|保存)(?:一下|下来)|(?<![\u4e00-\u9fff])(?:记录|保存)|"
    r"存(?:一下|下来)|"
    rf"(?:保存|記録)(?:して(?!い[るまたて])|しといて|しておいて){_ENDING}{{0,10}}|メモよろ{_ENDING}{{0,4}}|"
    rf"(?:기억|기록|메모|저장)\s*(?:좀\s*)?(?:부탁|해\s*주|해\s*줘|해\s*둬){_ENDING}{{0,10}}|"
    rf"(?:꼭\s*)?기억해{_ENDING}{{0,2}}(?:\s*[둬줘줄]{_ENDING}{{0,6}}|\s*주{_ENDING}{{0,8}}(?:\s*바랍니다|\s*수\s*있{_ENDING}{{0,4}})?)?|"
    rf"(?<=[는인] [거것점] )잊지\s*마{_ENDING}{{0,4}}|(?<=[임야다음] )잊지\s*마{_ENDING}{{0,4}}|"
    rf"잊지\s*않게\s*해\s*[줘주]{_ENDING}{{0,6}}|"
    rf"기엌해{_ENDING}{{0,4}}|메모해{_ENDING}{{0,4}}(?:\s*줘)?|메모\s*좀|"
    rf"적어\s*[둬줘]|체크해\s*둬|(?:메모|저장|기억)\s*[ㄱᄀ]+|저장해{_ENDING}{{0,3}}|(?:{_KO_VERB}){_ENDING}{{0,3}}|"
    rf"{_ABILITY_ASKED}"
)
# Words a cue takes that only point at the content: that, this, ça, que, dass, 以下, を.
_CONNECTOR = (
    r"(?P<told>[\s,:;：，、\-–—]*(?:(?:that|this|it|ça|ceci|esto|eso|das|dies|que|q|k|ke|qu'|de que|de ça|de cela|dass|"
    r"this for me|ça pour moi|for me|(?:of |de )?(?:the following|lo siguiente|ce qui suit))\b|一下|以下|这个|这些|"
    r"以下の(?:こと|内容))[\s,:;：，、\-–—]*)?"
)
# A statement put on the record ("for the record", "fürs Protokoll", "que conste", "pour mémoire"): asked of the bot
# only when the message calls it ("para que conste, bot: …"); else it is said for the group's minutes.
_FOR_THE_RECORD = re.compile(r"for the record|f(?:ü|ue)rs protokoll|(?:para )?que conste|pour mémoire")


def _on_the_record(low: str, cue: str) -> bool:
    """The cue only puts the message on the record (`_FOR_THE_RECORD`) and the message calls no bot."""
    return _FOR_THE_RECORD.fullmatch(cue) is not None and not _BOT.search(low)


_LEAD = re.compile(
    rf"^/?{_ADDRESS}(?P<cue>{_LEAD_CUES})(?![a-zà-ÿßœæ'ァ-ヶー])\s*(?:[!！]+\s*)*(?P<addr>{_ADDRESS}){_CONNECTOR}(?P<c>.*)$",
    re.DOTALL,
)
_FILLER = (
    r"(?:for me|pls|please|porfa|stp|bitte|@?bot|ok|thanks|merci|danke|gracias|@?机器人|@?ボット|@?봇|ね|よ|ー|~|〜|"
    r"[ㅋᄏ]+|[ㅎᄒ]+|[ㅠㅜᅲᅮ]+|哈+|w+|고마워요?|감사합니다|감사해요|ありがとう?|谢谢|謝謝|부탁해요?|부탁드려요|부탁드립니다|拜托了?|"
    r"お願い(?:します)?)"  # a laugh, thanks or a plea closes a request
    # as a please does ("기억해줘 ㅋㅋ", "기억해줘ㅠ", "覚えといてw", "이거 좀 기억해줘 고마워")
)
# After a cue set off by a dash or a comma, the rest of the sentence it interrupted; and the pointer that led into the
# cue ("Nerea, y esto apúntalo, se va a vivir a Bilbao").
_PARENTHESIS_CLOSED = re.compile(r"\s*(?:[—–]|\s-|,)\s*(\w.*)$", re.DOTALL)
_POINTED_AT = re.compile(r"[\s,—–-]*(?:(?:and|y|und|et)\s+)?(?:this|that|esto|eso|das|dies|ça|cela)?[\s,—–-]*$", re.IGNORECASE)
_FILLER_ONLY = re.compile(rf"(?:[^\w]*(?:{_ADDRESS_WORD}|{_FILLER}|thx|thank you|ty|lol|haha))*[^\w]*", re.IGNORECASE)


def _says_more(rest: str) -> bool:
    """Whether what follows a cue set off in a sentence goes on with it: two words or more that are no call, no please
    and no thanks ("..., bitte merken, Bot" ends with a call)."""
    return not _FILLER_ONLY.fullmatch(rest) and len(rest.split()) >= 2


# A word that points back at what was said, right before a final verb: its object, never part of the content
# ("… 1月18日 잠실. 이거 기억해놔", "…受かった🎉 これ覚えといて", "…考上研究生了 这件事记一下").
_POINTER_BACK = (
    r"(?:(?:이거|이건|이걸|이것|이것을|그거|그건|그걸|(?:이|위|해당|그)\s*내용[을은]?)\s*|"
    r"(?:これ|それ|このこと|そのこと)[をは]?|这个|这件事|这事|这些|那个)"
)
# A back cue denied by the word after it, where German and French put a negation: "merk dir das nicht", "ne le note
# pas", "note-le pas".
_DENIED_AFTER = re.compile(r"[\s,]*(?:(?:bitte|mal|doch|lieber)\s+)?(?:nicht|pas)\b(?!\s+(?:besoin|de souci))")
# "that" opening a clause after an English back cue ("…. bot can you note that rent goes up to 1450"): a complementizer
# before the fact, not a pointer back at what came before; words an object takes after it ("note that for later",
# "remember that so people can find me", "save that please") do not open one.
_THAT_OPENS_A_CLAUSE = re.compile(
    r"(?<=\bthat) +(?!(?:for|so|because|cause|since|please|pls|plz|bot|too|as|in|on|now|ok|okay|thanks|thx|ty|down|"
    r"somewhere|just|when|if|lol|haha|real|quick|again|forever|pretty|and|but|or|then|right|well)\b)[a-z']+ +[a-z'0-9]+"
)
_TAIL = re.compile(
    rf"^(?P<c>.+?)[\s,.;:!?¿¡！？。，、~\-–—]*(?<![a-zà-ÿß])(?:{_ADDRESS})(?:(?P<back>{_BACK_CUES})(?!\s*[:：])"
    rf"(?!{_THAT_OPENS_A_CLAUSE.pattern})(?:[^\w]*(?:\s*\S+){{0,7}})|"
    rf"(?:{_POINTER_BACK})?(?P<cue>{_TAIL_CUES})(?:[^\w]*{_FILLER})*)[^\w]*$",
    re.DOTALL,
)
# A colon (or an arrow) after a cue within the first words: "zur Info, bot, bitte merken: ..." or "ボット、記録よろしく：...",
# "bot save ça stp → le code du portail est sur le frigo".
_CUE_THEN_COLON = re.compile(
    rf"^[^:：\n]{{0,40}}?(?P<cue>{_LEAD_CUES})(?![a-zà-ÿßœæ'])[^:：→\n]{{0,12}}(?:[:：→]|->|=>)\s*(?P<c>.+)$", re.DOTALL
)
# The speaker saying they noted it themselves, before the colon: "我在手机备忘录里写了：…" (a subject, a verb of writing
# or saving, and its completion): their own note, nothing asked; "帮我记在小本本上：…" asks for help with one.
_OWN_NOTE_DONE = re.compile(
    r"(?<![帮幫给給替让讓叫请請])我[^:：\n]{0,20}(?:写|記|记|存|保存|记录|記錄)(?:了|过|過|好了|下了|下来了|在)"
)
# A bare label ("note:", "备忘：") over what holds only today, and no call of the bot: a notice to the group ("note:
# tonight's meeting is cancelled"), read now and kept by nobody. A fact under the same label is kept ("note : Hugo est
# allergique aux cacahuètes").
_LABEL_ONLY = re.compile(r"(?:note|memo|nota|notiz|备忘|メモ|메모|📌|🔖)\ufe0f?")
_FOR_NOW = re.compile(
    r"\b(?:today|tonight|this (?:evening|afternoon|morning)|hoy|esta (?:noche|tarde|mañana)|ce soir|aujourd'hui|"
    r"cet après-midi|ce matin|heute)\b|今天|今晚|今日|今夜|오늘"
)


# A label over a note, of a word or an emoji (with the word it may bear: "📝 メモ"), which itself asks nothing.
_NOTE_LABEL = re.compile(r"(?:(?:📝|💾|🗒|📒|📓|📌|🔖)\ufe0f?\s*)?(?:note|memo|nota|notiz|备忘|メモ|메모)?")


def _labelled_end(low: str, lead: re.Match[str]) -> int:
    """Where the content under a label ends: before a cue that closes it ("📝 l'anniv de Hugo c'est le 2 avril 🎂
    note-le", "📌 민수 매운 거 못 먹음 🌶️ 메모 ㄱㄱ"): the label marks the note, the cue at its end asks to keep it."""
    if not _NOTE_LABEL.fullmatch(lead.group("cue")):
        return lead.end("c")
    closing = _TAIL.match(low[lead.start("c") : lead.end("c")])
    if closing is None or not (closing.group("cue") or closing.group("back")):
        return lead.end("c")
    return lead.start("c") + closing.end("c")


def _notice_for_now(low: str, match: re.Match[str]) -> bool:
    """Whether a label alone asks, over what holds today (see `_FOR_NOW`) or an event called off ("note: the meeting is
    cancelled", `calls_off`), with no call of the bot: news for the group, no fact to keep."""
    if not _LABEL_ONLY.fullmatch(match.group("cue")) or _BOT.search(low):
        return False
    return bool(_FOR_NOW.search(low, match.start("c"))) or calls_off(low[match.start("c") :])


# A clause after a cue, opened by a complementizer: "I'd appreciate it if you could remember that ...". Not after an
# object the cue took ("no te olvides el paraguas que va a llover": an article opens it, and "que" says why).
_INFINITIVE_CUES = (
    r"retenir|noter|enregistrer|mémoriser|consigner|te souvenir|vous souvenir|recordar|acordarte(?: de)?|apuntar|anotar|"
    r"guardar|notieren|vermerken|merken|speichern|festhalten"
)
_CUE_THEN_CLAUSE = re.compile(
    rf"^.{{0,60}}?(?<![a-zà-ÿß])(?P<cue>{_LEAD_CUES}|{_INFINITIVE_CUES})\b"
    r"(?:[\s,]+(?:s'il (?:te|vous) pla[iî]t|por favor))?"  # a courtesy set off inside ("noter, s'il vous plaît, que …")
    r"(?:[\s,]+(?!(?:the|an?|el|la|los|las|una?|le|les|une|der|die|den|dem|eine?n?|ce|lo)\b)[\w']{1,8}){0,2}?"
    r"[\s,]+(?P<by>that|que|qu'|dass)\s+(?!so\b|because\b|for\b|para\b|pour\b|damit\b|weil\b|down\b)(?P<c>.+)$",
    re.DOTALL | re.IGNORECASE,
)

_DASH = re.compile(r"\s*[—–]\s")
# A personal pronoun opening what follows a Chinese, Japanese or Korean verb: a clause with its subject, as after "that".
_CJK_SUBJECT = re.compile(r"[\s!！]*(?:我|你|他|她|私|僕|俺|あたし|(?:나|내|저|제|우리)\s)")
# A pause after a verb in its asking form: a comma or a full stop, or in Japanese a space ("おぼえといて ゆうたに…").
_CJK_PAUSE = re.compile(r"[^\w\s]*\s*[,，、。]|[ 　]+(?=[\u3040-\u30ff\u4e00-\u9fff])")
_NEW_LINE = re.compile(r"(?:\s*(?:this|that|it|ça|cela|esto|eso|das|这个|这些|这|これ|それ|이거|이것))?[ \t]*\n")
_LATIN = re.compile(r"[a-z]")
_FIRST_SENTENCE_ASKS = re.compile(r"[^.!。！\n]*[?？]")  # the sentence the cue opens is a question
# A question that asks a favour and names nothing, right after the cue, then the fact: "…줄 수 있어? …", "… something for
# me? …", "…一下吗？…", "… quelque chose ? …".
_FAVOUR_THEN_FACT = re.compile(
    r"(?:\s*(?:줄|해줄|해 줄|줄래|수|있어|있니|있나요|있을까|주실|주시겠어요|for me|something|sth|this|that|"
    r"一下|下|吗|嗎|呢|quelque chose|algo|etwas|pour moi|por m[íi]|f[üu]r mich|くれる|くれない|もらえる|もらえない|よ|ね)\s*)*"
    r"[?？]\s*"
)
_FACT_AT_LEAST = 3  # words, or characters of Chinese, Japanese or Korean over two: not "lol" after "can you remember that?"


def _a_fact_of_its_own(content: str) -> bool:
    """What follows a favour asked holds a sentence: three words, or more than three characters of CJK."""
    return len(content.split()) >= _FACT_AT_LEAST or len(re.findall(_CJK, content)) > _FACT_AT_LEAST


# After a cue, an infinitive asks someone to act: "remember to ...", "n'oubliez pas de ...", "vergiss nicht, ... zu".
# Right after a cue, a capitalised "Me", "the" and a capitalised word, or a trailing ellipsis: the cue opens a title
# ("Remember Me", "Remember the Name", "Souviens-toi...").
# "Don't forget" and the addressed one's thing after it, with no "that": what to bring ("don't forget your umbrellas",
# "n'oubliez pas vos parapluies", "no olvidéis vuestros paraguas").
_YOUR_THING = re.compile(
    r"(?:your|ur|yr|vos|votre|tes|ton|ta|tus|tu|vuestr[oa]s?|sus|eure[nm]?|deine[nm]?|dein|ihre[nm]?)\s+[^\W\d_]+"
)
# Everyone addressed right after the cue, after a reflexive pronoun or "this" if any: "Write this down everyone: gate
# closes at 6:40", "Bitte notieren Sie sich alle den Termin …": each member is to note it, not the bot.
_TO_EVERYONE = re.compile(
    r"(?:\s+(?:this|that|it|sich|euch|vous|os|das|es|ça))?[\s,]+(?:everyone|everybody|all of you|alle|tous|toutes|todos|todas)\b"
)
_TITLE_AFTER_CUE = re.compile(r"\s+(?:Me|the\s+[A-Z][a-z]+)\b|\s*(?:\.\.\.|…)")  # "Remember the Name by Fort Minor"
# A German or French cue denied after it: "bot speicher das nicht, …", "retiens pas ça", "merk dir das bloß nicht".
_DENIED_AFTER_CUE = re.compile(r"(?:\s+(?:das|es|dir|mir|ça|ca|le|la|les|bloß|bloss|bitte))*\s+(?:nicht|pas|jamais|nie)\b")
_TO_ACT = re.compile(r"(?:to|de|d'|d|zu)\s")  # "d" as "de" is typed in a hurry ("acuerdate d darle de comer")
# A Spanish cue with "me" ("recuérdame", "apúntame") and an infinitive after it asks to be reminded to act
# ("recuérdame llamar a mamá"), not to keep a fact.
_REMIND_ME_TO = re.compile(r"(?<=me)\s+[a-záéíóúñ]+(?:ar|er|ir)(?:l[oa]s?|le|les|me|te)?\b")
# "apúntame"/"apúntanos" and what to join ("apúntame a la cena", "apúntame pa lo del viernes"): sign me up, no fact.
_SIGN_ME_UP = re.compile(r"(?:(?<=ap[uú]ntame)|(?<=ap[uú]ntanos))\s+(?:a|al|pa|para|en)\s")
# ... or a time to be reminded at ("recuérdame mañana a las 8 que ...", "recuérdame el viernes que ..."): a reminder
# set for later, which the bot does not keep, not a fact.
_REMIND_ME_AT = re.compile(
    r"(?<=me)[\s,]+(?:(?:mañana|manana|hoy|esta (?:tarde|noche|mañana)|pasado mañana|luego|"
    r"el (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bado|domingo)|en \d+ (?:min\w*|horas?)|dentro de)\b|a las? \d)"
)

# The speaker and an adverb or a modal opening what a final Chinese verb ends with no pause: the speaker's own act
# ("我先拿小本本记下来", "我得赶紧记下来", "等下我拿笔记一下"); "我下周出差，记一下" pauses before the verb, which asks the bot.
_OWN_ACT = re.compile(r"(?:等下|等一下|等等|待会儿?|一会儿?)?我(?:先|得|要|来|会|去|就|赶紧|回头|马上|也|还是|拿)")
# A Japanese verb of noting in its "I'll do it" form (控えておきます, 記録しておく, メモっとく): the speaker's promise.
_JA_OWN_PROMISE = re.compile(r"(?:て|っ)?(?:おきます|おく(?!れ)|おいた|おきました)|[っし]と(?:きます|く(?!れ)|いた)")
# "Don't forget" (忘れないで) in Japanese after what is no statement: a subject or topic particle, or a predicate's
# ending, makes one.
_JA_STATEMENT = re.compile(r"[はが]|(?:です|でした|だ|だった|ます|ました|る|た|い)[。、！!]*$")
# A final verb of saving after a place that is no memory ("共有フォルダに", "인스타에", "网盘里"): a file put there.
_SAVE = re.compile(r"保存|저장|存")
_IN_A_PLACE = re.compile(r"(?<!記憶)(?<!メモ)(?<!기억)(?<!메모)(?<!脑子)(?:に|へ|에|에다가?|里|裡|中)\s*$")

# A message opening with an @mention of someone who is not the bot.
_TO_SOMEONE_ELSE = re.compile(r"^@(?!\S*bot|小助手|ボット|봇|机器人)\S+", re.IGNORECASE)
# A member called by a Chinese name of address and told "you" at once: "小张你把大家点的奶茶记一下". (A capitalised word
# before "you" is as often a verb: "Thank you", "Kannst du".)
_NAME_THEN_YOU = re.compile(r"^(?P<who>[小老阿][\u4e00-\u9fff])\s*[,，、]?\s*[你您]")

# The group called at the start or the end of a message: a reminder to people ("大家...", "..., folks").
_GROUP_WORD = (
    r"(?:everyone|everybody|folks|guys|y'all|todos|todas|chicos|gente|alle|leute|tout le monde|"
    r"les gars|vous tous|大家|各位|同事们|みんな|皆さん|皆様|다들|여러분)"
)
_TO_THE_GROUP = re.compile(
    rf"^(?:hey |ok |so )?{_GROUP_WORD}(?![a-z'さ])|(?<![\w'])(?:hey |ok )?{_GROUP_WORD}[\s!.！。~]*$", re.IGNORECASE
)

# Saving told to whoever wants or needs it ("enregistrez celles que vous voulez", "필요한 사람 미리 저장해", "save the
# ones you want"): files kept by the members, not a fact kept by the bot.
_SAVED_BY_WHOEVER = re.compile(
    r"\b(?:save|download) (?:the ones|whatever|what|any) (?:you|u) (?:want|need)|"
    r"\b(?:enregistrez|sauvegardez|gardez|t[ée]l[ée]chargez) (?:celles|ceux|ce) (?:que|qu'|dont) vous|"
    r"\b(?:guardad|descargad|guardaos) (?:las|los|lo) que (?:quer[áa]is|necesit[áa]is)|"
    r"\b(?:speichert|sichert|ladet) (?:euch )?(?:die|was) ihr (?:wollt|braucht)|"
    r"(?:필요한|원하는) (?:사람|분)들?[은는]?\s?(?:\S+\s)?(?:저장|다운)|需要的(?:人|自己)先?(?:保存|存|下载)|"
    r"(?:必要な|欲しい)(?:人|方)は\S{0,6}(?:保存|ダウンロード)",
    re.IGNORECASE,
)

# An invitation's set phrase, in every language that borrows it ("Save the date ! Anna et Louis se marient …"): it asks
# the guests to keep a day free, not the bot to keep anything.
_SAVE_THE_DATE = re.compile(r"\bsave the date\b", re.IGNORECASE)

# Cues that are also advice to whoever reads ("keep in mind the bus is slower", "ten en cuenta que solo
# estoy adivinando"): a request only when the message speaks to the bot.
_ADVICE = re.compile(
    r"\b(?:keep in mind|bear in mind|ten(?:ed|me|ga|gan)? en cuenta|tenez compte|garde[rz]? (?:bien )?(?:à l'esprit|en tête)|"
    r"behalt(?:e|en)?(?:\s+\w+){0,2}\s+im (?:hinter)?kopf)\b",
    re.IGNORECASE,
)

# A speaker's words that take back what they say as a fact: a guess or a joke.
_GUESSING = re.compile(r"\b(?:guessing|kidding|joking|jk|speculating|adivinando|bromeando|rate nur|scherz\w*|devine)\b", re.I)

# Right before the cue, what makes it no request: a negation ("don't remember this one", "das musst du
# dir nicht merken", "no need to remember that", "nicht mehr merken"), an infinitive's "zu" ("hör auf, dir das zu
# merken"), the speaker as its subject ("I'll never forget that concert", "내가 메모해둘게"), or the notice formula
# "please note" (to readers, not to the bot).
_NOT_ASKED = re.compile(
    r"(?:\b(?:don'?t|do not|never|no|not|pas|ne|nicht|kein|zu|i|i'll|i will|i'd never|we|we'll|je|ich|wir|"
    # a subject or a modal before the verb: a promise or a report, no imperative ("got it, will keep that in mind",
    # "Tom said he'd note it in the group calendar")
    r"will|would|shall|should|gonna|(?:he|she|they)(?:['’]ll|['’]d)?|you['’](?:ll|d)|"
    # the speaker's own promise with a word of certainty: "I'll be sure to remember this one forever 🙄"
    r"(?:i|we)(?:['’]ll| will) (?:be sure to|make sure to|definitely|always|totally)|"
    # no need of it: "no need to remember that", "no hace falta apuntarlo", "pas besoin de le noter"
    r"(?:no|don'?t|do not) need to|needn'?t|(?:don'?t|do not) have to|no hace falta|no hay que|no tienes que|"
    r"(?:pas|plus) besoin de|(?:pas|plus) la peine de|"
    # no more: "du musst dir das nicht mehr merken" asks to forget
    r"(?:nicht|no|not) (?:mehr|longer|anymore)|ya no)|"
    r"别再?|不要再?|不用再?|不必|不需要|没必要|不再|그만|"
    # the speaker as the subject, in Korean, Chinese and Japanese: "내가 메모해둘게", "我来记", "私が覚えておく"
    r"(?:^|\s)(?:내가|제가)|我来|我会|私が|僕が|俺が)[\s,]*$"
)
_NOTICE = re.compile(r"\b(?:please|kindly|veuillez|merci de(?: bien vouloir)?)[\s,]*$")
_NOTING = ("note", "take note", "take a note")  # the notice formula's verbs: "please note", "kindly take note"
_NOTE_DOWN = re.compile(r"note\s+(?:\w+\s+)?down\b")  # "please note down …", "please note this down": asked of the bot


# A message that says it only supposes ("hypothetically if I told you my SSN would you remember it?") or wishes
# ("ojalá que recordara que …") asks nothing.
_HYPOTHETICAL = re.compile(
    r"\b(?:hypothetical(?:ly)?|hipot[ée]tic(?:o|a|amente)|hypoth[ée]tique(?:ment)?|hypothetisch|imagine if|"
    r"imag[ií]na(?:te)? que|fig[úu]rate|stell (?:dir|euch) vor|ojal[áa] que)\b|假设|仮に|"
    # "botに何か覚えさせるなら…": if one had the bot keep something, a supposition about it
    r"(?:覚え|記憶|記録)させ(?:るなら|るとしたら|たら)",
    re.I,
)
# A question that opens by supposing it told or asked the bot something ("if I told you my bank PIN would you actually
# remember it?", "もし推しの誕生日全部覚えてって言ったら覚えてくれるの？", "si te dijera mi PIN, ¿lo recordarías?"): it asks
# what the bot would do, and tells it nothing to keep.
_SUPPOSED_TELLING = re.compile(
    r"^\W*(?:(?:what )?if|si|wenn|falls)\s[^?？]{0,80}?\b(?:told|tell|asked|ask|said|say|gave|give|dije|dijera|pidiera|"
    r"pidiese|contara|sagen|sage|sagte|gesagt|frage|fragte|bitten|bäte|disais|dis|demandais|demande|donnais)\b[^?？]*[?？]|"
    r"^\W*(?:如果|要是|假如|もし|만약|만일)[^?？]{0,80}?(?:告诉你|跟你说|让你|叫你|言ったら|頼んだら|お願いしたら|伝えたら|"
    r"말하면|부탁하면|알려주면|말해주면)[^?？]*[?？]",
    re.IGNORECASE,
)
# A message that opens with the label of a notice or a pin ("📌 Pinned: group rules …", "Reminder: rent is due on the
# 1st", "【お知らせ】…", "📌 공지: …", "Info für alle: …") is said to the group: the authors of the held-out sets never
# labelled one a request unless it also called the bot.
_NOTICE_OPENING = re.compile(
    rf"^[\W_]*(?:{_NOTICE_LABEL}|(?i:pinned|[ée]pingl[ée]|angepinnt|fijado|info(?:rmations?|rmaciones?)?|infos)\b|群公告|置顶|固定|고정|特此(?:备注|说明|通知|声明))"
    r"(?:\s+(?:for|to|para|f[üu]r|an|pour|à|a|aux|au)\s+(?:(?:the|all|die|alle|los|las|todos|les|tous)\s+)?\w+)?\s*[:：】\]）)]",
    re.IGNORECASE,
)
# A note the speaker writes to themselves, not to the bot: "Note to self: buy more coffee filters", "mental note: …",
# "自分へのメモ：…", "나한테 하는 메모: …", "셀프 메모: …" (the authors of twelve held-out sets labelled every one as asking
# nothing).
_SELF_NOTE = re.compile(
    r"^\W*(?:(?:note|memo|reminder) to (?:self|myself)|notes? to myself|mental note|notiz an mich(?: selbst)?|"
    r"note (?:pour|à) moi(?:-m[êe]me)?|note mentale|nota para m[ií](?: mism[oa])?|nota mental|"
    r"自分(?:用|へ|宛て?|向け)の?メモ|自分メモ|给自己(?:的)?(?:备忘|提个?醒)|自己记一笔|"
    r"(?:나한테|나에게|내게|스스로에게)\s*(?:하는\s*)?메모|셀프\s?메모|나만의\s?메모)",
    re.IGNORECASE,
)
# A verb of noting done, opening the message or closing it after no more than a word of assent: "记下了记下了，…",
# "收到，记住了", "好嘞 记下了" acknowledge what someone said ("给我记好了，…" asks, a fact after it).
_NOTED_ALREADY = re.compile(
    r"^(?:好的?|行|嗯|收到|ok)?[\s，,、]*我?(?:记下|记住)了(?![吗吧啊么]|没)|^[\u4e00-\u9fff]{1,3}[\s，,、!！~]*我?(?:记下|记住|记好)了\W*$",
    re.I,
)


# A calendar, a diary or an agenda named: what is noted goes where members keep their own ("Please make a note in your
# calendars: …", "各自手帳にお控えください", "각자 달력에 메모해 두시기 바랍니다"), or was put there already ("apuntado en mi
# agenda 👍"). No message of the corpora or the held-out sets that names one asks the bot to keep anything.
_CALENDAR = re.compile(
    r"\b(?:calendars?|diary|diaries|agendas?|kalender\w*|calendriers?|calendarios?)\b|"
    r"日历|日程表|行事历|カレンダー|手帳|달력|캘린더|다이어리",
    re.IGNORECASE,
)


# Words that report what someone said, before a cue: "Mi madre siempre dice: apúntalo todo", "she told me to remember".
_REPORTED = re.compile(
    r"\b(?:said|says|told (?:me|us|him|her|them)|dice|dijo|dicen|decía|dit|disait|a dit|gesagt|sagt|sagte|meinte)\b|"
    r"说过?|說過?|言って(?:た|いた)|言われ|말했|라고\s*했"
)
_QUOTES_NEXT = re.compile(rf"(?:{_REPORTED.pattern})\W*$")  # a report of speech right before what is quoted
# An auxiliary and its subject right before the cue, the subject not "you": "would it just remember it forever?",
# "Does anyone remember that karaoke night?" say or ask what someone else does ("could you remember …" asks the bot).
_SOMEONE_ELSE_DOES = re.compile(
    r"\b(?:would|will|could|can|might|should|does|did|do)\s+(?!you\b|u\b|ya\b|ye\b)[a-z']+"
    r"(?:\s+(?:just|really|ever|still|even|actually|always))?\s*$|"
    # ... or a condition on what someone else could do: "if the bot could remember things that would be so useful"
    r"\b(?:if|si)\s+(?!you\b|u\b|tu\b|vous\b|usted\b)(?:[\w']+\s+){1,2}(?:could|would|can|did|were|pudiera|podría|pouvait|pourrait)\s*$"
)
# A German modal right after the cue closes a subordinate clause ("wenn der Bot sich das merken könnte"): no imperative.
_MODAL_AFTER = re.compile(r"\s+(?:könnte|könnten|kann|können|würde|würden|sollte|müsste|dürfte|wollte|möchte)\b")
# A subject and a modal before a German infinitive: "ich soll mir den Türcode merken" states a duty, asks nothing.
_DUTY_STATED = re.compile(
    r"\b(?:ich|wir|er|sie|man)\s+(?:soll|sollte|sollen|muss|musste|müssen|will|wollte|kann|könnte|werde|werden|wird)\b"
)


# A formal request that points at what follows: a clause with a verb of keeping or noting (a stem: any form of it)
# and "the following" ("ce qui suit", "l'information suivante", "lo siguiente", "folgende Information", "以下", "下記",
# "다음"), then a colon and the fact. In the corpora every message of this shape asked the bot to keep the fact (21 of 21
# on the dev and test splits); a notice to the group is turned down as other requests are (a group called).
_KEEPING_STEM = (
    r"(?:not|record|regist|enregistr|sauvegard|conserv|consign|garde|retien|reten|memor|mémor|keep|save|store|log\b|"
    r"anot|apunt|guard|tom[ae] nota|speicher|merk|hinterleg|festhalt|vermerk|aufschreib|notier|archiv|"
    r"记|記|存|留存|备忘|保存|控え|メモ|覚え|기록|메모|저장|기억|적어)"
)
_FOLLOWING_WORDS = (
    r"(?:the following|(?:lo|los|las|el|la) siguientes?|(?:ce qui suit|(?:l[ae']|les)\s?[\w' ]{0,20}suivante?s?)|"
    r"folgende[nrs]?|以下|下記|다음)"
)
_FOLLOWING_FRAME = re.compile(
    rf"^[^.!?。！？\n:：]{{0,80}}?(?P<cue>{_KEEPING_STEM})[^.!?。！？\n:：]{{0,50}}?{_FOLLOWING_WORDS}[^.!?。！？\n:：]{{0,30}}[:：]\s*"
    rf"|^[^.!?。！？\n:：]{{0,60}}?{_FOLLOWING_WORDS}[^.!?。！？\n:：]{{0,50}}?(?P<after>{_KEEPING_STEM})[^.!?。！？\n:：]{{0,30}}[:：]\s*",
    re.IGNORECASE,
)
# A German infinitive with "zu" after a request ("Ich möchte Sie bitten, Folgendes zu notieren") asks.
_ASKED_TO = re.compile(r"\bbitten?\b[^.!?:]*\bzu\s*$")


def _following_frame(text: str, low: str) -> str | None:
    """The fact a formal request that points at what follows asks to keep (`_FOLLOWING_FRAME`), or None: not asked
    (a notice's "please note", a negation, "I'll"), said to someone else or the group, or no fact after the colon."""
    frame = _FOLLOWING_FRAME.match(low)
    if frame is None:
        return None
    cue_at = frame.start("cue") if frame.group("cue") is not None else frame.start("after")
    if _not_asked(low, cue_at) and not _ASKED_TO.search(low, 0, cue_at):
        return None
    if _speaks_to_someone_else(low, cue_at, (frame.end(), len(low))) or _quoted_at(low, cue_at):
        return None
    content = _content(text[frame.end() :])
    return content if has_words(content) else None


def _not_asked(low: str, cue_at: int, reported: bool = True) -> bool:
    """Whether the words before the cue at `cue_at` make it no request (see `_NOT_ASKED`); with `reported`, also words
    that report speech (`_REPORTED`): before a final cue they are the content's ("Tom said the bus is late, note it")."""
    notice = (
        low.startswith(_NOTING, cue_at)
        and not _NOTE_DOWN.match(low, cue_at)
        and _NOTICE.search(low, 0, cue_at)
        and not _BOT.search(low)  # "bot, please note that ...", "please note that ..., bot" ask the bot
        and not _ASKED_OF_YOU.search(low, 0, cue_at)
    )
    if _NOT_ASKED.search(low, 0, cue_at) or notice:
        return True
    if _SOMEONE_ELSE_DOES.search(low, 0, cue_at):
        return True
    return reported and bool(_REPORTED.search(low, 0, cue_at))


# Who the request's own words (the message minus its content) speak to, when it is not the bot:
# - a name called right before the cue: "Tom, remember that ...", "hey Anna, merk dir ...", "Marie, note que ...";
# - a group or colleagues: "Liebe Kolleginnen und Kollegen, merken Sie sich ...", "merken Sie sich bitte alle, dass ...";
# - someone whose duty it is or who is to be told: "Tom should remember that ...", "tell Ken to remember that ...";
# - readers addressed by a notice's formula: "Mesdames et messieurs, veuillez retenir que ...".
_CALLED = re.compile(rf"^[¡¿]?(?P<who>[^\W\d_][\w'\-]*(?:\s+[^\W\d_][\w'\-]*)?)\s*[,，:：]\s*{_ADDRESS}$")
# Words that call the group only where they are set off as a call ("Retenez bien ça les jeunes : …"), not as the words
# of a fact ("j'ai invité les amis de Paul").
_GROUP_CALL_WORD = rf"(?:{_GROUP_WORD}|les (?:jeunes|amis|copains|copines|filles|enfants)|mes amis|chicas|amig[oa]s|jungs|kids)"
_GROUP_FIRST = re.compile(rf"[\s,，、]*{_GROUP_CALL_WORD}\s*[:：,，!！、。]", re.IGNORECASE)  # "Notez bien, tout le monde : ..."
# A Korean verb of keeping in a form that asks nothing: a promise (-ㄹ게: "기억해둘게", "적어둘게요") or hearsay (-더래,
# -대: "진짜 기억하더래") or what the speaker means to do (-야겠다: "메모해둬야겠다"); the request forms end otherwise (해,
# 해줘, 해둬, 해놔, 하세요).
_KO_NOT_ASKING = re.compile(r"(?:[둘할을]게요?|더[래라]|[해했]대요?|[해하]래요?|야\s*(?:겠|지|할))[\W\dㅋㅎᄏᄒ\uac00-\ud7a3]*$")
# A Korean verb of remembering asked about, not asked for: "제가 말씀드린 내용 기억하세요?" (do you remember?); a favour
# asks with a helper verb ("기억해 줄래?", "기억해 주실 수 있나요?").
_KO_DO_YOU_REMEMBER = re.compile(r"(?:기억|기엌)\s*(?:해|하)(?:세요|요)?$")
# "You too" right before a Korean final verb: a member told to do as the speaker does ("너도 적어둬").
_TO_YOU_TOO = re.compile(r"(?:너도|너두|니도|너희도|너네도)\s*$")
# Someone else who had the bot keep something ("她让机器人记住…", "他叫小助手记下…"): a report, nothing asked.
_ZH_HAD_THE_BOT = re.compile(r"(?:他|她|他们|她们|别人|有人)(?:让|叫)(?:机器人|小助手|bot)", re.IGNORECASE)
# A Chinese, Japanese or Korean word for everyone right before a final verb is who it asks: "금요일 지각 금지! 다들 기억해!",
# "みんな覚えといてね"; an adverb of care may stand between ("皆ちゃんと覚えといてね", "好好", "꼭", "잘").
# The members addressed as the ones who do it, anywhere in the clause: "각자", "여러분께서는", "大家各自", "各自".
_EACH_OF_YOU = re.compile(r"각자|여러분(?:께서는|께서|은|도)|各自|各位请|大家(?:都)?(?:各自|自己)|皆さん(?:各自|それぞれ)|各自で")
_GROUP_THEN_VERB = re.compile(r"(?:大家|各位|みんな|皆さん|皆様|皆|다들|여러분)[\s,，、]*(?:ちゃんと|しっかり|好好|꼭|잘)?\s*$")
# A Japanese favour denied, not asked: "全然覚えてくれないじゃん" (a complaint), "覚えててくれないかな" (a wish); "覚えといて
# くれない？" and "くれないか" ask (a "w" of laughter may follow).
_JA_FAVOUR_DENIED = re.compile(r"(?:くれ|もらえ)な(?:い|かった)(?!か?[?？]|か[\W\dw]*$)")
# The forms of a final verb of keeping that ask nothing of the bot.
# Hearsay after a Japanese final verb: "さきちゃんが集合時間メモっといてくれるって" (she says she will).
_JA_HEARSAY = re.compile(r"[るた]って[\W\dw]*$|って(?:言|い)って")
_CUE_ASKS_NOTHING = (_JA_OWN_PROMISE, _JA_FAVOUR_DENIED, _KO_NOT_ASKING, _JA_HEARSAY)
_GROUP_CALLED = re.compile(
    rf"{_GROUP.pattern}|\b(?:colleagues|team|kolleg(?:en|innen)|collègues|équipe|colegas|compañer[oa]s|equipo|"
    r"(?:dear|hi|hello|hey) all|ladies and gentlemen|mesdames|messieurs|damen und herren|señoras y señores|all staff|"
    r"todo el personal|tout le personnel|alle mitarbeiter(?:innen)?)\b|同事|チーム|팀원|"
    # a letter's greeting to many: "Estimados padres:", "Chers adhérents,", "Liebe Eltern,", "Dear parents,"
    r"^\W*(?:(?:estimad[oa]s|querid[oa]s|chers|chères)\s+[^\W\d]+|(?:dear|liebe|sehr geehrte) (?:parents|members|"
    r"neighbou?rs|residents|students|friends|eltern|mitglieder|nachbarn|freunde|bewohner(?:innen)?))\s*[,:]",
    re.IGNORECASE,
)
_DUTY = re.compile(
    r"\b(?:should|must|needs? to|ha(?:s|ve) to|muss|musst|müssen|soll|sollst|sollte|solltest|sollten|debe|debes|deben|"
    r"tiene que|tienes que|tienen que|hay que|doit|dois|doivent|devrait|devraient|faut)\b(?:\s+[\w']+){0,2}[\s,]*$|"
    r"\b(?!you\b|u\b|able\b|enough\b)[\w']+\s+to\s*$|\bveuillez\b"
)


# A name alone before the cue, capitalised and with no comma after it: "Sara no te olvides de que te toca la tarta",
# "Ken don't forget that ...": a member called, as with a comma (`calls_someone`). Not a word that opens a sentence (an
# address word, `_ADDRESS_WORD`, or one of `_OPENERS`).
_NAMED_FIRST = re.compile(r"[¡¿]?(?P<who>[A-ZÀ-Þ][a-zà-ÿ]{1,15})\s+")
_OPENERS = frozenset(
    {
        "just", "now", "then", "but", "seriously", "guys", "could", "can", "would", "will", "podría", "puede", "pourriez",
        "pourrais", "peux", "pouvez", "könnten", "könntest", "kannst", "können", "würden", "würdest", "for", "pour",
        "para", "por", "für", "zur",
    }
)  # fmt: skip


def _named_first(text: str, low: str, cue_at: int) -> bool:
    named = _NAMED_FIRST.fullmatch(text, 0, cue_at)
    if named is None or _BOT.search(low):
        return False
    who = named.group("who").casefold()
    return who not in _OPENERS and not _interjection(who)


def _speaks_to_someone_else(low: str, cue_at: int, content: tuple[int, int], until: int | None = None) -> bool:
    """Whether the request's words (before the cue at `cue_at`, around the content, up to `until`: not the reason a
    final cue may give, "remember that so people can find me") call someone who is not the bot."""
    if _BOT.search(low):
        return False  # the bot is asked; the others named are part of what it is told
    around = low[: content[0]] + " " + low[content[1] : until]
    return calls_someone(low[:cue_at]) or bool(_GROUP_CALLED.search(around) or _GROUP_FIRST.match(low, content[0]))


# English imperatives said to whoever reads when nobody is addressed and a comma, not "that" or a colon, follows.
_TO_READERS = re.compile(r"remember|don'?t forget|do not forget|never forget|keep in mind")
_COMMA = re.compile(r"\s*,")


def _said_to_readers(low: str, lead: re.Match[str]) -> bool:
    """An English imperative marks no addressee: opening the message, with a comma after it and the bot not named,
    it is said to whoever reads ("Remember, the shop closes at 6 on Sundays")."""
    bare = lead.start("cue") == 0 and _TO_READERS.fullmatch(lead.group("cue")) and _COMMA.match(low, lead.end("cue"))
    return bool(bare) and not _BOT.search(low)


# A question that opens with asking the bot whether it can: "can you ... remember?", "kannst du dir ... merken?".
_ASKING_FRAME = re.compile(
    rf"{_ADDRESS}(?:(?:can|could|will|would|do) (?:you|u)|kannst du|könntest du|können sie|könnten sie|puedes|podrías|"
    r"tu peux|peux-tu|pourrais-tu|vous pouvez|pouvez-vous|pourriez-vous)\b"
)


# A short name called at the start of a Chinese, Japanese or Korean message: "たかし、", "민준아 ", "小王，", "민재 씨, ".
_VOCATIVE = re.compile(r"^(?P<who>[^\W\d_]{1,4})(?:[、,，]|아\s|야\s|\s?(?:씨|님)[\s,，])")
# A member called first by a title and a name, set off by a comma: "Frau Schneider, könnten Sie …", "박 대리님, …",
# "Mr. Lee, could you …", "Madame Roux, …", "王经理，…", "田中部長、…". Titles are a closed class; the bot has none.
_TITLED_CALL = re.compile(
    r"^(?:(?i:frau|herr|mr|mrs|ms|dr|prof|madame|monsieur|mme|mlle|señor|señora|señorita|sr|sra|srta|don|doña)\.?\s+"
    r"[A-ZÀ-Ý][\w'-]+|[가-힣]{1,4}\s?(?:대리|과장|차장|부장|팀장|실장|사장|주임|선생|교수)님|"
    r"[\u4e00-\u9fff]{1,3}(?:经理|總|总|老师|老師|主任|科长|处长|医生)|[\u3040-\u30ff\u4e00-\u9fff]{1,6}(?:部長|課長|係長|先生|様))"
    r"\s*[,，、]"
)


# The speaker's own "I" set off first ("私、パクチー無理だから覚えてて", "オレ、…", "나, …"): the speaker, no one called.
_FIRST_PERSON = re.compile(r"私|わたし|あたし|俺|オレ|おれ|僕|ボク|ぼく|うち|自分|我|나|저|i|me|yo|ich|moi")


def _interjection(word: str) -> bool:
    """Whether a word set off first is an interjection, an address word or the speaker's own "I", not a member's name
    ("あのさ、", "ok,", "私、")."""
    folded = word.casefold()
    return re.fullmatch(_ADDRESS_WORD, folded) is not None or _FIRST_PERSON.fullmatch(folded) is not None


# A favour done for the speaker (help me, for me, give, please), not a question whether the bot can ("can you", "能").
_FOR_ME = re.compile(
    r"[줘둬줄주]|くれ|ください|下さい|もらえ|もらって|いただけ|ほしい|欲しい|请|帮|给我|麻烦|please|pls|for me|für mich|"
    r"pour moi|por mí"
)
# A final verb asked as a favour (give, for me, please), not as a question about the bot.
_ASKS_A_FAVOUR = re.compile(
    rf"{_ABILITY_ASKED}|[줘둬줄주]|두실|둘\s*수|くれ|ください|下さい|もらえ|もらって|いただけ|ほしい|欲しい|请|帮|能|可以|"
    r"please|pls|for me|"
    r"(?:ないで|といて|ておいて)$|"  # a Japanese verb in its asking form ends the cue: "忘れないでよ？", "覚えといてね？"
    r"\b(?:can|could|would|will) (?:you|u)\b|\b(?:puedes|podrías|podría|tu peux|pourrais|pouvez|kannst|könntest|könnten)\b|"
    r"\b(?:merkst|notierst|speicherst) du\b|"  # "Merkst du dir das?": asked of the one spoken to, as "will you"
    r"\bme l[oa] (?:apuntas|anotas)\b"  # "¿me lo apuntas?": "for me", as the verb's object says
)
# "Don't forget" said to several ("n'oubliez pas", "vergesst nicht", "no olviden") or in Chinese, which does not say
# to how many (别忘了: 13 reminders to the group in the corpora to 2 requests): a reminder to whoever reads unless the
# bot is called or a favour asked ("bot 别忘了我14号那周整周休假", "你能不能别忘了小李对芒果过敏").
_DONT_FORGET = re.compile(r"别忘|不要忘|n'oubliez pas|vergesst nicht|no (?:se )?olviden", re.IGNORECASE)
_LABEL_COLON = re.compile(r"[记記]?\s*[:：]")


def _reminds_readers(low: str, request: re.Match[str]) -> bool:
    """A request's cue is "don't forget", with no colon after it ("不要忘记：明天要交报告" labels a note), no call of the
    bot and no favour asked before it: said to the group."""
    return (
        _DONT_FORGET.match(request.group("cue")) is not None
        and _LABEL_COLON.match(low, request.end("cue")) is None
        and not _BOT.search(low)
        and not _ASKS_A_FAVOUR.search(low, 0, request.start("cue"))
    )


# A question that asks the one spoken to whether they could: a favour asked, not advice given.
_ASKED_OF_YOU = re.compile(
    r"\b(?:can|could|would|will) (?:you|u)\b|\b(?:puedes|podrías|podría|tu peux|pourrais|pourriez|pouvez|kannst|könntest|"
    r"könnten)\b",
    re.IGNORECASE,
)

# Spelling slips of the commonest cue verbs ("remmeber", "recuedra", "retien"): a word within a small edit
# distance of one of them, with its first letter, is that verb; a consonant skeleton catches the
# abbreviations ("rmbr"). A word that starts like the verb and is as long is one of its own forms
# ("recuerdo", "remembered") and is left alone.
_TYPO_VERBS: tuple[str, ...] = ("remember", "recuerda", "recuerde", "retiens", "retenez", "mémorise", "memoriza")
_TYPO_VERBS += ("enregistre", "notiere", "speichere", "sauvegarde", "registra")
_SKELETONS = {"rmbr": "remember", "rcrd": "recuerda"}
# Words a letter away from a cue verb that are words of their own: the memory itself ("hablo de memoria", "garde en
# mémoire"), the storage ("Speicher").
_NO_SLIPS = frozenset({"memoria", "mémoire", "mémoires", "memorie", "speicher"})
_TYPO_WORD = re.compile(r"\b[^\W\d_]{4,12}\b")
_HANGUL_VERBS = ("기억해",)  # Korean slips are slips of a letter (jamo) within a syllable: "기억헤", "기얶해"
_HANGUL_WORD = re.compile(r"[\uac00-\ud7a3]{3}")
# Japanese asking forms typed in kana, and their slips of a letter: "わすれないで", "おぼてて" (for "おぼえてて").
_KANA_VERBS = {
    "おぼえてて": "覚えてて",
    "おぼえといて": "覚えといて",
    "おぼえておいて": "覚えておいて",
    "わすれないで": "忘れないで",
}
_KANA_RUN = re.compile(r"(?<![ぁ-ゖ])[おわ][ぁ-ゖー]{3,9}")
# 记住 typed with a character of the same sound picked by the input method ("记主", "记注", "纪住"): no word of its own.
_HANZI_SLIP = re.compile(r"记[主注]|纪住")
# Left-over words that carry the request, not its content, at either end of what is left.
_CONTENT_EDGE = re.compile(
    r"^(?:[\s,.:;!?¡¿\-–—、，。：!！~〜]|(?:for me|für mich|pour moi|por mí|para mí)\s*[?？:：,，]|"
    r"bot\b|[^\W\d_]{1,12}bot(?=[,:;!、，])|ボット[、,]?|봇\S?[,\s]|机器人|pls\b|please\b|ok\b|吗|嗎|"
    rf"[ねよ](?=[、,。])|[\u1100-\u11ff\u3130-\u318f]+|[{EMOJI}]\ufe0f?)+|"
    r"(?:[\s,.:;!?\-–—、，。：!！~]|\b[Bb]ot|\bpls|\bplease|\bporfa|\bpor favor|\bxfa|\bxfavor|\bplz|\bstp|"
    r"\bs'il (?:te|vous) pla[iî]t|\bbitte|"
    r"\bmdr|\bptdr|\blol|\blmao|\bxd|\bja(?:ja)+|\bje(?:je)+|\bha(?:ha)+|\bhihi|\bthx|\bthanks|\bmerci|\bdanke|\bgracias|"
    # a tag asking the listener to agree: "… les films d'horreur hein", "… el ajo crudo eh"
    r"\bhein|\beh|@?ボットも?|@?봇아?|@?机器人|@?小助手|@bot\b|"
    r"哈+|哦|啊|吧|喔|呀|吗|嗎|(?<=[\u3040-\u30ff\u4e00-\u9fff0-9」』])よ?ね|"  # a Japanese closing particle
    rf"[\u1100-\u11ff\u3130-\u318f]+|[{EMOJI}]\ufe0f?)+$"
)
_LEADING_ADDRESS = re.compile(
    r"^(?:[¡¿]?(?:(?:ねえ|ねぇ|なあ|なぁ|哦|喂|嘿)\s?)?(?:@\S+|hey|hé|(?:bot|ボット)(?:さん|くん|ちゃん|様)?|봇(?:아|님)?|机器人)"
    r"(?:[\s,!:;、，。~～]+|$|(?=[^\x00-\x7f])))+|"
    # a hesitation before the fact, as speech typed or dictated has it ("uh the conference is ...", "嗯周四...", "음 다음 주...")
    r"^(?:(?:uh+|um+|uhm|erm|eh+|ehm|euh+|äh+m?|ähm|음+|어+)[\s,、，]+|(?:嗯+|呃+|えーと|えっと|えー)[\s,、，]*)",
    re.IGNORECASE,
)
# What a Japanese or Korean request ends its content with before the verb: a quote or topic particle.
_JA_QUOTE = re.compile(
    # "から" after a time or a number is "from" ("金曜19時から"): the fact's
    r"(?:だから|(?<![時分0-9０-９])から|って(?:こと|の)?|ということ|という事|とのこと|のこと|であること|こと|だって|なんだけど|なの|だよ|"
    r"ですので|なので|ので|なんで|でお願い(?:します)?|"
    r"である旨|旨|、と|と|(?<=[たるいだ])件)(?:を|は)?$"
)
# A word that points back at the fact before the verb ("私パクチー無理なんで、そこ覚えといて"): the request's, not the fact's.
_JA_POINTER = re.compile(r"[、,]\s*(?:そこ|それ|これ|そこんとこ|そのへん)(?:を|は)?$")
# Before a final Japanese or Korean cue, a clause saying why it is asked ("送迎の時わかるように", "찾기 쉽게"):
# the request's wording, not the fact. A reason ending ("ゆきだから") is cut with the quote particles.
_JA_PURPOSE = re.compile(r"(?:だ?から)?[、,][^、,]*ように$")
_KO_PURPOSE = re.compile(r"[,，]\s*[^,，]*(?:쉽게|않게|있게|도록)$")
# After the fact, words that say when it will be of use or that it is said in passing: part of the request.
_FOR_LATER = re.compile(
    r"[\s,;]+(?:for (?:next time|later|the future|future reference)|para (?:la próxima(?: vez)?|después|más tarde)|"
    r"pour (?:la prochaine fois|plus tard)|für später|fürs nächste mal|übrigens|btw|by the way|fyi|tbh|fr|por cierto|"
    r"au fait|in case (?:it|that) (?:ever )?(?:matters|comes up)|falls (?:das|es) (?:mal |jemals )?(?:relevant|wichtig) wird|"
    r"por si (?:acaso|sirve|te sirve)|au cas où(?: ça servirait)?)$"
    # a Chinese "don't forget" closing the fact the cue already asked to keep ("记住我妈生日是农历八月十五别忘了")
    r"|[\s,，]*(?:别忘了|不要忘了|别忘记)[哦啊哈呀]*$"
    # the fact pointed at as a whole before the verb closed it ("记住我对芒果过敏这件事"): the request's words
    r"|(?<=[\u4e00-\u9fff])(?:这件事情?|这事儿?|这一点)$",
    re.IGNORECASE,
)
# The copula that ends a Korean statement ("내 생일 3월 3일이야", "고양이 이름 모찌야") is the fact's own: the authors of
# held-out sets 25 to 33 kept it in 21 of their 23 requests that end in one (the first corpora's mostly cut it). A
# quoting "라고" after a noun is the copula's too ("세 번째라고 적어 둬": "세 번째"); after "다" or a verb's "…라" (달라,
# 하라: "불러달라고 기억해") only "고" goes.
_KO_QUOTE = re.compile(
    r"(?:이라고|(?<![달하주말오가보])라고|(?<=[다라])고|(?:이라|라|(?<=다))는 [거것점](?:을|를)?|인\s?[거것](?:을|를)?)$"
)


def calling_the_bot(message: str, names: Sequence[str]) -> str:
    """The message with the bot's own names (the `bot_names` setting) read as "bot" where a member calls it.

    "Mnemo, note that ..." and "hey @Mnemo remember ..." are said to the bot when it is called Mnemo; without the
    setting a name called first is a member's ("Tom, remember that ..."). Only a call counts: at the start of the
    message (after "hey" / "ok") or an @mention, so a name inside the fact ("remember that Mnemo is down") stays.
    """
    names = [bare for name in names if (bare := name.strip().lstrip("@"))]  # "@Mnemo" set as it is typed is "Mnemo"
    if not names:
        return message
    called = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    # Chinese writes no space after a name that opens the message ("小智帮我记一下…"): a Chinese name needs none; nor
    # does a Japanese one before an honorific or a verb of keeping ("ミミちゃん覚えておいて…", "ねえミミ覚えておいて…"), nor one
    # set with its honorific before anything ("ミミちゃん来週から…覚えといて")
    chinese = "|".join(re.escape(name) for name in names if _HAN_NAME.fullmatch(name)) or "(?!)"
    japanese = "|".join(re.escape(name) for name in names if _KANA_NAME.fullmatch(name)) or "(?!)"
    opening = re.compile(
        rf"^(\s*(?:{_CALLING}[\s,、，]*)?@?)(?:(?:{called}){_HONORIFIC}(?![\w-])|(?:{chinese})(?=[\u4e00-\u9fff])|"
        rf"(?:{japanese})(?:{_JA_HONORIFIC}|(?={_JA_STEM})|(?:(?<=ちゃん)|(?<=さん)|(?<=くん))(?=[\u3040-\u30ff\u4e00-\u9fff])(?![がはをにのともへでや])))",
        re.IGNORECASE,
    )
    message = opening.sub(lambda m: f"{_set_off(m.group(1))}bot", message, count=1)
    # a name set off as a call elsewhere: before a colon ("jot this down for me Sparky: ..."), closing the message
    # after a comma ("merk dir das bitte, Pixel"), or opening a sentence with a comma after it ("… asco. Mnemo, tenlo
    # en cuenta")
    set_off = re.compile(
        rf"(?<=[\s,、，])(?:{called}){_HONORIFIC}(?=\s*[:：])|"
        rf"(?:(?<=[,、，])|(?<=[,、，]\s))(?:{called}){_HONORIFIC}(?=\s*[.!！。~〜]*\s*[^\w\s]{{0,3}}\s*$)|"
        # a name between pauses, or after a space or a particle and before one ("also Luna, merk dir …", "あのさ、
        # ポチ、…", "记一下哦小度，…"), or before words asking it ("ok so Mimi can you remember …")
        rf"(?:(?<=[\s,、，])|(?<={_CJK}))(?:{called}){_HONORIFIC}(?=[,、，]|\s+{_ASKING})",
        re.IGNORECASE,
    )
    message = set_off.sub("bot", message, count=1)
    # a name closing the message right after a cue that ends a request ("… remember that Pip", "… retiens bien Gaston")
    if (closing_name := re.search(rf"(?<=\s)(?:{called})(?=[\s.!?]*$)", message, re.IGNORECASE)) and _CUE_CLOSES.search(
        message[: closing_name.start()].lower()
    ):
        message = f"{message[: closing_name.start()]}bot{message[closing_name.end() :]}"
    if re.search(_CJK, message):
        # a call closing a Chinese, Japanese or Korean message, after a space or a particle ("…记着点啊小助手",
        # "… 기억해둬 메모봇", "… 기억해둬 하루야")
        closing = re.compile(rf"(?:(?<=\s)|(?<={_CJK}))(?:{called}){_HONORIFIC}(?=[\s.!！。~〜]*$)", re.IGNORECASE)
        message = closing.sub("bot", message, count=1)
    # an @mention of one of its names, wherever it stands ("… stp @Mnemo", "B-1207呀 @Mnemo")
    message = re.sub(rf"@(?:{called}){_HONORIFIC}(?![\w-])", "@bot", message, flags=re.IGNORECASE)
    return re.sub(rf"@(?:{called})(?![\w-])", "@bot", message, flags=re.IGNORECASE)


# A cue that ends a request, and nothing after it but a pause: a name right after it calls the bot.
_CUE_CLOSES = re.compile(rf"(?:{_BACK_CUES}|{_TAIL_CUES})[\s,!.]*$")


def _set_off(calling: str) -> str:
    """What comes before a call read as "bot", a space after a word that turns to someone with none ("ねえミミ"): "ねえ bot"."""
    return f"{calling} " if calling and calling[-1].isalnum() else calling


# Before a call: a word that turns to someone ("hey", "ねえ", "哦"); after the name, the honorific or the vocative
# ending a call adds ("メモ丸さん", "뽀삐야", "누리님").
_CALLING = (
    r"(?:hey|hi|hello|dear|ok(?:ay)?|yo|btw|by the way|oye|hola|querido|querida|por cierto|hallo|liebe[rs]?|übrigens|"
    r"au fait|salut|cher|chère|ねえ|ねぇ|なあ|なぁ|ちょっと|そういえば|哦|喂|嘿|"
    r"对了|야|아 그리고)"
)
_HONORIFIC = r"(?:さん|くん|ちゃん|様|さま|님|아|야|씨)?"
_CJK = r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]"
# What asks the one called to do something: a name before it is a call ("Mimi can you …", "Luna kannst du …").
_ASKING = r"(?:can|could|would|will|pls|plz|please|kannst|könntest|bitte|peux|pourrais|puedes|podrías|por favor)(?![\w-])"
_HAN_NAME = re.compile(r"[\u4e00-\u9fff]{2,}")
_KANA_NAME = re.compile(r"[\u3040-\u30ff]{2,}")
_JA_HONORIFIC = r"(?:さん|くん|ちゃん|様|さま)"


# A hand pointing at what follows ("store this 👉 the pool closes at 8") sets it off as a colon does.
_POINTING = re.compile(r"\s*[👉👇]\ufe0f?\s*")


def _fold(text: str) -> str:
    return re.sub(r"[ \t]+", " ", _POINTING.sub(": ", unicodedata.normalize("NFKC", text))).strip()


def _lower_same_length(text: str) -> str:
    """Lower case, one character for one, so a match's offsets hold in the original text."""
    return "".join(low if len(low := char.lower()) == 1 else char for char in text)


def _skeleton(word: str) -> str:
    consonants = re.sub(r"[aeiouy]", "", word)
    return re.sub(r"(.)\1+", r"\1", consonants)


_MADE_OF_IT = re.compile(r"[a-z]{2,}$")  # a prefix of two letters or more: "un-", "mis-", not a slip's doubled letter


def _slip_of(word: str) -> str | None:
    """The cue verb `word` is a spelling slip of, or None."""
    folded = word.lower()
    if folded in _NO_SLIPS:
        return None
    for verb in _TYPO_VERBS:
        if (
            folded == verb
            or (folded.startswith(verb[:6]) and len(folded) >= len(verb))
            or (folded.endswith(verb) and _MADE_OF_IT.match(folded[: -len(verb)]) is not None)
        ):
            return None  # the verb itself, one of its forms, or a word made of it ("unremember", "misremember")
    for verb in _TYPO_VERBS:
        allowed = 1 if len(verb) < 8 else 2
        if folded[0] == verb[0] and abs(len(folded) - len(verb)) <= allowed and edit_distance(folded, verb) <= allowed:
            return verb
    short = _SKELETONS.get(_skeleton(folded))
    return short if short is not None and folded[0] == short[0] and folded[-1] == short[-1] else None  # not "recordad"


def _jamo(text: str) -> str:
    return unicodedata.normalize("NFD", text)


def _hangul_slip(match: re.Match[str]) -> str:
    word = match.group(0)
    for verb in _HANGUL_VERBS:
        if word != verb and edit_distance(_jamo(word), _jamo(verb)) <= 1:
            return verb
    return word


def _kana_slip(match: re.Match[str]) -> str:
    """A run of hiragana that opens with a verb's asking form or a slip of it (a letter dropped or doubled), with the verb
    written in kanji ("わすれないで" as "忘れないで", "おぼてて" as "覚えてて"; "おぼれてて" is another verb); the run itself
    otherwise."""
    run = match.group(0)
    for verb, written in _KANA_VERBS.items():
        if run.startswith(verb):
            return written + run[len(verb) :]
        for length in (len(verb) - 1, len(verb) + 1):  # a letter dropped or doubled; another letter is another word
            if length <= len(run) and edit_distance(run[:length], verb) == 1:
                return written + run[length:]
    return run


def _spelled_right(text: str) -> str:
    """The message with spelling slips of the cue verbs written right (a cue is never content)."""

    def fix(match: re.Match[str]) -> str:
        word = match.group(0)
        if word.lower().startswith(("remembe", "recuerd")) and re.search(r"(.)\1$", word):
            return word[:-1]  # "recuerdaa"
        return _slip_of(word) or word

    return _HANZI_SLIP.sub("记住", _KANA_RUN.sub(_kana_slip, _HANGUL_WORD.sub(_hangul_slip, _TYPO_WORD.sub(fix, text))))


_QUOTES = "\"'«»“”「」『』"


def tidy(content: str) -> str:
    """The content without a call of the bot, courtesy or punctuation at its edges (and the quotes around it whole):
    again after chat around the fact is cut, which may leave a call at the new edge ("恐れ入りますが、@bot 次回の…")."""
    content = content.strip()
    if len(content) > 1 and content[0] in _QUOTES and content[-1] in _QUOTES:
        content = content[1:-1]  # the fact quoted whole; a quote that closes a title inside it stays
    while True:
        trimmed = _CONTENT_EDGE.sub("", _LEADING_ADDRESS.sub("", content)).strip()
        if trimmed == content:
            return content
        content = trimmed


# A pointer to what follows a colon ("the following for our team: ...", "folgendes: ...", "다음 내용: ..."): the request's
# wording, not the fact.
_FOLLOWING = re.compile(
    r"^(?:the following|as follows|folgendes|lo siguiente|ce qui suit|les points suivants|以下の?(?:こと|内容)?|以下|"
    r"下面的?|다음\s*내용)[^:：\n]{0,30}[:：]\s*",
    re.IGNORECASE,
)


# A complementiser the cue left in front of its clause ("präg dir ein, dass ...", "make a note of the fact that ...");
# English "that" alone stays: it may be the fact's own ("that restaurant closes at 9").
_COMPLEMENTISER = re.compile(r"^(?:(?:(?:of\s+)?the fact that|dass|daß|que)\s+|qu['’]\s*)(?=\w)", re.IGNORECASE)


# The Chinese marker of a verb's object put before it ("把老王不吃香菜这事记下来"): the request's wording, not the fact;
# so is a call of the bot after a word or two that open the sentence ("übrigens @bot ich bin Veganerin, behalt das…"),
# and the chat that opens a message, with the bot's call after it ("あのさ、bot、母の日は…", "그니까 봇아 우리 스터디…").
# A Latin one needs its comma: "Übrigens hat Selin …" opens the sentence itself.
_OPENING_CHAT = (
    rf"(?:(?:{_CJK_INTERJECTIONS}|ねえ|ねぇ|恐れ入りますが|恐縮ですが|お手数ですが|すみませんが|申し訳ありませんが|저기|죄송하지만|실례지만|혹시|번거로우시겠지만|"
    r"바쁘시겠지만|对了|喂|嘿|"
    r"不好意思)[\s,、，]+|"
    r"(?:hey|ok(?:ay)?|so|oh|yo|also|übrigens|alors|bueno|pues)\s*,\s*|"
    # a word that says what follows comes by the way, with or without a pause ("btw ich trink keinen Kaffee", "au fait je
    # suis intolérant au lactose", "ちなみに私パクチー無理", "참고로 나 민트초코 극혐임"): chat, not the fact
    r"(?:btw|by the way|fyi|au fait|d'ailleurs|por cierto|참고로|顺便说一下|顺便说下)[\s,、，]+|ちなみに[\s,、，]*)"
)
_CALLED_BOT = r"(?:@?bot|봇(?:아|야|님)?|ボット(?:さん|くん|ちゃん)?|机器人|小助手)"
_WORDING_BEFORE_FACT = re.compile(
    # words that ask to keep it, opening what a later verb asks for, after chat of its own ("ok so after last week's cake
    # disaster… for future reference I can't eat gluten. can you save that?"): the fact starts after them
    r"^(?:.*[.…!?。！？]\s*)?(?:for (?:future reference|the record|next time|later)|fyi|para que conste|pour mémoire|"
    r"fürs protokoll)[\s,:：]+(?=\w)|"
    rf"^把(?=\S)|^(?:[^\s@]+\s+){{1,2}}@bot\b[\s,:：、，]*|"
    rf"^{_OPENING_CHAT}+(?:{_CALLED_BOT}[\s,:：、，]+)?|^{_CALLED_BOT}\s*[,:：、，]\s*|^봇[아야님]\s+",
    re.IGNORECASE,
)


# A full stop said aloud, which a voice typed into text as a word closing the fact ("… sunflower22 period", "… 마침표", "… punto",
# "… Punkt", "… point"); not a point named with its article or a preposition ("rendez-vous au point", "the main point").
_SPOKEN_STOP = re.compile(
    r"(?<=\S)\s+(?:period|full stop|punto(?: final)?|punkt|point(?: final)?|마침표|句号|句號)$|"
    # "that's it" said to end the dictation: "…在人民公园集合嗯就这样", "…复查嗯对就是这个", "…東口ですはい"
    r"[，,。\s]*(?:嗯|呃|额)?\s*对?\s*就(?:这样|這樣|是这个|是這個)(?:了|吧|哈)?$|(?<=です)\s?はい$",
    re.IGNORECASE,
)
_POINT_NAMED = re.compile(
    r"\b(?:the|a|this|that|main|au|le|ce|du|un|bon|el|buen|der|den|dem|am|zum|ein|einen|to|at|de|del|al|on)$",
    re.IGNORECASE,
)


def _without_spoken_stop(content: str) -> str:
    stop = _SPOKEN_STOP.search(content)
    return content[: stop.start()] if stop and not _POINT_NAMED.search(content, 0, stop.start()) else content


# A comma said aloud right after the cue, which a voice typed into text as a word opening the fact ("remember comma my
# favorite color is teal", "merk dir bitte Komma der Zahnarzttermin …", "retiens virgule mon train …").
_SPOKEN_COMMA = re.compile(r"^(?:comma|coma|komma|virgule|쉼표|逗号|逗號|読点)\s+", re.IGNORECASE)


def _content(content: str) -> str:
    content = _SPOKEN_COMMA.sub("", _without_spoken_stop(tidy(content)))
    content = _FOR_LATER.sub("", _FOLLOWING.sub("", _COMPLEMENTISER.sub("", _WORDING_BEFORE_FACT.sub("", content))))
    if re.search(r"[\u3040-\u30ff]", content):
        content = _JA_QUOTE.sub("", _JA_PURPOSE.sub("", _JA_POINTER.sub("", content)))
    elif re.search(r"[\uac00-\ud7a3]", content):
        content = _KO_QUOTE.sub("", _KO_PURPOSE.sub("", content))
    return tidy(content)


# Content that opens with an interrogative is a question, not a fact: "remember who brings what", "merk dir, wer
# was mitbringt", "recuerda quién trae qué" ask the bot to keep track of something nobody has said yet.
_INDIRECT_QUESTION = re.compile(
    r"[\s,:;、，\-–—]*(?:who|what|when|where|which|whether|how|wer|was|wann|wo|wie|welche\w*|ob|qui|quoi|quand|où|comment|"
    r"quién|qué|cuándo|dónde|cómo|cuál|ce qu(?:e|i)|lo que)\b"
    # a Chinese question word opening what follows ("能记住多少内容", "记住什么"): what it asks about, no fact
    r"|[\s,:;、，]*(?:多少|多久|多长|多大|什么|甚么|几|哪|谁|怎么|為什麼|为什么)",
    re.IGNORECASE,
)


def opens_with_a_question_word(content: str) -> bool:
    """Whether what would be stored opens with an interrogative: "wann der Klempner kommt" asks, it tells nothing."""
    return bool(_INDIRECT_QUESTION.match(content))


def has_words(content: str) -> bool:
    """Whether anything but punctuation and symbols is left: "..., remember that pls" leaves nothing after "that"."""
    return any(unicodedata.category(char)[0] in "LN" for char in content)


# Told to someone who forgets, the one spoken to: "du vergisst das sonst eh wieder", "tu vas encore oublier", "you'll
# forget otherwise", "se te va a olvidar": a member, not the bot, which forgets nothing it keeps.
_YOU_WILL_FORGET = re.compile(
    r"\b(?:you'?ll (?:just )?forget|you always forget|you (?:will|would) forget|du vergisst|vergisst du|"
    r"tu vas (?:encore |le |l')?oublier|tu (?:l')?oublies toujours|se te va a olvidar|siempre se te olvida)\b|"
    r"你又会忘|你肯定忘|また忘れる|또 까먹",
    re.IGNORECASE,
)


def not_to_the_bot(text: str) -> bool:
    """Whether a message's own words say it is for someone else: "@marta recuerda que me debes 10 pavos" speaks to
    Marta, "小张你把…记一下" to 小张, "..., folks" to the group, "keep in mind I'm just guessing" is advice to whoever
    reads (unless the bot is asked), "Save the date!" invites the guests, "save the ones you want" tells members to keep
    files, "Frau Schneider, könnten Sie …" calls a member
    by title and name."""
    if _TO_SOMEONE_ELSE.match(text) or _TO_THE_GROUP.search(text) or _SAVE_THE_DATE.search(text) or _gives_advice(text):
        return True
    if _YOU_WILL_FORGET.search(text) and not _BOT.search(text):
        return True
    if _SAVED_BY_WHOEVER.search(text):
        return True
    if _TITLED_CALL.match(text) and not _BOT.search(text):
        return True
    return bool(_NAME_THEN_YOU.match(text) and not _BOT.search(text))


def _gives_advice(text: str) -> bool:
    """ "keep in mind ..." said to whoever reads, not asked of the bot: the bot is not named, nobody is asked whether
    they could ("could you keep in mind that I'm allergic to shellfish?" asks a favour), and what follows is no fact
    of the speaker's own ("Please keep in mind that I am vegetarian", "Bitte behalten Sie im Hinterkopf, dass ich kein
    Schweinefleisch esse" ask to keep it) but a notice or a hedge ("keep in mind I'm just guessing here")."""
    advice = _ADVICE.search(text)
    if not advice or _BOT.search(text) or _ASKED_OF_YOU.search(text, 0, advice.start()):
        return False
    said = text[advice.end() :]
    if _OF_A_NAMED_MEMBER.match(said) and not hedged(said):
        return False  # "keep in mind that Dev takes his coffee black": a member's fact, named, to keep
    return not (speaks_of_self(said) and not hedged(said) and not _GUESSING.search(said))


# After "keep in mind", a clause of its own about a member named by their name ("that Dev takes his coffee black", "dass
# Mia ne Katzenhaarallergie hat", "que Léa supporte pas la coriandre"): a fact of that member's, not a notice.
_OF_A_NAMED_MEMBER = re.compile(
    r"[\s,]*(?:that|dass|que|qu['’])\s+(?:a\s+)?(?!(?:The|This|That|It|We|You|They|He|She|Il|Elle|On|Der|Die|Das|Es|El|La|Los|Las|"
    r"Le|Les)\b)[A-ZÀ-Þ][a-zà-ÿ]+(?:['’]s)?\s+[a-zà-ÿ]"
)


def calls_someone(before: str) -> bool:
    """Whether the words before a request call a member who is not the bot or name whose duty it is: "Mama, ...",
    "Tom should ...". `before` is folded to lower case."""
    if _BOT.search(before):
        return False
    called = _CALLED.match(before)
    return bool((called and not re.fullmatch(rf"(?:{_ADDRESS_WORD})", called.group("who"))) or _DUTY.search(before))


def calls_a_group(text: str) -> bool:
    """Whether words call the group or colleagues: "Liebe Kolleginnen und Kollegen", "everyone", "大家"."""
    return bool(_GROUP_CALLED.search(text))


def tidy_content(content: str) -> str:
    """What is left to store once the words that only carry a request are cut from either end."""
    return _content(content)


@dataclass(frozen=True)
class RequestReading:
    """What reading a message for a request found: the cue (None when there is none, or it was turned down), and
    whether the message was judged: a cue stood where requests put one, or the message is said to someone else."""

    cue: RequestCue | None
    judged: bool


_TURNED_DOWN = RequestReading(None, judged=True)


def find_request(message: str) -> RequestCue | None:
    """The request cue in a message and the content around it, or None when it has no cue where requests put one."""
    return read_request(message).cue


def read_request(message: str) -> RequestReading:
    """The request cue in a message, and whether the message was judged: one turned down ("remember to drink water",
    "I'll never forget that concert") is not read again another way, but from where it calls the bot: a request may
    open there, after chat of its own (`_called_later`: "大家好 @机器人 记一下：…" greets the group, then asks the bot)."""
    reading = _read_request(message)
    if reading.cue is not None:
        return _from_the_call(message, reading)
    return _called_later(message, reading.judged) or _on_a_later_line(message, reading.judged) or reading


def _on_a_later_line(message: str, turned_down: bool) -> RequestReading | None:
    """The request that opens a line of its own after a line of chat ("今天跟老板吵了一架⏎对了 记一下 我的年假是从7月20号开始",
    "boah, was für ne Woche⏎egal. halt fest: ich bin ab 1. Mai in Teilzeit"): read from that line on, with the same
    checks, in a message nothing turned down."""
    if turned_down:
        return None
    text = _fold(message)
    for line in re.finditer(r"\n\s*(?=\S)", text[:_HEAD_CHARS]):
        if _quoted_at(text, line.end()):
            continue
        reading = _read_request(text[line.end() :])
        if reading.cue is not None and reading.cue.position == "lead" and has_words(reading.cue.content):
            return reading
    return None


def _from_the_call(message: str, reading: RequestReading) -> RequestReading:
    """A final verb's request whose content calls the bot inside, read from the last call on: what comes before it is
    chat ("昨日の飲み会楽しかったね〜⏎あ、そうだ、ボット、幹事は毎回交代制ってメモっといて" keeps "幹事は毎回交代制")."""
    if reading.cue is None or reading.cue.position != "tail":
        return reading
    text = _fold(message)
    calls = list(_CALL_INSIDE.finditer(text))
    if not calls:
        return reading
    again = _read_request(text[calls[-1].start() :])
    found = again.cue is not None and again.cue.position == "tail" and has_words(again.cue.content)
    return again if found else reading


# A call of the bot inside the message: an @mention, or its name after a pause ("话说 @机器人 你帮我记住 …",
# "哈哈好的，机器人记一下哈，…", "そうそう @ボット 記録しといて …", "long day lol. bot note this: …").
# A Korean or Japanese bot is called only with a vocative or a pause after it: "봇이", "봇한테", "ボットに" talk about it.
_BOT_CALLED = r"(?:ボット(?=[、,\s!！~]|さん|くん|ちゃん)|봇(?=아|야|님|[\s,!~])|机器人|小助手)"
_CALL_INSIDE = re.compile(
    rf"(?<=\s)@\S*bot\b|(?<=\s)@?{_BOT_CALLED}|(?<=[,，、。.!！?？~…]\s)(?:hey\s+)?bot\b|(?<=[，、。.！？~…\n])bot\b|"
    rf"(?<=[,，、。!！?？~…\n]){_BOT_CALLED}|"
    # an @mention right after a word ("…けど@ボット メモして"), or the bot called after "by the way" ("对了机器人记一下")
    r"(?<=[^\s@])@(?:ボット|봇|机器人)|(?<=对了|話說|话说|顺便|另外)(?:机器人|小助手)",
    re.IGNORECASE,
)


# A word that only points at the fact, or asks for it emphatically: "이것도", "これ", "这个", "你给我牢牢".
_ONLY_POINTS = re.compile(
    r"(?:^|\s)(?:이것|이거|이건|これ|それ|这个|這個|这些|那个)\S{0,2}$|^(?:你给我|给我)|牢牢$|"
    # a word of emphasis alone ("봇 잘 새겨둬 나 민초파임", "ちゃんと覚えといて、…", "好好记住：…")
    r"^(?:잘|꼭|꼭꼭|제발|단단히|ちゃんと|しっかり(?:と)?|絶対|必ず|好好|一定|务必|千万)$"
)
# What a final verb ended says only what for, or for whom, the fact after it is kept: "단톡방 공지용으로 기억해 둬. 다음
# 정모는 …", "みんなのために覚えておいて。ゴミ出しは月木", "小助手帮忙记着哈，羽毛球场地…": the fact is what follows.
_SENTENCE_STOP = re.compile(r"[.。!！\n]\s*")
_ONLY_WHAT_FOR = re.compile(r"(?:용으로|위해|(?:の)?ために|用に|向けに|帮忙|帮个忙|帮我)\s*$")


# A single quotation mark that opens (after a space or a bracket: "translate 'keep this in mind'") or closes one; an
# apostrophe inside a Latin word ("don't") does neither.
_SINGLE_OPENS = re.compile(r"(?:^|(?<=[\s(\[:]))['‘](?=\S)")
_SINGLE_CLOSES = re.compile(r"(?<=\S)['’](?![A-Za-z0-9])")  # a particle may follow at once: "'한강'입니다"


# A translation asked for: what follows is the text to translate ("translate 'remember me'", "번역해줘: 메모해 두세요").
_TRANSLATION_ASKED = re.compile(
    r"\b(?:translate|translating|traduce|trad[uú]ceme|traducir|traduis|traduire|traduit|übersetz\w*)\b|翻译|翻譯|翻訳|번역",
    re.IGNORECASE,
)


def _quoted_at(text: str, at: int) -> bool:
    """Whether `at` falls inside a quotation the text opened before it ('"…"', "“…”", "„…“", "«…»", "「…」", "'…'"):
    the words are mentioned ("bot translate 'keep this in mind' into Spanish"), not said."""
    before = text[:at]
    if before.count('"') % 2 == 1 or sum(map(before.count, "“„«「『")) > sum(map(before.count, "”»」』")):
        return True
    opened = sum(1 for mark in _SINGLE_OPENS.finditer(text, 0, at + 1) if mark.start() < at)
    return opened > sum(1 for mark in _SINGLE_CLOSES.finditer(text) if mark.start() < at)


def _mentioned_at(text: str, at: int) -> bool:
    """Whether the words at `at` are mentioned, not said: quoted (`_quoted_at`), or after a translation asked for ("이거
    영어로 번역해줘: 메모해 두세요")."""
    return _quoted_at(text, at) or _TRANSLATION_ASKED.search(text, 0, at) is not None


def _says_a_fact(content: str) -> bool:
    """What a final verb ended holds words, and more than a word that points at the fact said after it."""
    return has_words(content) and not _ONLY_POINTS.search(content)


# Where a clause may end after a final verb: a comma or a full stop, or a space after a Korean verb in its asking form
# (Korean runs its clauses on without a comma: "기억해둬 회식 장소 정할 때 필요하니까").
_CLAUSE_BREAK = re.compile(r"[,，、。.!！]\s*|(?<=[?？])\s*|(?<=[줘둬놔해라요])\s+")  # a question mark stays with its clause
# A call of the bot that closes a message: a question before it is still a question ("…, sehen das alle? @bot").
_CLOSING_CALL = re.compile(r"\s*@?bot\s*$", re.IGNORECASE)
# A tag that asks only for assent, closing the message after a comma ("…, ok ?", "…, d'accord ?", "…, vale?", "…, 好吗？"):
# the message tells, it does not ask whether.
_CLOSING_TAG = re.compile(
    r"[,，、]\s*(?:ok(?:ay)?|d'accord|vale|gell|好吗|好不好|行吗|오케이|알았지)\s*[?？]+\s*$", re.IGNORECASE
)
# A call of the bot that opens the message: what follows may be read up to a clause break as `_CALL_INSIDE`'s is.
_CALL_FIRST = re.compile(rf"^(?:@\S*bot\b|bot\b|{_BOT_CALLED}|小助手)", re.IGNORECASE)
# Words that make the clause after the verb a report of who said it ("…覚えといてね、って言われた"), or a quotation's end.
_SAYS_WHO = re.compile(rf"{_REPORTED.pattern}|って(?:言|聞|い[うわ])|と(?:言|思)|라고|[\"“”「」『』]")


def _called_later(message: str, turned_down: bool) -> RequestReading | None:
    """The request that opens where the message calls the bot after some chat: read from the call on as a message of its
    own, with the same checks (a reminder to do something or a question is still no request). A final verb may
    also end it before a clause of its own that says why ("对了 @机器人 把老王不吃香菜这事记下来哈，下次团建用得上",
    "아 그리고 @봇 민수는 회 못 먹는다는 거 기억해둬 회식 장소 정할 때 필요하니까"), unless that clause reports speech;
    so may it after a call that opens a message not turned down ("ボット、…覚えておいてもらえる？シフト組むとき楽だから"),
    in a message that asks to forget nothing ("小助手，请删除关于例会地点的记录，…": a record to delete, not to keep).
    What the final verb ends must be more than a word that points or stresses ("봇짱 이것도 기억해줘!! …": "이것도", "봇 잘
    새겨둬 나 민초파임": "잘"); what follows it is then the fact, as after one that says what for."""
    text = _fold(message)
    first = None if turned_down else _CALL_FIRST.match(text)
    for call in [*([first] if first else []), *_CALL_INSIDE.finditer(text[:_HEAD_CHARS])]:
        if _quoted_at(text, call.start()):
            continue  # 'he typed "bot remember that I'm vegan" and it ignored him': a request quoted, not made
        reading = _read_request(text[call.start() :])
        if reading.cue is not None and reading.cue.position == "lead" and has_words(reading.cue.content):
            return reading
        if reading.cue is not None and text[call.start() - 1 : call.start()] == "\n" and has_words(reading.cue.content):
            return reading  # "…⏎봇, 발표 순서 … 적어 둬": a line of its own asks the bot, ended by its verb
        if reading.cue is None and not reading.judged and forget_verb(text.casefold()) is None:
            for pause in _CLAUSE_BREAK.finditer(text, call.end(), min(len(text), call.start() + _HEAD_CHARS)):
                ended = _read_request(text[call.start() : pause.start()])
                if ended.cue is None or ended.cue.position != "tail" or _SAYS_WHO.search(text, pause.start()):
                    continue
                if _ONLY_WHAT_FOR.search(ended.cue.content) or _ONLY_POINTS.search(ended.cue.content):
                    stop = _SENTENCE_STOP.search(text, pause.start())  # past the rest of the verb ("기억해 | 둬.")
                    if has_words(after := _content(text[stop.end() if stop else pause.end() :])):
                        return RequestReading(RequestCue(after, "lead", ended.cue.question, told=True), judged=True)
                if _says_a_fact(ended.cue.content):
                    return ended
    return None


# The bot spoken of in the third person, as the subject of what is asked: "this bot", "ce bot", "这个机器人", "このボット
# は", "이 봇은" ("le bot", "el bot" call it too: "Monsieur le bot, pourriez-vous…"). A question of it asks what the bot
# does, not that it keep anything.
_BOT_SPOKEN_OF = re.compile(
    r"\b(?:this|the|that|ce|este|dieser)\s+bot\b|(?:这个|这|那个|该)机器人|(?:この|その)ボット|ボット(?:って|は)|"
    r"(?<![\w])이\s?봇|봇(?:은|이)(?=\s)|"
    # the bot as the subject of what it can do, uncalled (no comma, no 你): "机器人能记住我们之前聊过的东西吗？"
    r"^(?:机器人|機器人|小助手)(?=能|可以|会|會)"
)
_ASKS_SOMEWHERE = re.compile(r"[?？]|吗|嗎")


# A verb of keeping after one of stopping: "deja de recordar que …", "arrête de retenir que …", "hör auf, dir zu merken":
# a request to forget (`forget_words`), not to remember.
_KEEPING_STOPPED = re.compile(
    r"(?:\bstop|\bquit|\bdeja(?:r)? de|\bdejes de|\bpara de|\barr[êe]t(?:e|es|ez|er) de|\bh[öo]r(?:t)? auf,?(?: dir)?(?: zu)?|"
    r"\baufh[öo]ren,?(?: dir)?(?: zu)?)\s*$"
)


def _read_request(message: str) -> RequestReading:
    text = _fold(message)
    if not text:
        return RequestReading(None, judged=False)
    too_long = len(text) > MAX_REQUEST_CHARS
    if too_long:
        text = text[:_HEAD_CHARS]
    if not_to_the_bot(text) or _HYPOTHETICAL.search(text) or _SUPPOSED_TELLING.search(text):
        return _TURNED_DOWN
    if (_NOTED_ALREADY.match(text) or _SELF_NOTE.match(text) or _NOTICE_OPENING.match(text)) and not _BOT.search(text):
        return _TURNED_DOWN
    if _CALENDAR.search(text):
        return _TURNED_DOWN
    text = _CLOSING_TAG.sub("", _spelled_right(text))  # "…, ok ?" asks only for assent
    low = _lower_same_length(text)
    # a question, if need be before a call of the bot that closes it ("…, sehen das dann alle? @bot")
    question = _CLOSING_CALL.sub("", text).rstrip(" !！~").endswith(("?", "？", "吗", "嗎", "么", "麼", "呢"))
    if _BOT_SPOKEN_OF.search(low) and (question or _ASKS_SOMEWHERE.search(text)):
        return _TURNED_DOWN  # "这个机器人能记住我们之前聊过的吗？", "can the bot remember stuff?": asked about it, not of it
    if (frame := _following_frame(text, low)) is not None:
        return RequestReading(RequestCue(frame, "lead", question, too_long, True, ":"), judged=True)
    judged = False
    for pattern in (_CUE_THEN_COLON, _CUE_THEN_CLAUSE):
        match = pattern.match(low)
        judged = judged or match is not None
        if match and (
            _not_asked(low, match.start("cue"))
            or _mentioned_at(low, match.start("cue"))
            or _REMIND_ME_AT.match(low, match.end("cue"))
            or (pattern is _CUE_THEN_COLON and _OWN_NOTE_DONE.search(low, 0, match.start("c")))
            or (pattern is _CUE_THEN_COLON and _notice_for_now(low, match))
            or _speaks_to_someone_else(low, match.start("cue"), match.span("c"))
            or _named_first(text, low, match.start("cue"))
            or _reminds_readers(low, match)
            or _on_the_record(low, match.group("cue"))
            or _KEEPING_STOPPED.search(low, 0, match.start("cue")) is not None
        ):
            return _TURNED_DOWN
        if match and has_words(content := _content(text[match.start("c") : match.end("c")])):
            told_by = ":" if pattern is _CUE_THEN_COLON else match.group("by")
            favour = question and bool(_FOR_ME.search(low, 0, match.end("cue")))
            return RequestReading(RequestCue(content, "lead", question, too_long, True, told_by, favour), judged=True)
    lead = _LEAD.match(low)
    if lead and _mentioned_at(low, lead.start("cue")):
        return _TURNED_DOWN  # "translate: keep this in mind": the words to translate are mentioned, not said
    asked_back = lead and _FIRST_SENTENCE_ASKS.match(low, lead.end("cue"))
    if lead and asked_back and not lead.group("told") and not _ASKS_A_FAVOUR.search(low, 0, lead.end("cue")):
        return _TURNED_DOWN  # "remember the flood of 2011?" asks whether one remembers; "could you remember that ...?" asks it to
    if lead and "记得" in lead.group("cue") and not _BOT.search(low, 0, lead.start("cue")):
        return _TURNED_DOWN  # "记得啊，明天带伞": a reminder to whoever reads; "小助手 记得 我对芒果过敏" asks the bot
    if lead and _on_the_record(low, lead.group("cue")):
        return _TURNED_DOWN  # "Fürs Protokoll: Herr Meier hat die Sitzung verlassen": kept on the group's record, not asked
    if lead and _reminds_readers(low, lead):
        return _TURNED_DOWN  # "别忘了奶奶八十大寿就在下个月哦", "n'oubliez pas que …": said to the group
    if lead and _notice_for_now(low, lead):
        return _TURNED_DOWN  # "📌 the meeting is cancelled today": a pin over what holds today is a notice to the group
    if lead and _DENIED_AFTER_CUE.match(low, lead.end("cue")):
        return _TURNED_DOWN  # "bot speicher das nicht, ich muss nur Dampf ablassen": asked not to keep it
    if lead and _TO_EVERYONE.match(low, lead.end("cue")):
        return _TURNED_DOWN  # "Write this down everyone: …", "notieren Sie sich alle den Termin": said to the group
    if lead and _TITLE_AFTER_CUE.match(text, lead.end("cue")):
        return _TURNED_DOWN  # "Remember Me aus Coco läuft …", "Souviens-toi... l'été dernier": a title, nothing asked
    if lead and (
        _TO_ACT.match(low, lead.start("c"))
        or _REMIND_ME_TO.match(low, lead.end("cue"))
        or _REMIND_ME_AT.match(low, lead.end("cue"))
        or _SIGN_ME_UP.match(low, lead.end("cue"))
        or _not_asked(low, lead.start("cue"))
    ):
        return _TURNED_DOWN  # "remember to bring the cable": an instruction to do something, not a fact to keep
    if lead and not lead.group("told") and _YOUR_THING.match(low, lead.start("c")):
        return _TURNED_DOWN  # "Please don't forget your umbrellas tomorrow", "jot down your sizes": the readers' own thing
    if lead and _INDIRECT_QUESTION.match(low, lead.start("c")):
        return _TURNED_DOWN  # "remember who brings what": a question to keep track of, no fact
    if lead and (_speaks_to_someone_else(low, lead.start("cue"), lead.span("c")) or _named_first(text, low, lead.start("cue"))):
        return _TURNED_DOWN
    if lead and _said_to_readers(low, lead):
        return _TURNED_DOWN  # "Remember, the shop closes at 6"
    if (
        lead
        and (asked := _FAVOUR_THEN_FACT.match(low, lead.end("cue")))
        and (_ASKS_A_FAVOUR.search(low, 0, asked.end()) or _ASKED_OF_YOU.search(low, 0, lead.start("cue")))
        and _a_fact_of_its_own(after := _content(text[asked.end() :]))
    ):
        # "혹시 기억해줄 수 있어? 나 아아만 마셔", "can you remember something for me? I only drink oat milk": the favour is
        # asked, then the fact is given in a sentence of its own
        return RequestReading(RequestCue(after, "lead", False, too_long, True, "?"), judged=True)
    if lead:
        told_by = (lead.group("told") or "").strip(" ,;，、-–—")
        if not told_by and (_DASH.match(low, lead.end("cue")) or _NEW_LINE.match(low, lead.end("cue"))):
            told_by = (
                ":"  # "jot this down — the bins go out on Thursdays", "메모해줘⏎…": a dash or a new line points like a colon
            )
        elif not told_by and _CJK_PAUSE.match(low, lead.end("cue")) and not _LATIN.search(lead.group("cue")):
            told_by = "、"  # "覚えておいて、…", "기억해 줘, …", "记一下，…": a verb in its asking form, a pause, then the fact
        cjk_clause = not _LATIN.search(lead.group("cue")) and _CJK_SUBJECT.match(low, lead.start("c"))
        content = _content(text[lead.start("c") : _labelled_end(low, lead)])
        # "记住我是支付组的组长了": a clause with its subject; "hey bot remember I parked on level 3": the bot called first
        called_first = bool(content and not question and _BOT.search(low, 0, lead.start("cue")))
        told = bool(re.search(r"\w|[:：、]", told_by) or cjk_clause or called_first)
        favour = question and bool(_FOR_ME.search(low, 0, lead.end("cue")))
        return RequestReading(RequestCue(content, "lead", question, too_long, told, told_by, favour), judged=True)
    tail = _TAIL.match(low) if not too_long else None
    back_at = tail.start("back") if tail and tail.group("back") else None
    if tail and _not_asked(low, tail.start("cue") if back_at is None else back_at, reported=False):
        return _TURNED_DOWN
    if tail and _DUTY_STATED.search(low, 0, tail.start("cue") if back_at is None else back_at):
        return _TURNED_DOWN  # "ich soll mir den Türcode merken, ...", "ich werde es mir notieren": a duty or an intent stated
    if tail and back_at is not None and _DENIED_AFTER.match(low, tail.end("back")):
        return _TURNED_DOWN  # "…, merk dir das nicht", "…, ne le note pas": asked not to keep it
    if tail and back_at is not None and _MODAL_AFTER.match(low, tail.end("back")):
        return _TURNED_DOWN  # "Wenn der Bot sich … merken könnte, …": a clause that says what could be, nothing asked
    if tail and _mentioned_at(low, tail.start("cue") if tail.group("cue") else tail.start("back")):
        return _TURNED_DOWN  # "Bot übersetz mal 'Merk dir das!' ins Französische": the cue is quoted, not said
    if tail and _QUOTES_NEXT.search(low, 0, tail.end("c")):
        return _TURNED_DOWN  # "Mi madre siempre dice: apúntalo todo": the cue is what someone says
    if tail and tail.group("cue") and _SAVE.search(tail.group("cue")) and _IN_A_PLACE.search(tail.group("c")):
        return _TURNED_DOWN  # "議事録は共有フォルダに保存して", "인스타에 저장해놨어": a file put somewhere, no fact to keep
    if tail and (tail.group("cue") or "").startswith("忘れないで") and not _JA_STATEMENT.search(tail.group("c")):
        return _TURNED_DOWN  # "パスポート忘れないでね！！": a thing to bring, no fact ("鍵はポストの中、忘れないで" is one)
    if tail and tail.group("cue") and _OWN_ACT.match(low, tail.start("c")) and not low[tail.end("c") : tail.start("cue")].strip():
        return _TURNED_DOWN  # "我先拿小本本记下来": the speaker writes it down, the verb is theirs
    # "控えておきます", "기억해둘게": a promise; "覚えてくれないじゃん": a complaint; "…기억하더래", "…꼭 기억하래": hearsay
    if tail and tail.group("cue") and any(form.search(tail.group("cue")) for form in _CUE_ASKS_NOTHING):
        return _TURNED_DOWN
    if tail and _KO_DO_YOU_REMEMBER.search(tail.group("cue") or "") and low[tail.end("cue") :].lstrip()[:1] in ("?", "？"):
        return _TURNED_DOWN  # "제가 지난주에 말씀드린 내용 기억하세요?": asks whether the bot remembers
    if _ZH_HAD_THE_BOT.search(low):
        return _TURNED_DOWN  # "她让机器人记住她的生日，结果真记住了": someone else had the bot keep it
    if tail and (called := _VOCATIVE.match(text)) and not _BOT.match(text) and not _interjection(called.group("who")):
        return _TURNED_DOWN  # "たかし、明日傘忘れないでね": a name called first, then told not to forget
    if tail and _TO_YOU_TOO.search(low, 0, tail.end("c")) and not _BOT.search(low):
        return _TURNED_DOWN  # "적는 자가 살아남는다 ㅋㅋ 너도 적어둬": a member told to do it too
    if tail and re.match(r"잊지\s*마", tail.group("cue") or "") and not _BOT.search(low):
        return _TURNED_DOWN  # "켄 내일 우산 챙기는 거 잊지 마": told to a member; the bot is asked by its name ("봇아 …")
    if tail and tail.group("cue") and _ABILITY_VERB.match(tail.group("cue")) and not _BOT.search(low):
        return _TURNED_DOWN  # "健太が甘いもの好きって覚えられる？" to a member asks their memory, not the bot's
    if tail and question and not _ASKS_A_FAVOUR.search(tail.group(0)[tail.start("c") :]):
        return _TURNED_DOWN  # "봇은 대화방 바뀌어도 기억해?" asks whether it remembers; "覚えておいてくれる？" asks it to
    if tail and question and _ASKING_FRAME.match(low, tail.start("c")):
        return _TURNED_DOWN  # "Kannst du dir Sachen merken?": the question opens the message, what it names is no statement
    if tail and _speaks_to_someone_else(low, tail.start("c"), tail.span("c"), tail.end("back") if tail.group("back") else None):
        return _TURNED_DOWN
    if tail and _GROUP_THEN_VERB.search(low, 0, tail.end("c")) and not _BOT.search(low):
        return _TURNED_DOWN  # "금요일 지각 금지! 다들 기억해!": the group is asked
    if tail and _EACH_OF_YOU.search(low, 0, tail.end("c")) and not _BOT.search(low):
        return _TURNED_DOWN  # "새 회의 링크를 각자 캘린더에 메모해 두시기 바랍니다": each member is asked
    if tail:
        content = text[tail.start("c") : tail.end("c")]
        if tail.group("back") and (rest := _PARENTHESIS_CLOSED.match(text, tail.end("back"))) and _says_more(rest.group(1)):
            # the cue set off inside the fact: "Übrigens hat Selin – bitte merken – eine neue Handynummer"
            content = f"{_POINTED_AT.sub('', content)} {rest.group(1)}"
        cue = RequestCue(_content(content), "tail", question, told=bool(tail.group("back")))
        return RequestReading(cue, judged=True)
    return RequestReading(None, judged)
