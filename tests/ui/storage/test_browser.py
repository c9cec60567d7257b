"""Hostile saved data in a real browser: the page still becomes ready, sets it aside once, plays."""

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

DEEP = "[" * 1500 + "]" * 1500   # json.loads raises RecursionError on it
SETTINGS = "cubiri/v1/settings"
GAME = "cubiri/v1/game/magdagdon"
SCORES = "cubiri/v1/highscores/magdagdon"
QUARANTINE = "cubiri/v1/quarantine/"


def usage(items: dict[str, str]) -> int:
    return sum(len(k) + len(v) for k, v in items.items())


def test_deeply_nested_values_are_set_aside_once_and_the_page_plays(app, storage, screenshot):
    from cubiri_panel.magdagdon import HighScores, MagdagdonGame, RandomPlayer

    tables = HighScores()
    for seed in (1, 2):
        game = MagdagdonGame(seed=seed)
        RandomPlayer(seed).play(game)
        tables = tables.add_game(game)[0]
    scores = json.dumps(tables.to_json())
    page = app("magdagdon", saved={SETTINGS: DEEP, GAME: DEEP, SCORES: scores})
    notices = page.locator(".cubiri-notice")
    expect(notices).to_have_count(2)
    texts = notices.all_inner_texts()
    assert any("Your saved settings could not be read and were put aside" in t for t in texts)
    assert any("A saved MAGDAGDON game could not be read and was put aside" in t for t in texts)
    assert not any("cubiri/" in t or "{" in t for t in texts)
    # The copies are written before the bad keys go, and the new game is saved in their place.
    page.wait_for_function(f"() => localStorage.getItem('{SETTINGS}') === null"
                           f" && (localStorage.getItem('{GAME}') || '').startsWith('{{')")
    saved = storage.get(page)
    assert {k: v for k, v in saved.items() if k.startswith(QUARANTINE)} == {
        QUARANTINE + "settings": DEEP[:2048], QUARANTINE + "game/magdagdon": DEEP}
    assert saved[SCORES] == scores
    screenshot(page, "storage-deep-nesting")
    expect(page.locator(".cubiri-roll button")).to_be_enabled()
    page.locator(".cubiri-roll button").click()
    expect(page.locator(".cubiri-die-0")).to_have_attribute("aria-label", re.compile(r"showing [1-6]: "))
    page.wait_for_function("([k, v]) => localStorage.getItem(k) !== v", arg=[GAME, saved[GAME]])  # autosaved
    before = storage.get(page)

    page.reload()
    page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
    expect(page.locator(".cubiri-notice")).to_have_count(1)       # only: the game was restored
    expect(page.locator(".cubiri-notice")).to_contain_text("was restored")
    page.wait_for_timeout(500)                                    # any write would have landed
    after = storage.get(page)
    assert after == before and usage(after) == usage(before)


def test_an_oversized_save_is_set_aside_cut_to_the_limit(app, storage):
    huge = '{"game": "magdagdon", "history": "' + "x" * 400_000 + '"}'
    page = app("magdagdon", saved={GAME: huge})
    expect(page.locator(".cubiri-notice")).to_have_count(1)
    expect(page.locator(".cubiri-notice")).to_contain_text("A saved MAGDAGDON game could not be read")
    page.wait_for_function(f"() => (localStorage.getItem('{GAME}') || '').length < 100000")
    saved = storage.get(page)
    assert saved[QUARANTINE + "game/magdagdon"] == huge[:131_072]
    expect(page.locator(".cubiri-roll button")).to_be_enabled()


# storage.js on its own, with a stand-in for Panel's model: what it sends, and when.
STORAGE_JS = (Path(__file__).resolve().parents[3] / "cubiri_panel" / "ui" / "storage" / "storage.js").read_text()
RENDER_ALONE = """async source => {
    const module = await import(URL.createObjectURL(new Blob([source], {type: 'text/javascript'})));
    window.reports = [];
    const model = {sent_limit: 100, send_msg: msg => window.reports.push(msg), on: (_, cb) => { window.answer = cb; }};
    module.render({model, el: document.createElement('div')});
}"""


def test_the_page_reports_its_storage_again_until_python_acknowledges_it(page, context):
    """A report lost on the way (a notebook output drawn before the kernel's channel is open)
    is sent again, after 1, 2, 4 and then every 8 seconds; the acknowledgement stops it."""
    # (``context`` by name: a context of its own, as the clock installed stays with it)
    page.clock.install(time=0)
    page.goto("data:text/html,<title>storage</title>")
    page.clock.pause_at(60_000)               # time stands still but for run_for
    page.evaluate(RENDER_ALONE, STORAGE_JS)
    count = lambda: page.evaluate("window.reports.length")  # noqa: E731
    assert count() == 1 and "loaded" in page.evaluate("window.reports[0]")
    page.clock.run_for(999)
    assert count() == 1
    page.clock.run_for(2)
    assert count() == 2                       # 1 s
    page.clock.run_for(2000)
    assert count() == 3                       # 3 s
    page.clock.run_for(4000)
    assert count() == 4                       # 7 s
    page.evaluate("window.answer({ack: true})")
    page.clock.run_for(60_000)
    assert count() == 4                       # acknowledged: no more
