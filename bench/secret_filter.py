"""The secret filter: recall and false refusals per kind on the corpus, and its worst-case time on 100 KB.

.venv/bin/python -m bench.secret_filter [--compare] [--out bench/results/secret_filter.json]

`--compare` runs the same corpus through detect-secrets and credsweeper when they are installed
(they are not dependencies: `pip install detect-secrets credsweeper` in a scratch environment).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import string
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from longtermmemory.memory.secrets import judge
from longtermmemory.tests.secret_corpus import LOOKALIKES, SECRETS

SIZE = 100_000
RUNS = 5


def adversarial() -> dict[str, str]:
    """100 KB inputs built to make a regex-based filter slow: repeated cues, near-misses, long runs."""
    rng = random.Random(3)
    lookalikes = " ".join(t for items in LOOKALIKES.values() for t in items) + " "
    return {
        "look-alike prose": (lookalikes * (SIZE // len(lookalikes) + 1))[:SIZE],
        "-eyJ run": "-eyJ" * (SIZE // 4),
        "sk- prefixes": "sk-" * (SIZE // 3),
        "almost a JWT": ("eyJ" + "a" * 50 + ".") * (SIZE // 54),
        "credential words": "password token secret api_key " * (SIZE // 30),
        "password: too": "password: too " * (SIZE // 14),
        "url-like": "a://" + ":" * SIZE,
        "url credentials": "a://u:p@ " * (SIZE // 9),
        "bearer spaces": "bearer " * (SIZE // 7),
        "long word": "x" * SIZE,
        "zero-width padding": "\u200b" * SIZE,
        "pem-ish": "-----BEGIN " * (SIZE // 11),
        "spaced letters": "a " * (SIZE // 2),
        "grouped digits": "1234 5678 9012 3456 " * (SIZE // 20),
        "digit run": "7" * SIZE,
        "random words": "".join(rng.choice(string.ascii_lowercase + " ") for _ in range(SIZE)),
        "key-like tokens": "key " + "zzzzzzzzzzzzzzzzzzz1 " * (SIZE // 21),
        "base64 pieces": "QUJDREVGR0hJSktMTU5PUFFSU1RVVldY " * (SIZE // 33),
        "japanese": "パスワードは秘密です。" * (SIZE // 11),
        "chinese": "密码是什么" * (SIZE // 5),
        "every cue": (
            "private key sk- ghp_ _live_ akia xox- hooks.slack.com aiza authorization: x bearer x eyJ password: ok "
            "token= ok pin code is x :// @ card 4111 iban account number "
        )
        * (SIZE // 150),
    }


def per_kind(detect: Callable[[str], bool]) -> dict[str, Any]:
    caught = {kind: sum(detect(t) for t in items) for kind, items in SECRETS.items()}
    refused = {kind: sum(detect(t) for t in items) for kind, items in LOOKALIKES.items()}
    total_secrets = sum(map(len, SECRETS.values()))
    total_lookalikes = sum(map(len, LOOKALIKES.values()))
    return {
        "recall": {kind: f"{caught[kind]}/{len(SECRETS[kind])}" for kind in SECRETS},
        "false_refusals": {kind: f"{refused[kind]}/{len(LOOKALIKES[kind])}" for kind in LOOKALIKES},
        "secrets_missed": total_secrets - sum(caught.values()),
        "secrets": total_secrets,
        "lookalikes_refused": sum(refused.values()),
        "lookalikes": total_lookalikes,
    }


def worst_case() -> dict[str, float]:
    """Median of RUNS timings per input (uncached), in ms."""
    timings = {}
    for name, text in adversarial().items():
        runs = []
        for _ in range(RUNS):
            start = time.perf_counter()
            judge(text)
            runs.append((time.perf_counter() - start) * 1000)
        timings[name] = round(statistics.median(runs), 2)
    return timings


def other_detectors() -> dict[str, Callable[[str], bool]]:
    """detect-secrets (file scan with its default plugins and filters) and credsweeper, when installed."""
    found: dict[str, Callable[[str], bool]] = {}
    try:
        from detect_secrets import SecretsCollection
        from detect_secrets.settings import default_settings

        def detect_secrets(text: str) -> bool:
            with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as handle:
                handle.write(text)
            try:
                with default_settings():
                    collection = SecretsCollection()
                    collection.scan_file(handle.name)
                    return bool(list(collection))
            finally:
                os.unlink(handle.name)

        found["detect-secrets"] = detect_secrets
    except ImportError:
        pass
    try:
        from credsweeper.app import CredSweeper
        from credsweeper.file_handler.string_content_provider import StringContentProvider

        sweeper = CredSweeper()
        found["credsweeper"] = lambda text: bool(sweeper.file_scan(StringContentProvider(text.splitlines())))
    except ImportError:
        pass
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--compare", action="store_true", help="also run detect-secrets and credsweeper if installed")
    parser.add_argument("--out", type=Path, default=Path("bench/results/secret_filter.json"))
    args = parser.parse_args()
    detectors: dict[str, Callable[[str], bool]] = {"LongTermMemory": lambda text: judge(text) is not None}
    if args.compare:
        detectors.update(other_detectors())
    results: dict[str, Any] = {name: per_kind(detect) for name, detect in detectors.items()}
    for name, figures in results.items():
        print(
            f"{name}: {figures['secrets'] - figures['secrets_missed']}/{figures['secrets']} secrets caught, "
            f"{figures['lookalikes_refused']}/{figures['lookalikes']} look-alikes refused"
        )
        print("  recall:         " + ", ".join(f"{k} {v}" for k, v in figures["recall"].items()))
        print("  false refusals: " + ", ".join(f"{k} {v}" for k, v in figures["false_refusals"].items()))
    timings = worst_case()
    for name, ms in timings.items():
        print(f"  {name:<20} 100 KB  {ms:>6} ms")
    worst = max(timings, key=timings.__getitem__)
    print(f"worst case: {timings[worst]} ms per 100 KB ({worst})")
    results["time_ms_per_100kb"] = timings
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
