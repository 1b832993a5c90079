"""`python main.py chat` on a real pseudo-terminal: Ctrl-C, a Chroma outage and bad input each cost one line at most."""

from __future__ import annotations

import io
import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from longtermmemory.adapters.terminal import run_terminal
from longtermmemory.tests.support import BrokenPlugin, HostFactory, start_chroma_server

ROOT = Path(__file__).resolve().parent.parent.parent
PROMPT = b"] > "


class Terminal:
    """`main.py chat` with a pseudo-terminal as its stdin, stdout and stderr, as a person at a keyboard has."""

    def __init__(self, env: dict[str, str]) -> None:
        self.master, replica = pty.openpty()
        self.process = subprocess.Popen(
            [sys.executable, "main.py", "chat"],
            cwd=ROOT,
            stdin=replica,
            stdout=replica,
            stderr=replica,
            env={**os.environ, **env},
            start_new_session=True,  # its own session: a signal sent to it reaches nothing else
        )
        os.close(replica)
        self.output = b""

    def read_until(self, marker: bytes, since: int = 0, timeout: float = 180) -> str:
        """What is shown from `since` up to `marker` (all of it if the process ends first)."""
        deadline = time.monotonic() + timeout
        while marker not in self.output[since:] and time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    self.output += os.read(self.master, 65536)
                except OSError:  # the process ended and closed the terminal
                    break
        return self.output[since:].decode(errors="replace")

    def answer(self, line: str) -> str:
        """Type a line and press Enter; what is shown until the next prompt."""
        start = len(self.output)
        os.write(self.master, line.encode() + b"\r")
        return self.read_until(PROMPT, since=start)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)
        os.close(self.master)


@pytest.fixture
def terminal(tmp_path: Path) -> Any:
    started: list[Terminal] = []

    def start(**env: str) -> Terminal:
        started.append(Terminal({"LTM_DATA_DIR": str(tmp_path / "data"), **env}))
        return started[-1]

    yield start
    for term in started:
        term.close()


@pytest.mark.parametrize("moment", ["while the libraries load", "at the prompt", "during a turn"])
def test_ctrl_c_ends_the_chat_at_once_and_quietly(terminal: Any, moment: str) -> None:
    """Ctrl-C exits 130 (128 + SIGINT, as a shell reports a program Ctrl-C stopped) with nothing printed."""
    term = terminal()
    if moment != "while the libraries load":
        term.read_until(PROMPT)
        assert "bot: Noted" in term.answer("remember that the book club meets on Tuesday")
        shown = len(term.output)
        if moment == "during a turn":
            os.write(term.master, b"what do we do on " + b"Tuesday and " * 300 + b"?\r")
    else:
        shown = 0
        time.sleep(1)  # Python is up and main.py is importing the libraries (some seconds)
    term.process.send_signal(signal.SIGINT)  # what the terminal sends for Ctrl-C
    assert term.process.wait(timeout=10) == 130  # before: a wait for the next line typed, then a traceback
    after = term.read_until(b"\0", since=shown, timeout=1)
    assert "Traceback" not in after and "KeyboardInterrupt" not in after and "Error" not in after


def test_a_chroma_outage_costs_a_turn_its_episodes_not_its_answer(terminal: Any, tmp_path: Path) -> None:
    server, port = start_chroma_server(tmp_path / "chroma")
    try:
        term = terminal(LTM_CHROMA_MODE="http", LTM_CHROMA_HOST="127.0.0.1", LTM_CHROMA_PORT=str(port))
        term.read_until(PROMPT)
        assert "Noted" in term.answer("remember that lunch is on Friday")
    finally:
        server.kill()  # the server goes away after start-up
        server.wait(timeout=30)
    term.answer("/session group:other")  # a chat whose search index is not loaded yet: it needs Chroma
    shown = term.answer("when is lunch?")
    assert "Traceback" not in shown and term.process.poll() is None
    bot_lines = [line for line in shown.splitlines() if line.startswith("bot:")]
    assert bot_lines == ["bot: (Memory is unavailable right now: Chroma failed (ConnectError). This answer does not use it.)"]
    assert "(no LLM configured) I would send the model" in shown, "the turn is still answered"
    stored = term.answer("remember that dinner is on Monday")
    assert "bot: error: memory is unavailable right now (Chroma failed (ConnectError)); nothing was changed" in stored
    assert "Traceback" not in stored
    os.write(term.master, b"/quit\r")
    assert term.process.wait(timeout=60) == 0


def test_bytes_that_are_not_utf8_are_read_as_replacement_characters(tmp_path: Path) -> None:
    """A terminal in another encoding, or a pasted binary, costs nothing: the turn is answered."""
    result = subprocess.run(
        [sys.executable, "main.py", "chat"],
        cwd=ROOT,
        input=b"remember that caf\xe9 au lait is my favourite\n!memory list\n",
        capture_output=True,
        timeout=180,
        env={**os.environ, "LTM_DATA_DIR": str(tmp_path / "data")},
    )
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")
    assert "caf\ufffd au lait is my favourite" in result.stdout.decode()


async def test_a_failing_turn_is_one_line_and_the_chat_goes_on(
    make_host: HostFactory, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    host = await make_host(extra_plugins=[BrokenPlugin()])
    monkeypatch.setattr(sys, "stdin", io.StringIO("hello\n!memory list\n"))
    out = io.StringIO()
    await run_terminal(host, out)
    shown = out.getvalue()
    assert "bot: error: that failed (KeyError); LTM_LOG_LEVEL=DEBUG logs why\n" in shown
    assert "No active episodes in this conversation." in shown, "the next line is still handled"
    assert all(record.exc_info is None for record in caplog.records if record.levelno > 10), "a traceback only at DEBUG"
