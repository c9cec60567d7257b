"""A game registers once, and everything else asks the registry: outside a game's own folders
(``cubiri_panel/<game>/``, ``cubiri_panel/ui/<game>/``), the registries and the lessons (whose
texts are about particular games), no module of the package or the site names a game in its
code. Prose (docstrings and comments) may: it explains, it does not decide."""

from __future__ import annotations

import ast
import inspect
import io
import re
import tokenize
from pathlib import Path

import pytest

from cubiri_panel import registry

ROOT = Path(__file__).resolve().parents[1]
GAMES = registry.BUILT_IN
NAMED = re.compile("|".join(GAMES), re.IGNORECASE)
#: Where naming a game is the point: each game's own folders, the registries that list them,
#: and the lessons, which teach from particular games.
OWN = [*(f"cubiri_panel/{g}/" for g in GAMES), *(f"cubiri_panel/ui/{g}/" for g in GAMES),
       "cubiri_panel/registry.py", "cubiri_panel/ui/registry.py", "cubiri_panel/lessons/"]


def shared_modules() -> list[Path]:
    found = [*ROOT.joinpath("cubiri_panel").rglob("*.py"), *ROOT.joinpath("site").rglob("*.py")]
    return sorted(p for p in found if not any(p.relative_to(ROOT).as_posix().startswith(o) for o in OWN))


def _docstrings(tree: ast.AST) -> set[int]:
    """The lines of every docstring (prose, like comments)."""
    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


def places_naming_a_game(path: Path) -> list[str]:
    """``"file:line: text"`` for each line whose code (not its comments or docstrings) names a
    game, in a name, an import or a string."""
    text = path.read_text(encoding="utf-8")
    prose = _docstrings(ast.parse(text))
    found = {}
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type in (tokenize.NAME, tokenize.STRING) and token.start[0] not in prose \
                and NAMED.search(token.string):
            line = token.start[0]
            found[line] = f"{path.relative_to(ROOT)}:{line}: {text.splitlines()[line - 1].strip()}"
    return list(found.values())


def test_no_shared_module_names_a_game():
    places = [place for path in shared_modules() for place in places_naming_a_game(path)]
    assert not places, "shared code names a game; ask the registry instead:\n" + "\n".join(places)


def test_the_finder_sees_names_in_code_and_not_in_prose(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""About MISHIMASH."""\n# MAGDAGDON here is prose\n'
                      'KIND = "magikaboom"\nfrom cubiri_panel.mishimash import Bank\n', encoding="utf-8")
    sample = sample.rename(ROOT / "tests" / "_finder_sample.py")
    try:
        assert [p.split(": ", 1)[0].rsplit(":", 1)[1] for p in places_naming_a_game(sample)] == ["3", "4"]
    finally:
        sample.unlink()


@pytest.mark.parametrize("name", GAMES)
def test_each_built_in_game_is_found_by_its_name_letter_and_class(name):
    record = registry.get(name)
    assert record.name == record.game_class.GAME == name
    assert registry.by_letter(record.letter) is record
    assert registry.of(record.game_class) is record
    assert record.strongest in record.players
    assert registry.of_action(record.game_class.ACTIONS[0]()) is record \
        if not record.game_class.ACTIONS[0].__dataclass_fields__ else True


def test_a_name_or_letter_taken_already_is_refused():
    taken = registry.get("mishimash")
    with pytest.raises(ValueError, match="registered already"):
        registry.register(registry.GameRecord(**{**taken.__dict__, "letter": "z"}))
    with pytest.raises(registry.UnknownGame):
        registry.get("chess")
    with pytest.raises(registry.UnknownGame):
        registry.of(object())


def _private_members() -> set[str]:
    """The private members of the game classes: the base classes' and each game's own."""
    from cubiri_panel.game import Game, Rebuild, TableGame

    classes = [Game, TableGame, Rebuild, *(record.game_class for record in registry.records())]
    mine = [klass for cls in classes for klass in cls.__mro__ if klass.__module__.startswith("cubiri_panel")]
    declared = {name for klass in mine for name in vars(klass) if name.startswith("_") and not name.startswith("__")}
    # and what their constructors set on each game (``self._history = ...``)
    assigned = {m for klass in mine for m in re.findall(r"self\.(_[a-z]\w*)\s*[:=]", inspect.getsource(klass))}
    return declared | assigned


def test_no_shared_module_reaches_into_a_game():
    """Outside a game's own folders (and the game base, which defines them), nothing reads or
    calls a game's private members: codes, log rows, the coach and the replay rebuild a game
    through ``Game.rebuilding`` and ``Game.steps``."""
    private = _private_members()
    found = []
    for path in shared_modules():
        if path.name == "game.py" and path.parent.name == "cubiri_panel":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in private \
                    and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: .{node.attr}")
    assert not found, "shared code reaches into a game; use its public API:\n" + "\n".join(found)
