"""The turns a player alone needs to bank a target: the exact chances of what a turn banks, the
recurrence in floats against the same in exact fractions, and both against seeded games played
through the rules."""

import math
import random
import statistics
from fractions import Fraction

import pytest

from cubiri_panel.memo import clear_memos
from cubiri_panel.mishimash import ThresholdBot, threshold_expectations
from cubiri_panel.mishimash.bots import BEST_THRESHOLD
from cubiri_panel.mishimash.game_length import (_TABLES, _banks, expected_turns,
                                                expected_turns_exact, turn_banks)
from cubiri_panel.mishimash.simulate import play_game


@pytest.mark.parametrize("threshold", [BEST_THRESHOLD, 10])
def test_a_turn_banks_with_exact_chances_whose_mean_is_the_thresholds_expectation(threshold):
    chances = turn_banks(threshold)
    assert all(type(chance) is Fraction and chance > 0 for _, chance in chances)
    assert sum(chance for _, chance in chances) == 1
    assert [half for half, _ in chances] == sorted({half for half, _ in chances})
    # a bank holds at least the threshold: nothing between a bust and it
    assert chances[0][0] == 0 and chances[1][0] >= 2 * threshold
    mean = sum(half * chance for half, chance in chances) / 2
    # threshold_expectations works every threshold out in one pass of its own
    assert float(mean) == pytest.approx(threshold_expectations(BEST_THRESHOLD)[threshold], rel=1e-12)


def test_the_chances_in_floats_are_the_exact_ones_to_rounding():
    exact, floats = turn_banks(), _banks(BEST_THRESHOLD, 1.0)
    assert [half for half, _ in floats] == [half for half, _ in exact]
    assert all(f == pytest.approx(float(e), rel=1e-13) for (_, f), (_, e) in zip(floats, exact))


@pytest.mark.parametrize("target", [1, 5, 27, 60, 100])
def test_the_float_recurrence_is_the_exact_one_to_rounding(target):
    exact = expected_turns_exact(target)
    assert exact > 1   # a first turn busts now and then
    assert expected_turns(target) == pytest.approx(float(exact), rel=1e-13)


def test_a_single_point_takes_the_turns_to_the_first_bank():
    """Any bank reaches a target of 1 point, so the turns are geometric: 1 / P(a bank)."""
    bust = dict(turn_banks())[0]
    assert expected_turns_exact(1) == 1 / (1 - bust)


def test_more_points_take_more_turns_and_a_longer_target_about_proportionally_more():
    turns = [expected_turns(target) for target in (200, 300, 500, 1000, 5000)]
    assert turns == sorted(turns) and turns[0] > 10
    mean_bank = threshold_expectations(BEST_THRESHOLD)[BEST_THRESHOLD]
    # far from the start, each point more costs 1 / (mean points a turn) turns
    assert expected_turns(5000) - expected_turns(4000) == pytest.approx(1000 / mean_bank, rel=1e-6)


def test_a_cold_answer_is_the_warm_one():
    warm = expected_turns(700)
    clear_memos("cubiri_panel.mishimash.game_length")
    assert not _TABLES and turn_banks.cache_info().currsize == 0
    assert expected_turns(700) == warm


@pytest.mark.parametrize("bad", [0, -5, 2.5, "300", True, 1_000_001])
def test_a_target_that_is_not_a_whole_number_of_points_in_range_is_refused(bad):
    with pytest.raises(ValueError, match="target"):
        expected_turns(bad)


@pytest.mark.parametrize("bad", [0, -1, 2.25, True])
def test_a_threshold_that_is_not_a_positive_whole_or_half_point_is_refused(bad):
    with pytest.raises(ValueError, match="threshold"):
        expected_turns(100, bad)


@pytest.mark.parametrize("target, threshold, games", [(200, BEST_THRESHOLD, 1000),
                                                      (1000, BEST_THRESHOLD, 200),
                                                      (100, 10, 800)])
def test_seeded_games_alone_last_the_expected_turns(target, threshold, games):
    """Games alone played to the end through the rules by the computer player the figure
    states: their mean number of turns lies within four standard errors of the figure (about
    5% of it here); a figure off by a tenth would fail."""
    turns = [play_game([ThresholdBot(threshold)], target, random.Random(seed)).turns[0]
             for seed in range(games)]
    mean, error = statistics.mean(turns), statistics.stdev(turns) / math.sqrt(games)
    expected = expected_turns(target, threshold)
    assert abs(mean - expected) < 4 * error < 0.06 * expected
