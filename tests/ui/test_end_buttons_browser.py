"""The end screen's buttons line up with its text: each row of buttons starts at the left edge
of the game's code above them (Panel's own margin indented some rows and not others), the
shared link's field and button start at the edge of the text above them, and the rolls' CSV
link looks as the button beside it does.

The normal run takes MISHIMASH on a phone in Latvian and MAGIKABOOM on a laptop in English;
CUBIRI_FULL_MATRIX=1 runs the three games on both devices.
"""

from __future__ import annotations

import itertools
import json

import finished as shared
import pytest
from matrix import FULL

from cubiri_panel.magikaboom import MagikaboomGame, SimpleBot
from cubiri_panel.ui.mishimash import new_game

pytestmark = pytest.mark.browser

SLICE = (list(itertools.product(("mishimash", "magikaboom", "magdagdon"), ("phone", "laptop"))) if FULL
         else [("mishimash", "phone"), ("magikaboom", "laptop")])
LANG = {"phone": "lv", "laptop": "en"}
# The first button of each row on each game's end screen.
ROW_STARTS = {"mishimash": ("cubiri-play-again", "cubiri-copy-code", "cubiri-review-open"),
              "magikaboom": ("cubiri-again", "cubiri-copy-code", "cubiri-review-open"),
              "magdagdon": ("cubiri-play-again", "cubiri-review-open", "cubiri-copy", "cubiri-copy-code")}


def finished(game: str):
    if game == "magdagdon":
        return shared.game("magdagdon")   # RandomPlayer(1) with seed 7
    if game == "magikaboom":
        played, bot = MagikaboomGame(players=["Ana", "Ben"], computers={}, seed=3), SimpleBot()
        while not played.is_over:
            played.apply(bot.choose(played))
        return played
    played = new_game({"seats": [{"name": "Ana", "kind": "threshold"}, {"name": "Ben", "kind": "threshold"}],
                       "target": 60}, seed=7)
    while not played.is_over:
        played.step_computer()
    return played


@pytest.mark.parametrize("game,device", SLICE)
def test_the_end_screens_buttons_start_at_the_edge_of_its_text(browser, served, screenshot, game, device):
    size = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1366, "height": 768}}[device]
    context = browser.new_context(viewport=size, is_mobile=device == "phone", has_touch=device == "phone")
    try:
        page = context.new_page()
        url = f"{served}{game}?lang={LANG[device]}"
        page.goto(url)
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [f"cubiri/v1/game/{game}", json.dumps(finished(game).to_dict())])
        page.goto(url)
        page.wait_for_selector(".cubiri-page.cubiri-ready", state="attached", timeout=30_000)
        code = page.locator(".cubiri-game-code input")
        code.wait_for(state="visible", timeout=20_000)
        screenshot(page, f"end-buttons-{game}-{device}")
        edge = code.bounding_box()["x"]
        if game == "magdagdon":  # the result to share, above its own button
            assert abs(page.locator(".cubiri-share textarea").bounding_box()["x"] - edge) < 1
        for name in ROW_STARTS[game]:
            box = page.locator(f".{name} button").bounding_box()
            assert abs(box["x"] - edge) < 1, f"{name} starts at {box['x']:.0f}, the text at {edge:.0f}"
        page.locator(".cubiri-share-open button:visible").click()  # the end screen's
        text = page.locator(".cubiri-share p:visible")
        text.wait_for(state="visible", timeout=10_000)
        for part in (".cubiri-share-link input:visible", ".cubiri-share-copy button:visible"):
            assert abs(page.locator(part).bounding_box()["x"] - text.bounding_box()["x"]) < 1, part
        copy, csv = page.locator(".cubiri-copy-code button"), page.locator("a.cubiri-rolls-csv")
        look = "e => { const s = getComputedStyle(e); return [s.borderTopWidth, s.borderTopColor, s.borderRadius, s.fontSize, s.fontWeight, e.getBoundingClientRect().height]; }"
        assert csv.evaluate(look) == copy.evaluate(look)
        assert abs(csv.bounding_box()["y"] - copy.bounding_box()["y"]) < 1 or device == "phone"
    finally:
        context.close()
