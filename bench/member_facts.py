"""What members' profile facts cost a turn: prompt pre-processing in a group of 0 to 1,000 members.

Every member's profile facts are ranked beside the chat's episodes on each turn (`member_facts`),
so a turn's cost grows with the group. Each size is a fresh group chat with 200 episodes and
`members` members of five profile facts each, written through `update_profile`; then one member
asks questions. The first turn meets every fact unembedded: it embeds a few itself and leaves the
rest to the background; the time until all can be recalled is measured, then later turns (warm).
Real model (multilingual-e5-small), real SQLite and embedded Chroma.

    .venv/bin/python -m bench.member_facts [--members 0,10,100,1000] [--out bench/results/member_facts.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from longtermmemory.bench.progress import progress
from longtermmemory.memory.identity import Identity
from longtermmemory.memory.profile_edit import ProfileChange
from longtermmemory.memory.writes import Draft
from longtermmemory.runtime.settings import load_config
from longtermmemory.service.memory_service import MemoryService
from longtermmemory.storage.embedder import MULTILINGUAL_MODEL, Embedder

EPISODES = 200
FACTS_PER_MEMBER = 5
QUESTIONS = [
    "is anyone here allergic to anything?",
    "who likes hiking on weekends?",
    "what does member 7 like to eat?",
    "does anyone play an instrument?",
    "who works night shifts?",
]
LIKES = ["hiking", "jazz", "sushi", "board games", "cycling", "baking", "chess", "tea", "running", "anime"]
TRAITS = ["allergic to peanuts", "plays the violin", "works night shifts", "is vegetarian", "speaks Korean", "has two cats"]


def member(group: str, number: int) -> Identity:
    return Identity("group", group, "bench-bot", f"m{number}", f"member {number}")


async def populate(service: MemoryService, group: str, members: int, rng: random.Random, now: float) -> None:
    writer = member(group, 0)
    for i in range(EPISODES):
        text = f"we talked about the {rng.choice(LIKES)} plan for week {i} and who brings what"
        await service.remember(writer, Draft(content=text), now + i)
    for number in range(1, members + 1):
        identity = member(group, number)
        likes = rng.sample(LIKES, 3)
        traits = rng.sample(TRAITS, 2)
        await service.update_profile(identity, ProfileChange("preferences", "add", [f"likes {x}" for x in likes]), now)
        await service.update_profile(identity, ProfileChange("traits", "add", traits), now)


async def measure(members: int, embedder: Embedder, base: Path, turns: int) -> dict[str, Any]:
    rng = random.Random(members)
    config = load_config(
        {
            "data_dir": base / f"members-{members}",
            "write_rate_limit_per_minute": 0,
            "turn_rate_limit_per_minute": 0,
        },
        environ={},
    )
    service = await MemoryService.open(config, embedder)
    group = f"g{members}"
    now = time.time()
    try:
        await populate(service, group, members, rng, now)
        asker = member(group, 0)
        start = time.perf_counter()
        first = await service.prompt_memory(asker, QUESTIONS[0], now + EPISODES)
        cold_ms = (time.perf_counter() - start) * 1000
        await service.settled()
        ready_s = time.perf_counter() - start
        warm: list[float] = []
        for turn in range(turns):
            question = QUESTIONS[turn % len(QUESTIONS)] + f" ({turn})"  # a new question: its vector is not cached
            start = time.perf_counter()
            await service.prompt_memory(asker, question, now + EPISODES + turn)
            warm.append((time.perf_counter() - start) * 1000)
    finally:
        await service.close()
    warm.sort()
    return {
        "members": members,
        "facts": members * FACTS_PER_MEMBER,
        "first_turn_ms": round(cold_ms, 1),
        "all_facts_recallable_s": round(ready_s, 1),
        "turn_p50_ms": round(statistics.median(warm), 1),
        "turn_p95_ms": round(warm[min(len(warm) - 1, int(0.95 * len(warm)))], 1),
        "member_facts_shown": len(first.member_facts),
    }


async def main_async(sizes: list[int], turns: int) -> list[dict[str, Any]]:
    embedder = Embedder(MULTILINGUAL_MODEL)
    await embedder.load()
    results = []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for members in progress(sizes, "group sizes"):
                results.append(await measure(members, embedder, Path(tmp), turns))
    finally:
        embedder.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", default="0,10,100,1000", help="group sizes, comma-separated")
    parser.add_argument("--turns", type=int, default=30, help="warm turns measured per size")
    parser.add_argument("--out", type=Path, help="also write the figures here as JSON")
    args = parser.parse_args()
    sizes = [int(x) for x in args.members.split(",")]
    results = asyncio.run(main_async(sizes, args.turns))
    print(f"model {MULTILINGUAL_MODEL}; {EPISODES} episodes per group; {FACTS_PER_MEMBER} profile facts per member")
    print(f"{'members':>8} {'facts':>6} {'first turn ms':>14} {'all recallable s':>17} {'turn p50 ms':>12} {'turn p95 ms':>12}")
    for r in results:
        print(
            f"{r['members']:>8} {r['facts']:>6} {r['first_turn_ms']:>14} {r['all_facts_recallable_s']:>17} "
            f"{r['turn_p50_ms']:>12} {r['turn_p95_ms']:>12}"
        )
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(results, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()
