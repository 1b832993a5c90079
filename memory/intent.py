"""Explicit "remember this" requests without an LLM: what to store, and where it belongs (pure).

`memory.request_cue` finds the request and cuts out its content; with the model's request
classifier (`memory.request_classifier`) the model judges whether it is a request at all. Without
one (a model with no trained classifier), `detect_intent` judges by structure alone and strictly:
only a cue at the start or the end of a statement.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal

from .fact_sentence import fact_sentence
from .request_cue import addressee, find_request

IntentKind = Literal["episode", "preference", "trait", "name"]


@dataclass(frozen=True)
class RememberIntent:
    """What the user asked to be remembered, and where it belongs."""

    content: str
    kind: IntentKind
    said: str = ""  # the whole message, as typed: the secret filter reads it before anything is cleaned off


@dataclass(frozen=True)
class EmptyRequest:
    """A request to remember with nothing to store ("bot, note this"): asked what, never stored."""

    said: str


_EN_QUESTION = re.compile(
    r"^(?:(?:do|did|don't|can't|didn't|will|would) you (?:still )?remember|remember when|i remember|we remember|"
    r"you remember|if you remember|(?:do|did) you (?:forget|note)|what do you remember|who remembers)\b"
)
_ASKS_ABOUT_MEMORY = re.compile(r"^(?:where|what|when|who|whom|whose|why|how|which|whether|if)\b")
_POLITE_QUESTION = re.compile(r"^(?:\W*(?:bot|@\S+|ok|hey|please|pls)\W*)*(?:can|could|would|will) (?:you|u)\b")
_SOFTENED = re.compile(
    r"^(?:\W*(?:bot|@\S+|ok|okay|hey|so)\W*)*(?:please|pls|plz|kindly|for future|for later|(?:can|could|would|will) (?:you|u))\b"
)
_LATIN_FIRST = re.compile(r"^\W*(?:@\S+\s*)?[a-z]")
# Words that only point at content, ask or are polite: "that for me", "kannst du dir das" leave nothing to store.
_NO_CONTENT_WORDS = re.compile(
    r"\b(?:this|that|it|these|those|one|for|me|please|pls|plz|thanks|now|can|could|would|will|you|u|ok|okay|so|just|"
    r"too|again|thank|thx|ty|merci|danke|gracias|ça|ceci|cela|pour|moi|stp|svp|tu|te|vous|peux|pourrais|pourriez|s'il|plaît|esto|eso|lo|la|le|"
    r"por|favor|porfa|puedes|podrías|tú|das|dies|es|bitte|mir|mal|doch|du|dir|kannst|könntest|sie|sich|euch|bot)\b|"
    r"这个|那个|这些|那些|这|那|帮我|请|谢谢|多谢|谢了|これ|それ|あれ|この|その|こと|ありがとう|どうも|이거|그거|저거|이것|그것|좀|감사합니다|고마워|ね|よ|哦|吧|一下"
)
_NAME = re.compile(r"^(?:my name is|my name's|call me|i am called|i'm called)\s+(?P<v>[^.,!?]{1,60})$")
_PREFERENCE = re.compile(
    r"^(?:i(?: am|'m)\s+(?:a\s+)?(?:vegetarian|vegan|pescatarian|allergic to .+|lactose intolerant|gluten.free|"
    r"teetotal|not a fan of .+|a fan of .+)"
    r"|i (?:really )?(?:like|love|prefer|enjoy|hate|dislike|can't stand|don't like|do not like|don't eat|"
    r"do not eat|can't eat) .+)$"
)
_TRAIT = re.compile(r"^i(?: am|'m)\s+(?:a|an)\s+(?P<v>[a-z][a-z -]{1,40})$")
_FIRST_PERSON = ((r"\bi'm\b", "I'm"), (r"\bi am\b", "I am"), (r"\bi\b", "I"))


def has_content(content: str) -> bool:
    """Whether anything worth storing is left: letters or digits beyond words that only point ("that for me")."""
    rest = _NO_CONTENT_WORDS.sub(" ", unicodedata.normalize("NFKC", content).casefold())
    return any(char.isalnum() for char in rest)


# What says that the speaker's own words are only a guess, a joke or an opinion, and the words around it that point or
# soften ("I'm just guessing", "あくまで推測だ", "이건 그냥 내 추측", "c'est juste une supposition"): a hedge on what was said,
# no fact to keep.
_HEDGE_NOUN = re.compile(
    r"\b(?:guess(?:ing)?|speculat\w*|jok(?:e|ing)|kidding|opinion|hunch|suposici[oó]n|conjetura|broma|opini[oó]n|"
    r"corazonada|vermutung|spekulation|witz|meinung|bauchgef[üu]hl|supposition|hypoth[èe]se|blague|avis|intuition|"
    # said from memory, unchecked, or a guess said as a verb: "je fais que deviner", "je dis ça de mémoire, à vérifier"
    r"deviner|devine|adivino|rate|from memory|off the top of my head|de m[ée]moire|de memoria|aus dem (?:kopf|ged[äa]chtnis)|"
    r"[àa] v[ée]rifier|unverified|not sure|pas s[ûu]re?|no estoy segur[oa]|sin confirmar|nicht sicher|ohne gew[äa]hr|"
    # heard, not known; said at random: "lo digo de oídas", "je dis ça au pif", "vom Hörensagen"
    r"de o[íi]das|hearsay|secondhand|au pif|[àa] la louche|vom h[öo]rensagen|"
    # "I may be wrong": "je peux me tromper", "puedo equivocarme", "ich kann mich irren"
    r"i (?:could|might|may) be wrong|je (?:peux|pourrais) me tromper|puedo equivocarme|ich kann mich (?:auch )?irren|"
    # no expert, a personal impression: "je suis pas expert hein", "あくまで個人の感想"
    r"(?:not|pas|no soy|kein) (?:an? |un |una )?(?:expert[oa]?e?|experte)|personal impression)\b|"
    r"個人の感想|개인적인 생각|个人感受|"
    r"错了别怪我|别怪我|可能不对|間違ってたらごめん|틀릴 수도|"
    r"猜测|推测|瞎猜|猜的|玩笑|个人意见|个人看法|凭印象|凭记忆|不确定|听来的|道听途说|推測|憶測|予想|予測|うろ覚え|当てずっぽう|冗談|"
    r"個人的な意見|又聞き|"
    r"추측|짐작|농담|뇌피셜|개인 의견|확실하지 않|"
    # "don't take it seriously": what was said asks not to be kept as true
    r"\bdon'?t take (?:it|this|that|me) (?:too |so )?seriously\b|\bno (?:te|os) lo tom(?:es|éis) en serio\b|"
    r"\bnimm (?:das|es|mich) nicht (?:so |zu )?ernst\b|\b(?:ne )?(?:le|la|les) prend?s? pas au s[ée]rieux\b|"
    r"别当真|别太当真|不要当真|本気にしないで|真に受けないで|진지하게 받아들이지 마",
    re.IGNORECASE,
)
_HEDGE_FILLER = re.compile(
    r"\b(?:i'm|im|i|am|my|just|only|an|a|that's|this|that|it's|it|is|was|all|purely|pure|solo|s[óo]lo|es|una|un|mi|"
    r"esto|eso|pura|nur|eine|ein|meine|das|ist|reine|juste|une|mon|ma|c'est|ce|que|qu'une|simple|pure|no|estoy|"
    r"je|fais|dis|ça|ca|hein|say|said|ich|sag|sage|digo|lo|yo|about|here|ici|aqu[íi]|hier)\b|记住啊|"
    r"我|只是|就是|的|这个|这|是|纯属|而已|あくまで|ただの|単なる|これ|私|俺|僕|は|の|だ|です|って|ことは|"
    r"이건|이거|그냥|내|제|저|단지|그저|뿐|이야|이라는|거|야|임|일|입니다|이에요|예요|어디까지나|이다|随便|啊|吧|"
    # "because" and "that point" before the cue: "내 뇌피셜이니까 그 점 염두에 둬", "推測だから、そこは"
    r"이니까|니까|이라서|라서|그 점|그건|점|だから|なので|なんで|から|そこは|そこんとこ|所以|因为|"
    r"\b(?:suis|soy|bin|eh|ne)\b",  # "am" and "hein" stand above
    re.IGNORECASE,
)


def only_hedges(content: str) -> bool:
    """Whether what would be stored only says that the speaker's words are a guess, a joke or an opinion."""
    folded = unicodedata.normalize("NFKC", content).casefold()
    if not _HEDGE_NOUN.search(folded):
        return False
    return not any(char.isalnum() for char in _HEDGE_FILLER.sub(" ", _HEDGE_NOUN.sub(" ", folded)))


# A Japanese clause never ends on a particle that ties a word to what follows (は, が, に, へ, って): what a cue
# leaves ending on one is a sentence the cue cut, not a fact ("あくまで推測だから、そこは頭に入れといて" leaves "…そこは",
# "このボットって本当に覚えてくれるの？" leaves "…本当に"). None of the 344 facts the authors of the corpora and of
# held-outs 37 to 42 copied out of Japanese requests ends so; "…で" and "…まで" ("19時から恵比寿で") end clauses and stay, and so
# does "…を", which makes the fact the verb's object ("…変わった件を控えておいてください").
_CUT_AT_A_PARTICLE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff](?:は|が|に|へ|って)[\s、。!！?？~〜…]*$")


def unfinished(content: str) -> bool:
    """Whether what a cue leaves stops on a Japanese particle that needs the words it was cut from."""
    return bool(_CUT_AT_A_PARTICLE.search(unicodedata.normalize("NFKC", content)))


# Thanks after a verb of noting: "记下了，谢谢", "noted, thanks" acknowledge what someone said, they ask nothing.
_THANKS = re.compile(
    r"\b(?:thanks|thank you|thx|ty|merci|danke|gracias|obrigad[oa])\b|谢谢|多谢|谢了|感谢|ありがと|どうも|감사|고마워",
    re.IGNORECASE,
)


def asks_nothing(content: str) -> bool:
    """Nothing at all is left but pointing words: "bot, note this" asks to remember something it never says.
    Thanks are no such request: "记下了，谢谢" is an acknowledgement."""
    if _THANKS.search(content):
        return False
    return not has_content(content) and not any(char in content for char in "?？") and len(content) <= 20


def classify(content: str, said: str) -> RememberIntent:
    """Where the content belongs: the speaker's name, a preference, a trait, or an episode."""
    low = content.casefold()
    if name := _NAME.match(low):
        return RememberIntent(content[name.start("v") : name.end("v")].strip(), "name", said)
    if _PREFERENCE.match(low):
        return RememberIntent(_capitalise_i(content), "preference", said)
    if trait := _TRAIT.match(low):
        return RememberIntent(content[trait.start("v") : trait.end("v")].strip(), "trait", said)
    return RememberIntent(content, "episode", said)


def _capitalise_i(text: str) -> str:
    for pattern, replacement in _FIRST_PERSON:
        text = re.sub(pattern, replacement, text, count=1, flags=re.IGNORECASE)
    return text


def detect_intent(message: str) -> RememberIntent | None:
    """The content of an explicit request to remember by structure alone, or None (questions too).

    Strict, for a model without a request classifier: what the classifier would judge (a reminder
    to the group, a song title) is not told apart here, so only plain statements around a cue pass.
    """
    cue = find_request(message)
    if cue is None or cue.too_long or not has_content(cue.content):
        return None
    low = unicodedata.normalize("NFKC", message).strip().casefold()
    told = re.search(r"\b(?:that|this)\b|[:：]", low[: max(0, low.find(cue.content.casefold()))])
    if _EN_QUESTION.match(low) or (cue.position == "lead" and not told and _ASKS_ABOUT_MEMORY.match(cue.content.casefold())):
        return None  # "can you remember where Alice lives?" asks memory, it tells it nothing
    if cue.question and not _POLITE_QUESTION.match(low):
        return None
    bare = cue.position == "lead" and _LATIN_FIRST.match(low) and not (cue.told or _SOFTENED.match(low))
    if bare and not addressee(message, cue.content).bot:
        return None  # "Remember the Name is my gym song": a bare verb first, to nobody in particular
    return classify(fact_sentence(cue.content, cue.position).rstrip("?？").strip(), message)
