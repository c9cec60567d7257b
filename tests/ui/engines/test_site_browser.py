"""The static site's Python pages in WebKit and Firefox: a lesson's simulation form gives the
very figures the engine's ``run_lab`` gives in CPython for the same seed, and the "Class
results" page pools pasted codes as ``cubiri_panel.classroom.pool`` does (the Chromium tests of
both: tests/website/test_lab.py, test_classroom.py)."""

from __future__ import annotations

import pytest
from coach import games
from ui.engines.built import unexpected
from ui.engines.page import EnginePage

from cubiri_panel.classroom import pool
from cubiri_panel.lessons.lab import run_lab

pytestmark = pytest.mark.engines

RUN = 120_000   # ms for Pyodide's start (cold, in an engine the machine runs slowly) and the run


@pytest.fixture(autouse=True)
def games_that_cannot_start(engine, missing_wheels):
    """The lessons embed the games, which cannot start where this build lacks wheels (built.py):
    what they report is left out of the page's errors, before the engine's own check."""
    yield
    assert unexpected(engine.errors(), missing_wheels) == []


def test_a_lessons_simulation_gives_cpythons_figures(engine, site_url):
    page = EnginePage(engine)
    page.goto(f"{site_url}lessons/mishimash.en.html")
    section = page.locator("section.lab")
    section.locator("input[name=trials]").fill("3000")
    section.locator("input[name=seed]").fill("7")
    section.locator("button.lab-run").click()
    section.expect().to_have_attribute("data-state", "done", timeout=RUN)
    figures = section.locator(".lab-figures").evaluate_all("all => ({...all[0].dataset})")
    expected = run_lab("mishimash/bust/3/convergence", 3_000, 7)
    assert figures["name"] == expected["name"]
    assert (int(figures["trials"]), int(figures["seed"]), int(figures["hits"])) == (3_000, 7, expected["hits"])
    assert float(figures["estimate"]) == expected["estimate"]


def test_the_class_results_page_pools_codes_as_cpython_does(engine, site_url):
    codes = [g.to_code() for g in (games.mishimash(seed=4), games.magikaboom(seed=4), games.magdagdon(seed=4))]
    pasted = "\n".join([codes[0], "not a code at all", codes[1], codes[2]])
    expected = pool(pasted)
    page = EnginePage(engine)
    page.goto(f"{site_url}lessons/classroom.en.html")
    section = page.locator("section.pool")
    page.locator("textarea[name=codes]").fill(pasted)
    section.locator("button.lab-run").click()
    section.expect().to_have_attribute("data-state", "done", timeout=RUN)
    section.locator(".lab-status").expect().to_have_text(
        f"3 games pooled ({len(expected.rows())} rolls); 1 line was not pooled.")
    for kind, table in expected.tables().items():
        shown = section.locator(f".pool-{kind} table")
        assert int(shown.get_attribute("data-observed")) == table.total.observed
        assert float(shown.get_attribute("data-expected")) == pytest.approx(float(table.total.expected))
