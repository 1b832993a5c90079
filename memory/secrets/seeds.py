"""Seed phrases found by the BIP-39 wordlists themselves, in every language they exist in.

A wallet's recovery words are 12 to 24 words of one public 2,048-word list (the `mnemonic`
package ships the lists). Words of one list in a row are a seed phrase whether they are labelled,
numbered ("1. nuera 2. calcio"), split in halves ("words 1-6: ... | words 7-12: ...") or written in
Spanish, Japanese or Chinese. Ordinary prose never runs twelve list words in a row: the English
list holds no "the", "is", "my" or "a"; a word game or a shopping list stays far below twelve.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .views import Views

LANGUAGES = ("english", "spanish", "french", "italian", "portuguese", "czech", "japanese", "korean", "chinese_simplified")
SEED_WORDS = 12  # the shortest seed phrase
DISTINCT = 0.75  # share of different words in a piece: a seed seldom repeats one, a repeated cue always does
HALF = 6  # a seed split in pieces: each piece at least this long, together at least SEED_WORDS
STRAY = 1  # of a named seed's twelve words, how many may read as prose: a noun ends as a particle does ("타이어")
# Words: digits, punctuation and dashes split them, so numbering ("1. nuera", "1.董") falls away by itself.
_WORD = re.compile(r"[^\s0-9,;|/·、，。:：.!?¿¡()（）\[\]「」\"'“”<>←→–—-]+")
_PIECE = re.compile(rb"\x01{%d,}" % HALF)


_ACCENTS = re.compile("[\u0300-\u036f]")  # combining accents, as NFD writes them apart from their letter


def _plain(words: str) -> str:
    """The words without accents (people type "balcon" for "balcón"): Latin lists only, whose accents NFD splits off."""
    return _ACCENTS.sub("", unicodedata.normalize("NFD", words))


@lru_cache(maxsize=1)
def wordlists() -> tuple[frozenset[str], tuple[frozenset[str], ...]]:
    """All lists' words together, and each language's list, NFKC-folded like the text read, with and without accents.

    Read on first use (the package reads its list files), so importing the filter stays cheap.
    """
    from mnemonic import Mnemonic

    lists = []
    for language in LANGUAGES:
        words = unicodedata.normalize("NFKC", "\n".join(Mnemonic(language).wordlist))
        latin = language not in ("japanese", "korean", "chinese_simplified")
        lists.append(frozenset(words.split("\n")) | (frozenset(_plain(words).split("\n")) if latin else frozenset()))
    return frozenset().union(*lists), tuple(lists)


def _longest(tokens: list[str], words: frozenset[str]) -> int:
    longest = current = 0
    for token in tokens:
        current = current + 1 if token in words else 0
        longest = max(longest, current)
    return longest


# A seed phrase named as one: "seed phrase", "recovery words", "助记词", "復元フレーズ", "복구 단어", "frase semilla", and
# "mnemonic" as Korean and Japanese write it (니모닉, ニーモニック).
_SEED_NAME = re.compile(
    r"seed[ -]?(?:phrase|words?)|seed|mnemonic|recovery (?:phrase|words)|wallet(?: (?:words|phrase))?|"
    r"助记词|助記詞|种子词|恢复短语|復元フレーズ|シードフレーズ|リカバリーフレーズ|ニーモニック|니모닉|"
    r"복구\s?(?:단어|구문|문구)|시드\s?(?:구문|문구|단어)|frase (?:semilla|de recuperaci[oó]n)|palabras de recuperaci[oó]n|"
    r"phrase de (?:r[ée]cup(?:[ée]ration)?|passe)|mots de r[ée]cup(?:[ée]ration)?|wiederherstellungs(?:phrase|wörter)|"
    r"recovery[- ]?(?:wörter|satz)|復元用?の?(?:単語|ワード)|リカバリーワード"
)
# Names that are also words of their own ("planted 12 seeds", "my wallet: …"): only list words make a seed after one.
_BARE_NAMES = frozenset({"seed", "wallet"})
NAMED_SHARE = 0.75  # of the words after a seed's name that must be list words: one mistyped or misremembered in four
# After a seed's name (not a bare "seed": "planted 12 seeds today: tomato basil …"), words of no list still make one
# when they read as a list, not prose ("Abend Brücke Dampf …", "1.苹果 2.河流 …", "사과 바다 연필 …"): each of letters
# alone, of three letters or more in a Latin script (prose cannot run twelve words without "is", "de", "la", "et",
# "in"), of two to six characters in another, and no Korean word ends in a particle or a verb's ending, as Korean
# prose does ("종이에 적어서").
_LATIN_LIST_WORD = re.compile(r"[a-zà-ÿ]{3,12}")
_OTHER_LIST_WORD = re.compile(r"[^\W\da-zà-ÿ_]{2,6}")
_KOREAN_ENDING = re.compile(r"(?:은|는|을|를|에|의|고|서|요|어|게|지)$")


def find_seed_words(views: Views) -> str | None:
    """A seed phrase: twelve list words in a row (`_listed_run`), twelve words numbered 1 to 12 of which three in four
    are list words (`_numbered_run`), or, after the name of one, twelve words in a row
    of which three in four are list words (a word mistyped or written from memory is still the wallet's) or that,
    but for `STRAY`, are list words or read as a list (`_list_word`: a wallet's words in a language no list has)."""
    found = _listed_run(views) or _numbered_run(views)
    if found is None and (name := _SEED_NAME.search(views.lowered)) is not None:
        tokens = _WORD.findall(views.lowered[name.end() :])
        anywhere, _ = wordlists()
        for start in range(min(len(tokens) - SEED_WORDS + 1, SEED_WORDS)):  # the run starts within the first words
            run = tokens[start : start + SEED_WORDS]
            if len(set(run)) >= DISTINCT * SEED_WORDS and (
                sum(w in anywhere for w in run) >= NAMED_SHARE * SEED_WORDS
                or (name.group() not in _BARE_NAMES and sum(w in anywhere or _list_word(w) for w in run) >= SEED_WORDS - STRAY)
            ):
                return "seed phrase"
    return found


def _list_word(token: str) -> bool:
    return bool(_LATIN_LIST_WORD.fullmatch(token) or _OTHER_LIST_WORD.fullmatch(token)) and not _KOREAN_ENDING.search(token)


def _listed_run(views: Views) -> str | None:
    """Twelve or more words of one BIP-39 list in a row, or pieces of six or more that make twelve.

    Every word is looked up once in all lists together (one set); only runs of six or more are then
    read language by language, so a long text costs one pass.
    """
    tokens = _WORD.findall(views.lowered)
    if len(tokens) < SEED_WORDS:
        return None
    anywhere, lists = wordlists()
    marks = bytes(map(anywhere.__contains__, tokens))
    pieces = [tokens[run.start() : run.end()] for run in _PIECE.finditer(marks)]
    pieces = [piece for piece in pieces if len(set(piece)) >= DISTINCT * len(piece)]  # not "begin begin begin ..."
    if sum(len(piece) for piece in pieces) < SEED_WORDS:
        return None
    for words in lists:
        lengths = [_longest(piece, words) for piece in pieces]
        if max(lengths) >= SEED_WORDS or sum(n for n in lengths if n >= HALF) >= SEED_WORDS:
            return "seed phrase"
    return None


# A word after its number ("1 orbit", "2. candle", "3) frozen").
_NUMBERED_WORD = re.compile(r"(?<![\w.])(\d{1,2})[.):]?\s*([^\W\d_]+)")


def _numbered_run(views: Views) -> str | None:
    """Twelve words numbered 1 to 12 in order, one word each ("1 orbit 2 candle 3 frozen … 12 polar"), of which three in
    four are list words: the numbering is a wallet's, and a word written from memory is still one of its words."""
    if "12" not in views.lowered:
        return None
    anywhere, _ = wordlists()
    run: list[str] = []
    for match in _NUMBERED_WORD.finditer(views.lowered):
        number, word = int(match.group(1)), match.group(2)
        run = [*run, word] if number == len(run) + 1 else [word] if number == 1 else []
        if len(run) == SEED_WORDS and sum(w in anywhere for w in run) >= NAMED_SHARE * SEED_WORDS:
            return "seed phrase"
    return None
