"""The lock holds all the games use: drawn and played to their ends from its wheels alone.

The site's wheels, unpacked as Pyodide installs them, are the only packages a CPython
interpreter started without site-packages can import (``lock_app.py``). The compiled wheels
(numpy, pyyaml, markupsafe) are built for WebAssembly, and this build may lack them (the
Pyodide CDN cannot be reached here): the same packages come from this environment instead.
Panel's server needs tornado in CPython only: in Pyodide Panel never imports it (``panel/io/__init__.py``). The page leaves out
Bokeh's WebGL bundle, so no game may show a plot. The standard library the site ships holds
every standard module the games import.
"""

from __future__ import annotations

import sys
import sysconfig
import zipfile
from pathlib import Path

from .conftest import COMPILED, CPYTHON_ONLY, HERE, standard_modules

SITE = Path(__file__).resolve().parents[2] / "site"
sys.path.insert(0, str(SITE))
from build import pyodide_core  # noqa: E402
import stdlib as site_stdlib  # noqa: E402


def test_the_games_play_to_their_ends_from_the_locks_wheels_alone(played):
    result, lib, extra = played
    stdlib = {sysconfig.get_path("stdlib"), sysconfig.get_path("platstdlib")}
    outside, from_extra = [], set()
    for name, file in result["files"].items():
        path = Path(file).resolve()
        if path.is_relative_to(extra.resolve()):
            from_extra.add(path.relative_to(extra.resolve()).parts[0])
        elif not (path.is_relative_to(lib.resolve()) or path == (HERE / "lock_app.py")
                  or any(path.is_relative_to(Path(p).resolve()) for p in stdlib)):
            outside.append(f"{name}: {file}")
    assert outside == []
    assert "cubiri_panel" in {n.split(".")[0] for n in result["files"]}  # the project, from its wheel
    assert from_extra <= {*CPYTHON_ONLY, *(f for folders in COMPILED.values() for f in folders)}


def test_no_game_shows_a_plot_or_mathematics_whose_bundles_the_page_leaves_out(played):
    models = played[0]["models"]
    assert "panel.models.markup.HTML" in models  # the list is real
    left_out = [m for m in models
                if m.startswith(("bokeh.models.plots", "bokeh.models.renderers", "bokeh.models.glyphs",
                                 "bokeh.models.text", "panel.models.mathjax", "panel.models.katex"))]
    assert left_out == []


def test_every_stylesheet_a_game_names_is_in_the_site(played, site):
    """The page points Panel's CDN addresses at vendor/panel/ (worker.js); the site copies only
    the stylesheets the games name, so each one any game state names must be there."""
    from panel.io.resources import CDN_DIST
    named = played[0]["stylesheets"]
    assert played[0]["rules_drawn"] == ["magdagdon", "magikaboom", "mishimash"]  # the rules were drawn
    absent = [url for url in named if url.startswith(CDN_DIST)
              and not (site / "vendor" / "panel" / url.removeprefix(CDN_DIST).split("?")[0]).is_file()]
    assert absent == []
    assert all(url.startswith(CDN_DIST) for url in named)  # no stylesheet from anywhere else


def test_the_sites_standard_library_holds_every_module_the_games_import(played, site):
    """The site's python_stdlib.zip is Pyodide's cut down (site/stdlib.py): every standard module
    the games imported here that Pyodide's zip holds is in it, so no import reaches a module
    the cut left out (test_stdlib.py imports them all in Pyodide)."""
    with zipfile.ZipFile(pyodide_core() / "python_stdlib.zip") as core:
        held = set(core.namelist())
    with zipfile.ZipFile(site / "pyodide" / "python_stdlib.zip") as cut:
        kept = set(cut.namelist())
    imported = [name for name in standard_modules(played[0]) if site_stdlib.member(name, held)]
    assert len(imported) > 150  # the trace is real
    # The frozen ones Python takes from its WebAssembly instead (site/stdlib.py).
    assert [name for name in imported if name not in site_stdlib.FROZEN and not site_stdlib.member(name, kept)] == []
    assert len(kept) < len(held) / 2  # and the zip is cut
