"""The static site on phones: the landing pages, the lesson pages and the "Class results" page, with their charts and their
simulation form, at 320 and 390 px with mobile emulation (the page's viewport tag applies, as on
a real phone) and every host but the site refused. On each page nothing sticks out of the screen
or is cut, and no text is smaller than 12 px: a chart's words and numbers count at the size the
screen draws them. Screenshots go to test-artifacts/site-phone-<width>-<page>.png.

The games a lesson embeds are checked by their own tests: here their frames get an empty page,
so that no game boots Pyodide behind the lesson.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.lessons.lab import run_lab
from cubiri_panel.ui.i18n import LANGUAGES

from matrix import FULL

from .conftest import refuse_all_but, show_every_block

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SCREEN = (Path(__file__).resolve().parents[1] / "phone_screen.js").read_text()
MIN_TEXT = 12
WIDTHS = {320: 640, 390: 844}
LESSONS = ("magdagdon", "mishimash", "magikaboom", "victory")
GAMES = ("magdagdon", "mishimash", "magikaboom")


@pytest.fixture(params=list(WIDTHS))
def phone(request, browser, site_url):
    """A page on an emulated phone of each width, every other host refused and listed."""
    width = request.param
    context = browser.new_context(viewport={"width": width, "height": WIDTHS[width]}, is_mobile=True,
                                  has_touch=True, device_scale_factor=2)
    outside = refuse_all_but(context, site_url)
    for game in GAMES:
        context.route(f"{site_url}{game}.html*", lambda route: route.fulfill(
            content_type="text/html", body="<!doctype html><title>game</title>"))
    page = context.new_page()
    page.width, page.outside = width, outside
    yield page
    context.close()


def looked_at(page, name: str) -> list[str]:
    """What is wrong on the page as shown now, and its screenshot."""
    show_every_block(page)
    page.wait_for_timeout(100)
    result = page.evaluate(SCREEN, {"minText": MIN_TEXT})
    page.screenshot(path=str(ARTIFACTS / f"site-phone-{page.width}-{name}.png"), full_page=True, scale="css")
    problems = [] if result["width"] == page.width else [f"laid out {result['width']} px wide"]
    if result["scroll"] > result["width"]:
        problems.append(f"the page is {result['scroll']} px wide")
    problems += result["found"] + [f"text too small to read: {item}" for item in result["small"]]
    problems += [f"cut: {item}" for item in result["cut"]]
    return [f"{name}: {problem}" for problem in problems]


@pytest.mark.browser
def test_the_landing_lesson_and_class_results_pages_fit_the_phone(phone, site_url):
    # make test: each language at one width (en, es at 320 px; it, lv at 390 px), all pages in it
    languages = LANGUAGES if FULL else LANGUAGES[list(WIDTHS).index(phone.width)::2]
    problems = []
    for lang in languages:
        phone.goto(site_url + ("index.html" if lang == "en" else f"index.{lang}.html"))
        problems += looked_at(phone, f"index-{lang}")
        for lesson in LESSONS:
            phone.goto(f"{site_url}lessons/{lesson}.{lang}.html")
            expect(phone.locator("figure.chart").first).to_be_visible()
            problems += looked_at(phone, f"{lesson}-{lang}")
        phone.goto(f"{site_url}lessons/classroom.{lang}.html")
        problems += looked_at(phone, f"classroom-{lang}")
    assert problems == [], "\n".join(problems[:40])
    assert phone.outside == []


# make test: each lesson form at one width; CUBIRI_FULL_MATRIX=1: both at both widths
FORMS = [("victory", "lv"), ("magdagdon", "it")]


@pytest.mark.pyodide
@pytest.mark.parametrize(("phone", "lesson", "lang"),
                         [(w, *form) for w in WIDTHS for form in FORMS] if FULL else
                         [(width, *form) for width, form in zip(WIDTHS, FORMS)], indirect=["phone"])
def test_the_simulation_form_and_its_chart_fit_the_phone(phone, site_url, lesson, lang):
    """The form's choice of simulation (whole sentences) and the chart it draws, after a run."""
    phone.goto(f"{site_url}lessons/{lesson}.{lang}.html")
    section = phone.locator("section.lab")
    choices = section.locator("input[name=lab]")
    name = choices.last.get_attribute("value")
    if choices.count() > 1:
        choices.last.check()
    section.locator("input[name=trials]").fill("500")
    section.locator("input[name=seed]").fill("9")
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    assert int(section.locator(".lab-figures").get_attribute("data-hits")) == run_lab(name, 500, 9)["hits"]
    section.scroll_into_view_if_needed()
    problems = looked_at(phone, f"lab-{lesson}-{lang}")
    section.screenshot(path=str(ARTIFACTS / f"site-phone-{phone.width}-lab-{lesson}-{lang}-form.png"))
    assert problems == [], "\n".join(problems[:40])
    assert phone.outside == []
