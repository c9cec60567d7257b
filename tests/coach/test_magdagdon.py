"""MAGDAGDON's coach: a turn's placements, powers and ruins valued by the expert."""

from __future__ import annotations

import pytest

from cubiri_panel.coach import options, review
from cubiri_panel.magdagdon import Adjust, Difficulty, ExpertPlayer, MagdagdonGame, Reroll
from cubiri_panel.magdagdon.coach import Placements, paid
from cubiri_panel.magdagdon.rules import required
from cubiri_panel.magdagdon.solvers.best_turn import lookahead, ranked_placements

from . import games


def test_placements_are_worth_the_experts_look_one_roll_ahead_from_the_board_they_leave():
    decisions = review(games.magdagdon("survival"))
    assert decisions
    minimum = Difficulty.SURVIVAL.minimum
    for d in decisions:
        if isinstance(d.chosen, Placements):
            assert d.chosen_value == pytest.approx(lookahead(d.chosen.board, minimum) - paid(d.state))
        if isinstance(d.best, Placements):
            ranked = ranked_placements(d.state.board, d.state.dice, required(d.state), minimum)
            assert d.best_value == pytest.approx(ranked[0][0] - paid(d.state)) or d.best == d.chosen


def test_the_expert_gives_little_away_and_the_random_player_much():
    expert = review(games.magdagdon("peaceful", player="expert", seed=5))
    randomly = review(games.magdagdon("peaceful", player="random", seed=5))
    assert expert.given_away() < randomly.given_away()
    assert randomly.costliest(1)[0].cost > 5


def test_the_hint_after_a_roll_is_worth_what_the_expert_plays():
    for seed in range(4):
        game = MagdagdonGame("peaceful", seed=seed)
        game.roll()
        found = options(game)
        assert not any(isinstance(o.action, Reroll) for o in found)   # the expert weighs none here
        played = ExpertPlayer().choose(game)
        if isinstance(played, Adjust):
            assert next(o.value for o in found if o.action == played) == found[0].value
            continue
        while played.kind == "place":
            game.apply(played)
            played = ExpertPlayer().choose(game)
        assert tuple(game.board_with_prepared.cells) == found[0].action.board
