"""Screens as a phone player meets them, on an emulated phone (``is_mobile``):
MAGDAGDON's end screen keeps the finished board beside the breakdown and "Copy" says it copied;
opening the odds panel or the high scores brings them into view with the focus.

The normal run takes one slice (Latvian, the longest words, at 320 px; Italian at 390 px);
CUBIRI_FULL_MATRIX=1 runs the four languages at both widths.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect
from matrix import FULL

from cubiri_panel.ui.i18n import LANGUAGES, Translator

pytestmark = pytest.mark.browser

LOOK = 20_000
GAME_KEY = "cubiri/v1/game/magdagdon"
SLICE = [(lang, width) for lang in LANGUAGES for width in (320, 390)] if FULL else [("lv", 320), ("it", 390)]
HEIGHT = {320: 640, 390: 844}


@pytest.fixture
def phone_context(browser):
    contexts = []

    def make(width: int):
        context = browser.new_context(viewport={"width": width, "height": HEIGHT[width]}, is_mobile=True,
                                      has_touch=True, device_scale_factor=2,
                                      permissions=["clipboard-read", "clipboard-write"])
        contexts.append(context)
        return context.new_page()
    yield make
    for context in contexts:
        context.close()


def open_page(page, served, path, lang, items=None):
    if items:
        page.goto(f"{served}{path}?lang={lang}")
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", items)
    page.goto(f"{served}{path}?lang={lang}")
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    return page


@pytest.mark.parametrize("lang,width", SLICE)
def test_magdagdon_end_screen_shows_the_board_beside_the_breakdown_and_says_copied(phone_context, served,
                                                                                    screenshot, lang, width, finished_game):
    t = Translator(lang)
    finished = finished_game("magdagdon")   # RandomPlayer(1) with seed 7
    page = open_page(phone_context(width), served, "magdagdon", lang, {GAME_KEY: json.dumps(finished.to_dict())})
    expect(page.locator(".cubiri-final-score")).to_have_text(str(finished.score), timeout=LOOK)
    board, breakdown = page.locator(".cubiri-final-board table"), page.locator("table.cubiri-breakdown")
    expect(board).to_have_attribute("aria-label", t("endscreen.board"))
    cells = board.locator("td")
    expect(cells).to_have_count(16)
    shown = [c if c in "✕" else (int(c) if c else 0) for c in cells.all_inner_texts()]
    assert [7 if c == "✕" else c for c in shown] == list(finished.board.cells)
    b, d = board.bounding_box(), breakdown.bounding_box()
    assert b["x"] + b["width"] <= d["x"] and abs(b["y"] - d["y"]) < d["height"], (b, d)   # side by side
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    total = page.locator(".cubiri-final-score").bounding_box()
    assert total["x"] + total["width"] <= d["x"] + d["width"] + 0.5     # the total is not cut off
    copied = page.locator(".cubiri-copy-done [role=status]")
    expect(copied).to_have_text("")
    page.locator(".cubiri-copy button").click()
    expect(copied).to_have_text(t("endscreen.copied"))
    assert page.evaluate("navigator.clipboard.readText()").startswith(t("magdagdon.share.game", date="")[:6])
    screenshot(page, f"magdagdon-end-board-{lang}-{width}")


@pytest.mark.parametrize("lang,width", SLICE[:1] if not FULL else SLICE)
def test_opening_the_odds_or_the_high_scores_brings_them_into_view_with_the_focus(phone_context, served,
                                                                                  screenshot, lang, width):
    page = open_page(phone_context(width), served, "magdagdon", lang)
    page.locator(".cubiri-roll button").click()            # a position with odds to show
    expect(page.locator(".cubiri-die-0")).to_be_visible(timeout=LOOK)
    page.locator(".cubiri-odds-toggle button").click()
    expect(page.locator(".cubiri-odds")).to_be_in_viewport(timeout=LOOK)
    expect(page.locator(".cubiri-odds .cubiri-reveal")).to_be_focused()
    screenshot(page, f"phone-odds-opened-{lang}-{width}")
    page.evaluate("window.scrollTo(0, 0)")
    page.locator(".cubiri-highscores-open button").click()
    expect(page.locator(".cubiri-highscores-all")).to_be_in_viewport(timeout=LOOK)
    expect(page.locator(".cubiri-highscores-all .cubiri-reveal")).to_be_focused()
    screenshot(page, f"phone-highscores-opened-{lang}-{width}")
