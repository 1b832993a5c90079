import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from longtermmemory.memory.config import LTMConfig
from longtermmemory.memory.errors import ConfigError
from longtermmemory.runtime.settings import load_config, manifest_options

ROOT = Path(__file__).resolve().parent.parent


def test_manifest_defaults_cover_every_field() -> None:
    names = {o["name"] for o in manifest_options()}
    assert names == set(LTMConfig.model_fields)
    config = load_config(environ={})
    assert config.isolation == "session"
    assert config.chroma_mode == "embedded"
    assert not config.llm_configured


def test_environment_overrides_defaults() -> None:
    config = load_config(environ={"LTM_DATA_DIR": "/tmp/x", "LTM_ISOLATION": "bot", "LTM_AUTO_RECALL_TOP_K": "7"})
    assert str(config.data_dir) == "/tmp/x"
    assert config.isolation == "bot"
    assert config.auto_recall_top_k == 7
    listed = load_config(environ={"LTM_EXTRACTION_OPT_OUT_SESSIONS": "group_1, person_2"})
    assert listed.extraction_opt_out_sessions == ["group_1", "person_2"]


@pytest.mark.parametrize(
    ("env", "field"),
    [
        ({"LTM_ISOLATION": "galaxy"}, "isolation"),
        ({"LTM_OWNER_IDS": "alice"}, "owner_ids.0: String should match pattern"),
        ({"LTM_RECENCY_HALF_LIFE_DAYS": "-1"}, "recency_half_life_days"),
        ({"LTM_CHROMA_PORT": "notaport"}, "chroma_port"),
        ({"LTM_DEDUPE_THRESHOLD": "1.5"}, "dedupe_threshold"),
    ],
)
def test_invalid_value_names_the_field_in_one_line(env: dict[str, str], field: str) -> None:
    with pytest.raises(ConfigError) as info:
        load_config(environ=env)
    message = str(info.value)
    assert field in message
    assert "\n" not in message


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LTM_ISOLATION": "galaxy"}, "isolation"),
        ({"LTM_OWNER_IDS": "alice"}, "owner_ids.0: String should match pattern"),
        ({"LTM_EMBEDDING_MODEL": "/no/such/model"}, "error: embedding model '/no/such/model' is neither"),
    ],
)
def test_invalid_config_stops_start_up_with_one_line(env: dict[str, str], expected: str, tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "main.py", "chat"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**env, "LTM_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [result.stderr.strip()]
    assert expected in result.stderr


def test_terminal_chat_takes_the_data_dir_after_the_subcommand(tmp_path: Path) -> None:
    data_dir = tmp_path / "chat-data"
    result = subprocess.run(
        [sys.executable, "main.py", "chat", "--data-dir", str(data_dir)],
        cwd=ROOT,
        input="remember that the book club meets on Tuesday\n!memory list\n",
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    listing = result.stdout.split("Active episodes, page 1/1 (1 in all)")[-1]
    assert "the book club meets on Tuesday" in listing
    assert (data_dir / "ltm.sqlite3").is_file()


def test_the_terminal_operator_is_the_bots_owner_until_they_say_otherwise(tmp_path: Path) -> None:
    """In a shared pool (`bot` isolation), a chat's admin deletes their chat's episodes; the owner reaches every chat."""
    lines = [
        "/whoami",
        "/session group:2",
        "/as Bob bob",
        "remember that the chess club meets on Monday",
        "/session group:1",
        "remember that the choir meets on Friday",
        "/owner off",
        "!memory delete --speaker bob --yes",
        "/owner on",
        "!memory delete --speaker bob --yes",
    ]
    result = subprocess.run(
        [sys.executable, "main.py", "chat", "--data-dir", str(tmp_path / "data")],
        cwd=ROOT,
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=180,
        env={**os.environ, "LTM_ISOLATION": "bot"},
    )
    assert result.returncode == 0, result.stderr
    assert "admin=True, owner=True" in result.stdout
    deleted = [line.rsplit("> ", 1)[-1] for line in result.stdout.splitlines() if "Deleted" in line]
    assert deleted == ["bot: Deleted 1 episode(s).", "bot: Deleted 1 episode(s)."]


@pytest.mark.parametrize(
    ("command", "env", "expected"),
    [
        (["discord"], {"DISCORD_TOKEN": ""}, "error: set DISCORD_TOKEN to the bot token"),
        (["chat"], {"LTM_DATA_DIR": "FILE"}, "cannot be used ([Errno 17] File exists"),
    ],
)
def test_start_up_failures_exit_with_one_line_and_fast(
    command: list[str], env: dict[str, str], expected: str, tmp_path: Path
) -> None:
    """No traceback and no hang; a missing Discord token is found before the model spends seconds loading."""
    a_file = tmp_path / "a-file"
    a_file.write_text("not a directory")
    env = {key: str(a_file) if value == "FILE" else value for key, value in env.items()}
    env.setdefault("LTM_DATA_DIR", str(tmp_path / "data"))
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, "main.py", *command],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **env},
    )
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines() == [result.stderr.strip()] and expected in result.stderr
    if command == ["discord"]:
        assert time.monotonic() - started < 5 and "model" not in result.stderr


def test_a_run_that_ends_in_an_uncaught_error_exits(tmp_path: Path) -> None:
    """Nothing the service starts (the SQLite worker thread, Chroma, the model) keeps a failed process alive."""
    script = (
        "import asyncio\n"
        "from longtermmemory.runtime.settings import load_config\n"
        "from longtermmemory.service.memory_service import MemoryService\n"
        "async def main():\n"
        f"    await MemoryService.open(load_config({{'data_dir': {str(tmp_path)!r}}}, environ={{}}))\n"
        "    raise RuntimeError('boom')\n"
        "asyncio.run(main())\n"
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1 and "RuntimeError: boom" in result.stderr


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LTM_ISOLATON": "bot"}, "config error: LTM_ISOLATON is not a setting; did you mean LTM_ISOLATION?"),
        ({"ltm_data_dir": "/tmp/x"}, "config error: ltm_data_dir is not a setting; did you mean LTM_DATA_DIR?"),
        ({"LTM_CACHE": "1"}, "config error: LTM_CACHE is not a setting (see the options in manifest.yaml)"),
        ({"LTM_DATA_DIR": ""}, "config error: LTM_DATA_DIR is empty; give it a value or unset it"),
        ({"LTM_ISOLATION": "  "}, "config error: LTM_ISOLATION is empty; give it a value or unset it"),
    ],
)
def test_unknown_or_empty_settings_are_refused_by_name(env: dict[str, str], expected: str) -> None:
    """A misspelled variable would be ignored, and an empty data dir would be the current directory."""
    with pytest.raises(ConfigError) as info:
        load_config(environ=env)
    assert str(info.value) == expected


def test_variables_that_are_not_options_but_are_read_stay_allowed() -> None:
    config = load_config(environ={"LTM_LOG_LEVEL": "info", "LTM_LLM_API_KEY": "", "LTM_LLM_API_KEY_ENV": "LTM_OPENAI_KEY"})
    assert config.llm_api_key_env == "LTM_OPENAI_KEY"
    assert load_config(environ={"LTM_LLM_API_KEY_ENV": "LTM_OPENAI_KEY", "LTM_OPENAI_KEY": ""}).llm_api_key_env


@pytest.mark.parametrize(
    ("args", "env", "expected"),
    [
        ([], {"LTM_DATA_DIR": ""}, "config error: LTM_DATA_DIR is empty; give it a value or unset it"),
        ([], {"LTM_ISOLATON": "bot"}, "config error: LTM_ISOLATON is not a setting; did you mean LTM_ISOLATION?"),
        ([], {"LTM_LOG_LEVEL": "loud"}, "config error: LTM_LOG_LEVEL must be one of DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        (["--data-dir", ""], {}, "error: --data-dir is empty; give a directory or leave the option out"),
    ],
)
def test_the_command_line_stops_on_them_with_one_line(
    args: list[str], env: dict[str, str], expected: str, tmp_path: Path
) -> None:
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "chat", *args],
        cwd=tmp_path,  # where an empty data dir would have put the memory
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/bin:/bin", **env},
    )
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected + "\n")
    assert list(tmp_path.iterdir()) == [], "nothing was created"
