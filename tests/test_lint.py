"""ruff and mypy are part of the test command, so CI keeps the code clean."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ruff_is_clean() -> None:
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_mypy_is_clean(tmp_path: Path) -> None:
    """mypy checks the package under its one name, `longtermmemory`, whatever the checkout is called."""
    (tmp_path / "longtermmemory").symlink_to(ROOT, target_is_directory=True)
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "-p", "longtermmemory"],
        cwd=ROOT,
        env={**os.environ, "MYPYPATH": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout
