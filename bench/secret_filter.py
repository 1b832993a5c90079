"""Worst-case time of the secret filter on 100 KB adversarial strings (target: milliseconds).

.venv/bin/python -m bench.secret_filter [--out bench/results/secret_filter.json]
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from longtermmemory.memory.secrets import find_secret

SIZE = 100_000
ADVERSARIAL = {
    "sk- prefixes": "sk-" * (SIZE // 3),
    "almost a JWT": ("eyJ" + "a" * 50 + ".") * (SIZE // 54),
    "credential words": "password token secret api_key " * (SIZE // 30),
    "url-like": "a://" + ":" * SIZE,
    "user:pass without @": ("http://u:" + "p" * 190 + " ") * (SIZE // 200),
    "bearer spaces": "bearer " * (SIZE // 7),
    "long word": "x" * SIZE,
    "zero-width padding": "\u200b" * SIZE,
    "pem-ish": "-----BEGIN " * (SIZE // 11),
    "every cue, no secret": (
        "private key sk- ghp_ _live_ akia xox- hooks.slack.com aiza authorization: x bearer x eyJ password: ok "
        "token= ok pin code is x :// @ "
    )
    * (SIZE // 120),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("bench/results/secret_filter.json"))
    args = parser.parse_args()
    results = {}
    for name, text in ADVERSARIAL.items():
        runs = []
        for _ in range(5):
            start = time.perf_counter()
            find_secret(text)
            runs.append((time.perf_counter() - start) * 1000)
        results[name] = round(max(runs), 2)
        print(f"{name:<22} {len(text):>7} chars  worst {results[name]:>7} ms")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
