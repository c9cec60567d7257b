"""The roll cache: what each roll offers a player who cares only where a take leads, worked out
once from :mod:`.scoring`, for the computer players, the solvers and the simulations (the game
itself plays through :mod:`.rules`). ``tests/mishimash/test_roll_cache.py`` checks it against
the rules.

After a take only two things matter: how many dice it used and how many points it made, and of
the takes using the same number of dice the one with the most points is always best. Every
ordering of the same dice offers the same takes, so they are worked out once a roll *shape*
(the dice sorted by face) and placed onto each ordering met.
"""

from __future__ import annotations

import itertools

from .. import rolls
from ..memo import memoized
from .facts import ALL_DICE, FACES, MISHIMASH_BONUS_HALF
from .rules import Turn
from .scoring import counts_of, takes_by_counts

# The die indices of every take, one shared tuple each, so that the cache holds few objects of
# its own and a player's take is found as the very tuple listed.
_INDICES = {indices: indices for n in range(1, 7) for indices in itertools.combinations(range(6), n)}


@memoized(maxsize=None)
def best_takes(roll: tuple[int, ...]) -> tuple:
    """The takes worth comparing in a roll the rules made (a tuple of valid dice, unchecked):
    for each number of dice a take can use, the first take :func:`.scoring.takes` lists (the
    one with the most points), in list order, as ``(choices, their_indices)``.

    ``choices`` are ``(dice used, half-points)``, one shared value for every ordering of the
    same dice; ``their_indices`` are the same takes' die indices. Both are empty for a bust.
    The first is the first take listed: the most points, every scoring die.
    """
    choices, their_places = _shape_takes(tuple(sorted(roll)))
    die_at = sorted(range(len(roll)), key=roll.__getitem__).__getitem__  # die indices in face order
    return choices, tuple([_INDICES[tuple(sorted(map(die_at, places)))] for places in their_places])


def take_listed(turn: Turn, indices: tuple[int, ...]) -> Turn | None:
    """The turn after taking the dice at ``indices`` when they are a take :func:`best_takes`
    lists (as the computer players make them), by look-up: what :func:`.rules.take` gives;
    ``None`` for any other take."""
    choices, their_indices = best_takes(turn.dice)
    if indices not in their_indices:
        return None
    used, half = choices[their_indices.index(indices)]
    points = turn.half_points + half * turn.rolls
    if used < len(turn.dice):
        return Turn(len(turn.dice) - used, turn.rolls, points, turn.clears, ())
    clears = turn.clears + 1
    return Turn(ALL_DICE, turn.rolls, points + MISHIMASH_BONUS_HALF * clears, clears, ())


@memoized(maxsize=None)
def _shape_takes(shape: tuple[int, ...]) -> tuple:
    """:func:`best_takes` of a roll sorted by face, with places in ``shape`` for indices."""
    counts = counts_of(shape)
    first_place = list(itertools.accumulate(counts, initial=0))  # of each face in shape

    def rank(item):
        taken, half = item
        return -half, -sum(taken), tuple(f for f in FACES for _ in range(taken[f - 1]))
    firsts: dict[int, tuple] = {}
    for taken, half in sorted(takes_by_counts(counts).items(), key=rank):
        places = tuple(p for face in range(6) for p in range(first_place[face], first_place[face] + taken[face]))
        firsts.setdefault(len(places), (places, half))
    return (tuple((len(places), half) for places, half in firsts.values()),
            tuple(places for places, _ in firsts.values()))


@memoized(maxsize=None)
def take_profiles(n: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, tuple[int, ...]], ...]]:
    """What every roll of ``n`` dice offers, for the solvers: ``(choices, profiles)``, the
    distinct ``(dice used, half-points)`` best choices, and each distinct non-bust roll shape
    as ``(weight, indices into choices)``. Rolls of the same shape are merged."""
    shapes: dict[tuple[tuple[int, int], ...], int] = {}
    for roll, weight in rolls.roll_outcomes(n):
        best: dict[int, int] = {}
        for taken, half in takes_by_counts(counts_of(roll)).items():
            used = sum(taken)
            best[used] = max(best.get(used, 0), half)
        if best:
            shape = tuple(sorted(best.items()))
            shapes[shape] = shapes.get(shape, 0) + weight
    choices = sorted({c for shape in shapes for c in shape})
    where = {c: i for i, c in enumerate(choices)}
    profiles = tuple((weight, tuple(where[c] for c in shape)) for shape, weight in shapes.items())
    return tuple(choices), profiles
