"""The static site, built once per test session exactly as `make site` builds it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site_build(tmp_path_factory) -> tuple[Path, set[str]]:
    """The built site and the compiled wheels the build printed as missing (all three here,
    where the Pyodide CDN cannot be reached; none where it can)."""
    out = tmp_path_factory.mktemp("site") / "site"
    done = subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--out", str(out)],
                          check=True, capture_output=True, text=True)
    return out, set(re.findall(r"^missing: (\S+)", done.stdout, re.M))


@pytest.fixture(scope="session")
def site(site_build) -> Path:
    return site_build[0]


@pytest.fixture(scope="session")
def missing(site_build) -> set[str]:
    return site_build[1]


@pytest.fixture(scope="session")
def site_url(site, serve_folder):
    """The site served from a sub-path, as GitHub Pages serves a project site."""
    return serve_folder(site.parent) + f"{site.name}/"


def refuse_all_but(context, site_url: str) -> list[str]:
    """Refuse every request of ``context`` that is not for the site; return the list that
    collects the refused addresses."""
    outside: list[str] = []

    def route(route):
        if route.request.url.startswith(site_url):
            return route.continue_()
        outside.append(route.request.url)
        return route.abort()

    context.route("**/*", route)
    return outside


@pytest.fixture
def only_the_site(context, site_url):
    """Every request that is not for the site is refused and listed."""
    return refuse_all_but(context, site_url)
