"""A game page inside a lesson author's iframe: `?embed=1` with `?lang=` and `?seed=`."""

from __future__ import annotations


import pytest
from playwright.sync_api import expect

from cubiri_panel.magdagdon import MagdagdonGame
from cubiri_panel.ui.rules import glossary

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
        "data-position", f"place|0|{game.board.to_text()}|{''.join(map(str, game.dice))}", timeout=15_000)
    # Its saves work from inside another origin's page.
    expect(frame.locator(".cubiri-notice")).to_have_count(0)
    screenshot(page, "embed-magdagdon-it")
