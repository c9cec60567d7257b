"""The "Class results" page with a pool's whole limit, 2,000 long games, in Pyodide's worker:
the count of codes read goes up as it works, Stop ends it, and the next press pools them all as
the engine does in CPython. It takes a minute or more: run it with CUBIRI_FULL_MATRIX=1."""

from __future__ import annotations

import os
import re
import time

import pytest
from playwright.sync_api import expect

from cubiri_panel.classroom import MAX_CODES, pool
from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.mishimash import MishimashGame

pytestmark = [pytest.mark.pyodide,
              pytest.mark.skipif(not os.environ.get("CUBIRI_FULL_MATRIX"), reason="a minute or more: CUBIRI_FULL_MATRIX=1")]

# Every text the status shows, with the time it showed, in window.cubiriSaid.
WATCH_STATUS = """() => {
  const status = document.querySelector("section.pool .lab-status");
  const said = window.cubiriSaid = [];
  new MutationObserver(() => said.push([performance.now(), status.textContent]))
    .observe(status, { childList: true, characterData: true, subtree: true });
}"""


def long_games() -> list[str]:
    """The codes of MAX_CODES finished games: half two-player MISHIMASH games to 300, a quarter
    MAGIKABOOM, a quarter MAGDAGDON on its hardest board."""
    codes = []
    for seed in range(MAX_CODES):
        if seed % 4 < 2:
            game = MishimashGame(["Ana", "Ben"], target=300, seed=seed, computers={0: "threshold", 1: "cautious"})
        elif seed % 4 == 2:
            game = MagikaboomGame(["Ana", "Ben"], seed=seed, computers={0: "simple", 1: "careful"})
        else:
            game, chooser = MagdagdonGame("nightmare", seed=seed), RandomPlayer(seed).choose
        while not game.is_over:
            if isinstance(game, MagdagdonGame):
                game.apply(chooser(game))
            else:
                game.step_computer()
        codes.append(game.to_code())
    return codes


def test_two_thousand_codes_are_pooled_with_progress_and_can_be_stopped(page, site_url, only_the_site):
    codes = long_games()
    text = "\n".join(codes)
    began = time.perf_counter()
    expected = pool(text)
    here = time.perf_counter() - began
    assert len(expected.games) == MAX_CODES and expected.refused == []
    page.goto(f"{site_url}lessons/classroom.en.html")
    section = page.locator("section.pool")
    status = section.locator(".lab-status")
    paste = page.locator("textarea[name=codes]")
    paste.evaluate("(node, text) => { node.value = text; }", text)
    # stopped part way: the worker ends, and the page says so
    section.locator("button.lab-run").click()
    expect(status).to_have_text(re.compile(rf"Reading the codes: [1-9][\d,]* of {MAX_CODES:,}…"), timeout=120_000)
    section.locator("button.lab-stop").click()
    expect(section).to_have_attribute("data-state", "failed")
    expect(status).to_have_text("Stopped. Press the button to run again.")
    expect(section.locator("button.lab-run")).to_be_enabled()
    # pooled in full: a fresh worker, Python started anew
    page.evaluate(WATCH_STATUS)
    pressed = page.evaluate("performance.now()")
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=300_000)
    said = page.evaluate("window.cubiriSaid")
    counts = [(at, text) for at, text in said if text.startswith("Reading the codes:")]
    assert len(counts) > 20 and counts[-1][1] == f"Reading the codes: {MAX_CODES:,} of {MAX_CODES:,}…", said[-3:]
    first, last = counts[0][0] - pressed, counts[-1][0] - pressed
    shown = said[-1][0] - pressed
    expect(status).to_have_text(f"{MAX_CODES:,} games pooled ({len(expected.rows()):,} rolls); every line was a game’s code.")
    for kind, table in expected.tables().items():
        assert int(section.locator(f".pool-{kind} table").get_attribute("data-observed")) == table.total.observed
    print(f"\nPooling {MAX_CODES:,} long games: CPython {here:.1f} s; the Class results page in Pyodide's worker "
          f"{shown / 1000:.1f} s from the press to the tables (Python started at {first / 1000:.1f} s, "
          f"every code read at {last / 1000:.1f} s, {len(counts)} progress updates)")
    assert only_the_site == []
