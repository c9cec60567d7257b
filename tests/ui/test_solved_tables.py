"""Until a game's solved tables have arrived (the static site fetches them once the game is
live), the game plays, and what reads them waits, saying so: the computer players, the odds,
the hint and the review (cubiri_panel/ui/solved_tables.py). Then it all goes on by itself."""

from __future__ import annotations

import pytest
import test_magikaboom_view as magikaboom
import test_mishimash_view as mishimash

from cubiri_panel import registry
from cubiri_panel.ui import solved_tables
from cubiri_panel.ui.i18n import Translator


@pytest.fixture
def tables_away(monkeypatch):
    """The tables not installed yet; ``arrive(game)`` installs them, as the page does."""
    shipped, away = solved_tables.files, set(registry.names())
    monkeypatch.setattr(solved_tables, "files", lambda kind: [("cubiri_panel", "not-downloaded-yet.json")]
                        if kind in away and shipped(kind) else shipped(kind))

    def arrive(game: str) -> None:
        away.discard(game)
        solved_tables.arrived()
    yield arrive
    solved_tables._waiting.clear()


def computer_first_mishimash(lang="en"):
    view, _ = mishimash.make_view(lang=lang)
    view.shell.settings.show_odds = True
    game = mishimash.start(view, {"seats": [{"name": "Ben", "kind": "champion"}, {"name": "Ana", "kind": "human"}],
                                  "target": 300})
    return view, game


@pytest.mark.parametrize("lang", ["en", "lv"])
def test_mishimash_computers_and_odds_wait_for_the_tables_saying_so_then_play_on(tables_away, lang):
    t = Translator(lang)
    view, game = computer_first_mishimash(lang)
    assert not solved_tables.ready(game) and game.is_computer_turn and game.history == ()
    assert view.pacer.waiting.visible and t("solved.computers") in view.pacer.waiting.object
    assert view.pacer.waiting in view.play.buttons.objects
    assert view.skip_to_human() == 0 and game.history == ()
    assert t("solved.odds") in view.odds.pane.object
    tables_away("mishimash")
    assert not game.is_computer_turn and game.history  # no event loop here: they played at once
    assert not view.pacer.waiting.visible and t("solved.odds") not in view.odds.pane.object
    assert "<dl>" in view.odds.pane.object


def test_a_mishimash_player_plays_before_the_tables_and_the_hint_waits_for_them(tables_away):
    t = Translator("en")
    view, _ = mishimash.make_view()
    game = mishimash.start(view, {"seats": [{"name": "Ana", "kind": "human"}, {"name": "Ben", "kind": "optimal"}],
                                  "target": 300})
    view.play.roll.clicks += 1
    assert game.history and not game.is_computer_turn   # the first ROLL needs no table
    view.hints.button.clicks += 1
    assert t("solved.hint") in view.hints.pane.object and view.hints.answer.visible
    tables_away("mishimash")
    assert "cubiri-coach-best" in view.hints.pane.object


def test_magikaboom_computers_and_the_chance_of_winning_wait_for_the_race_then_play_on(tables_away):
    t = Translator("en")
    view, _ = magikaboom.make_view()
    view.shell.settings.show_odds = True
    view.new_game(["Robo", "Ana"], {0: "champion"})
    game = view.game
    assert game.is_computer_turn and game.history == ()
    assert view.pacer.waiting.visible and t("solved.computers") in view.pacer.waiting.object
    assert view.pacer.waiting in view.table.buttons.objects
    assert t("solved.win") in view.odds.pane.object
    tables_away("magikaboom")
    assert not game.is_computer_turn and game.history and not view.pacer.waiting.visible
    assert t("solved.win") not in view.odds.pane.object

