"""The MAGIKABOOM odds panel's chance of winning the game, for the player to move."""

from __future__ import annotations


import pytest

from cubiri_panel.magikaboom import MagikaboomGame
from cubiri_panel.magikaboom.solvers.race import race_table
from cubiri_panel.magikaboom.solvers.race_chances import win_chance
from cubiri_panel.ui.i18n import LANGUAGES, Translator
from cubiri_panel.ui.magikaboom.odds import OddsPanel
from cubiri_panel.ui.odds import chance as shown
from cubiri_panel.ui.players import kind_label



def game_at_a_turn_start(seats, seed, actions):
    """A seeded game of computer experts, played ``actions`` moves on, then to its next turn."""
    game = MagikaboomGame(players=[f"P{i}" for i in range(seats)],
                          computers={i: "expert" for i in range(seats)}, seed=seed)
    for _ in range(actions):
        game.step_computer()
    while game.phase != "roll":
        game.step_computer()
    return game


def render(game, lang="en"):
    return OddsPanel().render(game, Translator(lang))


def test_two_players_see_the_solved_races_chance_beside_the_points():
    game = game_at_a_turn_start(2, 4, 12)
    text = render(game)
    me, other = game.scores[game.current_player], game.scores[1 - game.current_player]
    assert (me, other) != (1, 1)
    chance = race_table().chance(me, other)
    assert "Expected potion points of a whole turn" in text  # the points stay
    assert f"P{game.current_player}’s chance to win the game" in text   # a computer's turn
    assert f"{shown(chance, Translator('en'), estimate=True)}, exact: the race solved, both playing to win" in text


def test_the_chance_follows_the_turn():
    game = game_at_a_turn_start(2, 9, 20)
    game.roll()
    assert shown(win_chance(game), Translator("en"), estimate=True) in render(game)  # the better keep
    game.keep(0)
    assert shown(win_chance(game), Translator("en"), estimate=True) in render(game)  # the better of stop and continue


def test_more_players_see_the_models_estimate():
    game = MagikaboomGame(players=["Ana", "Ben", "Cy", "Di"], seed=5)
    text = render(game)
    chance = win_chance(game)
    assert 0.15 < chance < 0.35  # four equal hats: near a quarter
    assert f"{shown(chance, Translator('en'), estimate=True)}, estimated by the model" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_chance_is_said_in_every_language(lang):
    t = Translator(lang)
    for game, key in ((game_at_a_turn_start(2, 1, 6), "magikaboom.odds.win_solved"),
                      (game_at_a_turn_start(3, 1, 6), "magikaboom.odds.win_model")):
        text = render(game, lang)
        assert t("odds.magikaboom.win", name=f"P{game.current_player}") in text
        assert t(key, chance=shown(win_chance(game), t, estimate=True)) in text
    assert kind_label("magikaboom", "champion", t) == kind_label("mishimash", "champion", t)


def test_a_finished_game_shows_no_chance():
    game = MagikaboomGame(players=["Ana", "Ben"], computers={0: "champion", 1: "champion"}, seed=2)
    while not game.is_over:
        game.step_computer()
    assert "chance to win the game" not in render(game)
