"""A first visit to a game page fetches at most its ``BUDGET`` of bytes from this build, gzip-compressed
as the site is served (site/serve.py): the page, the stylesheets its head links, the scripts
that draw the live game, the Pyodide core, the standard library and the wheels it installs.
The compiled wheels the online build adds are not in this build (benchmarks/bench_site.py
prints the whole first visit, and its timings)."""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from pathlib import Path

import pytest

from cubiri_panel.ui.i18n import GAMES

#: The bytes a first visit may fetch, per game. The goal is 5.5 MB for each; what stands between
#: is Bokeh's and Panel's Python (imported whole by ``import panel``) and, for MISHIMASH, its
#: tables (0.68 MB of exact doubles, read from the first turn on). A cut that regresses fails here.
BUDGET = {"magdagdon": 5_600_000, "mishimash": 6_270_000, "magikaboom": 5_660_000}
CORE = ("pyodide/pyodide.js", "pyodide/pyodide.asm.js", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip")


@cache
def served(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def first_visit(site: Path, game: str) -> list[Path]:
    page = (site / f"{game}.html").read_text()
    config = json.loads(re.search(r'id="cubiri-config">(.*?)</script>', page, re.S)[1])
    lock = json.loads((site / "packages" / "pyodide-lock.json").read_text())["packages"]
    head = page.split("</head>")[0]
    names = [f"{game}.html", "static/boot.js", "static/worker.js", "packages/pyodide-lock.json", *CORE,
             *(href.split("?")[0] for href in re.findall(r'<link rel="stylesheet" href="([^"]+)"', head)),
             *config["scripts"], *(f"packages/{lock[name]['file_name']}" for name in config["packages"])]
    return [site / name for name in dict.fromkeys(names) if (site / name).is_file()]


@pytest.mark.parametrize("game", GAMES)
def test_a_first_visit_to_a_game_page_stays_within_its_budget(site, game):
    files = first_visit(site, game)
    assert site / "pyodide" / "pyodide.asm.wasm" in files and any(p.suffix == ".whl" for p in files)
    sizes = {p.relative_to(site).as_posix(): served(p) for p in files}
    assert sum(sizes.values()) <= BUDGET[game], sorted(sizes.items(), key=lambda item: -item[1])[:8]
