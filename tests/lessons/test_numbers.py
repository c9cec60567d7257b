"""The lessons' numbers: exact values against independent brute force, simulations within a few
standard errors of them, and seeds that make every build print the same numbers."""

import itertools
import keyword
import math
import pickle
import random
from collections import Counter
from fractions import Fraction

import pytest
from once import lesson_numbers as lesson_numbers_once

from cubiri_panel.lessons import NUMBERS, lesson_numbers, magikaboom_numbers, simulate_mean, simulate_probability
from cubiri_panel.lessons import magdagdon as mg_lesson
from cubiri_panel.lessons import magikaboom as mk_lesson
from cubiri_panel.lessons import mishimash as ms_lesson
from cubiri_panel.lessons.sampling import checkpoints_for, convergence, ordered_rolls, roll, running_estimates
from cubiri_panel.magdagdon import Board
from cubiri_panel.magikaboom import explodes, potion_points
from cubiri_panel.mishimash import (BOTS, ThresholdBot, TurnValues, is_bust, optimal_turn_values,
                                    play_turn, position_odds, takes, threshold_expectations)

from .brute import brute_magdagdon

SIGMAS = 4  # a correct simulation strays further than this about once in 16,000 draws


@pytest.fixture(scope="module")
def numbers(tmp_path_factory):
    return pickle.loads(lesson_numbers_once(tmp_path_factory).read_bytes())


# -- the simulation helpers ----------------------------------------------------------------------

def test_roll_is_every_ordered_roll_once():
    assert len(ordered_rolls(3)) == 216 and len(set(ordered_rolls(3))) == 216
    rng = random.Random(1)
    counts = Counter(roll(rng, 1) for _ in range(60_000))
    assert set(counts) == {(f,) for f in range(1, 7)}
    # chi-square with 5 degrees of freedom; 25 is beyond the 99.99th percentile
    assert sum((c - 10_000) ** 2 / 10_000 for c in counts.values()) < 25


def test_simulations_are_seeded_and_named():
    coin = lambda rng: rng.random() < 0.5  # noqa: E731
    a = simulate_probability(coin, 1000, seed=5, name="x")
    assert a == simulate_probability(coin, 1000, seed=5, name="x")
    assert a != simulate_probability(coin, 1000, seed=5, name="y")
    assert a != simulate_probability(coin, 1000, seed=6, name="x")
    assert (a.trials, a.seed) == (1000, 5)
    assert a.within(0.5, SIGMAS) and not a.within(0.6, SIGMAS)


def test_standard_error_of_a_proportion():
    est = simulate_probability(lambda rng: rng.random() < 0.25, 40_000, seed=1)
    assert est.within(0.25, SIGMAS)
    assert est.standard_error == pytest.approx(math.sqrt(0.25 * 0.75 / 40_000), rel=0.05)
    constant = simulate_mean(lambda rng: 3, 10)
    assert constant.value == 3 and constant.standard_error == 0 and constant.within(3)


def test_running_estimates_end_at_the_simulation_and_convergence_reads_them():
    die = lambda rng: roll(rng, 1)[0]  # noqa: E731
    means = running_estimates(die, 500, seed=3, name="d")
    assert len(means) == 500 and means[-1] == pytest.approx(simulate_mean(die, 500, seed=3, name="d").value)
    rows = convergence(die, 3.5, checkpoints=(10, 500), seed=3, name="d")
    assert [r["trials"] for r in rows] == [10, 500]
    assert rows[1]["estimate"] == means[-1] and rows[1]["error"] == pytest.approx(abs(means[-1] - 3.5))
    assert checkpoints_for(20_000) == (100, 1_000, 10_000, 20_000)
    assert checkpoints_for(100) == (100,)


def test_too_few_trials_are_refused():
    with pytest.raises(ValueError):
        simulate_mean(lambda rng: 1, 1)


def test_lesson_numbers_by_name():
    assert lesson_numbers("mishimash")["bust_3"] == Fraction(5, 18)
    with pytest.raises(ValueError, match="no lesson"):
        lesson_numbers("chess")


# -- what every lesson dict promises the pages ----------------------------------------------------

def test_names_are_plain_identifiers_and_values_are_printable(numbers):
    for n in numbers.values():
        assert n["trials"] >= 10_000 and "seed" in n
        for name, value in n.items():
            assert name.isidentifier() and not keyword.iskeyword(name), name
            assert isinstance(value, (Fraction, int, float, str, list)), (name, value)
            if isinstance(value, list) and value and isinstance(value[0], dict):
                assert all(set(row) == set(value[0]) for row in value), name


def test_same_seed_same_numbers_other_seed_other_estimates():
    first = magikaboom_numbers(trials=300, seed=11)
    assert first == magikaboom_numbers(trials=300, seed=11)
    other = magikaboom_numbers(trials=300, seed=12)
    assert other["explosion_abc"] == first["explosion_abc"]
    assert other["explosion_sim_abc"] != first["explosion_sim_abc"]
    first["explosion_table"].clear()  # a caller cannot spoil the next caller's numbers
    assert magikaboom_numbers(trials=300, seed=11)["explosion_table"]


# -- MAGDAGDON ----------------------------------------------------------------------------------

@pytest.mark.parametrize("key", list(mg_lesson.POSITIONS))
def test_magdagdon_exact_against_brute_force(numbers, key):
    n = numbers["magdagdon"]
    for difficulty in ("peaceful", "nightmare"):
        exact, stuck = brute_magdagdon(mg_lesson.POSITIONS[key], difficulty)
        assert n[f"{key}_{difficulty}"] == exact
        assert n[f"{key}_{difficulty}_stuck"] == stuck


def test_magdagdon_positions_are_reachable_and_simulations_agree(numbers):
    n = numbers["magdagdon"]
    assert n["ordered_rolls"] == 1296 and n["distinct_rolls"] == 126
    for row in n["positions"]:
        board = Board.parse(row["board"])
        assert board.numbers_connected() and board.neighbours_agree()
        for difficulty in ("peaceful", "nightmare"):
            est, se = row[f"{difficulty}_sim"], row[f"{difficulty}_se"]
            assert abs(est - row[difficulty]) <= SIGMAS * se + 1e-12, (row["key"], difficulty)
    # what the page says about them
    assert n["empty_peaceful"] == 0 < n["empty_nightmare"]
    assert all(r["nightmare"] >= r["peaceful"] for r in n["positions"])
    assert n["corner_ratio"] == pytest.approx(float(n["corner_nightmare"] / n["corner_peaceful"]))
    assert n["corner_ratio"] > 2


def test_magdagdon_last_cell_is_counted_by_hand(numbers):
    n = numbers["magdagdon"]
    assert (n["last_cell_fits"], n["last_cell_misses"]) == (2, 4)
    assert n["last_cell_peaceful"] == n["last_cell_nightmare"] == Fraction(4, 6) ** 4
    assert n["last_cell_peaceful_stuck"] == 4 ** 4


def test_magdagdon_convergence_table(numbers):
    rows = numbers["magdagdon"]["corner_convergence"]
    assert [r["trials"] for r in rows][-1] == numbers["magdagdon"]["trials"]
    assert rows[-1]["error"] < 0.02


# -- MISHIMASH -----------------------------------------------------------------------------------

@pytest.mark.parametrize("dice", range(1, 7))
def test_mishimash_bust_against_every_ordered_roll(numbers, dice):
    n = numbers["mishimash"]
    busts = sum(is_bust(r) for r in itertools.product(range(1, 7), repeat=dice))
    assert n[f"busts_{dice}"] == busts and n[f"outcomes_{dice}"] == 6 ** dice
    assert n[f"bust_{dice}"] == Fraction(busts, 6 ** dice)
    assert abs(n[f"bust_sim_{dice}"] - n[f"bust_{dice}"]) <= SIGMAS * n[f"bust_se_{dice}"]
    assert abs(n[f"gain_sim_{dice}"] - n[f"gain_{dice}"]) <= SIGMAS * n[f"gain_se_{dice}"]


@pytest.mark.parametrize("dice", range(1, 5))
def test_mishimash_gain_against_the_games_options(dice):
    # the game's own list of takes, most points first, over every ordered roll
    for k, clears in ((1, 0), (3, 1)):
        total = Fraction(0)
        for r in itertools.product(range(1, 7), repeat=dice):
            options = takes(r)
            if options:
                best = max(options, key=lambda o: o.points)
                total += k * Fraction(best.half_points, 2) + (10 * (clears + 1) if len(best.indices) == dice else 0)
        assert ms_lesson.roll_gain(dice, k, clears) == total / 6 ** dice


@pytest.mark.parametrize("dice", range(1, 7))
def test_mishimash_gain_agrees_with_position_odds(dice):
    values = TurnValues(cap=3)  # points_taking_all does not depend on the values' cap
    for k in (1, 2):
        assert ms_lesson.roll_gain(dice, k) == position_odds(dice, k, 0, 0, values).points_taking_all


def test_mishimash_breakeven_is_where_one_more_roll_equals_banking(numbers):
    n = numbers["mishimash"]
    for d in range(1, 7):
        for k in n["multipliers"]:
            if k == 1 and d < 6:  # no turn gets there: its first roll has six dice
                assert f"breakeven_x{k}_{d}" not in n
                assert n["dice_table"][d - 1][f"breakeven_x{k}"] == ms_lesson.NO_TURN_GETS
                continue
            even = n[f"breakeven_x{k}_{d}"]
            clears = 1 if d == 6 and k > 1 else 0  # six dice after the first roll: a MISHIMASH
            assert ms_lesson.one_roll_value(d, k, even, clears) == even
            assert ms_lesson.one_roll_value(d, k, even - 1, clears) > even - 1
            assert ms_lesson.one_roll_value(d, k, even + 1, clears) < even + 1
        # the multiplier raises the break-even: more is at stake in each roll's points
        assert n[f"breakeven_x2_{d}"] < n[f"breakeven_x3_{d}"]
    assert n["breakeven_x1_6"] < n["breakeven_x2_6"]


def test_mishimash_worked_decision(numbers):
    n = numbers["mishimash"]
    assert n["example_low_points"] < n["example_breakeven"] < n["example_high_points"]
    assert n["example_low_roll"] > n["example_low_points"]
    assert n["example_high_roll"] < n["example_high_points"]
    for tag in ("low", "high"):
        assert abs(n[f"example_{tag}_roll_sim"] - n[f"example_{tag}_roll"]) <= SIGMAS * n[f"example_{tag}_roll_se"]


def test_mishimash_optimal_play_is_never_worse_than_one_roll(numbers):
    # rolling once and banking is one way of rolling on, so optimal play is worth at least as much
    for d in range(1, 7):
        for k in (1, 2, 3):
            for t in range(0, 60, 3):
                assert ms_lesson.optimal_roll_value(d, k, t) >= float(ms_lesson.one_roll_value(d, k, t)) - 1e-9
    n = numbers["mishimash"]
    d, k, limit = n["example_dice"], n["example_multiplier"], n["example_optimal_limit"]
    values = optimal_turn_values()
    assert values.should_roll(d, k, round(2 * limit), 0) and not values.should_roll(d, k, round(2 * limit) + 1, 0)
    assert n["example_breakeven"] < n["example_high_points"] <= limit  # the example the page tells
    assert n["example_high_optimal"] > n["example_high_points"] > n["example_high_roll"]
    assert abs(n["example_high_optimal_sim"] - n["example_high_optimal"]) <= SIGMAS * n["example_high_optimal_se"]


def test_mishimash_thresholds(numbers):
    n = numbers["mishimash"]
    assert n["threshold_best"] == BOTS["threshold"]().threshold  # the engine's tuned bot agrees
    assert n["threshold_best_value"] == threshold_expectations(60)[n["threshold_best"]]
    assert abs(n["threshold_best_sim"] - n["threshold_best_value"]) <= SIGMAS * n["threshold_best_se"]
    assert max(r["value"] for r in n["thresholds"]) == n["threshold_best_value"]


def test_mishimash_threshold_turn_plays_like_the_engines_bot():
    # same policy, different dice streams: the means must agree within their errors
    fast = simulate_mean(ms_lesson.threshold_turn(15), 6000, seed=1)
    game = simulate_mean(lambda rng: play_turn(ThresholdBot(15), rng), 6000, seed=2)
    assert abs(fast.value - game.value) <= SIGMAS * math.hypot(fast.standard_error, game.standard_error)
    assert fast.within(threshold_expectations(15)[15], SIGMAS)


# -- MAGIKABOOM ----------------------------------------------------------------------------------

@pytest.mark.parametrize("pattern", mk_lesson.PATTERNS)
def test_magikaboom_explosion_against_the_36_rolls(numbers, pattern):
    n = numbers["magikaboom"]
    key = pattern.lower()
    for cauldron in (mk_lesson.faces(pattern), tuple(7 - f for f in mk_lesson.faces(pattern))):
        booms = sum(explodes(cauldron, (x, y)) for x in range(1, 7) for y in range(1, 7))
        assert n[f"booms_{key}"] == booms and n[f"explosion_{key}"] == Fraction(booms, 36)
    assert abs(n[f"explosion_sim_{key}"] - n[f"explosion_{key}"]) <= SIGMAS * n[f"explosion_se_{key}"] + 1e-12


def test_magikaboom_hand_counts(numbers):
    n = numbers["magikaboom"]
    assert n["explosion_abc"] == 1 - Fraction(3, 6) ** 2  # both dice must be one of the three
    assert n["explosion_aaa"] == Fraction(1, 36)  # only a double of the same ingredient
    assert n["explosion_aa"] == n["explosion_a"] == 0
    assert n["stop_at_once"] == Fraction(6, 36) == Fraction(sum(
        potion_points((x, y)) for x in range(1, 7) for y in range(1, 7)), 36)


def _go_on_by_recursion(cauldron):
    """Expected potion points of continuing, playing on optimally: plain recursion."""
    total = Fraction(0)
    for x in range(1, 7):
        for y in range(1, 7):
            if explodes(cauldron, (x, y)):
                continue
            best = Fraction(0)
            for kept, held in ((x, y), (y, x)):
                after = cauldron + (kept,)
                value = Fraction(potion_points(after + (held,)))
                if len(after) <= 4:
                    value = max(value, _go_on_by_recursion(after))
                best = max(best, value)
            total += best
    return total / 36


def test_magikaboom_decisions(numbers):
    n = numbers["magikaboom"]
    for row in n["decisions"]:
        cauldron = mk_lesson.faces(row["pattern"])
        held = mk_lesson.faces(row["held"])[0]
        assert row["stop"] == potion_points(cauldron + (held,))
        if len(cauldron) >= 3:  # small trees only: the recursion is exponential
            assert row["go_on"] == _go_on_by_recursion(cauldron)
        assert row["continue_better"] == (row["go_on"] > row["stop"])
        assert abs(row["go_on_sim"] - row["go_on"]) <= SIGMAS * row["go_on_se"]
    verdicts = {row["continue_better"] for row in n["decisions"]}
    assert verdicts == {True, False}  # the lesson shows both answers


def test_magikaboom_whole_turn(numbers):
    n = numbers["magikaboom"]
    assert abs(n["turn_points_sim"] - n["turn_points"]) <= SIGMAS * n["turn_points_se"]
    assert abs(n["stop_at_once_sim"] - n["stop_at_once"]) <= SIGMAS * n["stop_at_once_se"]
    assert n["turn_ratio"] == pytest.approx(float(n["turn_points"] / n["stop_at_once"]))


def test_the_three_lessons_build_in_a_few_seconds():
    # CPU time of this process, so other work on the machine does not count; a seed no other
    # test uses, so nothing comes from the cache of computed lessons.
    import time
    start = time.process_time()
    for game in ("magdagdon", "mishimash", "magikaboom"):  # "Points or victory?" plays games
        NUMBERS[game](seed="timing")
    assert time.process_time() - start < 10
