"""The simulations learners run on the lesson pages (:mod:`cubiri_panel.lessons.lab`): the very
simulations of the lessons' convergence tables, checked inputs, and a curve a chart can draw."""

import math
from fractions import Fraction

import pytest

from cubiri_panel.lessons import NUMBERS
from cubiri_panel.lessons.lab import (LABS, MAX_TRIALS, MAX_TURNS, START_SEED, _prepared, curve_trials, labs_of,
                                      run_lab)
from cubiri_panel.lessons.sampling import rng_for

TABLES = {"magdagdon/corner/nightmare/convergence": ("magdagdon", "corner_convergence", "corner_nightmare"),
          "mishimash/bust/3/convergence": ("mishimash", "bust_convergence", "bust_3"),
          "magikaboom/explosion/AAAB/convergence": ("magikaboom", "explosion_convergence", "explosion_aaab")}


def test_every_lesson_has_a_simulation():
    assert {lab.lesson for lab in LABS.values()} == set(NUMBERS)
    assert [lab.name for lab in labs_of("victory")] == ["victory/mishimash/reach/convergence",
                                                        "victory/mishimash/points_player/convergence"]


@pytest.mark.parametrize("name", list(TABLES))
def test_a_run_is_the_lessons_convergence_table_for_the_same_seed(name):
    lesson, table, exact = TABLES[name]
    numbers = NUMBERS[lesson](trials=1_000, seed=4)
    result = run_lab(name, 1_000, 4)
    assert result["exact"] == float(numbers[exact])
    rows = {row["trials"]: row["estimate"] for row in numbers[table]}
    curve = dict(result["curve"])
    assert curve[100] == rows[100] and curve[1_000] == rows[1_000] == result["estimate"]
    assert result["hits"] == round(result["estimate"] * 1_000)


def test_the_victory_lab_is_the_lessons_simulation():
    from cubiri_panel.lessons.victory import victory_numbers
    numbers = victory_numbers(trials=300, seed=6, games=2, boom_games=12)
    result = run_lab("victory/mishimash/reach/convergence", 300, 6)
    assert result["estimate"] == numbers["reach_convergence"][-1]["estimate"]
    assert result["exact"] == numbers["final_reach"] and result["unit"] == "turns"


def test_same_seed_same_run_other_seed_other_dice():
    first = run_lab("mishimash/bust/3/convergence", 2_000, 11)
    assert run_lab("mishimash/bust/3/convergence", 2_000, 11) == first
    assert run_lab("mishimash/bust/3/convergence", 2_000, 12)["curve"] != first["curve"]
    assert abs(first["estimate"] - first["exact"]) <= 4 * first["standard_error"]


def test_the_curve_counts_every_early_trial_then_spreads_out():
    assert curve_trials(50) == list(range(1, 51))
    shown = curve_trials(200_000)
    assert shown[:100] == list(range(1, 101)) and shown[-1] == 200_000
    assert shown == sorted(set(shown)) and len(shown) <= 400


@pytest.mark.parametrize("name, trials, seed, message", [
    ("chess", 100, 1, "no simulation"),
    ("mishimash/bust/3/convergence", 9, 1, "from 10 to 200,000"),
    ("mishimash/bust/3/convergence", MAX_TRIALS + 1, 1, "from 10 to 200,000"),
    ("victory/mishimash/reach/convergence", MAX_TURNS + 1, 1, "from 10 to 50,000"),
    ("mishimash/bust/3/convergence", 100.0, 1, "whole number"),
    ("mishimash/bust/3/convergence", 100, -1, "seed"),
    ("mishimash/bust/3/convergence", 100, "2026", "seed"),
    ("mishimash/bust/3/convergence", True, 1, "whole number"),
])
def test_bad_input_is_refused_with_a_clear_message(name, trials, seed, message):
    with pytest.raises(ValueError, match=message):
        run_lab(name, trials, seed)


def _exact_error(exact, trials: int) -> float:
    """The standard error of a share of ``trials`` runs whose exact chance is ``exact``."""
    p = float(exact)
    return math.sqrt(p * (1 - p) / trials)


@pytest.mark.parametrize("name", list(LABS))
def test_the_forms_first_run_is_a_typical_one(name):
    """The run every learner sees first, the form's starting seed and trials, lands within one
    standard error of the exact value (the engine's Fraction; the points player's chance is a float
    exact to rounding), for every simulation of every lesson: a first run several errors off would
    teach that simulations miss."""
    lab = LABS[name]
    exact = lab.make()[1]
    result = run_lab(name, lab.start_trials, START_SEED)
    assert abs(Fraction(result["estimate"]) - Fraction(exact)) <= _exact_error(exact, lab.start_trials)
    assert abs(result["estimate"] - float(exact)) <= result["standard_error"]


#: Trials a calibration run: the starting trials a thousand times over would take minutes, so few,
#: each where the binomial share of runs beyond 1.96 errors is close to 5% (4.3 to 5.3%: hits are
#: whole, so it is exactly 5% at no number of trials). A played turn costs far more than a roll.
CALIBRATION_TRIALS = {"magdagdon/corner/nightmare/convergence": 100, "mishimash/bust/3/convergence": 120,
                      "magikaboom/explosion/AAAB/convergence": 100, "victory/mishimash/reach/convergence": 10,
                      "victory/mishimash/points_player/convergence": 14}


@pytest.mark.parametrize("name", list(LABS))
def test_a_simulation_is_calibrated_over_a_thousand_seeds(name):
    """Over seeds 0 to 999, the share of runs whose estimate lies more than 1.96 standard errors
    from the exact value is between 3% and 7% (5% for a calibrated simulation), and all the runs
    pooled come within three errors of it: fair dice, an unbiased event and the right error."""
    assert set(CALIBRATION_TRIALS) == set(LABS)
    trials = CALIBRATION_TRIALS[name]
    sample, exact = _prepared(name)
    error = _exact_error(exact, trials)
    beyond = hits = 0
    for seed in range(1_000):
        # the same dice as run_lab(name, trials, seed), without the curve a chart needs
        rng = rng_for(seed, name)
        run = sum(1 for _ in range(trials) if sample(rng))
        hits += run
        beyond += abs(run / trials - float(exact)) > 1.96 * error
    assert 0.03 <= beyond / 1_000 <= 0.07
    assert abs(hits / (1_000 * trials) - float(exact)) <= 3 * error / math.sqrt(1_000)
