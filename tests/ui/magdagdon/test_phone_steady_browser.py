"""MAGDAGDON on a phone: the hint keeps one height, so the dice and the board stay put from one
tap to the next, and REROLL's confirm stands right under the dice being chosen.

One language in ``make test``; every language with CUBIRI_FULL_MATRIX=1."""

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import LANGUAGES
from matrix import chosen
from ui.watching import READY, open_device

pytestmark = pytest.mark.browser
LOOK = 15_000
NEAR = 80   # px from the dice to the REROLL that confirms: the next thing under them


def on_page(page, selector: str) -> dict:
    """Where an element stands on the page (not on the screen, which scrolls as dice are tapped)."""
    return page.locator(selector).evaluate(
        "e => { const r = e.getBoundingClientRect(); return {top: r.top + scrollY, bottom: r.bottom + scrollY}; }")


def tops(page) -> tuple[float, float]:
    """Where the dice and the board begin on the page."""
    return on_page(page, ".cubiri-tray-magdagdon")["top"], on_page(page, ".cubiri-board")["top"]


def tap(page, selector: str) -> None:
    """Tap, and wait until the hint has changed (the redraw has come back)."""
    hint = page.locator(".cubiri-hint")
    before = hint.inner_text()
    page.locator(selector).first.tap()
    expect(hint).not_to_have_text(before, timeout=LOOK)


@pytest.mark.parametrize("lang", chosen(LANGUAGES, ["lv"]))
def test_the_dice_and_board_stay_put_and_reroll_confirms_under_the_dice(browser, served, screenshot, lang):
    page = open_device(browser, "phone")
    try:
        page.goto(f"{served}magdagdon?lang={lang}&seed=11")
        page.wait_for_selector(READY, state="attached", timeout=30_000)
        tap(page, ".cubiri-roll button")
        rolled = tops(page)
        # Hints of one, two and three lines: a die chosen, placed, taken back, another chosen.
        tap(page, ".cubiri-die-0")
        assert tops(page) == rolled
        tap(page, ".cubiri-cell.is-legal")
        assert tops(page) == rolled
        tap(page, ".cubiri-die-0")                        # the prepared die taken back
        assert tops(page) == rolled
        tap(page, ".cubiri-die-1")
        assert tops(page) == rolled
        screenshot(page, f"magdagdon-phone-steady-{lang}")

        page.locator(".cubiri-reroll button").tap()       # choosing dice to reroll
        confirm = page.locator(".cubiri-reroll-by-dice .cubiri-reroll button")
        expect(confirm).to_be_visible(timeout=LOOK)
        choosing = tops(page)
        tap(page, ".cubiri-die-2")
        tap(page, ".cubiri-die-3")
        assert tops(page) == choosing                     # the count of chosen dice changes the hint, not the layout
        tray, button = on_page(page, ".cubiri-tray-magdagdon"), on_page(page, ".cubiri-reroll-by-dice .cubiri-reroll button")
        assert 0 <= button["top"] - tray["bottom"] <= NEAR, (tray, button)
        screenshot(page, f"magdagdon-phone-reroll-{lang}")
        confirm.tap()                                     # rerolled: REROLL goes back among the powers
        expect(page.locator(".cubiri-reroll-by-dice")).to_be_hidden(timeout=LOOK)
        expect(page.locator(".cubiri-powers .cubiri-reroll button")).to_be_visible()
    finally:
        page.context.close()
