"""WebKit and Firefox, beside the other tests' Chromium (`make test-engines`; `make test` leaves
this folder out, see tests/conftest.py).

``engine`` (fixture): the browser (browsers.py), each engine in turn, one at a time, at a
laptop's size. An error in the page (an uncaught exception, a rejected promise; in Firefox any
console error too) fails the test. A missing browser or driver skips with the reason. ``site``:
the static site, built once a session.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from once import site_build

from ui.engines.browsers import ROOT, Firefox, WebKit, missing

sys.path.insert(0, str(ROOT / "site"))
from serve import serve  # noqa: E402  (site/serve.py)


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> tuple[Path, set[str]]:
    """The static site as `make site` builds it, and the compiled wheels it lacks here
    (``once.site_build``: built once a session, shared with the site's own tests)."""
    return site_build(tmp_path_factory)


@pytest.fixture(scope="session")
def site(built_site) -> Path:
    return built_site[0]


@pytest.fixture(scope="session")
def site_url(site):
    """The built site, served gzip-compressed as a host sends it (site/serve.py), until the
    session ends."""
    server = serve(site)
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def missing_wheels(built_site) -> set[str]:
    return built_site[1]


@pytest.fixture(scope="session", params=["webkit", "firefox"])
def engine_once(request):
    """One browser for all the tests, each engine in turn: pytest runs every test in one before
    it starts the other, so only one runs at a time."""
    reason = missing(request.param)
    if reason:
        pytest.skip(reason)
    (ROOT / "test-artifacts").mkdir(exist_ok=True)
    browser = WebKit() if request.param == "webkit" else Firefox()
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture
def engine(engine_once):
    """The engine's browser, at a laptop's size; an error the page met fails the test."""
    engine_once.viewport(1280, 800)
    yield engine_once
    try:
        errors = engine_once.errors()
        engine_once.js("localStorage.clear()")   # the next test starts with nothing saved
    except Exception:   # no page of ours open (the test failed before one was)
        errors = []
    assert not errors, f"{engine_once.name}: the page met errors: {errors}"
