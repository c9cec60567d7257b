"""A first visit to a game page fetches at most its ``BUDGET`` of bytes from this build, gzip-compressed
as the site is served (site/serve.py), before its game is live: the page, the stylesheets its
head links, the scripts that draw the live game, the Pyodide core, the standard library and the
wheels it installs as Python starts.
The compiled wheels the online build adds (numpy, pyyaml, markupsafe) are not in this build: where
they are (the Pages workflow), the whole first visit must stay within ``ONLINE_GOAL`` as well
(benchmarks/bench_site.py prints it, and its timings)."""

from __future__ import annotations

import gzip
import json
import re
from functools import cache
from pathlib import Path

import pytest

from cubiri_panel.registry import BUILT_IN as GAMES

#: The bytes a first visit may fetch before its game is live, per game: the goal of 5.5 MB
#: each, with no room left to grow (MISHIMASH's and MAGIKABOOM's tables come once the game is
#: live, cubiri_panel/ui/solved_tables.py). A change that adds bytes fails here.
GOAL = 5_500_000
BUDGET = {"magdagdon": GOAL, "mishimash": GOAL, "magikaboom": GOAL}
ONLINE_GOAL = 8_000_000
COMPILED = ("numpy", "pyyaml", "markupsafe")
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
    lock = json.loads((site / "packages" / "pyodide-lock.json").read_text())["packages"]
    compiled = {f"packages/{lock[name]['file_name']}" for name in COMPILED}
    sizes = {p.relative_to(site).as_posix(): served(p) for p in files}
    ours = {name: size for name, size in sizes.items() if name not in compiled}
    assert BUDGET[game] <= GOAL
    assert sum(ours.values()) <= BUDGET[game], sorted(ours.items(), key=lambda item: -item[1])[:8]
    if compiled <= set(sizes):  # the online build
        assert sum(sizes.values()) <= ONLINE_GOAL, sorted(sizes.items(), key=lambda item: -item[1])[:8]
    assert not [name for name in sizes if "_table-" in name]  # the tables come once the game is live
