"""The site's cut-down standard library in real Pyodide: every standard module the games import
in CPython (test_lock.py's trace) imports in Pyodide from the site's own zip, the modules
those import in Pyodide's newer Python included, and Pyodide boots and installs the lock's
wheels with it."""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path

import pytest

from .built import BOOT_PAGE
from .conftest import standard_modules

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
from build import pyodide_core  # noqa: E402
import stdlib as site_stdlib  # noqa: E402

pytestmark = pytest.mark.pyodide

IMPORT_ALL = """
import importlib, json
failed = {}
for name in NAMES:
    try:
        importlib.import_module(name)
    except Exception as error:
        failed[name] = repr(error)
json.dumps(failed)
"""


def test_every_standard_module_the_games_import_loads_in_pyodide_from_the_sites_zip(
        page, site_url, only_the_site, played):
    with zipfile.ZipFile(pyodide_core() / "python_stdlib.zip") as core:
        held = set(core.namelist())
    names = [name for name in standard_modules(played[0]) if site_stdlib.member(name, held)]
    page.set_default_timeout(60_000)
    page.route(f"{site_url}boot-test.html", lambda route: route.fulfill(
        content_type="text/html", body=BOOT_PAGE.replace("PACKAGES", json.dumps(["param", "cubiri-panel"]))))
    page.goto(f"{site_url}boot-test.html")
    assert page.evaluate("window.booted")
    assert json.loads(page.evaluate("code => py.runPython(code)", IMPORT_ALL.replace("NAMES", json.dumps(names)))) == {}
    assert page.evaluate("py.runPython('import cubiri_panel.magdagdon, param; param.__version__')")
    assert only_the_site == []
