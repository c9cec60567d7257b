"""The whole app in Pyodide, from a complete local build, every other host refused.

It needs a build with every wheel of the lock, and the compiled ones (numpy, pyyaml,
markupsafe) come only from the Pyodide CDN, at build time: so this runs in the Pages workflow
(`.github/workflows/pages.yml`), before deploying, and is skipped where the build printed
missing wheels (with CUBIRI_SITE_COMPLETE set, as in the workflow, it fails instead). Each page's time to its first playable move goes to
test-artifacts/site-timings.json.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.magdagdon import AcceptMagdagdon, Confirm, MagdagdonGame, Place, RandomPlayer, Roll
from cubiri_panel.mishimash import MishimashGame
from cubiri_panel.ui.magikaboom.words import ingredient_name
from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.browser
LIVE = 180_000  # a first visit downloads Pyodide and the wheels, on a shared runner
TIMINGS = Path("test-artifacts") / "site-timings.json"


@pytest.fixture(autouse=True)
def complete_build(missing):
    if missing and os.environ.get("CUBIRI_SITE_COMPLETE"):  # the workflow: never skip silently
        pytest.fail(f"the build could not fetch {sorted(missing)}")
    if missing:
        pytest.skip(f"this build lacks {len(missing)} compiled wheels (the Pyodide CDN is out of reach); "
                    "the Pages workflow builds them in and runs this test")


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block"}


def open_game(page, site_url, game: str, **query) -> float:
    """Open a game page and wait until its first move can be made; return the seconds it took."""
    page.set_default_timeout(LIVE)
    started = time.monotonic()
    page.goto(f"{site_url}{game}.html?" + "&".join(f"{k}={v}" for k, v in {"lang": "en", **query}.items()))
    page.locator(".cubiri-page.cubiri-ready").wait_for(state="attached")
    playable = ".cubiri-roll button" if game == "magdagdon" else ".cubiri-start"
    expect(page.locator(playable).first).to_be_enabled()
    seconds = time.monotonic() - started
    TIMINGS.parent.mkdir(exist_ok=True)
    timings = json.loads(TIMINGS.read_text()) if TIMINGS.exists() else {}
    TIMINGS.write_text(json.dumps({**timings, game: round(seconds, 2)}, indent=1))
    return seconds


def magdagdon_position(game: MagdagdonGame) -> str:
    return f"{game.phase.value}|{game.turn}|{game.board_with_prepared.to_text()}|{''.join(map(str, game.dice))}"


def test_a_whole_magdagdon_game_and_its_high_score_after_a_reload(page, site_url, only_the_site):
    open_game(page, site_url, "magdagdon", seed=7)
    game, player = MagdagdonGame(seed=7), RandomPlayer(3)
    while not game.is_over:
        action = player.choose(game)
        if isinstance(action, Roll):
            page.locator(".cubiri-roll button").click()
        elif isinstance(action, Confirm):
            page.locator(".cubiri-confirm button").click()
        elif isinstance(action, Place):
            page.locator(f".cubiri-die-{action.die}").click()
            expect(page.locator(f".cubiri-die-{action.die}")).to_have_class(re.compile(r"\bis-selected\b"))
            page.locator(f".cubiri-cell-{action.row}-{action.col}").click()
        elif isinstance(action, AcceptMagdagdon):
            page.locator(f".cubiri-cell-{action.row}-{action.col}").click()
            page.locator(".cubiri-accept-magdagdon button").click()
        game.apply(action)
        if not isinstance(action, Place):
            expect(page.locator(".cubiri-status")).to_have_attribute("data-position", magdagdon_position(game))
    expect(page.locator(".cubiri-final-score")).to_have_text(str(game.score))
    page.screenshot(path="test-artifacts/site-live-magdagdon-end.png")
    open_game(page, site_url, "magdagdon", seed=7)
    expect(page.locator(".cubiri-highscores")).to_contain_text(str(game.score))
    assert only_the_site == []


def dice_on_screen(page) -> list[str]:
    return page.locator(".cubiri-die").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")


def hint_answers(page) -> None:
    """The game's tables come once it is live (cubiri_panel/ui/solved_tables.py): the hint,
    which reads them, answers once they are there."""
    page.locator(".cubiri-hint-ask button").click()
    best = Translator("en")("coach.hint.best", choice="").rstrip(". ")
    expect(page.locator(".cubiri-hint-answer")).to_contain_text(best)


def test_a_mishimash_game_in_progress_resumes_after_a_reload(page, site_url, only_the_site):
    open_game(page, site_url, "mishimash", seed=11)
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-roll button").click()
    expect(page.locator(".cubiri-die").first).to_have_attribute("aria-label", re.compile(r"showing \d"))
    rolled = dice_on_screen(page)
    hint_answers(page)
    page.screenshot(path="test-artifacts/site-live-mishimash.png")
    open_game(page, site_url, "mishimash", seed=11)
    expect(page.locator(".cubiri-notice").first).to_contain_text("game in progress was restored")
    assert dice_on_screen(page) == rolled
    assert only_the_site == []


def test_a_magikaboom_turn(page, site_url, only_the_site):
    open_game(page, site_url, "magikaboom", seed=7)
    page.locator(".cubiri-start").click()
    page.locator(".cubiri-roll button").click()
    first = ingredient_name(random.Random(7).randint(1, 6), Translator("en"))  # as test_published.py
    expect(page.locator(".cubiri-die-0")).to_have_attribute("aria-label", re.compile(rf"^die 1 showing {re.escape(first)}\b"))
    hint_answers(page)
    page.screenshot(path="test-artifacts/site-live-magikaboom.png")
    assert only_the_site == []


def test_a_shared_games_link_opens_its_replay(page, site_url, only_the_site):
    """A "Share this game" link on the static site: the code in the fragment opens the replay,
    stepped by the arrow keys, each step said in the page's live region."""
    played = MishimashGame(["Ana", "Ben"], target=300, seed=4, computers={0: "cautious", 1: "champion"})
    played.play_computers()
    total = len(played.history)
    page.set_default_timeout(LIVE)
    page.goto(f"{site_url}mishimash.html?lang=en#game={played.to_code()}")
    head = page.locator(".cubiri-replay-head")
    expect(head).to_contain_text(f"Start of the game, {total} moves to go")
    page.keyboard.press("ArrowRight")
    expect(head).to_contain_text(f"Move 1 of {total}")
    expect(page.get_by_role("status").filter(has_text=f"Move 1 of {total}")).to_contain_text("Next: Ana")
    page.screenshot(path="test-artifacts/site-live-replay.png")
    assert only_the_site == []
