"""The three games in WebKit and Firefox, played to the end by the same drivers as in Chromium
(tests/drivers/, through the engines' page, page.py): the engine replays the same seed and gives
the person's moves, the page must show what the engine reached after each (MAGDAGDON's
position, MISHIMASH's dice and banked scores, MAGIKABOOM's log), and the end screen its score.
And a phone's width holds the page without a sideways scroll.

The tables are the defaults test's (tests/ui/test_defaults_browser.py): the person and one
computer, MISHIMASH's target typed short so that a game ends in a few turns.
"""

from __future__ import annotations

import json

import drivers
import pytest
from ui.engines.browsers import DEEP, READY
from ui.engines.page import EnginePage

from cubiri_panel.magdagdon import MagdagdonGame, RandomPlayer
from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.ui.i18n import Translator
from cubiri_panel.ui.mishimash import new_game
from cubiri_panel.ui.mishimash.words import points

pytestmark = pytest.mark.engines

SEED = 7
SHORT_TARGET = 60
PHONE_WIDTH, PHONE_HEIGHT = 390, 844   # the other tests' phone (tests/ui/conftest.py)


def names() -> list[str]:
    t = Translator("en")
    return [t("common.players.default_person", n=1), t("common.players.default_computer", n=2)]


def test_a_magdagdon_game_played_by_clicks_ends_with_the_engines_score(engine, served):
    page = EnginePage(engine)
    driver = drivers.of("magdagdon")(page)
    driver.open(served, seed=SEED)
    mirror = driver.play(MagdagdonGame(seed=SEED), RandomPlayer(0))
    drivers.expect(page.locator(".cubiri-final-score")).to_have_text(str(mirror.score))


def test_a_mishimash_game_played_by_clicks_ends_with_the_engines_scores(engine, served):
    page = EnginePage(engine)
    driver = drivers.of("mishimash")(page)
    driver.open(served, seed=SEED)
    driver.start(target=SHORT_TARGET)
    mirror = driver.play(new_game({"seats": [{"name": n, "kind": k} for n, k in zip(names(), ("human", "threshold"))],
                                   "target": SHORT_TARGET}, seed=SEED))
    assert driver.turns() == [str(n) for n in mirror.turns]
    shown = page.locator(".cubiri-score tbody tr td:nth-child(2)").all_inner_texts()
    assert [s.strip() for s in shown] == [points(s, "en") for s in mirror.scores]


def test_a_magikaboom_game_played_by_clicks_ends_with_the_engines_race(engine, served):
    page = EnginePage(engine)
    driver = drivers.of("magikaboom")(page)
    driver.open(served, seed=SEED)
    driver.start()
    mirror = driver.play(MagikaboomGame(players=names(), computers={1: "careful"}, seed=SEED))
    drivers.expect(page.locator(".cubiri-score tbody td.space")).to_have_text([str(n) for n in mirror.scores])


def test_a_phone_holds_the_page_without_a_sideways_scroll(engine, served):
    engine.viewport(PHONE_WIDTH, PHONE_HEIGHT)
    engine.open(served, "magdagdon")
    if engine.js("return innerWidth") == PHONE_WIDTH:
        widths = engine.js("return [document.documentElement.scrollWidth, innerWidth]")
    else:
        # WebKitGTK's MiniBrowser keeps its window at least 447 px wide inside (its toolbar's
        # width, and it has no option to hide it): the page is measured in a phone-sized frame.
        engine.js(f"""document.body.replaceChildren(Object.assign(document.createElement('iframe'), {{
            src: {json.dumps(served + "magdagdon")},
            style: 'border: 0; width: {PHONE_WIDTH}px; height: {PHONE_HEIGHT}px'}}))""")
        frame = "document.querySelector('iframe').contentWindow"
        engine.wait(f"const w = {frame}; if (!w.cubiriDeep) w.eval({json.dumps(DEEP)}); "
                    f"return w.cubiriDeep({json.dumps(READY)}).length > 0", "the page in its frame to be ready")
        widths = engine.js(f"const w = {frame}; "
                           "return [w.document.documentElement.scrollWidth, w.innerWidth, w.__cubiriErrors]")
        assert not widths.pop(), f"{engine.name}: the page in its frame met errors"
    assert widths[1] == PHONE_WIDTH
    assert widths[0] <= widths[1], f"{engine.name}: the page is {widths[0]} px wide in a {widths[1]} px screen"
