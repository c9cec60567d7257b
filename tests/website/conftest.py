"""The static site, built once per test session exactly as `make site` builds it."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from once import once, shared_folder
from once import site_build as once_site_build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site_build(tmp_path_factory) -> tuple[Path, set[str]]:
    """The built site and the compiled wheels the build printed as missing: ``once.site_build``."""
    return once_site_build(tmp_path_factory)


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


def show_every_block(page) -> None:
    """Lay out every block of a lesson, as a reader who scrolled through it has: a full-page
    screenshot (and a check of what sticks out) would otherwise meet the blocks past the first
    screen not yet drawn (``content-visibility: auto``, static/cubiri.css)."""
    page.add_style_tag(content=".lesson > * { content-visibility: visible !important; }")


@pytest.fixture
def only_the_site(context, site_url):
    """Every request that is not for the site is refused and listed."""
    return refuse_all_but(context, site_url)


# The lock's wheels, unpacked, are all the games may import (test_lock.py); these come from
# this environment instead.
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "site"))
import packages  # noqa: E402  (site/packages.py: what the site's wheels leave out)
COMPILED = {"numpy": ("numpy", "numpy.libs"), "pyyaml": ("yaml", "_yaml"), "markupsafe": ("markupsafe",)}
CPYTHON_ONLY = ("tornado",)


def installed(name: str) -> Path:
    module = __import__(name)
    return Path(module.__file__).parent


@pytest.fixture(scope="session")
def played(site, tmp_path_factory) -> tuple[dict, Path, Path]:
    """The three games drawn and played to their ends from the site's wheels alone
    (``lock_app.py``): what they imported, with the folders it came from (played once for
    every worker)."""
    result = once(tmp_path_factory, "played", lambda folder: play_from_the_lock(site, folder))
    folder = shared_folder(tmp_path_factory) / "played"
    return result, folder / "lib", folder / "extra"


def play_from_the_lock(site: Path, folder: Path) -> dict:
    lib, extra = folder / "lib", folder / "extra"
    lib.mkdir(), extra.mkdir()
    lock = json.loads((site / "packages" / "pyodide-lock.json").read_text())["packages"]
    for name, entry in lock.items():
        if name in COMPILED:  # built for WebAssembly, shipped or not: CPython takes its own,
            for folder in COMPILED[name]:  # cut as the site cuts the WebAssembly one
                copy_slimmed(name, installed("param").parent, folder, extra)
            continue
        with zipfile.ZipFile(site / "packages" / entry["file_name"]) as wheel:
            wheel.extractall(lib)
    for name in CPYTHON_ONLY:
        shutil.copytree(installed(name), extra / name)
    done = subprocess.run([sys.executable, "-S", str(HERE / "lock_app.py"), str(lib), str(extra)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-4000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def copy_slimmed(name: str, site_packages: Path, folder: str, into: Path) -> None:
    """``site_packages/folder`` copied into ``into`` without what the site leaves out of the
    compiled wheel ``name`` (``packages.SLIMMED``): an import of any of it fails the play."""
    for path in (site_packages / folder).rglob("*"):
        member = path.relative_to(site_packages).as_posix()
        if path.is_file() and "__pycache__" not in path.parts and not packages.slimmed(name, member):
            (into / member).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, into / member)


def standard_modules(result: dict) -> list[str]:
    """The standard library's Python modules the games imported (not the compiled ones)."""
    folders = [Path(sysconfig.get_path(key)).resolve() for key in ("stdlib", "platstdlib")]
    return sorted(name for name, file in result["files"].items()
                  if any(Path(file).resolve().is_relative_to(f) for f in folders)
                  and "lib-dynload" not in Path(file).parts and "site-packages" not in Path(file).parts)
