"""Figures of the static site (run by hand after `make site`; starts Chromium, so wrap it in the
shared lock: `flock /tmp/cubiri-browser.lock .venv/bin/python benchmarks/bench_site.py`):

* files and bytes of build/site;
* for a first visit to each game page, the files it fetches before the game is live, raw and
  gzip, split into what this build holds and the wheels the online build adds (the compiled
  wheels this build could not fetch: Pyodide's lock records no size, so a build without them can
  only name them), and the game's tables, fetched once it is live;
* from the site served gzip-compressed on a local server (site/serve.py, as a static host
  behind a CDN serves it), with Chromium unthrottled and with its network
  emulation at 20 Mbit/s and 40 ms and at 1.6 Mbit/s and 150 ms (Lighthouse's slow 4G): the time
  to the first paint (the game drawn from the page's own markup), and to Pyodide ready (booted,
  every wheel of the lock this build holds installed, cubiri_panel importable; a build without
  the compiled wheels stops there, since Bokeh cannot import without numpy, so the live game
  is timed only where the build has them: the Pages workflow's test_full_app.py), with the
  requests and bytes the page really fetched;
* what a second visit fetches from the network once the service worker has stored the site.

    .venv/bin/python benchmarks/bench_site.py [build/site] [--sizes | --second-visit]
"""

from __future__ import annotations

import gzip
import json
import os
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "site"))
from serve import serve  # noqa: E402

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
SITE = Path(ARGS[0] if ARGS else "build/site")
GAMES = ("magdagdon", "mishimash", "magikaboom")
MB = 1e6
# Chromium's emulation, per direction: 20 Mbit/s down, 5 Mbit/s up, 40 ms latency.
NETWORKS = {"unthrottled": None,
            "20 Mbit/s, 40 ms": {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8,
                                 "uploadThroughput": 5e6 / 8},
            "1.6 Mbit/s, 150 ms": {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8,
                                   "uploadThroughput": 0.75e6 / 8}}
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
# When each stage showed, in the page's own clock (ms since navigation started).
MARKS = """
window.cubiriMarks = {};
new MutationObserver(() => {
  const m = window.cubiriMarks, now = performance.now();
  if (!m.live && document.querySelector(".cubiri-page.cubiri-ready")) m.live = now;
  const notice = document.querySelector(".cubiri-load-failed");
  if (!m.stopped && notice) { m.stopped = now; m.stage = notice.dataset.stage; }
}).observe(document, { childList: true, subtree: true, attributes: true });
"""


def gz(path: Path) -> int:
    return len(gzip.compress(path.read_bytes(), 6))


def lock() -> dict:
    return json.loads((SITE / "packages" / "pyodide-lock.json").read_text())["packages"]


def config(game: str) -> dict:
    page = (SITE / f"{game}.html").read_text()
    return json.loads(re.search(r'id="cubiri-config">(.*?)</script>', page, re.S)[1])


def first_visit(game: str) -> tuple[list[Path], list[str]]:
    """The files a first visit (English, full page) fetches that this build holds, and the
    wheels it names that this build lacks."""
    page = (SITE / f"{game}.html").read_text()
    files = [SITE / f"{game}.html", SITE / "static" / "boot.js", SITE / "static" / "worker.js",
             SITE / "packages" / "pyodide-lock.json", SITE / "images" / "favicon.ico", SITE / "images" / "icon-vector.svg"]
    files += [SITE / s.split("?")[0] for s in re.findall(r'<link rel="stylesheet" href="([^"]+)"', page.split("</head>")[0])]
    files += [SITE / s for s in config(game)["scripts"]]
    files += [SITE / "pyodide" / n for n in ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")]
    wheels = [SITE / "packages" / lock()[name]["file_name"] for name in config(game)["packages"]]
    return files + [w for w in wheels if w.is_file()], [w.name for w in wheels if not w.is_file()]


def sizes() -> None:
    files = [p for p in SITE.rglob("*") if p.is_file()]
    print(f"build/site: {len(files)} files, {sum(p.stat().st_size for p in files) / MB:.2f} MB")
    for game in GAMES:
        held, missing = first_visit(game)
        raw, packed = sum(p.stat().st_size for p in held), sum(gz(p) for p in held)
        print(f"{game}: first visit, this build: {len(held)} files, {raw / MB:.2f} MB raw, {packed / MB:.2f} MB gzip")
        parts = {"wheels": [p for p in held if p.suffix == ".whl"],
                 "Pyodide core": [p for p in held if p.parent.name == "pyodide" and p.suffix != ".zip"],
                 "standard library": [p for p in held if p.name == "python_stdlib.zip"],
                 "Bokeh and Panel JS": [p for p in held if "vendor" in p.parts]}
        print("  of which " + "; ".join(f"{name} {sum(p.stat().st_size for p in files) / MB:.2f} MB raw, "
                                        f"{sum(gz(p) for p in files) / MB:.2f} MB gzip" for name, files in parts.items()))
        later = [SITE / "packages" / lock()[name]["file_name"] for name in config(game).get("later", [])]
        if later:  # fetched once the game is live (cubiri_panel/ui/solved_tables.py)
            print(f"  once the game is live, its tables: {sum(p.stat().st_size for p in later) / MB:.2f} MB raw, "
                  f"{sum(gz(p) for p in later) / MB:.2f} MB gzip")
        compiled = [p for p in held if "wasm32" in p.name]
        if compiled:  # a build that could fetch them: what the online build adds
            print(f"  compiled wheels from the Pyodide CDN: {len(compiled)} files, "
                  f"{sum(p.stat().st_size for p in compiled) / MB:.2f} MB raw, {sum(gz(p) for p in compiled) / MB:.2f} MB gzip")
        if missing:
            print(f"  the online build adds {len(missing)} wheels (sizes not in Pyodide's lock): {', '.join(missing)}")


def serve_site() -> tuple[object, str]:
    server = serve(SITE)
    return server, f"http://127.0.0.1:{server.server_port}/"


def new_context(browser, base: str, service_workers: str, route: bool = True):
    """A fresh browser profile, every other host refused (Playwright's routing also turns off
    the HTTP cache, so ``route=False`` where the cache matters)."""
    context = browser.new_context(service_workers=service_workers)
    if route:
        context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base) else r.abort())
    fetched = []
    context.on("requestfinished", lambda request: fetched.append(request))
    return context, fetched


def throttle(context, page, conditions) -> None:
    """Chromium's network emulation for the page and the web worker the page starts."""
    if conditions is None:
        return
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", conditions)


def received(requests) -> tuple[int, int]:
    """Requests answered by the network (not the service worker) and their body bytes."""
    count = size = 0
    for request in requests:
        response = request.response()
        if response is None or response.from_service_worker:
            continue
        count += 1
        size += request.sizes()["responseBodySize"]
    return count, size


def timings(browser, base: str) -> None:
    for network, conditions in NETWORKS.items():
        for game in GAMES:
            context, fetched = new_context(browser, base, "block")
            context.add_init_script(MARKS)
            page = context.new_page()
            throttle(context, page, conditions)
            page.goto(f"{base}{game}.html?lang=en")
            page.wait_for_function("() => cubiriMarks.live || cubiriMarks.stopped", timeout=600_000)
            page.wait_for_timeout(300)  # the last answers finish
            marks = page.evaluate("""() => ({...cubiriMarks, paint: performance.getEntriesByName("first-contentful-paint")[0].startTime})""")
            count, size = received(fetched)
            ready = marks.get("live")
            if ready:
                end = f"live game {ready / 1000:.2f} s"
            elif marks.get("stage") == "packages":
                end = f"Pyodide ready {marks['stopped'] / 1000:.2f} s (stopped at the missing compiled wheels)"
            else:
                end = f"stopped at {marks.get('stage') or 'no progress'} after {marks['stopped'] / 1000:.2f} s"
            print(f"{network:>17} {game:<10} first paint {marks['paint'] / 1000:.2f} s, {end}; "
                  f"{count} requests, {size / MB:.2f} MB")
            context.close()


def second_visit(playwright, chromium: dict, base: str) -> None:
    """One visit lets the service worker store everything; the next fetches nothing. A profile
    on disk, as a visitor's: the service worker revalidates what the visit already has in the
    HTTP cache, and an in-memory profile's cache keeps no file as large as the WebAssembly."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(profile, service_workers="allow", **chromium)
        fetched = []
        context.on("requestfinished", lambda request: fetched.append(request) if request.url.startswith(base) else None)
        page = context.new_page()
        page.goto(f"{base}magdagdon.html?lang=en")
        precache = len(json.loads(re.search(r"const PRECACHE = (\[.*?\]);",
                                            (SITE / "serviceWorker.js").read_text(), re.S)[1]))
        page.wait_for_function("""async (expected) => {
            const registration = await navigator.serviceWorker.ready;
            const names = (await caches.keys()).filter(name => name.startsWith("cubiri-"));
            return registration.active && names.length === 1
                && (await (await caches.open(names[0])).keys()).length === expected;
        }""", arg=precache, timeout=120_000)
        count, size = received(fetched)
        print(f"first visit to magdagdon, the service worker storing the site: {count} requests, "
              f"{size / MB:.2f} MB from the network in all")
        for game in GAMES:
            fetched.clear()
            page.goto(f"{base}{game}.html?lang=en")
            page.wait_for_function("() => document.querySelector('.cubiri-load-failed, .cubiri-page.cubiri-ready')",
                                   timeout=60_000)
            page.wait_for_timeout(300)
            count, size = received(fetched)
            missing = {r.url for r in fetched if r.response() and r.response().status == 404}
            note = f" (404 answers for the {len(missing)} wheels this build lacks)" if missing else ""
            print(f"second visit {game:<10} {count} requests to the network, {size:,} bytes{note}")
        context.close()


def main() -> None:
    if not (SITE / "index.html").exists():
        sys.exit(f"no site in {SITE}: build it first with `make site`")
    sizes()
    if "--sizes" in sys.argv:
        return
    only = "--second-visit" in sys.argv
    from playwright.sync_api import sync_playwright

    server, base = serve_site()
    chromium = os.environ.get("CUBIRI_CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        options = {} if chromium == "bundled" else {"executable_path": chromium, "args": CHROMIUM_ARGS}
        if not only:
            browser = playwright.chromium.launch(**options)
            timings(browser, base)
            browser.close()
        second_visit(playwright, options, base)
    server.shutdown()


if __name__ == "__main__":
    main()
