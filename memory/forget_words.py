"""Words that ask the bot to forget, in the seven languages of the corpora (pure).

A request to forget is a verb of forgetting or deleting in a form that asks: an imperative that
opens the message or a clause, after an address, an @mention, a name ending in "bot" or a please
("bot, forget ...", "@Memo olvida lo de ...", "Merkbot, lösch ..."); an infinitive after a word that
asks ("can you", "¿puedes borrar ...?", "tu peux effacer ...", "kannst du das ... löschen?"); in
Japanese, Korean and Chinese a form that ends a clause ("その話は忘れて", "忘れていいよ", "그거 지워 줘",
"지워도 돼", "那条删掉", "别记了"); or a verb of keeping denied ("no need to remember", "plus besoin de
retenir", "ya no hace falta que guardes", "nicht mehr merken", "기억 안 해도 돼"). Verbs are written by their
inflection rules, not by phrase, and a slip of one letter in a verb ("forgett", "vergis", "oubli") is
read as the verb; a slip never makes a past form ("forgot", "oublié", "olvidé": the speaker forgot).
It decides nothing alone: the request classifier weighs it beside the message's vector.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .text import quotations

_ADDRESS = (
    r"(?:(?:@[^\s,:;、，]+|[^\W\d_]{0,12}bot|[\uac00-\ud7a3]{0,6}봇(?:아|님)?|hey|ok(?:ay)?|so|just|please|pls|plz|kindly|yo|nvm|"
    r"bitte|s'il te plaît|por favor|porfa|stp|mejor|请|請|麻烦|麻煩|帮我|幫我|ボット|机器人|機器人|小助手|"
    # from now on, before a keeping denied: "以后别再记着我的手机号了"
    r"以后|以後|今后|今後|往后|从现在起|"
    r"you can|you may|can you|could you|would you|can u|could u|i'd like you to|i would like you to|i want you to|"
    r"puedes|podrías|tu peux|kannst du)"
    r"[,!:\s，、]*)*"
)
_CLAUSE_START = r"(?:^|[,:;—–。，、：!！?？¿¡]\s*|\.\s+)"
# After a word that asks, an infinitive ("¿puedes borrar ...?", "tu peux effacer ...", "merci d'effacer ...") or a
# subjunctive ("le ruego que elimine ...") asks too.
_ASKING = (
    r"(?:puedes|puede|podrías|podría|pueden|le ruego que|les ruego que|te pido que|"
    r"le pido que|les pido que|le solicito que|les solicito que|tu peux|tu pourrais|vous pouvez|"
    r"pouvez-vous|pourriez-vous|peux-tu|veuillez|merci de|merci d'|je (?:vous|te) prie d(?:e|')|"
    r"(?:serías?|sería usted) tan amables? de|"
    r"le importaría|te importaría|能否|能不能|可以|可不可以)[,\s]*(?:l'|le |la |les )?"  # "tu peux l'oublier"
)
_INFINITIVE = (
    r"ol[vb]idar(?:lo|la|los|las|te)?|borrar(?:lo|la|los|las)?|eliminar(?:lo|la|los|las)?|quitar(?:lo|la|los|las)?|"
    r"oublier|effacer|supprimer|retirer|enlever|annuler|ne pas (?:conserver|garder|enregistrer)|"
    r"arr[êe]ter de (?:retenir|garder|te souvenir)|dejar de (?:recordar|guardar)|"
    r"deshacer|suprimir|anular|忘掉|忘记|忘記|删掉|删除|刪掉|刪除|"
    r"(?:olvid|borr|elimin)en?|suprima?n?"  # the subjunctive after "le ruego que", "te pido que"
)
_FORGET_LEAD = re.compile(
    _CLAUSE_START
    + _ADDRESS
    + r"(?:"
    + _ASKING
    + rf"(?P<asked>{_INFINITIVE})|"
    + r"(?P<verb>forget|unremember|unsave|erase|delete|remove|drop|scratch|wipe|clear|discard|disregard|un-note|"
    r"stop (?:remembering|storing|keeping)|no need to (?:remember|keep|store)|never mind what i|pretend i never|"
    r"(?:you )?(?:don'?t|do not) (?:need|have) to (?:remember|keep|store)|ya no tienes que (?:recordar|acordarte|guardar)|"
    r"ol[vb][ií]d[ae](?:te|se|lo|la|los|las)?|(?:b[oó]rr|elim[ií]n|desc[aá]rt)[ae](?:me|te|nos)?(?:lo|la|los|las)?|"
    r"deja de (?:recordar|guardar)|ya no hace falta que (?:recuerdes|guardes|te acuerdes)|no guardes|"
    r"ya no (?:recuerdes|guardes|te acuerdes)|deshaz|supr[ií]m[ae](?:lo|la|los|las)?|an[uú]la(?:lo|la|los|las)?|"
    r"qu[ií]ta(?:lo|la|los|las)? de tu memoria|annule|annulez|"
    r"verwirf|verwerfen sie|mach(?:en sie)?(?: das)? rückgängig|撤销|撤回|"
    r"haz como si no|(?:别|不要|不用)再(?:记[着住]?|存|保存)|(?:别|不要|不用)记着|就当我没说|当我没说|當我沒說|"
    r"oubliez?|effacez?|supprimez?|retirez?|enlève|enlevez|zappez?|arrête de (?:retenir|garder|te souvenir)|"
    r"(?:(?:t'as|tu as|tu n'as|vous n'avez)\s+)?(?:plus|pas) besoin de (?:retenir|garder|te souvenir|mémoriser|noter)|"
    r"ne (?:retiens|garde|note) pas|fais comme si|"
    # a verb of keeping told to stop ("dont remember my birthday anymore", "merk dir mein Gewicht nicht mehr",
    # "retiens plus mon poids")
    r"(?:don'?t|do not) remember(?=[^.!?\n,:;]{1,60}\bany ?more\b)|merk dir(?=[^.!?\n,:;]{1,60}\bnicht mehr\b)|"
    r"(?:ne )?(?:retiens|garde|note) plus(?! (?:que|de|tard|tôt)\b)|"
    r"vergiss|vergessen sie|l[öo]sche?|l[öo]schen sie|entferne?|entfernen sie|streiche?|hör auf,? dir|/vergessen|"
    r"tu so,? als|nicht mehr merken|(?:du\s+)?(?:musst|brauchst)\s+(?:dir\s+)?(?:das\s+|es\s+)?nicht mehr\s+(?:zu\s+)?merken|"
    # what to stop keeping named between: "du musst dir meine alte Adresse nicht mehr merken"
    r"(?:du\s+)?(?:musst|brauchst)\s+dir(?=[^.!?,;]{1,50}?\bnicht mehr\s+(?:zu\s+)?merken)|"
    # not "忘了跟你们说" / "忘了带钥匙": 忘了 before a verb says what the speaker forgot to do
    r"忘掉|忘了(?![跟和给對对告说說提带帶拿关關锁鎖买買交写寫发發])|忘记|忘記|删掉|删除|删了|刪掉|刪除|刪了|清空|清除|清掉|抹掉|移除|去掉|"
    # 把 moves the object before the verb: a forget only when that verb is one ("把那条删了"; not "把这句翻译成英文")
    r"把(?=[^，。！？：,.!?:\n]{0,30}?(?:删|刪|忘|去掉|清|移除|抹))))(?![a-zß])",
)
# German asks with a modal first and the infinitive last: "Kannst du das mit Lisas Fahrt wieder löschen?", "Das mit
# Leipzig kannst du vergessen". A modal keeps "Ich hab meinen Schlüssel vergessen" (a past participle) out.
_MODAL_THEN_INFINITIVE = re.compile(
    r"\b(?:(?:kannst|könntest|können|könnten|darfst|dürfen|würdest|würden)\s+(?:du|sie|ihr)|kannste|könnteste)\b[^.!?]{0,80}?"
    r"\b(?P<verb>vergessen|löschen|entfernen|streichen)\b",
)
# A topic named first, then a verb that takes it back by a pronoun ("lo del cumple de Raúl olvídalo", "la date du
# barbecue tu peux l'oublier"): what to forget is the topic before the verb.
_VERB_AFTER_TOPIC = re.compile(
    r"(?<=\w )(?P<verb>(?:(?:tu peux|vous pouvez|tu pourrais|vous pourriez)\s+)?(?:l'|les\s)(?:oublier|effacer|supprimer)|"
    r"ol[vb][ií]dal[oa]s?|b[oó]rral[oa]s?|elim[ií]nal[oa]s?|(?:puedes|podr[ií]as)\s+(?:olvidar|borrar|eliminar)l[oa]s?)"
    r"(?=\W|$)"
)
_TOPIC_WORDS = 3  # words at least before it: a topic, not an interjection ("bah olvídalo, pedimos pizza")
_FORGET_TAIL = re.compile(
    # not "鍵会社に忘れてきた" (left behind)
    r"(?:(?:忘れ|わすれ|消し|削除し|消去し|取り消し|リセットし|外し|破棄し)(?:ておいて|といて|ちゃって|て)(?:も)?(?:いい|良い|大丈夫)?(?![たるき]|い(?!ただ))[ぁ-ゖ]{0,8}|"
    # a polite leave to forget: "忘れていただいて構いません", "削除していただいて結構です"
    r"(?:忘れ|削除し|消去し|消し)ていただいて(?:も)?(?:構いません|かまいません|結構です|大丈夫です)|"
    # asked politely: "記録を消去していただけますでしょうか"
    r"(?:忘れ|削除し|消去し|消し)ていただけ(?:ます|ません)(?:でしょうか|か)|"
    r"(?:忘れ|わすれ)(?:ろ|なさい)|消せ|消しなさい|(?<!見)なかったことに[ぁ-ゖ]{0,8}|覚えて(?:おかなくて|なくて)いい[ぁ-ゖ]{0,4}|"
    r"今のは?(?:なし|無し|ナシ)で?|(?:잊어|지워)\s*줄\s*수\s*있[가-힣]{0,3}|(?:잊어|지워)\s*죠|"
    r"覚えなくて(?:いい|大丈夫)[ぁ-ゖ]{0,4}|"
    # not said of this very message ("das bitte nicht speichern, ich lass nur Dampf ab", "이건 저장하지 마"): a thing named
    r"(?<!이건 )(?<!이거 )(?<!이건 좀 )(?:기억|저장|기록|메모)하지\s*(?:마|말아)[가-힣]{0,4}(?:\s*주(?:세요|십시오))?|"
    r"(?<!das )(?<!das bitte )(?<!dies )(?<!es )nicht (?:weiter |mehr )?(?:speichern|aufheben)|"
    r"그만\s*(?:기억|저장|기록|메모)\s*(?:해|하)[가-힣]{0,4}|기억\s*안\s*해도\s*(?:돼|됩니다|돼요)|"
    r"(?:覚え|記憶し|記録し|メモし|保存し)ないで[ぁ-ゖ]{0,8}|(?:覚え|記憶す|記録す|メモす|保存す)るの[はを]?(?:やめ|止め)て[ぁ-ゖ]{0,8}|"
    r"(?:取り消し|削除|消去)で(?:お願い[ぁ-ゖ]{0,6})?|削除を?(?:お願い|よろしく)[ぁ-ゖ]{0,6}|"
    # not after "됐어" ("아 됐어 잊어버려 ㅋㅋ 안 갈래": never mind)
    r"(?<!됐어\s)(?<!됐고\s)(?:잊어|지워|없애)(?:\s*버려)?(?:\s*(?:줘요?|주세요|주십시오|줄래요?|주시겠어요|라|요))?|"
    # in slang, only asked as a favour ("까먹어줘"): a bare "까먹어" is said to a member ("그거 까먹어 ㅋㅋ")
    r"까먹어\s*(?:버려\s*)?(?:줘요?|주세요|줄래요?)|"
    r"(?:잊어|지워)(?:\s*주셔)?도\s*(?:돼|됩니다|돼요|괜찮아|괜찮습니다)|"
    r"없던\s*(?:일|걸|것)로\s*(?:해|하)[가-힣]{0,4}|"
    r"(?:삭제|취소|리셋|초기화|제거|폐기)(?:\s*(?:해|하))?(?:\s*(?:줘요?|주세요|주십시오|줄래요?|부탁[가-힣]{0,5}|해라|하세요|주시겠어요|주시기\s*바랍니다))?|"
    r"(?:기억|저장|기록)하는\s*(?:거|것)\s*그만\s*(?:해|하)[가-힣]{0,3}|"
    r"(?:删掉|删了|删除|删一下|刪掉|刪了|刪除|忘掉|忘了吧|忘记吧|(?:请|請)(?:全部|都)?忘[记記掉]|清空|清掉|去掉|撤销|(?:那条|这条|那條|這條)(?:记忆|记录)?作[废廢]|"
    r"当没(?:听|聽)(?:过|過|见|見|到)|"
    r"(?:别|不用|不要)(?:再)?[记記](?:着|住)?了?)[吧啊哈哦了]*)"
    # then the end of the clause, or a laugh, which ends one in Korean chat ("잊어버려 ㅋㅋ 잘못 말함"; "ㅋㅋ" is folded to ᄏᄏ)
    r"(?![가-힣])(?=[^\w]*(?:(?:[ㄱ-ㅣᄀ-ᇿ]+|笑|w+)[^\w]*)?(?:$|[,，、。.!！?？~〜])|\s*[ㄱ-ㅣᄀ-ᇿ]{2,})"
)
# In Japanese and Chinese a clause may end with no mark at all before the next ("推しの件は忘れて恥ずかしい",
# "血液型のやつ忘れてー"), and in Korean a request's ending before a space ("최애 얘기 지워줘 부끄러워"): a form
# that asks, then a kanji, a katakana, a space or a symbol (not hiragana, which would go on with the verb:
# "忘れてしまった", "忘れてた"; nor 行 or 来, "傘を忘れて行った": left behind).
_FORGET_TAIL_UNMARKED = re.compile(
    r"(?:(?:忘れ|わすれ|削除し|消去し)(?:ておいて|といて|ちゃって|て)(?![行来來帰居])|(?:잊어|지워|삭제해|빼)\s*(?:줘|주세요)|"
    # a bare imperative after what it names and before the next word ("메모 지워 걔 요즘 잘 먹더라"), not a helper verb
    # after it ("지워 버렸어"), nor after an interjection ("아 잊어 그냥 준호한테 물어볼게": never mind)
    r"(?<=[가-힣]{2}\s)(?<!그냥\s)(?<!아니\s)(?:잊어|지워)(?=\s+(?!버|놔|놓|둬|두|봐|보|서|야|도|줘|주|말|줄|준)[가-힣])|"
    # with its helper verb, after what it names ("회식 장소 잊어버려 바뀜"), not after "keep" (자꾸 잊어버려: forgetful)
    r"(?<=[가-힣]{2}\s)(?<!그냥\s)(?<!아니\s)(?<!자꾸\s)(?<!맨날\s)(?<!됐어\s)(?:잊어|지워)\s?버려(?=\s+[가-힣])|"
    r"(?:잊어|지워)도\s*(?:돼|됩니다)|기억\s*안\s*해도\s*돼|覚えなくて(?:いい|大丈夫)[よね]?|"
    # what was named, pointed at again, then the verb and the next word ("회식 날짜 그거 잊어버려 미뤄졌대")
    r"(?<=[가-힣]\s)(?:그거|그건|이거|이건)\s+(?:잊어|지워)(?:\s*버려)?(?=\s+[가-힣]))"
    r"(?=[ー〜\s\u4e00-\u9fff\u30a0-\u30ff]|[^\w\s])"
)
# A verb of forgetting denied right after it: "vergiss nicht, dass ...", "vergiss es bloß nicht", "oublie pas la clé",
# "oubliez pa demain" (typed short).
_REMINDS = re.compile(
    r"(?:[\s,-]+(?:es|das|ça|le|la|moi|mich|mir|uns))?[\s,-]+(?:(?:bloß|bloss|ja|aber)\s+)?(?:nicht|nie|pas|pa|jamais)\b"
)
# German puts "nicht" at the end of the clause: "vergiss deinen Pass nicht", "vergessen Sie den Termin bitte nicht".
_GERMAN_FORGET = frozenset({"vergiss", "vergessen sie"})
_NICHT_LATER = re.compile(r"[^.!?,;]{0,60}?\bnicht\b")
# Verbs that also clear a table, drop the kids, cancel a booking or take a cake out of the oven: a forget cue for
# the model, but what they name is no sign of a request to forget ("clear the table", "예약 취소해 줘").
_ANY_REMOVAL = re.compile(
    r"^(?:remove|drop|scratch|wipe|clear|discard|desc[aá]rt|quitar|retir|enl[eè]v|entfern|streich|annul|an[uú]l|清空|清除|清掉|移除|"
    r"去掉|把|取り消し|リセット|취소|리셋|초기화|제거|폐기|없애|빼)"
)
# What a chat or a device holds besides memories: a photo, a voice message, a file, an email, a cache ("borra ese
# audio", "delete that pic", "那张照片删掉", "그 사진 지워줘"). Deleting one asks nothing of the bot's memory.
_CHAT_ITEM = re.compile(
    r"\b(?:audios?|fotos?|photos?|pics?|pictures?|images?|bild(?:er)?|videos?|vídeos?|vidéos?|clips?|mensajes?|messages?|"
    r"msgs?|nachricht(?:en)?|sprachnachricht(?:en)?|beitr[äa]ge?|publicaci[óo]n(?:es)?|vocal|vocales|archivos?|fichiers?|"
    r"files?|datei(?:en)?|screenshots?|capturas?|"
    # not an address ("my work email", "mi dirección de correo personal", "내 예전 이메일"): a member's fact
    r"posts?|stickers?|gifs?|(?<!work )(?<!personal )(?<!private )(?<!old )(?<!new )(?:e-?)?mails?(?! ?address)|"
    r"(?<!dirección de )(?<!direccion de )correos?(?! electr)|courriels?|cach[eé]|cookies?|apps?|"
    # documents of a shared folder: "supprimer les anciennes versions du rapport", "スライドは各自削除" (not 資料: in Chinese
    # it is data, a member's facts: "請忘記我之前提供的生日資料")
    r"slides?|diapos?|documents?|dokumente?|protokolle?|versions?|drafts?|entwürfe?|borradores?|brouillons?)\b|"
    r"照片|图片|圖片|视频|視頻|语音|語音|消息|文件|截图|帖子|邮件(?!地址)|郵件(?!地址)|缓存|写真|画像|動画|ボイス|メッセージ|ファイル|投稿|"
    r"スライド|ドキュメント|文档|文檔|幻灯片|자료|문서|"
    r"メール(?!アドレス)|キャッシュ|スクショ|사진|영상|동영상|메시지|메세지|파일|음성|캡처|"
    r"(?<!예전 이)(?<!회사 이)메일(?!\s?주소)|캐시|게시물|게시글"
)
# A verb of removing with the bot's memory as where from: "take my workout logs off your memory", "retirez de votre
# mémoire ...", "quítalo de tu memoria", "nimm ... aus deinem Gedächtnis", "从记忆中移除", "记录から削除", "기억에서 빼줘".
# Its memory names what is asked of the bot, whatever the verb ("clear", "sors", "빼" alone remove anything).
_FROM_MEMORY = re.compile(
    r"\b(?:remove|take|delete|erase|wipe|clear|drop|scrub|get)\b[^.!?]{0,60}\b(?:from|out of|off)\s+"
    r"(?:your|ur|the bot'?s|its)\s+(?:memory|memories|notes|records)\b|"
    r"\b(?:retire[zs]?|retirer|sors|sortez|enl[eè]ve[zs]?|enlever|efface[zs]?|effacer|supprime[zs]?|supprimer|vire[zs]?|"
    r"virer|ôte[zs]?)\b[^.!?]{0,60}\bde (?:ta|votre) (?:mémoire|liste|notes)\b|"
    r"\b(?:quita|saca|borra|elimina|suprime|retira|quitar|sacar|borrar|eliminar|suprimir|retirar)(?:lo|la|los|las|me)?\b"
    r"[^.!?]{0,60}\bde (?:tu|su) memoria\b|"
    r"\b(?:nimm|nehmen sie|entfern\w*|lösch\w*|streich\w*|schmeiß\w*|wirf)\b[^.!?]{0,60}\baus (?:deinem|ihrem|dem) "
    r"(?:gedächtnis|speicher)\b|"
    r"(?:从|從)?(?:你的)?(?:记忆|記憶|记录|記錄)(?:里|裡|中)?(?:移除|删除|删掉|清除|清掉|抹掉|去掉|拿掉|划掉)|"
    r"(?:那条|這條|这条)(?:记忆|记录|备忘)?[^。！？]{0,4}(?:清掉|抹掉|划掉|删掉|去掉)|"
    r"(?:記憶|記録|メモ)(?:から|を)[^。！？]{0,20}?(?:消して|消しといて|消しておいて|削除して|外して|捨てて|抹消)|"
    r"(?:기억|기록|메모)에서\s*(?:빼|지워|지우|삭제|없애)"
)
FROM_MEMORY_VERB = "forget from memory"  # a verb of forgetting: what it removes is a memory, not anything
# Verbs a slip of one letter is read as: a letter left out, doubled or two swapped ("forgt", "forgett", "vergis",
# "oubli", "delte"); never a letter changed ("forgot", "oublié") or one added at the end ("forgets", "olvidas").
_SLIPPED_VERBS = ("forget", "vergiss", "oublie", "olvida", "delete", "efface", "supprime", "erase")
_LATIN_WORD = re.compile(r"\b[a-zà-ÿß]{4,9}\b")


# A question how to delete: "기억한 거 어떻게 지워?", "how do I delete my data?" asks for instructions, not for a deletion.
_HOW_TO = re.compile(
    r"\b(?:how (?:do|can|would) (?:i|we|you)|how to|c[óo]mo (?:se )?(?:puedo|hago|borro|elimino)|wie (?:kann|l[öo]sche) ich|"
    r"comment (?:je |on )?(?:peux|fait|efface|supprime))\b|어떻게|怎么|怎樣|怎样|如何|どうやって|どうすれば"
)


def _inside(match: re.Match[str], spans: list[tuple[int, int]]) -> bool:
    """Whether the match starts inside one of the spans (a quotation's)."""
    return any(start < match.start() < end for start, end in spans)


@lru_cache(maxsize=1024)  # read twice for each message: by the forget cue, then by the forget shape
def forget_verb(text: str) -> tuple[str, str] | None:
    """The verb of a request to forget and the part of `text` that names what to forget (after a verb that opens a
    clause, before one that ends it); None without such a verb. `text` is NFKC and case folded."""
    text = _LATIN_WORD.sub(lambda word: _slipped(word.group(0)), text)
    if _HOW_TO.search(text) and text.rstrip(" ~!！").endswith(("?", "？")):
        return None  # "기억한 거 어떻게 지워?": a question how, no request
    quoted = quotations(text)  # a verb inside a quotation is what someone says: 'he typed "forget it" and left'
    lead = next((m for m in _FORGET_LEAD.finditer(text) if not _inside(m, quoted)), None)
    found_tails = [*_FORGET_TAIL.finditer(text), *_FORGET_TAIL_UNMARKED.finditer(text)]
    tails = sorted((m for m in found_tails if not _inside(m, quoted)), key=lambda m: m.start())
    german_reminder = lead is not None and lead.group("verb") in _GERMAN_FORGET and _NICHT_LATER.match(text, lead.end())
    if lead and (_REMINDS.match(text, lead.end()) or german_reminder):
        return None  # "vergiss nicht, ...", "oublie pas ...", "vergiss deinen Pass nicht": a reminder, no forget
    if lead and not (lead.group("verb") == "把" and tails):  # "把那条删掉": the verb is the one at the end
        verb = lead.group("verb") or lead.group("asked")
        if removes_anything(verb) and _FROM_MEMORY.search(text):  # "veuillez retirer de votre mémoire …"
            return FROM_MEMORY_VERB, text
        return verb, text[lead.end() :]
    if (modal := _MODAL_THEN_INFINITIVE.search(text)) is not None:
        return modal.group("verb"), text[: modal.start("verb")]
    if tails:
        return tails[-1].group(0).strip(), text[: tails[-1].start()]
    taken = _VERB_AFTER_TOPIC.search(text)
    if taken is not None and not _inside(taken, quoted) and len(text[: taken.start()].split()) >= _TOPIC_WORDS:
        return taken.group("verb"), text[: taken.start()]
    return (FROM_MEMORY_VERB, text) if _FROM_MEMORY.search(text) else None


def names_a_chat_item(named: str) -> bool:
    """What the verb names is a photo, a message or a file of the chat, not something the bot remembers."""
    return _CHAT_ITEM.search(named[:40] if named[:1].isascii() else named[-40:]) is not None


def removes_anything(verb: str) -> bool:
    """The verb also removes things that are no memory ("clear the table", "quita la mesa", "예약 취소해 줘")."""
    return _ANY_REMOVAL.match(verb) is not None


def _slipped(word: str) -> str:
    """The verb `word` is a slip of, or `word`."""
    return next((verb for verb in _SLIPPED_VERBS if _one_slip(word, verb)), word)


def _one_slip(word: str, verb: str) -> bool:
    if word[0] != verb[0]:  # "rase" is no "erase"
        return False
    if len(word) == len(verb) - 1:  # a letter left out, but not a consonant at the end ("forge" is no "forget")
        dropped_last = word == verb[:-1]
        return any(verb[:i] + verb[i + 1 :] == word for i in range(len(verb))) and (
            not dropped_last or verb[-1] in "aeiou" or verb[-1] == verb[-2]
        )
    if len(word) == len(verb) + 1:  # a letter doubled ("forgett", "deleete")
        return any(word[:i] + word[i + 1 :] == verb and word[i] == word[i - 1] for i in range(1, len(word)))
    if len(word) == len(verb) and word != verb:  # two neighbours swapped ("delte" is a letter left out; "foregt")
        return any(word == verb[:i] + verb[i + 1] + verb[i] + verb[i + 2 :] for i in range(len(verb) - 1))
    return False


# A request to forget what the speaker has just said, pointed at and not named: "forget that", "scratch that",
# "olvídalo", "das eben wieder vergessen", "oublie ce que je viens de dire", "今のなし", "刚才那条别记了", "방금 거 지워".
# Not "forget that <fact>" (a clause follows: "don't forget that Ken is vegan" asks to keep it), a reminder, or "forget
# it" (as often "never mind").
_LAST_SAID = re.compile(
    r"(?<![a-z'])(?:forget|scratch|delete|drop|remove|ignore|undo) (?:that|this|the last (?:one|thing|note)|"
    r"what i (?:just )?(?:said|told you))(?:\s*(?:pls|please|plz|thx|thanks|lol|nvm|sorry|too))*\s*(?:$|[.,!;:)\n]|"
    r"[\U0001F300-\U0001FAFF])"
    r"|(?<![a-zà-ÿ])(?:olv[ií]dalo|olvida (?:eso|lo último|lo que (?:te )?acabo de decir)|b[oó]rralo|borra (?:eso|lo último))"
    r"|(?<![a-zà-ÿ])(?:das (?:eben|gerade|letzte)\b[^.!?\n]{0,30}\b(?:vergessen|löschen|streichen)|"
    r"(?:vergiss|lösch|streich) (?:das|es) (?:eben|gerade|wieder)\b)"
    r"|(?<![a-zà-ÿ])(?:oublie|efface|laisse tomber|supprime) (?:ça|ce que je viens de (?:dire|te dire)|le dernier|"
    r"la dernière)(?![a-zà-ÿ])"
    r"|(?:今の|さっきの)(?:は|やつ|メモ)?(?:なし|ナシ|無し|忘れ|消し|取り消)"
    r"|(?:刚才|刚刚|上一条)(?:那条|那个|说的|的)?(?:别记|不要记|不用记|不算|删|忘)"
    r"|(?:방금|아까)\s?(?:거|그거|말한\s?거|한\s?말)?\s?(?:잊어|지워|취소)",
    re.IGNORECASE,
)
_REMINDING = re.compile(r"\b(?:don'?t|do not|never)\s+forget\b|\bvergiss (?:das )?nicht\b|n'oublie pas|no (?:te )?olvides")


def forgets_the_last(text: str) -> bool:
    """The message asks to forget what its speaker just said, pointing at it ("forget that", "今のなし") and naming
    nothing else."""
    return _LAST_SAID.search(text) is not None and _REMINDING.search(text) is None
