"""Head of line: how long one chat's turn waits while another chat sends long messages, and how late
the event loop runs, with the real memory (real embeddings, Chroma and SQLite in a temporary directory).

    .venv/bin/python -m bench.head_of_line [--model multilingual-e5-small] [--messages 3] [--rounds 3]
        [--out bench/results/head_of_line.json]

1. A quiet chat's short turn alone (the baseline).
2. For each length: an attacker's chat sends `--messages` random-looking messages of that many
   characters at once, and 50 ms later the quiet chat sends a short turn; its latency, over
   `--rounds` rounds, and the event loop's worst stall meanwhile.
3. `--chats` chats at once, each storing a memory with the `remember` tool, chatting a turn and
   listing its memory: the event loop's worst stall and the turns' latency.

Only the host's public API is used, so the same file measures an older checkout too.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import string
import tempfile
import time
from collections.abc import Awaitable
from pathlib import Path
from typing import Any, TypeVar

from longtermmemory.main import build_host
from longtermmemory.memory.identity import Identity
from longtermmemory.runtime.api import Query
from longtermmemory.runtime.host import PluginHost, freeze_startup_objects

T = TypeVar("T")

QUIET = Identity("group", "quiet", "bot", "q1", "Quinn")
ATTACKER = Identity("group", "noisy", "bot", "a1", "Mallory")
QUIET_FACTS = ("The team lunch is on Friday at noon", "Quinn's sister lives in Osaka", "The printer code is in the blue binder")
QUIET_QUESTION = "when is the team lunch?"
RANDOM_LOOKING = string.ascii_letters + string.digits + "+/=-_.,;:!?#%&*"


class LoopWatch:
    """How late a 1 ms sleep on the event loop wakes up: the loop's worst stall while it runs."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(0.001)
            self.worst = max(self.worst, time.perf_counter() - start - 0.001)

    def __enter__(self) -> LoopWatch:
        self._task = asyncio.create_task(self._watch())
        return self

    def __exit__(self, *_: object) -> None:
        assert self._task is not None
        self._task.cancel()


async def timed(work: Awaitable[T]) -> tuple[T, float]:
    start = time.perf_counter()
    result = await work
    return result, (time.perf_counter() - start) * 1000


def summary(samples: list[float]) -> dict[str, float]:
    return {"p50_ms": round(statistics.median(samples), 1), "max_ms": round(max(samples), 1)}


def random_looking(rng: random.Random, chars: int) -> str:
    return "".join(rng.choice(RANDOM_LOOKING) for _ in range(chars))


async def quiet_turn(host: PluginHost) -> float:
    _, ms = await timed(host.handle_message(Query(QUIET, QUIET_QUESTION)))
    return ms


async def baseline(host: PluginHost, turns: int) -> dict[str, Any]:
    samples = [await quiet_turn(host) for _ in range(turns)]
    return {"quiet_turn": summary(samples)}


async def under_attack(host: PluginHost, rng: random.Random, chars: int, messages: int, rounds: int) -> dict[str, Any]:
    quiet: list[float] = []
    attack: list[float] = []
    with LoopWatch() as watch:
        for _ in range(rounds):
            flood = [
                asyncio.ensure_future(timed(host.handle_message(Query(ATTACKER, random_looking(rng, chars)))))
                for _ in range(messages)
            ]
            await asyncio.sleep(0.05)
            quiet.append(await quiet_turn(host))
            attack += [ms for _, ms in await asyncio.gather(*flood)]
    return {
        "chars": chars,
        "messages": messages,
        "quiet_turn": summary(quiet),
        "attacker_turn": summary(attack),
        "loop_worst_stall_ms": round(watch.worst * 1000, 1),
    }


async def many_chats(host: PluginHost, chats: int) -> dict[str, Any]:
    async def chat(n: int) -> float:
        who = Identity("group", f"crowd{n}", "bot", f"u{n}", f"User{n}")
        await host.call_tool(Query(who, ""), "remember", {"content": f"User{n} is planning a trip to city number {n} in May"})
        _, ms = await timed(host.handle_message(Query(who, f"what about the trip to city number {n}?")))
        await host.handle_message(Query(who, "!memory list"))
        return ms

    with LoopWatch() as watch:
        turns = await asyncio.gather(*(chat(n) for n in range(chats)))
    return {"chats": chats, "turn": summary(list(turns)), "loop_worst_stall_ms": round(watch.worst * 1000, 1)}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(24)
    with tempfile.TemporaryDirectory() as tmp:
        host = build_host({"data_dir": Path(tmp), "embedding_model": args.model, "write_rate_limit_per_minute": 0})
        await host.start()
        freeze_startup_objects()  # as the command-line host does
        try:
            for fact in QUIET_FACTS:
                await host.call_tool(Query(QUIET, ""), "remember", {"content": fact})
            await host.handle_message(Query(ATTACKER, "hello"))  # both chats' search indexes are loaded
            await quiet_turn(host)
            result: dict[str, Any] = {"model": args.model, "cpus": os.cpu_count(), "load_average": os.getloadavg()[0]}
            result["alone"] = await baseline(host, 10)
            result["attack"] = [await under_attack(host, rng, chars, args.messages, args.rounds) for chars in args.lengths]
            result["crowd"] = await many_chats(host, args.chats)
            await host.drain()
        finally:
            await host.stop()
    return result


def print_table(result: dict[str, Any]) -> None:
    print(f"{result['model']}, {result['cpus']} cores, load average {result['load_average']:.1f} at the start (ms)")
    alone = result["alone"]["quiet_turn"]
    print(f"{'':>34} {'p50':>9} {'max':>9} {'loop stall':>11}")
    print(f"{'quiet turn alone':>34} {alone['p50_ms']:>9} {alone['max_ms']:>9} {'':>11}")
    for attack in result["attack"]:
        quiet = attack["quiet_turn"]
        label = f"quiet turn, {attack['messages']} x {attack['chars']} chars"
        print(f"{label:>34} {quiet['p50_ms']:>9} {quiet['max_ms']:>9} {attack['loop_worst_stall_ms']:>11}")
    crowd = result["crowd"]
    label = f"turn of {crowd['chats']} chats at once"
    print(f"{label:>34} {crowd['turn']['p50_ms']:>9} {crowd['turn']['max_ms']:>9} {crowd['loop_worst_stall_ms']:>11}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="multilingual-e5-small")
    parser.add_argument("--messages", type=int, default=3, help="long messages the attacker sends at once")
    parser.add_argument("--lengths", type=int, nargs="+", default=[2000, 8000], help="characters of each long message")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chats", type=int, default=80, help="chats at once in the last part")
    parser.add_argument("--out", type=Path, default=Path("bench/results/head_of_line.json"))
    args = parser.parse_args()
    result = asyncio.run(run(args))
    print_table(result)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
