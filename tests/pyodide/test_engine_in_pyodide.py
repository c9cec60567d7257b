"""The engine in real Pyodide (the release pyproject.toml names) behaves exactly as in CPython."""

import json

from cubiri_panel.dice import make_rng, roll_dice
from cubiri_panel.playout import play_seeded

from .conftest import PYODIDE_VERSION


def test_pyodide_is_the_version_panel_deploys(pyodide):
    assert pyodide.run("import json, sys, pyodide; json.dumps([pyodide.__version__, sys.version_info[:2]])") == \
        [PYODIDE_VERSION, [3, 13]]


def test_engine_imports_without_panel(pyodide):
    loaded = pyodide.run("import json, sys, cubiri_panel.game, cubiri_panel.playout\n"
                         "json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('panel', 'bokeh')))")
    assert loaded == []


def test_seeded_dice_match_cpython(pyodide):
    here = roll_dice(make_rng(seed="daily-2026-11-29"), 12)
    there = pyodide.run("import json; from cubiri_panel.dice import make_rng, roll_dice\n"
                        "json.dumps(roll_dice(make_rng(seed='daily-2026-11-29'), 12))")
    assert tuple(there) == here


def test_local_storage_survives_a_reload(pyodide):
    saved = {"game": "demo", "format": 1, "tables": {"easy": [{"score": 7}]}}
    pyodide.run(f"import json; from js import localStorage\n"
                f"localStorage.setItem('cubiri/test', json.dumps({json.dumps(saved)!r}))\n'null'")
    pyodide.load()
    assert pyodide.run("from js import localStorage; localStorage.getItem('cubiri/test')") == json.dumps(saved)


GAMES = ("magdagdon", "mishimash", "magikaboom")
SEEDS = (1, 2, 3)


def test_seeded_games_play_out_exactly_as_in_cpython(pyodide):
    here = {f"{g}/{s}": play_seeded(g, s) for g in GAMES for s in SEEDS}
    there = pyodide.run("import json; from cubiri_panel.playout import play_seeded\n"
                        f"json.dumps({{f'{{g}}/{{s}}': play_seeded(g, s) for g in {GAMES!r} for s in {SEEDS!r}}})")
    assert there.keys() == here.keys()
    for key in here:
        assert there[key] == json.loads(json.dumps(here[key])), key


def test_a_high_score_table_kept_in_local_storage_survives_a_reload(pyodide):
    written = pyodide.run(
        "import json; from js import localStorage\n"
        "from cubiri_panel.magdagdon import HighScores, MagdagdonGame\n"
        "from cubiri_panel.playout import random_playout\n"
        "game = random_playout(MagdagdonGame(seed=4), 4)\n"
        "tables, place = HighScores().add_game(game)\n"
        "localStorage.setItem('cubiri/v1/highscores/magdagdon', json.dumps(tables.to_json()))\n"
        "json.dumps(tables.to_json())")
    pyodide.load()
    read = pyodide.run(
        "import json; from js import localStorage\n"
        "from cubiri_panel.magdagdon import HighScores\n"
        "tables, dropped = HighScores.from_json(json.loads(localStorage.getItem('cubiri/v1/highscores/magdagdon')))\n"
        "json.dumps([tables.to_json(), [str(d) for d in dropped]])")
    assert read == [written, []]
    assert sum(len(t) for t in written["tables"].values()) == 1


def reviewed(decisions) -> list:
    """A review as JSON: what a notebook shows of each decision (its values to 9 places)."""
    return [[d.number, d.player, repr(d.chosen), repr(d.best), round(d.chosen_value, 9), round(d.best_value, 9),
             d.unit] for d in decisions]


def test_a_game_code_is_read_and_the_game_reviewed_as_in_cpython(pyodide):
    """``from_code`` and ``coach.review`` with the engine alone (a notebook in JupyterLite, the
    static site's review): the same game, the same decisions, the same values."""
    from cubiri_panel import from_code
    from cubiri_panel.coach import review
    from cubiri_panel.magdagdon import MagdagdonGame
    from cubiri_panel.magikaboom import MagikaboomGame
    from cubiri_panel.mishimash import MishimashGame
    from cubiri_panel.playout import random_playout

    games = [MagikaboomGame(["Ana", "Ben"], computers={0: "champion", 1: "simple"}, seed=3),
             MishimashGame(["Ana", "Ben"], computers={0: "threshold", 1: "threshold"}, target=60, seed=4)]
    for game in games:
        game.play_computers()
    games.append(random_playout(MagdagdonGame(seed=4), 4))
    codes = [game.to_code() for game in games]
    here = [[from_code(code).to_dict(), reviewed(review(from_code(code)))] for code in codes]
    there = pyodide.run(
        "import json\nfrom cubiri_panel import from_code\nfrom cubiri_panel.coach import review\n"
        "def reviewed(decisions):\n"
        "    return [[d.number, d.player, repr(d.chosen), repr(d.best), round(d.chosen_value, 9),\n"
        "             round(d.best_value, 9), d.unit] for d in decisions]\n"
        f"json.dumps([[from_code(c).to_dict(), reviewed(review(from_code(c)))] for c in {codes!r}])")
    assert there == json.loads(json.dumps(here))
    assert all(decisions for _, decisions in there) and {d[6] for _, ds in there for d in ds} == {"chance", "points"}
