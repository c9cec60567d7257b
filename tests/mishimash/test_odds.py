"""Exact dice odds by enumeration, against the rules' figures and a seeded simulation."""

import random
from fractions import Fraction

import pytest

from cubiri_panel.mishimash import bust_probability, is_bust, roll_outcomes
from cubiri_panel.mishimash.odds import take_profiles


def test_bust_probabilities_are_exact():
    assert bust_probability(3) == Fraction(5, 18)
    assert [bust_probability(n) for n in range(1, 7)] == [
        Fraction(2, 3), Fraction(4, 9), Fraction(5, 18), Fraction(17, 108), Fraction(25, 324),
        Fraction(5, 216)]


@pytest.mark.parametrize("n", range(1, 7))
def test_bust_probability_agrees_with_a_seeded_simulation(n):
    rng, rolls = random.Random(n), 40_000
    busts = sum(is_bust(tuple(rng.randint(1, 6) for _ in range(n))) for _ in range(rolls))
    p = float(bust_probability(n))
    assert abs(busts / rolls - p) < 4 * (p * (1 - p) / rolls) ** 0.5


@pytest.mark.parametrize("n", range(1, 7))
def test_roll_outcomes_cover_every_roll_once(n):
    outcomes = roll_outcomes(n)
    assert sum(w for _, w in outcomes) == 6 ** n
    assert len({roll for roll, _ in outcomes}) == len(outcomes)
    choices, profiles = take_profiles(n)
    assert sum(w for w, _ in profiles) == 6 ** n * (1 - bust_probability(n))
    assert all(1 <= used <= n for used, _ in choices)


def test_rolls_of_no_dice_or_too_many_are_refused():
    for n in (0, 7):
        with pytest.raises(ValueError):
            bust_probability(n)
