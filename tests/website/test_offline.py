"""One visit to a game page, then the network off: the service worker has everything.

Where the build lacks the compiled wheels (this machine), Pyodide still boots from the cache
and stops at the packages, with the notice; with every wheel (the Pages workflow) the game
goes live offline.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import Translator

from .loading import game_started
from .service_worker import wait_until_stored

pytestmark = pytest.mark.browser




def test_a_game_opened_once_works_with_the_network_off(context, site, site_url, missing):
    outside = []
    context.on("request", lambda request: outside.append(request.url)
               if request.url.startswith("http") and not request.url.startswith(site_url) else None)
    page = context.new_page()
    page.goto(f"{site_url}magdagdon.html?lang=en")
    game_started(page, missing)
    # The worker registers once the game ran (or failed); installing stores every file.
    wait_until_stored(page, site, timeout=60_000)

    context.set_offline(True)
    fetched = []
    page.on("requestfinished", lambda request: fetched.append(request) if request.url.startswith("http") else None)
    page.goto(f"{site_url}magdagdon.html?lang=lv&embed=1")
    expect(page.get_by_role("button", name=Translator("lv")("common.menu.rules"), exact=True).first).to_be_visible(timeout=15_000)
    game_started(page, missing)
    other = context.new_page()
    other.goto(f"{site_url}mishimash.html?lang=it")
    expect(other.get_by_role("button", name=Translator("it")("common.menu.rules"), exact=True).first).to_be_visible(timeout=15_000)
    game_started(other, missing)
    Path("test-artifacts").mkdir(exist_ok=True)
    other.screenshot(path="test-artifacts/site-offline-mishimash-it.png")
    not_stored = [r.url for r in fetched if not (r.response() and r.response().from_service_worker)]
    assert fetched and not_stored == []
    other.goto(f"{site_url}lessons/magikaboom.es.html")  # the lessons read offline too
    expect(other.locator("article.lesson h1")).to_be_visible()
    # A page not stored (as when storing was cut short; here one the browser has never fetched, so
    # its HTTP cache cannot answer either) gets a page in the reader's words, never an error; a
    # file not stored gets a plain 503 its page can report.
    other.goto(f"{site_url}lessons/not-stored-yet.lv.html")
    t = Translator("lv")
    expect(other.get_by_role("heading", name=t("site.missing.title"))).to_be_visible()
    expect(other.get_by_text(t("site.missing.body"))).to_be_visible()
    assert other.evaluate("document.documentElement.lang") == "lv"
    expect(other.get_by_role("link", name=t("site.missing.home"))).to_have_attribute("href", f"{site_url}index.lv.html")
    other.screenshot(path="test-artifacts/site-offline-missing-lv.png")
    assert other.evaluate("fetch('no-such-file.js').then(r => r.status, e => 'error: ' + e)") == 503
    # a page named in no language: the game pages' rule (here ?lang=), and that language's home page
    other.goto(f"{site_url}not-stored-yet.html?lang=it")
    it = Translator("it")
    expect(other.get_by_role("heading", name=it("site.missing.title"))).to_be_visible()
    expect(other.get_by_role("link", name=it("site.missing.home"))).to_have_attribute("href", f"{site_url}index.it.html")
    assert outside == []
