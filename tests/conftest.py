"""Shared test set-up."""

import os

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


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    if CHROMIUM == "bundled":
        return browser_type_launch_args
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


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
