"""Shared test set-up."""

import os
import asyncio
import threading
from pathlib import Path

from hypothesis import settings

# Property tests draw many games; keep them deterministic and CI-friendly.
settings.register_profile("ci", max_examples=60, deadline=None, derandomize=True)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Playwright's own browser download is blocked here: browser tests launch Debian's Chromium with
# the settings measured in PLATFORM.md (no background networking: the machine has no internet,
# and Chromium's probes would fail noisily). CUBIRI_CHROMIUM=bundled uses Playwright's own
# browser instead, where it can be installed (the GitHub Pages workflow).
CHROMIUM = os.environ.get("CUBIRI_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

import pytest  # noqa: E402  (after the hypothesis profile, which must load first)

ROOT = Path(__file__).resolve().parents[1]

# Scripts the tests run in processes of their own, not modules to import: `--doctest-modules`
# would import them into a worker, where lock_app.py plays three games and replaces the
# computers' pacing for every test after it.
# Pig's app file registers Pig as it is imported: imported into a worker, it would leave Pig
# registered for every test after it.
collect_ignore = ["website/lock_app.py", "ui/apps", "pig/ui/app.py"]
# The WebKit and Firefox tests run by `make test-engines` alone (CUBIRI_ENGINES=1): `make test`'s
# time goes to Chromium.
if not os.environ.get("CUBIRI_ENGINES"):
    collect_ignore.append("ui/engines")

# `make test` runs on two pytest-xdist workers (`-n 2 --dist loadgroup`). The tests of a group run
# in one worker, so that what they share is made once; every other test goes to whichever worker
# is free (what the site's and Pyodide's tests share is made once by `once.py` instead).
XDIST_GROUPS = {
    # One JupyterLab and one Notebook 7 server for the module.
    "tests/test_notebooks_jupyter.py": "jupyter",
    # The lesson "Points or victory?"'s numbers, computed once for the module.
    "tests/lessons/test_victory.py": "lesson-victory",
    # One page with Pyodide loaded for the module.
    "tests/pyodide/": "pyodide",
}


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items):
    for item in items:
        path = Path(item.fspath).resolve().relative_to(ROOT).as_posix()
        for prefix, group in XDIST_GROUPS.items():
            if path.startswith(prefix):
                item.add_marker(pytest.mark.xdist_group(group))


@pytest.hookimpl(trylast=True)  # after xdist's hook has given each grouped test its group
def pytest_collection_finish(session):
    build_the_site_early(session)
    if not session.config.getoption("loadgroup", False):
        return
    lost = [item.nodeid for item in session.items
            if item.get_closest_marker("xdist_group") and "@" not in item.nodeid.rpartition("]")[2]]
    if lost:
        raise pytest.UsageError(f"pytest-xdist ignored the xdist_group of {len(lost)} tests "
                                f"(this pytest and pytest-xdist do not work together): {lost[0]}")


def build_the_site_early(session) -> None:
    """Start building the static site as soon as the tests are known, in the background of one
    worker: the first site test then finds it built, or nearly, instead of a worker standing idle
    while the other builds it (``once.site_build`` makes it once for every worker)."""
    if os.environ.get("PYTEST_XDIST_WORKER", "gw0") != "gw0" or session.config.option.collectonly:
        return
    if any(item.nodeid.startswith("tests/website/") for item in session.items):
        from once import site_build
        threading.Thread(target=site_build, args=(session.config._tmp_path_factory,), daemon=True).start()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if CHROMIUM == "bundled":
        return browser_type_launch_args
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def finished_code():
    """``finished_code(kind)``: the code of a finished game of ``kind`` (tests/finished.py), each
    played once a session."""
    import finished
    return finished.code


@pytest.fixture(scope="session")
def finished_game():
    """``finished_game(kind)``: a fresh copy of the session's finished game of ``kind``
    (tests/finished.py), free to play on, store or change."""
    import finished
    return finished.game


@pytest.fixture(scope="session")
def serve_folder():
    """``serve_folder(path)`` serves a folder over HTTP on a free loopback port, quietly, until
    the session ends, and returns its base URL (ending in ``/``)."""
    import functools
    import http.server
    import threading

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    servers = []

    def serve(folder) -> str:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_port}/"

    yield serve
    for server in servers:
        server.shutdown()


PLAYWRIGHT_FIXTURES = {"playwright", "browser", "context", "page"}


@pytest.fixture(autouse=True)
def no_leaked_event_loop(request):
    """Playwright's sync API leaves its event loop set as the thread's running loop after a
    browser test; a view test run next in the same worker would then schedule work on it (a
    computer's move, a hint) instead of doing it at once, as it does with no loop running."""
    if request.node.get_closest_marker("browser") or PLAYWRIGHT_FIXTURES & set(request.fixturenames):
        yield
        return
    leaked = asyncio.events._get_running_loop()
    asyncio.events._set_running_loop(None)
    try:
        yield
    finally:
        asyncio.events._set_running_loop(leaked)
