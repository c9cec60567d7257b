"""The optimal turn values against plain recursion in exact fractions, and the optimal player
against every fixed banking threshold."""

import json
import random
import statistics
from fractions import Fraction
from functools import lru_cache
from importlib import resources

import pytest

from cubiri_panel.mishimash import rules
from cubiri_panel.mishimash import Bank, OptimalBot, Turn, simulate_turns, takes
from cubiri_panel.mishimash.bots import BEST_THRESHOLD
from cubiri_panel.mishimash.scoring import counts_of, takes_by_counts
from cubiri_panel.mishimash.odds import roll_outcomes
from cubiri_panel.mishimash.solvers.turn_values import (DEFAULT_CAP, TABLE_FILE, TurnValues,
                                             optimal_turn_values, threshold_expectations)


def plain_turn_value(cap: int, choose_take=None, bank_at=None) -> Fraction:
    """The turn's value by the definition, in exact fractions over every roll and every take.

    Without ``choose_take`` the player maximises (``V = max(bank, roll)``); with it, takes
    ``choose_take(takes)`` and banks once the turn holds ``bank_at`` points.
    """
    @lru_cache(maxsize=None)
    def value(d, k, half, clears):
        if half >= 2 * cap or (bank_at is not None and half >= 2 * bank_at):
            return Fraction(half, 2)
        total = Fraction(0)
        for roll, weight in roll_outcomes(d):
            takes = takes_by_counts(counts_of(roll))
            if not takes:
                continue

            def after(taken):
                used, gained = sum(taken), k * takes[taken]
                if used == d:
                    return value(6, k + 1, half + gained + 20 * (clears + 1), clears + 1)
                return value(d - used, k + 1, half + gained, clears)
            if choose_take is None:
                total += weight * max(after(taken) for taken in takes)
            else:
                total += weight * after(choose_take(takes))
        rolled = total / 6 ** d
        return rolled if bank_at is not None else max(Fraction(half, 2), rolled)
    return value(6, 1, 0, 0)


def test_optimal_values_match_the_definition_on_a_small_cap():
    assert TurnValues(cap=12).start_value == pytest.approx(float(plain_turn_value(12)), rel=1e-12)


def test_the_optimal_player_earns_exactly_the_optimal_value():
    """Evaluate the bot's own decisions exactly, through the same questions a game answers."""
    bot = OptimalBot(TurnValues(cap=12))

    @lru_cache(maxsize=None)
    def expected(turn):
        if turn.rolls and bot.choose(turn) == Bank():
            return Fraction(turn.half_points, 2)
        total = Fraction(0)
        for roll, weight in roll_outcomes(turn.dice_in_hand):
            rolled = rules.roll(turn, roll)
            if rolled is not None:
                total += weight * expected(rules.take(rolled, bot.choose(rolled).dice).after)
        return total / 6 ** turn.dice_in_hand
    assert float(expected(Turn())) == pytest.approx(bot.values.start_value, rel=1e-12)


def test_threshold_expectations_match_the_definition():
    every_die = lambda takes: max(takes, key=takes.get)  # noqa: E731
    found = threshold_expectations(12)
    for threshold in (1, 5, 12):
        exact = plain_turn_value(10 ** 6, choose_take=every_die, bank_at=threshold)
        assert found[threshold] == pytest.approx(float(exact), rel=1e-12)


def test_turn_value_above_banking_never_grows_with_the_turn_points():
    # the fact that lets the recursion stop expanding once banking is best
    values = TurnValues(cap=60)
    for d in range(1, 7):
        for k in range(2, 5):
            gains = [values.value_half(d, k, t, 0) - t for t in range(10, 120)]
            assert all(a >= b - 1e-9 for a, b in zip(gains, gains[1:]))


def test_a_table_restored_from_its_data_is_the_table_built():
    built = TurnValues(cap=25)
    restored = TurnValues(cap=25, data=json.loads(json.dumps(built.to_data())))
    assert restored.start_value == built.start_value
    for d, k, t, c in list(built._memo)[::7]:
        assert restored.value_half(d, k, t, c) == built.value_half(d, k, t, c)
    with pytest.raises(ValueError):
        TurnValues(cap=30, data=built.to_data())


def test_the_shipped_table_solves_its_own_equations():
    """Every shipped value is what one step of the recursion computes from the shipped values
    of the positions after it, and banking is best from every shipped bank point. It reads the
    file afresh: the process's shared table also holds positions other tests have asked about."""
    text = resources.files("cubiri_panel.mishimash.solvers").joinpath(TABLE_FILE).read_text(encoding="utf-8")
    shipped = TurnValues(DEFAULT_CAP, data=json.loads(text))
    data = shipped.to_data()
    assert data["cap"] == DEFAULT_CAP and len(data["groups"]) > 200
    rng = random.Random(3)
    positions = rng.sample(sorted(shipped._memo), 300)
    for d, k, t, c in positions:
        assert shipped.roll_value_half(d, k, t, c) == shipped._memo[(d, k, t, c)] > t
    for (d, k, c), lowest in rng.sample(sorted(shipped._bank_from.items()), 100):
        assert shipped.roll_value_half(d, k, lowest, c) <= lowest


def test_best_take_is_the_first_option_of_highest_value():
    values, rng = TurnValues(cap=40), random.Random(5)  # its own table: positions off the path
    for _ in range(300):
        dice = tuple(rng.choices(range(1, 7), k=rng.randint(1, 6)))
        options = takes(dice)
        if not options:
            continue
        k = rng.randint(1, 6)
        t, c = 2 * rng.randint(0, 40), rng.randint(0, min(k - 1, 1))
        worth = [values.take_value_half(len(dice), k, t, c, len(o.indices), o.half_points)
                 for o in options]
        assert values.best_take(len(dice), k, t, c, options) is options[worth.index(max(worth))]


def test_the_optimal_player_beats_every_fixed_threshold_exactly():
    thresholds = threshold_expectations(300)
    best = max(range(1, 301), key=thresholds.__getitem__)
    assert best == BEST_THRESHOLD  # the threshold bot's default
    assert optimal_turn_values().start_value > thresholds[best] + 4


@pytest.mark.slow
def test_the_shipped_table_is_a_fresh_build():
    # read from the file afresh: the shared table also remembers positions computed since
    # (the champion player, say, rolls on where the points-optimal player banks)
    fresh = TurnValues(DEFAULT_CAP).to_data()
    text = resources.files("cubiri_panel.mishimash.solvers").joinpath(TABLE_FILE).read_text("utf-8")
    assert json.loads(json.dumps(fresh)) == TurnValues(DEFAULT_CAP, data=json.loads(text)).to_data()


@pytest.mark.slow
def test_two_hundred_thousand_seeded_turns_agree_with_the_exact_values():
    turns = simulate_turns(OptimalBot(), 200_000, seed="issue-3")
    mean, error = statistics.fmean(turns), statistics.pstdev(turns) / len(turns) ** 0.5
    assert abs(mean - optimal_turn_values().start_value) < 4 * error
    assert mean >= max(threshold_expectations(300)[1:])
