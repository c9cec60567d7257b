"""The Python standard library a page loads: Pyodide's ``python_stdlib.zip`` cut down to what
the games and the lessons import.

``stdlib.txt`` names the modules, one a line: every standard module that drawing and playing
the three games imports in CPython (tests/website/test_lock.py checks the list against that
trace), and the few Pyodide needs in its place. The build keeps each of those modules from the
npm core's zip, with its parent packages, Pyodide's own packages (and all they import, inside
their functions too: they install the wheels), and every module any of them imports when it loads (read from the sources of this Pyodide's Python, which may differ from
the CPython that made the trace). A module imported only inside a function must be listed.

Its sources lose their docstrings and comments (``minify.py``, as ``python -OO`` runs them).
The zip is written stored, not deflated: the site is served compressed, and one compressed
stream of the whole zip is smaller than its members compressed one by one.
"""

from __future__ import annotations

import ast
import re
import zipfile
from pathlib import Path

import minify

LISTED = Path(__file__).resolve().parent / "stdlib.txt"
#: Kept whole: Pyodide's own Python (its loader, its bridge to JavaScript), and the build
#: settings ``sysconfig`` reads.
WHOLE = ("pyodide", "_pyodide", "_sysconfigdata_")
MAIN = ("__name__ == '__main__'", '__name__ == "__main__"')
# Branches for Windows alone (Pyodide's platform is "emscripten"): only their ``else`` runs.
WINDOWS = ("sys.platform == 'win32'", "_sys.platform == 'win32'", "os.name == 'nt'", "_os.name == 'nt'",
           "sys.platform.startswith('win')", "_sys.platform.startswith('win')")
#: Frozen into Pyodide's WebAssembly, as into every CPython since 3.11: Python loads them from
#: there, never from the zip, which leaves them out.
FROZEN = ("importlib._bootstrap", "importlib._bootstrap_external", "zipimport", "abc", "codecs", "io",
          "_collections_abc", "_sitebuiltins", "genericpath", "ntpath", "posixpath", "os", "site", "stat",
          "importlib.util", "importlib.machinery", "runpy")
# An import on a line of its own, where a source does not parse with this CPython.
IMPORT_LINE = re.compile(r"^\s*(?:from\s+(\.*[\w.]*)\s+import\s+([\w ,()*]+)|import\s+([\w., ]+))", re.M)


def listed() -> list[str]:
    return [line.strip() for line in LISTED.read_text().splitlines() if line.strip() and not line.startswith("#")]


def member(name: str, members: set[str]) -> str | None:
    """The zip member holding module ``name``: its file, or its package's ``__init__.py``."""
    path = name.replace(".", "/")
    return next((m for m in (f"{path}.py", f"{path}/__init__.py") if m in members), None)


def loaded_imports(source: str, name: str, is_package: bool, everywhere: bool = False) -> set[str]:
    """The modules ``source`` imports as it loads: at module level, in its classes, and under
    its ``if``/``try``/``with`` blocks (but the one run as a script only); inside its functions
    too if ``everywhere``."""
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()

    def absolute(module: str, level: int) -> str:
        base = package.split(".")[: len(package.split(".")) - level + 1] if level else []
        return ".".join([*base, module] if module else base)

    try:
        tree = ast.parse(source)
    except SyntaxError:  # newer syntax than this CPython reads: every import line counts
        for module, names, plain in IMPORT_LINE.findall(source):
            if plain:
                found.update(n.split(" as ")[0].strip() for n in plain.split(","))
            else:
                dots = len(module) - len(module.lstrip("."))
                base = absolute(module.lstrip("."), dots)
                found.add(base)
                found.update(f"{base}.{n.split(' as ')[0].strip()}" for n in names.strip("()").split(","))
        return found
    todo = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = absolute(node.module or "", node.level)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.If) and ast.unparse(node.test) in MAIN:
            continue  # run as a script only
        elif isinstance(node, ast.If) and ast.unparse(node.test) in WINDOWS:
            todo.extend(node.orelse)
        elif everywhere or not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            todo.extend(ast.iter_child_nodes(node))
    return found


def needed(core_zip: zipfile.ZipFile, names: list[str]) -> set[str]:
    """The members of ``core_zip`` that the modules ``names`` need as they load."""
    members = {m for m in core_zip.namelist() if not m.endswith("/")}
    wanted = [m.removesuffix(".py").removesuffix("/__init__").replace("/", ".") for m in members
              if m.endswith(".py") and m.startswith(WHOLE)]
    kept: set[str] = {m for m in members if m.startswith(WHOLE)}
    seen: set[str] = set()
    todo = [*names, *wanted]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parts = name.split(".")
        todo.extend(".".join(parts[:i]) for i in range(1, len(parts)))
        found = member(name, members)
        if found is None:
            continue  # compiled into Pyodide, a package of its own (ssl, lzma), or not a module
        kept.add(found)
        # Pyodide's own modules run as it installs packages: every import they hold counts.
        todo.extend(loaded_imports(core_zip.read(found).decode(), name, found.endswith("__init__.py"),
                                   everywhere=found.startswith(WHOLE)))
    return kept


def write_stdlib(source: Path, target: Path) -> list[str]:
    """``source`` (Pyodide's zip) cut down to what the listed modules need, into ``target``;
    return the members kept."""
    with zipfile.ZipFile(source) as core:
        members = set(core.namelist())
        frozen = {member(name, members) for name in FROZEN}
        kept = sorted(needed(core, listed()) - frozen)
        with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as out:
            for name in kept:
                data = core.read(name)
                if name.endswith(".py"):
                    data = minify.strip(data.decode()).encode()
                out.writestr(core.getinfo(name), data, compress_type=zipfile.ZIP_STORED)
    return kept
