"""Seeded simulations that stand beside the exact values: estimates, their standard errors and
how the running estimate approaches the exact value as trials accumulate.

Every simulation draws its dice from its own ``random.Random``, seeded from the lesson's seed
and the name of what it estimates, so adding a simulation to a lesson never shifts the dice of
another one, and the same build always prints the same estimates.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ..memo import memoized

#: Trials per simulation in the lessons: enough for an error of about a third of a percentage
#: point on a probability, few enough that the three lessons' numbers build in a few seconds.
TRIALS = 20_000
#: The base seed of every lesson simulation.
SEED = 2026

Sample = Callable[[random.Random], float]


class Estimate(NamedTuple):
    """A simulated mean: its value, standard error, the trials and the seed behind it."""

    value: float
    standard_error: float
    trials: int
    seed: Any

    def within(self, exact: float, errors: float = 4.0) -> bool:
        """True when ``exact`` lies within ``errors`` standard errors of the estimate (an
        estimate with no spread, all trials equal, must hit it exactly)."""
        return abs(self.value - float(exact)) <= errors * self.standard_error + 1e-12


FACES = (1, 2, 3, 4, 5, 6)


@memoized(maxsize=None)
def ordered_rolls(dice: int) -> tuple[tuple[int, ...], ...]:
    """Every ordered roll of ``dice`` dice: the 6**dice equally likely outcomes."""
    return tuple(itertools.product(FACES, repeat=dice))


def roll(rng: random.Random, dice: int) -> tuple[int, ...]:
    """``dice`` fair dice: one of the 6**dice equally likely ordered rolls, picked with a
    single ``rng.random()`` (6**6 is far below 2**53, so every roll is as likely as the next
    to within 2**-53). One draw a roll rather than a ``randint`` a die is what lets every
    lesson's simulations build in a few seconds."""
    table = ordered_rolls(dice)
    return table[int(rng.random() * len(table))]


def rng_for(seed: Any, name: str = "") -> random.Random:
    """The random source of the simulation called ``name`` under ``seed``."""
    # A str seed is hashed with SHA-512 by random.seed, so it is the same in every process.
    return random.Random(f"{seed}/{name}")


def simulate_mean(sample: Sample, trials: int = TRIALS, seed: Any = SEED, name: str = "") -> Estimate:
    """The mean of ``trials`` draws of ``sample(rng)``, with its standard error."""
    if not (type(trials) is int and trials >= 2):
        raise ValueError(f"a simulation needs at least 2 trials, not {trials!r}")
    rng = rng_for(seed, name)
    total = squares = 0.0
    for _ in range(trials):
        x = float(sample(rng))
        total += x
        squares += x * x
    mean = total / trials
    variance = max(squares / trials - mean * mean, 0.0) * trials / (trials - 1)
    return Estimate(mean, math.sqrt(variance / trials), trials, seed)


def simulate_probability(event: Callable[[random.Random], bool], trials: int = TRIALS,
                         seed: Any = SEED, name: str = "") -> Estimate:
    """The share of ``trials`` runs of ``event(rng)`` that come out true."""
    return simulate_mean(lambda rng: 1.0 if event(rng) else 0.0, trials, seed, name)


def running_estimates(sample: Sample, trials: int = TRIALS, seed: Any = SEED,
                      name: str = "") -> list[float]:
    """The running mean after 1, 2, ... ``trials`` draws: the convergence curve of a
    simulation (the same draws as :func:`simulate_mean` with the same seed and name)."""
    rng = rng_for(seed, name)
    means, total = [], 0.0
    for i in range(1, trials + 1):
        total += float(sample(rng))
        means.append(total / i)
    return means


def checkpoints_for(trials: int) -> tuple[int, ...]:
    """The numbers of trials a convergence table shows: the powers of ten from 100 below
    ``trials``, then ``trials`` itself."""
    points, t = [], 100
    while t < trials:
        points.append(t)
        t *= 10
    return (*points, trials)


def convergence(sample: Sample, exact: float, checkpoints: Sequence[int] = (100, 1_000, 10_000, TRIALS),
                seed: Any = SEED, name: str = "") -> list[dict]:
    """The running estimate at a few numbers of trials, with its distance from ``exact``:
    rows ``{"trials", "estimate", "error"}`` for a lesson's table."""
    means = running_estimates(sample, max(checkpoints), seed, name)
    return [{"trials": t, "estimate": means[t - 1], "error": abs(means[t - 1] - float(exact))}
            for t in checkpoints]
