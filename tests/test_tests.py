"""The tests' own shape: no test module imports another (what two share lives in a helper module
or a fixture, so a test file can be moved, renamed or run alone), and no docstring or comment in
tests/ cites an issue number (a test says what it proves; the history says who asked for it)."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
# "issue", an optional "#", a number: how a docstring or comment would cite a tracker's issue.
CITATION = re.compile(r"\bissues?\s*#?\s*\d+", re.IGNORECASE)


def python_files() -> list[Path]:
    return sorted(path for path in TESTS.rglob("*.py") if "__pycache__" not in path.parts)


def module_file(dotted: str) -> Path | None:
    """The file under tests/ that ``import dotted`` loads (tests/ is on the path, as pytest puts
    it there), or None for a module outside tests/."""
    path = TESTS.joinpath(*dotted.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    return None


def imported_files(path: Path) -> list[tuple[int, Path]]:
    """(line, file under tests/) for every import of ``path``, functions' imports included."""
    package = list(path.relative_to(TESTS).parent.parts)
    found = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - (node.level - 1)] if node.level else []
            module = base + (node.module.split(".") if node.module else [])
            # ``from package import name`` may import the module package/name.py.
            names = [".".join(module)] + [".".join(module + [alias.name]) for alias in node.names]
        else:
            continue
        for name in names:
            if name and (target := module_file(name)) is not None:
                found.append((node.lineno, target))
    return found


def test_no_test_module_imports_another_test_module():
    offences = [f"{path.relative_to(TESTS)}:{line} imports {target.relative_to(TESTS)}"
                for path in python_files()
                for line, target in imported_files(path)
                if target.name.startswith("test_") and target != path]
    assert not offences, "a test module imports another (share a helper module or a fixture instead):\n" + \
        "\n".join(offences)


def test_the_import_check_sees_relative_absolute_and_package_imports():
    # The check above passes only if it would have seen an import of each kind.
    assert (TESTS / "magdagdon" / "positions.py") in {t for _, t in imported_files(TESTS / "magdagdon" / "test_bots.py")}
    assert (TESTS / "coach" / "games.py") in {t for _, t in imported_files(TESTS / "coach" / "test_expert.py")}
    assert (TESTS / "ui" / "watching.py") in {t for _, t in imported_files(TESTS / "ui" / "test_monkey_browser.py")}
    assert module_file("cubiri_panel") is None


def citations(path: Path) -> list[tuple[int, str]]:
    """(line, text) of each docstring or comment in ``path`` citing an issue number."""
    source = path.read_text()
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT and CITATION.search(token.string):
            found.append((token.start[0], token.string))
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            docstring = ast.get_docstring(node, clean=False)
            if docstring and CITATION.search(docstring):
                line = node.body[0].lineno if node.body else 1
                found.append((line, CITATION.search(docstring).group()))
    return sorted(found)


def test_no_docstring_or_comment_cites_an_issue_number():
    offences = [f"{path.relative_to(TESTS)}:{line}: {text.strip()}"
                for path in python_files() for line, text in citations(path)]
    assert not offences, "say what the test proves, not which issue asked for it:\n" + "\n".join(offences)


def test_the_citation_check_finds_one_in_a_docstring_and_in_a_comment(tmp_path):
    probe = tmp_path / "probe.py"
    number = 23
    probe.write_text(f'"""Asked in issue {number}."""\n\nx = 1  # see Issue #{number}\n')
    assert [line for line, _ in citations(probe)] == [1, 3]


def test_every_built_in_game_has_its_browser_driver():
    import drivers
    from cubiri_panel.registry import BUILT_IN

    for name in BUILT_IN:
        driver = drivers.of(name)
        assert driver.game == name and issubclass(driver, drivers.Driver)
        # each says how a move is made on its page, not the base's NotImplementedError
        assert driver.confirm is not drivers.Driver.confirm and driver.scores is not drivers.Driver.scores


def test_a_game_written_elsewhere_registers_its_driver_from_its_own_folder(tmp_path, monkeypatch):
    import drivers

    folder = tmp_path / "knucklebones"
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "driver.py").write_text("import drivers\n\n\n@drivers.register('knucklebones')\n"
                                      "class KnucklebonesDriver(drivers.Driver):\n    pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(drivers, "_DRIVERS", dict(drivers._DRIVERS))
    assert drivers.of("knucklebones").__name__ == "KnucklebonesDriver"
    with pytest.raises(LookupError, match="no-such-game"):
        drivers.of("no-such-game")
