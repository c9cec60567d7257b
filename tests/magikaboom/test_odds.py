"""Exact potion odds against brute force over ordered dice and against a seeded simulation."""

import itertools
import random
from fractions import Fraction
from functools import lru_cache

import pytest

from cubiri_panel.magikaboom import (decision_odds, explodes, explosion_probability, keep_odds,
                                     potion_points, turn_points)

from .positions import reachable_cauldrons

ROLLS = list(itertools.product(range(1, 7), repeat=2))


@lru_cache(maxsize=None)
def brute_roll(cauldron):
    """Expected potion points of rolling two dice against ``cauldron`` (sorted), playing on to
    maximise them: every one of the 36 ordered rolls, no shared code with the module."""
    total = Fraction(0)
    for a, b in ROLLS:
        if not explodes(cauldron, (a, b)):
            total += max(brute_best(tuple(sorted(cauldron + (a,))), b),
                         brute_best(tuple(sorted(cauldron + (b,))), a))
    return total / 36


def brute_best(cauldron, held):
    stop = Fraction(potion_points(cauldron + (held,)))
    return max(stop, brute_roll(cauldron)) if len(cauldron) <= 4 else stop


def decision_positions():
    for cauldron in reachable_cauldrons():
        for held in range(1, 7):
            if cauldron and not explodes(cauldron, (held,)):
                yield cauldron, held


def test_explosion_probability_by_brute_force_at_every_decision():
    seen = 0
    for cauldron, held in decision_positions():
        expected = Fraction(sum(explodes(cauldron, r) for r in ROLLS), 36)
        assert explosion_probability(cauldron, held) == expected
        assert explosion_probability(cauldron) == expected  # the die in hand is rerolled
        seen += 1
    assert seen > 500


@pytest.mark.parametrize("cauldron, exact", [
    ((1,), Fraction(0)), ((1, 2), Fraction(12, 36)), ((1, 2, 3), Fraction(27, 36)),
    ((4, 4, 4, 1), Fraction(1 + 12, 36)),  # two more crystals (1 roll) or two new kinds (12)
])
def test_explosion_probability_against_a_seeded_simulation(cauldron, exact):
    rng = random.Random(2026)
    n = 40_000
    booms = sum(explodes(cauldron, (rng.randint(1, 6), rng.randint(1, 6))) for _ in range(n))
    assert explosion_probability(cauldron, 1 if 1 in cauldron else None) == exact
    assert abs(booms / n - float(exact)) < 0.01


@pytest.mark.parametrize("cauldron, held", [
    ((1, 1, 2, 2, 3), 1),   # reserve empty: no continuing
    ((1, 2, 3, 4), None),   # no potion holds four kinds
    ((1, 1, 1, 1), 1),      # nor five of one
    ((7,), None), ((True,), None), ((1,), 0),
])
def test_explosion_probability_refuses_impossible_decisions(cauldron, held):
    with pytest.raises(ValueError):
        explosion_probability(cauldron, held)


def test_stop_versus_continue_by_brute_force():
    for cauldron, held in list(decision_positions())[::3]:
        odds = decision_odds(cauldron, held)
        assert odds.stop == potion_points(cauldron + (held,))
        if len(cauldron) == 5:
            assert odds.go_on is None and odds.explosion is None and odds.best == "stop"
        else:
            assert odds.go_on == brute_roll(cauldron)
            assert odds.best == ("continue" if odds.go_on > odds.stop else "stop")


def test_whole_turn_and_keep_choices_by_brute_force():
    assert turn_points() == brute_roll(())
    first, second = keep_odds((2, 2), (2, 5))
    assert first == brute_best((2, 2, 2), 5) and second == brute_best((2, 2, 5), 2)
    assert first > second
    with pytest.raises(ValueError):
        keep_odds((1, 2), (3, 4))  # that roll exploded: nothing to keep


def test_a_few_known_values():
    # two crows and the third in hand: stop for 3, or continue without any risk yet
    odds = decision_odds((2, 2), 2)
    assert odds.stop == 3 and odds.explosion == 0 and odds.best == "stop"
    assert odds.go_on == brute_roll((2, 2)) < 3
    assert decision_odds((6, 6, 6, 6, 1), 1).stop == 6
