"""Class experiments on the built site, in Chromium with every other host blocked: class mode on
a lesson's form replays the whole class from the stated seeds as the engine does in CPython, and
the "Class results" page pools pasted codes in Pyodide, refusing what is not a code with why and
a paste over the limit unread. One language here; the texts of the others are the catalogues'."""

from __future__ import annotations

import time

import pytest
from playwright.sync_api import expect

from coach import games
from cubiri_panel.classroom import MAX_PASTE_BYTES, pool
from cubiri_panel.lessons.class_lab import class_run
from cubiri_panel.ui.i18n import LANGUAGES
from cubiri_panel.ui.numbers import percent, point_value

from .conftest import refuse_all_but, show_every_block

pytestmark = pytest.mark.pyodide

BUST = "mishimash/bust/3/convergence"


# Every text the form's status shows, in order: the page keeps them in window.cubiriSaid.
WATCH_STATUS = """() => {
  const status = document.querySelector("section.lab .lab-status");
  const said = window.cubiriSaid = [];
  new MutationObserver(() => said.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
}"""


def fill_class(section, code: str, number: int, size: int, trials: int, typing_ms: float = 0) -> None:
    """The class's fields filled in at once, or typed key by key ``typing_ms`` apart, as a reader does."""
    for name, value in (("class_code", code), ("class_number", number), ("class_size", size), ("trials", trials)):
        field = section.locator(f"input[name={name}]")
        if typing_ms:
            field.clear()
            field.press_sequentially(str(value), delay=typing_ms)
        else:
            field.fill(str(value))


def press(section) -> float:
    """Seconds from the press to the class's results on the page."""
    began = time.perf_counter()
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    return time.perf_counter() - began


def test_class_mode_replays_the_whole_class_as_the_engine_does(page, browser, site_url, only_the_site):
    """Python starts loading as class mode is turned on: pressed at once, the run waits for it
    and says so, then says each student done; pressed once the reader has typed the class's
    fields, it has less or nothing to wait for."""
    page.goto(f"{site_url}lessons/mishimash.en.html")
    section = page.locator("section.lab")
    page.evaluate(WATCH_STATUS)
    with page.context.expect_event("request", lambda r: r.url.endswith("pyodide/pyodide.asm.wasm")):
        section.locator("input[name=class]").check()  # no press yet: the worker starts loading
    fill_class(section, "Rossi 3B", 4, 30, 1_000)
    at_once = press(section)
    said = page.evaluate("window.cubiriSaid")
    assert said[0] == "Starting Python in your browser (the first run takes a few seconds)…", said
    assert "Simulating the class: student 30 of 30…" in said and any(" of 30…" in s for s in said[1:-2]), said
    # bad fields are said, and run nothing
    section.locator("input[name=class_code]").fill("")
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_have_text("Type the class code your teacher gives: 1 to 24 characters.")
    section.locator("input[name=class_code]").fill("Rossi 3B")
    section.locator("input[name=class_number]").fill("31")
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_have_text("Your number is a whole number from 1 to 30.")
    section.locator("input[name=class_number]").fill("4")
    loaded = press(section)
    # another first visit: the reader turns class mode on and types the class's fields
    context = browser.new_context()
    outside = refuse_all_but(context, site_url)
    other = context.new_page()
    other.goto(f"{site_url}lessons/mishimash.en.html")
    mine = other.locator("section.lab")
    mine.locator("input[name=class]").check()
    turned_on = time.perf_counter()
    fill_class(mine, "Rossi 3B", 4, 30, 1_000, typing_ms=200)
    typed = time.perf_counter() - turned_on
    after_typing = press(mine)
    assert mine.locator(".lab-class-results").get_attribute("data-pooled") == \
        section.locator(".lab-class-results").get_attribute("data-pooled")
    context.close()
    assert outside == []
    print(f"\n30 students x 1,000 rolls in Pyodide's worker: {loaded:.2f} s once loaded; the first press "
          f"{after_typing:.2f} s after {typed:.1f} s of typing; pressed as class mode is turned on: {at_once:.2f} s")
    assert loaded < 5
    expected = class_run(BUST, 1_000, "Rossi 3B", 30, 4)
    shown = section.locator(".lab-class-results").evaluate("node => ({...node.dataset})")
    assert (shown["code"], int(shown["students"])) == ("Rossi 3B", 30)  # as typed
    assert float(shown["pooled"]) == pytest.approx(expected["summary"]["pooled"], abs=1e-15)
    assert float(shown["spread"]) == pytest.approx(expected["summary"]["spread"], abs=1e-15)
    figures = section.locator(".lab-figures").evaluate("node => ({...node.dataset})")
    assert (int(figures["seed"]), int(figures["hits"])) == (expected["student"]["seed"], expected["student"]["hits"])
    expect(section.locator(".lab-strip circle.dot")).to_have_count(30)
    expect(section.locator(".lab-strip circle.you")).to_have_count(1)
    spread = point_value(expected["summary"]["spread"], "en")
    expect(section.locator(".lab-class-spread")).to_contain_text(f"within {spread} percentage points of the exact value")
    with page.expect_download() as download:
        section.locator("button.lab-download").click()
    text = open(download.value.path(), encoding="utf-8", newline="").read()
    assert text.startswith("\ufeffclass,student,seed") and text.count("\r\n") == 31
    show_every_block(page)
    page.screenshot(path="test-artifacts/lab-class-mishimash-en.png", full_page=True, scale="css")
    assert only_the_site == []





def test_the_class_results_page_pools_codes_and_says_why_it_refuses_the_rest(page, site_url, only_the_site):
    played = [games.mishimash(seed=4), games.magikaboom(seed=4), games.magdagdon(seed=4)]
    codes = [g.to_code() for g in played]
    pasted = "\n".join([codes[0], "", "not a code at all", codes[1], codes[0], "m9" + codes[0][2:], codes[2]])
    expected = pool(pasted)
    page.goto(f"{site_url}lessons/classroom.en.html")
    section = page.locator("section.pool")
    # a paste over the limit is refused unread, its limit stated
    page.locator("textarea[name=codes]").evaluate("(node, size) => { node.value = 'x'.repeat(size); }", 10_000_000)
    section.locator("button.lab-run").click()
    expect(section.locator(".lab-status")).to_contain_text(f"at most {MAX_PASTE_BYTES:,} bytes")
    page.locator("textarea[name=codes]").fill(pasted)
    section.locator("button.lab-run").click()
    expect(section).to_have_attribute("data-state", "done", timeout=90_000)
    expect(section.locator(".lab-status")).to_have_text(
        f"3 games pooled ({len(expected.rows())} rolls); 3 lines were not pooled.")
    reasons = section.locator(".pool-refused li").evaluate_all("items => items.map((i) => i.dataset.reason)")
    assert reasons == ["not-a-code", "repeated", "newer"]
    for kind, table in expected.tables().items():
        shown = section.locator(f".pool-{kind} table")
        assert int(shown.get_attribute("data-observed")) == table.total.observed
        assert float(shown.get_attribute("data-expected")) == pytest.approx(float(table.total.expected))
    with page.expect_download() as download:
        section.locator("button.pool-rows").click()
    assert open(download.value.path(), encoding="utf-8", newline="").read() == expected.to_csv()
    page.screenshot(path="test-artifacts/classroom-en.png", full_page=True, scale="css")
    assert only_the_site == []


def test_the_class_results_page_is_in_every_language_and_kept_offline(site):
    worker = (site / "serviceWorker.js").read_text()
    for lang in LANGUAGES:
        name = f"lessons/classroom.{lang}.html"
        html = (site / name).read_text()
        assert f'<html lang="{lang}">' in html and "static/classroom.js" in html and f'"{name}"' in worker
        assert f'href="lessons/classroom.{lang}.html"' in (site / ("index.html" if lang == "en" else f"index.{lang}.html")).read_text()
    for name in ("static/lab-common.js", "static/lab-class.js", "static/classroom.js"):
        assert f'"{name}"' in worker
# Every label of the form's two charts (the run's, and the class's strip) against every other, by
# their boxes in the drawing (one unit a CSS pixel), and every point of every line (the running
# frequency, the exact value, the pooled estimate) against the box its axes span: the strip's one
# axis with the drawing above it. What is wrong, in words.
CHART_GEOMETRY = """(section) => {
  const problems = [];
  for (const svg of section.querySelectorAll(".lab-chart svg, .lab-strip svg")) {
    const chart = svg.closest("figure").classList[0];
    const [, , width, height] = svg.getAttribute("viewBox").split(" ").map(Number);
    const labels = [...svg.querySelectorAll("text")].map((node) => ({ text: node.textContent, box: node.getBBox() }));
    if (labels.length < 4) problems.push(`${chart}: only ${labels.length} labels drawn`);
    labels.forEach(({ text, box }, i) => {
      if (box.x < 0 || box.y < 0 || box.x + box.width > width || box.y + box.height > height) {
        problems.push(`${chart}: "${text}" runs past the drawing`);
      }
      for (const other of labels.slice(i + 1)) {
        const wide = Math.min(box.x + box.width, other.box.x + other.box.width) - Math.max(box.x, other.box.x);
        const high = Math.min(box.y + box.height, other.box.y + other.box.height) - Math.max(box.y, other.box.y);
        if (wide > 0 && high > 0) problems.push(`${chart}: "${text}" overlaps "${other.text}"`);
      }
    });
    const axes = [...svg.querySelectorAll("line.axis")].map((axis) => ["x1", "x2", "y1", "y2"].map((k) => Number(axis.getAttribute(k))));
    const xs = axes.flatMap(([x1, x2]) => [x1, x2]), ys = axes.flatMap(([, , y1, y2]) => [y1, y2]);
    const plot = { left: Math.min(...xs), right: Math.max(...xs), top: axes.length > 1 ? Math.min(...ys) : 0, bottom: Math.max(...ys) };
    const lines = [...svg.querySelectorAll("line:not(.axis):not(.grid), polyline, path")];
    if (lines.length < 2) problems.push(`${chart}: only ${lines.length} lines drawn`);
    for (const line of lines) {
      const name = line.getAttribute("class");
      const numbers = line.tagName === "line" ? ["x1", "y1", "x2", "y2"].map((k) => Number(line.getAttribute(k)))
        : (line.getAttribute(line.tagName === "path" ? "d" : "points").match(/-?[\\d.]+/g) || []).map(Number);
      for (let i = 0; i < numbers.length; i += 2) {
        const [x, y] = [numbers[i], numbers[i + 1]];
        if (x < plot.left || x > plot.right || y < plot.top || y > plot.bottom) {
          problems.push(`${chart}: the ${name} line's point (${x}, ${y}) lies outside its axes ` +
                        `(${plot.left} to ${plot.right} across, ${plot.top} to ${plot.bottom} down)`);
          break;
        }
      }
    }
  }
  return problems;
}"""


@pytest.mark.parametrize(("lang", "width"), [("en", None), ("es", 320), ("lv", 390)])
def test_in_class_mode_the_charts_labels_stand_apart_and_their_lines_within_the_axes(browser, site_url, lang, width):
    """After a class's run, on a laptop and on phones in languages with long words and wide
    percentages: no label of the run's chart or of the class's strip covers another or runs past
    its drawing (the pooled estimate's and the reader's own, near each other, once did); the
    reader's estimate is the same number in the figures' table and on the strip; and the running
    frequency, whose first roll here is a bust, 100%, high above the chart's top of 50%, is cut
    where it crosses the top rather than drawn past it."""
    phone = {"viewport": {"width": width, "height": 700}, "is_mobile": True, "has_touch": True} if width else {}
    context = browser.new_context(**phone)
    outside = refuse_all_but(context, site_url)
    page = context.new_page()
    page.goto(f"{site_url}lessons/mishimash.{lang}.html")
    section = page.locator("section.lab")
    section.locator("input[name=class]").check()
    fill_class(section, "Rossi 3B", 2, 30, 300)
    press(section)
    run = class_run(BUST, 300, "Rossi 3B", 30, 2)
    student = run["student"]
    assert student["curve"][0] == [1, 1.0]  # the first roll a bust: the line starts above the top
    assert section.locator(".lab-chart text", has_text="50").count() == 1
    # the reader's run is one number in the figures' table and on the strip, as numbers.py writes it
    mine = percent(student["estimate"], lang)
    expect(section.locator(".lab-figures dd[data-field=estimate]")).to_have_text(mine)
    expect(section.locator(".lab-strip .legend-you")).to_contain_text(mine)
    expect(section.locator(".lab-strip .legend-pooled")).to_contain_text(percent(run["summary"]["pooled"], lang))
    problems = section.evaluate(CHART_GEOMETRY)
    section.scroll_into_view_if_needed()
    section.screenshot(path=f"test-artifacts/lab-class-charts-{lang}-{width or 'laptop'}.png")
    context.close()
    assert problems == [], "\n".join(problems)
    assert outside == []
