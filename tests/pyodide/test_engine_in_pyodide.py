"""The engine in real Pyodide 0.29.3 behaves exactly as in CPython."""

import json

from cubiri_panel.dice import make_rng, roll_dice


def test_pyodide_is_the_version_panel_deploys(pyodide):
    assert pyodide.run("import json, sys, pyodide; json.dumps([pyodide.__version__, sys.version_info[:2]])") == \
        ["0.29.3", [3, 13]]


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
