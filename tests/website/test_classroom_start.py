"""Class mode starts Python as it is turned on, before any press: a start that fails then is said
by the press, in the page's language, as a press's own start is, and the press after tries again."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from cubiri_panel.lessons.class_lab import class_run
from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.pyodide

BLOCKED = "pyodide/pyodide.asm.wasm"


def test_a_start_that_failed_before_the_press_is_said_and_tried_again(page, context, site_url, only_the_site):
    refuse = lambda route: route.abort()  # noqa: E731
    context.route(f"{site_url}{BLOCKED}", refuse)
    page.goto(f"{site_url}lessons/mishimash.es.html")
    section = page.locator("section.lab")
    # turned on, class mode starts the worker at once, and its start fails with nobody waiting
    with context.expect_event("requestfailed", lambda r: r.url.endswith(BLOCKED)):
        section.locator("input[name=class]").check()
    expect(section.locator(".lab-status")).to_have_text("")
    section.locator("input[name=class_code]").fill("Rossi 3B")
    section.locator("input[name=trials]").fill("1000")
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "failed", timeout=60_000)
    status = section.locator(".lab-status")
    expect(status).to_have_class(re.compile(r"\blab-error\b"))
    t = Translator("es")
    said = status.inner_text()
    assert said.startswith(t("lab.failed").split("{error}")[0]), said
    assert (t("lab.errors.file", file=BLOCKED).split(BLOCKED)[0] + BLOCKED in said
            or t("lab.errors.load") in said), said
    context.unroute(f"{site_url}{BLOCKED}", refuse)
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    expected = class_run("mishimash/bust/3/convergence", 1_000, "Rossi 3B", 30, 1)
    shown = section.locator(".lab-class-results").get_attribute("data-pooled")
    assert float(shown) == pytest.approx(expected["summary"]["pooled"], abs=1e-15)
    expect(status).not_to_have_class(re.compile(r"\blab-error\b"))
    assert only_the_site == []
