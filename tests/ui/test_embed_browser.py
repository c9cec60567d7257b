"""A game page inside a lesson author's iframe: `?embed=1` with `?lang=` and `?seed=`."""

from __future__ import annotations

import pytest
from drivers.magdagdon import MagdagdonDriver
from playwright.sync_api import expect

from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.rules import glossary
from matrix import chosen, diagonal

pytestmark = pytest.mark.browser


@pytest.fixture
def lesson_site(tmp_path, serve_folder):
    """Another origin serving lesson pages (on loopback: Chromium refuses to let a public page
    frame a local one)."""
    return tmp_path, serve_folder(tmp_path)


def test_an_embedded_game_follows_its_url_and_plays(page, served, lesson_site, screenshot):
    folder, url = lesson_site
    src = f"{served}magdagdon?embed=1&lang=it&seed=3"
    # The lesson page, as site/EMBED.md tells an author to write it.
    (folder / "lesson.html").write_text(f'<!doctype html><h1>Lezione</h1><iframe src="{src}" title="MAGDAGDON" '
                                        'style="width:100%;height:720px;border:0"></iframe>')
    page.goto(url + "lesson.html")
    frame = page.frame_locator("iframe")
    frame.locator(".cubiri-ready").wait_for(state="attached", timeout=30_000)
    expect(frame.locator(".cubiri-home")).to_have_count(0)  # no hub chrome in a lesson
    roll = frame.locator(".cubiri-roll button")
    expect(roll).to_have_text(glossary()["it"]["roll"])
    roll.click()
    game = MagdagdonGame(seed=3)
    game.roll()  # the same dice for everyone who opens this lesson
    expect(frame.locator(".cubiri-status")).to_have_attribute(
        "data-position", MagdagdonDriver.position(game), timeout=15_000)
    # Its saves work from inside another origin's page.
    expect(frame.locator(".cubiri-notice")).to_have_count(0)
    screenshot(page, "embed-magdagdon-it")


# site/EMBED.md's suggested heights: the whole page of each game in a 400 px wide frame, in
# every language.
EMBED_HEIGHTS = {"magdagdon": 720, "mishimash": 940, "magikaboom": 1340}


def in_frame(frame_box, box) -> bool:
    return (box["y"] >= frame_box["y"] - 0.5 and box["y"] + box["height"] <= frame_box["y"] + frame_box["height"] + 0.5
            and box["x"] >= frame_box["x"] - 0.5 and box["x"] + box["width"] <= frame_box["x"] + frame_box["width"] + 0.5)


@pytest.mark.parametrize("lang", chosen(LANGUAGES, keep=["it", "lv"]))
def test_a_whole_magdagdon_turn_with_a_power_fits_a_400_by_600_iframe(page, served, lesson_site, screenshot, lang):
    folder, url = lesson_site
    (folder / "small.html").write_text(f'<!doctype html><body style="margin:0"><iframe src="{served}magdagdon?embed=1&seed=3&lang={lang}" '
                                       'title="MAGDAGDON" style="width:400px;height:600px;border:0"></iframe>')
    page.set_viewport_size({"width": 800, "height": 800})
    page.goto(url + "small.html")
    frame = page.frame_locator("iframe")
    frame.locator(".cubiri-ready").wait_for(state="attached", timeout=30_000)
    box = page.locator("iframe").bounding_box()
    game = MagdagdonGame(seed=3)

    def press(selector):
        target = frame.locator(selector).first
        expect(target).to_be_enabled(timeout=15_000)
        assert in_frame(box, target.bounding_box()), f"{selector} is outside the 400 x 600 frame"
        # whatever the hint says, every power is at hand (a power may be used at any point of
        # the turn)
        powers = frame.locator(".cubiri-powers")
        if powers.is_visible():
            assert in_frame(box, powers.bounding_box()), f"before {selector}: the powers are outside the frame"
        target.click()

    def shown():
        # each press waits for the one before it to reach the board, as a player's eyes do
        expect(frame.locator(".cubiri-status")).to_have_attribute(
            "data-position", MagdagdonDriver.position(game), timeout=15_000)

    press(".cubiri-roll button")
    game.roll()
    shown()
    # A Majda Power (+1 on a die below 6), then the turn's dice placed and confirmed.
    die = next(i for i, v in enumerate(game.dice) if v < 6)
    press(f".cubiri-die-{die}")
    expect(frame.locator(".cubiri-powers")).to_be_visible()
    assert in_frame(box, frame.locator(".cubiri-power-info").bounding_box())
    press(".cubiri-plus button")
    game.adjust(die, 1)
    shown()
    chosen = die  # the adjusted die stays chosen
    for _ in range(game.required):
        free, row, col = RandomPlayer(1).placement(game)
        if free != chosen:
            press(f".cubiri-die-{free}")
        chosen = None
        press(f".cubiri-cell-{row}-{col}")
        game.place(free, row, col)
        shown()
    screenshot(page, f"embed-magdagdon-400x600-{lang}")
    press(".cubiri-confirm button")
    game.confirm()
    expect(frame.locator(".cubiri-status")).to_have_attribute(
        "data-position", MagdagdonDriver.position(game), timeout=15_000)
    assert frame.locator("html").evaluate("e => e.scrollTop") == 0


def test_the_embed_heights_in_embed_md_hold_each_game(page, served, screenshot):
    # What each game needs in a 400 px wide frame, measured on the screens a lesson shows
    # first (a turn in play); EMBED.md suggests these heights.
    needed = {}
    # each game and each language at least once (the whole matrix: every pair)
    for game, lang in diagonal(list(EMBED_HEIGHTS), LANGUAGES):
        # a browser of its own for each (an earlier visit would leave its game to resume)
        context = page.context.browser.new_context(viewport={"width": 400, "height": 600})
        visit = context.new_page()
        visit.goto(f"{served}{game}?embed=1&seed=3&lang={lang}")
        visit.wait_for_selector(".cubiri-ready", state="attached", timeout=30_000)
        if game != "magdagdon":
            visit.locator(".cubiri-start button").click()
        visit.locator(".cubiri-roll button").click()
        visit.wait_for_timeout(800)
        needed[game, lang] = visit.evaluate("document.documentElement.scrollHeight")
        screenshot(visit, f"embed-{game}-400-{lang}")
        context.close()
    print("embed heights needed at 400 px:", needed)
    assert all(needed[g, lang] <= EMBED_HEIGHTS[g] for g, lang in needed), needed
