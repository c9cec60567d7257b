"""The engine inside Pyodide against CPython, Pyodide's start-up, and what the site weighs.

Run by hand (`make bench`, or `python benchmarks/bench_pyodide.py`) after `make pyodide` and,
for the site's size, `make site`. It serves the npm Pyodide core and the two wheels from this
machine, as tests/pyodide does, and plays the same seeded workloads (cubiri_panel.playout) in
headless Chromium and here. Figures are for one run on a shared machine: compare the ratio.
"""

from __future__ import annotations

import functools
import http.server
import inspect
import json
import subprocess
import sys
import tempfile
import threading
import time
from importlib.metadata import version
import tomllib
from pathlib import Path

from playwright.sync_api import sync_playwright

from cubiri_panel.coach import options
from cubiri_panel.dice import ScriptedDice
from cubiri_panel.magdagdon import Board, ExpertPlayer, MagdagdonGame
from cubiri_panel.magdagdon.rules import Phase, State
from cubiri_panel.memo import clear_memos
from cubiri_panel.playout import play_seeded

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["cubiri"]["pyodide"]
CORE = ROOT / "build" / f"pyodide-{PYODIDE}"
SITE = ROOT / "build" / "site"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
WORKLOADS = {"magdagdon": range(1, 41), "mishimash": range(1, 11), "magikaboom": range(1, 11)}
# What a first visit to a game page downloads from the CDNs (Pyodide, Panel and Bokeh as pinned): the Pyodide core, Bokeh's and Panel's JavaScript, and the Panel and Bokeh wheels.
CORE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
HARNESS = """<!doctype html><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.start = async (wheels) => {
  const t0 = performance.now();
  const py = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
  const t1 = performance.now();
  await py.loadPackage(wheels.map(w => new URL(w, location.href).href));
  py.runPython("import cubiri_panel.magdagdon, cubiri_panel.mishimash, cubiri_panel.magikaboom, cubiri_panel.playout");
  window.pyodide = py;
  return [t1 - t0, performance.now() - t1];
};
</script>"""
TIMED = """import json, time
from cubiri_panel.playout import play_seeded
started = time.perf_counter()
for seed in {seeds}:
    play_seeded({game!r}, seed)
json.dumps(time.perf_counter() - started)"""


# The slowest of the expert's decisions and of the hint's, from cold memos, over 30 seeded
# expert games a difficulty in CPython: (difficulty, board, dice rolled, powers used).
SLOWEST = (("peaceful", ".....54..54..54.", (5, 4, 6, 5), 0), ("peaceful", ".34..4..........", (5, 4, 4, 3), 0),
           ("survival", ".34..4..........", (5, 4, 4, 3), 0), ("peaceful", ".5...5..........", (3, 5, 4, 6), 0),
           ("nightmare", "................", (4, 5, 4, 4), 0), ("nightmare", ".4...4...45.....", (5, 5, 2, 2), 0),
           ("nightmare", "X...............", (4, 5, 5, 1), 0))


def expert_times(slowest) -> list[list[float]]:
    """``[decision ms, hint ms]`` at each position, each from cold memos."""
    out = []
    for difficulty, board, dice, used in slowest:
        cells = Board.parse("/".join(board[i:i + 4] for i in range(0, 16, 4))).cells
        game = MagdagdonGame(difficulty, rng=ScriptedDice(tuple(dice)))
        game.state = State(game.difficulty, cells, cells, Phase.ROLL, (), (), 1, used, ())
        game.roll()
        clear_memos()
        start = time.perf_counter()
        ExpertPlayer().choose(game)
        decided = time.perf_counter() - start
        clear_memos()
        start = time.perf_counter()
        options(game)
        out.append([1000 * decided, 1000 * (time.perf_counter() - start)])
    return out



EXPERT = ("import json, time, inspect\nfrom cubiri_panel.coach import options\nfrom cubiri_panel.dice import ScriptedDice\n"
          "from cubiri_panel.magdagdon import Board, ExpertPlayer, MagdagdonGame\n"
          "from cubiri_panel.magdagdon.rules import Phase, State\nfrom cubiri_panel.memo import clear_memos\n")


def expert_on_a_phone(page) -> None:
    """The MAGDAGDON expert's slowest decisions and hints in Pyodide under Lighthouse's mobile
    profile (the CPU four times slower), from cold memos, beside CPython's (target: 1 s)."""
    here = expert_times(SLOWEST)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        code = EXPERT + inspect.getsource(expert_times) + f"json.dumps(expert_times({json.dumps(SLOWEST)}))"
        there = json.loads(page.evaluate("code => pyodide.runPython(code)", code))
    finally:
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
    print("MAGDAGDON expert, slowest positions, Pyodide at 4x CPU slowdown (target <= 1,000 ms each):")
    for (difficulty, board, _, _), (decide, hint), (decide_here, hint_here) in zip(SLOWEST, there, here):
        print(f"  {difficulty:<10}{board}: decision {decide:5.0f} ms, hint {hint:5.0f} ms "
              f"(CPython {decide_here:.0f} and {hint_here:.0f} ms)")
    print(f"  slowest: {max(max(pair) for pair in there):.0f} ms")


def cpython_seconds(game: str, seeds: range) -> float:
    play_seeded(game, seeds[0])  # warm: tables and caches, as the browser run gets below
    started = time.perf_counter()
    for seed in seeds:
        play_seeded(game, seed)
    return time.perf_counter() - started


def folder_bytes(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def first_visit_bytes(tmp: Path) -> dict[str, int]:
    import bokeh
    import panel
    bokeh_js = Path(bokeh.__file__).parent / "server" / "static" / "js"
    sizes = {"Pyodide core": sum((CORE / f).stat().st_size for f in CORE_FILES),
             "Bokeh JS": sum((bokeh_js / f).stat().st_size for f in
                             ("bokeh.min.js", "bokeh-widgets.min.js", "bokeh-tables.min.js", "bokeh-gl.min.js")),
             "Panel JS": (Path(panel.__file__).parent / "dist" / "panel.min.js").stat().st_size}
    wheels = tmp / "cdn-wheels"
    subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", str(wheels),
                    f"panel=={version('panel')}", f"bokeh=={version('bokeh')}"], check=True)
    sizes["Panel and Bokeh wheels (PyPI builds of the pinned versions)"] = folder_bytes(wheels)
    return sizes


def main() -> None:
    if not (CORE / "pyodide.mjs").exists():
        sys.exit("no Pyodide core: run `make pyodide` first")
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        (tmp / "pyodide").symlink_to(CORE.resolve(), target_is_directory=True)
        pip = [sys.executable, "-m", "pip", "-q", "--disable-pip-version-check"]
        subprocess.run([*pip, "wheel", "--no-deps", "-w", str(tmp), str(ROOT)], check=True)
        subprocess.run([*pip, "download", "--no-deps", "-d", str(tmp), f"param=={version('param')}"], check=True)
        wheels = sorted(p.name for p in tmp.glob("*.whl"))
        (tmp / "index.html").write_text(HARNESS)

        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=tmp_name))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(600_000)
            page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
            start_ms, import_ms = page.evaluate("wheels => window.start(wheels)", wheels)
            print(f"Pyodide {PYODIDE} start {start_ms / 1000:.2f} s; engine wheels loaded and imported {import_ms / 1000:.2f} s")
            print(f"{'workload':<34}{'CPython s':>10}{'Pyodide s':>11}{'ratio':>8}")
            for game, seeds in WORKLOADS.items():
                page.evaluate("code => pyodide.runPython(code)", TIMED.format(game=game, seeds=[seeds[0]]))
                there = json.loads(page.evaluate("code => pyodide.runPython(code)",
                                                 TIMED.format(game=game, seeds=list(seeds))))
                here = cpython_seconds(game, seeds)
                print(f"{game + f' x{len(seeds)} seeded games':<34}{here:>10.3f}{there:>11.3f}{there / here:>7.2f}x")
            expert_on_a_phone(page)
            browser.close()
        server.shutdown()
        print("first visit to a game page (CDN files, pinned versions; numpy/pandas and micropip's "
              "Pyodide packages come on top and are not on this machine):")
        for what, size in first_visit_bytes(tmp).items():
            print(f"  {what:<62}{size / 1e6:>8.2f} MB")
    if SITE.exists():
        print(f"build/site: {folder_bytes(SITE) / 1e6:.2f} MB in {sum(1 for p in SITE.rglob('*') if p.is_file())} files")
    else:
        print("build/site: not built (run `make site`)")


if __name__ == "__main__":
    main()
