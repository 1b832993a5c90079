"""The one secret filter every write path goes through.

Every pattern has bounded repetition and no nested quantifiers, so a long adversarial
string is scanned in linear time.
"""

from __future__ import annotations

import re
import unicodedata

from memory.text import normalise

_ASSIGNED_NAMES = (
    r"password|passwd|passphrase|pwd|secret|client[_ -]?secret|token|access[_ -]?token|"
    r"refresh[_ -]?token|auth[_ -]?token|api[_ -]?key|apikey|access[_ -]?key|private[_ -]?key|"
    r"aws_secret_access_key|secret[_ -]?key"
)

SECRET_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("PEM private key", re.compile(r"-----BEGIN [A-Z ]{0,40}PRIVATE KEY( BLOCK)?-----")),
    ("API key (sk-)", re.compile(r"(?<![A-Za-z0-9])sk-(?:ant-|proj-|live-)?[A-Za-z0-9_-]{20}")),
    ("GitHub token", re.compile(r"(?<![A-Za-z0-9])(?:gh[pousr]_[A-Za-z0-9]{30}|github_pat_[A-Za-z0-9_]{30})")),
    ("Stripe key", re.compile(r"(?<![A-Za-z0-9])(?:sk|rk|pk)_live_[A-Za-z0-9]{16}")),
    ("AWS access key id", re.compile(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}(?![A-Za-z0-9])")),
    ("Slack token", re.compile(r"(?<![A-Za-z0-9])xox[abposr]-[A-Za-z0-9-]{10}")),
    ("Slack webhook", re.compile(r"hooks\.slack\.com/services/T[A-Za-z0-9]{4}")),
    ("Google API key", re.compile(r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_-]{35}")),
    ("authorization header", re.compile(r"(?i)\bauthorization\s{0,5}[:=]\s{0,5}(?:(?:basic|bearer|token|digest)\s{1,5})?\S{8}")),
    ("bearer token", re.compile(r"(?i)\bbearer\s{1,5}[A-Za-z0-9._~+/=-]{16}")),
    ("JWT", re.compile(r"(?<![A-Za-z0-9])eyJ[A-Za-z0-9_-]{5,4000}\.eyJ[A-Za-z0-9_-]{5,8000}\.[A-Za-z0-9_-]{5}")),
    (
        "credential assignment",
        re.compile(rf"(?i)\b(?:{_ASSIGNED_NAMES})\s{{0,5}}(?::|=|=>|:=)\s{{0,5}}[\"']?[^\s\"']{{4}}"),
    ),
    ("password", re.compile(r"(?i)\b(?:password|passcode|pin code|pwd)\s{1,5}(?:is|was|:)\s{1,5}[\"']?\S{0,40}\d")),
    ("URL with credentials", re.compile(r"(?i)\b[a-z][a-z0-9+.-]{1,20}://[^\s/:@]{1,200}:[^\s/@]{1,200}@")),
)


def find_secret(text: str) -> str | None:
    """The kind of secret `text` appears to contain, or None. Never returns the secret itself."""
    folded = normalise(unicodedata.normalize("NFKC", text))
    for kind, pattern in SECRET_PATTERNS:
        if pattern.search(folded):
            return kind
    return None


def refusal(kind: str) -> str:
    return f"Not stored: that looks like a secret ({kind}). Secrets are never kept in memory."
