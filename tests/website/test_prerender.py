"""The converted game pages show the game before Python starts.

The pages load Bokeh and Panel from public CDNs; this machine has no internet, so the test
routes those addresses to the identical files of the installed Bokeh and Panel (the site pins
both). Pyodide itself cannot start offline (its numpy/pandas wheels exist only on its CDN),
which is exactly the moment a visitor sees the pre-rendered page.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote

import bokeh
import panel
import pytest

pytestmark = pytest.mark.browser

BOKEH_JS = Path(bokeh.__file__).parent / "server" / "static" / "js"
PANEL_DIST = Path(panel.__file__).parent / "dist"
BOKEH_CDN = re.compile(rf"https://cdn\.bokeh\.org/bokeh/release/bokeh(-[a-z]+)?-{re.escape(bokeh.__version__)}\.min\.js")
PANEL_CDN = re.compile(rf"https://cdn\.holoviz\.org/panel/{re.escape(panel.__version__)}/dist/(.+)")


@pytest.fixture
def browser_context_args(browser_context_args):
    # The site's service worker would fetch on the page's behalf, past this test's routing.
    return {**browser_context_args, "service_workers": "block"}


def serve_cdn_locally(route):
    url = unquote(route.request.url.split("?")[0])
    if match := BOKEH_CDN.fullmatch(url):
        return route.fulfill(path=BOKEH_JS / f"bokeh{match.group(1) or ''}.min.js")
    if (match := PANEL_CDN.fullmatch(url)) and (PANEL_DIST / match.group(1)).is_file():
        return route.fulfill(path=PANEL_DIST / match.group(1))
    return route.abort()


@pytest.mark.parametrize("game, ready", [
    ("magdagdon", ".cubiri-cell-3-3"),
    ("mishimash", "text=MISHIMASH"),
    ("magikaboom", "text=MAGIKABOOM"),
])
def test_pre_rendered_page_shows_the_game(page, site_url, game, ready):
    page.route(re.compile(r"https://cdn\.(bokeh\.org|holoviz\.org|jsdelivr\.net)/.*"), serve_cdn_locally)
    page.goto(f"{site_url}{game}.html?lang=en")
    page.locator(ready).first.wait_for(state="visible", timeout=30_000)
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path=f"test-artifacts/site-prerender-{game}.png")


def test_landing_page_links_the_games_in_each_language(page, site_url):
    page.goto(f"{site_url}index.it.html")
    assert page.locator("a.play").count() == 3
    assert "Gioca a MAGDAGDON" in page.locator("a.play").first.inner_text()
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path="test-artifacts/site-landing-it-phone.png", full_page=True)
