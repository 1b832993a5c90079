"""How a refused process names the holder of a data dir: one short line, never a secret."""

import pytest
from pydantic import ValidationError

from longtermmemory.memory.holder import MAX_WHAT_CHARS, DataDirHolder, command_line


def test_the_holder_is_named_by_pid_what_it_is_and_since_when() -> None:
    holder = DataDirHolder(pid=4242, what="python main.py chat", host="vm", since=1_777_629_600)
    assert holder.describe("vm") == "process 4242 (python main.py chat, since 2026-05-01 10:00:00 UTC)"
    assert holder.describe("other") == "process 4242 on vm (python main.py chat, since 2026-05-01 10:00:00 UTC)"


@pytest.mark.parametrize("since", [-1.0, float("inf"), float("nan"), 1e20])
def test_a_lock_file_with_an_impossible_time_is_not_a_holder(since: float) -> None:
    with pytest.raises(ValidationError):
        DataDirHolder(pid=1, what="x", host="vm", since=since)


def test_a_command_line_is_one_short_line_that_names_the_program() -> None:
    assert command_line(["/srv/ltm/.venv/bin/python", "main.py", "replay", "day.jsonl"]) == "python main.py replay day.jsonl"
    script = command_line(["/usr/bin/python3", "-c", "import asyncio\n\tasyncio.run(main())"])
    assert script == "python3 -c import asyncio asyncio.run(main())"
    long = command_line(["python", "main.py", "replay", "x" * 300])
    assert len(long) == MAX_WHAT_CHARS and long.endswith("…")
    assert command_line([]) == "a Python process"


def test_a_command_line_that_holds_a_secret_is_named_by_its_program_alone() -> None:
    token = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3z5A"
    assert command_line(["/usr/bin/python3", "bot.py", "--token", token]) == "python3"
