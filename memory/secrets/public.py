"""What is public by its structure, whatever words surround it: public PEM blocks and key lines, ssh fingerprints,
documentation keys.

A certificate, a public key or a PGP public key block is meant to be handed out; its base64 body
looks as random as a private key's, so the block is cut out before any detector reads the text
(a private key block beside it is still read). A key that spells EXAMPLE (AWS's documented keys)
or six x's in a row ("ghp_XXXXXXXX…") is a documentation sample, not a key.
"""

from __future__ import annotations

import hashlib
import re

# The armour lines of public PEM blocks, and any armour line (a block ends at END or at the next BEGIN), read
# from their word: the dashes that open one may have been cut (and are left behind), the five that close it never are.
_PUBLIC_LABEL = re.compile(
    r"(?:CERTIFICATE|TRUSTED CERTIFICATE|PUBLIC KEY|RSA PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|"
    r"CERTIFICATE REQUEST|NEW CERTIFICATE REQUEST|X509 CRL|SSH2 PUBLIC KEY)"
)
_ARMOUR = re.compile(r"(?P<edge>BEGIN|END)\s(?P<label>[A-Z0-9 ]{1,40}?)\s?-{5}")
_SAMPLE_KEY = re.compile(r"(?i:example|x{6})")


# A host key's fingerprint as ssh prints it: what a server shows every client to check it by.
_SSH_FINGERPRINT = re.compile(r"SHA256:[A-Za-z0-9+/]{43}(?![A-Za-z0-9+/])|MD5(?::[0-9a-f]{2}){16}(?![0-9a-f])")


# A public key as its tool prints it for others to encrypt to or to let in: an OpenSSH public key line ("ssh-ed25519
# AAAAC3… anna@t14") and an age recipient ("age1…"; its secret key reads "AGE-SECRET-KEY-1…").
_PUBLIC_KEY_LINE = re.compile(
    r"(?<![\w-])(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp(?:256|384|521)|sk-ssh-ed25519@openssh\.com)\s+AAAA[A-Za-z0-9+/]{20,}"
    r"={0,2}(?:\s+[\w.-]+@[\w.-]+)?|(?<![\w-])age1[0-9a-z]{50,70}(?![0-9a-z])"
)


# A wallet's receiving address in base58 (Bitcoin's "1…" / "3…", TRON's "T…"): handed out to be paid. Its private key
# is of another length (a WIF key holds 51 or 52 characters, an Ethereum or TRON key 64 hex digits), so the shape alone
# tells an address from a key; a random token of this shape is told apart by the address's checksum or by a chain or an
# address named beside it ("TRC20 地址：T…", "my BTC address").
_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_WALLET_ADDRESS = re.compile(rf"(?<![A-Za-z0-9])(?:T[{_BASE58}]{{33}}|[13][{_BASE58}]{{25,33}})(?![A-Za-z0-9])")
_WALLET_SHAPE = re.compile(rf"[T13][{_BASE58}]{{25,33}}")  # looked for first: a scan with no boundary to check is faster
_CHAIN_NAMED = re.compile(
    r"(?i:\b(?:trc-?20|erc-?20|bep-?20|usdt|usdc|btc|bitcoin|tron|trx|ltc|litecoin|crypto|wallet address|address|"
    r"adresse|dirección|direccion|endereço)\b)|地址|アドレス|주소|钱包|ウォレット|지갑"
)


# An Ethereum (or any EVM chain's) address: "0x" and 40 hex digits, 20 bytes; its private key is 64 hex digits, so the
# shape alone tells the address, which is handed out to be paid.
_EVM_ADDRESS = re.compile(r"(?<![0-9A-Za-z])0x[0-9a-fA-F]{40}(?![0-9A-Za-z])")


def _base58_checked(address: str) -> bool:
    """The address's last four bytes are the start of the double SHA-256 of the rest, as base58check writes them."""
    number = 0
    for character in address:
        number = number * 58 + _BASE58.index(character)
    body = number.to_bytes(25, "big") if number < 1 << 200 else b""
    return len(body) == 25 and hashlib.sha256(hashlib.sha256(body[:-4]).digest()).digest()[:4] == body[-4:]


def _public_address(match: re.Match[str], named: bool) -> str:
    return " " if named or _base58_checked(match.group()) else match.group()


# The digits a masked number leaves in view ("尾号 ****3391", "카드 ****8842", "xxxx-1234"): the masked part is the
# secret, and it is not there.
_MASKED_NUMBER = re.compile(r"(?:[*•●]{3,}|(?<![A-Za-z])[xX]{4,})[ -]?\d{2,4}(?![0-9A-Za-z])")


def without_public_blocks(text: str) -> str:
    """`text` with every public PEM block (armour and body), every public key line, every ssh fingerprint, every
    wallet address (base58 or EVM) and every masked number's visible digits removed; one pass over the armour lines."""
    if "SHA256:" in text or "MD5:" in text:
        text = _SSH_FINGERPRINT.sub("", text)
    if "AAAA" in text or "age1" in text:
        text = _PUBLIC_KEY_LINE.sub(" ", text)
    text = _MASKED_NUMBER.sub(" ", text)
    if "0x" in text:
        text = _EVM_ADDRESS.sub(" ", text)
    if _WALLET_SHAPE.search(text) and _WALLET_ADDRESS.search(text):
        named = _CHAIN_NAMED.search(text) is not None
        text = _WALLET_ADDRESS.sub(lambda match: _public_address(match, named), text)
    if "BEGIN " not in text:  # the leading dashes may be gone ("remember that BEGIN CERTIFICATE-----": a request cleaned)
        return text
    pieces, kept_from, public_from = [], 0, -1
    for armour in _ARMOUR.finditer(text):
        if public_from >= 0:  # inside a public block: it ends here (an END, or another block's BEGIN)
            kept_from = armour.end() if armour.group("edge") == "END" else armour.start()
            public_from = -1
            if armour.group("edge") == "END":
                continue
        if armour.group("edge") == "BEGIN" and _PUBLIC_LABEL.fullmatch(armour.group("label")):
            pieces.append(text[kept_from : armour.start()])
            public_from = armour.start()
    pieces.append("" if public_from >= 0 else text[kept_from:])
    return "".join(pieces)


# The message says the key it gives is public: a browser key (Firebase, Maps), a search-only or publishable key.
_CALLED_PUBLIC_KEY = re.compile(
    r"(?:meant|supposed|designed|made) to be public|public anyway|search[- ]only|publishable|publiable|publicable|"
    r"veröffentlichbar|browser key|site[- ]?key|clé de site|clave de sitio|"
    r"(?:goes|va|kommt) (?:in(?:to)?|en|dans|ins) (?:the |el |le |l')?html|"
    r"(?:key|clé|clave|schlüssel)\s(?:is|es|est|ist)\s(?:public|publique|pública|öffentlich)|"
    r"可公开|可以公开|公开(?:的)?(?:也)?没事|公開用|公開しても|공개용|공개(?:돼|되어|해)도|공개\s?키(?=\s*(?:예요|에요|야|입니다|임|$|[.!?,~]))|"
    r"브라우저(?:에 노출|용)|ブラウザ(?:用|に公開)|浏览器(?:端|用)"
)  # not "the repo is public": the words must be about the key
# Providers whose keys of one shape are both secret and, for browsers, public by design.
BROWSER_KEY_VENDORS = frozenset({"Google API key"})


# A key named public by its kind ("clé publique VAPID", "PayPal Client-ID (die öffentliche …)", "公钥"), or said to be
# fine where anyone sees it ("프론트에 노출돼도 괜찮대요"): public, unless the message names a private or secret key too.
_PUBLIC_KIND = re.compile(
    r"(?<![a-z])(?:public|publique|p[úu]blica|öffentliche?[nrs]?)(?![a-z])\s*(?:key|clé|clave|schlüssel|client[- ]?id)|"
    r"(?:clé|clave|schlüssel|client[- ]?id)\s*(?:publique|p[úu]blica|öffentlich)|die öffentliche|公钥|公開鍵|공개\s?키|"
    r"노출(?:돼|되어|되어도|돼도)\s*괜찮"
)
_PRIVATE_KIND = re.compile(r"private|privée|privada|privat|secret|geheim|私钥|秘密|秘钥|密钥|비밀|시크릿")


def called_public_key(lowered: str) -> bool:
    """Whether the (lower-cased) message says the key in it is public or for browsers: search-only, publishable, or
    of a public kind with no private one beside it."""
    if _CALLED_PUBLIC_KEY.search(lowered) is not None:
        return True
    return _PUBLIC_KIND.search(lowered) is not None and _PRIVATE_KIND.search(lowered) is None


def is_sample_key(run: str) -> bool:
    """A documentation sample ("AKIAIOSFODNN7EXAMPLE", "ghp_XXXXXXXXXXXX"), not a key.

    Only x's count as a filler: key material may well run "AAAAAA" (zero bytes in base64).
    """
    return _SAMPLE_KEY.search(run) is not None
