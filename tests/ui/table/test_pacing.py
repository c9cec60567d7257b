"""The step-by-step pace: the computers play one action per press of "Next computer move" and
nothing on their own (WCAG 2.2.1 and 2.2.2: the player sets the pace of what moves)."""

from __future__ import annotations

import pytest
import ui.magikaboom.views as magikaboom
import ui.mishimash.views as mishimash

from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.settings import Settings
from cubiri_panel.ui.table import pacing


def held_clock(monkeypatch):
    scheduled = []
    monkeypatch.setattr(pacing, "call_later", lambda seconds, callback: scheduled.append(callback))
    return scheduled


def test_step_by_step_is_a_speed_the_settings_keep():
    valid, problems = Settings.problems_in({"format": 1, "computer_speed": "step"})
    assert valid["computer_speed"] == "step" and not problems
    settings = Settings(computer_speed="step")
    assert settings.computer_delay is None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_magikaboom_computers_wait_for_each_press(monkeypatch, lang):
    scheduled = held_clock(monkeypatch)
    view, _ = magikaboom.make_view()
    view.shell.lang = lang
    view.shell.settings.computer_speed = "step"
    view.new_game(["Robo", "Ana"], {0: "careful"})
    game, button = view.game, view.pacer.next
    assert scheduled == [] and game.history == ()          # nothing moves on its own
    assert button.visible and button.name == Translator(lang)("access.pace.next")
    assert button in view.table.buttons.objects and view.table.skip.visible   # beside "Skip to my turn"
    for played in range(1, 100):
        button.clicks += 1
        assert len(game.history) == played and scheduled == []
        if not game.is_computer_turn:
            break
    assert game.current_player == 1 and not button.visible and view.table.roll.disabled is False


def test_leaving_step_by_step_lets_the_computers_play_on(monkeypatch):
    scheduled = held_clock(monkeypatch)
    view, _ = magikaboom.make_view()
    view.shell.settings.computer_speed = "step"
    view.new_game(["Robo", "Ana"], {0: "careful"})
    assert scheduled == []
    view.shell.settings.computer_speed = "fast"
    assert len(scheduled) == 1 and not view.pacer.next.visible
    scheduled.pop()()
    assert len(view.game.history) == 1


def test_mishimash_computers_wait_for_each_press(monkeypatch):
    scheduled = held_clock(monkeypatch)
    view, _ = mishimash.make_view()
    view.shell.settings.computer_speed = "step"
    game = mishimash.start(view, {"seats": [{"name": "Ben", "kind": "threshold"}, {"name": "Ana", "kind": "human"}],
                                  "target": 300})
    button = view.pacer.next
    assert scheduled == [] and game.history == () and button.visible
    assert button in view.play.buttons.objects
    presses = 0
    while game.is_computer_turn:
        before = (len(game.history), list(view.selection))
        button.clicks += 1
        presses += 1
        # each press shows the dice about to be taken, or plays one action: never more
        assert len(game.history) - before[0] <= 1 and (len(game.history), view.selection) != before
        assert scheduled == [] and presses < 200
    assert game.current_player == 1 and not button.visible and view.play.roll.disabled is False
