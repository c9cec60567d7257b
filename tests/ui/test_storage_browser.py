"""Hostile saved data in a real browser: the page still becomes ready, sets it aside once, plays."""

import json
import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

DEEP = "[" * 1500 + "]" * 1500   # json.loads raises RecursionError on it
SETTINGS = "cubiri/v1/settings"
GAME = "cubiri/v1/game/magdagdon"
SCORES = "cubiri/v1/highscores/magdagdon"
QUARANTINE = "cubiri/v1/quarantine/"


def usage(items: dict[str, str]) -> int:
    return sum(len(k) + len(v) for k, v in items.items())


def test_deeply_nested_values_are_set_aside_once_and_the_page_plays(app, storage, screenshot):
    from cubiri_panel.magdagdon import HighScores, MagdagdonGame, RandomPlayer

    tables = HighScores()
    for seed in (1, 2):
        game = MagdagdonGame(seed=seed)
        RandomPlayer(seed).play(game)
        tables = tables.add_record(game.record)[0]
    scores = json.dumps(tables.to_json())
    page = app("magdagdon")
    storage.set(page, {SETTINGS: DEEP, GAME: DEEP, SCORES: scores})
    page = app("magdagdon")
    notices = page.locator(".cubiri-notice")
    expect(notices).to_have_count(2)
    texts = notices.all_inner_texts()
    assert any("Your saved settings could not be read and were put aside" in t for t in texts)
    assert any("A saved MAGDAGDON game could not be read and was put aside" in t for t in texts)
    assert not any("cubiri/" in t or "{" in t for t in texts)
    # The copies are written before the bad keys go, and the new game is saved in their place.
    page.wait_for_function(f"() => localStorage.getItem('{SETTINGS}') === null"
                           f" && (localStorage.getItem('{GAME}') || '').startsWith('{{')")
    saved = storage.get(page)
    assert {k: v for k, v in saved.items() if k.startswith(QUARANTINE)} == {
        QUARANTINE + "settings": DEEP[:2048], QUARANTINE + "game/magdagdon": DEEP}
    assert saved[SCORES] == scores
    screenshot(page, "storage-deep-nesting")
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    page.locator(".cubiri-roll button").click()
    expect(page.locator(".cubiri-die-0")).to_have_attribute("aria-label", re.compile(r"showing [1-6]$"))
    page.wait_for_function("([k, v]) => localStorage.getItem(k) !== v", arg=[GAME, saved[GAME]])  # autosaved
    before = storage.get(page)

    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    expect(page.locator(".cubiri-notice")).to_have_count(1)       # only: the game was restored
    expect(page.locator(".cubiri-notice")).to_contain_text("was restored")
    page.wait_for_timeout(500)                                    # any write would have landed
    after = storage.get(page)
    assert after == before and usage(after) == usage(before)


def test_an_oversized_save_is_set_aside_cut_to_the_limit(app, storage):
    huge = '{"game": "magdagdon", "history": "' + "x" * 400_000 + '"}'
    page = app("magdagdon")
    storage.set(page, {GAME: huge})
    page = app("magdagdon")
    expect(page.locator(".cubiri-notice")).to_have_count(1)
    expect(page.locator(".cubiri-notice")).to_contain_text("A saved MAGDAGDON game could not be read")
    page.wait_for_function(f"() => (localStorage.getItem('{GAME}') || '').length < 100000")
    saved = storage.get(page)
    assert saved[QUARANTINE + "game/magdagdon"] == huge[:131_072]
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
