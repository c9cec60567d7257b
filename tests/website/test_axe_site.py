"""axe-core finds no WCAG 2.2 A/AA violation on the static site: the landing page, the three
games' pages (their pre-render: what a visitor has while Pyodide loads), the lessons with their
lab, a lesson's worksheet. ``make test`` audits a slice (each kind of page once, the four
languages between them, in a phone-sized and a desktop window); ``CUBIRI_FULL_MATRIX=1`` every
page in every language in both."""

from __future__ import annotations


import pytest
import matrix
from axe_audit import violations
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import LANGUAGES

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
KINDS = ("index.{lang}.html", "magdagdon.html?lang={lang}", "mishimash.html?lang={lang}",
         "magikaboom.html?lang={lang}&embed=1", "lessons/magikaboom.{lang}.html", "lessons/victory.{lang}.html",
         "lessons/mishimash-worksheet.{lang}.html")
SLICE = [("index.{lang}.html", "lv", PHONE), ("magdagdon.html?lang={lang}", "it", DESKTOP),
         ("mishimash.html?lang={lang}", "es", PHONE), ("magikaboom.html?lang={lang}&embed=1", "en", DESKTOP),
         ("lessons/magikaboom.{lang}.html", "lv", DESKTOP), ("lessons/victory.{lang}.html", "en", PHONE),
         ("lessons/mishimash-worksheet.{lang}.html", "es", PHONE)]
FULL_CASES = [(kind, lang, window) for kind in KINDS for lang in LANGUAGES for window in (PHONE, DESKTOP)]
CASES = FULL_CASES if matrix.FULL else SLICE


@pytest.fixture
def browser_context_args(browser_context_args):
    # The service worker is tested on its own (test_offline.py).
    return {**browser_context_args, "service_workers": "block"}


@pytest.mark.parametrize(("kind", "lang", "window"), CASES,
                         ids=[f"{k.format(lang=lang)}-{'phone' if d is PHONE else 'desktop'}" for k, lang, d in CASES])
def test_no_axe_violation_on_the_sites_pages(page, site_url, only_the_site, kind, lang, window):
    page.set_viewport_size(window)
    page.goto(site_url + kind.format(lang=lang))
    if "lessons/" in kind or kind.startswith("index"):
        expect(page.locator("main")).to_be_visible(timeout=15_000)
    else:   # the game's pre-render, drawn
        expect(page.get_by_role("button", name="ROLL").or_(page.get_by_role("combobox")).first).to_be_visible(
            timeout=15_000)
    found = violations(page)
    assert not found, f"{kind.format(lang=lang)}: {len(found)} axe violations:\n" + "\n".join(found)
