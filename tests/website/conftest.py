"""The static site, built once per test session exactly as `make site` builds it."""

from __future__ import annotations

import functools
import http.server
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--out", str(out)], check=True)
    return out


@pytest.fixture(scope="session")
def site_url(site):
    """The site served from a sub-path, as GitHub Pages serves a project site."""
    parent = site.parent

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(parent)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/{site.name}/"
    server.shutdown()
