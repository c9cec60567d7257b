"""Every roll of ``n`` dice, for exact odds by enumeration (the games' ``odds`` modules).

Equal dice are interchangeable in every rule, so a roll is enumerated as its distinct multiset
of faces, weighted by the number of ordered rolls showing it (a multinomial coefficient): the
weights of the rolls of ``n`` dice add up to ``6 ** n``.

>>> roll_outcomes(2)[:3]
(((1, 1), 1), ((1, 2), 2), ((1, 3), 2))
>>> sum(weight for _, weight in roll_outcomes(4)) == 6 ** 4
True
"""

from __future__ import annotations

import itertools
from collections import Counter
from math import factorial, prod

from .memo import memoized


@memoized(maxsize=None)
def roll_outcomes(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every distinct roll of ``n`` dice (its values sorted) with its number of ordered rolls."""
    return tuple((roll, factorial(n) // prod(map(factorial, Counter(roll).values())))
                 for roll in itertools.combinations_with_replacement(range(1, 7), n))
