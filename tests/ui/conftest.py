"""The browser harness for the UI tests: one ``panel serve`` for the session, headless Chromium.

Fixtures and helpers every UI test file can use:

* ``served`` (session): the base URL (``http://127.0.0.1:<port>/``) of ``panel serve apps/*.py
  --index cubiri``, started from this interpreter's environment and stopped at the end;
* ``serve_apps(log_name, *options)`` (fixture): a server of the test's own, for a test that
  reads the server's log;
* ``page``: a new page of one browser context a worker shares (its storage wiped after each
  test, so localStorage starts empty), or of a fresh context for a test that also takes
  ``context`` by name; launched as tests/conftest.py says (Debian's Chromium, PLATFORM.md's flags);
* ``app(path="", lang=None, viewport=None, saved=None, **query)`` (fixture): open a page of the
  app on ``page`` (with ``saved``, a dict of localStorage items, written first) and wait until it
  is interactive; returns the page. ``PHONE`` and ``LAPTOP`` are
  viewports (``app("magdagdon", lang="it", viewport=PHONE)``);
* ``screenshot(page, name)`` (fixture): saves ``test-artifacts/<name>.png`` (look at them);
* ``storage`` (fixture): ``storage.get(page)`` / ``storage.set(page, items)``, the ``cubiri/``
  localStorage keys (``set`` needs a page of the app open: storage is per origin);
  ``storage.prime(page, items)`` writes them as the next page of the app opens on ``page``,
  before its scripts run (a page opened with saved data, without opening one first to write it);
* ``hold_saved_data`` (fixture): after ``release = hold_saved_data()``, pages opened do not read
  their saved data until ``release()`` (to act on a page before it has, as a quick player can).

The fixtures are the way in: test files cannot import this conftest by name (tests/ has one
too). Constants a test needs (``PHONE``, ``LAPTOP``) are fixtures as well: ``phone``, ``laptop``.

Mark browser tests ``@pytest.mark.browser``.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import urlencode

import pytest
from processes import serve as _serve
from processes import stop as stop_process

from cubiri_panel import registry as games_registry
from cubiri_panel.ui import solved_tables

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
PHONE = {"width": 390, "height": 844}
LAPTOP = {"width": 1280, "height": 800}
READY = ".cubiri-page.cubiri-ready"  # the shell's root, once saved data and settings are applied


APPS = sorted(str(p) for p in (ROOT / "apps").glob("*.py"))
# Each pytest-xdist worker (gw0, gw1) serves the apps itself: its logs carry its name.
WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")


def _log_name(stem: str) -> str:
    return f"{stem}-{WORKER}.log" if WORKER else f"{stem}.log"


@pytest.fixture(scope="session")
def served():
    """Serve every app in apps/ like ``make play`` (on a free port) and yield the base URL."""
    proc, base, log = _serve(APPS, "cubiri", _log_name("panel-serve"))
    try:
        yield base
    finally:
        stop_process(proc, log)


@pytest.fixture
def serve_apps():
    """``base, stop = serve_apps(log_name, *options)``: a ``panel serve`` of every app of its
    own (so its log holds this test's sessions only), with more ``panel serve`` options;
    ``stop()`` ends it and returns its log's text (it also ends with the test)."""
    running = []

    def start(log_name: str, *options: str):
        proc, base, log = _serve(APPS, "cubiri", log_name, list(options))
        running.append((proc, log))

        def stop() -> str:
            if not log.closed:
                stop_process(proc, log)
            return Path(log.name).read_text(encoding="utf-8")
        return base, stop

    yield start
    for proc, log in running:
        if not log.closed:
            stop_process(proc, log)


# One browser context a worker for the tests that take the ``page`` alone: its cache then holds
# Bokeh's and Panel's scripts after the first test, as a player's browser does after a first
# visit, instead of every test's page fetching and compiling them again. After each test its pages
# are closed and the origin's storage wiped, so each test still starts with nothing saved. A test
# that changes the context itself (an init script for every page, the clock, routes, permissions)
# takes the ``context`` fixture by name and gets a fresh one.
WARM = os.environ.get("CUBIRI_WARM_CONTEXT", "1") == "1"


@pytest.fixture(scope="session")
def warm_context(browser, browser_context_args):
    context = browser.new_context(**browser_context_args)
    keeper = context.new_page()            # holds the DevTools session the wipes go through
    cdp = context.new_cdp_session(keeper)
    visited = set()                        # the origins whose storage a test may have written
    context.on("request", lambda r: visited.add("/".join(r.url.split("/")[:3])))
    yield context, keeper, cdp, visited
    context.close()


@pytest.fixture
def page(request, warm_context):
    if not WARM or "context" in request.fixturenames:
        page = request.getfixturevalue("context").new_page()
        yield page
        return
    context, keeper, cdp, visited = warm_context
    page = context.new_page()
    yield page
    for other in context.pages:
        if other is not keeper:
            other.close()
    for origin in visited:
        if origin.startswith("http"):
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    visited.clear()


def open_app(page, base: str, path: str = "", lang: str | None = None, viewport: dict | None = None,
             ready: str = READY, saved: dict[str, str] | None = None, **query):
    """Open ``base + path`` with ``?lang=`` and other query values, at ``viewport``, with the
    ``saved`` localStorage items written before it opens, and wait until the page is
    interactive (the shell rendered and the browser's storage read)."""
    if viewport:
        page.set_viewport_size(viewport)
    if saved:
        prime_storage(page, saved)
    params = {**({"lang": lang} if lang else {}), **query}
    url = base + path + (f"?{urlencode(params)}" if params else "")
    page.goto(url)
    # The shell adds "cubiri-ready" once the browser's saved data is read and applied (the
    # settings, the language, the view's resumed or new game).
    page.wait_for_selector(ready, state="attached", timeout=30_000)
    return page


@pytest.fixture
def app(page, served):
    """``app(path="", lang=None, viewport=None, saved=None, **query)`` opens a page of the served app."""
    def _open(path: str = "", **kw):
        return open_app(page, served, path, **kw)
    return _open


def screenshot(page, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    page.screenshot(path=str(path), full_page=True, scale="css")
    return path


def get_storage(page) -> dict[str, str]:
    return page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('cubiri/')).map(k => [k, localStorage.getItem(k)]))""")


def set_storage(page, items: dict[str, str]) -> None:
    """Write localStorage keys for the page's origin (open a page of the app first)."""
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  items)


# Written once a tab: a reload, or a later page in the same tab, finds what the app wrote since.
PRIME = """items => {
  if (!location.protocol.startsWith("http") || sessionStorage.getItem("cubiri-test-primed")) return;
  sessionStorage.setItem("cubiri-test-primed", "1");
  for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
}"""


def prime_storage(page, items: dict[str, str]) -> None:
    """Write localStorage keys as the next page of the app opens on ``page``, before its scripts."""
    page.add_init_script(f"({PRIME})({json.dumps(items)})")


def dumps(value) -> str:
    return json.dumps(value)


@pytest.fixture(name="screenshot")
def screenshot_fixture():
    return screenshot


class _Storage:
    get = staticmethod(get_storage)
    set = staticmethod(set_storage)
    prime = staticmethod(prime_storage)


@pytest.fixture
def storage():
    return _Storage()


@pytest.fixture
def phone():
    return dict(PHONE)


@pytest.fixture
def laptop():
    return dict(LAPTOP)


# Holds back the storage component's first message (the browser's saved data) until the test
# calls ``cubiriReleaseSavedData()``, so a test can act on a page before its saved data is read.
# Bokeh sends a message as consecutive frames (header, metadata, content) within one task: the
# frames of a task are gathered and held, or sent, together.
HOLD_SAVED_DATA = """(() => {
  const send = WebSocket.prototype.send;
  const held = [];
  let holding = true, batch = [];
  window.cubiriReleaseSavedData = () => {
    holding = false;
    for (const [socket, frames] of held.splice(0)) frames.forEach(f => send.call(socket, f));
  };
  WebSocket.prototype.send = function (frame) {
    if (!holding) return send.call(this, frame);
    batch.push(frame);
    if (batch.length > 1) return;
    queueMicrotask(() => {
      const frames = batch;
      batch = [];
      if (frames.some(f => typeof f === "string" && f.includes('"loaded"'))) held.push([this, frames]);
      else frames.forEach(f => send.call(this, f));
    });
  };
})();"""


@pytest.fixture
def hold_saved_data(page):
    """``release = hold_saved_data()``: pages opened on ``page`` from then on do not read their
    saved data until ``release()`` is called."""
    def hold():
        page.add_init_script(HOLD_SAVED_DATA)
        return lambda: page.evaluate("cubiriReleaseSavedData()")
    return hold


@pytest.fixture(scope="session")
def served_components():
    """The shared components on a page of their own (tests/ui/apps/components_demo.py)."""
    proc, base, log = _serve([str(Path(__file__).parent / "apps" / "components_demo.py")], None,
                             _log_name("panel-serve-components"))
    try:
        yield base + "components_demo"
    finally:
        stop_process(proc, log)


@pytest.fixture
def tables_away(monkeypatch):
    """The solved tables not installed yet (as on the static site until a game is live); ``arrive(game)`` installs them, as the page does."""
    shipped, away = solved_tables.files, set(games_registry.names())
    monkeypatch.setattr(solved_tables, "files", lambda kind: [("cubiri_panel", "not-downloaded-yet.json")]
                        if kind in away and shipped(kind) else shipped(kind))

    def arrive(game: str) -> None:
        away.discard(game)
        solved_tables.arrived()
    yield arrive
    solved_tables._waiting.clear()
