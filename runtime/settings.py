"""Load the plugin configuration: manifest.yaml defaults, then plugin.yaml (standalone hosts), environment, overrides."""

from __future__ import annotations

import difflib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from ..memory.config import LTMConfig
from ..memory.errors import ConfigError, first_problem
from .plugin_file import read_plugin_file

MANIFEST = Path(__file__).resolve().parent.parent / "manifest.yaml"
ENV_PREFIX = "LTM_"
LOG_LEVEL_VARIABLE = "LTM_LOG_LEVEL"  # read by runtime/logs.py: not a plugin option, still one of ours
CONSOLE_TOKEN_VARIABLE = "LTM_CONSOLE_TOKEN"  # read by `main.py console`: a secret, never a file's


def manifest_options() -> list[dict[str, Any]]:
    """The config schema declared in manifest.yaml (`spec.config`, in the LangBot SDK's form format)."""
    manifest = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    options: list[dict[str, Any]] = manifest["spec"]["config"]
    return options


def _from_env(option: Mapping[str, Any], raw: str) -> Any:
    if option["type"] == "array[string]":
        raw = raw.strip()
        if raw.startswith("["):
            return json.loads(raw)
        return [item.strip() for item in raw.split(",") if item.strip()]
    return raw


def check_environment(environ: Mapping[str, str], options: list[dict[str, Any]], api_key_variable: str) -> None:
    """Every `LTM_*` variable must be one we read, with a value: a misspelled one would be ignored, and an
    empty one would quietly mean something else (an empty data dir is the current directory)."""
    keys = {api_key_variable, ENV_PREFIX + "LLM_API_KEY"}  # the key variable named, and the default one; no key is fine
    known = {ENV_PREFIX + str(option["name"]).upper() for option in options} | {LOG_LEVEL_VARIABLE, CONSOLE_TOKEN_VARIABLE, *keys}
    for variable in sorted(environ):
        if not variable.upper().startswith(ENV_PREFIX):
            continue
        if variable not in known:
            near = difflib.get_close_matches(variable.upper(), sorted(known), n=1, cutoff=0.75)
            hint = f"; did you mean {near[0]}?" if near else " (see the options in manifest.yaml)"
            raise ConfigError(f"config error: {variable} is not a setting{hint}")
        if variable not in keys and not environ[variable].strip():
            raise ConfigError(f"config error: {variable} is empty; give it a value or unset it")


def load_config(
    overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None, plugin_file: Path | None = None
) -> LTMConfig:
    """Merge defaults, the values of `plugin_file` (plugin.yaml), `LTM_*` environment variables and overrides, and
    validate them."""
    environ = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    options = manifest_options()
    from_file = read_plugin_file(plugin_file, options) if plugin_file is not None else {}
    for option in options:
        name = option["name"]
        values[name] = from_file.get(name, option["default"])
        env_value = environ.get(ENV_PREFIX + name.upper())
        if env_value is not None:
            try:
                values[name] = _from_env(option, env_value)
            except json.JSONDecodeError as exc:
                raise ConfigError(f"config error: {name}: not a JSON list ({exc.msg})") from None
    values.update(overrides or {})
    check_environment(environ, options, str(values.get("llm_api_key_env") or ""))
    try:
        return LTMConfig.model_validate(values)
    except ValidationError as exc:
        field, problem = first_problem(exc)
        name = (field or "").split(".")[0]
        came_from_file = name in from_file and ENV_PREFIX + name.upper() not in environ and name not in (overrides or {})
        source = f"{plugin_file.name}: " if came_from_file and plugin_file is not None else ""
        raise ConfigError(f"config error: {source}{field or 'config'}: {problem}") from None
