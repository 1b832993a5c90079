"""Sender ids that hold a secret: kept and shown as a fingerprint, the same for the same id."""

from dataclasses import replace

from longtermmemory.memory.identity import Identity, safe_id
from longtermmemory.memory.secrets import find_secret
from longtermmemory.tests.secret_corpus import SECRETS

KEY = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefghij"
PLATFORM_IDS = ["u1", "123456789012345678", "ou_7d8a6e6df7621556ce0d21922b676706", "oLVPpjqs9BhvzwPj5A-vTYAX3GLc", ""]


def test_an_id_that_holds_a_secret_becomes_a_fingerprint_that_holds_none() -> None:
    ids = [s for kind in SECRETS.values() for s in kind]
    fingerprints = [safe_id(i) for i in ids]
    assert all(f.startswith("withheld-") and find_secret(f) is None for f in fingerprints)
    assert len(set(fingerprints)) == len(set(ids))  # two people never share one
    assert [safe_id(f) for f in fingerprints] == fingerprints  # a fingerprint is kept as it is
    assert not any(i in f for i, f in zip(ids, fingerprints, strict=True))


def test_platform_ids_are_kept_as_they_are() -> None:
    assert [safe_id(i) for i in PLATFORM_IDS] == PLATFORM_IDS


def test_every_identity_carries_the_fingerprint_whatever_host_built_it() -> None:
    speaker = Identity("group", "1", "bot", KEY, "Eve")
    assert speaker.sender_id == safe_id(KEY) != KEY
    assert replace(speaker, is_admin=True).sender_id == speaker.sender_id
    assert replace(Identity("group", "1", "bot", "u1", "Eve"), sender_id=KEY) == speaker
