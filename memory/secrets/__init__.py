"""The secret filter: one verdict for every write path, and again for every read surface.

`find_secret` names the kind of secret a text holds (never the secret). It reads the text as
typed, fullwidth- and invisible-character-folded, look-alike letters of other scripts folded,
leetspeak-folded, with spaced-out letters, groups of four, a code's parts and a key's pieces (one per
line) joined up, and with base64 pieces
decoded, so the obvious disguises do not get through.
Every detector is linear in its input, and past MAX_CANDIDATES look-alikes a message is
refused as a dump rather than judged one by one: the worst case stays milliseconds per 100 KB.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from .accounts import find_address_and_password
from .alphabets import spelled_letters
from .answers import find_security_answer
from .archives import find_file_password
from .assignments import find_assignment, find_connection_string, find_wifi_payload
from .cased import find_cased_token
from .commands import find_command_password
from .confided import find_confided_code
from .dictated import find_dictated_password
from .emoji import find_emoji_joined_password, find_key_emoji_value
from .following import find_password_in_next_sentence, find_password_in_reply, find_the_same_one_again
from .groups import find_gift_code, find_grouped_code
from .hinted import find_hinted_value
from .joined import find_joined_words
from .keys import find_base32_secret, find_named_uuid, find_printed_router_key, find_random_key, find_vendor_key
from .leet import find_leet_password
from .masked import without_masked_values
from .national import find_national_id
from .numbers import find_bank_details, find_card, without_accounts_paid_into
from .onetime import find_one_time_code
from .payments import find_payment_pin
from .phrases import find_quoted_passphrase
from .pieces import find_pieced_password, parts_joined
from .plain import find_plain_word_password
from .public import without_public_blocks
from .routers import find_router_password
from .seeds import find_seed_words
from .shaped import find_login_token, find_password_built_token, find_value_alone
from .spelled import spelled_digits
from .spent import without_spent_code
from .stated import find_given_for, find_login_lines, find_login_pair, find_stated_secret, may_name_a_secret
from .tried import find_value_to_try
from .typed import find_typed_password, find_typed_value_reply
from .unlocks import (
    find_dial_combination,
    find_keyed_code,
    find_keyed_entrance_code,
    find_lock_code,
    find_opening_number,
)
from .views import TooManyCandidates, Views
from .words import find_auth_header, find_key_material, find_password, in_fiction, invites_into_a_game_room

DETECTORS: tuple[Callable[[Views], str | None], ...] = (
    find_vendor_key,
    find_key_material,
    find_auth_header,
    find_connection_string,
    find_wifi_payload,
    find_command_password,
    find_assignment,
    find_password,
    find_plain_word_password,
    find_typed_password,
    find_typed_value_reply,
    find_value_to_try,
    find_file_password,
    find_pieced_password,
    find_stated_secret,
    find_password_in_next_sentence,
    find_password_in_reply,
    find_the_same_one_again,
    find_dictated_password,
    find_joined_words,
    find_hinted_value,
    find_login_pair,
    find_login_lines,
    find_address_and_password,
    find_given_for,
    find_security_answer,
    find_card,
    find_bank_details,
    find_national_id,
    find_random_key,
    find_base32_secret,
    find_named_uuid,
    find_printed_router_key,
    find_router_password,
    find_grouped_code,
    find_gift_code,
    find_seed_words,
    find_quoted_passphrase,
    find_one_time_code,
    find_opening_number,
    find_payment_pin,
    find_keyed_code,
    find_dial_combination,
    find_lock_code,
    find_keyed_entrance_code,
    find_confided_code,
    find_leet_password,
    find_password_built_token,
    find_value_alone,
    find_login_token,
    find_emoji_joined_password,
    find_key_emoji_value,
    find_cased_token,
)
DUMP = "many key-like strings"
CACHED_CHARS = 4096  # texts up to this long keep their verdict (the read path checks the same memories again)


# What a game or a story has too (`in_fiction`): its password or its code is the answer everyone who plays finds. A
# game room's code, a gift code's shape aside, is handed to everyone invited in (`invites_into_a_game_room`).
_FICTIONAL_KINDS = frozenset({"password", "access code"})
_GAME_ROOM_KINDS = _FICTIONAL_KINDS | {"redeem code"}


def _scan(views: Views) -> str | None:
    shared = (
        _GAME_ROOM_KINDS
        if invites_into_a_game_room(views.lowered)
        else _FICTIONAL_KINDS
        if in_fiction(views.lowered)
        else frozenset()
    )
    for detector in DETECTORS:
        kind = detector(views)
        if kind and kind not in shared:
            return kind
    return None


def _scan_keys(views: Views) -> str | None:
    """The key detectors alone: for a key's pieces joined up, which are no prose to read for words."""
    return find_vendor_key(views) or find_random_key(views)


def _spelled_out(text: str) -> str | None:
    """`text` with its spelled letters and its digits said as words written as they are spelled, or None."""
    letters = spelled_letters(text)
    return spelled_digits(letters or text) or letters


def judge(text: str) -> str | None:
    """The verdict on `text`, never cached (what benchmarks time)."""
    views = Views.of(without_spent_code(without_accounts_paid_into(without_public_blocks(without_masked_values(text)))))
    try:
        kind = _scan(views)
        if kind is None and (despaced := views.despaced()) is not None:
            kind = _scan(Views(despaced))
        if kind is None and may_name_a_secret(views.lowered) and (spelled := _spelled_out(views.folded)) is not None:
            kind = _scan(Views(spelled))
        if kind is None and may_name_a_secret(views.lowered) and (joined := parts_joined(views.folded)) is not None:
            kind = _scan(Views(joined))
        if kind is None and (regrouped := views.regrouped()) is not None:
            kind = _scan(Views(regrouped))
        if kind is None and (rejoined := views.rejoined()) is not None:
            kind = _scan_keys(Views(rejoined))
        if kind is None and (decoded := views.decoded_pieces()) is not None:
            found = _scan(Views(decoded, decoded=True))
            kind = f"{found}, base64-encoded" if found else None
    except TooManyCandidates:
        return DUMP
    return kind


_cached_verdict = lru_cache(maxsize=8192)(judge)


def find_secret(text: str) -> str | None:
    """The kind of secret `text` appears to contain, or None. Never returns the secret itself."""
    if not text:
        return None
    return _cached_verdict(text) if len(text) <= CACHED_CHARS else judge(text)


def withheld(kind: str) -> str:
    """What is shown in place of a stored text that holds a secret."""
    return f"[withheld: looks like a secret ({kind})]"


__all__ = ["DUMP", "find_secret", "judge", "withheld"]
