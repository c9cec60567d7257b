"""What a whole turn banks under a given way of playing it: the exact distribution, by a forward
pass over the positions the play reaches.

Every take strictly raises the turn points, so positions are visited in order of their points:
when a position's turn points come up, every way into it has been counted. A way of playing is
two functions of a position between rolls ``(dice in hand d, multiplier of the next roll k,
turn points t in half-points, clears c)``: whether to bank there, and, for a roll, which of the
``(dice used, half-points)`` takes it offers to make (:func:`~..roll_cache.take_profiles`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from ..facts import ALL_DICE, MISHIMASH_BONUS_HALF
from ..roll_cache import take_profiles

Banks = Callable[[int, int, int, int], bool]
Picks = Callable[[int, int, int, int, Sequence[tuple[int, int]]], int]


def banked_distribution(banks: Banks, picks: Picks, one: float | Fraction = 1.0) -> dict:
    """Half-points banked -> chance, for a turn played from its start by ``banks`` and
    ``picks`` (``picks(d, k, t, c, takes)`` is the place in ``takes`` of the take made from
    the k-th roll of ``d`` dice). A bust banks 0. The chances add up to 1 (to rounding) for any
    play that banks in the end; given ``one=Fraction(1)``, they are exact fractions that add up
    to 1 exactly (slower: worth it for a play that banks early)."""
    banked: dict = {}
    layers: dict[int, dict[tuple[int, int, int], float | Fraction]] = {0: {(ALL_DICE, 1, 0): one}}
    profiles = {d: take_profiles(d) for d in range(1, ALL_DICE + 1)}
    busts = {d: one * (6 ** d - sum(w for w, _ in profiles[d][1])) / 6 ** d for d in profiles}
    while layers:
        t = min(layers)
        for (d, k, c), mass in layers.pop(t).items():
            if t and banks(d, k, t, c):
                banked[t] = banked.get(t, 0) + mass
                continue
            choices, shapes = profiles[d]
            share = mass / 6 ** d
            bonus = MISHIMASH_BONUS_HALF * (c + 1)
            for weight, options in shapes:
                place = options[0] if len(options) == 1 else options[
                    picks(d, k, t, c, [choices[o] for o in options])]
                used, half = choices[place]
                if used == d:
                    after, nxt = t + k * half + bonus, (ALL_DICE, k + 1, c + 1)
                else:
                    after, nxt = t + k * half, (d - used, k + 1, c)
                layer = layers.setdefault(after, {})
                layer[nxt] = layer.get(nxt, 0) + share * weight
            banked[0] = banked.get(0, 0) + mass * busts[d]
    return banked
