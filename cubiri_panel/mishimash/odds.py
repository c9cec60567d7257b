"""Exact dice odds of MISHIMASH, by enumerating every roll (:func:`roll_outcomes`: each
distinct roll of ``n`` dice with its number of ordered rolls, out of ``6 ** n``). A hand holds
1 to 6 dice; any other number is refused with ``ValueError``.
"""

from __future__ import annotations

from fractions import Fraction

from .. import rolls
from ..memo import memoized
from .rules import counts_of, takes_by_counts


def roll_outcomes(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every distinct roll of a hand of ``n`` dice with its number of ordered rolls."""
    if not 1 <= n <= 6:
        raise ValueError(f"MISHIMASH rolls 1 to 6 dice, not {n}")
    return rolls.roll_outcomes(n)


@memoized(maxsize=None)
def bust_probability(n: int) -> Fraction:
    """The chance that a roll of ``n`` dice holds no combination.

    >>> [str(bust_probability(n)) for n in range(1, 7)]
    ['2/3', '4/9', '5/18', '17/108', '25/324', '5/216']
    """
    busts = sum(w for roll, w in roll_outcomes(n) if not takes_by_counts(counts_of(roll)))
    return Fraction(busts, 6 ** n)


@memoized(maxsize=None)
def take_profiles(n: int) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, tuple[int, ...]], ...]]:
    """What a roll of ``n`` dice offers a player who cares only where the take leads.

    After a take only two things matter: how many dice it used and how many points it made;
    for each number of dice used, more points is always better. So every roll reduces to its
    best half-points for each count of dice used. Returns ``(choices, profiles)``: the distinct
    ``(dice used, half-points)`` choices, and each distinct non-bust roll shape as
    ``(weight, indices into choices)``. Rolls of the same shape are merged.
    """
    shapes: dict[tuple[tuple[int, int], ...], int] = {}
    for roll, weight in roll_outcomes(n):
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
