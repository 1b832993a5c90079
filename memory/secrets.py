"""The one secret filter every write path goes through.

Every pattern has bounded repetition and no nested quantifiers, so a long adversarial
string is scanned in linear time. A pattern is only tried on text that contains its cues
(plain substring checks), and patterns start with their literal where they have one (word
boundaries are look-behinds after it), so the regex engine can jump between occurrences.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from .text import normalise

_ASSIGNED_NAMES = (
    r"password|passwd|passphrase|pwd|secret|client[_ -]?secret|token|access[_ -]?token|"
    r"refresh[_ -]?token|auth[_ -]?token|api[_ -]?key|apikey|access[_ -]?key|private[_ -]?key|"
    r"aws_secret_access_key|secret[_ -]?key"
)


@dataclass(frozen=True)
class SecretPattern:
    """A kind of secret: a regex, and the cues without which it cannot match.

    `cues` are groups of lower-case substrings; the lower-cased text must contain one of each group.
    """

    kind: str
    cues: tuple[tuple[str, ...], ...]
    regex: re.Pattern[str]
    lower: bool = False  # the regex is written for the lower-cased text

    def could_match(self, lowered: str) -> bool:
        return all(any(cue in lowered for cue in group) for group in self.cues)


SECRET_PATTERNS: tuple[SecretPattern, ...] = (
    SecretPattern("PEM private key", (("private key",),), re.compile(r"-----BEGIN [A-Z ]{0,40}PRIVATE KEY( BLOCK)?-----")),
    SecretPattern("API key (sk-)", (("sk-",),), re.compile(r"sk-(?<![A-Za-z0-9]sk-)(?:ant-|proj-|live-)?[A-Za-z0-9_-]{20}")),
    SecretPattern(
        "GitHub token",
        (("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),),
        re.compile(r"gh(?<![A-Za-z0-9]gh)(?:[pousr]_[A-Za-z0-9]{30}|ithub_pat_[A-Za-z0-9_]{30})"),
    ),
    SecretPattern(
        "Stripe key", (("_live_",),), re.compile(r"_live_(?<=[srp]k_live_)(?<![A-Za-z0-9][srp]k_live_)[A-Za-z0-9]{16}")
    ),
    SecretPattern(
        "AWS access key id",
        (("akia", "asia", "agpa", "aida", "aroa"),),
        re.compile(r"A(?<![A-Za-z0-9]A)(?:KIA|SIA|GPA|IDA|ROA)[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ),
    SecretPattern("Slack token", (("xox",),), re.compile(r"xox(?<![A-Za-z0-9]xox)[abposr]-[A-Za-z0-9-]{10}")),
    SecretPattern("Slack webhook", (("hooks.slack.com",),), re.compile(r"hooks\.slack\.com/services/T[A-Za-z0-9]{4}")),
    SecretPattern("Google API key", (("aiza",),), re.compile(r"AIza(?<![A-Za-z0-9]AIza)[0-9A-Za-z_-]{35}")),
    SecretPattern(
        "authorization header",
        (("authorization",),),
        re.compile(r"authorization(?<!\wauthorization)\s{0,5}[:=]\s{0,5}(?:(?:basic|bearer|token|digest)\s{1,5})?\S{8}"),
        lower=True,
    ),
    SecretPattern("bearer token", (("bearer",),), re.compile(r"bearer(?<!\wbearer)\s{1,5}[a-z0-9._~+/=-]{16}"), lower=True),
    SecretPattern(
        "JWT", (("eyj",),), re.compile(r"eyJ(?<![A-Za-z0-9]eyJ)[A-Za-z0-9_-]{5,4000}\.eyJ[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{5}")
    ),
    SecretPattern(
        "credential assignment",
        ((":", "="), ("pass", "pwd", "secret", "token", "key")),
        re.compile(rf"\b(?:{_ASSIGNED_NAMES})\s{{0,5}}(?::|=|=>|:=)\s{{0,5}}[\"']?[^\s\"']{{4}}"),
        lower=True,
    ),
    SecretPattern(
        "password",
        (("pass", "pin code", "pwd"),),
        re.compile(r"p(?<!\wp)(?:assword|asscode|in code|wd)\s{1,5}(?:is|was|:)\s{1,5}[\"']?\S{0,40}\d"),
        lower=True,
    ),
    SecretPattern(
        "URL with credentials",
        (("://",), ("@",)),
        re.compile(r"://(?<=[a-z0-9+.-][a-z0-9+.-]://)[^\s/:@]{1,200}:[^\s/@]{1,200}@"),
        lower=True,
    ),
)


def find_secret(text: str) -> str | None:
    """The kind of secret `text` appears to contain, or None. Never returns the secret itself."""
    folded = normalise(text if unicodedata.is_normalized("NFKC", text) else unicodedata.normalize("NFKC", text))
    lowered = folded.lower()
    for pattern in SECRET_PATTERNS:
        if pattern.could_match(lowered) and pattern.regex.search(lowered if pattern.lower else folded):
            return pattern.kind
    return None
