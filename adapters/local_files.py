"""Local adapters (terminal, replay) attach files to `!memory import l2 PATH` by path."""

from __future__ import annotations

from pathlib import Path

IMPORT_PREFIX = ("!memory", "import", "l2")
MAX_FILE_BYTES = 50_000_000


def attachment_for(message: str, base_dir: Path) -> tuple[str, bytes | None, str]:
    """(message without the path, file content, error). Only `!memory import l2 PATH` reads a file."""
    words = message.split()
    if tuple(w.casefold() for w in words[:3]) != IMPORT_PREFIX or len(words) < 4:
        return message, None, ""
    command = " ".join(words[:3])
    path = Path(" ".join(words[3:])).expanduser()
    if not path.is_absolute() and not path.exists():
        path = base_dir / path
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            return command, None, f"file too large: {path.name}"
        return command, path.read_bytes(), ""
    except OSError:
        return command, None, f"cannot read file {path.name!r}"
