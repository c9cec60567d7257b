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


def test_a_hint_with_dice_prepared_finishes_the_turn_from_them():
    """Asked with a die prepared, the hint keeps it: each placement choice builds on the prepared
    die (its board holds it), its moves are legal from the position as it stands and confirm
    the turn, and no power touches the prepared die."""
    game = MagdagdonGame("peaceful", seed=11)
    game.roll()
    game.place(0, 1, 1)
    prepared = game.state.dice[0]
    found = options(game)
    placements = [o.action for o in found if isinstance(o.action, Placements)]
    assert placements
    for choice in placements:
        assert choice.kept == ((0, 1, 1),)
        assert choice.board[5] == prepared
        assert all(die != 0 for die, _, _ in choice.steps)
        played = MagdagdonGame.from_dict(game.to_dict())
        for action in choice.actions():
            played.apply(action)
        assert tuple(played.board.cells) == choice.board
    assert all(o.action.die != 0 for o in found if isinstance(o.action, Adjust))


def test_a_hint_whose_prepared_dice_block_the_turn_places_the_whole_roll():
    """When the prepared dice leave no way to place the dice the turn needs, the hint offers
    the whole roll's placements, which take the prepared dice back first (``kept`` empty)."""
    for seed in range(60):
        game = MagdagdonGame("peaceful", seed=seed)
        game.roll()
        for action in game.legal_actions():
            if action.kind != "place":
                continue
            tried = MagdagdonGame.from_dict(game.to_dict())
            tried.apply(action)
            if tried.blocked:
                found = [o.action for o in options(tried) if isinstance(o.action, Placements)]
                assert found and all(choice.kept == () for choice in found)
                assert len(found[0].steps) >= required(tried.state)
                return
    pytest.fail("no seed gave a blocking placement")
