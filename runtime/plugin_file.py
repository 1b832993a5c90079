"""plugin.yaml: the standalone hosts' settings in one file, as values of manifest.yaml's options.

A bot owner configures the terminal chat, the replay and the Discord bot here instead of in a dozen
variables; `LTM_*` variables still override it. LangBot never reads it (its form is the configuration).
Each value is checked against its option's definition in the manifest (its type, a select's choices),
so a misspelled key or a wrong value stops start-up with one line instead of being ignored.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import yaml

from ..memory.errors import ConfigError

PLUGIN_FILE = Path(__file__).resolve().parent.parent / "plugin.yaml"


def _problem(option: Mapping[str, Any], value: Any) -> str | None:
    """What is wrong with `value` for `option`, by the manifest's definition of it; None when nothing is."""
    kind = option["type"]
    if kind == "select":
        choices = [str(choice["name"]) for choice in option["options"]]
        return None if value in choices else f"must be one of {', '.join(choices)}"
    if kind == "integer":
        return None if isinstance(value, int) and not isinstance(value, bool) else "must be a whole number"
    if kind == "float":
        return None if isinstance(value, int | float) and not isinstance(value, bool) else "must be a number"
    if kind == "boolean":
        return None if isinstance(value, bool) else "must be true or false"
    if kind == "array[string]":
        fine = isinstance(value, list) and all(isinstance(item, str) for item in value)
        return None if fine else "must be a list of quoted texts, e.g. ['123', '456']"
    return None if isinstance(value, str) else "must be a text (quote it)"


def read_plugin_file(path: Path, options: list[dict[str, Any]]) -> dict[str, Any]:
    """The option values `path` sets ({} when there is no such file), each valid for its option's definition."""
    if not path.exists():
        return {}
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(f"config error: {path.name} cannot be read ({type(exc).__name__})") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(f"config error: {path.name} must map option names to values (see manifest.yaml)")
    by_name = {str(option["name"]): option for option in options}
    for key, value in data.items():
        if key not in by_name:
            near = difflib.get_close_matches(str(key), sorted(by_name), n=1, cutoff=0.75)
            hint = f"; did you mean {near[0]}?" if near else " (see the options in manifest.yaml)"
            raise ConfigError(f"config error: {path.name}: {key} is not an option{hint}")
        problem = _problem(by_name[key], value)
        if problem:
            raise ConfigError(f"config error: {path.name}: {key} {problem}")
    return {str(key): value for key, value in data.items()}
