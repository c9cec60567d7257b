"""MISHIMASH's coach: bank, roll on and takes valued at every point of a turn; exact in a final
turn, checked against the reach chances worked out afresh."""

from __future__ import annotations

import pytest

from cubiri_panel.coach import review
from cubiri_panel.mishimash.coach import Valuer
from cubiri_panel.mishimash.actions import Bank, Roll
from cubiri_panel.mishimash.rules import FINAL_ROUND, Turn, take
from cubiri_panel.mishimash.solvers.reach_probability import ReachValues
from cubiri_panel.mishimash.solvers.turn_values import optimal_turn_values

from . import games


def final_turn_decisions():
    for seed in range(4, 30):   # seat 0 reaches the target first: seat 1 has a final turn
        game = games.mishimash(target=150, seed=seed, levels=("champion", "optimal"))
        found = [d for d in review(game) if d.exact]
        if found:
            return found
    raise AssertionError("no seeded game reached a final turn with a choice")


def test_a_final_turn_is_valued_exactly_as_the_chance_to_beat_the_score():
    fresh = ReachValues()
    for d in final_turn_decisions():
        state = d.state
        assert state.stage == FINAL_ROUND and not state.queue and d.unit == "chance"
        need = max(state.scores_half) - state.scores_half[state.current] + 1
        turn = state.turn

        def chance(after: Turn, bank: bool) -> float:
            left = need - after.half_points
            rolled = fresh.chance(after.dice_in_hand, after.rolls + 1, left, after.clears) if left > 0 else 1.0
            return max(rolled, 1.0 if bank and left <= 0 else 0.0)

        if isinstance(d.chosen, (Bank, Roll)):
            values = {Bank(): 1.0 if turn.half_points >= need else 0.0, Roll(): chance(turn, False)}
            expected = values[d.chosen]
        else:
            expected = chance(take(turn, d.chosen.dice).after, True)
        assert d.chosen_value == pytest.approx(expected, abs=1e-12)


def test_alone_a_choice_is_worth_the_points_the_turn_banks():
    values = optimal_turn_values()
    for d in review(games.mishimash(seats=1, stop=120)):
        turn = d.state.turn
        if d.chosen == Bank():
            assert d.chosen_value == turn.half_points / 2
        elif d.chosen == Roll():
            assert d.chosen_value == values.roll_value_half(turn.dice_in_hand, turn.rolls + 1,
                                                            turn.half_points, turn.clears) / 2
        assert d.unit == "points" and d.exact


def test_a_roll_to_start_a_turn_and_a_single_take_are_no_choice():
    for d in review(games.mishimash(stop=200)):
        assert d.state.turn.rolls > 0
        assert d.options >= 2
    assert Valuer().options(games.mishimash().state) == []   # the game is over
