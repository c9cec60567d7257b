"""The cauldron as the odds and the computer players see it: a sorted tuple of die faces, and
what two fresh dice can do to it.

A potion that has not exploded holds at most 3 kinds and at most 4 of one, so with at most 4
dice in the cauldron when it is rolled against, there are only 195 cauldrons to know about.
Their roll outcomes are worked out once and kept: they are facts of the rules, not values of a
position, so they never go stale.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from .potion import DICE, EXPLODING_KINDS, EXPLODING_SAME, potion_points

Cauldron = tuple[int, ...]

#: The 21 outcomes of two dice, unordered, as (low, high, ways out of 36).
PAIRS: tuple[tuple[int, int, int], ...] = tuple(
    (x, y, 1 if x == y else 2) for x in range(1, 7) for y in range(x, 7))
#: Ways two dice can fall (the denominator of every weight above).
OUTCOMES = 36


class Keep(NamedTuple):
    """One way to go on after a roll: the cauldron after keeping a die, and the die in hand."""

    cauldron: Cauldron
    held: int
    points: int  # what stopping now would score: the potion cauldron + held


class Outcome(NamedTuple):
    """A roll that does not explode: its weight out of 36 and the two ways to keep a die."""

    weight: int
    first: Keep
    second: Keep


class RollTable(NamedTuple):
    """What rolling two dice against a cauldron can give."""

    explosion_weight: int        # ways out of 36 that the potion explodes
    outcomes: tuple[Outcome, ...]  # every roll that does not, with its keep choices


def canonical(cauldron: Iterable[int]) -> Cauldron:
    """A cauldron as a sorted tuple of faces: the order dice went in never matters."""
    return tuple(sorted(int(f) for f in cauldron))


_TABLES: dict[Cauldron, RollTable] = {}
_keep, _outcome = Keep._make, Outcome._make
_POINTS_BY_COUNT = tuple(potion_points((1,) * n) for n in range(EXPLODING_SAME))


def roll_table(cauldron: Cauldron) -> RollTable:
    """The roll outcomes against a canonical cauldron of at most 4 dice (kept once built)."""
    table = _TABLES.get(cauldron)
    if table is not None:
        return table
    if len(cauldron) > DICE - 2:
        raise ValueError(f"a cauldron of {len(cauldron)} dice leaves too few dice to roll two")
    counts: dict[int, int] = {}
    for face in cauldron:
        counts[face] = counts.get(face, 0) + 1
    boom, outcomes = 0, []
    for x, y, ways in PAIRS:
        # Count without copying: the cauldron's kinds and the two new dice.
        kinds = len(counts) + (x not in counts) + (y != x and y not in counts)
        most_x = counts.get(x, 0) + 1 + (x == y)
        most_y = counts.get(y, 0) + 1 + (x == y)
        most = max(most_x, most_y, *counts.values()) if counts else max(most_x, most_y)
        if kinds >= EXPLODING_KINDS or most >= EXPLODING_SAME:
            boom += ways
            continue
        # Either keep choice leaves the same five-or-fewer dice to score when stopping.
        points = _POINTS_BY_COUNT[most]
        # (``_make`` is the quick constructor: this runs 4,000 times for a table from scratch.)
        outcomes.append(_outcome((ways, _keep((tuple(sorted(cauldron + (x,))), y, points)),
                                  _keep((tuple(sorted(cauldron + (y,))), x, points)))))
    table = _TABLES[cauldron] = RollTable(boom, tuple(outcomes))
    return table


def forget_tables() -> None:
    """Drop the kept roll tables (only the benchmarks need this, to time a cold start)."""
    _TABLES.clear()
