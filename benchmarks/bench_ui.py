"""Speed of the served app in headless Chromium: first interactive render, click round trips.

    .venv/bin/python benchmarks/bench_ui.py [--runs 5] [--clicks 50]

Serves apps/*.py (as ``make play`` does) and the components page of the UI tests on free
ports, then measures, each in a fresh browser context (empty cache and storage):

* first interactive render: from navigation start until the page's interactive element is on
  screen (budget 2 s);
* click to updated page: from a click on a die until Python's answer is on screen, 95th
  percentile (budget 150 ms).

A game page joins the render measurement as soon as its ``apps/<game>.py`` exists. MAGDAGDON's
click scenario plays a seeded game's first roll: tap a die (until its legal cells are lit), tap
a lit cell (until it shows the prepared die), tap that cell again (until the die is taken back). Numbers depend on the machine's load:
compare runs made on a quiet machine.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# The element that shows a page is interactive.
# The table games open on their set-up (START) unless a game is being resumed (ROLL).
# MAGDAGDON's ROLL is pressable as soon as the page is drawn: a new game is on the board before
# the browser's saved data arrives (a click meanwhile waits for it; see Shell.when_loaded).
READY = {"": ".cubiri-play-magdagdon", "magdagdon": ".cubiri-roll button:not([disabled])",
         "mishimash": ".cubiri-start, .cubiri-roll", "magikaboom": ".cubiri-start, .cubiri-roll",
         "components_demo": ".cubiri-cell-3-3"}
RENDER_BUDGET, CLICK_BUDGET = 2.0, 0.150


def serve(apps: list[str], index: str | None) -> tuple[subprocess.Popen, str]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [str(Path(sys.executable).parent / "panel"), "serve", *apps, "--address", "127.0.0.1",
               "--port", str(port), f"--allow-websocket-origin=127.0.0.1:{port}"]
    if index:
        command += ["--index", index]
    proc = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}/"
    for _ in range(240):
        try:
            with urllib.request.urlopen(base, timeout=5):
                return proc, base
        except OSError:
            time.sleep(0.25)
    proc.kill()
    raise SystemExit("panel serve did not start")


def first_render(browser, url: str, selector: str, runs: int) -> list[float]:
    times = []
    for _ in range(runs + 1):          # the first visit warms the server's imports: not counted
        context = browser.new_context()
        page = context.new_page()
        start = time.perf_counter()
        page.goto(url)
        page.locator(selector).locator("visible=true").first.wait_for(timeout=30_000)
        times.append(time.perf_counter() - start)
        context.close()
    return times[1:]


# Click a die and wait (in the page, so Playwright's own latency is not counted) until the
# log that Python writes on each click has grown.
CLICK_JS = """async ([selector, count]) => {
  const find = (root, sel) => {
    const hit = root.querySelector(sel);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const inner = find(el.shadowRoot, sel); if (inner) return inner; }
    }
    return null;
  };
  const logHost = find(document, '.demo-log');
  const log = () => (logHost.shadowRoot || logHost).textContent.length;
  const out = [];
  for (let i = 0; i < count; i++) {
    const before = log();
    const start = performance.now();
    find(document, selector).click();
    while (log() === before) {
      if (performance.now() - start > 10000) throw new Error('no answer to the click in 10 s');
      await new Promise(r => requestAnimationFrame(r));
    }
    out.push(performance.now() - start);
    await new Promise(r => setTimeout(r, 30));
  }
  return out;
}"""


# Click each (selector) and wait, in the page, until (selector) matches exactly (count) elements:
# the board has changed the way Python's answer to the click changes it.
STEPS_JS = """async (steps) => {
  const all = (root, sel, out) => {
    root.querySelectorAll(sel).forEach(e => out.push(e));
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) all(el.shadowRoot, sel, out);
    return out;
  };
  const out = [];
  for (const [target, expected, count] of steps) {
    const start = performance.now();
    all(document, target, [])[0].click();
    while (all(document, expected, []).length !== count) await new Promise(r => requestAnimationFrame(r));
    out.push(performance.now() - start);
    await new Promise(r => setTimeout(r, 30));
  }
  return out;
}"""


def magdagdon_steps(clicks: int, seed: int) -> list[list]:
    """The clicks of the MAGDAGDON scenario and what each must change, from the engine."""
    sys.path.insert(0, str(ROOT))
    from cubiri_panel.magdagdon import MagdagdonGame

    game = MagdagdonGame(seed=seed)
    game.roll()
    # The first die that has somewhere to go (on the empty board every cell is legal).
    die = next(d for d in range(4) if game.legal_cells_for(d))
    legal = sorted(game.legal_cells_for(die))
    steps = []
    while len(steps) < clicks:
        row, col = legal[(len(steps) // 3) % len(legal)]
        steps += [[f".cubiri-die-{die}", ".cubiri-cell.is-legal", len(legal)],
                  [f".cubiri-cell-{row}-{col}", ".cubiri-cell.is-prepared", 1],
                  [f".cubiri-cell-{row}-{col}", ".cubiri-cell.is-prepared", 0]]
    return steps[:clicks]


def magdagdon_clicks(browser, base: str, clicks: int) -> list[float]:
    context = browser.new_context()
    page = context.new_page()
    page.goto(base + "magdagdon?seed=7")
    page.locator(READY["magdagdon"]).click()          # ROLL
    page.wait_for_selector(".cubiri-die-0.is-available")
    times = page.evaluate(STEPS_JS, magdagdon_steps(clicks, seed=7))
    context.close()
    return times


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=50)
    options = parser.parse_args()
    apps = sorted(str(p) for p in (ROOT / "apps").glob("*.py"))
    pages = [""] + [Path(a).stem for a in apps if Path(a).stem in READY and Path(a).stem != "cubiri"]
    servers = [serve(apps, "cubiri"), serve([str(ROOT / "tests/ui/apps/components_demo.py")], None)]
    ok = True
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            base = servers[0][1]
            targets = [(name or "hub", base + name, READY[name]) for name in pages]
            targets.append(("components", servers[1][1] + "components_demo", READY["components_demo"]))
            for name, url, selector in targets:
                times = first_render(browser, url, selector, options.runs)
                worst = max(times)
                ok &= worst <= RENDER_BUDGET
                print(f"first render  {name:<12} median {statistics.median(times):.2f} s  "
                      f"max {worst:.2f} s  (budget {RENDER_BUDGET} s)")
            context = browser.new_context()
            page = context.new_page()
            page.goto(servers[1][1] + "components_demo")
            page.wait_for_selector(".cubiri-die-1")
            clicks = page.evaluate(CLICK_JS, [".cubiri-die-1", options.clicks])
            ok &= p95(clicks) / 1000 <= CLICK_BUDGET
            print(f"click -> page components   median {statistics.median(clicks):.0f} ms  "
                  f"p95 {p95(clicks):.0f} ms  (budget {CLICK_BUDGET * 1000:.0f} ms, {len(clicks)} clicks)")
            if "magdagdon" in pages:
                clicks = magdagdon_clicks(browser, base, options.clicks)
                ok &= p95(clicks) / 1000 <= CLICK_BUDGET
                print(f"click -> board magdagdon   median {statistics.median(clicks):.0f} ms  "
                      f"p95 {p95(clicks):.0f} ms  (budget {CLICK_BUDGET * 1000:.0f} ms, {len(clicks)} clicks)")
            browser.close()
    finally:
        for proc, _ in servers:
            proc.terminate()
            proc.wait(timeout=10)
    print("within budget" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
