"""Taps do what a player means, in the served app: a quick double tap on ROLL rolls once and
shows no error (each game), and a MISHIMASH take is built one die a tap, the dice chosen so far
kept until the player rolls."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

import drivers
from cubiri_panel import registry
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.browser
LOOK = 30_000
# Seeds whose first roll waits for the player (MISHIMASH: a roll that scores, not a bust).
SEEDS = {"mishimash": 7, "magikaboom": 5, "magdagdon": 3}


def saved_history(page, game: str) -> list:
    """The actions of the game the page saved, as the engine reads them back."""
    saved = page.evaluate(f"() => localStorage.getItem('cubiri/v1/game/{game}')")
    return list(registry.get(game).game_class.from_dict(json.loads(saved)).history) if saved else []


@pytest.mark.parametrize("game", list(SEEDS))
def test_a_double_tap_on_roll_rolls_once_and_shows_no_error(page, served, screenshot, game):
    driver = drivers.of(game)(page, look=LOOK)
    driver.open(served, seed=SEEDS[game], lang="en")
    if hasattr(driver, "start"):
        driver.start()
    roll = page.locator(".cubiri-roll button")
    expect(roll).to_be_enabled(timeout=LOOK)
    roll.dblclick()
    driver.wait_until(lambda: saved_history(page, game), "the roll saved")
    page.wait_for_timeout(1_500)      # the second tap's answer, had there been one, is on the page by now
    screenshot(page, f"taps-double-roll-{game}")
    expect(page.locator(".cubiri-notice.error")).to_have_count(0)
    assert [action.kind for action in saved_history(page, game)] == ["roll"]


def seed_rolling_three_of_a_kind() -> tuple[int, list[int]]:
    """A seed whose first MISHIMASH roll shows exactly three dice of one face 2-6, and those dice."""
    for seed in range(1, 3000):
        game = MishimashGame(players=["Ana", "Ben"], seed=seed)
        game.roll()
        faces = [face for face in range(2, 7) if game.dice.count(face) == 3]
        if faces:
            return seed, [i for i, value in enumerate(game.dice) if value == faces[0]]
    raise AssertionError("no seed rolls three of a kind")


def test_a_mishimash_take_is_built_one_die_a_tap(page, served, screenshot):
    seed, three = seed_rolling_three_of_a_kind()
    driver = drivers.of("mishimash")(page, look=LOOK)
    driver.open(served, seed=seed, lang="en")
    driver.start()
    driver.roll()
    driver.wait_until(lambda: all(driver.dice()), "the dice rolled")
    hint = page.locator(".cubiri-preview .mm-hint")
    for n, die in enumerate(three, 1):
        driver.choose(die)                 # one tap: that die, and only that die, joins the take
        driver.wait_until(lambda: driver.selected() == sorted(three[:n]), f"{n} dice chosen")
        if n < 3:                          # on the way: what is missing, said calmly
            expect(hint).to_contain_text("Keep choosing", timeout=LOOK)
            expect(page.locator(".cubiri-preview [role=alert]")).to_have_count(0)
    expect(hint).to_contain_text("= +", timeout=LOOK)
    screenshot(page, "taps-mishimash-three-chosen")
    driver.roll()                          # takes the three, then rolls the dice left
    driver.wait_until(lambda: len(saved_history(page, "mishimash")) >= 3, "the take and the roll saved")
    take = saved_history(page, "mishimash")[1]
    assert take.kind == "take" and sorted(take.dice) == three, take
    assert Translator("en")("mishimash.hint.go_on", reason="x").startswith("Keep choosing")
