"""What more than one site test reads of the built site: a game page's configuration, and the
page that boots Pyodide from the site's own files with the lock's packages."""

from __future__ import annotations

import json
import re
from pathlib import Path


def game_config(site: Path, game: str) -> dict:
    """The configuration the build wrote into ``game``'s page."""
    page = (site / f"{game}.html").read_text()
    return json.loads(re.search(r'<script type="application/json" id="cubiri-config">(.*?)</script>', page, re.S)[1])


# A page that boots Pyodide from the site's own files; PACKAGES is replaced by the list to load.
BOOT_PAGE = """<!doctype html><script src="pyodide/pyodide.js"></script><script>
window.booted = loadPyodide({indexURL: new URL("pyodide/", location.href).href,
                             lockFileURL: new URL("packages/pyodide-lock.json", location.href).href,
                             packages: PACKAGES}).then(py => { window.py = py; return true; });
</script>"""
