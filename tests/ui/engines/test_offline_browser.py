"""The static site offline in WebKit and Firefox: one visit to the landing page, the time it says
it needs to store every file for offline use, the server stopped; then a game page, a lesson and a
page never stored all open (the last in the reader's words, never an error).

The network drops the first download of each of the game's big files (Pyodide, the wheels,
Bokeh's and Panel's files), as a school's network does: the worker asks again, and still stores
every file (it used to skip a file that failed, and took control with the site half stored).

Chromium's own test (tests/website/test_offline.py) goes offline through Playwright; here the
server itself is gone, as when a phone leaves the school's network.
"""

from __future__ import annotations

import functools
import http.server
import json
import threading

import pytest
from serve import GzipHandler  # site/serve.py (the engines' conftest puts site/ on the path)
from ui.engines.built import unexpected
from website.service_worker import precache

from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.engines

STORE = 180.0   # seconds the worker may take to store the whole site on a busy machine

# The service worker in control of the page's site and its one cache holding ``n`` files.
STORED = """return (async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const names = (await caches.keys()).filter(name => name.startsWith("cubiri-"));
  return !!(registration && registration.active && navigator.serviceWorker.controller) && names.length === 1
      && (await (await caches.open(names[0])).keys()).length === %d;
})()"""


BIG = ("/pyodide/", "/packages/", "/vendor/")   # the game pages' files, none of them the landing page's


def game_started(engine, missing: set[str]) -> None:
    """The game went as far as this build allows (tests/website/loading.py): live, or stopped
    with the notice, which is then what the page reported (Firefox reads its console)."""
    if not missing:
        engine.wait("return cubiriDeep('.cubiri-page.cubiri-ready').length > 0", "the game to be live", STORE)
        return
    # Stopped at the missing wheels, the core running from the cache; or, Firefox on a busy
    # machine, at the page's own stall timer first (the core compiling from the cache for longer
    # than boot.js waits for a sign of progress).
    stage = engine.wait("const n = document.querySelector('.cubiri-load-failed'); return n && (n.dataset.stage || 'stalled')",
                        "the notice that the game cannot start from this build")
    assert stage in ("packages", "stalled")
    assert unexpected(engine.errors(), missing) == []


def dropping(site) -> http.server.ThreadingHTTPServer:
    """The site, served on a thread by a host whose first answer for each big file never comes."""
    dropped = set()

    class Dropping(GzipHandler):
        def send_head(self):
            path = self.path.partition("?")[0]
            if path.startswith(BIG) and path not in dropped:
                dropped.add(path)
                self.close_connection = True
                return None
            return super().send_head()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Dropping, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_the_site_visited_once_opens_with_the_server_gone(engine, site, missing_wheels):
    server = dropping(site)
    base = f"http://127.0.0.1:{server.server_port}/"
    try:
        engine.goto(base + "index.html")
        # The time the page says it needs: how far it is (while the dropped files are asked for
        # again), until it says the site works offline.
        t = Translator("en")
        first = engine.wait("return document.querySelector('.offline-progress').textContent", "the page to say how far it is")
        before, _, after = t("site.storing.progress", percent="{percent}").partition("{percent}")
        assert first.startswith(before) and first.endswith(after), first
        ready = t("site.storing.ready")
        engine.wait(f"return document.querySelector('.offline-progress').textContent === {json.dumps(ready)}",
                    "the page to say the site works offline", STORE)
        assert engine.js(STORED % len(precache(site)))
    finally:
        server.shutdown()
        server.server_close()

    engine.goto(base + "magdagdon.html?lang=it")
    rules = Translator("it")("common.menu.rules")
    assert engine.wait(f"""return document.documentElement.lang === "it"
        && cubiriDeep("#cubiri-paint button").some(b => b.textContent.trim() === {json.dumps(rules)})""",
                       "the game page's first paint, in Italian")
    game_started(engine, missing_wheels)
    engine.goto(base + "lessons/magikaboom.es.html")
    assert engine.wait("const h = document.querySelector('article.lesson h1'); return h && h.textContent.trim()",
                       "the lesson's title")
    engine.goto(base + "lessons/not-stored-yet.lv.html")
    t = Translator("lv")
    assert engine.wait("const h = document.querySelector('h1'); return h && h.textContent.trim()",
                       "the page for a page not stored") == t("site.missing.title")
    assert engine.js("return document.documentElement.lang") == "lv"
    assert engine.js("return document.querySelector('a').getAttribute('href')") == base + "index.lv.html"
