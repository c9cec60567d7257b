"""A game page's first paint is its own HTML and CSS (site/paint.py): the game shows before any
script has run, Bokeh's and Panel's scripts wait until Python runs the game, the page says how
far the download has got, and a tap on the paint is kept, marked as waiting.

Here the compiled wheels are missing, so the game stops at them (test_pages.py); playing a kept
tap in the live game needs a build with every wheel (the Pages workflow).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.ui.i18n import Translator

pytestmark = pytest.mark.browser

# Layout shifts the page saw, as Chromium counts them for CLS.
SHIFTS = """() => new Promise((done) => {
  let sum = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  setTimeout(() => done(sum), 500);  // the buffered entries come at once; none may come
})"""


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block"}


def test_the_game_shows_with_scripts_turned_off(browser, site_url):
    context = browser.new_context(java_script_enabled=False, service_workers="block")
    page = context.new_page()
    page.goto(f"{site_url}magdagdon.html")
    expect(page.locator(".cubiri-page .cubiri-home").first).to_be_visible()
    for name in ("ROLL", "Rules"):
        expect(page.get_by_role("button", name=name, exact=True).first).to_be_visible()
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path="test-artifacts/site-paint-magdagdon-no-script.png")
    context.close()


def test_every_paint_is_markup_with_declarative_shadow_roots(site):
    painted = sorted((site / "paint").glob("*.html"))
    assert len(painted) == 3 * 4 * 2
    for path in painted:
        markup = path.read_text()
        assert '<template shadowrootmode="open">' in markup and "<script" not in markup, path.name
    page = (site / "mishimash.html").read_text()
    assert (site / "paint" / "mishimash.en.html").read_text() in page  # the page holds its own
    head = page.split("</head>")[0]
    assert not re.findall(r'<script src=', head)  # nothing blocks the paint


def test_another_language_and_the_embed_paint_before_bokeh_loads(page, site_url, only_the_site):
    bokeh = []
    page.on("request", lambda request: bokeh.append(request.url) if "/vendor/bokeh/" in request.url else None)
    page.goto(f"{site_url}magikaboom.html?lang=it&embed=1")
    expect(page.get_by_role("button", name=Translator("it")("common.menu.rules"), exact=True).first).to_be_visible()
    expect(page.locator(".cubiri-page.cubiri-embed")).to_have_count(1)
    expect(page.locator(".cubiri-home")).to_have_count(0)
    assert page.evaluate("document.documentElement.lang") == "it" and bokeh == []
    assert only_the_site == []


# When the page shows its paint in place of its own, how many of the paint's stylesheets are not in.
UNSTYLED_WHEN_SHOWN = """
let hidden = false;
new MutationObserver((changes, watch) => {
  const root = document.documentElement;
  if (root && root.classList.contains("cubiri-repaint")) hidden = true;
  if (!hidden || root.classList.contains("cubiri-repaint")) return;
  watch.disconnect();
  const links = [];
  const walk = (node) => {
    for (const el of node.querySelectorAll("*")) {
      if (el.localName === "link" && el.rel === "stylesheet") links.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document.getElementById("cubiri-paint"));
  window.unstyledWhenShown = [links.length, links.filter((link) => !link.sheet).length];
}).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
"""


def test_a_repaint_shows_only_once_its_stylesheets_are_in(page, site_url, only_the_site):
    """The embed (or another language) puts its own paint in place of the page's. The stylesheets
    its shadow roots link do not hold the drawing back, so the paint waits for them out of sight:
    shown before they are in, it would shift as each one lands (Lighthouse counted it)."""
    page.add_init_script(UNSTYLED_WHEN_SHOWN)
    page.goto(f"{site_url}mishimash.html?embed=1")
    expect(page.locator(".cubiri-page.cubiri-embed")).to_be_visible()
    links, unstyled = page.evaluate("window.unstyledWhenShown")
    assert links > 40 and unstyled == 0
    assert page.evaluate(SHIFTS) == 0
    assert only_the_site == []


def test_an_early_tap_waits_and_the_download_shows_in_percent(page, site_url, only_the_site):
    page.route(f"{site_url}pyodide/python_stdlib.zip", lambda route: None)  # Python stays on its way
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}magdagdon.html?lang=es")
    status = page.locator(".cubiri-boot-status")
    expect(status).to_contain_text(re.compile(r"\d+\s?%"))
    roll = page.get_by_role("button", name="TIRAR", exact=True)
    roll.click()
    expect(roll).to_have_attribute("aria-busy", "true")
    expect(status).to_contain_text(Translator("es")("paint.waiting", percent="PERCENT").split("PERCENT")[0])
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path="test-artifacts/site-paint-waiting-es.png")
    assert page.evaluate(SHIFTS) == 0  # neither the status nor the mark moved the paint
    assert only_the_site == []


# Every rule of the stylesheets the paints share (paint/*.css), matched against the page's own
# tree: they style only what Bokeh draws inside its shadow roots.
SHARED_MATCHES = """() => {
  const found = [];
  for (const sheet of document.styleSheets) {
    if (!/\\/paint\\/[0-9a-f]+\\.css$/.test(sheet.href || "")) continue;
    const rules = [...sheet.cssRules];
    while (rules.length) {
      const rule = rules.pop();
      if (rule.cssRules) rules.push(...rule.cssRules);
      if (rule.selectorText && !rule.selectorText.includes(":host") && document.querySelector(rule.selectorText))
        found.push(rule.selectorText);
    }
  }
  return [document.querySelectorAll('link[href^="paint/"]').length, found];
}"""


def test_the_shared_stylesheets_are_files_that_touch_only_the_shadow_roots(page, site_url, site, only_the_site):
    shared = sorted((site / "paint").glob("*.css"))
    assert shared and all("<style>" + path.read_text() + "</style>" not in (site / "mishimash.html").read_text()
                          for path in shared)
    page.goto(f"{site_url}mishimash.html?lang=en")
    expect(page.locator(".cubiri-page").first).to_be_visible()
    linked, matched = page.evaluate(SHARED_MATCHES)
    assert linked >= 1 and matched == []
    assert only_the_site == []
