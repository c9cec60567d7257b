"""The odds of a position in the middle of a turn."""

from fractions import Fraction

import pytest

from cubiri_panel.mishimash import optimal_turn_values, position_odds


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
