"""The import graph: what may import what, no cycles, and one package name for everything."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "longtermmemory"
LAYERS = ("memory", "storage", "service", "runtime", "components", "commands", "adapters", "langbot")

# Which layers a layer may import (its own always). The host (runtime) never imports plugin code;
# adapters reach the plugin only through the host, and the discord.py extension through main.
ALLOWED: dict[str, set[str]] = {
    "memory": set(),
    "storage": {"memory"},
    "service": {"memory", "storage"},
    "runtime": {"memory"},
    "components": {"memory", "runtime", "service"},
    "commands": {"memory", "runtime", "service"},
    "adapters": {"memory", "runtime", "main"},
    "langbot": {"memory", "runtime", "service", "components", "commands"},  # the LangBot entry point, over the core
}
# Third-party packages that do I/O, and the only layers that may use them.
IO_PACKAGES: dict[str, set[str]] = {
    "chromadb": {"storage"},
    "aiosqlite": {"storage"},
    "asyncpg": {"storage"},
    "sentence_transformers": {"storage"},
    "torch": {"storage"},
    "discord": {"adapters"},
    "httpx": {"runtime"},
    "langbot_plugin": {"langbot"},  # the SDK: nothing but the LangBot entry point needs it
}


def package_modules() -> dict[str, Path]:
    modules = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[0] not in (*LAYERS, "main", "__init__"):
            continue
        name = ".".join(p for p in (PACKAGE, *parts) if p != "__init__")
        modules[name] = path
    return modules


def _type_checking_only(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            return True
    return False


def imports_of(name: str, path: Path) -> tuple[set[str], set[str], list[str]]:
    """(own modules imported, third-party top-level names, absolute imports of own layers by their bare names)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    own: set[str] = set()
    external: set[str] = set()
    bare: list[str] = []
    for node in ast.walk(tree):
        if _type_checking_only(node, parents):
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
                own.update(f"{target}.{alias.name}" for alias in node.names)
                own.add(target)
            elif node.module:
                names = [node.module]
                if node.module == PACKAGE or node.module.startswith(PACKAGE + "."):
                    own.add(node.module)
                    own.update(f"{node.module}.{alias.name}" for alias in node.names)
                else:
                    external.update(n.split(".")[0] for n in names)
        elif isinstance(node, ast.Import):
            external.update(alias.name.split(".")[0] for alias in node.names)
    bare = sorted(n for n in external if n in (*LAYERS, "main"))
    return own, external, bare


def graph() -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, list[str]]]:
    modules = package_modules()
    edges: dict[str, set[str]] = {}
    external: dict[str, set[str]] = {}
    bare: dict[str, list[str]] = {}
    for name, path in modules.items():
        own, outside, bare_names = imports_of(name, path)
        edges[name] = {m for m in own if m in modules and m != name}
        external[name] = outside
        bare[name] = bare_names
    return edges, external, bare


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def test_every_module_imports_its_siblings_under_the_one_package_name() -> None:
    _, _, bare = graph()
    assert {name: names for name, names in bare.items() if names} == {}


def test_layers_import_only_what_they_may() -> None:
    edges, external, _ = graph()
    wrong = sorted(
        f"{source} -> {target}"
        for source, targets in edges.items()
        for target in targets
        if layer(source) in ALLOWED and layer(target) != layer(source) and layer(target) not in ALLOWED[layer(source)]
    )
    assert wrong == []
    io = sorted(
        f"{source} uses {package}"
        for source, packages in external.items()
        for package in packages
        if package in IO_PACKAGES and layer(source) not in IO_PACKAGES[package]
    )
    assert io == []


def test_the_import_graph_has_no_cycles() -> None:
    edges, _, _ = graph()
    state: dict[str, int] = defaultdict(int)  # 0 new, 1 on the stack, 2 done
    cycles: list[list[str]] = []

    def visit(module: str, stack: list[str]) -> None:
        state[module] = 1
        for target in sorted(edges[module]):
            if state[target] == 1:
                cycles.append([*stack[stack.index(target) :], target])
            elif state[target] == 0:
                visit(target, [*stack, target])
        state[module] = 2

    for module in sorted(edges):
        if state[module] == 0:
            visit(module, [module])
    assert cycles == []
