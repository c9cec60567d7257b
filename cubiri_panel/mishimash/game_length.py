"""How long a game of MISHIMASH lasts: the turns a player needs, on average, to bank a target.

The player is stated: one who takes every scoring die and banks once the turn holds at least
``threshold`` points, as :class:`~.bots.ThresholdBot` plays (the set-up's default computer
player banks at :data:`~.bots.BEST_THRESHOLD`, 27 points). That way of playing a turn never
looks at the score, so every turn banks ``X`` half-points with one distribution, worked out
exactly in fractions by the forward pass of :mod:`.solvers.turn_distribution` (a bust banks 0).
A game alone ends at the first bank that reaches the target (RULES.md section 2), so the turns
``N(s)`` still needed to bank ``s`` more half-points have the mean::

    E(s) = 1 + sum over x of P(X = x) * E(s - x),    E(s) = 0 for s <= 0
    E(s) = (1 + sum over x > 0 of P(X = x) * E(s - x)) / (1 - P(X = 0))   # a bust leaves s

:func:`expected_turns_exact` runs this recurrence in fractions: exact, and cheap for short
targets only, because the fractions grow with every half-point (some 60 digits by a target of
100, 0.2 s). :func:`expected_turns` runs it in floats, on the same chances worked out in floats
(the forward pass only adds positive terms, so they are the exact ones to a relative 1e-15 or so,
and come four times sooner). Every step is 1 plus a mean of earlier values, with positive
weights adding up to ``1 - P(X = 0)``, which is divided out, so rounding stays at a relative
1e-15 or so a step, far below a turn for any target (``tests/mishimash/test_game_length.py``
holds the two together, and both to seeded games). The float values are remembered, grown as
far as the largest target asked: about a tenth of a second a 1,000 points, once
(``benchmarks/bench_mishimash_length.py``).

With several players the game ends when the first of them reaches the target (and the round is
played out), so each plays fewer turns than this: the figure is one player's pace, the same at
any table (two such players to 200 play about 16 rounds, against 20 turns alone: the benchmark).
"""

from __future__ import annotations

import math
from fractions import Fraction
from operator import mul

from ..memo import memoized, register
from .bots import BEST_THRESHOLD
from .facts import MAX_TARGET
from .solvers.turn_distribution import banked_distribution

def _check(target: int, threshold: float) -> None:
    if not (type(target) is int and 1 <= target <= MAX_TARGET):
        raise ValueError(f"target must be a whole number of points from 1 to {MAX_TARGET}, not {target!r}")
    if not (isinstance(threshold, (int, float)) and not isinstance(threshold, bool)
            and threshold > 0 and float(2 * threshold).is_integer()):
        raise ValueError(f"threshold must be a positive number of points, whole or half, not {threshold!r}")


@memoized(maxsize=8)
def turn_banks(threshold: float = BEST_THRESHOLD) -> tuple[tuple[int, Fraction], ...]:
    """Half-points a turn banks -> exact chance, in order of the half-points (0 is a bust),
    for the player who takes every scoring die and banks at ``threshold`` points. The chances
    add up to exactly 1."""
    _check(1, threshold)
    return _banks(threshold, Fraction(1))


def _banks(threshold: float, one: float | Fraction) -> tuple:
    """:func:`turn_banks` with the chances in the type of ``one``: floats are some four times
    faster to work out, and what the float recurrence needs."""
    bank_at = round(2 * threshold)

    def every_scoring_die(d, k, t, c, takes):
        # the take of every scoring die has the most points: each combination adds some
        return max(range(len(takes)), key=lambda place: takes[place][1])

    chances = banked_distribution(lambda d, k, t, c: t >= bank_at, every_scoring_die, one)
    return tuple(sorted(chances.items()))


class _TurnsTable:
    """``E(s)`` in floats for one threshold, s in half-points from 0 up, grown as far as asked."""

    def __init__(self, threshold: float):
        chances = _banks(threshold, 1.0)
        self.most = most = chances[-1][0]
        # weights[i] is the chance of banking most - i half-points, so that it lines up with
        # the window of the last ``most`` values of E; zero where no turn banks that many
        self.weights = [0.0] * most
        for half, chance in chances:
            if half:
                self.weights[most - half] = chance
        self.on = 1.0 - dict(chances).get(0, 0.0)       # the chance a turn banks something
        self.values = [0.0] * (most + 1)               # E(s) for s = -most + 1 .. 0: none needed

    def at(self, s: int) -> float:
        values, weights, most, on = self.values, self.weights, self.most, self.on
        for t in range(len(values) - most, s + 1):    # the values of E not yet worked out
            values.append((1.0 + _sumprod(weights, values[t:t + most])) / on)
        return values[most + s]


def _sumprod_python(a: list[float], b: list[float]) -> float:
    return sum(map(mul, a, b))


# math.sumprod (Python 3.12 on, as in Pyodide) does the inner loop in C, some three times faster
_sumprod = getattr(math, "sumprod", _sumprod_python)
_TABLES: dict[float, _TurnsTable] = {}
register(__name__, _TABLES.clear)


def expected_turns(target: int, threshold: float = BEST_THRESHOLD) -> float:
    """The mean number of turns (busts count) a player alone needs to bank ``target`` points,
    taking every scoring die and banking at ``threshold`` points: the recurrence of the module
    text in floats.

    >>> round(expected_turns(1000))
    92
    """
    _check(target, threshold)
    table = _TABLES.get(threshold)
    if table is None:
        table = _TABLES[threshold] = _TurnsTable(threshold)
    return table.at(2 * target)


def expected_turns_exact(target: int, threshold: float = BEST_THRESHOLD) -> Fraction:
    """:func:`expected_turns` in exact fractions (slow beyond a target of a few hundred)."""
    _check(target, threshold)
    chances = turn_banks(threshold)
    scoring = [(half, chance) for half, chance in chances if half]
    on = 1 - dict(chances).get(0, 0)
    values = [Fraction(0)]
    for s in range(1, 2 * target + 1):
        values.append((1 + sum(chance * values[s - half] for half, chance in scoring if half < s)) / on)
    return values[2 * target]
