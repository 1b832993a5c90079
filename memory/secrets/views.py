"""The forms of a message the detectors read: folded, lower-cased, leet-folded, de-spaced, decoded.

Every view is built by C-level string operations (translate, split, encode), so building them is
linear and cheap; detectors then run literal-first regexes over them. Long tokens are gathered into
one short string, so the key detectors scan a few hundred characters of ordinary prose, not all of it.
"""

from __future__ import annotations

import binascii
import re
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property
from itertools import islice
from typing import TypeVar

from ..text import edit_distance

T = TypeVar("T")

# Characters that render as nothing (or as a space) and are used to break a key up: removed.
_INVISIBLE = dict.fromkeys(
    [
        0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF, 0xFFA0,
        *range(0x0000, 0x0009), *range(0x000E, 0x0020), *range(0x007F, 0x00A0),
        *range(0x200B, 0x2010), *range(0x202A, 0x202F), *range(0x2060, 0x2070), *range(0xFE00, 0xFE10),
    ]
)  # fmt: skip
_INVISIBLE_RUN = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(_INVISIBLE)) + "]+")
# A digit drawn as a keycap emoji ("3️⃣"): the digit, its emoji selector and the enclosing keycap; read as the digit.
_KEYCAP = re.compile("([0-9#*])\ufe0f?\u20e3")
# A word that names a password, typed a letter or two off ("pasword", "passwrod", "pswort", "contarseña", "Kenwort"): read
# as the word. Not a word made of it ("passwords", "Passwortmanager"), nor a passport or a Kennwert.
_PASSWORD_WORDS = ("password", "passwort", "contraseña", "kennwort")
_REAL_WORDS = ("passport", "passporte", "kennwert")  # a letter off a password's name, and a word of its own
_SLIP_CANDIDATE = re.compile(r"\b[PpCcKk][A-Za-zñÑ]{5,10}\b")
_SLIP_LETTERS = frozenset("PpCcKk")
# The Korean word for a password with one syllable off ("비빌번호", "비밀번허"): read as the word. Not "비상번호" (an
# emergency number).
_KOREAN_PASSWORD = "비밀번호"
_KOREAN_SLIP = re.compile(r"비.번호|.밀번호|비밀.호|비밀번.")
_KOREAN_REAL_WORDS = frozenset({"비상번호"})


def _korean_password_slip(match: re.Match[str]) -> str:
    word = match.group()
    if word in _KOREAN_REAL_WORDS or not all("\uac00" <= char <= "\ud7a3" for char in word):
        return word
    return _KOREAN_PASSWORD


def _password_slip(match: re.Match[str]) -> str:
    word = match.group()
    lowered = word.lower()
    if lowered.startswith(_PASSWORD_WORDS + _REAL_WORDS):
        return word
    for right in _PASSWORD_WORDS:
        if len(lowered) >= len(right) - 2 and edit_distance(lowered, right) <= 2:
            return word[0] + right[1:]
    return word


# Leetspeak in the words that name a secret ("p@ssw0rd", "pa$$word"): one character for one, so offsets agree.
_LEET = bytes.maketrans(b"@4$5031!|7", b"aassoeiilt")
# Bytes skeleton: digits stay, separators of grouped numbers vanish, everything else is a space.
_DIGIT_SKELETON = bytes(c if 48 <= c <= 57 else 32 for c in range(256))
_GROUP_SEPARATORS = b" -.\t"
# Bytes skeleton for spaced-out letters: separators stay, anything else is "x".
_SPACE_SKELETON = bytes(c if c in b" -." else 32 if c == 9 else 120 for c in range(256))
_SPACED_SHAPES = (b" x x x x x x", b"x-x-x-x-x-x", b"x.x.x.x.x.x", b" x  x x ", b" x x  x ")
# One character at a time, split by one repeated separator: "s k - p r o j", "s-k-_-l-i-v-e", "p.a.s.s"; the last may
# end its clause ("s o l y m a r 5, todo junto").
_SPACED_RUN = re.compile(r"(?<!\S)\S(?P<sep>[ \t\-.])(?:(?!(?P=sep))\S(?P=sep)){4,}(?!(?P=sep))\S(?![^\s,;!?])")
# A whole phrase spaced out, its words split by two spaces: "m o t  d e  p a s s e  :  c h a t o n 8 8".
_SPACED_PHRASE = re.compile(r"(?<!\S)\S(?: {1,2}\S(?!\S)){5,}")
# Runs of key characters in long tokens, split at "=", ":" and quotes so "token=ghp_…" starts a run at the key.
_KEY_RUN = re.compile(r"[A-Za-z0-9_\-.+/~]{10,}+={0,2}")

# Letters of other scripts that look like Latin ones ("раssword" with a Cyrillic р and а), and small
# capitals ("ᴘᴡ"): folded to Latin inside a word that mixes them with Latin letters or digits (small
# capitals always: they are Latin), so a disguised word is read as it looks. Words of one script stay.
_CONFUSABLES = str.maketrans(
    "аАвВсСеЕһНіІјЈкКмМоОрРѕЅтТуҮхХԁԛԝѡΑΒΕΖΗΙΚΜΝΟΡΤΥΧαβεικνορτυχ",
    "aAbBcCeEhHiIjJkKmMoOpPsSTTyYxXdqwwABEZHIKMNOPTYXabeikvoptux",
)
_SMALL_CAPS = str.maketrans("ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ", "abcdefghijklmnoprstuvwyz")
_SMALL_CAP = re.compile("[ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ]")
_CONFUSABLE = re.compile("[аАвВсСеЕһНіІјЈкКмМоОрРѕЅтТуҮхХԁԛԝѡΑ-Ωα-ω]")
_WORD = re.compile(r"\S+")
_LATIN_OR_DIGIT = re.compile(r"[A-Za-z0-9]")


def _fold_confusables(text: str) -> str:
    """Cyrillic and Greek look-alikes inside a Latin word, and small capitals, as the Latin letters they mimic."""
    if _SMALL_CAP.search(text):
        text = text.translate(_SMALL_CAPS)
    if not _CONFUSABLE.search(text):
        return text

    def fold(word: re.Match[str]) -> str:
        original = word.group()
        if not _CONFUSABLE.search(original) or not _LATIN_OR_DIGIT.search(original):
            return original
        folded = original.translate(_CONFUSABLES)
        return folded if folded.isascii() else original

    return _WORD.sub(fold, text)


LONG_TOKEN = 12  # characters: shorter words are never keys (fragments of keys are at least this long)
_LONG_TOKEN = re.compile(rf"\S{{{LONG_TOKEN},}}")


# A key written in groups of four ("ghp_ 733g 6szX neL7 ..."): four or more groups of four in a row, each whole (words
# may follow: "OBQX G43X … 6ZLF einfach abtippen").
def _lower_words(text: str) -> bool:
    return text.isalpha() and text.islower()


_GROUPED_RUN = re.compile(
    r"(?<![^\s:：])[A-Za-z0-9_\-]{1,5} [A-Za-z0-9_\-]{4} [A-Za-z0-9_\-]{4} [A-Za-z0-9_\-]{4}"
    r"(?: [A-Za-z0-9_\-]{4}(?![A-Za-z0-9_\-])){0,37}+"
    r"(?: [A-Za-z0-9_\-]{1,3})?(?![A-Za-z0-9_\-])"
)
# An OpenPGP fingerprint as gpg prints it: ten groups of four hex digits, two spaces in the middle (or one, once
# copied). It identifies a public key and is published to be checked against ("My PGP key fingerprint is 3F2A 9C11 ... 18E3").
_FINGERPRINT = re.compile(
    r"(?<![0-9A-Za-z])(?:[0-9A-Fa-f]{4} ){4}[0-9A-Fa-f]{4}  ?(?:[0-9A-Fa-f]{4} ){4}[0-9A-Fa-f]{4}(?![0-9A-Za-z])"
)
# A key cut into pieces, one per line or split by " / " or " | " ("hf_xSTWI2swHQ / MmCQXc6ztleSOj / 1Rl3WbAdOI").
_CUT_KEY = re.compile(
    r"(?<![^\s:])[A-Za-z0-9_\-]{8,80}(?:(?:[ \t]+[/|][ \t]+|[ \t]*\n[ \t]*)[A-Za-z0-9_\-]{6,80}){1,7}(?![^\s.,;])"
)
_CUT = re.compile(r"[ \t]+[/|][ \t]+|[ \t]*\n[ \t]*")
# A date written year first, or a span of hours ("2024-03-12", "8:00-21:00"): exact shapes of no code or account.
_DATE_OR_HOURS = re.compile(r"(?:19|20)\d\d-[01]?\d-[0-3]?\d|[0-2]?\d:[0-5]\d\s?[-~–]\s?[0-2]?\d:[0-5]\d")


def in_a_date(text: str, at: int) -> bool:
    """Whether the character at `at` belongs to a date written year first or a span of hours in `text` ("密码已于
    2024-03-12 10:21修改成功", "营业时间8:00-21:00")."""
    return any(date.start() <= at < date.end() for date in _DATE_OR_HOURS.finditer(text))


UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"  # lower case, as `Views.lowered` reads it
SPACED_CONTEXT = 60  # characters kept on each side of a spaced-out run ("p a s s w o r d : hunter2")
SPACED_RUN_READ = 512  # letters of one spaced-out run joined up (longer than any key)


def unleet(text: str) -> str:
    """`text` with leetspeak's digits and symbols read as the letters they stand for ("p4ssw0rd" -> "password").

    Folded as UTF-8 bytes (only ASCII bytes change), which is fast for any script and keeps offsets.
    """
    return text.encode("utf-8", "surrogatepass").translate(_LEET).decode("utf-8", "surrogatepass")


@dataclass
class Views:
    """One message, as each detector needs to read it."""

    folded: str  # NFKC (fullwidth to ASCII), invisible characters removed
    decoded: bool = False  # this is the text of a base64 piece, decoded (never decoded again)
    as_written: bool = False  # the message as its member wrote it, not pieces joined up (`despaced`, `regrouped`, …)
    lowered: str = field(init=False)

    def __post_init__(self) -> None:
        self.lowered = self.folded.lower()

    @classmethod
    def of(cls, text: str) -> Views:
        text = _SLIP_CANDIDATE.sub(_password_slip, text) if _SLIP_LETTERS.intersection(text) else text
        text = _KOREAN_SLIP.sub(_korean_password_slip, text) if "번" in text or "밀" in text else text
        if text.isascii():
            return cls(text.translate(_INVISIBLE), as_written=True)  # translate has a fast path for ASCII
        if not unicodedata.is_normalized("NFKC", text):
            text = unicodedata.normalize("NFKC", text)
        # invisible and control characters are not printable: a cheap test spares the scan of most texts
        text = text if text.isprintable() else _INVISIBLE_RUN.sub("", text)
        text = _KEYCAP.sub(r"\1", text) if "\u20e3" in text else text
        return cls(_fold_confusables(text), as_written=True)

    @cached_property
    def leet(self) -> str:
        """Lower-cased, leetspeak folded (`unleet`): for finding the words that name a secret."""
        return unleet(self.lowered)

    @cached_property
    def long_tokens(self) -> str:
        """Whitespace-separated tokens of at least LONG_TOKEN characters, one per line."""
        return "\n".join(_LONG_TOKEN.findall(self.folded))

    @cached_property
    def key_runs(self) -> list[str]:
        """Runs of key characters (letters, digits, `_-.+/~`, `=` padding) of at least 10, from the long tokens."""
        return _KEY_RUN.findall(self.long_tokens)

    @cached_property
    def digit_runs(self) -> list[bytes]:
        """Runs of digits, with the spaces, dashes and dots that group them removed."""
        skeleton = self.folded.encode("ascii", "replace").translate(_DIGIT_SKELETON, _GROUP_SEPARATORS)
        return [run for run in skeleton.split() if len(run) >= 6]

    def despaced(self) -> str | None:
        """Spaced-out runs ("s k - p r o j") joined up, each with the text around it; None when there are none."""
        folded = self.folded
        skeleton = b" " + folded.encode("ascii", "replace").translate(_SPACE_SKELETON)
        if not any(shape in skeleton for shape in _SPACED_SHAPES):
            return None
        snippets = [
            folded[max(0, run.start() - SPACED_CONTEXT) : run.start()]
            + folded[run.start() : min(run.end(), run.start() + 2 * SPACED_RUN_READ)].replace(run.group("sep"), "")
            + folded[run.end() : run.end() + SPACED_CONTEXT]
            for run in bounded(_SPACED_RUN.finditer(folded))
        ]
        if "  " in folded:
            snippets += [
                folded[max(0, run.start() - SPACED_CONTEXT) : run.start()]
                + run.group()[: 2 * SPACED_RUN_READ].replace("  ", "\0").replace(" ", "").replace("\0", " ")
                + folded[run.end() : run.end() + SPACED_CONTEXT]
                for run in bounded(_SPACED_PHRASE.finditer(folded))
                if "  " in run.group()
            ]
        return "\n".join(snippets) or None

    @cached_property
    def fingerprints(self) -> list[tuple[int, int]]:
        """Where the folded text holds an OpenPGP fingerprint as gpg prints it, or with its double space made single by
        a copy (public: no key is in it)."""
        if self.folded.count(" ") < 9:
            return []
        return [m.span() for m in bounded(_FINGERPRINT.finditer(self.folded))]

    @cached_property
    def _grouped(self) -> list[re.Match[str]]:
        """Runs of four or more groups of four characters that hold digits or both cases (not prose): "3rd time this
        year" is prose, its digit only in the piece before the groups of four."""
        if self.folded.count(" ") < 3:
            return []
        fingerprints = self.fingerprints
        return [
            run
            for run in bounded(_GROUPED_RUN.finditer(self.folded))
            if (not (joined := run.group().replace(" ", "")).isalpha() or not (joined.islower() or joined.istitle()))
            and not _lower_words("".join(run.group().split(" ")[1:]))
            and not any(run.start() < end and start < run.end() for start, end in fingerprints)
        ]

    @property
    def grouped_runs(self) -> list[str]:
        """Each run of groups of four, joined up."""
        return [run.group().replace(" ", "") for run in self._grouped]

    def regrouped(self) -> str | None:
        """The text with each run of groups of four joined up (a spaced-out key made whole again); None when there are none."""
        if not self._grouped:
            return None
        pieces, at = [], 0
        for run in self._grouped:
            pieces += [self.folded[at : run.start()], run.group().replace(" ", "")]
            at = run.end()
        return "".join([*pieces, self.folded[at:]])

    def rejoined(self) -> str | None:
        """Each key cut into pieces joined up, one per line; None when there is none.

        Only runs whose pieces mix digits in are joined: lists of words stay words. The first MAX_CANDIDATES runs
        are read (a long list of lines is no reason to refuse a message as a dump).
        """
        if "\n" not in self.folded and " / " not in self.folded and " | " not in self.folded:
            return None
        joined = (_CUT.sub("", run.group()) for run in islice(_CUT_KEY.finditer(self.folded), MAX_CANDIDATES))
        keys = [key for key in joined if any(c.isdigit() for c in key) and not key.isdigit()]
        return "\n".join(keys) or None

    def decoded_pieces(self) -> str | None:
        """What long base64 pieces of the text decode to, when that is readable text (a key in base64)."""
        if self.decoded:
            return None
        texts = []
        pieces = (run for run in dict.fromkeys(self.key_runs) if len(run) >= 24 and "." not in run and "~" not in run)
        for piece in bounded(pieces):
            text = decode_base64(piece)
            if text:
                texts.append(text)
        return "\n".join(texts) or None


def decode_base64(piece: str) -> str | None:
    """The readable ASCII text a base64 (or URL-safe base64) piece encodes, or None."""
    piece = piece.replace("-", "+").replace("_", "/")
    try:
        raw = binascii.a2b_base64(piece + "=" * (-len(piece) % 4))
    except (binascii.Error, ValueError):
        return None
    if len(raw) < 12 or not raw.isascii():
        return None
    text = raw.decode("ascii")
    return text if " ".join(text.split()).isprintable() else None


MAX_CANDIDATES = 64  # look-alikes one detector judges per message; a message with more is refused


class TooManyCandidates(Exception):
    """More key-like strings than the filter judges one by one: the message is refused as a dump."""


def alternatives(words: Iterable[str]) -> str:
    """A pattern matching any of `words` literally, the longest first (so "alarmanlage" is not read as "alarm")."""
    return "|".join(re.escape(word) for word in sorted(set(words), key=len, reverse=True))


def bounded(candidates: Iterable[T]) -> Iterator[T]:
    """The candidates, one by one, raising TooManyCandidates past MAX_CANDIDATES (keeps the filter linear)."""
    for count, candidate in enumerate(candidates):
        if count == MAX_CANDIDATES:
            raise TooManyCandidates
        yield candidate


def after_each(views: Views, cues: Iterable[str], length: int) -> Iterator[str]:
    """The `length` folded characters after the first place each cue is found (in the lowered text)."""
    for cue in cues:
        at = views.lowered.find(cue)
        if at >= 0:
            yield views.folded[at + len(cue) : at + len(cue) + length]
