"""Speed of the served app in headless Chromium: first interactive render, click round trips.

    .venv/bin/python benchmarks/bench_ui.py [--runs 5] [--clicks 50]

Serves apps/*.py (as ``make play`` does) and the components page of the UI tests on free
ports, then measures, each in a fresh browser context (empty cache and storage):

* first interactive render: from navigation start until the page's interactive element is on
  screen (budget 2 s);
* click to updated page: from a click on a die until Python's answer is on screen, 95th
  percentile (budget 150 ms);
* click to fully updated screen, in each game: from the click until the last change the click
  makes to the page is drawn. A MutationObserver on the document and on every shadow root
  (Panel draws each widget inside one) notes each change; the last one is the last before a
  quiet period of ``--quiet`` ms with none, and it is on screen once the animation frame after
  it has been laid out and painted (95th percentile, budget 150 ms). The first change (in the
  DOM, not yet painted) is printed beside it.

A game page joins the render measurement as soon as its ``apps/<game>.py`` exists. MAGDAGDON's
click scenario plays a seeded game's first roll: tap a die (until its legal cells are lit), tap
a lit cell (until it shows the prepared die), tap that cell again (until the die is taken back).
MISHIMASH plays a seeded solo game to 1,000 (ROLL, tap each die of a scoring combination, ROLL
or BANK, as in the browser test's player); MAGIKABOOM a seeded game between two people (ROLL,
keep the first die, CONTINUE while the cauldron holds fewer than three, else STOP). Both follow
the engine playing the same seed, so every click is one the page accepts. No computer plays in
these scenarios: its paced actions would change the screen between the person's clicks.
Numbers depend on the machine's load: compare runs made on a quiet machine.
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


# Watch every change to the page: the document and every shadow root in it (a root created
# later is joined when its host is added). A click anywhere starts a new measurement.
WATCH_JS = """() => {
  const b = window.__bench = {click: 0, first: 0, last: 0, shown: 0};
  const opts = {subtree: true, childList: true, attributes: true, characterData: true};
  const seen = new WeakSet();
  const attach = (root) => {
    if (!seen.has(root)) { seen.add(root); observer.observe(root, opts); }
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) attach(el.shadowRoot);
  };
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    if (b.click) {
      if (!b.first) b.first = now;
      b.last = now;
      // The frame that shows this change: a timeout set in the next animation frame runs
      // once that frame's style, layout and paint are done.
      const mark = b.click;
      requestAnimationFrame(() => setTimeout(() => { if (b.click === mark) b.shown = performance.now(); }));
    }
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      if (n.shadowRoot) attach(n.shadowRoot);
      attach(n);
    }
  });
  attach(document);
  window.__benchAttach = () => attach(document);
  window.addEventListener('click', () => { b.click = performance.now(); b.first = b.last = b.shown = 0; }, true);
}"""

# After a click: wait until the page has been quiet for (quiet) ms; [first change, last change
# drawn on screen] in ms after the click.
SETTLE_JS = """async (quiet) => {
  const b = window.__bench;
  const start = performance.now();
  while (true) {
    await new Promise(r => setTimeout(r, 5));
    const now = performance.now();
    if (b.last && b.shown >= b.last && now - b.last >= quiet) {
      window.__benchAttach();
      return [b.first - b.click, b.shown - b.click];
    }
    if (now - start > 15000) throw new Error('the page did not change, or never settled, in 15 s');
  }
}"""


def settled_clicks(page, selectors: list[str], quiet: float) -> tuple[list[float], list[float]]:
    """Click each selector in turn; the first and the last change of the page after each click."""
    page.evaluate(WATCH_JS)
    firsts, lasts = [], []
    for selector in selectors:
        page.locator(selector).first.click()
        first, last = page.evaluate(SETTLE_JS, quiet)
        firsts.append(first)
        lasts.append(last)
    return firsts, lasts


def mishimash_clicks(clicks: int, seed: int) -> list[str]:
    """A solo MISHIMASH game's clicks, from the engine playing the same seed."""
    sys.path.insert(0, str(ROOT))
    from cubiri_panel.ui.mishimash import new_game

    game = new_game({"seats": [{"name": "Solo", "kind": "human"}], "target": 1000}, seed=seed)
    out = []
    while len(out) < clicks and not game.is_over:
        if game.phase == "must-roll":
            out.append(".cubiri-roll button")
            game.roll()
            continue
        option = game.takes()[0]
        out += [f".cubiri-die-{i}" for i in option.indices]
        game.take(list(option.indices))
        then = "roll" if game.dice_in_hand >= 3 else "bank"   # six again after a MISHIMASH
        out.append(f".cubiri-{then} button")
        getattr(game, then)()
    return out[:clicks]


def magikaboom_clicks(clicks: int, seed: int) -> list[str]:
    """A two-person MAGIKABOOM game's clicks, from the engine playing the same seed."""
    import random

    sys.path.insert(0, str(ROOT))
    from cubiri_panel.magikaboom import MagikaboomGame, Phase

    game = MagikaboomGame(players=["Ana", "Ben"], rng=random.Random(seed), seed=seed)
    out = []
    while len(out) < clicks and not game.is_over:
        if game.phase is Phase.ROLL:
            out.append(".cubiri-roll button")
            game.roll()
        elif game.phase is Phase.KEEP:
            out.append(".cubiri-rolled .cubiri-die-0")
            game.keep(0)
        elif game.can_continue and len(game.cauldron) < 3:
            out.append(".cubiri-roll button")
            game.roll()
        else:
            out.append(".cubiri-stop button")
            game.stop()
    return out[:clicks]


def game_selectors(name: str, clicks: int, seed: int = 7) -> list[str]:
    if name == "magdagdon":
        return [target for target, _, _ in magdagdon_steps(clicks, seed=seed)]
    return (mishimash_clicks if name == "mishimash" else magikaboom_clicks)(clicks, seed)


def game_clicks(browser, base: str, name: str, clicks: int, quiet: float) -> tuple[list[float], list[float]]:
    context = browser.new_context()
    page = context.new_page()
    seed = 7
    if name == "magdagdon":
        page.goto(base + f"magdagdon?seed={seed}")
        page.locator(READY["magdagdon"]).click()          # ROLL
        page.wait_for_selector(".cubiri-die-0.is-available")
    elif name == "mishimash":
        page.goto(base + f"mishimash?seed={seed}")
        page.locator(".cubiri-seats select").select_option(label="1")
        page.locator(".cubiri-seat-name-0 input").fill("Solo")
        page.locator(".cubiri-seat-kind-0 select").select_option(index=0)      # a human
        page.locator(".cubiri-target input").fill("1000")
        page.locator(".cubiri-target input").press("Tab")
        page.locator(".cubiri-start button").click()
        page.locator(".cubiri-roll button:not([disabled])").wait_for()
    else:
        page.goto(base + f"magikaboom?seed={seed}")
        page.locator(".cubiri-seats select").select_option("2")
        for i, player in enumerate(["Ana", "Ben"]):
            page.locator(f".cubiri-seat-name-{i} input").fill(player)
            page.locator(f".cubiri-seat-kind-{i} select").select_option(index=0)  # a person
        page.locator(".cubiri-start button").click()
        page.locator(".cubiri-roll button:not([disabled])").wait_for()
    page.wait_for_timeout(500)  # the page settles after its first drawing
    times = settled_clicks(page, game_selectors(name, clicks, seed), quiet)
    context.close()
    return times


def p95(values: list[float]) -> float:
    return sorted(values)[max(0, round(0.95 * len(values)) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=50)
    parser.add_argument("--quiet", type=float, default=300, help="ms without a change that end a click's answer")
    parser.add_argument("--by-click", action="store_true", help="also the times by kind of click")
    parser.add_argument("--only-clicks", action="store_true", help="skip the first-render measurements")
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
            for name, url, selector in [] if options.only_clicks else targets:
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
            for name in ("magdagdon", "mishimash", "magikaboom"):
                if name not in pages:
                    continue
                firsts, lasts = game_clicks(browser, base, name, options.clicks, options.quiet)
                ok &= p95(lasts) / 1000 <= CLICK_BUDGET
                print(f"click -> fully updated {name:<10} median {statistics.median(lasts):.0f} ms  "
                      f"p95 {p95(lasts):.0f} ms  max {max(lasts):.0f} ms  (first change: median "
                      f"{statistics.median(firsts):.0f} ms, p95 {p95(firsts):.0f} ms; budget "
                      f"{CLICK_BUDGET * 1000:.0f} ms, {len(lasts)} clicks)")
                if options.by_click:
                    kinds = {}
                    for selector, last in zip(game_selectors(name, options.clicks), lasts):
                        kinds.setdefault(selector.split()[-1].rstrip("0123456789-") or selector, []).append(last)
                    print("    " + ", ".join(f"{kind} median {statistics.median(v):.0f} max {max(v):.0f} ms ({len(v)})"
                                           for kind, v in sorted(kinds.items())))
            browser.close()
    finally:
        for proc, _ in servers:
            proc.terminate()
            proc.wait(timeout=10)
    print("within budget" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
