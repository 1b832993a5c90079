"""Load the plugin configuration: manifest.yaml defaults, then environment, then explicit overrides."""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from ..memory.config import LTMConfig
from ..memory.errors import ConfigError, first_problem

MANIFEST = Path(__file__).resolve().parent.parent / "manifest.yaml"
ENV_PREFIX = "LTM_"


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


def load_config(overrides: Mapping[str, Any] | None = None, environ: Mapping[str, str] | None = None) -> LTMConfig:
    """Merge defaults, `LTM_*` environment variables and overrides, and validate them."""
    environ = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    for option in manifest_options():
        name = option["name"]
        values[name] = option["default"]
        env_value = environ.get(ENV_PREFIX + name.upper())
        if env_value is not None:
            try:
                values[name] = _from_env(option, env_value)
            except json.JSONDecodeError as exc:
                raise ConfigError(f"config error: {name}: not a JSON list ({exc.msg})") from None
    values.update(overrides or {})
    try:
        return LTMConfig.model_validate(values)
    except ValidationError as exc:
        field, problem = first_problem(exc)
        raise ConfigError(f"config error: {field or 'config'}: {problem}") from None
