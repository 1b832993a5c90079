"""A request to remember said in a clause of its own, anywhere in the message (pure).

"Nadia's on nights from Monday. make a note of that", "记在心里哈：大伟怕狗", "hold onto this for me: Yusuf's
kid is called Amir": no cue verb `memory.request_cue` knows stands where requests usually put one, yet one
short clause asks and the rest is the fact. Structure only offers the splits (a clause set off by punctuation,
the rest left to store); the request classifier's clause model judges from the clause's and the message's
vectors whether that clause asks the bot to keep the rest, so a verb or an idiom nobody listed is still read.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .intent import has_content
from .request_cue import (
    MAX_REQUEST_CHARS,
    calls_a_group,
    calls_someone,
    has_words,
    not_to_the_bot,
    only_calls_the_bot,
    opens_with_a_question_word,
    read_request,
    tidy_content,
)
from .text import spans_between

MAX_CLAUSE_CHARS = 40  # a clause that asks is short; a longer one is content
# Where a clause ends: a colon, a full stop, a comma, an exclamation, a dash set off by spaces, a tilde, a new line.
_BOUNDARY = re.compile(r"\s*(?:[:：;；。!！~〜\n]+|[,，、]|\s[—–-]+\s|\.(?:\s|$))\s*")
_EDGE = " ,，、:：;；-—–"
_ASKS = re.compile(r"[?？]\s*$")
# A clause that asks for a reminder or an alarm ("设个提醒", "set a reminder", "リマインダー設定して", "알림 설정해 줘",
# "pon un recordatorio", "stell eine Erinnerung", "mets un rappel"): a reminder set for later, which the bot does not
# keep, so the message offers no clause as a request to remember.
_SETS_A_REMINDER = re.compile(
    r"(?:设|設|定)(?:个|個|一个|一個)?(?:提醒|闹钟|鬧鐘)|提醒我|リマインダ|リマインド|アラーム|알림|알람|리마인더|"
    r"\b(?:set|add|create|make)\s+(?:a|an|me a)?\s*(?:reminder|alarm)|\bremind me\b|recordatorio|alarma|"
    r"erinnerung|wecker|erinnere mich|\brappel\b|rappelle-moi|\balarme\b",
    re.IGNORECASE,
)


# A clause whose subject is the speaker, or that says they must: "我得记一下", "faut que je le note quelque part",
# "I need to write this down", "ich muss mir das merken". They note it themselves; nothing is asked of the bot.
_SPEAKER_ACTS = re.compile(
    r"(?:(?:il )?faut que (?:je|j')|j'|je |i (?!would\b|'d\b)|i'(?:ll|m|ve) |ich |yo |tengo que |me tengo que |"
    r"我(?!们)|私|僕|俺|(?:나|내가|제가|저는|난)\s|"
    # an English clause opening with a verb in -ing reports what the speaker is doing: "saving this to my phone notes"
    r"[a-z]{2,}ing\b)",
    re.IGNORECASE,
)
# A clause that opens with a condition supposes, it does not ask: "もしボットが全部覚えてたら、…", "if the bot kept all this, …".
_CONDITION = re.compile(r"\W*(?:(?:if|wenn|falls)\b|如果|要是|假如|万一|もし|만약|만일)", re.IGNORECASE)
# A clause that only says what follows is for the readers' information ("For your information, the invoice was settled
# on 2 May.", "Zur Info:", "Pour information,", "참고로"): a notice, nothing asked of the bot.
_FOR_INFORMATION = re.compile(
    r"\W*(?:fyi|for your (?:information|info|reference)|just so you know|zur (?:info|information|kenntnis)|"
    r"pour (?:info|information)|para (?:su|tu) (?:información|conocimiento)|à titre d'information|供参考|仅供参考|"
    r"ご参考まで(?:に)?|참고로)\W*",
    re.IGNORECASE,
)
_HANGUL_SYLLABLE = re.compile("[\uac00-\ud7a3]")
_FINAL_M = "\u11b7"  # ㅁ closing a syllable, as its letters (NFD) write it


def _ko_noted(clause: str) -> bool:
    """A Korean clause ending in a noun form of its verb, a syllable closed by ㅁ ("적어둠", "저장함", "메모했음"): it notes
    what is done, as a memo does; a request ends in an asking form (해, 줘, 둬, 하세요)."""
    last = clause.rstrip(" .!~…ㅋㅎ")[-1:]
    return bool(_HANGUL_SYLLABLE.fullmatch(last)) and unicodedata.normalize("NFD", last).endswith(_FINAL_M)


# A negation in the clause, and a verb of forgetting: "don't forget", "别忘了", "que no se te pase" ask to keep;
# "no recuerdes esto", "这个不用记", "이건 기억 안 해도 돼", "das musst du dir nicht merken" ask not to.
_NEGATED = re.compile(
    r"\b(?:no|not|don'?t|do not|never|nicht|kein\w*|pas|jamais|nunca|ni)\b|不用|不要|别|不必|没必要|안\s|않아도|말고|"
    r"なくて|いらない|しないで",
    re.IGNORECASE,
)
_FORGETTING = re.compile(r"forget|slip your mind|olvid|se te pase|vergiss|vergess|entf[äa]ll|oubli|échappe|忘|잊", re.IGNORECASE)


@dataclass(frozen=True)
class ClauseSplit:
    """One way to read a message: `clause` asks, `content` is what would be stored."""

    clause: str
    content: str
    labels: bool = False  # the clause opens the message and a colon follows it: "log it: I ran 10k in 52 minutes"


def _clauses(text: str) -> list[tuple[int, int]]:
    return spans_between(text, (boundary.span() for boundary in _BOUNDARY.finditer(text)))


def clause_splits(message: str) -> list[ClauseSplit]:
    """The `clause_readings` of a message `read_request` did not judge (the service reads both once, in turn)."""
    return [] if read_request(message).judged else clause_readings(message)


def clause_readings(message: str) -> list[ClauseSplit]:
    """Each short clause of a message that could be the request, with the rest as its content; none for a
    message that is said to someone else or is too long to be a request. A message that asks offers only its last
    clause, the question, after the fact ("Our landlord's number is 555-0147. Can you keep that on file?"); a
    question alone offers nothing ("Can you remember stuff between chats?"). A clause after a
    member's name or calling the group is not offered; one that only calls the bot ("Bot, ...") is neither
    offered nor stored."""
    text = re.sub(r"[ \t]+", " ", unicodedata.normalize("NFKC", message)).strip()
    if len(text) > MAX_REQUEST_CHARS or not_to_the_bot(text):
        return []
    clauses = _clauses(text)
    asked = _ASKS.search(text) is not None
    if asked and len(clauses) < 2:
        return []  # a question alone asks about what it says
    if any(_SETS_A_REMINDER.search(text[start:end]) for start, end in clauses):
        return []  # a reminder asked for: "机器人，设个提醒：周五下午三点开周会"
    calls = [span for span in clauses if only_calls_the_bot(text[span[0] : span[1]])]
    splits = []
    for start, end in clauses:
        if (start, end) in calls or end - start > MAX_CLAUSE_CHARS or _FOR_INFORMATION.fullmatch(text[start:end]):
            continue
        if asked and (start, end) != clauses[-1]:
            continue  # a message that asks offers only its question, after the fact: "… 555-0147. Can you keep that?"
        if calls_someone(text[:start].casefold()) or calls_a_group(text[:end]) or _SPEAKER_ACTS.match(text, start):
            continue
        if _ko_noted(text[start:end]) or _CONDITION.match(text, start):
            continue
        if _NEGATED.search(text, start, end) and not _FORGETTING.search(text, start, end):
            continue  # "@bot no recuerdes esto, …", "这个不用记，…": it asks not to keep (not forgetting is asked)
        content = tidy_content(_without(text, sorted([*calls, (start, end)]), _kept_from(text, clauses, (start, end))))
        if has_words(content) and has_content(content) and not opens_with_a_question_word(content):
            splits.append(ClauseSplit(text[start:end], content, _labels(text, clauses, (start, end), calls)))
    return splits


_COLON = re.compile(r"\s*[:：]")


def _labels(text: str, clauses: list[tuple[int, int]], clause: tuple[int, int], calls: list[tuple[int, int]]) -> bool:
    """Whether the clause opens the message, but for a call of the bot, and a colon follows it: it labels what follows."""
    first = next((span for span in clauses if span not in calls), None)
    return clause == first and _COLON.match(text, clause[1]) is not None


# A clause that asks about what was said before it: "make a note of that", "merk dir das", "それメモして", "그거 기억해".
# ("this", "これ", "이거", "这个" point either way: "hold onto this, Ana lands at 6" points at what follows.)
_POINTS_BACK = re.compile(r"\b(?:that|it|ça|cela|das|eso|lo)\b|それ|その|그거|그것|那个|那件", re.IGNORECASE)


def _kept_from(text: str, clauses: list[tuple[int, int]], asking: tuple[int, int]) -> int:
    """Where the content starts: after an asking clause in the middle of the message that points at nothing before it,
    when what follows says something ("so tired today lol, bot note this down, Ana's flight lands at 6"); the chat
    before it is no part of the request. Else at the start."""
    start, end = asking
    if asking in (clauses[0], clauses[-1]) or _POINTS_BACK.search(text[start:end]):
        return 0
    after = tidy_content(text[end:])
    return end if has_words(after) and has_content(after) else 0


def _without(text: str, spans: list[tuple[int, int]], kept_from: int = 0) -> str:
    """`text` from `kept_from` with the clauses at `spans` (in order) cut out, the pieces joined by a space."""
    pieces, last = [], kept_from
    for start, end in spans:
        if end <= kept_from:
            continue
        pieces.append(text[last:start])
        last = end
    pieces.append(text[last:])
    return " ".join(piece.strip(_EDGE) for piece in pieces if piece.strip(_EDGE))
