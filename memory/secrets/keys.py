"""Provider keys and tokens, private keys, JWTs, and random-looking strings named as keys.

Keys are found in the message's long tokens only (see `Views.long_tokens`). One regex finds every
vendor prefix that starts a token part; the vendor's body pattern is then matched right after
it. A prefix counts only where the character before it cannot be part of a key, so a run of
repeated prefixes ("-eyJ-eyJ…") is rejected at each one in constant time: the scan stays linear.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from .public import BROWSER_KEY_VENDORS, called_public_key, is_sample_key
from .views import UUID, Views, bounded, decode_base64

_KEY_CHARS = r"A-Za-z0-9_\-"
FRAGMENT = 10  # characters after a distinctive prefix that already make a piece of a key


@dataclass(frozen=True)
class Vendor:
    """A provider's key format: its prefix, the characters of its body and their least number.

    A distinctive prefix (one no word starts with) followed by FRAGMENT characters, digits or both
    cases among them, is refused even when shorter than a whole key: half a key is still a secret.
    """

    name: str
    prefixes: tuple[str, ...]
    body: str  # a character class
    length: int
    distinctive: bool = True


VENDORS: tuple[Vendor, ...] = (
    Vendor("OpenAI key", ("sk-proj-", "sk-svcacct-", "sk-admin-", "sk-None-"), _KEY_CHARS, 40),
    Vendor("Anthropic key", ("sk-ant-",), _KEY_CHARS, 40),
    Vendor("OpenRouter key", ("sk-or-v1-",), "0-9a-f", 64),
    Vendor("API key (sk-)", ("sk-",), _KEY_CHARS, 20, distinctive=False),
    Vendor("GitHub token", ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"), "A-Za-z0-9", 36),
    Vendor("GitHub fine-grained token", ("github_pat_",), "A-Za-z0-9_", 82),
    Vendor("GitLab token", ("glpat-", "gldt-", "glrt-", "glptt-", "glcbt-", "gloas-", "glft-", "glimt-"), _KEY_CHARS, 20),
    Vendor("GitLab runner token", ("GR1348941",), _KEY_CHARS, 20),
    Vendor("Hugging Face token", ("hf_",), "A-Za-z", 30, distinctive=False),
    Vendor("npm token", ("npm_",), "A-Za-z0-9", 36),
    Vendor("PyPI token", ("pypi-AgEIcHlwaS5vcmc",), _KEY_CHARS, 50),
    Vendor("Stripe key", ("sk_live_", "sk_test_", "rk_live_", "rk_test_"), "A-Za-z0-9", 20),  # pk_: publishable, public
    Vendor("Stripe webhook secret", ("whsec_",), "A-Za-z0-9+/=", 32),
    Vendor("SendGrid key", ("SG.",), r"A-Za-z0-9_\-.", 60, distinctive=False),
    Vendor("Slack token", ("xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxe-", "xapp-"), _KEY_CHARS, 20),
    Vendor("Google API key", ("AIza",), _KEY_CHARS, 35),
    Vendor("Google OAuth secret", ("GOCSPX-",), _KEY_CHARS, 24),
    Vendor("Google OAuth token", ("ya29.",), _KEY_CHARS, 40),
    Vendor("Twilio key", ("SK",), "0-9a-f", 32, distinctive=False),
    Vendor("Mailgun key", ("key-",), "0-9a-f", 32, distinctive=False),
    Vendor("Shopify token", ("shpat_", "shpss_", "shpca_", "shppa_"), "0-9a-fA-F", 32),
    Vendor("DigitalOcean token", ("dop_v1_", "doo_v1_", "dor_v1_"), "0-9a-f", 64),
    Vendor("Atlassian token", ("ATATT3", "ATCTT3"), r"A-Za-z0-9_\-=", 100),
    Vendor("Linear key", ("lin_api_", "lin_oauth_"), "A-Za-z0-9", 40),
    Vendor("Postman key", ("PMAK-",), "0-9a-f-", 59),
    Vendor("Square token", ("sq0atp-", "sq0csp-", "EAAA"), _KEY_CHARS, 22),
    Vendor("Databricks token", ("dapi",), "0-9a-f", 32, distinctive=False),
    Vendor("Grafana token", ("glsa_", "glc_"), r"A-Za-z0-9_=+/", 32),
    Vendor("New Relic key", ("NRAK-", "NRII-", "NRJS-"), "A-Z0-9", 27),
    Vendor("Vault token", ("hvs.", "hvb.", "hvr."), _KEY_CHARS, 24),
    Vendor("Pulumi token", ("pul-",), "0-9a-f", 40, distinctive=False),
    Vendor("Alibaba Cloud key", ("LTAI",), "A-Za-z0-9", 20, distinctive=False),
    Vendor("Tencent Cloud key", ("AKID",), "A-Za-z0-9", 32, distinctive=False),
    Vendor("Notion token", ("ntn_",), "A-Za-z0-9", 40),
    Vendor("Notion token", ("secret_",), "A-Za-z0-9", 43, distinctive=False),
    Vendor("Replicate token", ("r8_",), "A-Za-z0-9", 37, distinctive=False),
    Vendor("Groq key", ("gsk_",), "A-Za-z0-9", 48),
    Vendor("xAI key", ("xai-",), "A-Za-z0-9", 70),
    Vendor("Perplexity key", ("pplx-",), "A-Za-z0-9", 40),
    Vendor("Figma token", ("figd_", "figo_"), _KEY_CHARS, 40),
    Vendor("Supabase token", ("sbp_", "sb_secret_"), "0-9a-zA-Z_", 40),
    Vendor("Docker token", ("dckr_pat_", "dckr_oat_"), _KEY_CHARS, 27),
    Vendor("age secret key", ("AGE-SECRET-KEY-1",), "0-9A-Z", 58),
    Vendor("Doppler token", ("dp.st.", "dp.pt.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit."), "A-Za-z0-9", 40),
    Vendor("Mapbox secret token", ("sk.eyJ",), r"A-Za-z0-9_\-.", 60),
    Vendor("PlanetScale token", ("pscale_tkn_", "pscale_pw_", "pscale_oauth_"), _KEY_CHARS, 32),
    Vendor("Sentry token", ("sntrys_", "sntryu_"), r"A-Za-z0-9_=+/", 40),
    Vendor("Facebook token", ("EAACEdEose0cBA",), "A-Za-z0-9", 40),
    Vendor("Brevo key", ("xkeysib-", "xsmtpsib-"), "A-Za-z0-9-", 60),
    Vendor("Flutterwave key", ("FLWSECK-", "FLWSECK_TEST-"), "A-Za-z0-9-", 32),
    Vendor("Heroku key", ("HRKU-",), _KEY_CHARS, 30),
    Vendor("Netlify token", ("nfp_",), "A-Za-z0-9", 36),
    Vendor("Typeform token", ("tfp_",), r"A-Za-z0-9_\-.", 40),
    Vendor("Cloudflare origin key", ("v1.0-",), "0-9a-f-", 100),
    Vendor("Private key (OpenSSH body)", ("b3BlbnNzaC1rZXktdjE",), "A-Za-z0-9+/=", 20),
    Vendor("Private key (body)", ("MII",), "A-Za-z0-9+/=", 60, distinctive=False),
)
_BY_START: dict[str, list[tuple[str, Vendor]]] = {}
for _vendor in VENDORS:
    for _prefix in _vendor.prefixes:
        _BY_START.setdefault(_prefix[:2], []).append((_prefix, _vendor))
for _candidates in _BY_START.values():
    _candidates.sort(key=lambda candidate: -len(candidate[0]))  # "sk-proj-" before "sk-"
_BODIES = {
    vendor: (
        re.compile(rf"[{vendor.body}]{{{vendor.length}}}"),
        re.compile(rf"[{vendor.body}]{{{FRAGMENT},}}+"),
    )
    for vendor in VENDORS
}

# A key sent in pieces so no scanner sees it whole: its prefix, then its body cut by spaces or dashes ("ghp_1kPwQV9Xx -
# 9myByeaXI - Bw5hG6WBF", "glpat- EN0DIh QOKrfsm x84RCJ1", "AIza dhDoOcpRf6 D482h3hXou TZsw0tjmM-jXg").
_PIECED_PREFIXES = sorted(
    {prefix for vendor in VENDORS if vendor.distinctive or vendor.prefixes == ("sk-",) for prefix in vendor.prefixes},
    key=len,
    reverse=True,
)
_PIECED_VENDOR = {prefix: vendor for vendor in VENDORS for prefix in vendor.prefixes if prefix in _PIECED_PREFIXES}
_PIECED = re.compile(
    r"(?<![A-Za-z0-9_])(?P<prefix>"
    + "|".join(map(re.escape, _PIECED_PREFIXES))
    + r")(?P<body>[ \t]*[-–]?[ \t]*[A-Za-z0-9_]{3,}(?:[ \t]*[-–]?[ \t]+[A-Za-z0-9_\-]{3,}){1,12})"
)
_PIECE = re.compile(r"[A-Za-z0-9_]{3,}(?:-[A-Za-z0-9_]+)*")
_CUT_BY = re.compile(r"[_\-–][ \t]|AIza[ \t]")  # a prefix or a piece, then a cut: what a key in pieces always holds
PIECES_MIXED = 2  # pieces with digits or both cases a key in pieces has at least ("and then use it" has none)


def _pieced_key(views: Views) -> str | None:
    """The provider of a key whose body is cut into pieces by spaces or dashes, joined up whole again."""
    for match in bounded(_PIECED.finditer(views.folded)):
        pieces = _PIECE.findall(match.group("body"))
        mixed = [index for index, piece in enumerate(pieces) if _mixed(piece)]
        if len(mixed) < PIECES_MIXED:
            continue
        vendor = _PIECED_VENDOR[match.group("prefix")]
        body = "".join(pieces[: mixed[-1] + 1])
        if _BODIES[vendor][0].match(body) and not is_sample_key(match.group("prefix") + body):
            return vendor.name
    return None


# AWS key ids are read from the whole text: people write them in groups of four.
_AWS_KEY_ID = re.compile(
    r"A(?:KIA|SIA|GPA|IDA|ROA|NPA|NVA|IPA)(?<![A-Za-z0-9][A-Z]{4})"
    r"(?=(?:[ \-]?[A-Z0-9]){0,15}[ \-]?[0-9])(?:[ \-]?[A-Z0-9]){16}(?![A-Za-z0-9])"
)
# Keys without a prefix, found by their shape; each pattern starts with a literal.
_SHAPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("JWT", re.compile(r"eyJ(?<![A-Za-z0-9_\-]eyJ)[A-Za-z0-9_\-]{5,}+\.eyJ[A-Za-z0-9_\-]{5,}+\.[A-Za-z0-9_\-]{5}")),
    ("JWT", re.compile(r"eyJ(?<![A-Za-z0-9_\-]eyJ)[A-Za-z0-9_\-]{10,}+\.[A-Za-z0-9_\-]{10,}+\.[A-Za-z0-9_\-]{16}")),
    ("Slack webhook", re.compile(r"hooks\.slack\.com/services/T[A-Za-z0-9_]{4,}+/B[A-Za-z0-9_]{4,}+/[A-Za-z0-9]{10}")),
    ("Discord webhook", re.compile(r"discord(?:app)?\.com/api/webhooks/[0-9]{5,}+/[A-Za-z0-9_\-]{40}")),
    ("Airtable token", re.compile(r"pat(?<![A-Za-z0-9]pat)[A-Za-z0-9]{14}\.[0-9a-f]{64}")),
    ("Telegram bot token", re.compile(r":AA(?<=[0-9]{8}:AA)[A-Za-z0-9_\-]{30}")),
    ("Mailchimp key", re.compile(r"-us(?<=[0-9a-f]{32}-us)[0-9]{1,2}(?![0-9])")),
    ("Azure client secret", re.compile(r"Q~(?<=[A-Za-z0-9_~.\-]{3}[0-9]Q~)[A-Za-z0-9_~.\-]{31}")),
    (
        "Discord bot token",
        re.compile(
            r"\.(?:(?<=[MNO][A-Za-z0-9_\-]{23}\.)|(?<=[MNO][A-Za-z0-9_\-]{25}\.)|(?<=[MNO][A-Za-z0-9_\-]{27}\.))"
            r"[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27}"
        ),
    ),
)

_SEGMENT_BREAK = re.compile(r"[-_.~]")
_HEX = re.compile(r"(?:0x)?[0-9a-fA-F]+$")
_NOT_KEYS = re.compile(
    r"(?:sha(?:1|224|256|384|512)[-:]|md5[-:]|AAAA[BCE][0-9][A-Za-z]{2}[ab]C1|"
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$|v?[0-9]+(?:[.\-][0-9A-Za-z]+)+$|"
    r".*\.[A-Za-z]{2,4}$|age1[02-9ac-hj-np-z]{58}$|pk\.eyJ|pk_(?:live|test)_)"
)
_HASH_NAME = re.compile(r"(?i:sha(?:1|224|256|384|512)|md5):$")
CUE_WORDS = (
    "key", "token", "secret", "password", "passwd", "credential", "api", "auth", "aws", "bearer", "access",
    "密钥", "秘钥", "令牌", "キー", "トークン", "シークレット", "鍵", "키", "토큰", "시크릿", "clave", "clé", "schlüssel",
)  # fmt: skip
RANDOM_READ = 512  # characters of a run judged for randomness (a random run is random in its start)
ENTROPY_NAMED = 3.2  # bits per character, for a string the message calls a key or token
ENTROPY_BARE = 4.0  # for a long string nothing names: only truly random ones


def entropy(text: str) -> float:
    """Shannon entropy in bits per character."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def find_vendor_key(views: Views) -> str | None:
    """A provider's key or token, or a distinctive piece of one."""
    tokens = views.long_tokens
    for found in views.key_runs:
        run = found.lstrip("/")  # a key as a link's user ("https://ghp_…@github.com/…") starts after the slashes
        for prefix, vendor in _BY_START.get(run[:2], ()):
            if run.startswith(prefix):
                whole, fragment = _BODIES[vendor]
                start = len(prefix)
                if whole.match(run, start) and not is_sample_key(run):
                    if vendor.name in BROWSER_KEY_VENDORS and called_public_key(views.lowered):
                        continue  # "the Firebase apiKey is meant to be public": a key for browsers
                    return vendor.name
                piece = fragment.match(run, start) if vendor.distinctive else None
                if piece and _mixed(piece.group()) and not is_sample_key(run):
                    return vendor.name
    for name, shape in _SHAPES:
        if shape.search(tokens):
            return name
    if any(not is_sample_key(key_id.group()) for key_id in bounded(_AWS_KEY_ID.finditer(views.folded))):
        return "AWS access key id"
    return _pieced_key(views) if _CUT_BY.search(views.folded) else None


# A UUID is an id, unless the message hands it over as a key: a key's name before it in its clause ("der
# API-Schlüssel für das Lieferantenportal: 7f3e…"), or DeepL's ":fx".
_NAMED_UUID = re.compile(
    r"(?:(?<![a-z])(?:api[ _-]?key|apikey|token|secret|key|clave|clé|schlüssel)(?![a-z])|키|キー|密钥|秘钥)"
    # not a UUID named as an id after the key's name ("the key rotation ticket: …", "Schlüssel-Bestellnummer")
    rf"(?:(?!\bids?\b|ticket|order|request|nummer|n[úu]mero|num[ée]ro|번호|编号|番号)[^\n.;!?]){{0,40}}?(?<![0-9a-f-]){UUID}"
    r"(?![0-9a-f-])"
)
_DEEPL_KEY = re.compile(rf"{UUID}:fx")


def find_named_uuid(views: Views) -> str | None:
    """A UUID handed over as an API key (Heroku, DeepL and others issue keys shaped as UUIDs)."""
    lowered = views.lowered
    if lowered.count("-") < 4:
        return None
    if _DEEPL_KEY.search(lowered):
        return "DeepL key"
    return "API key or token" if _NAMED_UUID.search(lowered) else None


def find_random_key(views: Views) -> str | None:
    """A long random-looking string: in a message about keys or tokens, or long and random enough alone."""
    loose = [run for run in dict.fromkeys(views.key_runs) if len(run) >= 16 and _has_letters_and_more(run)]
    if not loose:
        return None
    named = any(cue in views.lowered for cue in CUE_WORDS)  # looked up only when a run could be a key
    runs = loose if named else [run for run in loose if len(run) >= 24 and _has_both_cases_and_more(run)]
    for run in bounded(runs):  # each distinct run once; str methods above drop most without Python loops
        if _looks_random(run, named) and not _in_url_or_hash(views.long_tokens, run) and not is_sample_key(run):
            return None if called_public_key(views.lowered) else "API key or token"  # "the search-only key is …"
    return None


# An authenticator (TOTP) secret or a recovery key as issuers print it: RFC 4648 base32, upper case, letters with the
# digits 2-7 only. Tracking numbers, VINs and booking references hold 0, 1, 8 or 9, or are shorter.
_BASE32 = re.compile(r"[A-Z2-7]{16,128}")
BASE32_DIGITS = 2  # at least: a base32 secret of 16 or more characters without two such digits is rare, a word common
BASE32_DISTINCT = 10  # distinct characters at least: "AAAA2222BBBB3333" is a pattern, not a secret


def find_base32_secret(views: Views) -> str | None:
    """A run in the base32 alphabet an authenticator app is given: 16 or more characters, digits 2-7 among the letters."""
    for run in bounded(dict.fromkeys(views.key_runs)):
        if (
            _BASE32.fullmatch(run := run.rstrip(".="))  # a sentence's full stop, base32's padding
            and sum(c.isdigit() for c in run) >= BASE32_DIGITS
            and len(set(run)) >= BASE32_DISTINCT
            and not run.isdigit()
        ):
            return "authenticator secret"
    return None


def _mixed(piece: str) -> bool:
    """Digits among letters, or both cases: what a piece of a key has and a word after a prefix has not."""
    return not piece.isalpha() or not (piece.islower() or piece.isupper())


def _has_letters_and_more(run: str) -> bool:
    return not run.isalpha() and not run.isdigit()


def _has_both_cases_and_more(run: str) -> bool:
    return not run.isalpha() and not run.islower() and not run.isupper()


def _in_url_or_hash(tokens: str, run: str) -> bool:
    """A run that is a URL's path (a domain before its first "/"), follows `$` (crypt hashes like `$2b$12$…`)
    or names its hash ("SHA256:" before a host-key fingerprint)."""
    start = tokens.find(run)
    head = run.split("/", 1)[0]
    hashed = _HASH_NAME.search(tokens, max(0, start - 8), start) is not None
    return run.startswith("//") or ("/" in run and "." in head) or (start > 0 and tokens[start - 1] == "$") or hashed


def _looks_random(piece: str, named: bool) -> bool:
    piece = piece[:RANDOM_READ]
    if _HEX.match(piece):  # hashes and commit ids, unless the message calls a long one a key
        return named and len(piece) >= 32
    if _NOT_KEYS.match(piece) or decode_base64(piece) is not None:
        return False  # ids, versions, file names, public keys; base64 of readable text is judged decoded
    core = max(_SEGMENT_BREAK.split(piece), key=len)  # "all-MiniLM-L6-v2" is words; a key has a long random core
    has_digit = any(c.isdigit() for c in core)
    has_upper = any(c.isupper() for c in core)
    has_lower = any(c.islower() for c in core)
    if named:
        return len(core) >= 16 and has_digit and (has_upper or has_lower) and entropy(core) >= ENTROPY_NAMED
    return len(core) >= 24 and has_digit and has_upper and has_lower and entropy(core) >= ENTROPY_BARE


# A FRITZ!Box prints its wifi key as twenty digits, read out in groups of four: with the box named, those digits are it.
_FRITZ_KEY = re.compile(r"(?<![0-9])[0-9]{4}(?:[ -]?[0-9]{4}){4}(?![0-9])")
# Another number a box has printed on it: its serial, its article or customer number.
_ANOTHER_NUMBER = re.compile(r"serien|serial|\bs/?n\b|artikel|kunden|customer|imei|mac")


def find_printed_router_key(views: Views) -> str | None:
    """A router's printed wifi key of an exact published shape, the router named ("steht hinten auf der FritzBox: 4827
    1930 5516 2284 7703")."""
    if "fritz" not in views.lowered or _ANOTHER_NUMBER.search(views.lowered):
        return None
    return "wifi password" if _FRITZ_KEY.search(views.folded) else None
