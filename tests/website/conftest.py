"""The static site, built once per test session exactly as `make site` builds it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    subprocess.run([sys.executable, str(ROOT / "site" / "build.py"), "--out", str(out)], check=True)
    return out


@pytest.fixture(scope="session")
def site_url(site, serve_folder):
    """The site served from a sub-path, as GitHub Pages serves a project site."""
    return serve_folder(site.parent) + f"{site.name}/"
