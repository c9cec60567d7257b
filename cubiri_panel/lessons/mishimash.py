"""The numbers of the MISHIMASH lesson: the chance to bust by dice in hand, the expected points
a roll adds, when one more roll beats banking, and what the multiplier does to that.

Exact values enumerate every roll of ``d`` dice as the engine does (:func:`roll_outcomes`, the
distinct rolls with how many of the 6**d ordered rolls show each). The simulations roll real
dice and score them with the engine's :func:`takes`, the same code the game uses.

"Taking all" means taking every scoring die, which is the take with the most points. The
value of rolling once more and then banking is exact and cheap; the points-optimal decision
(:func:`optimal_turn_values`) takes seconds to build, so the lesson uses the one-roll rule and
the notebook draws the optimal map.
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

from ..memo import memoized
from ..mishimash import (Bank, OptimalBot, Turn, bust_probability, optimal_turn_values, position_odds,
                         roll_outcomes, rules, threshold_expectations)
from ..mishimash.facts import ALL_DICE, MISHIMASH_BONUS_HALF
from ..mishimash.scoring import counts_of, takes_by_counts
from .review import mishimash_review
from .sampling import (SEED, TRIALS, checkpoints_for, convergence, roll, simulate_mean,
                       simulate_probability)

MISHIMASH_BONUS = MISHIMASH_BONUS_HALF // 2  # points per clear count: +10 for the first clear, +20 ...
MULTIPLIERS = (1, 2, 3)  # the break-even table's columns
NO_TURN_GETS = "–"  # the break-even table's cell where no turn gets (x1 with fewer than six dice)
THRESHOLDS = (5, 10, 15, 20, 30, 40, 60)  # fixed "bank at T" policies the lesson compares
#: The lesson's worked decision: three dice left after the first roll, the second roll (x2) next.
EXAMPLE = {"dice": 3, "multiplier": 2}


def _check(dice: int, multiplier: int, clears: int) -> None:
    if not (type(dice) is int and 1 <= dice <= ALL_DICE):
        raise ValueError(f"MISHIMASH rolls 1 to 6 dice, not {dice!r}")
    if not (type(multiplier) is int and multiplier >= 1 and 0 <= clears < multiplier):
        raise ValueError("the k-th roll has multiplier k >= 1 and fewer than k clears before it")


@memoized(maxsize=None)
def roll_gain(dice: int, multiplier: int = 1, clears: int = 0) -> Fraction:
    """Expected points the next roll adds to the turn when the player takes every scoring die:
    their points times the multiplier, plus the MISHIMASH bonus when they are all the dice
    rolled. A bust adds nothing here (what it destroys is the turn points, counted apart)."""
    _check(dice, multiplier, clears)
    total = 0
    for shown, weight in roll_outcomes(dice):
        takes = takes_by_counts(counts_of(shown))
        if not takes:
            continue
        taken, half = max(takes.items(), key=lambda item: item[1])
        gain = Fraction(multiplier * half, 2)
        if sum(taken) == dice:
            gain += MISHIMASH_BONUS * (clears + 1)
        total += weight * gain
    return total / 6 ** dice


@memoized(maxsize=None)
def bust_count(dice: int) -> int:
    """How many of the 6**d ordered rolls of ``dice`` dice bust."""
    return sum(w for roll, w in roll_outcomes(dice) if not takes_by_counts(counts_of(roll)))


def one_roll_value(dice: int, multiplier: int, turn_points: Fraction | float, clears: int = 0) -> Fraction:
    """Expected points banked by rolling exactly once more, taking every scoring die, then
    banking: the turn points survive unless the roll busts, and the roll adds its gain."""
    return (1 - bust_probability(dice)) * Fraction(turn_points) + roll_gain(dice, multiplier, clears)


def breakeven_points(dice: int, multiplier: int = 1, clears: int = 0) -> Fraction:
    """The turn points at which one more roll and banking now are worth the same:
    ``(1 - b) T + g = T`` gives ``T = g / b``. Below it, one more roll beats banking."""
    return roll_gain(dice, multiplier, clears) / bust_probability(dice)


def breakeven_clears(dice: int, multiplier: int) -> int | None:
    """The clears a turn has made before the roll of ``dice`` dice with this multiplier, for
    the break-even table; ``None`` where no turn gets: the first roll always has six dice, and
    six dice after it come only after a MISHIMASH (so the next one's bonus is the second's)."""
    if multiplier == 1:
        return 0 if dice == ALL_DICE else None
    return 1 if dice == ALL_DICE else 0


def take_all_gain(dice: tuple[int, ...], multiplier: int = 1, clears: int = 0) -> float | None:
    """What taking every scoring die of the roll ``dice`` adds to the turn; ``None`` for a
    bust. The engine's legal takes are looked up by the roll's face counts (cached per
    multiset, so simulations stay fast); the take of every scoring die has the most points."""
    takes = takes_by_counts(counts_of(dice))
    if not takes:
        return None
    taken, half = max(takes.items(), key=lambda item: item[1])
    bonus = MISHIMASH_BONUS * (clears + 1) if sum(taken) == len(dice) else 0
    return multiplier * half / 2 + bonus


def simulated_gain(dice: int, multiplier: int = 1, clears: int = 0):
    """The sample behind :func:`roll_gain`: one roll's gain, 0 for a bust."""
    def sample(rng: random.Random) -> float:
        return take_all_gain(roll(rng, dice), multiplier, clears) or 0.0
    return sample


def simulated_one_roll(dice: int, multiplier: int, turn_points: float, clears: int = 0):
    """The sample behind :func:`one_roll_value`: the points banked after one more roll."""
    def sample(rng: random.Random) -> float:
        gain = take_all_gain(roll(rng, dice), multiplier, clears)
        return 0.0 if gain is None else turn_points + gain
    return sample


def threshold_turn(threshold: float):
    """The sample "points banked by one turn played by the fixed policy: take every scoring
    die, bank once the turn holds ``threshold`` points or more" (0 after a bust). The same
    policy as the engine's ``ThresholdBot``, stepped here on face counts rather than through
    the game's turn, for the thousands of turns a lesson plays."""
    def sample(rng: random.Random) -> float:
        dice, multiplier, points, clears = ALL_DICE, 1, 0.0, 0
        while True:
            takes = takes_by_counts(counts_of(roll(rng, dice)))
            if not takes:
                return 0.0
            taken, half = max(takes.items(), key=lambda item: item[1])
            points += multiplier * half / 2
            dice -= sum(taken)
            if not dice:
                clears += 1
                points += MISHIMASH_BONUS * clears
                dice = ALL_DICE
            if points >= threshold:
                return points
            multiplier += 1
    return sample


def optimal_roll_value(dice: int, multiplier: int, turn_points: float, clears: int = 0) -> float:
    """Expected points banked by rolling now and then playing the rest of the turn optimally:
    the engine's table of optimal turn values (a float, exact to about 1e-12)."""
    _check(dice, multiplier, clears)
    return optimal_turn_values().roll_value_half(dice, multiplier, round(2 * turn_points), clears) / 2


def optimal_roll_limit(dice: int, multiplier: int, clears: int = 0) -> float:
    """The most turn points at which the optimal player still rolls from this position (the
    optimal choice is to roll below some total and bank from it on, see the engine's
    ``strategy`` module)."""
    _check(dice, multiplier, clears)
    values = optimal_turn_values()
    half = 0
    while values.should_roll(dice, multiplier, half + 1, clears):
        half += 1
    return half / 2


def simulated_optimal_roll(dice: int, multiplier: int, turn_points: float, clears: int = 0):
    """The sample behind :func:`optimal_roll_value`: roll now, then let the engine's optimal
    player take and bank, stepping the engine's own turn rules."""
    bot = OptimalBot(optimal_turn_values())
    start = Turn(dice, multiplier - 1, round(2 * turn_points), clears)  # k-1 rolls made

    def sample(rng: random.Random) -> float:
        turn = start
        while True:
            turn = rules.roll(turn, roll(rng, turn.dice_in_hand))
            if turn is None:
                return 0.0
            turn = rules.take(turn, bot.choose(turn).dice).after
            if isinstance(bot.choose(turn), Bank):
                return turn.turn_points
    return sample


def busts(dice: int):
    """The event "a roll of ``dice`` dice busts"."""
    return lambda rng: not takes_by_counts(counts_of(roll(rng, dice)))


def best_threshold(expectations: list[float]) -> int:
    """The "bank at T or more" threshold with the highest expected turn (the first on a tie)."""
    return max(range(1, len(expectations)), key=lambda t: (expectations[t], -t))


@memoized(maxsize=4)
def _numbers(trials: int, seed: Any) -> dict:
    n: dict[str, Any] = {"trials": trials, "seed": seed, "mishimash_bonus": MISHIMASH_BONUS}
    rows = []
    for d in range(1, ALL_DICE + 1):
        bust = simulate_probability(busts(d), trials, seed, name=f"mishimash/bust/{d}")
        gain = simulate_mean(simulated_gain(d), trials, seed, name=f"mishimash/gain/{d}")
        row = {"dice": d, "outcomes": 6 ** d, "busts": bust_count(d), "bust": bust_probability(d),
               "bust_sim": bust.value, "bust_se": bust.standard_error,
               "gain": roll_gain(d), "gain_sim": gain.value, "gain_se": gain.standard_error}
        for k in MULTIPLIERS:
            clears = breakeven_clears(d, k)
            # a dash where no turn gets: the page shows it as it is
            row[f"breakeven_x{k}"] = NO_TURN_GETS if clears is None else breakeven_points(d, k, clears)
            row[f"gain_x{k}"] = roll_gain(d, k)
        rows.append(row)
        for field, value in row.items():
            if field != "dice" and value is not NO_TURN_GETS:
                n[f"{field}_{d}"] = value
    n["dice_table"] = rows
    n["multipliers"] = list(MULTIPLIERS)
    # The odds panel's "points the next roll adds" is the same expected gain of a roll, for the
    # take the points-optimal player makes rather than every scoring die: at a turn's start
    # it often sets scoring dice aside to roll more of them again.
    n["gain_best_6"] = position_odds(ALL_DICE, 1, 0, 0).points_playing_best

    # The worked decision sits on a whole number of points just below the break-even, where
    # rolling once more still pays, and the same position a few points above it, where it does not.
    d, k = EXAMPLE["dice"], EXAMPLE["multiplier"]
    even = breakeven_points(d, k)
    below, above = int(even) - 1 if even == int(even) else int(even), int(even) + 2
    n.update(example_dice=d, example_multiplier=k, example_breakeven=even,
             example_bust=bust_probability(d), example_gain=roll_gain(d, k))
    for tag, points in (("low", below), ("high", above)):
        sim = simulate_mean(simulated_one_roll(d, k, points), trials, seed,
                            name=f"mishimash/example/{tag}")
        n.update({f"example_{tag}_points": points,
                  f"example_{tag}_roll": one_roll_value(d, k, points),
                  f"example_{tag}_roll_sim": sim.value, f"example_{tag}_roll_se": sim.standard_error})

    # What the one-roll rule misses: rolling on with the engine's optimal play after this roll.
    sim = simulate_mean(simulated_optimal_roll(d, k, above), trials, seed, name="mishimash/example/optimal")
    n.update(example_optimal_limit=optimal_roll_limit(d, k),
             example_high_optimal=optimal_roll_value(d, k, above),
             example_high_optimal_sim=sim.value, example_high_optimal_se=sim.standard_error)

    # Fixed thresholds: exact expected turn for each (floats from the engine's enumeration),
    # and the best one played out in simulated turns.
    expectations = threshold_expectations(max(THRESHOLDS) + 40)
    best = best_threshold(expectations)
    turns = simulate_mean(threshold_turn(best), trials, seed, name="mishimash/threshold")
    n.update(threshold_best=best, threshold_best_value=expectations[best],
             threshold_best_sim=turns.value, threshold_best_se=turns.standard_error,
             thresholds=[{"threshold": t, "value": expectations[t]}
                         for t in sorted({*THRESHOLDS, best})])
    n["bust_convergence"] = convergence(busts(3), bust_probability(3), seed=seed,
                                        name="mishimash/bust/3/convergence",
                                        checkpoints=checkpoints_for(trials))
    n.update(mishimash_review())  # one seeded game, reviewed by the coach
    return n


def mishimash_numbers(trials: int = TRIALS, seed: Any = SEED) -> dict:
    """The MISHIMASH lesson's numbers. Per number of dice ``d`` in 1..6 (also as the table
    ``dice_table``): ``bust_d`` (exact), ``busts_d`` of ``outcomes_d`` rolls, ``bust_sim_d``,
    ``gain_d`` (expected points of a roll at x1 taking every scoring die, exact) and ``gain_sim_d``,
    ``gain_best_6`` (the same for the points-optimal take, as the odds panel shows it), ``gain_xk_d`` and
    ``breakeven_xk_d`` for k in ``multipliers``; the worked decision ``example_*`` (one-roll values
    ``example_low_roll``/``example_high_roll``, and what optimal play makes of it:
    ``example_optimal_limit``, ``example_high_optimal`` with ``_sim``); the best
    fixed threshold ``threshold_best`` with ``threshold_best_value`` (exact) and ``_sim``,
    ``thresholds`` (table); ``bust_convergence``."""
    return copy.deepcopy(_numbers(trials, seed))
