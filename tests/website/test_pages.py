"""The game pages in Chromium, every host but the site's own refused, the site under a sub-path.

The compiled wheels of the lock (numpy and two more) exist only on the Pyodide CDN, which this
machine cannot reach: here a game page shows its pre-render and then, within 15 s, the notice
that the game could not load; where the build has every wheel (the Pages workflow) the game
goes live instead, and tests/website/test_published.py plays it.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import Translator

from .built import BOOT_PAGE
from .loading import game_started

pytestmark = pytest.mark.browser

GAMES = ("magdagdon", "mishimash", "magikaboom")


@pytest.fixture
def browser_context_args(browser_context_args):
    # The service worker is tested on its own (test_offline.py).
    return {**browser_context_args, "service_workers": "block"}


def shot(page, name):
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path=f"test-artifacts/site-{name}.png")


def expect_language(page, lang: str) -> None:
    """The pre-render is in ``lang``: its Rules button says so, and so does the page."""
    rules = Translator(lang)("common.menu.rules")
    expect(page.get_by_role("button", name=rules, exact=True).first).to_be_visible(timeout=15_000)
    assert page.evaluate("() => document.documentElement.lang") == lang


@pytest.mark.parametrize("game", GAMES)
def test_pre_render_shows_the_game_from_the_site_alone(page, site_url, only_the_site, game):
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))  # Bokeh's and Panel's bundles load whole
    page.goto(f"{site_url}{game}.html?lang=en")
    expect(page.locator(".cubiri-page").first).to_be_visible(timeout=15_000)
    expect(page.locator(".cubiri-home").first).to_be_visible()  # the full page, not the embed
    shot(page, f"prerender-{game}")
    page.wait_for_timeout(500)
    assert only_the_site == [] and errors == []
    scripts = page.evaluate("() => [...document.scripts].map(s => s.src).filter(Boolean)")
    assert not [s for s in scripts if "bokeh-gl" in s]
    assert requests and all(url.startswith(site_url) for url in requests)  # under the sub-path


@pytest.mark.parametrize("game, lang, embed", [("magdagdon", "lv", True), ("mishimash", "it", False),
                                               ("magikaboom", "es", True)])
def test_pre_render_follows_lang_and_embed(page, site_url, only_the_site, game, lang, embed):
    page.goto(f"{site_url}{game}.html?lang={lang}" + ("&embed=1" if embed else ""))
    expect_language(page, lang)
    if embed:
        expect(page.locator(".cubiri-page.cubiri-embed")).to_have_count(1)
        expect(page.locator(".cubiri-home")).to_have_count(0)
    else:
        expect(page.locator(".cubiri-home").first).to_be_visible()
    shot(page, f"prerender-{game}-{lang}{'-embed' if embed else ''}")


def test_pre_render_takes_the_saved_language_and_the_urls_for_its_visit(page, site_url, only_the_site):
    """As the live app does (tests/ui/test_infrastructure_browser.py): the saved language, but
    a link's ?lang= for the visit it opens."""
    page.goto(f"{site_url}index.html?lang=en")
    page.evaluate("""() => localStorage.setItem("cubiri/v1/settings",
        JSON.stringify({format: 1, language: "lv", difficulty: "peaceful", computer_speed: "normal", show_odds: false}))""")
    page.goto(f"{site_url}magdagdon.html")
    expect_language(page, "lv")
    page.goto(f"{site_url}magdagdon.html?lang=it")
    expect_language(page, "it")


@pytest.mark.parametrize("browser_locale, expected", [("es-ES", "es"), ("de-DE", "en")])
def test_pre_render_without_lang_follows_the_browser(browser, site_url, browser_locale, expected):
    context = browser.new_context(locale=browser_locale, service_workers="block")
    page = context.new_page()
    page.goto(f"{site_url}mishimash.html")
    expect_language(page, expected)
    context.close()


def test_a_game_that_cannot_load_says_so_in_the_pages_language(page, site_url, only_the_site, missing):
    if not missing:
        pytest.skip("this build has every wheel: the game goes live (test_published.py plays it)")
    started = time.monotonic()
    page.goto(f"{site_url}magikaboom.html?lang=it&embed=1")
    notice = page.locator(".cubiri-load-failed")
    expect(notice).to_be_visible(timeout=15_000)
    assert time.monotonic() - started < 15
    t = Translator("it")
    expect(notice).to_contain_text(t("site.game.failed"))
    expect(page.locator(".cubiri-page").first).to_be_visible()  # the pre-render stays
    assert "Error" not in notice.inner_text() and "Traceback" not in page.inner_text("body")
    expect(page.locator("body.pn-loading")).to_have_count(0)  # no spinner turning forever
    shot(page, "failed-magikaboom-it")
    page.locator(".cubiri-retry").click()  # the retry loads the page again, and says so again
    expect(notice).to_be_visible(timeout=15_000)


@pytest.mark.parametrize("blocked", ["pyodide/pyodide.asm.wasm", "static/worker.js", "packages/pyodide-lock.json"])
def test_a_blocked_file_brings_the_notice_within_15_s(page, site_url, blocked):
    page.route(f"{site_url}{blocked}", lambda route: route.abort())
    page.goto(f"{site_url}magdagdon.html?lang=es")
    notice = page.locator(".cubiri-load-failed")
    expect(notice).to_be_visible(timeout=15_000)
    expect(notice).to_contain_text(Translator("es")("site.game.failed"))
    expect(page.locator(".cubiri-page").first).to_be_visible()


def test_a_stalled_download_brings_the_notice_within_15_s(page, site_url):
    page.route(f"{site_url}pyodide/python_stdlib.zip", lambda route: None)  # never answered
    started = time.monotonic()
    page.goto(f"{site_url}magdagdon.html?lang=en")
    expect(page.locator(".cubiri-load-failed")).to_be_visible(timeout=16_000)
    assert time.monotonic() - started < 16.5


# Which of the MISHIMASH tables the installed package holds, and the engine reading them.
READ_TABLES = """
import json, param, cubiri_panel
from importlib import resources
from cubiri_panel.magdagdon import MagdagdonGame
here = resources.files("cubiri_panel.mishimash.solvers")
found = [name for name in ("turn_values.json", "reach_values.json", "win_chances.json") if here.joinpath(name).is_file()]
read = []
if found:
    from cubiri_panel.mishimash import optimal_turn_values
    from cubiri_panel.mishimash.solvers.reach_probability import reach_values
    from cubiri_panel.mishimash.solvers.win_model import win_chances
    read = [optimal_turn_values().start_value > 0, win_chances() is not None, reach_values() is not None]
json.dumps([cubiri_panel.__version__, type(MagdagdonGame()).__name__, found, read])
"""


@pytest.mark.parametrize("packages, tables", [(["param", "cubiri-panel", "cubiri-mishimash-table"], True),
                                              (["param", "cubiri-panel"], False)])
def test_pyodide_boots_from_the_site_and_imports_the_engine_from_the_lock(page, site_url, only_the_site,
                                                                          packages, tables):
    """The site's own core and lock, and the lock's wheels (sha256 checked by Pyodide itself):
    param and the project, which the MAGDAGDON and MAGIKABOOM pages load without the MISHIMASH
    tables, and with the tables' wheel, which the engine then reads from its own folder."""
    page.set_default_timeout(60_000)
    page.route(f"{site_url}boot-test.html", lambda route: route.fulfill(
        content_type="text/html", body=BOOT_PAGE.replace("PACKAGES", json.dumps(packages))))
    page.goto(f"{site_url}boot-test.html")
    assert page.evaluate("window.booted")
    result = json.loads(page.evaluate("code => py.runPython(code)", READ_TABLES))
    names = ["turn_values.json", "reach_values.json", "win_chances.json"]
    assert result == [cubiri_panel_version(), "MagdagdonGame", names if tables else [], [True] * 3 if tables else []]
    assert only_the_site == []


def cubiri_panel_version() -> str:
    from cubiri_panel import __version__
    return __version__


def test_landing_page_links_the_games_in_each_language(page, site_url):
    page.goto(f"{site_url}index.it.html")
    assert page.locator("a.play").count() == 3
    assert "Gioca a MAGDAGDON" in page.locator("a.play").first.inner_text()
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path="test-artifacts/site-landing-it-phone.png", full_page=True, scale="css")


# A worker that has every file and builds the game for longer than the network's 10 s: it says
# it has started, then stays silent, as Python building Panel's document on a slow phone does.
SLOW_BUILD_WORKER = """self.onmessage = (event) => {
  if (event.data.type !== "start") return;
  postMessage({ type: "progress", stage: "core" });
  postMessage({ type: "progress", stage: "start" });
};"""


def test_a_slow_phone_building_the_game_gets_no_notice_while_it_builds(page, site_url, only_the_site):
    """Once every file has come, the game's Python builds the page with no progress to tell; a
    slow phone may take longer than the 10 s the page gives a silent network, and must not be
    told the game could not load while it builds."""
    page.route("**/static/worker.js", lambda route: route.fulfill(body=SLOW_BUILD_WORKER,
                                                                   content_type="text/javascript"))
    page.goto(f"{site_url}magdagdon.html?lang=en")
    page.wait_for_timeout(13_000)
    expect(page.locator(".cubiri-load-failed")).to_have_count(0)
    assert not only_the_site


def test_a_slow_network_that_delivers_gets_no_notice_while_it_does(page, site_url, only_the_site, missing):
    """At 20 Mbit/s a first visit takes longer than the 10 s the page waits for a sign of
    progress; the bytes arriving are that sign. Here the game stops at the missing compiled
    wheels (the notice says so, stage "packages"); with every wheel it goes live."""
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", {"offline": False, "latency": 40,
                                                      "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8})
    page.goto(f"{site_url}mishimash.html?lang=en")
    game_started(page, missing, notice_timeout=90_000)
