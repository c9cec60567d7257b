"""The cauldron as the odds and the computer players see it: a sorted tuple of die faces, and
what two fresh dice can do to it.

A potion that has not exploded holds at most 3 kinds and at most 4 of one, so with at most 4
dice in the cauldron when it is rolled against, there are only 195 cauldrons to know about, and
11 shapes (counts of each kind) when only potions matter. Their roll outcomes are worked out
once and kept: they are facts of the rules, not values of a position, so they never go stale.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from ..memo import register
from .rules import DICE, EXPLODING_KINDS, EXPLODING_SAME, potion_points

Cauldron = tuple[int, ...]

#: The 21 outcomes of two dice, unordered, as (low, high, ways out of 36).
PAIRS: tuple[tuple[int, int, int], ...] = tuple(
    (x, y, 1 if x == y else 2) for x in range(1, 7) for y in range(x, 7))
#: Ways two dice can fall (the denominator of every weight above).
OUTCOMES = 36


class KeepChoice(NamedTuple):
    """One way to go on after a roll: the cauldron after keeping a die, and the die in hand."""

    cauldron: Cauldron
    held: int
    points: int  # what stopping now would score: the potion cauldron + held
    shape: tuple[int, ...]  # the cauldron's ingredient counts, largest first (see shape_of)


class Outcome(NamedTuple):
    """A roll that does not explode: its weight out of 36 and the two ways to keep a die."""

    weight: int
    first: KeepChoice
    second: KeepChoice


class RollTable(NamedTuple):
    """What rolling two dice against a cauldron can give."""

    explosion_weight: int        # ways out of 36 that the potion explodes
    outcomes: tuple[Outcome, ...]  # every roll that does not, with its keep choices


def canonical(cauldron: Iterable[int]) -> Cauldron:
    """A cauldron as a sorted tuple of faces: the order dice went in never matters."""
    return tuple(sorted(map(int, cauldron)))


_TABLES: dict[Cauldron, RollTable] = {}
register(__name__, _TABLES.clear)
_keep, _outcome = KeepChoice._make, Outcome._make
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
        after_x, after_y = tuple(sorted(cauldron + (x,))), tuple(sorted(cauldron + (y,)))
        outcomes.append(_outcome((ways, _keep((after_x, y, points, shape_of(after_x))),
                                  _keep((after_y, x, points, shape_of(after_y))))))
    table = _TABLES[cauldron] = RollTable(boom, tuple(outcomes))
    return table


# Where only potions matter (the potion odds, the last roll of a turn), which ingredients are
# in the cauldron does not matter, only how many of each: the cauldron's *shape*, its counts
# largest first ((2, 1) for two ghosts and a bat). There are 11 shapes to roll against.
Shape = tuple[int, ...]
_SHAPE_ROLLS: dict[Shape, tuple[int, tuple]] = {}
register(__name__, _SHAPE_ROLLS.clear)
_FACES = 6


def shape_of(cauldron: Iterable[int]) -> Shape:
    """How many of each ingredient the cauldron holds, largest count first."""
    counts: dict[int, int] = {}
    for face in cauldron:
        counts[face] = counts.get(face, 0) + 1
    return tuple(sorted(counts.values(), reverse=True))


def shape_rolls(shape: Shape) -> tuple[int, tuple]:
    """Rolling two dice against a shape: how many of the 36 ordered rolls explode, and for
    each other roll the two ways to keep a die, as (shape after keeping, points of stopping);
    either way stops with the same dice, so with the same points."""
    found = _SHAPE_ROLLS.get(shape)
    if found is not None:
        return found
    base = list(shape) + [0] * (_FACES - len(shape))  # faces beyond the shape are new kinds
    booms, keeps = 0, []
    for a in range(_FACES):
        for b in range(_FACES):
            counts = base[:]
            counts[a] += 1
            counts[b] += 1
            if sum(1 for c in counts if c) >= EXPLODING_KINDS or max(counts) >= EXPLODING_SAME:
                booms += 1
                continue
            points = _POINTS_BY_COUNT[max(counts)]
            options = []
            for held in (b, a):
                counts[held] -= 1
                options.append((tuple(sorted((c for c in counts if c), reverse=True)), points))
                counts[held] += 1
            keeps.append(tuple(options))
    found = _SHAPE_ROLLS[shape] = (booms, tuple(keeps))
    return found
