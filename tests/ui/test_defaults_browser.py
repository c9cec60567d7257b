"""Every button of the end screen works from the defaults: each game played from its set-up
left as it opens (names blank, the first table's seats and levels, MAGDAGDON's difficulty, the
settings as they are) to the end screen, where every button is pressed and does what it says.

MISHIMASH's target is typed short (the set-up offers any target), so a game ends in a few
turns. The person's moves come from the engine replaying the same seed, as in the other
browser tests; the computers' turns are skipped with "Skip to my turn". The page, its console
and the server must stay free of errors throughout.

The normal run plays each game once (the two devices and three languages between them); the
whole language x device matrix runs with ``CUBIRI_FULL_MATRIX=1``.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from playwright.sync_api import expect
import drivers
from ui.watching import READY, Watch, full_matrix, open_device

from cubiri_panel.log_rows import COLUMNS
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.mishimash import new_game

pytestmark = pytest.mark.browser
LOOK = 30_000
SEED = 7
SHORT_TARGET = 60

SLICE = [("mishimash", "it", "phone"), ("magikaboom", "lv", "desktop"), ("magdagdon", "es", "phone")]
MATRIX = list(itertools.product(("mishimash", "magikaboom", "magdagdon"), LANGUAGES, ("desktop", "phone")))


def default_names(lang: str) -> list[str]:
    t = Translator(lang)
    return [t("common.players.default_person", n=1), t("common.players.default_computer", n=2)]


# -- MISHIMASH --------------------------------------------------------------------------------

def play_mishimash(page, lang: str) -> None:
    driver = drivers.of("mishimash")(page, look=LOOK)
    driver.start(target=SHORT_TARGET)
    mirror = new_game({"seats": [{"name": n, "kind": k} for n, k in zip(default_names(lang), ("human", "threshold"))],
                       "target": SHORT_TARGET}, seed=SEED)
    driver.play(mirror)


def play_again_after_a_reload(page, end, button: str) -> None:
    """The finished game comes back on a reload, at its end; ``button`` starts the next game."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOOK)
    expect(end).to_be_visible(timeout=LOOK)
    page.locator(button).click()
    expect(end).to_be_hidden(timeout=LOOK)
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)


def press_mishimash_end(page, lang: str, screenshot, name: str) -> None:
    t = Translator(lang)
    end = page.locator(".cubiri-end")
    screenshot(page, f"{name}-end")
    # "New game" goes to the set-up, with nothing to resume: the game is over.
    page.locator(".cubiri-new-game:visible").click()
    expect(page.locator(".cubiri-start")).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-resume")).to_be_hidden()
    # The finished game comes back on a reload, at its end; "Play again" plays the same table.
    play_again_after_a_reload(page, end, ".cubiri-play-again")
    expect(page.locator(".cubiri-score")).to_contain_text(t("common.players.default_person", n=1))
    expect(page.locator(".cubiri-score")).to_contain_text(t("common.players.default_computer", n=2))


# -- MAGIKABOOM -------------------------------------------------------------------------------

def play_magikaboom(page, lang: str) -> None:
    driver = drivers.of("magikaboom")(page, look=LOOK)
    driver.start()
    driver.play(MagikaboomGame(players=default_names(lang), computers={1: "careful"}, seed=SEED), lang=lang)


def press_magikaboom_end(page, lang: str, screenshot, name: str) -> None:
    end = page.locator(".cubiri-end")
    screenshot(page, f"{name}-end")
    page.locator(".cubiri-end-new-table").click()
    expect(page.locator(".cubiri-start")).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-resume")).to_be_hidden()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=LOOK)
    expect(end).to_be_visible(timeout=LOOK)
    page.locator(".cubiri-again").click()
    expect(end).to_be_hidden(timeout=LOOK)
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)
    t = Translator(lang)
    expect(page.locator(".cubiri-table")).to_contain_text(t("common.players.default_person", n=1))


# -- MAGDAGDON --------------------------------------------------------------------------------

def play_magdagdon(page, lang: str) -> None:
    """The game the page opens on (no set-up: the default difficulty), played by the random
    player of the engine replaying the same seed."""
    mirror = drivers.of("magdagdon")(page, look=LOOK).play(MagdagdonGame(seed=SEED), RandomPlayer(3))
    expect(page.locator(".cubiri-end")).to_be_visible(timeout=LOOK)
    expect(page.locator(".cubiri-final-score")).to_have_text(str(mirror.score))


def press_magdagdon_end(page, lang: str, screenshot, name: str) -> None:
    end = page.locator(".cubiri-end")
    screenshot(page, f"{name}-end")
    page.locator(".cubiri-copy button").click()           # says it copied, or how to copy by hand
    expect(page.locator(".cubiri-copy-done [role=status]")).not_to_have_text("", timeout=LOOK)
    page.locator(".cubiri-copy-code button").click()
    with page.expect_download(timeout=LOOK) as download:   # the rolls, as a spreadsheet opens them
        page.locator("a.cubiri-rolls-csv").click()
    rows = Path(download.value.path()).read_text(encoding="utf-8").splitlines()
    assert rows[0] == "\ufeff" + ",".join(COLUMNS) and len(rows) > 1, rows[:3]   # the header, then a roll a line
    page.locator(".cubiri-end .cubiri-share-open button").click()   # the play card has one too
    expect(page.locator(".cubiri-end .cubiri-share-copy button")).to_be_visible(timeout=LOOK)
    page.locator(".cubiri-end .cubiri-share-copy button").click()
    page.locator(".cubiri-review-open button").click()
    expect(page.locator(".cubiri-review-decision").first).to_be_visible(timeout=LOOK)
    finished = page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")
    # "Daily game" starts today's game at once: the finished one has nothing to lose.
    page.locator(".cubiri-daily-end button").click()
    expect(end).to_be_hidden(timeout=LOOK)
    expect(page.locator(".cubiri-badge")).to_be_visible(timeout=LOOK)   # today's game, dated
    # The finished game once more (as it was saved), for "Play again": a new game, at ROLL.
    page.evaluate("items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }", finished)
    play_again_after_a_reload(page, end, ".cubiri-play-again button")
    expect(page.locator(".cubiri-badge")).to_have_count(0)


GAMES = {"mishimash": (play_mishimash, press_mishimash_end), "magikaboom": (play_magikaboom, press_magikaboom_end),
         "magdagdon": (play_magdagdon, press_magdagdon_end)}


@pytest.mark.parametrize("game, lang, device", MATRIX if full_matrix() else SLICE)
def test_the_default_table_plays_to_the_end_and_every_end_button_works(browser, served, screenshot, game, lang, device):
    page = open_device(browser, device)
    watch = Watch(page)
    try:
        drivers.of(game)(page, look=LOOK).open(served, lang=lang, seed=SEED)
        opens_on = ".cubiri-roll button" if game == "magdagdon" else ".cubiri-start"   # MAGDAGDON has no set-up
        expect(page.locator(opens_on)).to_be_visible(timeout=LOOK)
        play, press_end = GAMES[game]
        play(page, lang)
        watch.check("on the way to the end")
        press_end(page, lang, screenshot, f"defaults-{game}-{lang}-{device}")
        watch.check("after the end screen's buttons")
    finally:
        page.context.close()
