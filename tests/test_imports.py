"""The package's modules import one another without a cycle, counting imports inside
functions too (only ``if TYPE_CHECKING:`` blocks are left aside) and the packages an import
loads on the way (importing ``ui.magdagdon.display`` runs ``ui/magdagdon/__init__.py`` first):
a cycle works only by the order in which modules happen to load."""

import ast
from pathlib import Path

import pytest

import cubiri_panel

ROOT = Path(cubiri_panel.__file__).parent


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def imports_of(name: str) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in its code."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_lines(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            # ``from pkg import mod`` names the module ``pkg.mod``; ``from mod import f``, ``mod``.
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]
        else:
            continue
        found.update(t for t in targets if t in MODULES and t != name)
    return found | {parent for t in found for parent in _packages_on_the_way(t, name)}


def _packages_on_the_way(target: str, importer: str) -> list[str]:
    """The packages Python runs before ``target`` that ``importer`` has not already run: those
    not among its own packages (which are loaded before it runs)."""
    parts = target.split(".")
    return [p for p in (".".join(parts[:i]) for i in range(1, len(parts)))
            if p in MODULES and not (importer == p or importer.startswith(p + "."))]


def cycles() -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    graph = {name: imports_of(name) for name in MODULES}
    index, low, stack, on_stack, groups = {}, {}, [], set(), []

    def visit(node):
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return groups


AREAS = ["magdagdon", "mishimash", "magikaboom", "ui", "lessons", ""]


@pytest.mark.parametrize("area", AREAS)
def test_no_import_cycle(area):
    prefix = f"cubiri_panel.{area}" if area else "cubiri_panel"
    found = [group for group in cycles() if group[0].startswith(prefix)
             and (area or not any(group[0].startswith(f"cubiri_panel.{a}") for a in AREAS if a))]
    assert found == []


def test_the_finder_sees_the_packages_an_import_runs():
    assert {"cubiri_panel.coach.decision", "cubiri_panel.coach"} <= imports_of("cubiri_panel.magdagdon.coach")
    assert _packages_on_the_way("cubiri_panel.ui.magdagdon.display", "cubiri_panel.ui.coach.replay") == \
        ["cubiri_panel.ui.magdagdon"]
    assert _packages_on_the_way("cubiri_panel.ui.magdagdon.display", "cubiri_panel.ui.magdagdon.view") == []


def test_the_finder_sees_imports_of_every_form():
    assert "cubiri_panel.game" in imports_of("cubiri_panel.playout")
    assert "cubiri_panel.action" in imports_of("cubiri_panel.game")           # from .action import
    assert "cubiri_panel.names" in imports_of("cubiri_panel.ui.names")        # from .. import names
    assert "cubiri_panel.registry" in imports_of("cubiri_panel.playout")      # inside a function
