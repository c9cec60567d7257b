"""The Copy buttons in a real browser (a finished game's end screen: "Copy the code", "Copy the
link" of "Share this game", MAGDAGDON's "Copy the result"): on a computer each copies its field's text, then says "Copied"
beside the button for a moment, in a live region a screen reader reads, in the page's language;
on a phone with a share sheet each opens the sheet with that text instead, and a phone without
one copies."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.browser
LOOK = 30_000
FAST = json.dumps({"format": 1, "computer_speed": "fast"})
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

# What the page copies and shares is kept in window.copied / window.shared instead of reaching
# the machine's clipboard or a share sheet (a headless browser has neither a person nor a sheet).
RECORD_CLIPBOARD = """
window.copied = [];
Object.defineProperty(navigator, "clipboard", {configurable: true, value: {
  writeText: (text) => { window.copied.push(text); return Promise.resolve(); }}});
"""
RECORD_SHARE = """
window.shared = [];
navigator.share = (data) => { window.shared.push(data); return Promise.resolve(); };
"""
NO_SHARE = "delete Navigator.prototype.share; delete navigator.share;"


def open_end(page, served, game, lang):
    """The finished ``game``'s page in ``lang``, at its end screen."""
    page.goto(f"{served}mishimash?lang={lang}")
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=LOOK)
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                  {"cubiri/v1/game/mishimash": json.dumps(game.to_dict()), "cubiri/v1/settings": FAST})
    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=LOOK)
    expect(page.locator(".cubiri-copy-code button")).to_be_visible(timeout=LOOK)


@pytest.mark.parametrize("lang", ["en", "lv"])
def test_on_a_computer_copy_copies_and_says_copied_for_a_moment(browser, served, finished_game, screenshot, lang):
    t, game = Translator(lang), finished_game("mishimash")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(RECORD_CLIPBOARD + RECORD_SHARE)   # a share sheet it must not use
    page = context.new_page()
    open_end(page, served, game, lang)
    note = page.locator(".cubiri-game-data .cubiri-copy-note [role=status]")
    expect(note).to_have_attribute("aria-live", "polite")
    expect(note).to_have_text("")
    expect(page.locator(".cubiri-copy-code button")).to_have_text(t("classroom.end.copy"))
    page.locator(".cubiri-copy-code button").click()
    expect(note).to_have_text(t("endscreen.copied"), timeout=LOOK)
    expect(note).to_be_visible()
    expect(note).to_have_attribute("lang", lang)
    screenshot(page, f"copy-code-copied-{lang}")
    assert page.evaluate("window.copied") == [game.to_code()] and page.evaluate("window.shared") == []
    expect(note).to_have_text("", timeout=10_000)               # for a moment only
    # "Share this game": the link, copied and said the same way
    page.locator(".cubiri-share-open button:visible").click()
    link_note = page.locator(".cubiri-share").locator("visible=true").locator(".cubiri-copy-note [role=status]")
    expect(page.locator(".cubiri-share-copy button:visible")).to_have_text(t("coach.share.copy"))
    page.locator(".cubiri-share-copy button:visible").click()
    expect(link_note).to_have_text(t("endscreen.copied"), timeout=LOOK)
    screenshot(page, f"copy-link-copied-{lang}")
    link = page.locator(".cubiri-share-link input:visible").input_value()
    assert page.evaluate("window.copied")[-1] == link and link.endswith(f"#game={game.to_code()}")
    context.close()


def test_on_a_phone_copy_opens_the_share_sheet_and_without_one_copies(browser, served, finished_game):
    game = finished_game("mishimash")
    context = browser.new_context(**PHONE)
    context.add_init_script(RECORD_CLIPBOARD + RECORD_SHARE)
    page = context.new_page()
    open_end(page, served, game, "it")
    page.locator(".cubiri-copy-code button").click()
    page.wait_for_function("window.shared.length === 1", timeout=LOOK)
    assert page.evaluate("window.shared") == [{"text": game.to_code()}] and page.evaluate("window.copied") == []
    page.locator(".cubiri-share-open button:visible").click()
    expect(page.locator(".cubiri-share-link input:visible")).not_to_have_value("", timeout=LOOK)   # the link, made
    page.locator(".cubiri-share-copy button:visible").click()
    page.wait_for_function("window.shared.length === 2", timeout=LOOK)
    link = page.locator(".cubiri-share-link input:visible").input_value()
    assert page.evaluate("window.shared")[1] == {"url": link}
    context.close()
    # a phone whose browser has no share sheet copies, and says so
    context = browser.new_context(**PHONE)
    context.add_init_script(RECORD_CLIPBOARD + NO_SHARE)
    page = context.new_page()
    open_end(page, served, game, "es")
    page.locator(".cubiri-copy-code button").click()
    expect(page.locator(".cubiri-game-data .cubiri-copy-note [role=status]")).to_have_text(
        Translator("es")("endscreen.copied"), timeout=LOOK)
    assert page.evaluate("window.copied") == [game.to_code()]
    context.close()


def test_on_a_phone_magdagdons_result_goes_to_the_share_sheet(browser, served, finished_game):
    game = finished_game("magdagdon")
    context = browser.new_context(**PHONE)
    context.add_init_script(RECORD_CLIPBOARD + RECORD_SHARE)
    page = context.new_page()
    page.goto(f"{served}magdagdon?lang=lv")
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=LOOK)
    page.evaluate("game => localStorage.setItem('cubiri/v1/game/magdagdon', game)", json.dumps(game.to_dict()))
    page.reload()
    page.locator(".cubiri-copy button").click(timeout=LOOK)
    page.wait_for_function("window.shared.length === 1", timeout=LOOK)
    result = page.locator(".cubiri-end textarea").input_value()
    assert page.evaluate("window.shared") == [{"text": result}] and result.startswith("Cubiri MAGDAGDON")
    context.close()
