"""Exact dice odds of MISHIMASH, by enumerating every roll (:func:`roll_outcomes`: each distinct
roll of ``n`` dice with its number of ordered rolls, out of ``6 ** n``), and the odds of a
position in the middle of a turn, for the odds panel and the lessons. A hand holds 1 to 6 dice;
any other number is refused with ``ValueError``.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction

from .. import rolls
from ..memo import memoized
from .facts import ALL_DICE, MISHIMASH_BONUS_HALF
from .scoring import counts_of, takes_by_counts
from .solvers.turn_values import TurnValues, optimal_turn_values


def roll_outcomes(n: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every distinct roll of a hand of ``n`` dice with its number of ordered rolls."""
    if not 1 <= n <= ALL_DICE:
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


@dataclasses.dataclass(frozen=True)
class PositionOdds:
    """What rolling now promises.

    ``points_taking_all`` and ``points_playing_best`` are the expected points the next roll
    adds to the turn (its points times the multiplier, plus any MISHIMASH bonus; a bust adds
    nothing, and the points it destroys are not subtracted) when the player takes every
    scoring die, or makes the take the optimal player makes. ``roll_value`` is the expected
    final turn score if the player rolls and then plays on optimally; ``bank_value`` the turn
    points (what banking now gives).
    """

    bust: Fraction
    mishimash_taking_all: Fraction
    points_taking_all: Fraction
    points_playing_best: Fraction
    roll_value: float
    bank_value: float

    @property
    def best(self) -> str:
        """``"roll"`` or ``"bank"``, whichever promises more (banking on a tie)."""
        return "roll" if self.roll_value > self.bank_value else "bank"


def position_odds(dice_in_hand: int, multiplier: int, turn_points: float, clears: int,
                  values: TurnValues | None = None) -> PositionOdds:
    """The odds of rolling from a position between rolls (see :class:`PositionOdds`): dice
    chances exact, the values of playing on from the optimal turn values (floats)."""
    half = turn_points * 2
    if not (type(dice_in_hand) is int and 1 <= dice_in_hand <= ALL_DICE):
        raise ValueError(f"dice in hand must be 1 to 6, not {dice_in_hand!r}")
    if not (type(multiplier) is int and multiplier >= 1):
        raise ValueError(f"the multiplier must be a whole number from 1, not {multiplier!r}")
    if not (half >= 0 and half == int(half)):
        raise ValueError(f"turn points must be a non-negative multiple of 0.5, not {turn_points!r}")
    if not (type(clears) is int and 0 <= clears < multiplier):
        raise ValueError(f"clears must lie in 0..{multiplier - 1} before roll {multiplier}")
    values = values or optimal_turn_values()
    half, k, d = int(half), multiplier, dice_in_hand
    total = 6 ** d
    clear_weight = all_points = best_points = 0
    for roll, weight in roll_outcomes(d):
        takes = takes_by_counts(counts_of(roll))
        if not takes:
            continue
        gains = {taken: k * h + (MISHIMASH_BONUS_HALF * (clears + 1) if sum(taken) == d else 0)
                 for taken, h in takes.items()}
        everything = max(takes, key=takes.get)  # every scoring die: the most points
        all_points += weight * gains[everything]
        clear_weight += weight * (sum(everything) == d)
        best = max(takes, key=lambda taken: values.take_value_half(d, k, half, clears, sum(taken),
                                                                   takes[taken]))
        best_points += weight * gains[best]
    return PositionOdds(
        bust=bust_probability(d),
        mishimash_taking_all=Fraction(clear_weight, total),
        points_taking_all=Fraction(all_points, 2 * total),
        points_playing_best=Fraction(best_points, 2 * total),
        roll_value=values.roll_value_half(d, k, half, clears) / 2,
        bank_value=half / 2)
