"""Real Pyodide in headless Chromium, served from this machine.

The core is the npm package of the version Panel's `panel convert` deploys (`make pyodide`
unpacks it into build/); the engine goes in as the project's own wheel plus param's, exactly as
the static site ships them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.metadata import version
import tomllib
from pathlib import Path

import pytest

from once import locked

ROOT = Path(__file__).resolve().parents[2]
PYODIDE_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["cubiri"]["pyodide"]
HARNESS = """<!doctype html><meta charset="utf-8"><title>Cubiri engine in Pyodide</title>
<script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
window.cubiri = (async () => {
  const started = performance.now();
  const pyodide = await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href });
  const wheels = await (await fetch("./wheels.json")).json();
  await pyodide.loadPackage(wheels.map(w => new URL(w, location.href).href));
  window.pyodide = pyodide;
  return performance.now() - started;
})();
</script>
"""


def pytest_collection_modifyitems(items):
    for item in items:
        if "tests/pyodide/" in str(item.fspath):
            item.add_marker(pytest.mark.pyodide)


@pytest.fixture(scope="session")
def pyodide_site(tmp_path_factory) -> Path:
    """A folder holding the Pyodide core, the two wheels and the harness page."""
    core = Path(os.environ.get("PYODIDE_DIR", ROOT / "build" / f"pyodide-{PYODIDE_VERSION}"))
    if not (core / "pyodide.mjs").exists():
        pytest.fail(f"no Pyodide core at {core}: run `make pyodide` (make test does it)")
    site = tmp_path_factory.mktemp("pyodide-site")
    (site / "pyodide").symlink_to(core.resolve(), target_is_directory=True)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    with locked(tmp_path_factory, "source-tree"):  # pip builds the wheel in the source tree's build/
        subprocess.run([*pip, "wheel", "--no-deps", "-w", str(site), str(ROOT)], check=True)
    subprocess.run([*pip, "download", "--no-deps", "-d", str(site), f"param=={version('param')}"],
                   check=True)
    wheels = sorted(p.name for p in site.glob("*.whl"))
    assert any(w.startswith("cubiri_panel-") for w in wheels) and any(w.startswith("param-") for w in wheels)
    (site / "wheels.json").write_text(json.dumps(wheels))
    (site / "index.html").write_text(HARNESS)
    return site


@pytest.fixture(scope="session")
def pyodide_url(pyodide_site, serve_folder):
    return serve_folder(pyodide_site) + "index.html"


class PyodidePage:
    """A browser page with Pyodide and the engine loaded; ``run`` returns JSON results."""

    def __init__(self, page, url):
        self.page, self.url = page, url
        self.load()

    def load(self):
        self.page.goto(self.url)
        self.load_ms = self.page.evaluate("window.cubiri")

    def run(self, code: str):
        """Run Python ``code`` whose last expression is JSON text; return it decoded."""
        return json.loads(self.page.evaluate("code => pyodide.runPythonAsync(code)", code))


@pytest.fixture(scope="module")
def pyodide(browser, pyodide_url):
    """One page with Pyodide loaded for the module's tests (a test may reload it)."""
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield PyodidePage(page, pyodide_url)
    context.close()
