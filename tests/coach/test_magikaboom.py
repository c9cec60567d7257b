"""MAGIKABOOM's coach: each choice's chance of winning, exact with two players."""

from __future__ import annotations

import pytest

from cubiri_panel.coach import review
from cubiri_panel.magikaboom.coach import options
from cubiri_panel.magikaboom import Keep, Roll, Stop
from cubiri_panel.magikaboom.rules import Phase, potion_points
from cubiri_panel.magikaboom.solvers.race import race_table

from . import games


def test_two_player_values_are_the_solved_race():
    table = race_table()
    checked = 0
    for d in review(games.magikaboom()):
        state = d.state
        if state.phase is not Phase.STOP_OR_CONTINUE:
            continue
        me, other = state.scores[state.player], state.scores[1 - state.player]
        stop = table.stop_value(potion_points(state.cauldron + (state.held,)), (me, other))
        go_on = table.continue_value(state.cauldron, state.held, (me, other))
        values = {Stop(): stop, Roll(): go_on}
        assert d.chosen_value == pytest.approx(values[d.chosen], abs=1e-12)
        assert d.best_value == pytest.approx(max(stop, go_on), abs=1e-12)
        checked += 1
    assert checked


def test_two_dice_alike_and_a_roll_are_no_choice():
    for d in review(games.magikaboom(seats=3)):
        assert d.state.phase is not Phase.ROLL
        if d.state.phase is Phase.KEEP:
            assert d.state.rolled[0] != d.state.rolled[1] and {d.chosen, d.best} <= {Keep(0), Keep(1)}
    assert options(games.magikaboom().state) == []   # the game is over
