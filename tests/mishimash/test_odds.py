"""Exact dice odds by enumeration, against the rules' figures and a seeded simulation; and the
odds of a position in the middle of a turn."""

import random
from fractions import Fraction

import pytest

from cubiri_panel.mishimash import bust_probability, is_bust, optimal_turn_values, position_odds, roll_outcomes
from cubiri_panel.mishimash.roll_cache import take_profiles


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


def test_one_die_left_by_hand():
    # a 1 adds 1 x 2 and clears (+10); a 5 adds 0.5 x 2 and clears; anything else busts
    odds = position_odds(1, 2, 3, 0)
    assert odds.bust == Fraction(2, 3) and odds.mishimash_taking_all == Fraction(1, 3)
    assert odds.points_taking_all == odds.points_playing_best == Fraction(12 + 11, 6)
    assert odds.bank_value == 3
    # rolling: 1/6 to go on from (6 dice, roll 3, 15 points, 1 clear), 1/6 from 14 points
    table = optimal_turn_values()
    expected = (table.value_half(6, 3, 30, 1) + table.value_half(6, 3, 28, 1)) / 6 / 2
    assert odds.roll_value == pytest.approx(expected, rel=1e-12) and odds.best == "roll"


def test_a_full_hand_at_turn_start_is_worth_the_optimal_turn():
    odds = position_odds(6, 1, 0, 0)
    assert odds.bust == Fraction(5, 216) and odds.best == "roll"
    assert odds.roll_value == pytest.approx(optimal_turn_values().start_value, rel=1e-12)
    assert odds.points_playing_best < odds.points_taking_all  # it keeps dice for later rolls


def test_a_big_turn_with_few_dice_banks():
    odds = position_odds(1, 4, 150, 1)
    assert odds.best == "bank" and odds.roll_value < 150


@pytest.mark.parametrize("position", [
    (0, 1, 0, 0), (7, 1, 0, 0), (6, 0, 0, 0), (6, 2, 0.25, 0), (6, 2, -1, 0), (6, 2, 5, 2),
    (6, 1.0, 0, 0),
])
def test_impossible_positions_are_refused(position):
    with pytest.raises(ValueError):
        position_odds(*position)
