"""A lesson's game frame shows the game's cover (site/covers.py) until the reader comes to the
game, then the live game page in its place (static/lesson-game.js): the same look and height,
nothing of the game page fetched before, and a tap on the cover played in the game.

Here the compiled wheels are missing, so the game page stops at them; a kept tap is seen
waiting in the game page (test_paint.py), with Python held on its way.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from playwright.sync_api import expect

from cubiri_panel.registry import BUILT_IN as GAMES
from cubiri_panel.ui.i18n import LANGUAGES, Translator

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "site"))
import covers  # noqa: E402

# Layout shifts the lesson saw, as Chromium counts them for CLS (without those right after input).
SHIFTS = """() => new Promise((done) => {
  let sum = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) sum += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  setTimeout(() => done(sum), 500);  // the buffered entries come at once; none may come
})"""


@pytest.fixture
def browser_context_args(browser_context_args):
    return {**browser_context_args, "service_workers": "block", "viewport": {"width": 390, "height": 844}}


def game_requests(page, game: str) -> list[str]:
    found = []
    page.on("request", lambda request: found.append(request.url)
            if f"/{game}.html" in request.url or "static/boot.js" in request.url else None)
    return found


def test_each_cover_is_its_embed_paint_without_a_script_or_spinner(site):
    for game in GAMES:
        for lang in LANGUAGES:
            page = (site / covers.cover_name(game, lang)).read_text()
            paint = (site / "paint" / f"{game}.{lang}.embed.html").read_text()
            # nothing in the paint shows Panel's loading spinner, so the cover leaves out its styles
            assert not re.search(r'class="[^"]*\bpn-loading\b', paint) and "pn-loading" in paint
            assert "pn-loading" not in page and "loading.css" not in page
            shown = covers.without_spinner(paint)
            assert covers.from_root(shown) in page and "<script" not in page
            assert f'<html lang="{lang}">' in page
            # every stylesheet the cover's shadow roots link is in the head, from the covers' folder
            head = page.split("</head>")[0]
            assert sorted(set(re.findall(r'href="\.\./([^"]+)"', head))) == sorted(set(re.findall(r'href="([^"]+)"', shown)))


@pytest.mark.browser
def test_the_game_starts_once_the_reader_scrolls_to_it(page, site_url, only_the_site):
    requested = game_requests(page, "magdagdon")
    page.goto(f"{site_url}lessons/magdagdon.it.html")
    frame = page.locator("iframe.cubiri-embed")
    cover = page.frame_locator("iframe.cubiri-embed")
    rules = Translator("it")("common.menu.rules")
    expect(cover.get_by_role("button", name=rules, exact=True)).to_be_attached()
    box = frame.bounding_box()
    page.wait_for_load_state("networkidle")
    assert requested == []  # the lesson alone, and the cover
    page.mouse.wheel(0, 200)
    expect(page.locator("iframe.cubiri-embed[data-game]")).to_have_count(0, timeout=15_000)  # the cover gave way
    expect(frame).to_have_attribute("src", "../magdagdon.html?embed=1&lang=it&seed=2026")
    live = page.frame_locator("iframe.cubiri-embed")
    expect(live.locator(".cubiri-page.cubiri-embed")).to_be_visible()
    expect(live.locator(".cubiri-home")).to_have_count(0)
    assert requested and live.locator("html").get_attribute("lang") == "it"
    after = frame.bounding_box()
    assert (after["x"], after["width"], after["height"]) == (box["x"], box["width"], box["height"])
    assert after["y"] == pytest.approx(box["y"] - 200, abs=1)  # the same place in the lesson
    assert page.evaluate(SHIFTS) == 0
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path="test-artifacts/site-lesson-game-live-it.png")
    assert only_the_site == []


@pytest.mark.browser
def test_a_tap_on_the_cover_is_played_in_the_game(page, site_url, only_the_site):
    page.route(f"{site_url}pyodide/python_stdlib.zip", lambda route: None)  # Python stays on its way
    page.goto(f"{site_url}lessons/magdagdon.es.html")
    page.frame_locator("iframe.cubiri-embed").get_by_role("button", name="TIRAR", exact=True).click()
    frame = page.locator("iframe.cubiri-embed")
    expect(page.locator("iframe.cubiri-embed[data-game]")).to_have_count(0, timeout=15_000)
    expect(frame).to_have_attribute("src", "../magdagdon.html?embed=1&lang=es&seed=2026")
    live = page.frame_locator("iframe.cubiri-embed")
    expect(live.get_by_role("button", name="TIRAR", exact=True)).to_have_attribute("aria-busy", "true")
    waiting = Translator("es")("paint.waiting", percent="PERCENT").split("PERCENT")[0]
    expect(live.locator(".cubiri-boot-status")).to_contain_text(waiting)
    Path("test-artifacts").mkdir(exist_ok=True)
    page.screenshot(path="test-artifacts/site-lesson-game-tap-es.png")
    assert only_the_site == []
