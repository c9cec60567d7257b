"""The published site's full behaviour: Pyodide, Panel and the game running for real.

This needs the public CDNs the converted pages load Pyodide, Panel, Bokeh, numpy and pandas
from, so it runs in the GitHub Pages workflow (`.github/workflows/pages.yml`), which sets
CUBIRI_SITE_URL to the published address; on a machine without internet it is skipped.
"""

from __future__ import annotations

import os

import pytest

pytestmark = pytest.mark.browser
SITE_URL = os.environ.get("CUBIRI_SITE_URL", "")


@pytest.mark.skipif(not SITE_URL, reason="no CUBIRI_SITE_URL: the published site needs the public CDNs "
                    "(Pyodide, Panel, Bokeh, numpy, pandas); the Pages workflow runs this test after deploying")
@pytest.mark.parametrize("game, move, changed", [
    ("magdagdon", ".cubiri-roll", ".cubiri-die-3"),
    ("mishimash", ".cubiri-roll", ".cubiri-die-0"),
    ("magikaboom", ".cubiri-roll", ".cubiri-die-1"),
])
def test_published_game_plays_a_move(page, game, move, changed):
    page.set_default_timeout(180_000)  # Pyodide and the wheels download on a first visit
    page.goto(f"{SITE_URL.rstrip('/')}/{game}.html?lang=en&seed=7")
    if game != "magdagdon":
        page.locator(".cubiri-start").click()
    page.locator(move).first.click()
    page.locator(changed).first.wait_for(state="visible")
