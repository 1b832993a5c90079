"""Where a member lives and where they work: two slots of one person, each said in a closed class of words (pure).

"兄は大阪に住んでいます" and "兄は大阪の法律事務所に勤めています" share a person and a city and are both true: a home is
no place of work. The words that say each, and that one of them changed (moved house; left or started a job), are
read here by the structures of a move (`relocations`), of a job (`jobs`) and of another slot (`other_slot`).
"""

from __future__ import annotations

import re

# Where one lives: "live in", "based in", "vivo en", "wohne in", "j'habite à", "住在", "に住んでる", "살아" (not 살아남,
# "survives").
LIVES = re.compile(
    r"\b(?:i live|i'm based|we live|i reside|reside[sd]? in|live[sd]? in|vivo en|vivimos en|resido en|viv[eo]n? en|"
    r"viviendo en|wohne?n?|"
    r"wohnt|j'habite|on habite|nous habitons|habite à|je réside|je vis à|vit à|vivent à)\b|住在|我住|住喺|家在|居住在|"
    r"に住|住んで|在住|住み(?:です|だ|(?=[〜~ー！!。\s]|$))|"
    r"살아(?!남)|살고|사는|거주",
    re.IGNORECASE,
)
# Past and done: "moving to Berlin next month" is a plan, and the older statement holds until it happens.
MOVED_HOME = re.compile(
    r"\b(?:moved (?:to|into|in)|relocated|settled in|me mud[ée]|nos mudamos|me he mudado|nos hemos mudado|"
    r"(?:me|nos) (?:he|hemos) trasladado|me trasladé|nos trasladamos|"
    r"(?:me|nos) (?:he|hemos) ido a vivir|instalad[oa]s? en|umgezogen|gezogen|emménag[ée]e?s?|d[ée]m[ée]nag[ée]e?s?|"
    r"install[ée]e?s? à)\b|搬到.{0,12}了|已经搬|刚搬|搬完家|搬家了|搬屋|已迁居|迁居到?|"
    r"引っ越し(?:ました|た|てきた|(?:が)?終わ|完了)|転居|이사(?:했|하였|\s?왔|\s?옴|함|(?:\s?(?:드디어|다|완전))?\s?(?:완료|끝))|"
    # the first night in the new home: "first night in my new flat", "primera noche en mi piso de Sevilla", "erste Nacht
    # in der neuen Bude", "premier dodo dans mon nouvel appart"
    r"\bfirst night (?:in|at) (?:my|our) new\b|\bprimera noche en (?:mi|el|nuestro) (?:nuevo )?(?:piso|casa|apartamento)\b|"
    r"\berste nacht in (?:der|meiner|unserer) neuen\b|\bprem(?:ier|ière) (?:nuit|dodo) dans (?:mon|notre|le) nouvel?\b|"
    # the move finished: the boxes unpacked, the keys in hand, settled in ("done unpacking in Jersey City", "Kisten sind
    # ausgepackt", "家终于搬完了", "j'ai les clés de l'appart à Nantes", "ya estoy instalada en Madrid")
    r"\b(?:done unpacking|finished unpacking|unpacked the last box|packed the last box|settled into (?:my|our) new|"
    r"kisten sind (?:alle )?ausgepackt|(?:j'ai|on a) (?:enfin )?les cl[ée]s de (?:l'appart|la maison|notre|mon)|"
    r"premier soir dans (?:mon|notre) (?:nouvel )?appart|ya estoy instalad[oa] en)\b|搬完了|引っ越して[一二三1-3]週間|"
    # a stay counted since arriving, still going: "福岡来て3ヶ月", "대전 온 지 한 달", "来成都半年了", "3 months in Denver",
    # "llevo dos años en Cádiz", "seit drei Monaten in Hamburg", "ça fait six mois à Lille"
    r"(?:来て|越して|移って)(?:もう|まだ)?[0-9一二三四五六七八九十数半]+(?:ヶ月|か月|カ月|年|週間)|"
    r"(?:온|이사\s?온|내려온|올라온|넘어온)\s?지\s?(?:벌써\s?|이제\s?)?[0-9한두세석네넉일이삼사오육칠팔구십]+\s?(?:달|개월|년|주)|"
    r"(?:来|搬来|搬到)[^，。,\s]{1,8}(?:已经|都|快)?[0-9一二三四五六七八九十两半几]+(?:个)?多?(?:月|年|周|星期)|"
    r"在[^，。,\s]{1,8}住了(?:快)?[0-9一二三四五六七八九十两半几]+(?:个)?多?(?:月|年)|"
    r"\b(?:[0-9]+|one|two|three|four|five|six|a few|a couple of) (?:weeks?|months?|years?) in (?-i:[A-Z])|"
    r"\bllev(?:o|amos) (?:ya )?(?:\w+ )?(?:mes(?:es)?|años?|semanas?) (?:viviendo )?en\b|"
    r"\bseit (?:\w+ )?(?:monaten|jahren|wochen|monat|jahr) (?:in|im)\b|"
    r"\b(?:ça fait|depuis) (?:\w+ )?(?:mois|ans|semaines) (?:à|a|en|au)\b|"
    # a stay counted here, where the message names the new place: "Manchester has rained … since we got here", "Bilbao me
    # tiene enamorada, ya llevo dos meses aquí", "Nantes …, ça fait 2 mois que je suis là", "hätte ich mal früher
    # herziehen sollen"
    r"\bsince (?:we|i) (?:got|moved|came) (?:here|over)\b|"
    r"\bllev(?:o|amos) (?:ya )?(?:\w+ )?(?:mes(?:es)?|años?|semanas?) aqu[íi]\b|"
    r"\bça fait (?:\w+ )?(?:mois|ans|semaines) que (?:je suis|j'habite|on est|je vis|on vit) (?:là|ici)\b|"
    r"\bseit (?:\w+ )?(?:monaten|wochen|jahren) hier\b|\bhergezogen\b|\bherziehen sollen\b",
    re.IGNORECASE,
)
# Where one works: "work at", "在…上班", "で働いて", "에서 일해", "trabajo en", "arbeite bei", "travaille chez".
WORKS = re.compile(
    r"\b(?:i work|i'm working|work (?:at|for)|works (?:at|for)|i'm an? (?:[\w-]+ ){1,3}at|i'm on the (?:\w+ ){1,2}team at|"
    r"employed (?:at|by)|trabaj[oa] (?:en|de|como)|desempeño (?:mis funciones|mi labor) en|"
    r"curr[oa] (?:en|de)|estoy de \w+ en|arbeite(?:t)? (?:\w+ )?(?:bei|als|im|in der)|bin (?:\w+ )?bei|"
    r"(?:bin|ist) (?:\w+ )?(?:bei|in) (?:der |dem |einer |einem )?[\w-]+ (?:\w+ ){0,2}tätig|"
    r"travaille (?:\w+ )?(?:chez|à|au|aux|comme)|(?:suis|est) (?:\w+ )?en poste (?:chez|à|au)|"
    r"bosse (?:chez|à|comme))\b|\bje suis chez (?-i:[A-Z])"
    r"|在[^，。,]{1,12}(?:上班|工作|做|实习|担任|执业)|就职于|で働い|でバイト|に勤め|勤務|"
    r"에서 일해|에서 일하|에 다녀|에 다니|재직|"
    r"(?<![가-힣])[가-힣A-Za-z]{2,8}\s?다녀(?![왔오])|다닙니다|[가-힣A-Za-z]{2,8}\s?다니잖아|"
    # a company in katakana or Latin letters, then what one does there: "パナソニックで電池の開発してる"
    r"[ァ-ヶーA-Za-z]{2,12}で[^\s、。]{1,8}?(?:して|やって)(?:る|ます)",
    re.IGNORECASE,
)
# A job left or started, done: "quit", "first week at", "离职了", "入社し", "입사했", "empecé en", "gekündigt", "quitté",
# "출근 첫 주".
LEFT_OR_STARTED = re.compile(
    r"\b(?:quit|resigned|left my job|got a new job|new job at|first (?:week|day|month) (?:as|at)|just joined|joined|started at|"
    # the first days at a new one: "primer mes en BBVA", "erste Woche bei SAP", "premier jour chez Decathlon"
    r"primer (?:d[íi]a|mes|semana) (?:en|como)|primera semana (?:en|como)|erste[nr]? (?:tag|woche|monat) (?:bei|als)|"
    r"premi(?:er|ère) (?:jour|mois|semaine) (?:chez|comme)|"
    r"bin seit \w+ (?:bei|im|in der)|"
    r"last day at|handed in my (?:notice|resignation|badge)|[úu]ltimo d[íi]a en|letzter tag bei|dernier jour chez|"
    r"dej[ée] (?:el|la|mi)|renunci[ée]|he dejado|empec[ée] (?:en|a trabajar)|nuevo (?:curro|trabajo)|"
    r"gek[üu]ndigt|aufgeh[öo]rt|angefangen (?:bei|als)|neuen job|ist geschichte|"
    # "commencé à" a place, not "je commence à 7h" (a time: when a shift starts)
    r"quitt[ée]|d[ée]missionn[ée]|commenc[ée] chez|commencé à(?!\s*\d)|nouveau (?:boulot|taf|job)|"
    # an offer taken, a post joined: "accepted a position at KPMG", "me incorporo al BBVA", "wechsle zu SAP",
    # "je rejoins Danone"
    r"accepted (?:a|an|the) (?:position|job|offer|role)|taken (?:a|an|the) (?:position|job|role)|"
    r"me incorporo|me he incorporado|wechsle (?:ich )?zu|gewechselt zu|je rejoins|j'ai rejoint|verst[äa]rke ich|"
    r"joining (?=(?-i:[A-Z]))|"
    # weeks into a new one: "second week at Stripe", "zweite Woche jetzt", "segunda semana ya", "deuxième semaine chez"
    r"(?:second|third|2nd|3rd) (?:week|month) (?:at|as|in)|(?:zweite|dritte) (?:woche|monat) (?:jetzt|bei|schon)|"
    r"(?:segunda|tercera) semana (?:en|ya)|(?:deuxième|troisième) semaine (?:chez|déjà))\b"
    # "メルカリ入って1ヶ月", "입사 2주차", "入职两周"
    r"|入って(?:\d+|[一二三])(?:ヶ月|か月|カ月|週間)|입사\s?\d+(?:주차|개월|일차)|入职(?:\d+|[一两三])(?:天|周|个月)"
    r"|离职了|辞职了|离职|辞职|跳槽到|跳槽了|入职了|入职|已(?:正式)?加入|最后一天在|报到了|辞めた|辞めました|退職(?:し|いたし)|転職(?:し|いたし)|入社(?:し|いたし)|働き始め|最終出社|퇴사했|"
    r"퇴사함|그만뒀|이직했|입사했|마지막 출근|첫 출근|출근 첫 (?:날|주)|入社初日|初出勤|出勤初日|上班第一天|入职第一(?:天|周)|"
    r"接受了?[^，。,]{0,10}offer|拿到了?[^，。,]{0,10}offer|勤務することになりました|働くことになりました|출근하게\s?(?:되었|됐)",
    re.IGNORECASE,
)


def home_and_work_apart(old: str, new: str) -> bool:
    """One statement says where its subject lives and the other where they work, neither says both, and the newer
    says no move or change of job: two slots ("I live in Reading" / "I work in London though")."""
    lives_old, works_old = LIVES.search(old) is not None, WORKS.search(old) is not None
    lives_new, works_new = LIVES.search(new) is not None, WORKS.search(new) is not None
    if lives_old and not works_old and works_new and not lives_new:
        return MOVED_HOME.search(new) is None
    if works_old and not lives_old and lives_new and not works_new:
        return LEFT_OR_STARTED.search(new) is None
    return False
