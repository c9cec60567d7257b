"""The roll cache: each roll's takes, worked out once from the rules, for the game and its
computer players (:mod:`.rules` defines which takes are legal; this only remembers them).

Every ordering of the same dice offers the same takes, so they are worked out once a roll
*shape* (the dice sorted by face; 462 shapes of 1-6 dice) and placed onto each ordering met.
``tests/mishimash/test_roll_cache.py`` checks every roll against the rules.
"""

from __future__ import annotations

import itertools
from typing import NamedTuple

from ..memo import memoized


class Option(NamedTuple):
    """A legal take of a roll: die indices into the roll, their values, their points (also as
    half-points, an int)."""

    indices: tuple[int, ...]
    values: tuple[int, ...]
    points: float
    half_points: int


@memoized(maxsize=4096)  # what the game and its views ask again and again: the roll on show
def cached_takes(roll: tuple[int, ...]) -> tuple[Option, ...]:
    """:func:`.rules.takes` of a roll the rules made (a tuple of valid dice), unchecked."""
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
def best_takes(roll: tuple[int, ...]) -> tuple:
    """The takes worth comparing in a roll the rules made (a tuple of valid dice, unchecked):
    for each number of dice a take can use, the first take :func:`cached_takes` lists (the one
    with the most points), in list order, as ``(choices, their_indices)``.

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
    ``(places, half-points)``, where ``places`` are positions in ``shape``, in the order takes
    are listed (most points first, then most dice, then lowest values); and the choices of
    :func:`best_takes` with their places."""
    from .rules import FACES, counts_of, takes_by_counts  # the rules read the cache: not at import

    counts = counts_of(shape)

    def rank(item):
        taken, half = item
        return -half, -sum(taken), tuple(f for f in FACES for _ in range(taken[f - 1]))
    first_place = list(itertools.accumulate(counts, initial=0))  # of each face in shape
    ranked = tuple((tuple(p for face in range(6)
                          for p in range(first_place[face], first_place[face] + taken[face])), half)
                   for taken, half in sorted(takes_by_counts(counts).items(), key=rank))
    firsts: dict[int, tuple] = {}
    for places, half in ranked:
        firsts.setdefault(len(places), (places, half))
    return (ranked, tuple((len(places), half) for places, half in firsts.values()),
            tuple(places for places, _ in firsts.values()))
