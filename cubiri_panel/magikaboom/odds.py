"""Exact odds of a turn, by enumerating it: the chance of an explosion and the expected points
of stopping versus continuing.

These are *potion* odds: points are what the mover's potion scores, effects aside (effects
depend on the other hats; :mod:`.solvers.turn_gain` counts them for the expert). "Playing on
optimally" means choosing every later keep and stop to maximise expected potion points.
Everything is a ``fractions.Fraction``; internally values are integers in units of
1/36**4 point, which is exact because a turn holds at most four rolls of two dice.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from fractions import Fraction

from ..memo import register
from .facts import DICE
from .fast_turn import OUTCOMES, Shape, shape_of, shape_rolls
from .rules import explodes, potion_points

_UNIT = OUTCOMES ** 4
#: Most dice a cauldron can hold when the player may still continue (the reserve is then 1).
_MOST_TO_CONTINUE = DICE - 2

# Potion odds do not care which ingredients are in the cauldron, only how many of each, so
# they are worked out on the cauldron's shape (see ``fast_turn.shape_of``).
_roll_memo: dict[Shape, int] = {}
register(__name__, _roll_memo.clear)


def _faces(dice: Iterable[object], what: str) -> tuple[int, ...]:
    faces = tuple(dice)
    if not all(isinstance(f, int) and not isinstance(f, bool) and 1 <= f <= 6 for f in faces):
        raise ValueError(f"{what} must hold die faces 1-6: {faces!r}")
    return tuple(int(f) for f in faces)


def _decision_cauldron(cauldron: Iterable[int], held: int | None) -> tuple[int, ...]:
    """A cauldron as it stands when the player chooses to stop or continue (checked)."""
    base = _faces(cauldron, "the cauldron")
    extra = () if held is None else _faces((held,), "the die in hand")
    if explodes(base, extra):
        raise ValueError("no potion that has not exploded holds these dice")
    return base


def explosion_probability(cauldron: Iterable[int], leftover: int | None = None) -> Fraction:
    """The chance that continuing now explodes the potion.

    ``cauldron`` is the cauldron when the player decides, the die just kept included;
    ``leftover`` is the die in hand. Continuing rerolls that die together with one from the
    reserve, so the chance depends only on the cauldron: ``leftover`` is checked but changes
    nothing. Continuing needs a die in the reserve, so the cauldron holds at most 4 dice
    (``ValueError`` otherwise, and for a cauldron no unexploded potion can hold).

    >>> explosion_probability([1, 2, 3], 1)   # any fourth kind explodes: 1 - (3/6)**2
    Fraction(3, 4)
    """
    base = _decision_cauldron(cauldron, leftover)
    if len(base) > _MOST_TO_CONTINUE:
        raise ValueError("the reserve is empty with 5 dice in the cauldron: no continuing")
    return Fraction(shape_rolls(shape_of(base))[0], OUTCOMES)


def _roll_points(cauldron: Shape) -> int:
    """Expected potion points (units 1/36**4) of rolling two dice against a shape."""
    value = _roll_memo.get(cauldron)
    if value is not None:
        return value
    total = 0  # an explosion scores nothing for the mover
    for (after, points), (after2, _) in shape_rolls(cauldron)[1]:
        total += max(_best(after, points), _best(after2, points))
    value = _roll_memo[cauldron] = total // OUTCOMES
    return value


def _best(after: Shape, points: int) -> int:
    """Stopping or continuing, whichever is worth more, with the cauldron of ``after``."""
    stop = points * _UNIT
    if sum(after) > _MOST_TO_CONTINUE:
        return stop
    go_on = _roll_points(after)
    return go_on if go_on > stop else stop


@dataclasses.dataclass(frozen=True, slots=True)
class DecisionOdds:
    """The odds when choosing between stopping and continuing."""

    explosion: Fraction | None  # chance that continuing explodes (None: cannot continue)
    stop: int                   # points stopping scores now
    go_on: Fraction | None      # expected points of continuing, then playing on optimally

    @property
    def best(self) -> str:
        """"continue" if that is worth more on average, else "stop"."""
        return "continue" if self.go_on is not None and self.go_on > self.stop else "stop"


def decision_odds(cauldron: Sequence[int], held: int) -> DecisionOdds:
    """Stopping versus continuing with ``cauldron`` (the die just kept in it) and ``held``."""
    base = _decision_cauldron(cauldron, held)
    stop = potion_points(base + (int(held),))
    if len(base) > _MOST_TO_CONTINUE:
        return DecisionOdds(None, stop, None)
    booms, _ = shape_rolls(shape_of(base))
    return DecisionOdds(Fraction(booms, OUTCOMES), stop, Fraction(_roll_points(shape_of(base)), _UNIT))


def keep_odds(cauldron: Sequence[int], rolled: Sequence[int]) -> tuple[Fraction, Fraction]:
    """Expected points of keeping ``rolled[0]`` and of keeping ``rolled[1]``, each followed
    by the better of stopping and continuing (and optimal play after that)."""
    base = _faces(cauldron, "the cauldron")
    dice = _faces(rolled, "the roll")
    if len(rolled) != 2 or len(base) > _MOST_TO_CONTINUE or explodes(base, dice):
        raise ValueError("keeping needs two rolled dice that did not explode the potion")
    points = potion_points(base + dice)  # the same dice whichever is kept
    first = _best(shape_of(base + dice[:1]), points)
    second = _best(shape_of(base + dice[1:]), points)
    return Fraction(first, _UNIT), Fraction(second, _UNIT)


def turn_points() -> Fraction:
    """Expected potion points of a whole turn played to maximise them."""
    return Fraction(_roll_points(()), _UNIT)
