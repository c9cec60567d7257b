"""The scoring combinations of MISHIMASH and which selections of a roll are legal.

Points are counted internally in *half-points* (ints), because a single 5 is worth 0.5: ints
keep every sum exact and JSON-safe. The public functions give points as floats, which are
exact for halves (``0.5``, ``10.5``) and compare equal to the true value.

A roll is a tuple of dice values 1-6 in die order. Its *counts* are the number of dice showing
each face, ``counts[f - 1]`` for face ``f``.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from ..errors import IllegalAction
from ..memo import memoized

FACES = range(1, 7)

# Three of a kind, in half-points: three 1s are 10 points, three of 2-6 the face value.
THREE_OF_A_KIND_HALF = {1: 20, 2: 4, 3: 6, 4: 8, 5: 10, 6: 12}
SINGLE_HALF = {1: 2, 5: 1}  # a single 1 is 1 point, a single 5 half a point
STRAIGHT_HALF = 30
THREE_PAIRS_HALF = 20


def points(half_points: int) -> float:
    """Half-points as the points a player sees (exact: halves are exact floats)."""
    return half_points / 2


class Combination(NamedTuple):
    """One indivisible combination of a roll: its kind, its dice values and its points."""

    kind: str            # "single", "of-a-kind", "straight" or "three-pairs"
    values: tuple[int, ...]
    points: float


class Option(NamedTuple):
    """A legal selection of a roll: die indices into the roll, their values, their points
    (also as half-points, an int)."""

    indices: tuple[int, ...]
    values: tuple[int, ...]
    points: float
    half_points: int


def check_roll(roll) -> tuple[int, ...]:
    """``roll`` as a tuple if it is 1 to 6 dice showing 1-6; ``ValueError`` otherwise."""
    roll = tuple(roll)
    if not (1 <= len(roll) <= 6 and all(type(v) is int and 1 <= v <= 6 for v in roll)):
        raise ValueError(f"a roll is 1 to 6 dice, each showing 1 to 6, not {roll!r:.40}")
    return roll


def counts_of(dice: tuple[int, ...]) -> tuple[int, ...]:
    """How many dice show each face 1-6."""
    count = dice.count  # spelled out: this runs for every roll of every simulated turn
    return count(1), count(2), count(3), count(4), count(5), count(6)


def _all_six_combination(counts: tuple[int, ...]) -> tuple[str, int] | None:
    """A straight or three pairs, which use all six dice and are then the roll's only
    combination; ``None`` for any other roll."""
    if sum(counts) != 6:
        return None
    if all(c == 1 for c in counts):
        return "straight", STRAIGHT_HALF
    # exactly two each of three faces; four of a kind plus a pair is not three pairs
    if sorted(counts) == [0, 0, 0, 2, 2, 2]:
        return "three-pairs", THREE_PAIRS_HALF
    return None


@memoized(maxsize=None)
def combination_half_points(counts: tuple[int, ...]) -> tuple[tuple[str, tuple[int, ...], int], ...]:
    """The separate combinations of a roll given by its counts, as (kind, values, half-points).

    Each single 1 or 5 is listed once per die, since each is a combination of its own.
    """
    whole = _all_six_combination(counts)
    if whole:
        kind, half = whole
        return ((kind, tuple(f for f in FACES for _ in range(counts[f - 1])), half),)
    found = []
    for face in FACES:
        n = counts[face - 1]
        if n >= 3:  # an N-of-a-kind takes every die of its face: 4/5/6 of a kind = 2x/3x/4x
            found.append(("of-a-kind", (face,) * n, THREE_OF_A_KIND_HALF[face] * (n - 2)))
        elif face in SINGLE_HALF:
            found.extend(("single", (face,), SINGLE_HALF[face]) for _ in range(n))
    return tuple(found)


@memoized(maxsize=None)
def selections(counts: tuple[int, ...]) -> dict[tuple[int, ...], int]:
    """Every legal selection of a roll: taken counts -> half-points. Empty for a bust."""
    # Each face contributes independently: all or none of an N-of-a-kind, any number of
    # singles; a straight or three pairs is all six dice or nothing.
    whole = _all_six_combination(counts)
    if whole:
        return {counts: whole[1]}
    choices = []
    for face in FACES:
        n = counts[face - 1]
        if n >= 3:
            choices.append([(0, 0), (n, THREE_OF_A_KIND_HALF[face] * (n - 2))])
        elif face in SINGLE_HALF:
            choices.append([(i, i * SINGLE_HALF[face]) for i in range(n + 1)])
        else:
            choices.append([(0, 0)])
    result = {}
    for pick in itertools.product(*choices):
        taken = tuple(t for t, _ in pick)
        if any(taken):
            result[taken] = sum(h for _, h in pick)
    return result


def is_bust(dice: tuple[int, ...]) -> bool:
    """True when a roll holds no combination at all."""
    return not selections(counts_of(check_roll(dice)))


def combinations(roll: tuple[int, ...]) -> tuple[Combination, ...]:
    """The separate combinations of a roll (each single 1 or 5 counted once per die)."""
    return tuple(Combination(kind, values, points(half))
                 for kind, values, half in combination_half_points(counts_of(check_roll(roll))))


def selection_half_points(roll: tuple[int, ...], taken: tuple[int, ...]) -> int:
    """Half-points of taking the dice values ``taken`` from ``roll``; ``IllegalAction`` naming
    the broken rule when that is not exactly a union of separate combinations of the roll."""
    roll_counts, taken_counts = counts_of(roll), counts_of(taken)
    if len(taken) != sum(taken_counts):
        raise IllegalAction(f"dice values must be 1-6, got {list(taken)}", "not-in-roll")
    half = selections(roll_counts).get(taken_counts)
    if half is not None:
        return half
    _explain_refusal(roll, roll_counts, taken_counts)
    raise AssertionError("unreachable: every refusal is explained")  # pragma: no cover


def _explain_refusal(roll, roll_counts, taken_counts) -> None:
    if not any(taken_counts):
        raise IllegalAction("take at least one combination", "take-nothing")
    for face in FACES:
        if taken_counts[face - 1] > roll_counts[face - 1]:
            raise IllegalAction(f"the roll {list(roll)} has only {roll_counts[face - 1]} "
                                f"{face}s", "not-in-roll", face=face)
    if not selections(roll_counts):
        raise IllegalAction(f"the roll {list(roll)} holds no combination", "bust")
    whole = _all_six_combination(roll_counts)
    if whole:
        raise IllegalAction(f"a {whole[0].replace('-', ' ')} is taken whole, all six dice",
                            "splits-a-combination", combination=whole[0])
    for face in FACES:
        have, take = roll_counts[face - 1], taken_counts[face - 1]
        if have >= 3 and take not in (0, have):
            raise IllegalAction(f"{have} of a kind of {face}s is taken whole: all {have} dice",
                                "splits-a-combination", face=face, count=have)
        if take and have < 3 and face not in SINGLE_HALF:
            raise IllegalAction(f"a {face} scores only in three of a kind or more",
                                "not-a-combination", face=face)


def score_selection(roll: tuple[int, ...], selection: tuple[int, ...]) -> float:
    """Points of taking the dice values ``selection`` from ``roll``.

    >>> score_selection((1, 1, 1, 5, 3, 4), (1, 1, 1))
    10.0

    Raises ``IllegalAction`` (rule ``not-a-combination``, ``splits-a-combination``,
    ``not-in-roll``, ``bust`` or ``take-nothing``) when the selection is not exactly a union of
    separate combinations of the roll.
    """
    return points(selection_half_points(check_roll(roll), tuple(selection)))


def scoring_options(roll: tuple[int, ...]) -> tuple[Option, ...]:
    """Every legal selection of a roll, once per distinct set of values, most points first.

    ``indices`` picks the first dice of each face in die order, so ``Take(option.indices)``
    performs it. Empty when the roll busts.
    """
    return roll_options(check_roll(roll))


@memoized(maxsize=4096)  # what the game and its views ask again and again: the roll on show
def roll_options(roll: tuple[int, ...]) -> tuple[Option, ...]:
    """:func:`scoring_options` of a roll the rules made (a tuple of valid dice), unchecked."""
    ranked, _, _ = _shape_takes(tuple(sorted(roll)))
    die_at = _dice_by_face(roll).__getitem__
    options = []
    for places, half in ranked:
        indices = tuple(sorted(map(die_at, places)))
        options.append(Option(indices, tuple([roll[i] for i in indices]), half / 2, half))
    return tuple(options)


# The takes a simulated roll offers are looked up three times (is it a bust, which take is
# best, how many points it scores), so they are one cache. It needs no bound: the rules make
# 55,986 distinct rolls of 1-6 dice in die order. It holds only the takes worth comparing (about
# two a roll), as tuples of ints that the garbage collector stops tracking once it has seen
# them: Option records (NamedTuples), or tuples holding a dict, stay tracked for ever, and every
# full collection of a long simulation walked hundreds of thousands of them. The die indices
# are the 63 shared tuples below, so a record adds few objects of its own, and finding the very
# tuple a player took matches at once.
_INDICES = {indices: indices for n in range(1, 7) for indices in itertools.combinations(range(6), n)}


@memoized(maxsize=None)
def candidate_takes(roll: tuple[int, ...]) -> tuple:
    """The takes worth comparing in a roll the rules made (a tuple of valid dice, unchecked):
    for each number of dice a take can use, the first take :func:`scoring_options` lists (the
    one with the most points), in list order, as ``(choices, their_indices)``.

    ``choices`` are ``(dice used, half-points)``, one shared value for every ordering of the
    same dice; ``their_indices`` are the same takes' die indices. Both are empty for a bust. A
    player who only cares where a take leads needs no other take: the rest reach the same
    number of dice with fewer points. The first is the first take listed: the most points,
    every scoring die.
    """
    _, choices, their_places = _shape_takes(tuple(sorted(roll)))
    die_at = _dice_by_face(roll).__getitem__
    return choices, tuple([_INDICES[tuple(sorted(map(die_at, places)))] for places in their_places])


def _dice_by_face(roll: tuple[int, ...]) -> list[int]:
    """The roll's die indices in face order, in die order within a face: so the first dice of
    each face in die order come first."""
    return sorted(range(len(roll)), key=roll.__getitem__)


@memoized(maxsize=None)  # one entry per roll shape: 462 of 1-6 dice
def _shape_takes(shape: tuple[int, ...]) -> tuple:
    """What every ordering of a roll shares, from its dice sorted by face: its legal takes as
    ``(places, half-points)``, where ``places`` are positions in ``shape``, in the order options
    are listed (most points first, then most dice, then lowest values); and the choices of
    :func:`candidate_takes` with their places."""
    counts = counts_of(shape)

    def rank(item):
        taken, half = item
        return -half, -sum(taken), tuple(f for f in FACES for _ in range(taken[f - 1]))
    first_place = list(itertools.accumulate(counts, initial=0))  # of each face in shape
    ranked = tuple((tuple(p for face in range(6)
                          for p in range(first_place[face], first_place[face] + taken[face])), half)
                   for taken, half in sorted(selections(counts).items(), key=rank))
    firsts: dict[int, tuple] = {}
    for places, half in ranked:
        firsts.setdefault(len(places), (places, half))
    return (ranked, tuple((len(places), half) for places, half in firsts.values()),
            tuple(places for places, _ in firsts.values()))
