"""Every command, path, link and example in the READMEs and docs works from a fresh clone."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from longtermmemory.adapters.replay import ReplayEvent
from longtermmemory.runtime.plugin_file import read_plugin_file
from longtermmemory.runtime.settings import load_config, manifest_options

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = sorted([ROOT / "README.md", *ROOT.glob("readme/*.md"), *ROOT.glob("docs/*.md")])
GENERATED = ("bench/results/", "dist/", "data/", "./data", "e2e/artifacts/")  # written by the commands themselves
SUBCOMMANDS = {"chat", "replay", "discord"}


def blocks(path: Path, language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", path.read_text(encoding="utf-8"), flags=re.DOTALL)


def commands(path: Path) -> list[str]:
    lines = [line.split("  #")[0].strip() for block in blocks(path, "bash") for line in block.splitlines()]
    return [part.strip() for line in lines for part in line.split("&&") if part.strip()]


def heading_anchors(path: Path) -> set[str]:
    """GitHub's anchors: lower case, punctuation but hyphens and underscores dropped, spaces to hyphens."""
    headings = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), flags=re.MULTILINE)
    return {re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_command_names_a_module_script_or_subcommand_that_exists(document: Path) -> None:
    for command in commands(document):
        words = command.split()
        if "-m" in words:
            module = words[words.index("-m") + 1]
            path = ROOT.joinpath(*module.split("."))
            assert path.with_suffix(".py").is_file() or (path / "__init__.py").is_file() or module == "pytest", command
        if "main.py" in words:
            assert words[words.index("main.py") + 1] in SUBCOMMANDS, command
        if words[0].startswith("./"):
            assert (ROOT / words[0]).is_file() and (ROOT / words[0]).stat().st_mode & 0o111, command
        for word in words:
            if word.startswith("bench/data/"):
                assert (ROOT / word).exists(), command


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_path_and_link_exists(document: Path) -> None:
    text = document.read_text(encoding="utf-8")
    quoted = re.findall(r"`([\w./-]+/[\w./-]*)`", text)
    for path in quoted:
        if path.startswith(GENERATED) or "<" in path or path.startswith(("/", "ltm", "data_dir")):
            continue
        base = ROOT if (ROOT / path).exists() else document.parent
        assert (base / path).exists(), f"{document.name}: {path}"
    data_files = re.findall(r"(?<![\w/.])((?:\.\./|bench/|docs/|readme/|tests/|e2e/)[\w./-]+\.(?:json|md|py|txt|yaml))", text)
    for path in data_files:  # in prose and in commands' comments alike: a benchmark's data must be in the clone
        assert (ROOT / path).exists() or (document.parent / path).exists(), f"{document.name}: {path}"
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if target.startswith("http"):
            continue
        file, _, anchor = target.partition("#")
        linked = (document.parent / file).resolve() if file else document
        assert linked.exists(), f"{document.name}: {target}"
        if anchor:
            assert anchor in heading_anchors(linked), f"{document.name}: {target}"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_example_is_valid(document: Path, tmp_path: Path) -> None:
    for number, example in enumerate(blocks(document, "yaml")):
        path = tmp_path / f"plugin-{number}.yaml"
        path.write_text(example, encoding="utf-8")
        assert read_plugin_file(path, manifest_options()), example
        load_config(environ={}, plugin_file=path)
    for example in blocks(document, "json"):
        lines = example.strip().splitlines()
        if lines[0].startswith('{"session"'):
            for line in lines:
                ReplayEvent.model_validate(json.loads(line))
        else:
            json.loads(example)


def test_the_configuration_table_names_only_options() -> None:
    names = {str(option["name"]) for option in manifest_options()}
    table = (ROOT / "README.md").read_text(encoding="utf-8").split("| option | default | meaning |")[1].split("\n\n")[0]
    named = {name for row in table.splitlines()[2:] for name in re.findall(r"`(\w+)`", row.split("|")[1])}
    assert named and named <= names
    assert yaml.safe_load((ROOT / "plugin.yaml").read_text(encoding="utf-8")) is None  # the shipped file sets nothing
