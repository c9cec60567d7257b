"""The published site's full behaviour: Pyodide, Panel and the game running for real.

This needs the published site, so it runs in the GitHub Pages workflow
(`.github/workflows/pages.yml`) after deploying, which sets CUBIRI_SITE_URL to the published
address; elsewhere it is skipped. The same checks on a local build, and more, are
test_full_app.py, which gates the deploy.
"""

from __future__ import annotations

import json
import os
import random
import re
import urllib.request

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.magikaboom.words import ingredient_name
from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.browser
SITE_URL = os.environ.get("CUBIRI_SITE_URL", "")


def first_roll(game: str, seed: int) -> str:
    """What die 1 shows after the first roll of a ``?seed=`` game: the engine runs the same in
    Pyodide as here (tests/pyodide), so the published page must show exactly this."""
    rng = random.Random(seed)
    value = rng.randint(1, 6)
    return ingredient_name(value, Translator("en")) if game == "magikaboom" else str(value)


@pytest.mark.skipif(not SITE_URL, reason="no CUBIRI_SITE_URL: the Pages workflow runs this test on the published "
                    "site after deploying")
@pytest.mark.parametrize("game", ["magdagdon", "mishimash", "magikaboom"])
def test_published_game_plays_a_move(page, game):
    page.set_default_timeout(180_000)  # Pyodide and the wheels download on a first visit
    page.goto(f"{SITE_URL.rstrip('/')}/{game}.html?lang=en&seed=7")
    if game != "magdagdon":
        page.locator(".cubiri-start").click()
    page.locator(".cubiri-roll button").click()
    expect(page.locator(".cubiri-die-0")).to_have_attribute(
        "aria-label", re.compile(rf"^die 1 showing {re.escape(first_roll(game, 7))}\b"), timeout=60_000)
    page.screenshot(path=f"test-artifacts/published-{game}.png")



def encoding(url: str) -> str | None:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip, br"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return response.headers.get("Content-Encoding")


@pytest.mark.skipif(not SITE_URL, reason="no CUBIRI_SITE_URL: the Pages workflow runs this test on the published "
                    "site after deploying")
def test_the_host_compresses_the_stored_zips():
    """The standard library and the wheels are stored zips (site/stdlib.py, site/packages.py):
    they are small on the wire only if the host compresses them."""
    base = SITE_URL.rstrip("/")
    with urllib.request.urlopen(f"{base}/packages/pyodide-lock.json", timeout=60) as response:
        bokeh = json.load(response)["packages"]["bokeh"]["file_name"]
    for path in ("pyodide/python_stdlib.zip", f"packages/{bokeh}", "pyodide/pyodide.asm.wasm"):
        assert encoding(f"{base}/{path}") in ("gzip", "br"), path
