"""MAGDAGDON in WebKit and Firefox: a whole seeded game played by clicks ends with the engine's
score, and a phone's width holds the page without a sideways scroll.

As in Chromium (tests/ui/magdagdon/test_browser.py), the engine replays the same seed with a
``RandomPlayer`` and gives the moves; after each turn-level action the page's status must show
the position the engine reached (``.cubiri-status[data-position]``).
"""

from __future__ import annotations

import json

import pytest
from drivers.magdagdon import MagdagdonDriver
from ui.engines.browsers import DEEP, READY

from cubiri_panel.magdagdon import AcceptMagdagdon, Confirm, MagdagdonGame, Place, RandomPlayer, Roll

pytestmark = pytest.mark.engines

SEED = 7
PLAYER_SEED = 0
PHONE_WIDTH, PHONE_HEIGHT = 390, 844   # the other tests' phone (tests/ui/conftest.py)


def shows(engine, game: MagdagdonGame) -> None:
    position = MagdagdonDriver.position(game)
    engine.wait(f"const s = cubiriDeep('.cubiri-status')[0]; return s && s.dataset.position === {json.dumps(position)}",
                f"the position {position}")


def apply(engine, action) -> None:
    """Make the engine's ``action`` on the page, by the hooks the Chromium driver taps."""
    if isinstance(action, Roll):
        engine.click(".cubiri-roll button")
    elif isinstance(action, Confirm):
        engine.click(".cubiri-confirm button")
    elif isinstance(action, Place):
        engine.click(f".cubiri-die-{action.die}")
        engine.wait(f"return cubiriDeep('.cubiri-die-{action.die}.is-selected').length > 0",
                    f"die {action.die} to be chosen")
        engine.click(f".cubiri-cell-{action.row}-{action.col}.is-legal")
    elif isinstance(action, AcceptMagdagdon):
        engine.click(f".cubiri-cell-{action.row}-{action.col}")
        engine.click(".cubiri-accept-magdagdon button")   # enabled once a cell is chosen
    else:
        raise NotImplementedError(f"no page move for {action!r}")


def test_a_seeded_game_played_by_clicks_ends_with_the_engines_score(engine, served):
    engine.open(served, "magdagdon", seed=SEED)
    game, player = MagdagdonGame(seed=SEED), RandomPlayer(PLAYER_SEED)
    shows(engine, game)
    while not game.is_over:
        action = player.choose(game)
        apply(engine, action)
        game.apply(action)
        if not isinstance(action, Place):
            shows(engine, game)
    shows(engine, game)
    assert engine.wait("const s = cubiriDeep('.cubiri-final-score')[0]; return s && s.textContent.trim()",
                       "the final score") == str(game.score)


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
