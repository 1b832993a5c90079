"""plugin.yaml: the standalone hosts' settings, checked against manifest.yaml's options, under the LTM_* variables."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from longtermmemory import main
from longtermmemory.adapters.cli import run_cli
from longtermmemory.memory.errors import ConfigError
from longtermmemory.runtime.plugin_file import PLUGIN_FILE
from longtermmemory.runtime.settings import load_config


def written(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "plugin.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_file_sets_options_and_ltm_variables_override_it(tmp_path: Path) -> None:
    path = written(tmp_path, "isolation: bot\nauto_recall_top_k: 7\nutc_offset_hours: 9\nowner_ids: ['123', '456']\n")
    config = load_config(environ={}, plugin_file=path)
    assert (config.isolation, config.auto_recall_top_k, config.utc_offset_hours) == ("bot", 7, 9.0)
    assert config.owner_ids == ["123", "456"]
    overridden = load_config(environ={"LTM_ISOLATION": "session"}, plugin_file=path)
    assert overridden.isolation == "session" and overridden.auto_recall_top_k == 7
    assert load_config({"auto_recall_top_k": 3}, environ={}, plugin_file=path).auto_recall_top_k == 3


def test_the_shipped_file_sets_nothing_and_is_valid() -> None:
    assert load_config(environ={}, plugin_file=PLUGIN_FILE) == load_config(environ={})


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("isolaton: bot\n", "config error: plugin.yaml: isolaton is not an option; did you mean isolation?"),
        ("cache: 1\n", "config error: plugin.yaml: cache is not an option (see the options in manifest.yaml)"),
        ("isolation: galaxy\n", "config error: plugin.yaml: isolation must be one of session, bot"),
        ("auto_recall_top_k: many\n", "config error: plugin.yaml: auto_recall_top_k must be a whole number"),
        ("extraction_enabled: 'yes'\n", "config error: plugin.yaml: extraction_enabled must be true or false"),
        ("owner_ids: [123]\n", "config error: plugin.yaml: owner_ids must be a list of quoted texts, e.g. ['123', '456']"),
        ("- isolation\n", "config error: plugin.yaml must map option names to values (see manifest.yaml)"),
        ("isolation: [bot\n", "config error: plugin.yaml cannot be read (ParserError)"),
        ("dedupe_threshold: 1.5\n", "config error: plugin.yaml: dedupe_threshold: Input should be less than or equal to 1"),
    ],
)
def test_a_wrong_key_or_value_is_refused_in_one_line(text: str, expected: str, tmp_path: Path) -> None:
    with pytest.raises(ConfigError) as info:
        load_config(environ={}, plugin_file=written(tmp_path, text))
    assert str(info.value) == expected


def test_the_terminal_chat_stops_on_a_bad_file_with_one_line_and_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """main.py's hosts read plugin.yaml beside manifest.yaml; here that file names a wrong value."""
    monkeypatch.setattr(main, "PLUGIN_FILE", written(tmp_path, "isolation: galaxy\n"))
    for variable in [name for name in os.environ if name.startswith("LTM_")]:
        monkeypatch.delenv(variable)
    assert run_cli(["chat", "--data-dir", str(tmp_path / "data")], main.build_host) == 2
    assert capsys.readouterr().err == "config error: plugin.yaml: isolation must be one of session, bot\n"
