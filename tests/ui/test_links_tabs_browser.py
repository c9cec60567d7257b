"""Links, tabs and ``?lang=`` in a real browser: one game, one live
tab across two pages of one browser, by the browser's locks or, where a page has none (an
address that is not a secure context), by asking the other tabs; a ``?seed=`` link met by a
game in progress asks; a language picked in the menu survives a reload of a ``?lang=`` address.

The normal run takes one slice (English on a laptop with locks, Italian on a phone without);
CUBIRI_FULL_MATRIX=1 runs every language on both, with and without.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect
from matrix import FULL

from cubiri_panel.magdagdon import MagdagdonGame, Place, Roll
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator

pytestmark = pytest.mark.browser

GAME_KEY = "cubiri/v1/game/magdagdon"
FIRST_LOOK = 20_000
SLICE = ([(lang, screen, locks) for lang in LANGUAGES for screen in ("laptop", "phone") for locks in (True, False)]
         if FULL else [("en", "laptop", True), ("it", "phone", False)])
LIVE_LOCK = "cubiri/v1/live/magdagdon"


def position(game: MagdagdonGame) -> str:
    return f"{game.phase.value}|{game.turn}|{game.board_with_prepared.to_text()}|{''.join(map(str, game.dice))}"


def shows(page, game: MagdagdonGame) -> None:
    expect(page.locator(".cubiri-status")).to_have_attribute("data-position", position(game), timeout=FIRST_LOOK)


@pytest.mark.parametrize("lang,screen,locks", SLICE)
def test_one_game_one_live_tab(app, page, context, served, storage, screenshot, lang, screen, locks, request):
    viewport = request.getfixturevalue(screen)
    t = Translator(lang)
    if not locks:
        page.context.add_init_script("delete Navigator.prototype.locks")
    first = app("magdagdon", lang=lang, viewport=viewport, seed="5")
    game = MagdagdonGame(seed=5)
    first.locator(".cubiri-roll button").click()
    game.roll()
    shows(first, game)

    # A second tab of the same game sees it is open elsewhere, and shows it without acting on it.
    second = first.context.new_page()
    second.set_viewport_size(viewport)
    second.goto(f"{served}magdagdon?lang={lang}&seed=5")
    notice = second.locator(".cubiri-elsewhere-notice")
    expect(notice).to_be_visible(timeout=FIRST_LOOK)
    expect(notice).to_contain_text(t("links.tabs.elsewhere", game="MAGDAGDON"))
    shows(second, game)                                        # the same dice: no roll of its own
    expect(first.locator(".cubiri-elsewhere-notice")).to_be_hidden()
    held = first.evaluate("async () => navigator.locks ? (await navigator.locks.query()).held.map(l => l.name) : null")
    assert held == ([LIVE_LOCK] if locks else None)
    screenshot(second, f"tabs-elsewhere-{lang}-{screen}")

    # "Continue here": the first tab stops with the notice, the second plays on from its dice.
    second.locator(".cubiri-continue-here button").click()
    expect(first.locator(".cubiri-elsewhere-notice")).to_be_visible(timeout=FIRST_LOOK)
    expect(notice).to_be_hidden()
    die, (row, col) = 0, (0, 0)
    second.locator(f".cubiri-die-{die}").click()
    expect(second.locator(f".cubiri-die-{die}")).to_have_class(re.compile(r"\bis-selected\b"))
    second.locator(f".cubiri-cell-{row}-{col}").click()
    game.apply(Place(die, row, col))
    shows(second, game)
    second.wait_for_function(f"() => (localStorage.getItem('{GAME_KEY}') || '').length > 0")
    saved = MagdagdonGame.from_dict(json.loads(storage.get(second)[GAME_KEY]))
    assert saved.history[:1] == (Roll(),)
    # The stopped tab takes no taps (the game beneath the notice ignores the pointer).
    assert first.locator(".cubiri-elsewhere").evaluate("e => getComputedStyle(e).pointerEvents") == "none"
    screenshot(first, f"tabs-stopped-{lang}-{screen}")

    # Taking the game back reads it afresh: the move made in the second tab is not lost.
    first.locator(".cubiri-continue-here button").click()
    shows(first, game)
    expect(second.locator(".cubiri-elsewhere-notice")).to_be_visible(timeout=FIRST_LOOK)
    second.close()


def test_a_seed_link_asks_in_mishimash_and_a_picked_language_survives_a_reload(app, storage, screenshot, phone):
    game = MishimashGame(players=["Ana", "Ben"], computers={1: "threshold"}, target=60, seed=7)
    game.roll()
    page = app("mishimash", lang="it", viewport=phone, seed="42",
               saved={"cubiri/v1/game/mishimash": json.dumps(game.to_dict())})
    question = page.locator(".cubiri-question")
    expect(question).to_contain_text(Translator("it")("links.ask.seed", seed="42"))
    screenshot(page, "link-question-it-phone")
    page.locator(".cubiri-abandon-no button").click()
    expect(question).to_be_hidden()
    page = app("mishimash", lang="it", viewport=phone, seed="42")   # the same link again: answered
    expect(page.locator(".cubiri-roll")).to_be_visible()
    expect(question).to_be_hidden()

    # A language picked in the menu wins over ?lang= when the page is reloaded.
    page.locator(".cubiri-language select").select_option(label="Español")
    page.wait_for_function("() => !new URLSearchParams(location.search).has('lang')")
    assert "seed=42" in page.url
    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached")
    expect(page.locator(".cubiri-rules-toggle")).to_contain_text(Translator("es")("common.menu.rules"))
