"""One secret filter for every write path: real-shaped secrets refused, near-miss innocents kept."""

import json
from pathlib import Path

import pytest

from longtermmemory.memory.secrets import find_secret
from longtermmemory.tests.support import HostFactory, event, replay

SECRETS = [
    "my key is sk-proj-abcdefghijklmnopqrstuvwx1234",
    "anthropic key sk-ant-api03-abcdefghijklmnopqrstuvwxyz",
    "token ghp_abcdefghijklmnopqrstuvwxyz0123456789",
    "use gho_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 for oauth",
    "ghs_abcdefghijklmnopqrstuvwxyz0123456789 is the app token",
    "stripe sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "publishable pk_live_51HG8vDKj2p3v4w5x6y7z8",
    "AWS id AKIAIOSFODNN7EXAMPLE",
    "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "slack xoxb-123456789012-abcdefghijkl",
    "Authorization: Basic dXNlcjpwYXNzd29yZA==",
    "curl -H 'Bearer abcdefghijklmnop1234567890'",
    "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA",
    "-----BEGIN OPENSSH PRIVATE KEY-----",
    "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    "password=hunter2",
    "db password: correct-horse-battery-9",
    "my password is hunter2024",
    "API_KEY = 12345abcde",
    "secret: s3cr3t-value",
    "postgres://admin:s3cretpass@db.internal:5432/app",
    "https://user:pa55word@example.com/private",
    "ｓｋ－ｐｒｏｊ－abcdefghijklmnopqrstuvwx1234",
    "sk-abc\u200bdefghijklmnopqrstuvwxyz123",
]

INNOCENTS = [
    "I forgot my password again, so annoying",
    "my password is weak, I should change it",
    "the token economy talk was great",
    "Alice asked about API keys in general",
    "the skeleton key scene in the movie",
    "task-123 is assigned to Bob",
    "https://example.com/docs?user=alice",
    "email me at bob@example.com",
    "We discussed JWT authentication design",
    "Bearer bonds were popular in the 80s",
    "The secret ingredient is love",
    "ask-ant-farm is a cute project name",
]


@pytest.mark.parametrize("text", SECRETS)
def test_secrets_are_detected(text: str) -> None:
    assert find_secret(text) is not None


@pytest.mark.parametrize("text", INNOCENTS)
def test_innocents_pass(text: str) -> None:
    assert find_secret(text) is None


async def test_every_write_path_refuses_secrets(make_host: HostFactory, tmp_path: Path) -> None:
    host = await make_host()
    secret = "sk-proj-abcdefghijklmnopqrstuvwx1234"
    import_file = tmp_path / "secret.json"
    import_file.write_text(json.dumps([{"content": f"the key is {secret}"}]), encoding="utf-8")
    out = await replay(
        host,
        [
            event(tool="remember", args={"content": f"deploy key {secret}"}),
            event(tool="update_profile", args={"field": "notes", "value": f"key {secret}"}),
            event(tool="update_profile", args={"field": "traits", "value": "ok", "fact_key": f"{secret}"}),
            event(message=f"remember that the key is {secret}"),
            event(message=f"remember that I love keys like {secret}"),  # a preference: the speaker's profile
            event(message=f"!memory import l2 {import_file}", admin=True),
            event(message="!memory export l2"),
            event(message="!memory export"),
        ],
        tmp_path,
    )
    for line in out[:5]:
        text = line.get("result") or line.get("reply")
        assert "secret" in text and secret not in text
    assert out[5]["reply"].startswith("Imported 0, skipped 1.")
    assert json.loads(out[6]["reply"])["episodes"] == []
    assert secret not in out[7]["reply"]
