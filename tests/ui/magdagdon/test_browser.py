"""MAGDAGDON in a real browser: a whole seeded game played by clicks, resuming after a reload,
high scores kept, corrupt saves set aside, the rules in every language, the phone layout.

The moves are computed here by the engine replaying the same seed (a ``RandomPlayer``), and
clicked through the stable hooks; after each action the test waits until the page shows the
position the engine reached (``.cubiri-status[data-position]``).
"""

from __future__ import annotations

import json
import re

import pytest
from drivers.magdagdon import MagdagdonDriver
from playwright.sync_api import expect

from cubiri_panel.magdagdon import (MagdagdonGame, RandomPlayer, magdagdon_probability)
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.odds import chance as odds_chance
from cubiri_panel.ui.rules import rules_markdown

pytestmark = pytest.mark.browser

GAME_KEY = "cubiri/v1/game/magdagdon"
SCORES_KEY = "cubiri/v1/highscores/magdagdon"
SEED = 7
# The page answers within a second when the machine is quiet; the suite also runs on busy
# shared machines, so the first look at a freshly opened page may wait longer.
FIRST_LOOK = 20_000


def player_meeting_magdagdon(seed: int) -> int:
    """A random player's seed whose game with ``seed`` meets MAGDAGDON within three turns, so
    the test sees that state early (found by replaying, not written down: the engine decides)."""
    for player_seed in range(200):
        game, player = MagdagdonGame(seed=seed), RandomPlayer(player_seed)
        while game.turn < 3 and not game.in_magdagdon:
            game.apply(player.choose(game))
        if game.in_magdagdon:
            return player_seed
    raise AssertionError("no player seed meets MAGDAGDON early")


PLAYER_SEED = player_meeting_magdagdon(SEED)


def shows(page, game: MagdagdonGame) -> None:
    """Wait until the page shows the engine's position."""
    MagdagdonDriver(page, look=FIRST_LOOK).shows(game)


def click(page, selector: str) -> None:
    """Click a hook. Panel buttons are addressed as ``.hook button`` so that Playwright waits
    until the button itself is enabled, not merely its wrapper."""
    page.locator(selector).click()


def play(page, game: MagdagdonGame, player: RandomPlayer, until=lambda g: g.is_over, on_magdagdon=None):
    """Click the player's moves until ``until(game)`` (the game's driver checks the position
    after each turn-level action); ``on_magdagdon(page)`` sees the state once."""
    driver = MagdagdonDriver(page, look=FIRST_LOOK)
    driver.on_magdagdon = on_magdagdon
    return driver.play(game, player, until)


def test_a_seeded_game_played_by_clicks_reaches_the_end_screen_and_the_high_scores(app, storage, screenshot):
    page = app("magdagdon", seed=SEED)
    game, player = MagdagdonGame(seed=SEED), RandomPlayer(PLAYER_SEED)
    shows(page, game)
    screenshot(page, "magdagdon-start")

    seen = []

    def at_magdagdon(page):
        expect(page.locator(".cubiri-hint")).to_contain_text("MAGDAGDON!")
        screenshot(page, "magdagdon-magdagdon-state")
        seen.append(True)

    play(page, game, player, until=lambda g: g.turn >= 4 and g.phase.value == "place" and len(g.prepared) == 1,
         on_magdagdon=at_magdagdon)
    assert seen, "the game met MAGDAGDON"
    expect(page.locator(".cubiri-score")).to_have_text(str(game.score))
    click(page, ".cubiri-odds-toggle button")            # the engine's exact chance, beside the board
    chance = magdagdon_probability(game.board_with_prepared, "peaceful")
    expect(page.locator(".cubiri-odds-value")).to_have_text(odds_chance(chance, Translator("en")))
    expect(page.locator(".cubiri-magdagdon-odds")).to_contain_text(f"{chance * 1296} of the 1,296 rolls")
    screenshot(page, "magdagdon-mid-game")
    click(page, ".cubiri-odds-toggle button")
    expect(page.locator(".cubiri-odds-value")).to_be_hidden()   # the board moves back before the next tap
    play(page, game, player)

    end = page.locator(".cubiri-end")
    expect(end).to_be_visible()
    expect(page.locator(".cubiri-final-score")).to_have_text(str(game.score))
    expect(page.locator(".cubiri-highscores tr.is-new")).to_contain_text(str(game.score))
    share = page.locator(".cubiri-share textarea").input_value()
    assert f"Score: {game.score}" in share and "<" not in share
    screenshot(page, "magdagdon-end")
    saved = json.loads(storage.get(page)[SCORES_KEY])
    assert [e["score"] for e in saved["tables"]["peaceful"]] == [game.score]

    page = app("magdagdon", seed=SEED)          # a reload: the high score is still there
    expect(page.locator(".cubiri-highscores")).to_contain_text(str(game.score), timeout=FIRST_LOOK)
    click(page, ".cubiri-play-again button")
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    assert json.loads(storage.get(page)[SCORES_KEY]) == saved


def test_a_reload_resumes_the_game_exactly_with_its_prepared_dice(app, page, screenshot):
    page = app("magdagdon", seed=SEED)
    game, player = MagdagdonGame(seed=SEED), RandomPlayer(PLAYER_SEED)
    play(page, game, player, until=lambda g: g.turn >= 2 and g.phase.value == "place" and len(g.prepared) == 1)
    prepared_die = next(iter(game.prepared))
    page.reload()
    shows(page, game)                                   # same dice, board, prepared number, phase
    expect(page.locator(".cubiri-score")).to_have_text(str(game.score))
    expect(page.locator(f".cubiri-die-{prepared_die}")).to_have_class(re.compile(r"\bis-prepared\b"))
    expect(page.locator(".cubiri-notice").first).to_contain_text("game in progress was restored")
    # The keyboard alone carries on: focus a free die, Enter selects it and lights its cells.
    free = next(d for d in range(4) if d not in game.prepared)
    page.locator(f".cubiri-die-{free}").focus()
    page.keyboard.press("Enter")
    expect(page.locator(f".cubiri-die-{free}")).to_have_class(re.compile(r"\bis-selected\b"))
    legal = sorted(game.legal_cells_for(free))
    if legal:
        expect(page.locator(f".cubiri-cell-{legal[0][0]}-{legal[0][1]}")).to_have_class(re.compile(r"\bis-legal\b"))


def test_corrupt_saved_game_is_set_aside_with_a_notice(app, storage, screenshot):
    page = app("magdagdon", saved={GAME_KEY: '{"game": "magdagdon", "format": 1, "state": "tampered"}'})
    expect(page.locator(".cubiri-notice").first).to_contain_text("could not be read", timeout=FIRST_LOOK)
    saved = storage.get(page)
    set_aside = {k: v for k, v in saved.items() if k.startswith("cubiri/v1/quarantine/")}
    assert set_aside == {"cubiri/v1/quarantine/game/magdagdon": '{"game": "magdagdon", "format": 1, "state": "tampered"}'}
    assert GAME_KEY not in saved or saved[GAME_KEY] != set_aside["cubiri/v1/quarantine/game/magdagdon"]
    expect(page.locator(".cubiri-roll button")).to_be_enabled()     # and a fresh game to play
    screenshot(page, "magdagdon-corrupt-notice")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_page_and_labels_in_every_language(app, lang, screenshot):
    page = app("magdagdon", lang=lang)
    t = Translator(lang)
    expect(page.locator(".cubiri-hint")).to_have_text(t("magdagdon.hint.roll", turn=1), timeout=FIRST_LOOK)
    expect(page.locator(".cubiri-roll button")).to_have_text(t("magdagdon.buttons.roll"))
    page.locator(".cubiri-rules-toggle button").click()
    rules = page.locator(".cubiri-rules")
    first_section = next(line[3:] for line in rules_markdown("magdagdon", lang).splitlines() if line.startswith("## "))
    expect(rules.get_by_role("heading", name=first_section)).to_be_visible(timeout=FIRST_LOOK)
    if lang == "lv":
        screenshot(page, "magdagdon-rules-lv")


def test_phone_layout_has_no_horizontal_scroll_mid_game_and_at_the_end(app, phone, storage, screenshot, finished_game):
    page = app("magdagdon", lang="lv", viewport=phone, seed=SEED)
    game, player = MagdagdonGame(seed=SEED), RandomPlayer(PLAYER_SEED)
    play(page, game, player, until=lambda g: g.phase.value == "place" and len(g.prepared) == 1)
    click(page, f".cubiri-die-{next(d for d in range(4) if d not in game.prepared)}")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    for hook in (".cubiri-confirm button", ".cubiri-reroll button", ".cubiri-die-0", ".cubiri-cell-0-0"):
        box = page.locator(hook).bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, hook
    screenshot(page, "magdagdon-phone-lv")
    finished = finished_game("magdagdon")    # a finished game (seed 7, as SEED), saved: its end screen
    storage.set(page, {GAME_KEY: json.dumps(finished.to_dict())})
    page = app("magdagdon", lang="lv", viewport=phone)
    expect(page.locator(".cubiri-final-score")).to_have_text(str(finished.score), timeout=FIRST_LOOK)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, "magdagdon-phone-end-lv")


def test_roll_can_be_pressed_before_the_saved_game_is_read_and_counts_once_it_is(page, served, storage,
                                                                                  hold_saved_data):
    release = hold_saved_data()
    page.goto(served + f"magdagdon?seed={SEED}")
    click(page, ".cubiri-roll button")              # pressable before the saved data is read
    assert page.locator(".cubiri-ready").count() == 0
    release()
    game = MagdagdonGame(seed=SEED)
    game.roll()
    shows(page, game)
    page.wait_for_function("k => JSON.parse(localStorage.getItem(k) || '{}').history?.length === 1", arg=GAME_KEY)
