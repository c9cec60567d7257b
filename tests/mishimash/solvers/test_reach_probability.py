"""The best chance to bank at least some points in one turn: against an exact enumeration over
every legal take with the turn's own rules, and against simulated turns."""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import pytest

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash import Bank, Roll, Turn, reach_probability, simulate_turns
from cubiri_panel.mishimash.odds import roll_outcomes
from cubiri_panel.mishimash.solvers.reach_probability import ReachPolicy, ReachValues, reach_values


def brute_force(points: float) -> Fraction:
    """The best chance by enumerating every roll and *every* legal take (not only the takes
    the table compares), stepping the game's own ``Turn``, in fractions."""
    need = Fraction(points)

    @lru_cache(maxsize=None)
    def between_rolls(turn: Turn) -> Fraction:
        if turn.rolls and turn.turn_points >= need:
            return Fraction(1)  # bank
        d = turn.dice_in_hand
        total = Fraction(0)
        for dice, weight in roll_outcomes(d):
            rolled = rules.roll(turn, dice)
            if rolled is None:
                continue  # a bust banks nothing
            total += weight * max(between_rolls(rules.take(rolled, o.indices).after)
                                  for o in rolled.takes())
        return total / 6 ** d

    return between_rolls(Turn())


@pytest.mark.parametrize("points", [0.5, 1, 2.5, 4, 6, 9])
def test_the_chance_is_the_exact_best_over_every_take(points):
    assert reach_probability(points) == pytest.approx(float(brute_force(points)), abs=1e-12)


def test_small_needs_by_hand():
    # half a point: anything but a bust of the first roll (5/216) makes it
    assert reach_probability(0.5) == pytest.approx(1 - 5 / 216, abs=1e-15)
    assert reach_probability(0) == reach_probability(-3) == 1.0
    assert reach_probability(10.2) == reach_probability(10.5) < reach_probability(10)


def test_the_chance_falls_as_the_need_grows():
    chances = [reach_probability(p / 2) for p in range(1, 241)]
    assert all(a >= b for a, b in zip(chances, chances[1:]))
    assert 0.56 < reach_probability(10) < 0.57 and 0.07 < reach_probability(100) < 0.09


@pytest.mark.parametrize("bad", ["10", None, float("nan"), float("inf"), True])
def test_bad_points_are_refused(bad):
    with pytest.raises(ValueError):
        reach_probability(bad)


@pytest.mark.parametrize("points", [10, 27, 60])
def test_simulated_turns_played_by_the_policy_make_it_as_often_as_the_chance_says(points):
    turns = 20_000
    made = sum(banked >= points for banked in simulate_turns(ReachPolicy(points), turns,
                                                              seed=f"reach {points}"))
    p = reach_probability(points)
    assert abs(made / turns - p) < 4 * math.sqrt(p * (1 - p) / turns)


def test_the_policy_banks_once_the_need_is_made_and_not_before():
    policy = ReachPolicy(20)
    assert policy.choose(Turn()) == Roll()
    assert policy.choose(Turn(3, 2, 39, 0)) == Roll()
    assert policy.choose(Turn(3, 2, 40, 0)) == Bank()


def test_landing_beyond_the_need_is_an_expectation_under_the_same_play():
    values = ReachValues()
    chance, beyond = values.odds(6, 1, 20, 0)
    assert chance == reach_values().chance(6, 1, 20, 0)
    assert 0 < beyond and values.odds(3, 2, -7, 0) == (1.0, 7.0)
    # a need of 20 half-points made on the first roll by three 1s lands 0 beyond; the
    # expected landing beyond the need is some points, well below the turn's value
    assert beyond / chance < 2 * 30
