"""What a roll scores (RULES.md section 2, the combination table): its separate combinations,
and the takes made of them.

A take is any union of separate combinations of the roll: :func:`combinations_by_counts` says
what they are, and everything else here (the legal takes, whether a selection is one, which rule
a refused one breaks) is worked out from it. A roll is a tuple of dice values in die order; its
counts are how many dice show each face. Points are half-points (see :mod:`.facts`).
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from ..errors import IllegalAction
from ..memo import memoized
from .facts import FACES, SINGLE_HALF, STRAIGHT_HALF, THREE_OF_A_KIND_HALF, THREE_PAIRS_HALF


def counts_of(dice: tuple[int, ...]) -> tuple[int, ...]:
    """How many dice show each face 1-6."""
    return tuple(map(dice.count, FACES))


def check_roll(roll) -> tuple[int, ...]:
    """``roll`` as a tuple if it is 1 to 6 dice showing 1-6; ``ValueError`` otherwise."""
    roll = tuple(roll)
    if not (1 <= len(roll) <= 6 and all(type(v) is int and 1 <= v <= 6 for v in roll)):
        raise ValueError(f"a roll is 1 to 6 dice, each showing 1 to 6, not {roll!r:.40}")
    return roll


@memoized(maxsize=None)
def combinations_by_counts(counts: tuple[int, ...]) -> tuple[tuple[str, tuple[int, ...], int], ...]:
    """The separate combinations of a roll given by its counts, as (kind, values, half-points).

    A straight or three pairs uses all six dice and is then the roll's only combination. Else
    an N-of-a-kind takes every die of its face, and each 1 or 5 shown once or twice is a single
    of its own.
    """
    if sum(counts) == 6 and all(c == 1 for c in counts):
        return (("straight", tuple(FACES), STRAIGHT_HALF),)
    if sorted(counts) == [0, 0, 0, 2, 2, 2]:  # four of a kind plus a pair is not three pairs
        return (("three-pairs", tuple(f for f in FACES for _ in range(counts[f - 1])), THREE_PAIRS_HALF),)
    found = []
    for face in FACES:
        n = counts[face - 1]
        if n >= 3:
            found.append(("of-a-kind", (face,) * n, THREE_OF_A_KIND_HALF[face] * (n - 2)))
        elif face in SINGLE_HALF:
            found.extend(("single", (face,), SINGLE_HALF[face]) for _ in range(n))
    return tuple(found)


@memoized(maxsize=None)
def takes_by_counts(counts: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every legal take of a roll, every non-empty union of its combinations, as the counts
    taken of each face -> half-points. Empty for a bust."""
    parts = [(counts_of(values), half) for _, values, half in combinations_by_counts(counts)]
    found = {}
    for size in range(1, len(parts) + 1):
        for chosen in itertools.combinations(parts, size):
            found[tuple(map(sum, zip(*(taken for taken, _ in chosen))))] = sum(h for _, h in chosen)
    return found


@memoized(maxsize=None)  # the takes of every roll met: the same few again and again
def take_half_points(roll: tuple[int, ...], taken: tuple[int, ...]) -> int:
    """Half-points of taking the dice values ``taken`` from ``roll``; ``IllegalAction`` naming
    the broken rule when they are not exactly a union of separate combinations of the roll."""
    have, want = counts_of(roll), counts_of(taken)
    if len(taken) != sum(want):
        raise IllegalAction(f"dice values must be 1-6, got {list(taken)}", "not-in-roll")
    if not any(want):
        raise IllegalAction("take at least one combination", "take-nothing")
    for face in FACES:
        if want[face - 1] > have[face - 1]:
            raise IllegalAction(f"the roll {list(roll)} has only {have[face - 1]} {face}s",
                                "not-in-roll", face=face)
    parts = combinations_by_counts(have)
    if not parts:
        raise IllegalAction(f"the roll {list(roll)} holds no combination", "bust")
    left, half = list(want), 0
    for _, values, part_half in parts:  # each combination is taken whole or not at all
        if all(left[v - 1] >= values.count(v) for v in values):
            for v in values:
                left[v - 1] -= 1
            half += part_half
    for face in FACES:  # what is left over names the broken rule
        if left[face - 1]:
            kind, values, _ = next((p for p in parts if face in p[1]), (None, (), 0))
            if kind in ("straight", "three-pairs"):
                raise IllegalAction(f"a {kind.replace('-', ' ')} is taken whole, all six dice",
                                    "splits-a-combination", combination=kind)
            if kind == "of-a-kind":
                raise IllegalAction(f"{len(values)} of a kind of {face}s is taken whole: all "
                                    f"{len(values)} dice", "splits-a-combination", face=face,
                                    count=len(values))
            raise IllegalAction(f"a {face} scores only in three of a kind or more",
                                "not-a-combination", face=face)
    return half


class Combination(NamedTuple):
    """One indivisible combination of a roll: its kind, its dice values and its points."""

    kind: str            # "single", "of-a-kind", "straight" or "three-pairs"
    values: tuple[int, ...]
    points: float


class Option(NamedTuple):
    """A legal take of a roll: die indices into the roll, their values, their points (also as
    half-points, an int)."""

    indices: tuple[int, ...]
    values: tuple[int, ...]
    points: float
    half_points: int


def combinations(roll: tuple[int, ...]) -> tuple[Combination, ...]:
    """The separate combinations of a roll (each single 1 or 5 counted once per die)."""
    return tuple(Combination(kind, values, half / 2)
                 for kind, values, half in combinations_by_counts(counts_of(check_roll(roll))))


def is_bust(dice: tuple[int, ...]) -> bool:
    """True when a roll holds no combination at all."""
    return not takes_by_counts(counts_of(check_roll(dice)))


def takes(roll: tuple[int, ...]) -> tuple[Option, ...]:
    """Every legal take of a roll, once per distinct set of values: most points first, then
    most dice, then lowest values. Empty when the roll busts.

    ``indices`` picks the first dice of each face in die order, so ``Take(option.indices)``
    performs it.
    """
    return _takes(check_roll(roll))


@memoized(maxsize=4096)  # what the game and its views ask again and again: the roll on show
def _takes(roll: tuple[int, ...]) -> tuple[Option, ...]:
    options = []
    for taken, half in takes_by_counts(counts_of(roll)).items():
        indices = tuple(sorted(i for face in FACES
                               for i in [i for i, v in enumerate(roll) if v == face][:taken[face - 1]]))
        options.append(Option(indices, tuple(roll[i] for i in indices), half / 2, half))
    return tuple(sorted(options, key=lambda o: (-o.half_points, -len(o.indices), sorted(o.values))))


def combination_with(roll: tuple[int, ...], die: int) -> tuple[int, ...]:
    """The dice (indices into ``roll``) of the one combination die ``die`` belongs to: every
    die of its face in an N-of-a-kind, all six in a straight or three pairs, the die alone as
    a single 1 or 5, and the die alone when it scores in nothing (then no take holds it).

    >>> combination_with((2, 5, 2, 2, 1, 6), 2)
    (0, 2, 3)
    >>> combination_with((1, 1, 5, 3, 4, 2), 1)
    (1,)
    """
    roll = check_roll(roll)
    if not (type(die) is int and 0 <= die < len(roll)):
        raise IllegalAction(f"the roll has dice 0 to {len(roll) - 1} only", "no-such-die", dice=len(roll))
    face = roll[die]
    for kind, values, _ in combinations_by_counts(counts_of(roll)):
        if kind != "single" and face in values:  # taken whole: every die of the roll it uses
            return tuple(i for i, v in enumerate(roll) if v in values)
    return (die,)


def score_selection(roll: tuple[int, ...], selection: tuple[int, ...]) -> float:
    """Points of taking the dice values ``selection`` from ``roll``.

    >>> score_selection((1, 1, 1, 5, 3, 4), (1, 1, 1))
    10.0

    Raises ``IllegalAction`` (rule ``not-a-combination``, ``splits-a-combination``,
    ``not-in-roll``, ``bust`` or ``take-nothing``) when the selection is not exactly a union of
    separate combinations of the roll.
    """
    return take_half_points(check_roll(roll), tuple(selection)) / 2
