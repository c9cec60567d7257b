"""A served session leaves nothing alarming in the server's log: a player opens every page, plays
a few moves of each game, and opens and closes tabs quickly (before a page has loaded, while it
loads, while a computer is playing); the log of that server holds no warning, no error and no
traceback. The server cleans unused sessions up within the test (``--unused-session-lifetime``),
so the end of a session is part of what is checked.
"""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.mishimash import MishimashGame
from ui.mishimash.taps import taps

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
LOOK = 20_000
LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"
# A log line of level WARNING or worse, a traceback, or a Python warning (which Python prints
# as "...: SomethingWarning: message").
ALARMING = re.compile(r"^(WARNING|ERROR|CRITICAL) |Traceback|\b\w*Warning\b")
PAGES = ("", "magdagdon", "mishimash", "magikaboom")


def open_page(page, base, path, **query):
    page.goto(base + path + ("?" + "&".join(f"{k}={v}" for k, v in query.items()) if query else ""))
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    return page


def play_magdagdon(page, base):
    open_page(page, base, "magdagdon", seed=7)
    page.locator(".cubiri-roll button").click()
    page.locator(".cubiri-die-0").click()
    page.locator(".cubiri-cell.is-legal").first.click()
    expect(page.locator(".cubiri-cell.is-prepared")).to_have_count(1, timeout=LOOK)
    page.locator(".cubiri-rules-toggle button").click()
    page.locator(".cubiri-rules-close button").click()


def take_and_bank(page, seed):
    """ROLL, tap the dice of the engine's first take of that roll, BANK (the default table: a
    person, then a computer)."""
    game = MishimashGame(players=["Player 1", "Computer 2"], seed=seed)
    game.roll()
    page.locator(".cubiri-start button").click()
    page.locator(".cubiri-roll button").click()
    for die in taps(game.dice, game.takes()[0].indices):
        page.locator(f".cubiri-die-{die}").click()
    page.locator(".cubiri-bank button").click()


def play_mishimash(page, base):
    open_page(page, base, "mishimash", seed=3)
    take_and_bank(page, 3)
    # The computer's turn, then played at once.
    page.locator(".cubiri-skip button").click()
    expect(page.locator(".cubiri-roll button")).to_be_enabled(timeout=LOOK)


def play_magikaboom(page, base):
    open_page(page, base, "magikaboom", seed=3)
    page.locator(".cubiri-start button").click()
    page.locator(".cubiri-roll button").click()
    page.locator("button.cubiri-die-0").click()
    expect(page.locator(".cubiri-stop button")).to_be_enabled(timeout=LOOK)
    page.locator(".cubiri-stop button").click()


def _still_open(log: Path) -> int:
    """How many WebSocket connections a ``panel serve`` log shows opened and not yet closed."""
    text = log.read_text(encoding="utf-8")
    return text.count("WebSocket connection opened") - text.count("WebSocket connection closed")


def test_a_session_logs_no_warning_or_traceback(browser, serve_apps):
    base, stop = serve_apps("panel-serve-sessions.log", "--log-format", LOG_FORMAT,
                            "--unused-session-lifetime", "1000", "--check-unused-sessions", "500")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    connected = 0  # tabs that certainly connected
    try:
        page = context.new_page()
        open_page(page, base, "")
        page.locator(".cubiri-settings-toggle button").click()
        page.locator(".cubiri-settings-close button").click()
        play_magdagdon(page, base)
        play_mishimash(page, base)
        play_magikaboom(page, base)
        page.close()
        connected += 4
        # Tabs closed before the page has connected, right as it connects (the server is sending
        # the page), and once the page is drawn (while its saved data is read and applied).
        for path in PAGES:
            tab = context.new_page()
            tab.goto(base + path, wait_until="commit")
            tab.close(run_before_unload=True)  # as a player closes it; not waiting on the page
            tab = context.new_page()
            with tab.expect_websocket():
                tab.goto(base + path, wait_until="commit")
            tab.close(run_before_unload=True)  # as a player closes it; not waiting on the page
            tab = context.new_page()
            tab.goto(base + path)
            tab.wait_for_selector(".cubiri-page", state="attached", timeout=30_000)
            tab.close(run_before_unload=True)  # as a player closes it; not waiting on the page
            connected += 2
        # A tab closed while the computer plays (the server keeps writing to it for a moment),
        # in a browser of its own: this one's MISHIMASH game is in progress.
        tab = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
        open_page(tab, base, "mishimash", seed=5)
        take_and_bank(tab, 5)
        expect(tab.locator(".cubiri-skip button")).to_be_visible(timeout=LOOK)
        tab.context.close()
        connected += 1
        # Long enough for the server to find the sessions unused and clean them up.
        context.new_page().wait_for_timeout(3000)
    finally:
        context.close()
    # The server logs a connection's close once the browser has torn the tab down, which for
    # the tabs closed without waiting may come a moment after context.close() returns.
    deadline = time.monotonic() + 20
    while _still_open(ARTIFACTS / "panel-serve-sessions.log") and time.monotonic() < deadline:
        time.sleep(0.25)
    log = stop()
    lines = log.splitlines()
    # The test did what it says: the tabs connected, and every connection was closed.
    opened = sum("WebSocket connection opened" in line for line in lines)
    assert opened >= connected and opened == sum("WebSocket connection closed" in line for line in lines), log
    alarming = [line for line in lines if ALARMING.search(line)]
    assert not alarming, "\n".join(alarming[:20])
