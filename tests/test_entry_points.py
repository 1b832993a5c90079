"""Hosts that load main.py by path (a LangBot-style loader) get the one package name, with no install."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

LOADER = """
import importlib, json, sys
sys.meta_path[:] = [f for f in sys.meta_path if not type(f).__module__.startswith("__editable__")]  # as if not installed
sys.path.append({root!r})  # what a LangBot-style loader does with the plugin directory
main = importlib.import_module("main")
import longtermmemory
print(json.dumps({{
    "package": list(longtermmemory.__path__),
    "plugin": main.LongTermMemoryPlugin.__name__,
    "bare": sorted(m for m in ("memory", "storage", "commands", "runtime", "service", "adapters") if m in sys.modules),
}}))
"""


def test_main_loaded_by_path_registers_the_package_under_its_one_name(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", LOADER.format(root=str(ROOT))], cwd=tmp_path, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout) == {"package": [str(ROOT)], "plugin": "LongTermMemoryPlugin", "bare": []}
