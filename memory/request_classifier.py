"""Whether a chat message asks to remember, to forget, or neither: a learned model over its vector (pure).

Multinomial logistic regression on the multilingual model's query vector and a few structural
features (where `memory.request_cue` found a request cue, whether the message asks a question,
whether anything is left to store), trained on the dev split of the intent corpus by
`bench.train_intent`. Structure cuts out what to store; the model judges whether the message is a
request at all: "remember to drink water everyone", "Remember the Name is my gym song" and
"keep in mind I'm just guessing" carry a cue and content, and are no request. Its thresholds were
chosen so that no dev message that is no request, scored by a model that never saw it, is stored.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import numpy as np
from numpy.typing import NDArray
from pydantic import BaseModel, ConfigDict, Field, model_validator

from .fact_sentence import fact_sentence
from .forget_words import forget_verb, forgets_the_last, names_a_chat_item, removes_anything
from .intent import EmptyRequest, RememberIntent, asks_nothing, classify, has_content, only_hedges, unfinished
from .request_clauses import ClauseSplit
from .request_content import SegmentModel, kept, segment_features, segments
from .request_cue import RequestCue, addressee, calls_a_group, names_the_bot, points_at_own_words, tidy

LABELS = ("remember", "forget", "none")
Label = Literal["remember", "forget", "none"]

CUE_SCALE = 0.5  # a structural feature's value when present: stores more dev requests (cross-validated) than 1 or 2


def _folded(message: str) -> str:
    """The message as the verbs of forgetting are read: NFKC, trimmed, case folded."""
    return unicodedata.normalize("NFKC", message).strip().casefold()


@lru_cache(maxsize=256)  # a message's features, its forget bar and its vetoes each ask it
def _forget_verb(message: str) -> tuple[str, str] | None:
    """`forget_words.forget_verb` of the folded message."""
    return forget_verb(_folded(message))


def forget_cue(message: str) -> float:
    """`CUE_SCALE` when a verb of forgetting asks (`forget_words.forget_verb`), else 0: the model weighs it; it decides
    nothing alone ("I forgot my umbrella" has no such verb, "forget it, never mind" is weighed)."""
    return CUE_SCALE if _forget_verb(message) is not None else 0.0


def asks(message: str) -> bool:
    """Whether the message ends as a question ("?", "吗", "呢")."""
    return unicodedata.normalize("NFKC", message).rstrip(" !~").endswith(("?", "吗", "嗎", "么", "麼", "呢"))


STRUCTURE_FEATURES = 10  # what `request_features` reads beside the vector


def request_features(message: str, vector: NDArray[np.float32], cue: RequestCue | None) -> NDArray[np.float64]:
    """What the classifier reads: the message's query vector, the forget cue, where a request cue stands and whom it addresses."""
    to = addressee(message, "" if cue is None else cue.content)
    structure = (
        forget_cue(message),
        CUE_SCALE * (cue is not None and cue.position == "lead"),
        CUE_SCALE * (cue is not None and cue.position == "tail"),
        CUE_SCALE * (asks(message) and not (cue is not None and cue.favour)),  # a favour asked as a question is no question
        CUE_SCALE * (cue is not None and has_content(cue.content)),
        CUE_SCALE * to.bot,
        CUE_SCALE * to.others,
        CUE_SCALE * to.you_in_content,
        CUE_SCALE * (cue is not None and cue.told),
        CUE_SCALE * points_at_own_words(message),
    )
    return np.append(np.asarray(vector, dtype=np.float64), structure)


Shape = Literal["told", "other"]


# English "that" / "this" also points at a thing ("remember that song", "remember that time we ..."): it opens a
# clause only when a subject follows: a pronoun, a determiner, a possessive, a name or a number.
_AMBIGUOUS_POINTER = re.compile(r"(?:that|this|it)$")
_SUBJECT = re.compile(
    r"(?:i|i'm|i've|i'd|i'll|im|my|me|we|we're|our|you|your|u|ur|he|he's|she|she's|they|they're|their|his|her|it|it's|its|"
    r"there|the|a|an|no|every|all|both)\b|\w+'s\b|[A-Z0-9]",
)


def cue_shape(cue: RequestCue) -> Shape:
    """A "told" cue opens the message, points at a statement that follows ("remember that I ...",
    "note:", "merk dir, dass", "记住我…") and asks no question but a favour ("能帮我记一下…吗"): the wording
    alone says it is a request, so the vector needs a lower bar than for a cue at the end or a bare verb
    ("remember the name is my gym song")."""
    if cue.position != "lead" or not (cue.told or cue.favour) or (cue.question and not cue.favour):
        return "other"
    if _AMBIGUOUS_POINTER.search(cue.told_by) and ":" not in cue.told_by and not _SUBJECT.match(cue.content):
        return "other"
    return "told"


ForgetShape = Literal["named", "unnamed", "verbless"]

# What a request to forget names: the speaker's own thing ("my old address", "mi dirección"), a thing with an
# article or a clause ("the note", "la nota", "que teletrabajo", "what I said"), or a topic marked as such
# ("その話は", "金曜の件", "그 얘기", "那条备忘"). "forget it", "olvídalo, no pasa nada", "忘了吧" name nothing: a
# shrug, not a request.
_NAMES_A_THING = re.compile(
    r"\b(?:my|our|the|what|everything|anything|about|mi|mis|lo de|lo que|la|el|los|las|todo|que|"
    r"mon|ma|mes|le|les|l'|ce que|qu'|tout|mein\w*|die|den|der|das mit|was|alles|dass)\b|"
    r"我的|我说|的事|那条|那個|那个|那條|备忘|记录|关于|^\s*我(?=[^\s，。,]{2})|"  # "我住在朝阳": a fact of the speaker's
    r"の(?:話|件|こと|メモ|情報|やつ)|[をは]|"
    r"얘기|메모|정보|[그이저]거|(?:던|한|된)\s*[거건]|[은는을를](?=\s)|(?:^|\s)(?:내|제|나의|저의)\s"
)
# A forget verb denied or the speaker's own: "못 잊어" (I can't forget it), "vergiss mich nicht", "忘れられない".
_NOT_A_FORGET = re.compile(r"못\s*잊|안\s*잊|\bnicht\b|\bpas\b|\bnot\b|\bnever\b|别(?!再)|不要(?!再)|忘れ(?:ない|られない)")


def forget_shape(message: str, cue: RequestCue | None) -> ForgetShape:
    """A "named" forget asks with a verb of forgetting (`forget_cue`) for a thing it names, speaks to no one
    else and denies nothing: the wording alone already says it is a request to forget. An "unnamed" one has
    the verb and names nothing, or is denied or speaks to others: "forget it", "忘れて、大したことじゃない" (a
    shrug), where the vector must be surest. A "verbless" message has no such verb (or has a request cue):
    the vector alone judges it, and the shrugs' idioms do not raise its bar."""
    text = _folded(message)
    found = _forget_verb(message)
    if cue is not None or found is None:
        return "verbless"
    verb, named = found
    if removes_anything(verb) or _NOT_A_FORGET.search(text) or addressee(message, "").others:
        return "unnamed"
    return "named" if points_at_own_words(message) or _NAMES_A_THING.search(named) else "unnamed"


# Keeping denied beside venting: "ボット、今のは保存しないで。ただの愚痴だから", "bot no guardes esto, solo me estoy
# desahogando" ask that this outburst not be kept, which nothing did; no stored memory is asked to go.
_KEEP_DENIED = re.compile(
    r"\b(?:don'?t|do not) (?:save|store|keep|remember|record)|no guardes|no (?:lo )?apuntes|speicher\w* (?:das|es) nicht|"
    r"merk dir das nicht|nicht (?:speichern|merken|notieren|aufschreiben|festhalten)|"
    r"(?:ne )?(?:retiens|garde|note|enregistre) pas|保存しないで|記録しないで|覚えなくて(?:いい|大丈夫)|"
    r"メモしないで|别记|不用记|不要记|저장하지\s*마|기억하지\s*마",
    re.IGNORECASE,
)
# Said to hold no longer: a keeping denied from now on is a forget ("you don't need to remember my schedule anymore",
# "航班那个不用记了").
_ANY_MORE = re.compile(
    r"\b(?:anymore|any more|no longer|nicht mehr|plus|ya no|no más)\b|不用再|不再|(?:记|記)(?:着)?了|别记着|もう|더 이상|이제",
    re.IGNORECASE,
)
# "This" as what keeping is denied of, next to the denial: shortly before it ("das bitte nicht speichern", "これは記録しないで",
# "이건 기억하지 마") or right after it ("don't save this", "no guardes esto"): the words said now, nothing kept before.
_THIS = re.compile(r"\b(?:this|das|dies|esto|ça|ca|cela)\b|이건|이거|这个|这句|これ|今の|いまの", re.IGNORECASE)
_RIGHT_AFTER_THIS = re.compile(rf"\s*(?:{_THIS.pattern})", re.IGNORECASE)
THIS_READ = 16  # characters read before the denial for "this"


def _denies_keeping_this(text: str) -> bool:
    """Keeping is denied of what is said now ("this"), not said to end: nothing kept before is asked to go."""
    denied = _KEEP_DENIED.search(text)
    if denied is None or _ANY_MORE.search(text):
        return False
    before = _THIS.search(text, max(0, denied.start() - THIS_READ), denied.start())
    return before is not None or _RIGHT_AFTER_THIS.match(text, denied.end()) is not None


# Consolation: a friend told a person or a worry is not worth it ("olvídalo tía, no merece la pena", "vergiss den Typen,
# der ist es nicht wert", "laisse tomber, oublie cette histoire de partiel"): nothing the bot keeps is asked to go.
_CONSOLES = re.compile(
    r"\b(?:not worth it|no (?:merece|vale) la pena|(?:ist|sind) (?:es )?nicht wert|es nicht wert|"
    r"(?:ça |ca )?(?:ne )?vaut pas (?:le coup|la peine)|laisse tomber)\b|"
    r"不值得|别在意|別在意|気にしないで|価値ない|신경\s?쓰지\s?마|그럴\s?가치",
    re.IGNORECASE,
)
# A person told to be forgotten, in the clause of the verb and nothing else but a determiner or an adverb: "vergiss den
# Typen", "forget him", "oublie ce mec", "olvídate de ese tío", "그런 놈은 빨리 잊어라", "あいつのことは忘れな": advice to
# a member, nothing the bot keeps ("forget the guy's number" names a thing beside him).
_A_PERSON = re.compile(
    r"\b(?:him|her|(?:that|the|this) (?:guy|girl|dude|jerk)|your ex|den (?:typen|kerl)|ihn|deinen ex|ce (?:mec|type|con)|"
    r"ton ex|lui|(?:de |a )?(?:ese|este) (?:t[íi]o|tipo|idiota|imb[ée]cil)|(?:de |a )?tu ex|(?:de |a )?(?:él|ella))\b|"
    r"那个人|那个男的|那个女的|渣男|前任|あいつ|あの人|元彼|元カノ|그런\s?놈|그\s?놈|그\s?사람|그\s?남자|그\s?여자|걔|전남친|전여친",
    re.IGNORECASE,
)
_BESIDE_A_PERSON = re.compile(
    r"\b(?:just|already|now|quickly|de una vez|ya|endlich|einfach|schnell|vite|déjà)\b|빨리|그냥|이제|걍|좀|은|는|을|를|"
    r"のこと|こと|は|を|早く|もう|吧|快|赶紧|了|[\s\W]",
    re.IGNORECASE,
)


def _forgets_a_person(named: str) -> bool:
    """The clause next to the verb of forgetting names a person and nothing else (`_A_PERSON`)."""
    clauses = _CLAUSE_END.split(named)
    return any(
        _A_PERSON.search(clause) is not None and not _BESIDE_A_PERSON.sub("", _A_PERSON.sub("", clause))
        for clause in {clauses[0], clauses[-1]}
    )


_VENTING = re.compile(
    r"\b(?:venting|vent|rant(?:ing)?|desahog\w*|dampf ablassen|r[âa]le|coup de gueule)\b"
    r"|愚痴|吐槽|发牢骚|牢骚|푸념|하소연|넋두리",
    re.IGNORECASE,
)


_CLAUSE_END = re.compile(r"[,，、;；.。!！?？]")
# What is left to keep opens by asking the bot to act: "请帮我查询…", "can you book …", "por favor busca …".
# A word of keeping, which such a request may ask for after all: "bitte hinterlegen Sie, dass …", "please log that …".
_KEEPING = re.compile(
    r"\b(?:keep|note|log|record|save|store|remember|hinterleg\w*|speicher\w*|notier\w*|merk\w*|guard\w*|anot\w*|apunt\w*|"
    r"registr\w*|recuerd\w*|not(?:e|ez|er)|enregistr\w*|retien\w*|garde\w*)\b|记|記|存|覚え|控え|기억|저장|메모|기록",
    re.IGNORECASE,
)
_ASKS_TO_ACT = re.compile(
    r"\s*(?:请帮我|请帮忙|帮我|麻烦你?|请你|能不能帮|可以帮我|(?:please|pls|can you|could you|would you)\s|"
    r"(?:por favor|puedes|podrías)\s|(?:bitte|kannst du|könntest du)\s|(?:s'il te pla[iî]t|peux-tu|pourrais-tu)\s)",
    re.IGNORECASE,
)
# Asked of whoever in the group will ("誰か削除しといて", "can someone delete …", "alguien borre …"), or a remark on the
# speaker's own memory ("내 기억력 = 금붕어 🐠 3초 지나면 리셋", "my memory is a sieve"): nothing asked of the bot.
_WHOEVER_OR_OWN_MEMORY = re.compile(
    r"\b(?:someone|somebody|anyone|anybody|alguien|jemand|quelqu'un)\b|誰か|有人|谁来|누가|누구\s?(?:좀|든)|"
    r"\bmy memory(?:'s| is)\b|\bmi memoria es\b|\bmein gedächtnis ist\b|\bma mémoire est\b|"
    r"[내제]\s?기억력|我的记性|我记性|私の記憶力|俺の記憶力",
    re.IGNORECASE,
)
# The speaker telling they deleted something themselves ("糊照我都删了哈", "我把上次聊天记录删了"): a report in the past,
# by 我 (not "帮我…删了": help me delete it), with nothing asked of the bot.
_SPEAKER_DELETED = re.compile(
    r"(?<![帮幫给給替让讓叫请請])我(?:都|已经|已|刚刚?|也|先|就|全|早就|早)*(?:把[^，。！？,!?]{0,30}?)?(?:删|刪|清)[^\s，。！？,!?吧]{0,2}了"
)
# Doing it oneself: "olvídalo, pido yo la pizza", "vergiss es, ich bestell selber", "forget it, I'll do it myself".
_DOING_IT_ONESELF = re.compile(
    r"\b(?:myself|i'?ll do it|i'?ll handle it|yo mism[oa]|pido yo|lo hago yo|me encargo yo|selber|selbst|mach ich|"
    r"moi-m[êe]me|je m'en occupe|je le fais)\b|我自己|我来吧|自分で|내가\s?(?:할게|알아서)",
    re.IGNORECASE,
)


def asks_no_forget_of_the_bot(message: str) -> bool:
    """A verb of deleting whose object is a photo, a message, an email or a file ("borra ese audio", "刚把照片删了"),
    a forget said to the group while the bot is not called ("Forget what I said earlier guys"), keeping denied beside
    venting ("今のは保存しないで、ただの愚痴だから") or of "this" said now (`_denies_keeping_this`: "das hier bitte nicht
    speichern, ist ne Überraschung"), or a forget that names nothing in its own clause beside doing it
    oneself ("vergiss es, ich bestell die Pizza selber": never mind), or a consolation with the bot not called
    (`_CONSOLES`: "vergiss den Typen, der ist es nicht wert") or a person told to be forgotten (`_forgets_a_person`:
    "그런 놈은 빨리 잊어라"), the bot not called, or the speaker's report of deleting something
    (`_SPEAKER_DELETED`: "我都删了"), or asked of whoever will, or a remark on one's own memory, the bot not called
    (`_WHOEVER_OR_OWN_MEMORY`): nothing the bot keeps is asked to go, whatever the vector says. (An @mention
    of a name is no veto: in a group it may be the bot.)"""
    text = _folded(message)
    found = _forget_verb(message)
    venting = bool(_KEEP_DENIED.search(text) and _VENTING.search(text))
    shrug = (
        found is not None
        and not _NAMES_A_THING.search(_CLAUSE_END.split(found[1], maxsplit=1)[0])
        and _DOING_IT_ONESELF.search(text) is not None
    )
    return (
        (found is not None and names_a_chat_item(found[1]))
        or (calls_a_group(text) and not names_the_bot(text))
        or venting
        or _denies_keeping_this(text)
        or shrug
        or (_CONSOLES.search(text) is not None and not names_the_bot(text))
        or (found is not None and _forgets_a_person(found[1]) and not names_the_bot(text))
        or _SPEAKER_DELETED.search(text) is not None
        or (_WHOEVER_OR_OWN_MEMORY.search(text) is not None and not names_the_bot(text))
    )


@dataclass(frozen=True)
class ForgetRequest:
    """A request to forget something the speaker said: the message itself is what to look for, or (`last`) what the
    speaker has just said, pointed at ("@bot forget that", "ボット今のなし")."""

    said: str
    last: bool = False


class RequestClassifier(BaseModel):
    """softmax(weights @ vector + bias) over `LABELS`, with the thresholds chosen on the dev split."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    embedding_model: str = Field(description="the model whose query vectors it was trained on")
    labels: list[str]
    weights: list[list[float]] = Field(description="one row per label, one column per vector dimension")
    bias: list[float]
    remember_at: float = Field(gt=0, le=1, description="P(remember) at or above which a message with a request cue is stored")
    told_remember_at: float | None = Field(
        default=None, gt=0, le=1, description='the same for a cue of `cue_shape` "told"; `remember_at` when unset'
    )
    forget_at: float = Field(gt=0, le=1, description="P(forget) at or above which a message is a request to forget")
    named_forget_at: float | None = Field(
        default=None, gt=0, le=1, description='the same for a message of `forget_shape` "named"; `forget_at` when unset'
    )
    verbless_forget_at: float | None = Field(
        default=None, gt=0, le=1, description='the same for a message of `forget_shape` "verbless"; `forget_at` when unset'
    )
    forget_relevance: float = Field(ge=0, le=1, description="the least relevance of the episode a forget request retires")
    clause_weights: list[float] = Field(
        default_factory=list,
        description="the clause model: one weight per dimension of a clause's query vector, then the message's",
    )
    clause_bias: float = 0.0
    clause_remember_at: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="P(the clause asks to keep the rest) at or above which a message with no cue is stored",
    )
    addressed_clause_remember_at: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="the same for a message that calls the bot (`names_the_bot`); `clause_remember_at` when unset",
    )
    labelling_clause_remember_at: float | None = Field(
        default=None,
        gt=0,
        le=1,
        description="the same for a clause that labels what follows (`ClauseSplit.labels`); `clause_remember_at` when unset",
    )
    segments: SegmentModel | None = Field(default=None, description="which edge segments of a request's content to cut")
    trained_on: str = Field(default="", description="the corpus and split it was trained on")
    cross_validated: dict[str, float] = Field(default_factory=dict, description="dev figures of models trained without the item")

    @model_validator(mode="after")
    def _well_formed(self) -> RequestClassifier:
        if tuple(self.labels) != LABELS:
            raise ValueError(f"labels must be {list(LABELS)}")
        if len(self.weights) != len(LABELS) or len(self.bias) != len(LABELS) or len({len(row) for row in self.weights}) != 1:
            raise ValueError("weights need one row per label, all of one width, and bias one value per label")
        if not all(math.isfinite(v) for row in [*self.weights, self.bias, self.clause_weights, [self.clause_bias]] for v in row):
            raise ValueError("weights and bias must be finite")
        if self.clause_weights and len(self.clause_weights) != 2 * (len(self.weights[0]) - STRUCTURE_FEATURES):
            raise ValueError("clause_weights need one weight per dimension of a clause's vector and of the message's")
        if self.segments is not None and self.segments.dimension != len(self.weights[0]) - STRUCTURE_FEATURES:
            raise ValueError("the segment model must read vectors of the message model's dimension")
        return self

    def probabilities(self, features: NDArray[np.float64]) -> dict[Label, float]:
        """The share of each label for a message's `request_features`."""
        logits = np.asarray(self.weights) @ features + np.asarray(self.bias)
        shares = np.exp(logits - logits.max())
        shares /= shares.sum()
        return {"remember": float(shares[0]), "forget": float(shares[1]), "none": float(shares[2])}

    def threshold(self, cue: RequestCue) -> float:
        """The P(remember) a message with this cue needs to be stored."""
        told = cue_shape(cue) == "told" and self.told_remember_at is not None
        return self.told_remember_at if told and self.told_remember_at is not None else self.remember_at

    def request(
        self, message: str, vector: NDArray[np.float32], cue: RequestCue | None
    ) -> RememberIntent | EmptyRequest | ForgetRequest | None:
        """What to do with a message: store the content its request cue leaves, ask for it, forget, or nothing.

        A message with a request cue ("don't forget that ...") is taken for a request to forget only when it is
        not stored and a verb of forgetting asks too ("请删除关于我搬家日期的记录": 记录 reads as a cue); one without
        content ("can you remember that for me?") is asked what to remember when it is a request at all; a forget
        request must be clear before anything is archived.
        """
        if names_the_bot(message) and forgets_the_last(message):
            return ForgetRequest(message, last=True)  # it names nothing the classifier could weigh
        shares = self.probabilities(request_features(message, vector, cue))
        if cue is not None:
            holds = has_content(cue.content) and not unfinished(cue.content) and not only_hedges(cue.content)
            if holds and shares["remember"] >= self.threshold(cue):
                return classify(fact_sentence(cue.content, cue.position), message)
            if not holds and asks_nothing(cue.content) and cue.position == "lead" and not cue.question:
                return EmptyRequest(message)
            if _forget_verb(message) is None:
                return None
        if shares["forget"] < self.forget_threshold(message) or asks_no_forget_of_the_bot(message):
            return None
        return ForgetRequest(message)

    @property
    def reads_clauses(self) -> bool:
        """Whether it has a clause model: without one, a message's clauses are not worth embedding."""
        return self.clause_remember_at is not None and bool(self.clause_weights)

    def clause_request(
        self, message: str, vector: NDArray[np.float32], splits: Sequence[ClauseSplit], clause_vectors: NDArray[np.float32]
    ) -> RememberIntent | None:
        """The content of a message with no request cue whose likeliest clause asks to keep the rest, or None.

        For a message `request` found no request in: "Nadia's on nights from Monday. make a note of that".
        """
        bar = self.clause_remember_at
        if bar is None or not self.reads_clauses or not splits:
            return None
        if self.addressed_clause_remember_at is not None and names_the_bot(message):
            # few messages that call the bot and ask nothing offer a clause that sounds like a request: a bar of
            # their own, above every dev one
            bar = min(bar, self.addressed_clause_remember_at)
        features = np.hstack(
            [np.asarray(clause_vectors, dtype=np.float64), np.tile(np.asarray(vector, dtype=np.float64), (len(splits), 1))]
        )
        shares = 1.0 / (1.0 + np.exp(-(features @ np.asarray(self.clause_weights) + self.clause_bias)))
        best = int(shares.argmax())
        if self.labelling_clause_remember_at is not None and splits[best].labels:
            # "garde une trace : 10 km en 52 min": few messages that ask nothing open with a clause and a colon that
            # sounds like a request; a bar of its own, above every dev one
            bar = min(bar, self.labelling_clause_remember_at)
        content = splits[best].content
        if shares[best] < bar or (_ASKS_TO_ACT.match(content) and not _KEEPING.search(content)):
            return None  # "您好，请帮我查询一下明天的高铁": what is left asks the bot to do another thing, no fact
        return classify(content, message)

    def segments_to_read(self, intent: RememberIntent) -> list[str]:
        """What to embed (as queries) to trim the content of a request to remember: the content, then each of its
        segments; nothing when nothing could be cut (no segment model, one segment, a name, trait or preference)."""
        if self.segments is None or intent.kind != "episode":
            return []
        spans = segments(intent.content)
        return [intent.content, *(intent.content[start:end] for start, end in spans)] if len(spans) > 1 else []

    def trimmed(self, intent: RememberIntent, vectors: NDArray[np.float32]) -> RememberIntent:
        """The request with the chat and courtesy around its fact cut (`request_content.kept`), from the vectors of
        its `segments_to_read`."""
        if self.segments is None or len(vectors) < 3:
            return intent
        spans = segments(intent.content)
        drops = self.segments.drops(segment_features(intent.content, spans, vectors[1:], vectors[0]))
        content = tidy(kept(intent.content, spans, [float(p) for p in drops], self.segments.drop_at))
        return intent if content == intent.content else classify(content, intent.said)

    def forget_threshold(self, message: str) -> float:
        """The P(forget) a message without a request cue needs to be taken as a request to forget."""
        shape = forget_shape(message, None)
        own = self.named_forget_at if shape == "named" else self.verbless_forget_at if shape == "verbless" else None
        return self.forget_at if own is None else own
