""""Watch the expert play" in MAGDAGDON, without a browser: the expert's game on the board at a
pace, paused and stepped, never saved nor in the high scores; the player's game comes back."""

from __future__ import annotations

import json

from cubiri_panel.magdagdon import ExpertPlayer, MagdagdonGame
from cubiri_panel.ui.magdagdon import watch as watch_module
from cubiri_panel.ui.storage import game_key
from ui.magdagdon.views import make_view


def test_the_expert_plays_at_a_pace_paused_and_stepped_and_the_players_game_comes_back(monkeypatch):
    ticks = []
    monkeypatch.setattr(watch_module, "call_later", lambda seconds, f: ticks.append((seconds, f)))
    view, backend = make_view(seed=3, lang="es")
    own = view.game
    own.roll()
    saved = backend.items[game_key("magdagdon")]
    view.watch.button.clicks += 1
    watched = view.game
    assert view.watch.watching and watched is not own and view.watch.layout.visible
    assert "El experto juega en PEACEFUL" in view.watch.title.object
    assert not view.controls.main.visible and not view.coach.layout.visible
    # one action a tick, each at the pace
    for _ in range(3):
        seconds, tick = ticks.pop(0)
        assert seconds == watch_module.PACE
        tick()
    assert len(watched.history) == 3
    expert = MagdagdonGame(watched.difficulty, seed=watched.seed)
    for action in watched.history:
        assert ExpertPlayer().choose(expert) == action
        expert.apply(action)
    # paused: the tick does nothing, a step plays one action
    view.watch.pause.clicks += 1
    ticks.pop(0)[1]()
    assert len(watched.history) == 3 and not view.watch.step.disabled
    view.watch.step.clicks += 1
    assert len(watched.history) == 4
    # to the end: not saved, not in the high scores
    while not watched.is_over:
        view.watch.play_one()
    assert backend.items[game_key("magdagdon")] == saved and not view.highscores.table("peaceful")
    view.watch.stop.clicks += 1
    assert view.game is own and not view.watch.layout.visible and view.controls.games.visible
    assert json.loads(backend.items[game_key("magdagdon")]) == own.to_dict()
